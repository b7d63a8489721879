/**
 * The one shared pass over the text. It cuts the text into word tokens (runs of ASCII letters and digits
 * or non-ASCII letters) and records a few punctuation anchors; every recognizer then works from these
 * lists with anchored (sticky) regexes, so no recognizer sweeps the whole text itself.
 */

/** Token flags (bit set). */
export const TOKEN_UPPER_INITIAL = 1;
export const TOKEN_DIGIT_INITIAL = 2;
export const TOKEN_HAS_DIGIT = 4;
export const TOKEN_HAS_LOWER = 8;
export const TOKEN_HAS_UPPER = 16;
export const TOKEN_NON_ASCII = 32;

export interface Anchors {
  /** Token starts, ends (exclusive) and flags, in text order. */
  readonly tokenStart: number[];
  readonly tokenEnd: number[];
  readonly tokenFlags: number[];
  /** Offsets of '@' (e-mail). */
  readonly atSigns: number[];
  /** Offsets of the ':' of "://" (URLs with a scheme). */
  readonly schemeSeps: number[];
  /** Offsets of "-----BEGIN" (PEM blocks). */
  readonly pemStarts: number[];
}

const enum Cls {
  Other = 0,
  Digit = 1,
  Lower = 2,
  Upper = 3,
}

const ASCII_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = Cls.Digit;
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = Cls.Lower;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = Cls.Upper;

/**
 * Whether a non-ASCII UTF-16 unit belongs to a word. Letters and combining marks of Latin, Greek,
 * Cyrillic, Hebrew, Arabic and CJK are in; general punctuation, symbols, surrogates (emoji) and
 * variation selectors are out. A coarse range test keeps the scan branch-light.
 */
export function isNonAsciiWordUnit(c: number): boolean {
  if (c < 0xc0) return false;
  if (c === 0xd7 || c === 0xf7) return false;
  if (c >= 0x2000 && c <= 0x2bff) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  if (c >= 0xfe00 && c <= 0xfe0f) return false;
  if (c >= 0xff00 && c <= 0xff0f) return false;
  return true;
}

function isUpperUnit(c: number): boolean {
  const ch = String.fromCharCode(c);
  return ch !== ch.toLowerCase();
}

function isLowerUnit(c: number): boolean {
  const ch = String.fromCharCode(c);
  return ch !== ch.toUpperCase();
}

/** Builds the anchor lists in one left-to-right pass. */
export function scanAnchors(text: string): Anchors {
  const tokenStart: number[] = [];
  const tokenEnd: number[] = [];
  const tokenFlags: number[] = [];
  const atSigns: number[] = [];
  const schemeSeps: number[] = [];
  const pemStarts: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const cls = c < 128 ? ASCII_CLASS[c]! : isNonAsciiWordUnit(c) ? 4 : Cls.Other;
    if (cls === Cls.Other) {
      if (c === 64 /* @ */) atSigns.push(i);
      else if (c === 58 /* : */ && text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 47) schemeSeps.push(i);
      else if (c === 45 /* - */ && text.startsWith('-----BEGIN', i)) pemStarts.push(i);
      i++;
      continue;
    }
    const start = i;
    let flags = 0;
    if (cls === Cls.Digit) flags = TOKEN_DIGIT_INITIAL | TOKEN_HAS_DIGIT;
    else if (cls === Cls.Upper) flags = TOKEN_UPPER_INITIAL | TOKEN_HAS_UPPER;
    else if (cls === Cls.Lower) flags = TOKEN_HAS_LOWER;
    else {
      flags = TOKEN_NON_ASCII;
      if (isUpperUnit(c)) flags |= TOKEN_UPPER_INITIAL | TOKEN_HAS_UPPER;
      else if (isLowerUnit(c)) flags |= TOKEN_HAS_LOWER;
    }
    i++;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d < 128) {
        const k = ASCII_CLASS[d]!;
        if (k === Cls.Other) break;
        flags |= k === Cls.Digit ? TOKEN_HAS_DIGIT : k === Cls.Lower ? TOKEN_HAS_LOWER : TOKEN_HAS_UPPER;
      } else {
        if (!isNonAsciiWordUnit(d)) break;
        flags |= TOKEN_NON_ASCII;
        if ((flags & TOKEN_HAS_LOWER) === 0 && isLowerUnit(d)) flags |= TOKEN_HAS_LOWER;
      }
      i++;
    }
    tokenStart.push(start);
    tokenEnd.push(i);
    tokenFlags.push(flags);
  }
  return { tokenStart, tokenEnd, tokenFlags, atSigns, schemeSeps, pemStarts };
}
