/**
 * Place names after a street: which words are places ("Hellendoorn Saudi Arabia"), and the city, region or
 * country written after commas (", Tubize, Belgium") or after a unit on the same line (" Lochem Gelderland").
 */
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_PLACE, nameFlags } from '../../lexicons/person-names.js';
import { CA_PROVINCE_CODES, US_STATE_CODES } from '../../lexicons/places.js';
import { FUNCTION_WORD } from './words.js';

export function isLineEnd(text: string, at: number): boolean {
  return at === text.length || /^[\n.?!;]/.test(text[at]!);
}

/** Up to four words of a tail part on one line ("Tubize", "Saudi Arabia", "NUNGATTA Australia last night"). */
const PLACE_PART = /^[\p{L}][\p{L}\p{M}.'’()-]*(?: [\p{L}][\p{L}\p{M}.'’()-]*){0,3}(?: \d{1,2}(?=,))?/u;
/** Second words of multi-word country names that are not places alone ("Saudi Arabia", "United Kingdom"). */
const COUNTRY_TAIL = /^(?:arabia|kingdom|states|republic|islands|emirates|zealand|guinea|africa|korea|verde|rica|lanka|leone|timor)$/;

/** Length of the longest prefix of `part` that ends in a known place word ("Hellendoorn Saudi Arabia"), or 0. */
export function placePrefix(part: string): number {
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

/** A city and its postal district number ("Dublin 6", "Dublin 6W"), ending its clause. */
const CITY_DISTRICT = /, ?(\p{Lu}\p{Ll}+) \d{1,2}[A-Z]?(?=$|[\n.,;:!?)])/uy;

/**
 * End of ", <city> <district>" after a street, or `from`: a city divided into numbered postal districts names
 * the district after it (Dublin 1–24), and the pair ends the address. The city must be a known place.
 */
function districtEnd(text: string, from: number): number {
  CITY_DISTRICT.lastIndex = from;
  const m = CITY_DISTRICT.exec(text);
  if (!m || (nameFlags(m[1]!.toLowerCase()) & NAME_PLACE) === 0) return from;
  // A decimal ("Dublin 6.5") is no district.
  if (text[CITY_DISTRICT.lastIndex] === '.' && /\d/.test(text[CITY_DISTRICT.lastIndex + 1] ?? '')) return from;
  // An Eircode may follow the district (", Dublin 6, D06 F2K7").
  EIRCODE_AFTER.lastIndex = CITY_DISTRICT.lastIndex;
  return EIRCODE_AFTER.test(text) ? EIRCODE_AFTER.lastIndex : CITY_DISTRICT.lastIndex;
}

/** An Eircode (routing key: a letter and two digits, or D6W; then four letters or digits of the Eircode set) after a comma. */
const EIRCODE_AFTER = /, ?(?:[AC-FHKNPRTV-Y]\d\d|D6W) ?[AC-FHKNPRTV-Y\d]{4}(?![\p{L}\d])/uy;

/**
 * End of a same-line tail without a code that ends in a known place: ", Cite Guedouala, Tunisia" (a city and
 * a country or state after commas), or, right after a unit, " Hellendoorn Saudi Arabia" (decisions.md: city and
 * state belong to the address when present). A lone ", Toronto" is left out: it may be a separate item.
 */
export function placeTailEnd(text: string, from: number, afterUnit: boolean, caseless: boolean): number {
  if (text[from] === ',') {
    const district = districtEnd(text, from);
    if (district > from) return district;
    let at = from;
    for (let i = 0; i < 3 && text[at] === ','; i++) {
      const partStart = text[at + 1] === ' ' ? at + 2 : at + 1;
      const part = PLACE_PART.exec(text.slice(partStart, partStart + 64));
      if (!part) return from;
      // ", Springfield, IL", ", Toronto, ON": a state or province code ends the tail as its name would.
      const code = text.slice(partStart, partStart + 2);
      const stateCode = (US_STATE_CODES.has(code) || CA_PROVINCE_CODES.has(code)) && !/^[\p{L}\d]/u.test(text.slice(partStart + 2, partStart + 3));
      const placeEnd: number = i === 0 ? 0 : stateCode ? 2 : placePrefix(part[0]);
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

/** An English word that is not a place ("Annual", "Report"). */
export function isEnglishWord(word: string): boolean {
  const flags = nameFlags(word);
  return (flags & NAME_PLACE) === 0 && (flags & (NAME_DICT | NAME_COMMON)) !== 0;
}
