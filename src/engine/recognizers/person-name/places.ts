/**
 * Place names that look like a person's: a given name after a place prefix ("Saint Helena", "Fort Worth") or before
 * a landform ("Victoria Falls").
 */

import { WordSet } from '../../lexicons/word-set.js';

/** Words that open a place name before a word that would otherwise be a given name ("San Jose", "Port Elizabeth", "Los Alamos"). */
const PLACE_PREFIXES = new WordSet(['saint', 'sainte', 'san', 'santa', 'são', 'sao', 'sankt', 'fort', 'port', 'mount', 'lake', 'cape', 'porto', 'puerto', 'los', 'las']);

/**
 * Whether text[start, end) is a place prefix; most stop words are told apart by length and their first two letters
 * alone (every prefix opens with s, f, p, l, c or m and goes on with a, o, u or ã; a unit beyond Latin-1 may fold to
 * anything, so it goes to the lookup).
 */
export function isPlacePrefix(text: string, units: Uint16Array, start: number, end: number): boolean {
  const c = units[start]! | 32;
  if (end - start < 3 || end - start > 6 || (c !== 115 && c !== 102 && c !== 112 && c !== 108 && c !== 99 && c !== 109)) return false;
  const second = units[start + 1]!;
  const folded = second | 32;
  if (folded !== 97 && folded !== 111 && folded !== 117 && second !== 0xe3 && second !== 0xc3 && second <= 0xff) return false;
  return PLACE_PREFIXES.hasAt(text, start, end);
}

/** Landforms that end a place name; street words are told apart by isStreetName, and "Hill" or "Park" are surnames too. */
const PLACE_DESIGNATORS = new WordSet(['falls', 'springs', 'creek', 'canyon', 'heights', 'valley', 'beach', 'harbor', 'harbour', 'bay', 'river', 'lake', 'lakes', 'island', 'islands', 'mountains']);

/** Whether text[start, end) is a landform word; only words of a landform's length are sliced. */
export function isPlaceDesignator(text: string, start: number, end: number): boolean {
  return end - start >= 3 && end - start <= 9 && PLACE_DESIGNATORS.hasAt(text, start, end);
}

/**
 * Where the word after an abbreviated Saint starts ("St. Mary's Hospital", "St John's Wood"), or 0: `start`/`end`
 * hold a capitalized "St" or "Ste", followed by a dot and a space or by a space and a capital.
 */
export function saintEnd(units: Uint16Array, start: number, end: number): number {
  const length = end - start;
  if ((length !== 2 && length !== 3) || units[start]! !== 83 || units[start + 1]! !== 116) return 0;
  if (length === 3 && units[start + 2]! !== 101) return 0;
  let at = end;
  if (units[at]! === 46) at++;
  if (units[at]! !== 32) return 0;
  const c = units[at + 1]!;
  return c >= 65 && c <= 90 ? at + 1 : 0;
}
