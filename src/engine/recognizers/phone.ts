/**
 * PHONE: digit groups in telephone layout (optional '+' or '00' prefix, parenthesised area code,
 * separators ' ', '-', '.', extensions "x123"/"ext. 123"), 7-15 digits (ITU-T E.164 maximum).
 * A number libphonenumber-js (full metadata) validates as US, or as international when written
 * with '+', is strong; other phone-shaped numbers are weak and need a context word ("tel", "call"). A national
 * number after a phone cue word that is valid for a region the text hints at (phone-region.ts) passes on its own.
 */
import { Metadata } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.max.json';
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { asciiDigitRun, digitsOf, isStandaloneNumber, isWordUnitAt } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';
import { hasPhoneCue, hintedRegions, regionOfNationalNumber } from './phone-region.js';

/**
 * The end of `(?:\+ ?|00)?(?:\(\d{1,4}\)|\d{1,5})(?:(?: ?\(\d{1,4}\) ?|[ .\-]|)\d{1,6}){0,5}(?: ?(?:x|ext\.?|extension) ?\d{1,6})?`
 * matched at `start` (sticky), or -1, read by char codes: the pattern took 0.4 µs a call where the analysis makes it
 * (bench/regex-census.ts --time, session 36). Everything after its head is optional, so once the head matches, the
 * first match is the greedy one: each group is the first of its alternatives that reads, the groups run until one does
 * not (or five have), and the extension is the first of its forms that reads. Backtracking only picks between those
 * alternatives, as the helpers below do in the pattern's order.
 */
export function phoneShapeEnd(units: Uint16Array, start: number): number {
  let head: number;
  const c = units[start]!;
  if (c === 43) head = headEnd(units, units[start + 1]! === 32 ? start + 2 : start + 1);
  else if (c === 48 && units[start + 1]! === 48) {
    // "00" is a prefix only when a head follows it; else the head's digits begin with it.
    head = headEnd(units, start + 2);
    if (head < 0) head = headEnd(units, start);
  } else head = headEnd(units, start);
  if (head < 0) return -1;
  let end = head;
  for (let groups = 0; groups < 5; groups++) {
    const group = groupEnd(units, end);
    if (group < 0) break;
    end = group;
  }
  // The extension's leading space is taken when the rest reads after it; without it, the rest cannot open on a space.
  const extension = extensionEnd(units, units[end]! === 32 ? end + 1 : end);
  return extension >= 0 ? extension : end;
}

/** The end of `\(\d{1,4}\)` at `at`, or -1. */
function parenthesisedEnd(units: Uint16Array, at: number): number {
  if (units[at]! !== 40) return -1;
  const n = asciiDigitRun(units, at + 1, 4);
  return n > 0 && units[at + 1 + n]! === 41 ? at + 2 + n : -1;
}

/** The end of the pattern's head, `\(\d{1,4}\)|\d{1,5}`, at `at`, or -1. */
function headEnd(units: Uint16Array, at: number): number {
  if (units[at]! === 40) return parenthesisedEnd(units, at);
  const n = asciiDigitRun(units, at, 5);
  return n > 0 ? at + n : -1;
}

/** The end of ` ?\d{1,6}` at `at`, or -1: without the space, the digits cannot open on one. */
function spacedDigitsEnd(units: Uint16Array, at: number): number {
  const from = units[at]! === 32 ? at + 1 : at;
  const n = asciiDigitRun(units, from, 6);
  return n > 0 ? from + n : -1;
}

/** The end of one of the pattern's groups, `(?: ?\(\d{1,4}\) ?|[ .\-]|)\d{1,6}`, at `at`, or -1. */
function groupEnd(units: Uint16Array, at: number): number {
  const parenthesised = parenthesisedEnd(units, units[at]! === 32 ? at + 1 : at);
  if (parenthesised >= 0) {
    const end = spacedDigitsEnd(units, parenthesised);
    if (end >= 0) return end;
  }
  const c = units[at]!;
  if (c === 32 || c === 46 || c === 45) {
    const n = asciiDigitRun(units, at + 1, 6);
    if (n > 0) return at + 1 + n;
  }
  const n = asciiDigitRun(units, at, 6);
  return n > 0 ? at + n : -1;
}

