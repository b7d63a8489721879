/**
 * Context-dependent identifiers: PASSPORT_NUMBER, DRIVER_LICENSE, NATIONAL_ID, TAX_ID, MEDICAL_RECORD_NUMBER
 * and BANK_ACCOUNT. Their shapes are too generic to report alone, so a keyword before the value (within
 * the same clause) or the field name decides the type. Two carry their own validation and may stand alone:
 * US ITINs (IRS: 9XX-[50-65|70-88|90-92|94-99]-XXXX) and ABA routing numbers (checksum; weak without context).
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isAbaRoutingValid } from '../checksums/aba.js';
import { isCpfValid } from '../checksums/cpf.js';
import { isVerhoeffValid } from '../checksums/verhoeff.js';
import { isAsciiDigit, isAsciiUpper, isStandaloneNumber, isWordUnitAt } from '../pipeline/boundary.js';
import { clauseTail } from '../pipeline/clause.js';

interface IdentifierKind {
  readonly type: string;
  /** Keyword in the 40 characters before the value (lower-cased), same clause. */
  readonly cue: RegExp;
  /** Substring of a normalized field name. */
  readonly key: RegExp;
  /** The whole value. */
  readonly shape: RegExp;
}

export const KINDS: readonly IdentifierKind[] = [
  {
    type: 'DRIVER_LICENSE',
    cue: /driver'?s?\s*licen[cs]e|driving\s+licen[cs]e|\bdl\b|\blicen[cs]e\s*(?:#|no\b|num)/,
    key: /driverlicen|drivinglicen|licen[cs]enumber|^dl$|dlnumber/,
    shape: /^(?=(?:[^0-9]*[0-9]){4})[A-Za-z0-9][A-Za-z0-9-]{3,17}$/,
  },
  // Passport numbers mix letters and digits in many countries ("NW8K42PL1", "C01X00T47"): two digits are enough after the cue.
  { type: 'PASSPORT_NUMBER', cue: /passport/, key: /passport/, shape: /^(?=(?:[^0-9]*[0-9]){2})[A-Za-z0-9]{6,12}$/ },
  {
    type: 'MEDICAL_RECORD_NUMBER',
    cue: /\bmrn\b|medical\s+record|patient\s+(?:id|no|number|#)|chart\s+(?:no|number|#)|health\s+record/,
    key: /mrn|medicalrecord|patientid|chartnumber/,
    shape: /^(?=(?:[^0-9]*[0-9]){4})[A-Za-z0-9][A-Za-z0-9-]{3,19}$/,
  },
  {
    type: 'TAX_ID',
    // Beside the US forms, the fiscal numbers of other countries: NIF (Spain "12345678Z", Portugal), Steuer-ID, UTR
    // (UK), TFN (Australia), CPF/CNPJ (Brazil, digits only); their values are 8-14 digits.
    cue: /\b(?:tin|ein|itin|fein|vat|tax\s*(?:id|identification|number|no|#|code)|taxpayer|nif|steuer-?(?:id|nummer|identifikationsnummer)|utr|tfn|cpf|cnpj|pan)\b/,
    key: /taxid|^tin$|^ein$|itin|vatnumber|taxpayer|^nif$|steuerid|^utr$|^tfn$|^cpf$|^cnpj$/,
    // India's PAN ("AKQPR4721M": five letters, four digits, a letter) shares its cue word with card numbers, whose digits
    // fit no shape here that starts with letters.
    shape: /^(?:\d{2}-\d{7}|\d{3}-\d{2}-\d{4}|\d{8,14}|\d{8}[A-Z]|[A-Z]{2}[A-Z0-9]{8,12}|[A-Z]{5}\d{4}[A-Z])$/,
  },
  {
    type: 'NATIONAL_ID',
    cue: /national\s+(?:id|identity|insurance)|\bid\s*card|identity\s+(?:card|number|no)|\bnin[o]?\b|\bni\s*(?:number|no)\b|aadhaar|\bsin\b|personal\s+(?:id|number)|\b(?:cpr|bsn|curp|dni|nie|pesel|nric|cnp|personnummer|personnr|fødselsnummer|henkilötunnus|hetu|kennitala|uid)\b/,
    key: /nationalid|identitynumber|nino|aadhaar|personalnumber|pesel|dni|curp/,
    shape: /^(?=(?:[^0-9]*[0-9]){5})[A-Za-z0-9][A-Za-z0-9-]{4,19}$/,
  },
  {
    type: 'BANK_ACCOUNT',
    // "checking 4471093825" / "savings": the account kinds name an account the way "account" does.
    cue: /\b(?:account|acct|a\/c|routing|aba|rtn|sort\s+code|bank|checking|chequing|savings)\b/,
    key: /account|acct|routing|aba|bankno/,
    shape: /^\d[\d-]{5,19}$/,
  },
];

/** A keyword and a fitting value: confident; ITIN and routing numbers validate themselves. */
const IDENTIFIER_CONFIDENCE = { cued: 0.75, itin: 0.65, routingAlone: 0.4, routingCued: 0.9, ninoAlone: 0.45, ninoCued: 0.85 } as const;

/**
 * A UK National Insurance number (HMRC): two prefix letters (D, F, I, Q, U, V never; O never second; BG, GB, KN, NK,
 * NT, TN, ZZ unused), six digits, a suffix A-D, often written in pairs: "JR 54 77 21 C". Its digits are the scan's
 * anchor, so the letters are looked for just before them.
 */
const NINO = /[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z0-9])/y;
const NINO_UNUSED_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
const NINO_CUE = /national\s+insurance|\bnino?\b|\bni\s*(?:number|no)\b/i;

/**
 * Two national numbers written with spaces or dots, which the value reader (letters, digits, '-') does not take in:
 * India's Aadhaar in groups of four ("7341 8205 9631"; UIDAI: first digit 2-9, Verhoeff check digit) and Brazil's
 * CPF ("384.219.057-32"; mod-11 check digits).
 */
const AADHAAR_GROUPED = /[2-9]\d{3} \d{4} \d{4}(?![\d-]| \d)/y;
const AADHAAR_CUE = /aadhaar|\buid\b/i;
const CPF_DOTTED = /\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d-])/y;
const CPF_CUE = /\bcpf\b/i;

