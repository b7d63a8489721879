/**
 * What follows a street: a trailing house number, secondary units and a city/region/postal-code tail on the
 * same line or on the following lines of a block address.
 */
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_PLACE, nameFlags } from '../../lexicons/person-names.js';
import { US_STATE_CODES } from '../../lexicons/places.js';
import { isDigitAt } from '../../pipeline/boundary.js';
import { streetEnd } from './street.js';
import { FUNCTION_WORD, PARTICLE, isUpperCase, readWords } from './words.js';

/** A house number after the street, with the '.' written after it in some countries ("kapu 39."). */
const TRAILING_NUMBER = / (\d{1,5}[A-Za-z]?)(\.)?(?![\d\p{L}])/uy;
/** Hungarian designators: the house number after them is written with a period ("Király u. 15.", "Erzsébet tér 92."). */
const PERIOD_NUMBERED = /(?:^|\s)(?:u\.|utca|út|útja|tér|köz|krt\.|körút|rkp\.|sor|fasor|sétány|kapu|dűlő)$/iu;
/** What may follow a house number's '.' when it is not a sentence end: a unit, a comma, lower-case words. */
const PERIOD_CONTINUES = /^(?: ?[,\p{Ll}\d]| (?:[Aa]pt|[Aa]partment|[Ss]uite|[Uu]nit)\b)/u;
export const UNIT = / ?,? ?(?:\n[ >]*)?(?:apt|apartment|suite|ste|unit|room|rm|floor|fl|bldg|building|#)\.? ?#?(?=[A-Za-z0-9-]{0,6}\d)[A-Za-z0-9-]{1,7}(?![\p{L}\d])/iuy;
const US_TAIL = /(?:, ?| ?\n[ >]*| )(\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}),? ([A-Z]{2}),? (\d{5}(?:-\d{4})?)(?!\d)/uy;
/** One part of an address tail: a city, region or country, optionally ending in a postal code ("Estonia 62031"). */
const TAIL_WORDS = /^[\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,4}(?: \d{1,2})?$/u;
/** A region or district written as a number between the city and the code of a block (", 32"). */
const TAIL_NUMBER = /^\d{1,3}$/;
const TAIL_POSTAL =
  /^([\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,4} |\d{1,3} )?(?:\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[A-Z] ?\d[A-Z]\d)(?![\d\p{L}])/u;
/** A tail part with the code before the city, as in most of Europe: ", 8001 Zürich", ", 75001 Paris". */
const CODE_FIRST = /^(\d{4,5}) \p{Lu}[\p{L}\p{M}.'’()-]*(?: \p{L}[\p{L}\p{M}.'’()-]*){0,3}$/u;
/** A country after a tail's code: ", Switzerland", "\n United States". */
const COUNTRY_AFTER = /(?:, ?|\n[ \t]?)(\p{L}[\p{L}\p{M}'’()-]*(?: \p{L}[\p{L}\p{M}'’()-]*){0,3})/uy;
/** A postcode and city after the street and its number: "42 Rue de Rivoli 75001 Paris", "Bahnhofstrasse 12 8001 Zürich". */
const CODE_CITY = / \d{4,5} (\p{Lu}[\p{L}\p{M}'’-]*)(?: \p{Lu}[\p{L}\p{M}'’-]*){0,2}(?=$|[\n,.;:!?)]| \p{Ll})/uy;
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
  /** Where the code itself starts and ends (the POSTAL_CODE of a split block). */
  code: { start: number; end: number };
}

/**
 * Line breaks that mark the lines after them as separate fields rather than one postal block: a quoted reply
 * ("\n>"), characters lost to a bad encoding ("\n???"), a column layout indented by three or more spaces, or a
 * blank line.
 */
const MARKED_BREAK = /[>?\uFFFD]|\n[ \t]*\n|\n[ \t]{3,}/;

