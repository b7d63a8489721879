/** Where a street name ends: at a USPS suffix, after a foreign prefix's name, or at a compound ending. */
import { NAME_DICT, nameFlags } from '../../lexicons/person-names.js';
import { STREET_COMPOUND, STREET_PREFIXES, STREET_SUFFIXES } from '../../lexicons/street-types.js';
import { WordSet } from '../../lexicons/word-set.js';
import { isCapitalized, isDirection, isFunctionWord, isParticle, isSt, type Words } from './words.js';

function isLatin1(units: Uint16Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (units[i]! > 0xff) return false;
  return true;
}

/** The designator lists, asked about a word in place. */
export const SUFFIX_WORDS = new WordSet([...STREET_SUFFIXES, ...'cad caddesi sok sokak bulvarı'.split(' ')]);
/**
 * Designators written first beyond the shared list: Romanian (Str., Bd., Calea, Șoseaua, Aleea, Splaiul, Intrarea),
 * Spanish and Portuguese abbreviations (Avda., Pje., Pasaje, Av.), Vietnamese (đường, phố), Greek in Latin letters
 * (Leoforos, Odos, Plateia).
 */
export const PREFIX_WORDS = new WordSet([
  ...STREET_PREFIXES,
  ...'str bd bdul bulevardul calea șoseaua soseaua șos aleea splaiul intrarea pje pasaje psje đường phố leoforos leof odos plateia'.split(' '),
]);
/** Words after a designator that belong to the street's name, as Irish and British streets write them ("Rathmines Road Lower"). */
const AFTER_SUFFIX = new WordSet('lower upper great little extension ext'.split(' '));

/** A one-word street with a glued designator ("Bahnhofstrasse"); an English word ("Withdrawal", "Necktie") is not. */
export function isCompoundStreet(lower: string): boolean {
  return lower.length > 4 && STREET_COMPOUND.test(lower) && (nameFlags(lower) & NAME_DICT) === 0;
}

/**
 * Last two characters (lower case) of STREET_COMPOUND's endings that are ASCII both: a word ending in another ASCII
 * pair is no compound street, told without lower-casing it. Endings with a letter beyond ASCII in their last two
 * ("-straße", "-väg", "-väylä") are left to the regex: a word whose last two are not both ASCII is always read.
 */
const COMPOUND_ENDS: ReadonlySet<number> = new Set(
  'se r. eg tz ee mm an ta en ej de tu ie ja ku ti at in ht ef el ve al ca u. ur ut et nd ke'.split(' ').map((e) => e.charCodeAt(0) * 128 + e.charCodeAt(1)),
);

/** The ASCII unit `c` lower-cased (A-Z only). */
function asciiLower(c: number): number {
  return c >= 65 && c <= 90 ? c | 32 : c;
}

/** isCompoundStreet of `text[start…end)` lower-cased; most words are rejected by their last two letters alone. */
export function isCompoundStreetAt(text: string, units: Uint16Array, start: number, end: number): boolean {
  const last = units[end - 1]!;
  const before = units[end - 2]!;
  if (last < 128 && before < 128 && end - start >= 2 && !COMPOUND_ENDS.has(asciiLower(before) * 128 + asciiLower(last))) return false;
  // Lower-casing keeps the length of Latin-1 ("İ" beyond it grows): only such short words are rejected unread.
  if (end - start <= 4 && isLatin1(units, start, end)) return false;
  return isCompoundStreet(text.slice(start, end).toLowerCase());
}

/**
 * Whether word i is "via" in lower case: the English preposition ("693200 Printing via evince", "sent 3 Files via
 * email"), not USPS's abbreviation of Viaduct, which names a street capitalized ("Gairbekov Via").
 */
function isLowerVia(text: string, words: Words, i: number): boolean {
  const start = words.start[i]!;
  return words.stem[i]! - start === 3 && text.startsWith('via', start);
}

