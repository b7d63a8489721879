/**
 * Decides, per column of a record set, what k-anonymity does with it: suppress (direct identifier),
 * generalize (quasi-identifier, with its kind) or keep (other attributes, whose cells still get the
 * single-text treatment for any entity found in them).
 */
import type { Entity } from '../../engine/entity.js';
import { invalidRequest } from '../../errors.js';
import type { RecordSet } from '../../formats/document.js';
import { findDate } from '../dates.js';

export type QiKind = 'number' | 'date' | 'zip' | 'category';

export interface ColumnPlan {
  direct: Set<string>;
  /** Quasi-identifier columns in record order, with the generalization hierarchy each uses. */
  quasi: { column: string; kind: QiKind }[];
}

/** Entity types that are quasi-identifiers, not direct identifiers (decisions.md "Methods"). */
const QUASI_TYPES: ReadonlySet<string> = new Set(['AGE', 'DATE', 'DATE_OF_BIRTH', 'POSTAL_CODE']);

/** Words that make a column a quasi-identifier (`age`, `visit_date`, `dateOfBirth`, `ZIP code`; not `candidate`). */
const QI_WORDS = new Set(['age', 'dob', 'birth', 'birthdate', 'birthday', 'date', 'zip', 'zipcode', 'postal', 'postcode', 'postalcode', 'gender', 'sex', 'city', 'town']);
// Whole column names (lower case, letters and digits only) of direct identifiers.
const DIRECT_NAME =
  /(^|first|last|full|given|family|sur|patient|user)name$|^(email|emailaddress|mail|phone|phonenumber|mobile|telephone|tel|ssn|socialsecuritynumber|creditcard|cardnumber|ccnumber|pan|iban|accountnumber|bankaccount|passport|passportnumber|driverslicense|driverlicense|licensenumber|ipaddress|ip|macaddress|address|streetaddress|street|url|mrn|medicalrecordnumber|taxid|nationalid|username|password)$/;
const ZIP_NAME = /zip|postal|postcode/;
const ZIP_VALUE = /^\d{3,5}(-\d{4})?$/;
const NUMBER_VALUE = /^-?\d{1,15}(\.\d{1,15})?$/;

const normalizeName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const isQuasiName = (name: string): boolean =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => QI_WORDS.has(word));

/** Missing: absent, null or blank. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The row and column an entity's `/ROW/COLUMN` (or JSON `/i/key`) path points at. */
export function cellOf(entity: Entity): { row: number; column: string } | undefined {
  const m = /^\/(\d+)\/(.*)$/.exec(entity.path ?? '');
  if (m === null || (m[2] as string).includes('/')) return undefined;
  return { row: Number(m[1]), column: (m[2] as string).replace(/~1/g, '/').replace(/~0/g, '~') };
}

/**
 * Plans the columns. `given` (the request's quasi_identifiers) wins over detection; a name that is not a
 * column is a 400 naming `quasi_identifiers`.
 */
export function planColumns(records: RecordSet, entities: readonly Entity[], given?: readonly string[]): ColumnPlan {
  const wholeCellTypes = new Map<string, Set<string>>();
  for (const entity of entities) {
    const cell = cellOf(entity);
    const value = cell && records.rows[cell.row]?.[cell.column];
    if (cell === undefined || value === undefined || value === null) continue;
    if (String(value).trim() !== entity.text.trim()) continue;
    const types = wholeCellTypes.get(cell.column) ?? new Set<string>();
    types.add(entity.type);
    wholeCellTypes.set(cell.column, types);
  }
  const typesOf = (column: string): Set<string> => wholeCellTypes.get(column) ?? new Set();

  let quasiColumns: string[];
  if (given !== undefined) {
    const missing = given.filter((name) => !records.columns.includes(name));
    if (missing.length > 0) {
      throw invalidRequest('quasi_identifiers', 'invalid', `${missing.length} quasi_identifiers name no field of the records`, {
        expected: 'field names of the records',
      });
    }
    quasiColumns = records.columns.filter((c) => given.includes(c));
  } else {
    // A quasi-identifier name wins; otherwise whole-cell entities that are all quasi-identifier types.
    quasiColumns = records.columns.filter((c) => {
      const types = [...typesOf(c)];
      return isQuasiName(c) || (types.length > 0 && types.every((t) => QUASI_TYPES.has(t)));
    });
  }
  const quasiSet = new Set(quasiColumns);
  const direct = new Set(
    records.columns.filter(
      (c) => !quasiSet.has(c) && (DIRECT_NAME.test(normalizeName(c)) || [...typesOf(c)].some((t) => !QUASI_TYPES.has(t))),
    ),
  );
  return { direct, quasi: quasiColumns.map((column) => ({ column, kind: kindOf(records, column, typesOf(column)) })) };
}

/** The hierarchy a quasi-identifier uses, from its name, entity types and values. */
function kindOf(records: RecordSet, column: string, types: Set<string>): QiKind {
  const present = records.rows.map((r) => r[column]).filter((v) => !isMissing(v)).map((v) => String(v).trim());
  if (present.length === 0) return 'category';
  if (ZIP_NAME.test(normalizeName(column)) || types.has('POSTAL_CODE')) return 'zip';
  if (present.every((v) => NUMBER_VALUE.test(v))) return present.every((v) => ZIP_VALUE.test(v) && v.startsWith('0')) ? 'zip' : 'number';
  if (present.every((v) => findDate(v) !== undefined)) return 'date';
  return 'category';
}