/**
 * A tail of up to four short parts (separated by commas or line breaks) whose last part ends in a
 * postal code: ", Räsna, North Korea 12373", "\n Voormezele\n Belgium 92060"; null when there is none.
 * Without a postal code the city and country are left out, as they are separate entities there.
 */
function postalTail(text: string, from: number): PostalTail | null {
  let at = from;
  let lines = 0;
  let marked = false;
  let region = false;
  for (let i = 0; i < MAX_TAIL_PARTS; i++) {
    const sep = TAIL_SEPARATOR.exec(text.slice(at, at + 12));
    if (!sep) return null;
    if (sep[0].includes('\n')) lines++;
    if (MARKED_BREAK.test(sep[0])) marked = true;
    const partStart = at + sep[0].length;
    let partEnd = partStart;
    while (partEnd < text.length && partEnd - partStart <= 48 && text[partEnd] !== '\n' && text[partEnd] !== ',') partEnd++;
    const part = text.slice(partStart, partEnd).trimEnd();
    // A code opening its part is the whole part, or starts its line ("\n 60810 for post mail?"), or comes before a
    // city (", 8001 Zürich"); after a comma it is not prose (", 5000 people came").
    const matched = TAIL_POSTAL.exec(part);
    const alone = matched !== null && (matched[0].length === part.length || (sep[0].includes('\n') && !isDigitAt(part, matched[0].length + 1)));
    const postal = matched && (matched[1] !== undefined || alone) ? matched : null;
    const codeFirst = postal ? null : CODE_FIRST.exec(part);
    if (postal || codeFirst) {
      const block = isSplitBlock(lines, marked, region || /,/.test(text.slice(from, partStart)));
      if (codeFirst) return { end: partStart + part.length, block, code: { start: partStart, end: partStart + codeFirst[1]!.length } };
      const codeStart = partStart + (postal![1]?.length ?? 0);
      return { end: partStart + postal![0].length, block, code: { start: codeStart, end: partStart + postal![0].length } };
    }
    if (!TAIL_WORDS.test(part) && !(i > 0 && TAIL_NUMBER.test(part))) return null;
    if (REGION_CODE.test(part) || TAIL_NUMBER.test(part)) region = true;
    at = partStart + part.length;
  }
  return null;
}

/**
 * Whether a tail on the following lines is read as separate fields (street and units the address, the code its
 * own POSTAL_CODE) rather than one block. A plain block of several lines ("\n Suite 343\n Pärnu\n Estonia 62031")
 * is one address, as is a mailing line with a comma or region ("\nSt Georges, QC 54256"); lines marked as
 * quoted, garbled or laid out in columns are fields, and so is a lone "\nAalborg NO 9100" line under a street.
 */
function isSplitBlock(lines: number, marked: boolean, mailing: boolean): boolean {
  if (lines === 0) return false;
  if (marked) return true;
  return !mailing && lines < 2;
}

/** A plain line break of a block (at most one space of indent), then the line's text up to sentence punctuation. */
const BLOCK_LINE = /\n[ \t]?([^\n.?!;]{1,48})/y;

/**
 * End of a block tail without a code whose last line is a known country or state: "\n Pärnu\n Estonia",
 * "\n Seatoun\n New Zealand", "\n Almere\n Ghana last night"; `from` when there is none. Every line before
 * the last must be short place words.
 */
function placeBlockEnd(text: string, from: number): number {
  let at = from;
  let end = from;
  for (let i = 0; i < 3; i++) {
    BLOCK_LINE.lastIndex = at;
    const m = BLOCK_LINE.exec(text);
    if (!m || MARKED_BREAK.test(text.slice(at, at + 2))) break;
    const line = m[1]!.trimEnd();
    const lineStart = BLOCK_LINE.lastIndex - m[1]!.length;
    const lineEnd = lineStart + line.length;
    const place = placePrefix(line);
    // The country may end the sentence too: "\n Ghana last night."
    if (place > 0 && place < line.length && /^ \p{Ll}/u.test(line.slice(place, place + 2))) return lineStart + place;
    if (place === line.length && isLineEnd(text, lineEnd)) end = lineEnd;
    else if (!TAIL_WORDS.test(line) || lineEnd !== BLOCK_LINE.lastIndex) break;
    at = lineEnd;
  }
  return end;
}

