/**
 * Reading the words of a street name: letters with inner apostrophes and hyphens, an abbreviation's '.',
 * an ordinal ("5th"); prose function words end a street.
 */
import { isDigitAt } from '../../pipeline/boundary.js';
import { isNonAsciiWordUnit } from '../../pipeline/scan.js';

export interface Word {
  start: number;
  end: number;
  lower: string;
}

export const DIRECTION = /^(?:n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?$/i;
export const PARTICLE = /^(?:de|del|della|delle|dello|degli|dei|di|da|do|dos|das|du|des|la|le|les|van|von|der|den|the|of|y|e|i|u|z|al|el|na|nad|pod)$/;
/** A street number written as an ordinal: "5th Avenue", "40th Street". */
export const ORDINAL = /^\d{1,3}(?:st|nd|rd|th)$/i;
export const FUNCTION_WORD = /^(?:in|its|it|the|of|and|a|an|to|for|on|at|with|is|was|are|my|our|your|his|her|their|this|that|from|by|as|or)$/;
const MAX_WORDS = 7;
const UNIT_WORD = /^(?:apt|apartment|suite|ste|unit|room|rm|floor|fl|bldg|building|flat)$/;
/** What may follow a street word: a space, a line break or clause punctuation ("Do you live on Oak Street?"). */
const WORD_END = /^[ ,\n)?!;:"”]$/;

/** Whether a number (after an optional space and '#') follows `at`: "Apt. 166", "Suite #5". */
function numberFollows(text: string, at: number): boolean {
  if (text.charCodeAt(at) === 32) at++;
  if (text.charCodeAt(at) === 35) at++;
  return isDigitAt(text, at);
}

export function isLetterUnit(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isNonAsciiWordUnit(c);
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
export function wordAt(text: string, at: number): string {
  let end = at;
  while (end - at < 12 && isLetterUnit(text.charCodeAt(end))) end++;
  return text.slice(at, end).toLowerCase();
}

export function isCapitalized(text: string, w: Word): boolean {
  // "d'Ouchy", "l'Église": an elided article before a capitalized name.
  const c = /^[dl]['’]/i.test(w.lower) ? text[w.start + 2]! : text[w.start]!;
  return c !== c.toLowerCase() || ORDINAL.test(w.lower);
}

/**
 * Up to MAX_WORDS words from `from`, separated by single spaces: letters with inner apostrophes and hyphens,
 * an abbreviation's '.' ("St."). Reading stops before a number ("Via Roma 12"), a comma or a line break.
 */
export function readWords(text: string, from: number): Word[] {
  const words: Word[] = [];
  let at = from;
  while (words.length < MAX_WORDS && (isLetterUnit(text.charCodeAt(at)) || isDigitAt(text, at))) {
    let end = at + 1;
    if (isDigitAt(text, at)) {
      const ordinal = ordinalAt(text, at);
      if (!ORDINAL.test(ordinal)) break;
      end = at + ordinal.length;
    }
    for (;;) {
      const c = text.charCodeAt(end);
      if (isLetterUnit(c) || c === 39 || c === 0x2019 || c === 45) end++;
      else break;
    }
    if (text[end] === '.') end++;
    const next = text[end];
    if (end < text.length && !WORD_END.test(next!)) break;
    const w = text.slice(at, end);
    const lower = w.toLowerCase().replace(/\.$/, '');
    // Prose ("in 2019 the company"): a lower-case function word ends the street.
    if (lower === w && FUNCTION_WORD.test(lower)) break;
    // "Rue Ibn Al Jazzar Apt. 166": a unit designator before its number ends the street.
    if (words.length > 0 && numberFollows(text, end) && UNIT_WORD.test(lower)) break;
    words.push({ start: at, end, lower });
    // A number ends the name ("Via Roma 12"), unless it is an ordinal in it ("West 55th Street").
    if (next !== ' ' || (isDigitAt(text, end + 1) && !ORDINAL.test(ordinalAt(text, end + 1)))) break;
    at = end + 1;
  }
  return words;
}
