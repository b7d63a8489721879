/**
 * What follows a street: a trailing house number, secondary units, a postcode and city, and a tail of places
 * and a postal code on the same line or on the following lines of a block address (block.ts, places.ts).
 */
import { US_STATE_CODES } from '../../lexicons/places.js';
import { asciiDigitRun, isAsciiDigit, isAsciiLetter, isAsciiUpper } from '../../pipeline/boundary.js';
import { placeBlockEnd, postalTail, withCountry, type PostalTail } from './block.js';
import { isEnglishWord, placeTailEnd } from './places.js';
import { endOf, isPrefixed, streetEnd } from './street.js';
import { PARTICLE, isUpperCase, readWords, Words } from './words.js';

/** Words of a locality after a street (the street's own words are still held by the caller). */
const localityWords = new Words();

/**
 * A house number after the street, with the '.' written after it in some countries ("kapu 39.") or a second number
 * after '/' (building and flat, "Marszałkowska 84/92", "Českého odboje 1735/12"); not a decimal ("POSIX 1003.1").
 */
const TRAILING_NUMBER = /(?: |,? (?:[Nn][Rr]|[Nn][Oo]|[Nn]\.?[º°o]|[Nn]úm|[Nn]um)[.:]? ?)(\d{1,5}[A-Za-z]?(?:\/\d{1,3}[A-Za-z]?)?)(\.)?(?![\d\p{L}/]|\.\d)/uy;
/** Hungarian designators: the house number after them is written with a period ("Király u. 15.", "Erzsébet tér 92."). */
const PERIOD_NUMBERED = /(?:^|\s)(?:u\.|utca|út|útja|tér|köz|krt\.|körút|rkp\.|sor|fasor|sétány|kapu|dűlő)$/iu;
/** What may follow a house number's '.' when it is not a sentence end: a unit, a comma, lower-case words. */
const PERIOD_CONTINUES = /^(?: ?[,\p{Ll}\d]| (?:[Aa]pt|[Aa]partment|[Ss]uite|[Uu]nit)\b)/u;
export const UNIT = / ?[,–-]? ?(?:\n[ >]*)?(?:apt|apartment|suite|ste|unit|room|rm|floor|fl|bldg|building|#)\.? ?#?(?=[A-Za-z0-9-]{0,6}\d)[A-Za-z0-9-]{1,7}(?![\p{L}\d])/iuy;
/**
 * Units as Romance-language and Romanian addresses write them, after the house number: Spanish "depto. 1204",
 * "dpto. 3B", "piso 3 b", "of. 501"; Portuguese "apto 12", "sala 4"; Italian "int. 5", "scala B"; Romanian "bl. B2",
 * "sc. A", "et. 3", "ap. 7". A short abbreviation needs its period ("et." not the conjunction "et"); a lone letter
 * may be the value ("sc. A") or follow a floor number ("piso 3 b") when the clause ends after it.
 */
const LOCAL_UNIT =
  /,? (?:(?:depto|dpto|dept|apto|of|int|bl|sc|et|ap|esc|pta)\.|departamento|apartamento|piso|planta|oficina|sala|interno|scala|bloc|bloque|scara|etaj|escalera|puerta) ?(?:\d{1,2} [A-Za-z](?=$|[\n,.;:)])|\d{1,4}[A-Za-z]?|[A-Z]\d{0,2})(?![\p{L}\d])/uy;
/**
 * A floor written as an ordinal, with its side, as Portuguese and Spanish addresses do: ", 2.º Esq.", ", 3º Dto",
 * ", 1.º andar", ", r/c Dto.", ", 4ºA", ", 5º 2ª".
 */
const FLOOR = /,? (?:\d{1,2}\.?[º°ª]|r\/c|R\/C)(?: ?(?:[Ee]sq|[Dd]to|[Dd]ta|[Dd]ir|[Ff]rente|[Tt]rás|andar|[A-Z]|\d{1,2}\.?[ºª])\.?)?(?![\p{L}\d])/uy;
/**
 * "Springfield, IL 62704"; mailing labels often put two spaces before the ZIP ("Boston, MA  02110-1301"). Read by
 * usTailEnd() where the city's words are ASCII; the pattern reads the rest.
 */