/** "extension" after its "ext". */
const ENSION = 'ension';

/** The end of the pattern's extension without its leading space, `(?:x|ext\.?|extension) ?\d{1,6}`, at `at`, or -1. */
function extensionEnd(units: Uint16Array, at: number): number {
  if (units[at]! === 120) return spacedDigitsEnd(units, at + 1);
  if (units[at]! !== 101 || units[at + 1]! !== 120 || units[at + 2]! !== 116) return -1;
  const word = at + 3;
  if (units[word]! === 46) {
    const end = spacedDigitsEnd(units, word + 1);
    if (end >= 0) return end;
  }
  const end = spacedDigitsEnd(units, word);
  if (end >= 0) return end;
  for (let k = 0; k < ENSION.length; k++) if (units[word + k]! !== ENSION.charCodeAt(k)) return -1;
  return spacedDigitsEnd(units, word + ENSION.length);
}

const EXTENSION = / ?(?:x|ext\.?|extension) ?\d{1,6}$/;

/** Validated numbers are strong; merely phone-shaped ones need context to pass 0.5. */
const PHONE_CONFIDENCE = { validated: 0.75, validatedBare: 0.45, shaped: 0.3 } as const;
/** A national number after a phone cue word, valid for a region the text hints at (phone-region.ts). */
const REGIONAL_CONFIDENCE = { cued: 0.6 } as const;

/** E.164 allows at most 15 digits; 7 is the shortest subscriber number we accept. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/** The parts of libphonenumber-js's numbering-plan object used here (public in JS, absent from its typings). */
interface PlanTypes {
  type(name: string): { pattern(): string | undefined } | undefined;
  nationalPrefix(): string | undefined;
}

const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'TOLL_FREE', 'PREMIUM_RATE', 'PERSONAL_NUMBER', 'VOIP', 'UAN', 'PAGER', 'VOICEMAIL', 'SHARED_COST'];
const plans = new Metadata(metadata);
const callingCodes = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

interface NationalRule {
  readonly pattern: RegExp;
  /** The trunk prefix written before national numbers ("0"), which a caller may also write after the "+CC". */
  readonly trunk: string | undefined;
}

/**
 * The number-type patterns of libphonenumber's full metadata for every region sharing a calling code,
 * compiled once on first use: the test `isValid()` applies to the national number, without re-parsing the
 * string for every candidate (it agreed with `isValid()` on 20,000 random international numbers; it accepts a
 * number valid in any region of a shared calling code).
 */
const nationalRules = new Map<string, NationalRule | null>();
function nationalRule(callingCode: string): NationalRule | null {
  let rule = nationalRules.get(callingCode);
  if (rule !== undefined) return rule;
  const sources: string[] = [];
  let trunk: string | undefined;
  for (const region of callingCodes[callingCode] ?? []) {
    plans.selectNumberingPlan(region as Parameters<typeof plans.selectNumberingPlan>[0]);
    const plan = plans.numberingPlan as unknown as PlanTypes;
    trunk ??= plan.nationalPrefix() || undefined;
    for (const t of NUMBER_TYPES) {
      const p = plan.type(t)?.pattern();
      if (p) sources.push(p);
    }
  }
  rule = sources.length > 0 ? { pattern: new RegExp(`^(?:${sources.join('|')})$`), trunk } : null;
  nationalRules.set(callingCode, rule);
  return rule;
}

/** US national numbers (no '+'): the US region alone, not all of +1. */
const US_NATIONAL = ((): RegExp => {
  plans.selectNumberingPlan('US');
  const types = plans.numberingPlan as unknown as PlanTypes;
  return new RegExp(`^(?:${NUMBER_TYPES.map((t) => types.type(t)?.pattern()).filter((p): p is string => !!p).join('|')})$`);
})();

/**
 * Whether the digits after '+' are a valid number: the calling code (1-3 digits, ITU-T E.164) selects the
 * regions, and the rest must match one of their number types, with or without the region's trunk prefix.
 */
