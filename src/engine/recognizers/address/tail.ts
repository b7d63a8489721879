/**
 * What follows a street: a trailing house number, secondary units and a city/region/postal-code tail on the
 * same line or on the following lines of a block address.
 */
import { NAME_PLACE, nameFlags } from '../../lexicons/person-names.js';
import { US_STATE_CODES } from '../../lexicons/places.js';
import { isDigitAt } from '../../pipeline/boundary.js';
import { FUNCTION_WORD } from './words.js';

/** A house number after the street; a '.' after it is kept ("kapu 39.") unless it ends the sentence. */
const TRAILING_NUMBER = / (\d{1,5}[A-Za-z]?)(?:\.(?! ?\p{Lu}|\s*$|\n))?(?![\d\p{L}])/uy;
export const UNIT = / ?,? ?(?:\n[ >?]*)?(?:apt|apartment|suite|ste|unit|room|rm|floor|fl|bldg|building|#)\.? ?#?(?=[A-Za-z0-9-]{0,6}\d)[A-Za-z0-9-]{1,7}(?![\p{L}\d])/iuy;
const US_TAIL = /(?:, ?| ?\n[ >]*| )(\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}),? ([A-Z]{2}),? (\d{5}(?:-\d{4})?)(?!\d)/uy;
/** One part of an address tail: a city, region or country, optionally ending in a postal code ("Estonia 62031"). */
const TAIL_WORDS = /^[\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,4}$/u;
const TAIL_POSTAL = /^([\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,4} )?\d{4,6}(?:-\d{4})?(?![\d\p{L}])/u;
/** A region abbreviation as a tail part or ending one ("QC", "Toronto ON"). */
const REGION_CODE = /(?:^| )[A-Z]{2,3}$/;
/**
 * Tail parts after a comma or on the next lines of a block address: ", Räsna, North Korea 12373",
 * "\n Voormezele\n Belgium 92060" (decisions.md: city, state and ZIP belong to the address when present).
 */
const TAIL_SEPARATOR = /^(?=[ \t]*[,\n])[ \t]*(?:\n[ \t>?]*)?(?:,[ \t]*)?(?:\n[ \t>?]*)?/;
const MAX_TAIL_PARTS = 4;

/** A postal tail: where it ends, and whether a line break opened it (the block form). */
interface PostalTail {
  end: number;
  block: boolean;
}

/**
 * A tail of up to four short parts (separated by commas or line breaks) whose last part ends in a
 * postal code: ", Räsna, North Korea 12373", "\n Voormezele\n Belgium 92060"; null when there is none.
 * Without a postal code the city and country are left out, as they are separate entities there.
 */
function postalTail(text: string, from: number): PostalTail | null {
  let at = from;
  let lineBreak = false;
  let region = false;
  for (let i = 0; i < MAX_TAIL_PARTS; i++) {
    const sep = TAIL_SEPARATOR.exec(text.slice(at, at + 12));
    if (!sep) return null;
    const partStart = at + sep[0].length;
    let partEnd = partStart;
    while (partEnd < text.length && partEnd - partStart <= 48 && text[partEnd] !== '\n' && text[partEnd] !== ',') partEnd++;
    const part = text.slice(partStart, partEnd).trimEnd();
    const postal = TAIL_POSTAL.exec(part);
    if (postal) {
      if (sep[0].includes('\n')) lineBreak = true;
      // A block: on a new line, a code after place words ("\n Denmark 35018", "\nAalborg NO 9100"). A comma
      // ("\nSt Georges, QC 54256") or a region line before it (", ON") marks a mailing line, kept whole (decisions.md).
      const block = lineBreak && !region && postal[1] !== undefined && !/,/.test(text.slice(from, partStart));
      return { end: partStart + postal[0].length, block };
    }
    if (!TAIL_WORDS.test(part)) return null;
    if (sep[0].includes('\n')) lineBreak = true;
    if (REGION_CODE.test(part)) region = true;
    at = partStart + part.length;
  }
  return null;
}

/** Up to four words of a tail part on one line ("Tubize", "Saudi Arabia", "NUNGATTA Australia last night"). */
const PLACE_PART = /^[\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,3}/u;
/** Second words of multi-word country names that are not places alone ("Saudi Arabia", "United Kingdom"). */
const COUNTRY_TAIL = /^(?:arabia|kingdom|states|republic|islands)$/;