function isLineEnd(text: string, at: number): boolean {
  return at === text.length || /^[\n.?!;]/.test(text[at]!);
}

/** Up to four words of a tail part on one line ("Tubize", "Saudi Arabia", "NUNGATTA Australia last night"). */
const PLACE_PART = /^[\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,3}(?: \d{1,2}(?=,))?/u;
/** Second words of multi-word country names that are not places alone ("Saudi Arabia", "United Kingdom"). */
const COUNTRY_TAIL = /^(?:arabia|kingdom|states|republic|islands|emirates|zealand|guinea|africa|korea|verde|rica|lanka|leone|timor)$/;

/** Length of the longest prefix of `part` that ends in a known place word ("Hellendoorn Saudi Arabia"), or 0. */
function placePrefix(part: string): number {
  let end = 0;
  let at = 0;
  let afterPlace = false;
  for (const w of part.split(' ')) {
    at += w.length;
    const lower = w.replace(/[.()]/g, '').toLowerCase();
    const place: boolean = (nameFlags(lower) & NAME_PLACE) !== 0 || (afterPlace && COUNTRY_TAIL.test(lower));
    // "…, south africa." ends the sentence: the period is not part of the country.
    if (place) end = w.endsWith('.') && lower.length > 3 ? at - 1 : at;
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
function placeTailEnd(text: string, from: number, afterUnit: boolean, caseless: boolean): number {
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
  return afterUnit ? unitPlaceEnd(text, from, caseless) : from;
}

/** A word of a place name on the address's line: letters, marks, inner apostrophes and hyphens. */
const PLACE_WORD = /\p{L}[\p{L}\p{M}'’-]*/uy;
/** Lower-case words inside a place name ("Paterna del Madera", "Begunje na Gorenjskem", "A Coruña"). */
const PLACE_PARTICLE = /^(?:de|del|della|di|da|do|dos|das|du|des|la|le|les|van|von|der|den|the|of|y|e|i|a|na|nad|pod|am|an|im|sur|and)$/;
const MAX_PLACE_WORDS = 6;

/**
 * Whether a word may be part of a city, region or country name written after a unit; `strict` also rules out
 * English words ("Monday", "last") and first names ("Apt. 5 John said"), which only a known place after them
 * admits ("Milford New Zealand").
 */
function placeWordKind(word: string, caseless: boolean, first: boolean): 'place' | 'strict' | 'loose' | null {
  const lower = word.toLowerCase();
  if (PLACE_PARTICLE.test(lower)) return first ? null : 'loose';
  const flags = nameFlags(lower);
  if ((flags & NAME_PLACE) !== 0) return 'place';
  const capital = word[0] !== lower[0];
  if (!caseless && !capital) return null;
  if (caseless && FUNCTION_WORD.test(lower)) return null;
  // A region code ("ON", "SJ", "K" after a city); a lone capital first ("I think") is prose.
  if (word === word.toUpperCase() && !caseless) return word.length > 1 || !first ? 'strict' : null;
  // Without capitals a first name is as likely a place ("calgary alberta"); a clause end is still required.
  const unlikely = caseless ? NAME_DICT | NAME_COMMON : NAME_DICT | NAME_COMMON | NAME_FIRST;
  return (flags & unlikely) === 0 ? 'strict' : 'loose';
}

/**
 * End of a city, region or country written on the line of a unit, without a comma: "Suite 919 Lochem Gelderland",
 * "Apt. 501 POLSING OO", "Apt. 617 Paterna del Madera Latvia"; `from` when there is none. The place must end its
 * clause (line end, punctuation or a lower-case word) so that a sentence after the address is not read as a city.
 */
function unitPlaceEnd(text: string, from: number, caseless: boolean): number {
  if (text[from] !== ' ') return from;
  let at = from + 1;
  let strictEnd = from;
  let placeEnd = from;
  let strict = true;
  let afterName = false;
  for (let i = 0; i < MAX_PLACE_WORDS; i++) {
    PLACE_WORD.lastIndex = at;
    const m = PLACE_WORD.exec(text);
    const kind = m ? placeWordKind(m[0], caseless, i === 0) : null;
    if (kind === null) break;
    at += m![0].length;
    const particle = PLACE_PARTICLE.test(m![0].toLowerCase());
    // "Åland Islands", "Saudi Arabia": a country's second word after a name.
    if (kind === 'place' || (afterName && COUNTRY_TAIL.test(m![0].toLowerCase()))) placeEnd = at;
    else if (kind === 'loose' && !particle) strict = false;
    if (strict && !particle) strictEnd = at;
    if (!particle) afterName = kind === 'place' || kind === 'strict';
    if (text[at] !== ' ') break;
    at++;
  }
  const end = Math.max(strictEnd, placeEnd);
  if (end === from) return from;
  const next = text.slice(end, end + 2);
  const endsClause =
    end === text.length || /^[\n,.;:!?)]/.test(next) || (caseless ? FUNCTION_WORD.test(wordAfter(text, end)) : /^ \p{Ll}/u.test(next));
  return endsClause ? end : from;
}

/** The lower-case word after the space at `at` (at most 8 letters), or ''. */
function wordAfter(text: string, at: number): string {
  const m = /^ (\p{Ll}{1,8})(?!\p{L})/u.exec(text.slice(at, at + 10));
  return m ? m[1]! : '';
}

/** The unit on a garbled line after an address ("\n??? Apt. 050"): a secondary address of its own. */
const DETACHED_UNIT = /\n[ \t]*[?\uFFFD]+[ \t]*((?:apt|apartment|suite|ste|unit)\.? ?#?(?=[A-Za-z0-9-]{0,6}\d)[A-Za-z0-9-]{1,7})(?![\p{L}\d])/iuy;

function isEnglishWord(word: string): boolean {
  const flags = nameFlags(word);
  return (flags & NAME_PLACE) === 0 && (flags & (NAME_DICT | NAME_COMMON)) !== 0;
}

/** End of a country written after a tail's code (", Switzerland", "\n United States"), or `end`. */
function withCountry(text: string, end: number): number {
  COUNTRY_AFTER.lastIndex = end;
  const m = COUNTRY_AFTER.exec(text);
  if (!m || MARKED_BREAK.test(m[0])) return end;
  const place = placePrefix(m[1]!);
  const placeEnd = COUNTRY_AFTER.lastIndex - m[1]!.length + place;
  return place > 0 && /^(?:$|[\n,.;:!?)]| \p{Ll})/u.test(text.slice(placeEnd, placeEnd + 2)) ? placeEnd : end;
}

/**
 * End of a second street name written on the street's line before a unit ("11 Souterhead Road Gregersen Prairie\n
 * Suite 445": an estate or locality named like a street), or `end`. Without the unit after it, it is not read.
 */
function localityEnd(text: string, end: number, caseless: boolean): number {
  if (text[end] !== ' ') return end;
  // "87 van Gijn Summit": a name particle may open the name.
  const first = /^\p{Ll}{1,3} (?=\p{Lu})/u.exec(text.slice(end + 1, end + 6));
  if (!(caseless || isUpperCase(text[end + 1] ?? '') || (first !== null && PARTICLE.test(first[0].trimEnd())))) return end;
  const words = readWords(text, end + 1);
  const street = streetEnd(text, words);
  if (street.end < 0 || street.prefixed) return end;
  UNIT.lastIndex = street.end;
  return UNIT.test(text) ? street.end : end;
}

/**
 * How far an address grows past its street; `postal` is the code of a tail read as separate fields, `unit` a
 * unit on a garbled line after it; both are left out of the address.
 */
export interface Grown {
  end: number;
  parts: number;
  numbered: boolean;
  postal: { start: number; end: number } | null;
  unit: { start: number; end: number } | null;
  /** Whether the address ends in a postal code of its own tail (", Räsna, North Korea 12373"). */
  coded?: boolean;
}

/**
 * Grows an address from the end of its street over a house number, units and a city/region/postal-code tail.
 * A tail on the same line (", Springfield, IL 62704", " Lochem Gelderland" after a unit) and a plain block on the
 * following lines ("\n Suite 343\n Pärnu\n Estonia 62031") belong to the address (decisions.md: city, state and
 * ZIP when present). Lines marked as separate fields (isSplitBlock) leave the address at its units.
 */
export function growTail(text: string, end: number, prefixed: boolean, caseless: boolean, houseNumbered = false): Grown {
  let parts = 0;
  let numbered = false;
  if (prefixed) {
    const streetEnd = end;
    TRAILING_NUMBER.lastIndex = end;
    const m = TRAILING_NUMBER.exec(text);
    if (m) {
      const period = m[2] !== undefined && (PERIOD_NUMBERED.test(text.slice(Math.max(0, end - 8), end)) || PERIOD_CONTINUES.test(text.slice(end + m[0].length, end + m[0].length + 11)));
      end += m[0].length - (m[2] !== undefined && !period ? 1 : 0);
      numbered = true;
    }
    // With its house number before the street, a number after it is a postcode when a city follows.
    CODE_CITY.lastIndex = houseNumbered && m !== null && m[1]!.length >= 4 ? streetEnd : end;
    const city = CODE_CITY.exec(text);
    // "12 Main Street 2024 Annual Report": a year and English words are not a postcode and city.
    if (city && !isEnglishWord(city[1]!)) {
      const tail = withCountry(text, CODE_CITY.lastIndex);
      return { end: tail, parts: parts + 1, numbered: true, postal: null, unit: null, coded: true };
    }
  }
  end = localityEnd(text, end, caseless);
  // Up to two secondary units ("Suite 967 Apt. 267").
  for (let i = 0; i < 2; i++) {
    UNIT.lastIndex = end;
    const unit = UNIT.exec(text);
    if (!unit) break;
    end += unit[0].length;
    if (i === 0) parts++;
  }
  DETACHED_UNIT.lastIndex = end;
  const detached = DETACHED_UNIT.exec(text);
  if (detached) {
    const start = end + detached[0].length - detached[1]!.length;
    return { end, parts, numbered, postal: null, unit: { start, end: start + detached[1]!.length } };
  }
  US_TAIL.lastIndex = end;
  const tail = US_TAIL.exec(text);
  let postal: PostalTail | null = null;
  if (tail && US_STATE_CODES.has(tail[2]!)) {
    const tailEnd = end + tail[0].length;
    postal = { end: tailEnd, block: tail[0].includes('\n') && !tail[0].includes(','), code: { start: tailEnd - tail[3]!.length, end: tailEnd } };
  } else postal = postalTail(text, end);
  if (postal === null) {
    const block = placeBlockEnd(text, end);
    if (block > end) return { end: block, parts: parts + 1, numbered, postal: null, unit: null };
    const place = placeTailEnd(text, end, parts > 0, caseless);
    return { end: place, parts: place > end ? parts + 1 : parts, numbered, postal: null, unit: null };
  }
  if (postal.block) return { end, parts, numbered, postal: postal.code, unit: null };
  return { end: withCountry(text, postal.end), parts: parts + 1, numbered, postal: null, unit: null, coded: true };
}
