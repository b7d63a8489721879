/**
 * Names in streets: which words may name a street without a designator ("89 Joaquin Suarez 4740"), and the
 * person a street with a glued designator is named after ("Dirk de Derdelaan 149", "Paul-Nevermann-Platz 47").
 */
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_PLACE, nameFlags } from '../../lexicons/person-names.js';
import { PARTICLE } from './words.js';

/**
 * Whether a word may open a street name: not an English word ("The", "Main"), unless it is a first name ("Peter
 * Zuidhove 188"), nor a place ("Solomon Islands 32262" is a country and a postal code).
 */
export function isStreetNameWord(lower: string): boolean {
  return isStreetNameFlags(nameFlags(lower));
}

/** isStreetNameWord of a word whose lexicon flags are `flags`. */
export function isStreetNameFlags(flags: number): boolean {
  return (flags & NAME_PLACE) === 0 && ((flags & NAME_DICT) === 0 || (flags & NAME_FIRST) !== 0);
}

/**
 * Whether a word may name a street without any designator: a street name word that is not a common word either;
 * after the first word a place is allowed too ("14 Republica de Chile 8305").
 */
export function isNameWord(lower: string, placeAllowed = false, last = true): boolean {
  return isNameFlags(nameFlags(lower), placeAllowed, last);
}

/** isNameWord of a word whose lexicon flags are `flags`. */
export function isNameFlags(flags: number, placeAllowed = false, last = true): boolean {
  // The curated common words include the first words of Romance place and street names ("Paso", "Santa", "Porto"):
  // they may open a name, not end it ("2017 Mar 4" and "Monday 5" stay dates).
  if ((flags & NAME_COMMON) !== 0 && (last || (flags & NAME_DICT) !== 0)) return false;
  return placeAllowed && (flags & NAME_PLACE) !== 0 ? true : isStreetNameFlags(flags);
}

/** A capitalized word or a name particle ending right before `end`, at most 20 characters. */
const WORD_BEFORE = /(\p{L}[\p{L}\p{M}'’]{0,19})$/u;

/**
 * Start of the name words written before a street with a glued designator, on the same line: "Dirk de" before
 * "Derdelaan 149", "Paul-Nevermann-" before "Platz 47"; `start` when there are none. At most three words.
 */
export function namedStreetStart(text: string, start: number): number {
  let begin = start;
  let at = start;
  for (let i = 0; i < 3; i++) {
    const sep = text[at - 1];
    if (sep !== ' ' && sep !== '-') break;
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, at - 21), at - 1));
    if (!m) break;
    const word = m[1]!;
    const from = at - 1 - word.length;
    const lower = word.toLowerCase();
    if (PARTICLE.test(lower) && word === lower) {
      at = from;
      continue;
    }
    if (word[0] === lower[0] || !isNameWord(lower)) break;
    at = from;
    begin = from;
  }
  return begin;
}