/** Length of the longest prefix of `part` that ends in a known place word ("Hellendoorn Saudi Arabia"), or 0. */
function placePrefix(part: string): number {
  let end = 0;
  let at = 0;
  let afterPlace = false;
  for (const w of part.split(' ')) {
    at += w.length;
    const lower = w.replace(/[.()]/g, '').toLowerCase();
    const place: boolean = (nameFlags(lower) & NAME_PLACE) !== 0 || (afterPlace && COUNTRY_TAIL.test(lower));
    if (place) end = at;
    afterPlace = place;
    at++;
  }
  return end;
}

/**
 * End of a same-line tail without a code that ends in a known place: ", Cite Guedouala, Tunisia" (a city and
 * a country or state after commas), or, right after a unit, " Hellendoorn Saudi Arabia" (decisions.md: city and
 * state belong to the address when present). A lone ", Toronto" is left out: it may be a separate item.
 */
function placeTailEnd(text: string, from: number, afterUnit: boolean): number {
  if (text[from] === ',') {
    let at = from;
    for (let i = 0; i < 3 && text[at] === ','; i++) {
      const partStart = text[at + 1] === ' ' ? at + 2 : at + 1;
      const part = PLACE_PART.exec(text.slice(partStart, partStart + 64));
      if (!part) return from;
      const placeEnd: number = i > 0 ? placePrefix(part[0]) : 0;
      if (placeEnd > 0) return partStart + placeEnd;
      if (text[partStart + part[0].length] !== ',') return from;
      at = partStart + part[0].length;
    }
    return from;
  }
  if (!afterUnit || text[from] !== ' ') return from;
  const part = PLACE_PART.exec(text.slice(from + 1, from + 65));
  if (!part || FUNCTION_WORD.test(part[0].split(' ')[0]!.toLowerCase())) return from;
  const placeEnd = placePrefix(part[0]);
  return placeEnd > 0 ? from + 1 + placeEnd : from;
}

/** Start of the postal code that ends a tail at `end` ("92060", "12345-6789", "840 24" is not read). */
function postalCodeStart(text: string, end: number): number {
  let start = end;
  while (start > 0 && (isDigitAt(text, start - 1) || (text[start - 1] === '-' && isDigitAt(text, start - 2)))) start--;
  return start;
}

/** How far an address grows past its street; `postal` is a block tail's code, left out of the address. */
export interface Grown {
  end: number;
  parts: number;
  numbered: boolean;
  postal: { start: number; end: number } | null;
}

/**
 * Grows an address from the end of its street over a house number, unit and city/region/postal-code tail.
 * A tail on the same line (", Springfield, IL 62704") belongs to the address (decisions.md). A tail on the
 * following lines of a block address ("\n Aalborg\n Denmark 35018") is not absorbed: the city and country
 * lines are places, not the street, and the code ending the last line is its own POSTAL_CODE, as in
 * labelled corpora where each line of a postal block is a separate span.
 */
export function growTail(text: string, end: number, prefixed: boolean): Grown {
  let parts = 0;
  let numbered = false;
  if (prefixed) {
    TRAILING_NUMBER.lastIndex = end;
    const m = TRAILING_NUMBER.exec(text);
    if (m) {
      end += m[0].length;
      numbered = true;
    }
  }
  // Up to two secondary units ("Suite 967 Apt. 267").
  for (let i = 0; i < 2; i++) {
    UNIT.lastIndex = end;
    const unit = UNIT.exec(text);
    if (!unit) break;
    end += unit[0].length;
    if (i === 0) parts++;
  }
  US_TAIL.lastIndex = end;
  const tail = US_TAIL.exec(text);
  let postal: PostalTail | null = null;
  if (tail && US_STATE_CODES.has(tail[2]!)) postal = { end: end + tail[0].length, block: tail[0].includes('\n') && !tail[0].includes(',') };
  else postal = postalTail(text, end);
  if (postal === null) {
    const place = placeTailEnd(text, end, parts > 0);
    return { end: place, parts: place > end ? parts + 1 : parts, numbered, postal: null };
  }
  if (postal.block) return { end, parts, numbered, postal: { start: postalCodeStart(text, postal.end), end: postal.end } };
  return { end: postal.end, parts: parts + 1, numbered, postal: null };
}

