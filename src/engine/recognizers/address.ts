/**
 * ADDRESS: a street address anchored at a house number, or at a street designator written first
 * ("Via Roma 12"). The street must carry a designator: a USPS suffix after the name ("Oak Street"), a
 * foreign prefix ("Rue", "Calle", "Via") or a compound ending ("Bahnhofstrasse"). The span grows over a
 * trailing house number, a secondary unit ("Apt. 4", "Suite 210") and a US "City, ST 12345" tail.
 * Military (PSC/Unit … Box …, APO/FPO/DPO) and PO Box forms are matched whole.
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_PLACE, nameFlags } from '../lexicons/person-names.js';
import { US_STATE_CODES } from '../lexicons/places.js';
import { STREET_COMPOUND, STREET_PREFIXES, STREET_SUFFIXES } from '../lexicons/street-types.js';
import { isDigitAt, isWordUnitAt } from '../pipeline/boundary.js';
import { isNonAsciiWordUnit, TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';

const HOUSE_NUMBER = /(\d{1,6}[A-Za-z]?)(?:[ -](\d{1,5}))? /y;
/** A house number after the street; a '.' after it is kept ("kapu 39.") unless it ends the sentence. */
const TRAILING_NUMBER = / (\d{1,5}[A-Za-z]?)(?:\.(?! ?\p{Lu}|\s*$|\n))?(?![\d\p{L}])/uy;
const UNIT = / ?,? ?(?:\n[ >?]*)?(?:apt|apartment|suite|ste|unit|room|rm|floor|fl|bldg|building|#)\.? ?#?(?=[A-Za-z0-9-]{0,6}\d)[A-Za-z0-9-]{1,7}(?![\p{L}\d])/iuy;
const US_TAIL = /(?:, ?| ?\n[ >]*| )(\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}),? ([A-Z]{2}),? (\d{5}(?:-\d{4})?)(?!\d)/uy;
const DIRECTION = /^(?:n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?$/i;
const PARTICLE = /^(?:de|del|della|delle|dello|degli|dei|di|da|do|dos|das|du|des|la|le|les|van|von|der|den|the|of|y|e|i|u|z|al|el|na|nad|pod)$/;
/** A street number written as an ordinal: "5th Avenue", "40th Street". */
const ORDINAL = /^\d{1,3}(?:st|nd|rd|th)$/i;
const MILITARY = /(?:(?:PSC|Unit|CMR) \d{3,5},? Box \d{3,5}|(?:USNS|USS|USNV|USCGC) \p{Lu}[\p{L}]+)(?:\s*\n\s*|, | )(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5}/uiy;
const MILITARY_LEAD = /(?:unit|psc|cmr) $/i;
const PO_BOX = /P\.? ?O\.? Box \d{1,6}|Post Office Box \d{1,6}/iy;
const MAX_WORDS = 7;
/** Farthest a house or box number may sit after the first word of a street-first address. */
const NUMBER_REACH = 64;
const FUNCTION_WORD = /^(?:in|its|it|the|of|and|a|an|to|for|on|at|with|is|was|are|my|our|your|his|her|their|this|that|from|by|as|or)$/;
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

/** A number + a named street with its designator is strong; each extra part (unit, city/state/ZIP) adds evidence. */
/** The code ending a block address's last line is as sure as a code after a place name (postal-code.ts). */
const ADDRESS_CONFIDENCE = { street: 0.8, prefixedNoNumber: 0.7, undesignated: 0.7, bare: 0.5, extraPart: 0.1, special: 0.9, blockPostal: 0.75 } as const;

interface Word {
  start: number;
  end: number;
  lower: string;
}

function isLetterUnit(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isNonAsciiWordUnit(c);
}

/**
 * Up to MAX_WORDS words from `from`, separated by single spaces: letters with inner apostrophes and hyphens,
 * an abbreviation's '.' ("St."). Reading stops before a number ("Via Roma 12"), a comma or a line break.
 */
function readWords(text: string, from: number): Word[] {
  const words: Word[] = [];
  let at = from;
  while (words.length < MAX_WORDS && (isLetterUnit(text.charCodeAt(at)) || (words.length === 0 && isDigitAt(text, at)))) {
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
    if (end < text.length && next !== ' ' && next !== ',' && next !== '\n' && next !== ')') break;
    const w = text.slice(at, end);
    const lower = w.toLowerCase().replace(/\.$/, '');
    // Prose ("in 2019 the company"): a lower-case function word ends the street.
    if (lower === w && FUNCTION_WORD.test(lower)) break;
    words.push({ start: at, end, lower });
    if (next !== ' ' || isDigitAt(text, end + 1)) break;
    at = end + 1;
  }
  return words;
}

/** The lower-case letters-only word at `at` ("quai" in "34 quai Saint-Nicolas"), at most 12 characters. */
function wordAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at < 12 && /\p{L}/u.test(text[end]!)) end++;
  return text.slice(at, end).toLowerCase();
}

function ordinalAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at < 6 && /[0-9A-Za-z]/.test(text[end]!)) end++;
  return text.slice(at, end);
}

function isUpperCase(ch: string): boolean {
  return ch !== ch.toLowerCase();
}

function isCapitalized(text: string, w: Word): boolean {
  // "d'Ouchy", "l'Église": an elided article before a capitalized name.
  const c = /^[dl]['’]/i.test(w.lower) ? text[w.start + 2]! : text[w.start]!;
  return c !== c.toLowerCase() || ORDINAL.test(w.lower);
}

/** End offset of the street name in `words`, or -1; `prefixed` says whether the designator came first. */
function streetEnd(text: string, words: Word[]): { end: number; prefixed: boolean } {
  if (words.length === 0) return { end: -1, prefixed: false };
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
    let end = words[suffixAt]!.end;
    const after = words[suffixAt + 1];
    if (after && DIRECTION.test(after.lower)) end = after.end;
    return { end, prefixed: false };
  }
  if (STREET_PREFIXES.has(words[0]!.lower) && words.length > 1) {
    // A lower-case designator ("rue de pologne", "via goffredo mameli") is followed by a lower-case name.
    const lowerStreet = !isCapitalized(text, words[0]!);
    let last = 0;
    for (let i = 1; i < words.length; i++) {
      if (isCapitalized(text, words[i]!) || (lowerStreet && !FUNCTION_WORD.test(words[i]!.lower)) || (PARTICLE.test(words[i]!.lower) && i + 1 < words.length)) last = i;
      else break;
    }
    while (last > 0 && PARTICLE.test(words[last]!.lower)) last--;
    return last > 0 ? { end: words[last]!.end, prefixed: true } : { end: -1, prefixed: false };
  }
  for (let i = 0; i < Math.min(words.length, 3); i++) {
    if (STREET_COMPOUND.test(words[i]!.lower) && words[i]!.lower.length > 4) return { end: words[i]!.end, prefixed: true };
  }
  return { end: -1, prefixed: false };
}

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
interface Grown {
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
function growTail(text: string, end: number, prefixed: boolean): Grown {
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

function push(out: Candidate[], start: number, end: number, confidence: number): void {
  out.push({ type: 'ADDRESS', start, end, confidence: Math.min(1, Math.round(confidence * 100) / 100), recognizer: 'address' });
}

/** Pushes an address grown from `start` and the postal code of its block tail, if any; returns where reading resumes. */
function pushGrown(out: Candidate[], start: number, grown: Grown, confidence: number): number {
  push(out, start, grown.end, confidence + grown.parts * ADDRESS_CONFIDENCE.extraPart);
  if (grown.postal === null) return grown.end;
  out.push({ type: 'POSTAL_CODE', ...grown.postal, confidence: ADDRESS_CONFIDENCE.blockPostal, recognizer: 'address' });
  return grown.postal.end;
}

/**
 * A unit written before the house number: "Apt. 712 21 Rue de Pologne", "Unit 5, 12 High Street"; when the
 * designator comes right before the number ("Apt. 675 62314 Mellemvej 32"), the first number is the unit's.
 */
const LEADING_UNIT = /(?:^|[^\p{L}\d])((?:apt|apartment|suite|ste|unit|flat)\.? ?#?(?:[A-Za-z]?\d{1,5}[A-Za-z]?,? )?)$/iu;

/** Where an address starting at `start` begins once a unit written before its number is included. */
function leadingUnitStart(text: string, start: number): number {
  const m = LEADING_UNIT.exec(text.slice(Math.max(0, start - 20), start));
  return m ? start - m[1]!.length : start;
}

/** An address starting at a house number; returns its end, or 0. */
function fromHouseNumber(text: string, start: number, tokenEnd: number, caseless: boolean, out: Candidate[]): number {
  // Military addresses written in lower case ("unit 1009 box 0219\ndpo ap 51065") start before the number.
  const military = MILITARY_LEAD.exec(text.slice(Math.max(0, start - 6), start));
  if (military) {
    const from = start - military[0].length;
    MILITARY.lastIndex = from;
    const m = MILITARY.exec(text);
    if (m) {
      push(out, from, from + m[0].length, ADDRESS_CONFIDENCE.special);
      return from + m[0].length;
    }
  }
  // Cheap gate before any regex: a space and a letter or digit must follow the number.
  if (tokenEnd - start > 7 || text.charCodeAt(tokenEnd) !== 32) return 0;
  const after = text.charCodeAt(tokenEnd + 1);
  if (!((after >= 65 && after <= 90) || (after >= 97 && after <= 122) || (after >= 48 && after <= 57) || after >= 0xc0)) return 0;
  HOUSE_NUMBER.lastIndex = start;
  const num = HOUSE_NUMBER.exec(text);
  if (!num) return 0;
  // Cheap gate before reading words: a letter must follow the number(s).
  // In a text with capitals, a street name is capitalized ("3 failed attempts" is prose); caseless text is read as is.
  const first = text.charCodeAt(start + num[0].length);
  const capital =
    (first >= 65 && first <= 90) ||
    (first >= 0xc0 && isUpperCase(text[start + num[0].length]!)) ||
    (first >= 48 && first <= 57 && ORDINAL.test(ordinalAt(text, start + num[0].length)));
  if (!capital && !caseless && !STREET_PREFIXES.has(wordAt(text, start + num[0].length))) return 0;
  const words = readWords(text, start + num[0].length);
  const street = streetEnd(text, words);
  if (street.end >= 0) {
    // A house number may also follow the street ("Piroska u. 97."), as in most of Europe.
    const grown = growTail(text, street.end, true);
    // A lower-case designator ("3 via email") needs more evidence: a number, unit or tail after the street.
    if (!capital && !caseless && !grown.numbered && grown.parts === 0 && grown.postal === null) return 0;
    return pushGrown(out, leadingUnitStart(text, start), grown, ADDRESS_CONFIDENCE.street);
  }
  // No designator: "<number> <Name Words> <number>" followed by a unit or a postal tail is the
  // street-then-number form of most of Europe ("35 Kromwater 38\n Apt. 705").
  // The name must not be ordinary words ("2017 Mar 4, #1532" is a date and an issue number).
  const named =
    words.length > 0 && words.length <= 4 && words.every((w) => isCapitalized(text, w) && !(nameFlags(w.lower) & (NAME_DICT | NAME_COMMON)));
  if (!named) return 0;
  const grown = growTail(text, words[words.length - 1]!.end, true);
  if (!grown.numbered) return 0;
  if (grown.parts === 0 && grown.postal === null) {
    // Bare "<number> <Name> <number>" ("172 Maneeži 75") must end its clause.
    if (!/^(?:$|[\n,.;)])/.test(text.slice(grown.end, grown.end + 1))) return 0;
    push(out, start, grown.end, ADDRESS_CONFIDENCE.bare);
    return grown.end;
  }
  return pushGrown(out, start, grown, ADDRESS_CONFIDENCE.undesignated);
}

/** An address starting at a capitalized word: PO Box, military, "Via Roma 12", "Bahnhofstrasse 5"; returns its end, or 0. */
function fromStreetWord(text: string, start: number, len: number, out: Candidate[]): number {
  const first = text[start];
  if ((first === 'P' || first === 'U' || first === 'C') && len <= 6) {
    for (const special of [MILITARY, PO_BOX]) {
      special.lastIndex = start;
      const m = special.exec(text);
      if (m) {
        return pushGrown(out, start, growTail(text, start + m[0].length, false), ADDRESS_CONFIDENCE.special);
      }
    }
  }
  if (text.charCodeAt(start + len) !== 32 || len > 24) return 0;
  const digitNext = isDigitAt(text, start + len + 1);
  if (!digitNext && len > 9) return 0;
  const word = text.slice(start, start + len).toLowerCase();
  if (digitNext && len > 5 && STREET_COMPOUND.test(word)) {
    return pushGrown(out, start, growTail(text, start + len, true), ADDRESS_CONFIDENCE.prefixedNoNumber);
  }
  const prefix = len <= 9 && STREET_PREFIXES.has(word);
  // An English word ("The", "Main") does not open a street-first address; foreign names do ("Hoge Wei 32").
  if (!prefix && nameFlags(word) & NAME_DICT) return 0;
  const words = readWords(text, start);
  const street = streetEnd(text, words);
  // Designator first ("Via Roma 12") or name, designator, number ("Hoge Wei 32"): either way a number follows.
  if (street.end < 0 || (prefix && !street.prefixed)) return 0;
  const grown = growTail(text, street.end, true);
  if (!grown.numbered) return 0;
  return pushGrown(out, start, grown, ADDRESS_CONFIDENCE.prefixedNoNumber);
}

export const addressRecognizer: Recognizer = {
  name: 'address',
  // A block address's last-line postal code is read here, where the block is known (growTail).
  entities: ['ADDRESS', 'POSTAL_CODE'],
  find({ text, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens, upperTokens } = anchors;
    let next = 0;
    for (const t of digitTokens) {
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next || (tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0 || isWordUnitAt(text, start - 1)) continue;
      const end = fromHouseNumber(text, start, tokenEnd[t]!, anchors.caseless, out);
      if (end > 0) next = end;
    }
    next = 0;
    let d = 0;
    for (const t of upperTokens) {
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next || isWordUnitAt(text, start - 1)) continue;
      // Every form read from a word (PO Box, military, "Via Roma 12") holds a number soon after it.
      while (d < digitTokens.length && tokenStart[digitTokens[d]!]! < start) d++;
      if (d === digitTokens.length || tokenStart[digitTokens[d]!]! - start > NUMBER_REACH) continue;
      const end = fromStreetWord(text, start, tokenEnd[t]! - start, out);
      if (end > 0) next = end;
    }
  },
};
