/**
 * Intersections: "the corner of <street> and <street>" is one location, so one ADDRESS. Either street may be
 * found first: a street found at its own anchor with "corner of" before it, or a house number followed by
 * " and " with "corner of" a short way before it ("the corner of Kuusiku 7 and Alexander Flat").
 */
import { endOf, streetEnd } from './street.js';
import { readWords, Words } from './words.js';

/** The second street's words (the first street's may still be held by the caller). */
const secondWords = new Words();

/** "the corner of ", "the intersection of " or "the junction of " ending right before an address. */
const CORNER_OF = /(?:^|[^\p{L}])((?:the )?(?:corner|intersection|junction) of )$/iu;

/** Whether "f " ends right before `start`, as CORNER_OF's "of " does: the gate before its regex, by char codes. */
export function mayFollowCorner(units: Uint16Array, start: number): boolean {
  return units[start - 1]! === 32 && units[start - 2]! === 102;
}

/** Start of "the corner of" right before `start`, or `start`. */
export function cornerStart(text: string, units: Uint16Array, start: number): number {
  if (!mayFollowCorner(units, start)) return start;
  const m = CORNER_OF.exec(text.slice(Math.max(0, start - 22), start));
  return m ? start - m[1]!.length : start;
}

/** "the corner of <street>" ending at a house number, on one line; the street is at most 40 characters. */
const CORNER_BEFORE = /(?:^|[^\p{L}])((?:the )?(?:corner|intersection|junction) of )[^\n,;:!?]{1,40}$/iu;

/**
 * Start of "the corner of" before the first street of an intersection that ends at a house number (`end`, as in
 * "the corner of Kuusiku 7 and …"), or -1.
 */
export function cornerBefore(text: string, end: number): number {
  const before = text.slice(Math.max(0, end - 56), end);
  const m = CORNER_BEFORE.exec(before);
  return m ? end - before.length + m.index + m[0].indexOf(m[1]!) : -1;
}

/** " and " then a second street of an intersection ("and King Forges", "and 12 Elm Street"). */
const AND_STREET = / and (?:the )?(?:\d{1,5} )?/y;

/** End of the second street of an intersection after `end` (" and Lahtinen Road"), or -1. */
export function secondStreetEnd(text: string, units: Uint16Array, end: number): number {
  AND_STREET.lastIndex = end;
  if (!AND_STREET.exec(text)) return -1;
  const end2 = endOf(streetEnd(text, units, readWords(text, units, AND_STREET.lastIndex, secondWords)));
  if (end2 < 0) return -1;
  // "… and ten Pas Pass." ends the sentence; an abbreviation keeps its period ("Elm St.").
  return units[end2 - 1]! === 46 && /\p{L}{4}\.$/u.test(text.slice(end2 - 5, end2)) ? end2 - 1 : end2;
}

/** " and " (after an optional '.') right after a house number ending a street: the gate for an intersection. */
export function andFollows(text: string, units: Uint16Array, end: number): number {
  const at = units[end]! === 46 ? end + 1 : end;
  // " a" by char codes first: most numbers are let go without the string comparison.
  return units[at]! === 32 && units[at + 1]! === 97 && text.startsWith(' and ', at) ? at : -1;
}
