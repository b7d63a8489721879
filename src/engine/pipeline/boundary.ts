/** Word-boundary helpers for anchored matches: a match must not cut through a token. */
import { isNonAsciiWordUnit } from './scan.js';

export function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export function isAsciiUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

export function isAsciiLower(c: number): boolean {
  return c >= 97 && c <= 122;
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

/** Digits of a string, separators dropped. */
export function digitsOf(s: string): string {
  let digits = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += s[i];
  }
  return digits;
}
