/**
 * k_anonymity (decisions.md "Methods"). Record sets (JSON array of flat objects, CSV): direct identifiers
 * are suppressed (`*`), quasi-identifiers generalized over Mondrian partitions (./mondrian.ts,
 * ./generalize.ts) so every combination of quasi-identifier values shown is shared by at least k rows;
 * rows that cannot be placed (a table smaller than k) are suppressed — removed from the output — and
 * counted. Other columns are kept, with any entity inside them treated as in a single text (./text.ts).
 * Anything else (text, nested JSON) gets the single-text treatment.
 */
import type { Entity, ProtectedEntity } from '../../engine/entity.js';
import type { RecordSet } from '../../formats/document.js';
import type { Operator, OperatorResult } from '../operator.js';
import { DEFAULT_K } from '../params.js';
import type { ProtectInput } from '../protect-api.js';
import { createRedactor } from '../redact.js';
import { mergeOverlaps, replaceSpans, type Replacer } from '../spans.js';
import { cellOf, planColumns, type ColumnPlan } from './columns.js';
import { encodeQuasiIdentifier } from './generalize.js';
import { mondrian } from './mondrian.js';
import { textGeneralizer } from './text.js';

/** Shown in place of a suppressed direct identifier. */
const SUPPRESSED = '*';

export const kAnonymity: Operator = {
  method: 'k_anonymity',
  apply(input) {
    const { doc, entities, params } = input;
    const generalizeText = textGeneralizer(createRedactor(params));
    if (doc.records === undefined) return replaceSpans(doc, entities, generalizeText);
    return anonymizeRecords(input, doc.records, generalizeText);
  },
};

/** Whether `auto` should pick k_anonymity: a record set with at least one quasi-identifier. */
export function hasQuasiIdentifiers(input: ProtectInput): boolean {
  const records = input.doc.records;
  return records !== undefined && planColumns(records, input.entities, input.params.quasiIdentifiers).quasi.length > 0;
}

function anonymizeRecords(input: ProtectInput, records: RecordSet, generalizeText: Replacer): OperatorResult {
  const { entities, params } = input;
  const k = params.k ?? DEFAULT_K;
  const plan = planColumns(records, entities, params.quasiIdentifiers);
  const n = records.rows.length;
  const quasi = plan.quasi.map(({ column, kind }) => encodeQuasiIdentifier(column, kind, records.rows.map((r) => r[column])));

  const partitions = n >= k ? mondrian(n, quasi, k) : [];
  const labels: unknown[][] = new Array(n);
  let penalty = 0;
  for (const rows of partitions) {
    const generalized = quasi.map((q) => q.generalize(rows));
    const tuple = generalized.map((g) => g.label);
    for (const row of rows) labels[row] = tuple;
    penalty += rows.length * generalized.reduce((sum, g) => sum + g.ncp, 0);
  }
  const kept = partitions.length === 0 ? [] : [...Array(n).keys()].filter((row) => labels[row] !== undefined);
  const suppressedRows = n - kept.length;

  const cellEntities = groupByCell(entities);
  const protectedEntities: ProtectedEntity[] = [];
  const outRows = kept.map((row) => {
    const source = records.rows[row] as Record<string, unknown>;
    const out: Record<string, unknown> = { ...source };
    // Set even where the row lacks the field, so the row shows its class's label like its mates.
    plan.quasi.forEach(({ column }, q) => {
      out[column] = (labels[row] as unknown[])[q];
    });
    for (const column of plan.direct) if (column in source) out[column] = SUPPRESSED;
    for (const column of Object.keys(source)) {
      const found = cellEntities.get(`${row}\u0000${column}`);
      if (found === undefined) continue;
      const shown = out[column];
      if (plan.direct.has(column) || plan.quasi.some((q) => q.column === column)) {
        for (const entity of found) protectedEntities.push({ ...entity, replacement: String(shown ?? '') });
      } else {
        out[column] = rewriteCell(String(source[column]), found, generalizeText, protectedEntities);
      }
    }
    return out;
  });
  // Entities of suppressed rows left the output entirely.
  for (const entity of entities) {
    const cell = cellOf(entity);
    if (cell === undefined || labels[cell.row] === undefined) protectedEntities.push({ ...entity, replacement: '' });
  }

  const qiCount = quasi.length;
  const informationLoss = n === 0 ? 0 : qiCount === 0 ? suppressedRows / n : (penalty + suppressedRows * qiCount) / (n * qiCount);
  return {
    data: input.doc.renderRecords(outRows),
    entities: protectedEntities,
    metrics: { achievedK: smallestClass(outRows, plan), suppressedRows, informationLoss },
  };
}

function groupByCell(entities: readonly Entity[]): Map<string, Entity[]> {
  const groups = new Map<string, Entity[]>();
  for (const entity of entities) {
    const cell = cellOf(entity);
    if (cell === undefined) continue;
    const key = `${cell.row}\u0000${cell.column}`;
    groups.set(key, [...(groups.get(key) ?? []), entity]);
  }
  return groups;
}

/** Applies the single-text rules to one kept cell. */
function rewriteCell(value: string, found: readonly Entity[], replace: Replacer, out: ProtectedEntity[]): string {
  let text = '';
  let cursor = 0;
  for (const entity of mergeOverlaps(found, value)) {
    // As in ../spans.ts: a mismatch is a bug upstream, and refusing beats leaving the value in place.
    if (value.slice(entity.start, entity.end) !== entity.text) throw new Error(`entity of type ${entity.type} does not match its cell offsets`);
    const replacement = replace(entity);
    out.push({ ...entity, replacement });
    text += value.slice(cursor, entity.start) + replacement;
    cursor = entity.end;
  }
  return text + value.slice(cursor);
}

/** The achieved k: the size of the smallest equivalence class over the quasi-identifiers (0 for no rows). */
function smallestClass(rows: readonly Record<string, unknown>[], plan: ColumnPlan): number {
  const sizes = new Map<string, number>();
  for (const row of rows) {
    const key = JSON.stringify(plan.quasi.map(({ column }) => row[column] ?? null));
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  // A loop, not Math.min(...sizes): a table of distinct rows has as many classes as rows, too many to spread.
  let smallest = sizes.size === 0 ? 0 : Infinity;
  for (const size of sizes.values()) if (size < smallest) smallest = size;
  return smallest;
}