/** Validated and cued, validated alone, cued alone. */
const GROUPED_CONFIDENCE = { both: 0.9, valid: 0.5, cued: 0.75 } as const;

function groupedConfidence(valid: boolean, cued: boolean): number {
  return valid && cued ? GROUPED_CONFIDENCE.both : cued ? GROUPED_CONFIDENCE.cued : valid ? GROUPED_CONFIDENCE.valid : 0;
}

/** Where the prefix letters of a National Insurance number whose digits start at `digits` would start. */
function ninoStart(units: Uint16Array, digits: number): number {
  return units[digits - 1]! === 32 ? digits - 3 : digits - 2;
}

/** End of the National Insurance number whose digits start at `digits`, or 0. */
function ninoEnd(text: string, units: Uint16Array, digits: number): number {
  const start = ninoStart(units, digits);
  if (start < 0 || !isAsciiUpper(units[start + 1]!) || (start > 0 && isWordUnitAt(text, start - 1))) return 0;
  NINO.lastIndex = start;
  if (!NINO.test(text) || NINO_UNUSED_PREFIXES.has(text.slice(start, start + 2))) return 0;
  return NINO.lastIndex;
}

const VALUE = /[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){4,24}/y;
const ITIN = /^9\d{2}-(?:5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/;
/** ITIN's length: a value of another (most of them: dates, versions in logs) skips its pattern, as one not of nine
 * characters skips NINE_DIGITS. */
const ITIN_LENGTH = 11;
const CUE_WINDOW = 40;
/** Every kind's keywords at once, case-insensitive: most numbers have none near them and stop here. */
const ANY_CUE = new RegExp(KINDS.map((k) => k.cue.source).join('|'), 'i');

// Regex literals in a function body are a new RegExp object per evaluation: these run per candidate.
const ABBREVIATION_BEFORE = /\b(?:no|nr|lic)$/;
const ALPHANUMERIC = /[A-Za-z0-9]/;
const CPF_SEPARATORS = /[.-]/g;
const SPACES = / /g;
const HYPHENS = /-/g;
const NINE_DIGITS = /^\d{9}$/;


/** Letters joined to an identifier by a hyphen ("MRN-00482913", "DL-4417") are part of it. */
const LETTER_PREFIX = /[A-Za-z]{1,5}$/;
function withLetterPrefix(text: string, units: Uint16Array, start: number): number {
  if (start < 2 || units[start - 1]! !== 45) return start;
  const m = LETTER_PREFIX.exec(text.slice(Math.max(0, start - 7), start - 1));
  if (m === null) return start;
  const prefixStart = start - 1 - m[0].length;
  // The prefix must be a whole word, not the tail of a longer one.
  return prefixStart > 0 && ALPHANUMERIC.test(text[prefixStart - 1]!) ? start : prefixStart;
}

/** The text a keyword before a value is looked for in. */
function cueWindowBefore(text: string, start: number): string {
  return text.slice(Math.max(0, start - CUE_WINDOW), start);
}

/** Pushes an Aadhaar or a CPF written in groups that starts at `start`; returns its end, or 0. */
function groupedIdAt(text: string, units: Uint16Array, start: number, key: string, out: Candidate[]): number {
  const c4 = units[start + 4]!;
  const c3 = units[start + 3]!;
  if (c4 !== 32 && c3 !== 46) return 0;
  if (isWordUnitAt(text, start - 1)) return 0;
  if (c4 === 32) {
    AADHAAR_GROUPED.lastIndex = start;
    if (!AADHAAR_GROUPED.test(text)) return 0;
    const end = AADHAAR_GROUPED.lastIndex;
    const cued = key.includes('aadhaar') || AADHAAR_CUE.test(cueWindowBefore(text, start));
    const confidence = groupedConfidence(isVerhoeffValid(text.slice(start, end).replace(SPACES, '')), cued);
    if (confidence === 0) return 0;
    out.push(candidate('NATIONAL_ID', start, end, confidence, 'identifiers'));
    return end;
  }
  CPF_DOTTED.lastIndex = start;
  if (!CPF_DOTTED.test(text)) return 0;
  const end = CPF_DOTTED.lastIndex;
  const cued = key === 'cpf' || CPF_CUE.test(cueWindowBefore(text, start));
  const confidence = groupedConfidence(isCpfValid(text.slice(start, end).replace(CPF_SEPARATORS, '')), cued);
  if (confidence === 0) return 0;
  out.push(candidate('TAX_ID', start, end, confidence, 'identifiers'));
  return end;
}

const BANK_WORDS = /\b(?:account|acct|a\/c|routing|aba|rtn|sort\s+code|bank|checking|chequing|savings)\b/g;

function nearestBankWordIsRouting(window: string): boolean {
  let last = '';
  BANK_WORDS.lastIndex = 0;
  for (let m = BANK_WORDS.exec(window); m !== null; m = BANK_WORDS.exec(window)) last = m[0];
  return last === 'routing' || last === 'aba' || last === 'rtn';
}

/**
 * The first kind whose keyword is in `window` and whose shape `value` fits. A function of its own, not a closure in
 * find's loop: a closure capturing the loop body's constants makes V8 allocate a context for that block on every
 * iteration, once the closure's site has run (after varied input it had: 0.85 bytes per input byte on the bench
 * corpus, most of find's allocation).
 */
function cuedKind(window: string, value: string): IdentifierKind | undefined {
  for (const kind of KINDS) if (kind.cue.test(window) && kind.shape.test(value)) return kind;
  return undefined;
}

/**
 * Whether some kind's shape may fit `value` (a VALUE match: letters, digits, single inner hyphens), from its length and
 * digit count: a value no shape fits takes no kind whatever its keyword, so its keyword window is not searched. In logs
 * most values are of this sort ("amd64", "libsystemd0"), and the search of the window is the costliest pattern there.
 * A test holds it to the shapes (true wherever one fits).
 */
export function mayFitAShape(value: string): boolean {
  const length = value.length;
  let digits = 0;
  let hyphens = 0;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    if (isAsciiDigit(c)) digits++;
    else if (c === 45) hyphens++;
  }
  // Driver's licence, medical record, national id, the digit-heavy tax forms, and bank accounts (6-20 digits and single
  // inner hyphens: four digits at least): four digits or more, 20 units at most.
  if (digits >= 4 && length <= 20) return true;
  // Passport: 6-12 letters and digits, two digits or more.
  if (digits >= 2 && hyphens === 0 && length >= 6 && length <= 12) return true;
  // The tax forms that open with two capitals (VAT-like, India's PAN).
  return length >= 10 && length <= 14 && isAsciiUpper(value.charCodeAt(0)) && isAsciiUpper(value.charCodeAt(1));
}