function isValidInternational(digits: string): boolean {
  for (let len = 1; len <= 3; len++) {
    const rule = nationalRule(digits.slice(0, len));
    if (rule === null) continue;
    const national = digits.slice(len);
    if (rule.pattern.test(national)) return true;
    return rule.trunk !== undefined && national.startsWith(rule.trunk) && rule.pattern.test(national.slice(rule.trunk.length));
  }
  return false;
}

/** Whether a phone-shaped string is a valid number (US national, or international with '+'/'00'). */
export function isValidPhone(raw: string): boolean {
  return isValidCore(raw.replace(EXTENSION, ''));
}

/** isValidPhone of a number whose extension is already cut off. */
function isValidCore(core: string): boolean {
  const international = core.startsWith('+') ? core : core.startsWith('00') ? `+${core.slice(2)}` : undefined;
  if (!international) {
    // A US national number has 10 digits, or 11 with the trunk prefix 1.
    const digits = digitsOf(core);
    if (digits.length === 11 && digits.startsWith('1')) return US_NATIONAL.test(digits.slice(1));
    return digits.length === 10 && US_NATIONAL.test(digits);
  }
  return isValidInternational(digitsOf(international));
}

/** A bare run of digits is only phone-shaped at the lengths of national numbers (10 in NANP, 11 with trunk prefix). */
function hasPhoneLayout(raw: string, digitCount: number): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 32 || c === 46 || c === 45 || c === 40 || c === 41 || c === 43) return true;
  }
  return digitCount === 10 || digitCount === 11;
}

