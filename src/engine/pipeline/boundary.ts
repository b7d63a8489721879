/** Word-boundary helpers for anchored matches: a match must not cut through a token. */
import { isNonAsciiWordUnit } from './scan.js';

export function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export function isAsciiAlphanumeric(c: number): boolean {
  return isAsciiLetter(c) || isAsciiDigit(c);
}

export function isAsciiUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** How many ASCII digits stand in `units` from `at`, counting at most `most`. */
export function asciiDigitRun(units: Uint16Array, at: number, most: number): number {
  let n = 0;
  while (n < most && isAsciiDigit(units[at + n]!)) n++;
  return n;
}

export function isAsciiLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** A unit `\w` and `\b` read as a word's in a pattern without the u or i flag: an ASCII letter or digit, or '_'. */
export function isRegexWordUnit(c: number): boolean {
  return isAsciiAlphanumeric(c) || c === 95;
}

/** A space, tab or line break of ASCII (what `\s` matches below 128). */
export function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** A letter of any script the scan tokenizes (ASCII, or a non-ASCII word unit). */
export function isLetterUnit(c: number): boolean {
  return isAsciiLetter(c) || isNonAsciiWordUnit(c);
}

/** Whether the UTF-16 unit at `i` is a letter or digit (out of range counts as not). */
export function isWordUnitAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return isNonAsciiWordUnit(c);
}

/** Whether the unit at `i` is an ASCII digit. */
export function isDigitAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/** The value of the ASCII digits in `text[from, to)` (known to be digits), read without a substring. */
export function digitsValue(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + (text.charCodeAt(i) - 48);
  return n;
}

/**
 * A numeric match [start,end) stands alone: no letter/digit touches it, and it is not one piece of a
 * longer dotted or dashed number ("1.2.3.4.5", "12-34-56-78").
 */
export function isStandaloneNumber(text: string, start: number, end: number): boolean {
  if (isWordUnitAt(text, start - 1) || isWordUnitAt(text, end)) return false;
  const before = text.charCodeAt(start - 1);
  if ((before === 46 || before === 45 || before === 47) && isDigitAt(text, start - 2)) return false;
  const after = text.charCodeAt(end);
  if ((after === 46 || after === 45 || after === 47) && isDigitAt(text, end + 1)) return false;
  return true;
}

/**
 * Whether a case-insensitive regex matches in `text` exactly where its lower-case pattern matches in
 * `text.toLowerCase()`: true unless the text holds one of the three characters on which Unicode case folding and
 * toLowerCase() disagree for ASCII-lettered patterns — 'ſ' and the Kelvin sign fold to 's' and 'k' but lower-case to
 * themselves and 'k', and 'İ' lower-cases to two units, "i" and a combining dot. Cached for the latest text: the
 * context pass and the date recognizer ask about the same one.
 */
export function foldsLikeLowerCase(text: string): boolean {
  if (text !== foldedText) {
    foldedText = text;
    // Three native searches, not one regex: on a text stored two bytes a unit (any text with a unit beyond Latin-1, a
    // curly quote or a dash) the class `[\u0130\u017f\u212a]` took ≈ 1.2-1.7 µs a KB, the searches ≈ 0.2 (session 36).
    foldedSafe = text.indexOf('\u0130') < 0 && text.indexOf('\u017f') < 0 && text.indexOf('\u212a') < 0;
  }
  return foldedSafe;
}
let foldedText: string | undefined;
let foldedSafe = true;

/** Drops the cached text, so a large document is not kept alive after its analysis. */
export function forgetFoldedText(): void {
  foldedText = undefined;
}

/**
 * The digit codes of the latest digitsOf() call, in an array kept from call to call: joining the runs with `+` made a
 * slice per run and a new string per join, four or five strings for a phone number's one result.
 */
const digitCodes: number[] = [];
/** Longer strings are joined run by run: String.fromCharCode.apply passes every code as an argument, on the stack. */
const DIGIT_CODES_MAX = 256;

/** Digits of a string, separators dropped; the string itself when it is all digits. */
export function digitsOf(s: string): string {
  const n = s.length;
  if (n > DIGIT_CODES_MAX) return joinDigitRuns(s);
  const codes = digitCodes;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) codes[k++] = c;
  }
  if (k === n) return s;
  codes.length = k;
  return String.fromCharCode.apply(null, codes);
}

function joinDigitRuns(s: string): string {
  let digits = '';
  let i = 0;
  const n = s.length;
  while (i < n) {
    while (i < n && !isDigitAt(s, i)) i++;
    const from = i;
    while (i < n && isDigitAt(s, i)) i++;
    if (i > from) digits = from === 0 && i === n ? s : digits + s.slice(from, i);
  }
  return digits;
}