/** Whether word i is one letter without a period: Hungarian "u." is a designator, a bare "u" a variable or a word. */
function isUndottedLetter(words: Words, i: number): boolean {
  return words.end[i]! - words.start[i]! === 1;
}

/** streetEnd's answer: the end of the street name and whether its designator came first, packed in one number. */
export type StreetEnd = number;
export const NO_STREET: StreetEnd = -1;

/** End offset of a street found by streetEnd, or -1. */
export function endOf(street: StreetEnd): number {
  return street < 0 ? -1 : street >>> 1;
}

/** Whether the designator of a street found by streetEnd came first ("Via Roma"). */
export function isPrefixed(street: StreetEnd): boolean {
  return street >= 0 && (street & 1) === 1;
}

function found(end: number, prefixed: boolean): StreetEnd {
  return end * 2 + (prefixed ? 1 : 0);
}

/** The street name in `words`: its end and whether the designator came first (endOf, isPrefixed), or NO_STREET. */
export function streetEnd(text: string, units: Uint16Array, words: Words): StreetEnd {
  if (words.length === 0) return NO_STREET;
  // A designator written first owns the name after it: "Rue Joseph Vernet street" ends at "Vernet".
  if (words.length > 1 && PREFIX_WORDS.hasAt(text, words.start[0]!, words.stem[0]!)) {
    const end = prefixedEnd(text, units, words);
    if (end >= 0) return found(end, true);
  }
  let suffixAt = -1;
  for (let i = 1; i < words.length; i++) {
    if (SUFFIX_WORDS.hasAt(text, words.start[i]!, words.stem[i]!) && !isLowerVia(text, words, i) && !isUndottedLetter(words, i)) {
      suffixAt = i;
      break;
    }
    // "6091 in its mission": prose, not a street name.
    if (!isCapitalized(text, units, words, i - 1) && isFunctionWord(text, words, i - 1)) break;
  }
  if (suffixAt >= 1) {
    // A suffix word may be part of the name before the real one ("Benson Park Drive", "Forrest Hill Road").
    const second = suffixAt + 1;
    // "St." after a street is the Saint of what follows ("Oak Road St. Louis"), not a second suffix.
    if (
      second < words.length &&
      !isSt(units, words, second) &&
      SUFFIX_WORDS.hasAt(text, words.start[second]!, words.stem[second]!) &&
      isCapitalized(text, units, words, second) === isCapitalized(text, units, words, suffixAt)
    )
      suffixAt++;
    let end = words.end[suffixAt]!;
    const after = suffixAt + 1;
    if (after < words.length && (isDirection(text, words, after) || (isCapitalized(text, units, words, after) && AFTER_SUFFIX.hasAt(text, words.start[after]!, words.stem[after]!)))) end = words.end[after]!;
    return found(end, false);
  }
  for (let i = 0; i < Math.min(words.length, 3); i++) {
    if (isCompoundStreetAt(text, units, words.start[i]!, words.stem[i]!)) return found(words.end[i]!, true);
  }
  return NO_STREET;
}

/**
 * End of the name after a designator written first, or -1. A lower-case designator may be followed by a
 * lower-case name ("rue de pologne", "rue des lieutemants Thomazo"); once the name is capitalized, lower-case
 * words after it are prose again ("rue La Boétie today").
 */
function prefixedEnd(text: string, units: Uint16Array, words: Words): number {
  const lowerStreet = !isCapitalized(text, units, words, 0);
  let last = 0;
  let lastCapital = 0;
  for (let i = 1; i < words.length; i++) {
    const capital = isCapitalized(text, units, words, i);
    if (capital || (lowerStreet && !isFunctionWord(text, words, i)) || (isParticle(text, words, i) && i + 1 < words.length)) last = i;
    else break;
    if (capital) lastCapital = i;
  }
  if (lastCapital > 0) last = lastCapital;
  // A street has one designator: "Rue La Boétie St." ends before the "St." of what follows.
  while (last > 0 && (isParticle(text, words, last) || isSt(units, words, last))) last--;
  return last > 0 ? words.end[last]! : -1;
}
