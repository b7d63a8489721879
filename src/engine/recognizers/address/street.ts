/** Where a street name ends: at a USPS suffix, after a foreign prefix's name, or at a compound ending. */
import { NAME_DICT, nameFlags } from '../../lexicons/person-names.js';
import { STREET_COMPOUND, STREET_PREFIXES, STREET_SUFFIXES } from '../../lexicons/street-types.js';
import { DIRECTION, FUNCTION_WORD, PARTICLE, isCapitalized, type Word } from './words.js';

/** A one-word street with a glued designator ("Bahnhofstrasse"); an English word ("Withdrawal", "Necktie") is not. */
export function isCompoundStreet(lower: string): boolean {
  return lower.length > 4 && STREET_COMPOUND.test(lower) && (nameFlags(lower) & NAME_DICT) === 0;
}

/** End offset of the street name in `words`, or -1; `prefixed` says whether the designator came first. */
export function streetEnd(text: string, words: Word[]): { end: number; prefixed: boolean } {
  if (words.length === 0) return { end: -1, prefixed: false };
  // A designator written first owns the name after it: "Rue Joseph Vernet street" ends at "Vernet".
  if (STREET_PREFIXES.has(words[0]!.lower) && words.length > 1) {
    const end = prefixedEnd(text, words);
    if (end >= 0) return { end, prefixed: true };
  }
  let suffixAt = -1;
  for (let i = 1; i < words.length; i++) {
    if (STREET_SUFFIXES.has(words[i]!.lower)) {
      suffixAt = i;
      break;
    }
    // "6091 in its mission": prose, not a street name.
    if (FUNCTION_WORD.test(words[i - 1]!.lower) && !isCapitalized(text, words[i - 1]!)) break;
  }
  if (suffixAt >= 1) {
    // A suffix word may be part of the name before the real one ("Benson Park Drive", "Forrest Hill Road").
    const second = words[suffixAt + 1];
    // "St." after a street is the Saint of what follows ("Oak Road St. Louis"), not a second suffix.
    if (second && second.lower !== 'st' && STREET_SUFFIXES.has(second.lower) && isCapitalized(text, second) === isCapitalized(text, words[suffixAt]!)) suffixAt++;
    let end = words[suffixAt]!.end;
    const after = words[suffixAt + 1];
    if (after && DIRECTION.test(after.lower)) end = after.end;
    return { end, prefixed: false };
  }
  for (let i = 0; i < Math.min(words.length, 3); i++) {
    if (isCompoundStreet(words[i]!.lower)) return { end: words[i]!.end, prefixed: true };
  }
  return { end: -1, prefixed: false };
}

/**
 * End of the name after a designator written first, or -1. A lower-case designator may be followed by a
 * lower-case name ("rue de pologne", "rue des lieutemants Thomazo"); once the name is capitalized, lower-case
 * words after it are prose again ("rue La Boétie today").
 */
function prefixedEnd(text: string, words: Word[]): number {
  const lowerStreet = !isCapitalized(text, words[0]!);
  let last = 0;
  let lastCapital = 0;
  for (let i = 1; i < words.length; i++) {
    const capital = isCapitalized(text, words[i]!);
    if (capital || (lowerStreet && !FUNCTION_WORD.test(words[i]!.lower)) || (PARTICLE.test(words[i]!.lower) && i + 1 < words.length)) last = i;
    else break;
    if (capital) lastCapital = i;
  }
  if (lastCapital > 0) last = lastCapital;
  // A street has one designator: "Rue La Boétie St." ends before the "St." of what follows.
  while (last > 0 && (PARTICLE.test(words[last]!.lower) || words[last]!.lower === 'st')) last--;
  return last > 0 ? words[last]!.end : -1;
}
