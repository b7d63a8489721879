/**
 * The one shared pass over the text. A single global regex jumps from one "interesting" character to
 * the next (an ASCII digit or capital, or a Latin/Greek/Cyrillic letter beyond ASCII); each hit is widened
 * to its whole word token and recorded once with its flags. Plain lower-case ASCII words, most of any
 * prose, are never visited. Native substring searches add the punctuation anchors ('@', '://', 'www.',
 * '=', ':', PEM headers). Recognizers read only these lists (no recognizer sweeps the text itself);
 * only a text without any capital letter is tokenized in full, for names written in lower case.
 */

/** Token flags (bit set). */
export const TOKEN_UPPER_INITIAL = 1;
export const TOKEN_DIGIT_INITIAL = 2;
export const TOKEN_HAS_DIGIT = 4;
export const TOKEN_HAS_LOWER = 8;
export const TOKEN_HAS_UPPER = 16;
export const TOKEN_NON_ASCII = 32;

export interface Anchors {
  /** Recorded tokens: starts, ends (exclusive) and flags, in text order. */
  readonly tokenStart: number[];
  readonly tokenEnd: number[];
  readonly tokenFlags: number[];
  /** Indexes into the token lists: tokens holding a digit; title-case or capital-initial tokens. */
  readonly digitTokens: number[];
  readonly upperTokens: number[];
  /** True when the text has no capital letter: then every word is a token (names may be lower case). */
  readonly caseless: boolean;
  /** Offsets of '@' (e-mail). */
  readonly atSigns: number[];
  /** Offsets of the ':' of "://" (URLs with a scheme). */
  readonly schemeSeps: number[];
  /** Offsets of "www." (URLs without a scheme). */
  readonly wwwStarts: number[];
  /** Offsets of '=' and ':' (key = value pairs). */
  readonly assignments: number[];
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

/** Token flag of each ASCII word character (0: not a word character). */
const ASCII_FLAGS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_FLAGS[c] = TOKEN_HAS_DIGIT;
for (let c = 97; c <= 122; c++) ASCII_FLAGS[c] = TOKEN_HAS_LOWER;
for (let c = 65; c <= 90; c++) ASCII_FLAGS[c] = TOKEN_HAS_UPPER;

/** Characters that make a token worth recording: digits, capitals, Latin-1 to Cyrillic letters. */
const INTERESTING = /[0-9A-Z\u00C0-\u052F]/g;
const INTERESTING_CASELESS = /[0-9A-Za-z\u00C0-\u052F]/g;
const HAS_CAPITAL = /[A-Z\u00C0-\u00DE\u0391-\u03A9\u0410-\u042F]/;

/**
 * Whether a non-ASCII UTF-16 unit belongs to a word. Letters and combining marks of Latin, Greek,
 * Cyrillic, Hebrew, Arabic and CJK are in; general punctuation, symbols, surrogates (emoji) and
 * variation selectors are out. A coarse range test keeps the scan branch-light.
 */
export function isNonAsciiWordUnit(c: number): boolean {
  if (!(c >= 0xc0)) return false; // also NaN: charCodeAt past the end of the text
  if (c === 0xd7 || c === 0xf7) return false;
  if (c >= 0x2000 && c <= 0x2bff) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  if (c >= 0xfe00 && c <= 0xfe0f) return false;
  if (c >= 0xff00 && c <= 0xff0f) return false;
  return true;
}

function isWordUnit(c: number): boolean {
  return c < 128 ? ASCII_CLASS[c]! !== Cls.Other : isNonAsciiWordUnit(c);
}

function isUpperUnit(c: number): boolean {
  const ch = String.fromCharCode(c);
  return ch !== ch.toLowerCase();
}

function isLowerUnit(c: number): boolean {
  const ch = String.fromCharCode(c);
  return ch !== ch.toUpperCase();
}

function unitFlags(c: number): number {
  if (c < 128) {
    const k = ASCII_CLASS[c]!;
    return k === Cls.Digit ? TOKEN_HAS_DIGIT : k === Cls.Lower ? TOKEN_HAS_LOWER : TOKEN_HAS_UPPER;
  }
  if (isUpperUnit(c)) return TOKEN_NON_ASCII | TOKEN_HAS_UPPER;
  return isLowerUnit(c) ? TOKEN_NON_ASCII | TOKEN_HAS_LOWER : TOKEN_NON_ASCII;
}

function indexAll(text: string, needle: string, out: number[]): void {
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) out.push(i);
}

/** Builds the anchor lists in one left-to-right pass of the token regex plus native substring searches. */
export function scanAnchors(text: string): Anchors {
  const tokenStart: number[] = [];
  const tokenEnd: number[] = [];
  const tokenFlags: number[] = [];
  const digitTokens: number[] = [];
  const upperTokens: number[] = [];
  const caseless = !HAS_CAPITAL.test(text);
  const finder = caseless ? INTERESTING_CASELESS : INTERESTING;
  finder.lastIndex = 0;
  const n = text.length;
  let lastEnd = 0;
  while (finder.test(text)) {
    let start = finder.lastIndex - 1;
    // Widen the hit to its whole token ("iPhone", "a56319335"), never back into the previous token.
    while (start > lastEnd && isWordUnit(text.charCodeAt(start - 1))) start--;
    let flags = unitFlags(text.charCodeAt(start));
    if (flags & TOKEN_HAS_DIGIT) flags |= TOKEN_DIGIT_INITIAL;
    else if (flags & TOKEN_HAS_UPPER) flags |= TOKEN_UPPER_INITIAL;
    let end = start + 1;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c < 128) {
        const f = ASCII_FLAGS[c]!;
        if (f === 0) break;
        flags |= f;
      } else {
        if (!isNonAsciiWordUnit(c)) break;
        if ((flags & TOKEN_HAS_LOWER) === 0 || (flags & TOKEN_NON_ASCII) === 0) flags |= unitFlags(c);
      }
      end++;
    }
    const index = tokenStart.length;
    tokenStart.push(start);
    tokenEnd.push(end);
    tokenFlags.push(flags);
    if (flags & TOKEN_HAS_DIGIT) digitTokens.push(index);
    if (flags & TOKEN_UPPER_INITIAL) upperTokens.push(index);
    finder.lastIndex = end;
    lastEnd = end;
  }
  const atSigns: number[] = [];
  const schemeSeps: number[] = [];
  const wwwStarts: number[] = [];
  const assignments: number[] = [];
  const pemStarts: number[] = [];
  indexAll(text, '@', atSigns);
  indexAll(text, '://', schemeSeps);
  indexAll(text, 'www.', wwwStarts);
  indexAll(text, '=', assignments);
  indexAll(text, ':', assignments);
  if (assignments.length > 1) assignments.sort((a, b) => a - b);
  indexAll(text, '-----BEGIN', pemStarts);
  return { tokenStart, tokenEnd, tokenFlags, digitTokens, upperTokens, caseless, atSigns, schemeSeps, wwwStarts, assignments, pemStarts };
}
