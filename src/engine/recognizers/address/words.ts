/**
 * Reading the words of a street name: letters with inner apostrophes and hyphens, an abbreviation's '.',
 * an ordinal ("5th"); prose function words end a street.
 */
import { WordSet } from '../../lexicons/word-set.js';
import { isAsciiAlphanumeric, isAsciiDigit, isDigitAt, isLetterUnit } from '../../pipeline/boundary.js';

const MAX_WORDS = 7;
/** Most words read for one street. */
export const MAX_STREET_WORDS = MAX_WORDS;

/**
 * Words read from the text, by offsets: `stem[i]` is the end of word i without an abbreviation's '.'. Words are
 * asked about in place (WordSet.hasAt, nameFlagsAt): no object and no lower-cased copy is made per word read.
 * Each caller that holds words while reading others keeps its own list (readWords refills the one it is given).
 */
export class Words {
  readonly start = new Int32Array(MAX_WORDS);
  readonly end = new Int32Array(MAX_WORDS);
  readonly stem = new Int32Array(MAX_WORDS);
  length = 0;
}

export const DIRECTION = /^(?:n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?$/i;
export const PARTICLE = /^(?:de|del|della|delle|dello|degli|dei|di|da|do|dos|das|du|des|la|le|les|van|von|der|den|the|of|y|e|i|u|z|al|el|na|nad|pod)$/;
/** A street number written as an ordinal: "5th Avenue", "40th Street". */
export const ORDINAL = /^\d{1,3}(?:st|nd|rd|th)$/i;
export const FUNCTION_WORD = /^(?:in|its|it|the|of|and|a|an|to|for|on|at|with|is|was|are|my|our|your|his|her|their|this|that|from|by|as|or)$/;
/** The same word lists as the patterns above, asked about a word in place. */
const DIRECTION_WORDS = new WordSet('n s e w ne nw se sw north south east west'.split(' '));
const PARTICLE_WORDS = new WordSet('de del della delle dello degli dei di da do dos das du des la le les van von der den the of y e i u z al el na nad pod'.split(' '));
const FUNCTION_WORD_LIST = 'in its it the of and a an to for on at with is was are my our your his her their this that from by as or'.split(' ');
const FUNCTION_WORDS = new WordSet(FUNCTION_WORD_LIST);
const UNIT_WORDS = new WordSet('apt apartment suite ste unit room rm floor fl bldg building flat'.split(' '));

export function isDirection(text: string, w: Words, i: number): boolean {
  return DIRECTION_WORDS.hasAt(text, w.start[i]!, w.stem[i]!);
}

export function isParticle(text: string, w: Words, i: number): boolean {
  return PARTICLE_WORDS.hasAt(text, w.start[i]!, w.stem[i]!);
}

/** A prose function word ("in", "the"), in any case. */
export function isFunctionWord(text: string, w: Words, i: number): boolean {
  return FUNCTION_WORDS.hasAt(text, w.start[i]!, w.stem[i]!);
}

/** The longest function word's length ("their"): a longer word is none. */
const FUNCTION_WORD_MAX = Math.max(...FUNCTION_WORD_LIST.map((w) => w.length));
// Six letters of five bits fill 30 of a 32-bit integer's bits: a longer function word would overflow packLower's key.
if (FUNCTION_WORD_MAX > 6) throw new Error('address/words: a function word longer than six letters does not pack into one key');

/**
 * A lower-case ASCII word of one to FUNCTION_WORD_MAX (five) letters packed five bits a letter (a = 1 … z = 26, the
 * first letter lowest), or -1: distinct words pack to distinct numbers, none of them 0, all below 2^25.
 */
function packLower(text: string, start: number, end: number): number {
  if (end <= start || end - start > FUNCTION_WORD_MAX) return -1;
  let key = 0;
  for (let i = end - 1; i >= start; i--) {
    const c = text.charCodeAt(i);
    if (c < 97 || c > 122) return -1;
    key = (key << 5) | (c - 96);
  }
  return key;
}

/**
 * FUNCTION_WORDS' keys (packLower) in a table of 256 slots addressed by the top byte of key × multiplier, the odd
 * multiplier chosen at load so that no two keys share a slot: one multiplication and one read tell a word, where
 * the set's hash reads its letters twice. The walk to a house number and readWords ask about most words they read.
 */
const FUNCTION_TABLE = new Int32Array(256);
const FUNCTION_MULTIPLIER = perfectMultiplier(FUNCTION_WORD_LIST.map((w) => packLower(w, 0, w.length)), FUNCTION_TABLE);

function perfectMultiplier(keys: readonly number[], table: Int32Array): number {
  for (let m = 0x9e3779b1 | 0; ; m = (m + 2) | 0) {
    table.fill(0);
    let clash = false;
    for (const key of keys) {
      const slot = Math.imul(key, m) >>> 24;
      if (table[slot] !== 0) clash = true;
      table[slot] = key;
    }
    if (!clash) return m;
  }
}

/** Whether `text[start…end)` is a function word written in lower-case ASCII: readWords ends a street before it. */
export function isLowerFunctionWordAt(text: string, start: number, end: number): boolean {
  const key = packLower(text, start, end);
  return key > 0 && FUNCTION_TABLE[Math.imul(key, FUNCTION_MULTIPLIER) >>> 24] === key;
}

/** Whether word i, without its '.', is "st" in any case. */
export function isSt(units: Uint16Array, w: Words, i: number): boolean {
  const start = w.start[i]!;
  return w.stem[i]! - start === 2 && (units[start]! | 32) === 115 && (units[start + 1]! | 32) === 116;
}

/** What may follow a street word: a space, a line break or clause punctuation ("Do you live on Oak Street?"). */
function isWordEnd(c: number): boolean {
  return c === 32 || c === 44 || c === 10 || c === 41 || c === 63 || c === 33 || c === 59 || c === 58 || c === 34 || c === 0x201d || isQuote(c);
}

/** A single quote or apostrophe: "'", "’". */
function isQuote(c: number): boolean {
  return c === 39 || c === 0x2019;
}

/** Whether units [start, end) are an ordinal as ORDINAL reads it ("5th", "40TH"), by char codes. */
export function isOrdinalRange(units: Uint16Array, start: number, end: number): boolean {
  const digits = end - start - 2;
  if (digits < 1 || digits > 3) return false;
  for (let i = start; i < start + digits; i++) if (!isAsciiDigit(units[i]!)) return false;
  const a = units[end - 2]! | 32;
  const b = units[end - 1]! | 32;
  const ascii = units[end - 2]! < 128 && units[end - 1]! < 128;
  return ascii && ((a === 115 && b === 116) || (a === 110 && b === 100) || (a === 114 && b === 100) || (a === 116 && b === 104));
}

/** End of the run `ordinalAt` reads at `at` (letters and digits, at most 6). */
function ordinalRunEnd(text: string, units: Uint16Array, at: number): number {
  let end = at;
  while (end < text.length && end - at < 6) {
    const c = units[end]!;
    if (isAsciiAlphanumeric(c)) end++;
    else break;
  }
  return end;
}

/** Whether an ordinal ("5th") is written at `at`: ORDINAL.test(ordinalAt(text, at)) without the substring. */
export function ordinalIsAt(text: string, units: Uint16Array, at: number): boolean {
  return isOrdinalRange(units, at, ordinalRunEnd(text, units, at));
}

/** End of the letters-only word `wordAt` reads at `at` (at most 12 characters). */
export function wordAtEnd(units: Uint16Array, at: number): number {
  let end = at;
  while (end - at < 12 && isLetterUnit(units[end]!)) end++;
  return end;
}

/** Whether a number (after an optional space and '#') follows `at`: "Apt. 166", "Suite #5". */
function numberFollows(text: string, units: Uint16Array, at: number): boolean {
  if (units[at]! === 32) at++;
  if (units[at]! === 35) at++;
  return isDigitAt(text, at);
}

export function isUpperCase(ch: string): boolean {
  return ch !== ch.toLowerCase();
}

export function ordinalAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at < 6 && /[0-9A-Za-z]/.test(text[end]!)) end++;
  return text.slice(at, end);
}