/** The first kind a field name (normalized key) names. */
function keyedKind(key: string): IdentifierKind | undefined {
  for (const kind of KINDS) if (kind.key.test(key)) return kind;
  return undefined;
}

export const identifiersRecognizer: Recognizer = {
  name: 'identifiers',
  entities: KINDS.map((k) => k.type).concat('TAX_ID'),
  find({ text, units, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, digitTokens } = anchors;
    const keyKind = key === '' ? undefined : keyedKind(key);
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next) continue;
      // Most digit tokens follow a space or punctuation: only one right after a capital (or a capital and a space) is
      // read as the digits of a National Insurance number.
      const nino = start >= 2 ? ninoEnd(text, units, start) : 0;
      if (nino > 0) {
        const letters = ninoStart(units, start);
        const cued = keyKind?.type === 'NATIONAL_ID' || NINO_CUE.test(cueWindowBefore(text, letters));
        const confidence = cued ? IDENTIFIER_CONFIDENCE.ninoCued : IDENTIFIER_CONFIDENCE.ninoAlone;
        out.push(candidate('NATIONAL_ID', letters, nino, confidence, 'identifiers'));
        next = nino;
        continue;
      }
      const grouped = groupedIdAt(text, units, start, key, out);
      if (grouped > 0) {
        next = grouped;
        continue;
      }
      // Every identifier shape has 5+ characters: short numbers (years, counts) stop here.
      if (tokenEnd[t]! - start < 5 && text[tokenEnd[t]!] !== '-') continue;
      VALUE.lastIndex = start;
      if (!VALUE.test(text)) continue;
      const end = VALUE.lastIndex;
      const value = text.slice(start, end);
      if (!isStandaloneNumber(text, start, end)) continue;
      const raw = mayFitAShape(value) ? cueWindowBefore(text, start) : '';
      const window = ANY_CUE.test(raw) ? clauseTail(raw.toLowerCase(), ABBREVIATION_BEFORE) : '';
      const kind = keyKind && keyKind.shape.test(value) ? keyKind : window === '' ? undefined : cuedKind(window, value);
      // Only bank numbers are checked as routing numbers: the others need no digits-only copy.
      const digits = kind?.type === 'BANK_ACCOUNT' ? value.replace(HYPHENS, '') : '';
      // A value called a routing number must pass the ABA checksum; "routing 322271685, account 0044…" calls the
      // second value an account: the nearest bank word names it.
      const routingCue = kind?.type === 'BANK_ACCOUNT' && nearestBankWordIsRouting(window);
      if (kind && !(routingCue && !isAbaRoutingValid(digits))) {
        const routing = kind.type === 'BANK_ACCOUNT' && isAbaRoutingValid(digits);
        out.push(candidate(kind.type, withLetterPrefix(text, units, start), end, routing ? IDENTIFIER_CONFIDENCE.routingCued : IDENTIFIER_CONFIDENCE.cued, 'identifiers'));
        next = end;
      } else if (value.length === ITIN_LENGTH && ITIN.test(value)) {
        out.push(candidate('TAX_ID', start, end, IDENTIFIER_CONFIDENCE.itin, 'identifiers'));
      } else if (value.length === 9 && NINE_DIGITS.test(value) && isAbaRoutingValid(value)) {
        out.push(candidate('BANK_ACCOUNT', start, end, IDENTIFIER_CONFIDENCE.routingAlone, 'identifiers'));
      }
    }
  },
};