function countDigits(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

function isGroupSeparator(c: number): boolean {
  return c === 32 || c === 46 || c === 45 || c === 41;
}

function opensGroup(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 40;
}

/** Whether one or two separators (' ', '.', '-', ')') then a digit or '(' follow `at`: the number goes on. */
function continuesNumber(units: Uint16Array, at: number): boolean {
  if (!isGroupSeparator(units[at]!)) return false;
  const next = units[at + 1]!;
  return opensGroup(next) || (isGroupSeparator(next) && opensGroup(units[at + 2]!));
}

/** "2000-2001", "1996-2009": a range of years, as a copyright line writes it, not a phone number. */
function isYearRange(raw: string): boolean {
  if (raw.length !== 9 || raw.charCodeAt(4) !== 45) return false;
  const from = Number(raw.slice(0, 4));
  const to = Number(raw.slice(5));
  return from >= 1900 && from < to && to <= 2099;
}

// Regex literals in a function body are a new RegExp object per evaluation: these run per candidate.
const GROUPING = /[ ()-]/;

/**
 * Whether the number is a decimal: one '.' and no other separator ("2007.1117", "0.5772156649", "+35236450.6"),
 * except the 3 + 4 digits of a local number ("555.0147").
 */
function isDecimal(raw: string): boolean {
  const dot = raw.indexOf('.');
  if (dot < 0 || raw.indexOf('.', dot + 1) >= 0 || GROUPING.test(raw)) return false;
  return !(raw.length === 8 && dot === 3);
}

/** Whether the digit groups of `raw[0…end)`, a number without its extension, are NANP's: 10, 1+10, 3-3-4, 1-3-3-4 or 3-7. */
function hasNanpGroups(raw: string, end: number): boolean {
  // The digit-group lengths packed two decimal places each (3,3,4 → 30304), read by char codes: this runs for every
  // validated number, and a split/map/join per number cost more than the rest of the recognizer.
  let packed = 0;
  let groups = 0;
  let run = 0;
  for (let i = 0; i <= end; i++) {
    const c = i < end ? raw.charCodeAt(i) : -1;
    if (c >= 48 && c <= 57) {
      run++;
      continue;
    }
    if (run === 0) continue;
    if (++groups > 4) return false;
    packed = packed * 100 + run;
    run = 0;
  }
  return NANP_GROUPS.has(packed);
}
/** 10, 11, 3-3-4, 1-3-3-4, 3-7 and 1-3-7 digits, packed two decimal places per group by hasNanpGroups. */
const NANP_GROUPS: ReadonlySet<number> = new Set([10, 11, 30304, 1030304, 307, 10307]);

/** Length of the extension ending `raw` (" x123", "ext. 45"), 0 without one; every extension word holds an 'x'. */
function extensionLength(raw: string): number {
  if (!raw.includes('x')) return 0;
  const m = EXTENSION.exec(raw);
  return m ? m[0].length : 0;
}

/** Whether a number without '(' or '+' separates its groups by both '.' and '-'. */
function mixesDotAndDash(raw: string): boolean {
  return raw.includes('.') && raw.includes('-') && !raw.includes('(') && !raw.includes('+');
}

export const phoneRecognizer: Recognizer = {
  name: 'phone',
  entities: ['PHONE'],
  claims: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenFlags, digitTokens } = anchors;
    let regions: readonly string[] | undefined;
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      let start = tokenStart[t]!;
      if ((tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0 || start < next) continue;
      // Numbers already proven to be something else (card, SSN, IBAN, IP, date) are not re-parsed as phones.
      if (claimed[t]) continue;
      // Fewer than 7 digits with no separator and digit after them cannot grow into a phone number.
      const tokenLength = anchors.tokenEnd[t]! - start;
      if (tokenLength < MIN_DIGITS && !continuesNumber(units, start + tokenLength)) continue;
      const before = units[start - 1]!;
      // Digits joined by a hyphen to a word or number before them are the rest of an identifier: "CLM-2025-118834",
      // "CVE-2019-15796".
      if (before === 45 /* - */ && isWordUnitAt(text, start - 2)) continue;
      if (before === 40 /* ( */) start--;
      if (units[start - 1]! === 43 /* + */) start--;
      else if (units[start - 1]! === 32 && units[start - 2]! === 43) start -= 2;
      let end = phoneShapeEnd(units, start);
      if (end < 0) continue;
      // Trailing separators are prose ("call 555-0147.").
      for (let c = units[end - 1]!; end > start && (c === 32 || c === 46 || c === 45); c = units[end - 1]!) end--;
      const raw = text.slice(start, end);
      const allDigits = countDigits(text, start, end);
      const national = raw.length - extensionLength(raw);
      const digitCount = allDigits - countDigits(raw, national, raw.length);
      if (digitCount < MIN_DIGITS || digitCount > MAX_DIGITS) continue;
      if (!isStandaloneNumber(text, start, end) || !hasPhoneLayout(raw, digitCount)) continue;
      if (isYearRange(raw) || isDecimal(raw)) continue;
      // A bare digit run that happens to validate is as likely an order or account number: it needs context. So is
      // one whose groups mix '.' and '-' ("DFARS 252.227-7013", a clause number): a phone keeps one separator.
      const bare = allDigits === raw.length;
      const mixed = mixesDotAndDash(raw);
      // A US national number is written in its own groups ("212-555-0147", "(212) 555 0147"): a number that
      // validates only when its groups are run together ("64040-64044", a range of ids) is merely phone-shaped.
      // The extension EXTENSION finds (its leftmost match, which ends the string) is the one extensionLength measured.
      const valid = isValidCore(national === raw.length ? raw : raw.slice(0, national)) && (raw.startsWith('+') || raw.startsWith('00') || hasNanpGroups(raw, national));
      // Unvalidated, mixed groups are a standard's or a clause's number ("POSIX 1003.1-2001"), even near "number".
      if (mixed && !valid) continue;
      let confidence: number = valid ? (bare || mixed ? PHONE_CONFIDENCE.validatedBare : PHONE_CONFIDENCE.validated) : PHONE_CONFIDENCE.shaped;
      // A national number in groups, without '+', after a phone cue: valid for a region the text names ("rappeler
      // au 06 71 28 44 93" in a mail from an address at .fr)? The hints are read once per text, and only when such a
      // number turns up; without the cue the number keeps its phone-shaped score (context.ts may still lift it).
      if (!valid && !bare && !mixed && raw.charCodeAt(0) !== 43 && !raw.startsWith('00') && hasPhoneCue(text, units, start, end)) {
        regions ??= hintedRegions(text, units, anchors);
        if (regions.length > 0 && regionOfNationalNumber(raw.slice(0, national), regions) !== undefined) confidence = REGIONAL_CONFIDENCE.cued;
      }
      out.push(candidate('PHONE', start, end, confidence, 'phone'));
      next = end;
    }
  },
};