/** The lower-case letters-only word at `at` ("quai" in "34 quai Saint-Nicolas"), at most 12 characters. */
export function wordAt(text: string, units: Uint16Array, at: number): string {
  let end = at;
  while (end - at < 12 && isLetterUnit(units[end]!)) end++;
  return text.slice(at, end).toLowerCase();
}

export function isCapitalized(text: string, units: Uint16Array, w: Words, i: number): boolean {
  const start = w.start[i]!;
  const stem = w.stem[i]!;
  // "d'Ouchy", "l'Église": an elided article before a capitalized name.
  const c0 = units[start]! | 32;
  const c1 = units[start + 1]!;
  const elided = (c0 === 100 || c0 === 108) && (c1 === 39 || c1 === 0x2019) && stem - start >= 2;
  const at = elided ? start + 2 : start;
  const c = units[at]!;
  if (c >= 97 && c <= 122) return isOrdinalRange(units, start, stem);
  if (c >= 65 && c <= 90) return true;
  const ch = text[at]!;
  return ch !== ch.toLowerCase() || isOrdinalRange(units, start, stem);
}

/**
 * Up to MAX_WORDS words from `from`, separated by single spaces: letters with inner apostrophes and hyphens,
 * an abbreviation's '.' ("St."). Reading stops before a number ("Via Roma 12"), a comma or a line break.
 */
export function readWords(text: string, units: Uint16Array, from: number, words: Words): Words {
  words.length = 0;
  let at = from;
  while (words.length < MAX_WORDS && (isLetterUnit(units[at]!) || isDigitAt(text, at))) {
    let end = at + 1;
    if (isDigitAt(text, at)) {
      const ordinalEnd = ordinalRunEnd(text, units, at);
      if (!isOrdinalRange(units, at, ordinalEnd)) break;
      end = ordinalEnd;
    }
    for (;;) {
      const c = units[end]!;
      if (isLetterUnit(c) || c === 39 || c === 0x2019 || c === 45) end++;
      else break;
    }
    // "'42 Wallaby Way'": a closing quote is not the word's ("O'Brien" keeps its inner apostrophe).
    while (end > at + 1 && isQuote(units[end - 1]!)) end--;
    const dotted = units[end]! === 46;
    if (dotted) end++;
    const next = units[end]!;
    if (end < text.length && !isWordEnd(next)) break;
    const stem = dotted ? end - 1 : end;
    // Prose ("in 2019 the company"): a lower-case function word ends the street.
    if (!dotted && isLowerFunctionWordAt(text, at, end)) break;
    // "Rue Ibn Al Jazzar Apt. 166": a unit designator before its number ends the street.
    if (words.length > 0 && numberFollows(text, units, end) && UNIT_WORDS.hasAt(text, at, stem)) break;
    const n = words.length++;
    words.start[n] = at;
    words.end[n] = end;
    words.stem[n] = stem;
    // A number ends the name ("Via Roma 12"), unless it is an ordinal in it ("West 55th Street").
    if (next !== 32 || (isDigitAt(text, end + 1) && !ordinalIsAt(text, units, end + 1))) break;
    at = end + 1;
  }
  return words;
}