export const US_TAIL = /(?:, ?| ?\n[ >]*| )(\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}),? ([A-Z]{2}),? {1,2}(\d{5}(?:-\d{4})?)(?!\d)/uy;
/** A second number after a numbered road, when a unit follows it. */
const SECOND_NUMBER = / \d{1,4}(?= ?,? ?(?:[Aa]pt|[Ss]uite|[Uu]nit)\b)/y;
/** A postcode and city after the street and its number: "42 Rue de Rivoli 75001 Paris", "Bahnhofstrasse 12 8001 Zürich". */
const CODE_CITY = / \d{4,5} (\p{Lu}[\p{L}\p{M}'’-]*)(?: \p{Lu}[\p{L}\p{M}'’-]*){0,2}(?=$|[\n,.;:!?)]| \p{Ll})/uy;
/** The unit on a garbled line after an address ("\n??? Apt. 050"): a secondary address of its own. */
const DETACHED_UNIT = /\n[ \t]*[?\uFFFD]+[ \t]*((?:apt|apartment|suite|ste|unit)\.? ?#?(?=[A-Za-z0-9-]{0,6}\d)[A-Za-z0-9-]{1,7})(?![\p{L}\d])/iuy;

/** One to three lower-case letters and a space before a capital: a name particle's shape ("van Gijn"). */
const PARTICLE_SHAPE = /^\p{Ll}{1,3} (?=\p{Lu})/u;

/** Whether a name particle ("van", "de") opens a name at `at`. */
function particleOpens(text: string, at: number): boolean {
  const first = PARTICLE_SHAPE.exec(text.slice(at, at + 5));
  return first !== null && PARTICLE.test(first[0].trimEnd());
}

/**
 * End of a second street name written on the street's line before a unit ("11 Souterhead Road Gregersen Prairie\n
 * Suite 445": an estate or locality named like a street), or `end`. Without the unit after it, it is not read.
 */
function localityEnd(text: string, units: Uint16Array, end: number, caseless: boolean): number {
  if (units[end]! !== 32) return end;
  // "87 van Gijn Summit": a name particle may open the name.
  if (!(caseless || isUpperCase(text[end + 1] ?? '') || particleOpens(text, end + 1))) return end;
  const street = streetEnd(text, units, readWords(text, units, end + 1, localityWords));
  if (street < 0 || isPrefixed(street)) return end;
  const at = endOf(street);
  if (!mayOpenUnit(units, at)) return end;
  UNIT.lastIndex = at;
  return UNIT.test(text) ? at : end;
}

/** " <digit>" at `at`: how CODE_CITY and SECOND_NUMBER open. */
function isSpaceDigitAt(units: Uint16Array, at: number): boolean {
  const c = units[at + 1]!;
  return units[at]! === 32 && c >= 48 && c <= 57;
}

/** Whether TRAILING_NUMBER may match at `at`: " <digit>", " n…" or ", n…" (its number markers open with N or n). */
function mayOpenTrailingNumber(units: Uint16Array, at: number): boolean {
  const c = units[at]!;
  const next = units[at + 1]!;
  if (c === 32) return (next >= 48 && next <= 57) || (next | 32) === 110;
  return c === 44 && next === 32 && (units[at + 2]! | 32) === 110;
}

/** Length of a unit (UNIT, LOCAL_UNIT or FLOOR) at `at`, or 0; test() and lastIndex, no match array. */
function unitAt(text: string, units: Uint16Array, at: number): number {
  if (mayOpenUnit(units, at)) {
    UNIT.lastIndex = at;
    if (UNIT.test(text)) return UNIT.lastIndex - at;
  }
  // Every local unit and floor opens with a space, or a comma and a space, then a letter of its words or a digit.
  const c = units[at]!;
  const space = c === 44 ? at + 1 : at;
  if ((c !== 32 && c !== 44) || units[space]! !== 32) return 0;
  const first = units[space + 1]!;
  if (LOCAL_UNIT_FIRSTS.includes(first)) {
    LOCAL_UNIT.lastIndex = at;
    if (LOCAL_UNIT.test(text)) return LOCAL_UNIT.lastIndex - at;
  }
  if (!isAsciiDigit(first) && first !== 114 && first !== 82) return 0;
  FLOOR.lastIndex = at;
  return FLOOR.test(text) ? FLOOR.lastIndex - at : 0;
}

/** The units LOCAL_UNIT's words open with (it matches case as written): d, a, o, i, b, s, e, p. */
const LOCAL_UNIT_FIRSTS: readonly number[] = [100, 97, 111, 105, 98, 115, 101, 112];

/**
 * Whether UNIT may match at `at`: past its optional ' ', one of ",–-", ' ' and a line break with the spaces and '>'
 * after it, the unit word opens with one of its words' first two letters in either case (ap, su, st, un, ro, rm, fl,
 * bl, bu) or '#', or with a unit beyond ASCII in either place, which Unicode case folding may read as one ('ſ' as
 * 's'). Each optional part takes only units no unit word opens with, so the greedy walk lands where every match's
 * word starts. Most addresses end before ", Springfield", ", Boise" or " before".
 */
function mayOpenUnit(units: Uint16Array, at: number): boolean {
  let i = at;
  if (units[i]! === 32) i++;
  const c = units[i]!;
  if (c === 44 || c === 0x2013 || c === 45) i++;
  if (units[i]! === 32) i++;
  if (units[i]! === 10) {
    i++;
    while (units[i]! === 32 || units[i]! === 62) i++;
  }
  const w = units[i]!;
  const n = units[i + 1]!;
  if (w === 35 || w >= 128 || n >= 128) return true;
  const l = w | 32;
  const m = n | 32;
  if (l === 97) return m === 112;
  if (l === 115) return m === 117 || m === 116;
  if (l === 117) return m === 110;
  if (l === 114) return m === 111 || m === 109;
  if (l === 102) return m === 108;
  return l === 98 && (m === 108 || m === 117);
}

/** US_STATE_CODES as a table of two capitals ((first - 'A') * 26 + second - 'A'): read in place, no substring. */
const STATE_CODE_TABLE = new Uint8Array(26 * 26);
for (const code of US_STATE_CODES) STATE_CODE_TABLE[(code.charCodeAt(0) - 65) * 26 + code.charCodeAt(1) - 65] = 1;

/**
 * The postal tail US_TAIL matched from `end` to `tailEnd`, read from the match's bounds instead of its groups (one
 * match array and four substrings fewer per address); null when its state code is none. The ZIP is the last 5
 * units, or 10 with "-dddd" (a '-' 5 units from the end: the 5-digit form ends in five digits). Before it stand one
 * or two spaces, an optional ',', and the two capitals of the state code (neither a space nor a ',').
 */
function usTail(units: Uint16Array, end: number, tailEnd: number): PostalTail | null {
  const codeStart = tailEnd - (units[tailEnd - 5]! === 45 ? 10 : 5);
  let at = codeStart - 1;
  if (units[at - 1]! === 32) at--;
  if (units[at - 1]! === 44) at--;
  if (STATE_CODE_TABLE[(units[at - 2]! - 65) * 26 + units[at - 1]! - 65] !== 1) return null;
  let lineBreak = false;
  let comma = false;
  for (let i = end; i < tailEnd; i++) {
    const c = units[i]!;
    if (c === 10) lineBreak = true;
    else if (c === 44) comma = true;
  }
  US_POSTAL.end = tailEnd;
  US_POSTAL.block = lineBreak && !comma;
  US_POSTAL.code.start = codeStart;
  US_POSTAL.code.end = tailEnd;
  return US_POSTAL;
}

/** usTailEnd()'s answer where a unit beyond ASCII stands where US_TAIL reads \p{Lu} or \p{L}. */
const BEYOND_ASCII = -2;

/** Where US_TAIL's match from `end` ends, or -1 when it does not match there. */
export function usTailAt(text: string, units: Uint16Array, end: number): number {
  const at = usTailEnd(units, end);
  if (at !== BEYOND_ASCII) return at;
  US_TAIL.lastIndex = end;
  return US_TAIL.test(text) ? US_TAIL.lastIndex : -1;
}

/**
 * US_TAIL by char codes: where its match from `end` ends, -1 when there is none, BEYOND_ASCII when the pattern must
 * read. Each of its steps has one way to go, so no backtracking is needed: the opener is told by its first unit; a
 * word runs to the first unit its class does not hold, and a shorter one would leave a letter where ',' or ' ' must
 * follow; and at most one word end is followed by a state and a ZIP (the state of one is the next word, after which a
 * digit stands where a capital must), so the first found is the match. The ZIP takes "-dddd" unless a digit follows
 * it. The pattern took 0.44 µs a call where the analysis makes it (bench/regex-census.ts --time, session 36).
 */
function usTailEnd(units: Uint16Array, end: number): number {
  const opener = units[end]!;
  let i = end + 1;
  if (opener === 44) {
    if (units[i]! === 32) i++;
  } else if (opener === 10 || (opener === 32 && units[i]! === 10)) {
    if (opener === 32) i++;
    while (units[i]! === 32 || units[i]! === 62) i++;
  } else if (opener !== 32) return -1;
  // Up to four words: a capital, then letters, '.', '\'' or '-' ('’' and letters beyond ASCII are the pattern's).
  for (let words = 1; ; words++) {
    const c = units[i]!;
    if (c >= 128) return BEYOND_ASCII;
    if (!isAsciiUpper(c)) return -1;
    i++;
    for (;;) {
      const d = units[i]!;
      if (isAsciiLetter(d) || d === 46 || d === 39 || d === 45) i++;
      else if (d >= 128) return BEYOND_ASCII;
      else break;
    }
    const zipEnd = stateAndZipEnd(units, i);
    if (zipEnd >= 0) return zipEnd;
    if (words === 4 || units[i]! !== 32) return -1;
    i++;
  }
}

/** The end of US_TAIL's `,? ([A-Z]{2}),? {1,2}(\d{5}(?:-\d{4})?)(?!\d)` from `at`, or -1. */
function stateAndZipEnd(units: Uint16Array, at: number): number {
  let i = at;
  if (units[i]! === 44) i++;
  if (units[i]! !== 32 || !isAsciiUpper(units[i + 1]!) || !isAsciiUpper(units[i + 2]!)) return -1;
  i += 3;
  if (units[i]! === 44) i++;
  if (units[i]! !== 32) return -1;
  i++;
  if (units[i]! === 32) i++;
  if (asciiDigitRun(units, i, 5) < 5) return -1;
  i += 5;
  if (units[i]! === 45 && asciiDigitRun(units, i + 1, 5) === 4) return i + 5;
  return isAsciiDigit(units[i]!) ? -1 : i;
}

/** usTail's answer, reused: growTail reads it before it reads another tail. */
const US_POSTAL: PostalTail = { end: 0, block: false, code: { start: 0, end: 0 } };

/**
 * How far an address grows past its street; [postalStart, postalEnd) is the code of a tail read as separate fields,
 * [unitStart, unitEnd) a unit on a garbled line after it (each start -1 when there is none); both are left out of
 * the address.
 */
export interface Grown {
  end: number;
  parts: number;
  numbered: boolean;
  /** Whether the address ends in a postal code of its own tail (", Räsna, North Korea 12373"). */
  coded: boolean;
  postalStart: number;
  postalEnd: number;
  unitStart: number;
  unitEnd: number;
}

/**
 * growTail's answer: one object, refilled by each call (an address is pushed or dropped before the next street is
 * grown), so that reading a street allocates nothing when no address is found.
 */
const result: Grown = { end: 0, parts: 0, numbered: false, coded: false, postalStart: -1, postalEnd: -1, unitStart: -1, unitEnd: -1 };

function grown(end: number, parts: number, numbered: boolean, coded: boolean): Grown {
  result.end = end;
  result.parts = parts;
  result.numbered = numbered;
  result.coded = coded;
  result.postalStart = -1;
  result.postalEnd = -1;
  result.unitStart = -1;
  result.unitEnd = -1;
  return result;
}

/**
 * Grows an address from the end of its street over a house number, units and a city/region/postal-code tail.
 * A tail on the same line (", Springfield, IL 62704", " Lochem Gelderland" after a unit) and a plain block on the
 * following lines ("\n Suite 343\n Pärnu\n Estonia 62031") belong to the address (decisions.md: city, state and
 * ZIP when present). Lines marked as separate fields (isSplitBlock) leave the address at its units. The answer is
 * valid until the next call.
 */
export function growTail(text: string, units: Uint16Array, end: number, prefixed: boolean, caseless: boolean, houseNumbered = false): Grown {
  let parts = 0;
  let numbered = false;
  if (prefixed) {
    const streetEnd = end;
    TRAILING_NUMBER.lastIndex = end;
    const m = mayOpenTrailingNumber(units, end) ? TRAILING_NUMBER.exec(text) : null;
    if (m) {
      const period = m[2] !== undefined && (PERIOD_NUMBERED.test(text.slice(Math.max(0, end - 8), end)) || PERIOD_CONTINUES.test(text.slice(end + m[0].length, end + m[0].length + 11)));
      end += m[0].length - (m[2] !== undefined && !period ? 1 : 0);
      numbered = true;
      // A road number, then the house number before a unit ("Strada Provinciale 65 22 Suite 455").
      SECOND_NUMBER.lastIndex = end;
      if (isSpaceDigitAt(units, end) && SECOND_NUMBER.exec(text)) end = SECOND_NUMBER.lastIndex;
    }
    // With its house number before the street, a number after it is a postcode when a city follows.
    CODE_CITY.lastIndex = houseNumbered && m !== null && m[1]!.length >= 4 ? streetEnd : end;
    const city = isSpaceDigitAt(units, CODE_CITY.lastIndex) ? CODE_CITY.exec(text) : null;
    // "12 Main Street 2024 Annual Report": a year and English words are not a postcode and city.
    if (city && !isEnglishWord(city[1]!)) {
      const tail = withCountry(text, CODE_CITY.lastIndex);
      return grown(tail, parts + 1, true, true);
    }
  }
  end = localityEnd(text, units, end, caseless);
  // Up to four secondary units ("Suite 967 Apt. 267", "bl. B2, sc. A, et. 3, ap. 7").
  for (let i = 0; i < 4; i++) {
    const unit = unitAt(text, units, end);
    if (unit === 0) break;
    end += unit;
    if (i === 0) parts++;
  }
  DETACHED_UNIT.lastIndex = end;
  const detached = units[end]! === 10 ? DETACHED_UNIT.exec(text) : null;
  if (detached) {
    const start = end + detached[0].length - detached[1]!.length;
    const answer = grown(end, parts, numbered, false);
    answer.unitStart = start;
    answer.unitEnd = start + detached[1]!.length;
    return answer;
  }
  const tailEnd = usTailAt(text, units, end);
  const tail = tailEnd >= 0 ? usTail(units, end, tailEnd) : null;
  const postal = tail ?? postalTail(text, units, end);
  if (postal === null) {
    const block = placeBlockEnd(text, units, end);
    if (block > end) return grown(block, parts + 1, numbered, false);
    const place = placeTailEnd(text, end, parts > 0, caseless);
    return grown(place, place > end ? parts + 1 : parts, numbered, false);
  }
  if (postal.block) {
    const answer = grown(end, parts, numbered, false);
    answer.postalStart = postal.code.start;
    answer.postalEnd = postal.code.end;
    return answer;
  }
  return grown(withCountry(text, postal.end), parts + 1, numbered, true);
}
