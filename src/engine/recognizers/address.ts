/**
 * ADDRESS: a street address anchored at a house number, at a street word ("Via Roma 12", "Bahnhofstrasse 5"),
 * or read back from a number in a text without capitals. The street carries a designator (address/street.ts) or,
 * without one, sits between a house number and a number with a unit or tail after it. The span grows over a
 * trailing house number, units and a city/region/postal tail, on the same line or as a block (address/tail.ts).
 * Military (PSC/Unit … Box …, APO/FPO/DPO), PO Box and intersection forms are matched whole, as are forms with an
 * order of their own: Japanese block numbers (address/japan.ts), Vietnamese house and lane numbers (address/vietnam.ts)
 * and South Asian chains of numbered parts (address/numbered.ts).
 */
import { candidate, CLAIM_CONFIDENCE, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { NAME_COMMON, NAME_DICT, nameFlags, nameFlagsAt } from '../lexicons/person-names.js';
import { isAsciiAlphanumeric, isAsciiDigit, isAsciiLetter, isDigitAt, isLetterUnit, isWordUnitAt } from '../pipeline/boundary.js';
import { isNonAsciiWordUnit, TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';
import { andFollows, cornerBefore, cornerStart, mayFollowCorner, secondStreetEnd } from './address/intersection.js';
import { isNameFlags, isStreetNameFlags, namedStreetStart } from './address/names.js';
import { endOf, isCompoundStreet, isCompoundStreetAt, isPrefixed, PREFIX_WORDS, streetEnd, SUFFIX_WORDS } from './address/street.js';
import { japaneseAddress } from './address/japan.js';
import { numberedChain } from './address/numbered.js';
import { isEnglishWord } from './address/places.js';
import { growTail, UNIT, type Grown } from './address/tail.js';
import { mayBeVietnamese, soBefore, vietnameseAddress } from './address/vietnam.js';
import { WordSet } from '../lexicons/word-set.js';
import { isCapitalized, isDirection, isFunctionWord, isLowerFunctionWordAt, isParticle, isUpperCase, MAX_STREET_WORDS, ordinalIsAt, readWords, wordAtEnd, Words } from './address/words.js';

/** The words of the street being read (intersections and localities read theirs into lists of their own). */
const streetWords = new Words();

/** Added to houseNumberEnd's answer when a second number follows the first ("38 124 N. Stadion"). */
const SECOND_NUMBER_FLAG = 2 ** 30;

/**
 * End of a house number at `start` with the space after it, as /(\d{1,6}[A-Za-z]?)(?:[ -](\d{1,5}))? /y reads it,
 * plus SECOND_NUMBER_FLAG when its second group matched; -1 when there is none. By char codes: no match array.
 */
function houseNumberEnd(text: string, units: Uint16Array, start: number): number {
  let p = start;
  while (p < text.length && isAsciiDigit(units[p]!)) p++;
  const digits = p - start;
  if (digits < 1 || digits > 6) return -1;
  const c = units[p]!;
  // A letter after five digits or more is a hash or an id ("319889b Removed …"), not "221B"; a 'K' counts thousands
  // ("the 29K Technical Support Center", "100K Users").
  if (isAsciiLetter(c) && (digits > 5 || (c | 32) === 107)) return -1;
  const q = isAsciiLetter(c) ? p + 1 : p;
  const sep = units[q]!;
  if (sep === 32 || sep === 45) {
    let m = q + 1;
    while (m < text.length && isAsciiDigit(units[m]!)) m++;
    const second = m - q - 1;
    if (second >= 1 && second <= 5 && units[m]! === 32) return m + 1 + SECOND_NUMBER_FLAG;
  }
  return sep === 32 ? q + 1 : -1;
}
const MILITARY = /(?:(?:PSC|Unit|CMR) \d{3,5},? Box \d{3,5}|(?:USNS|USS|USNV|USCGC) \p{Lu}[\p{L}]+)(?:\s*\n\s*|, | )(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5}/uiy;
/** Length of "unit " / "psc " / "cmr " (any case) ending at `start`, or 0: MILITARY_LEAD read by char codes. */
function militaryLeadLength(units: Uint16Array, start: number): number {
  if (units[start - 1]! !== 32) return 0;
  const a = units[start - 4]! | 32;
  const b = units[start - 3]! | 32;
  const c = units[start - 2]! | 32;
  if (start >= 5 && (units[start - 5]! | 32) === 117 && a === 110 && b === 105 && c === 116) return 5;
  if (start >= 4 && ((a === 112 && b === 115 && c === 99) || (a === 99 && b === 109 && c === 114))) return 4;
  return 0;
}
/**
 * Whether MILITARY may match at a capitalized word of `len` units: its first word is PSC, Unit, CMR, USNS, USS,
 * USNV or USCGC, three to five letters and a space. Not their letters: under /iu "ſ" and "K" (Kelvin) fold into them.
 */
function mayOpenMilitary(units: Uint16Array, start: number, len: number): boolean {
  const first = units[start]!;
  return len >= 3 && len <= 5 && first !== 65 && units[start + len]! === 32;
}

/**
 * Whether PO_BOX may match at `start`, by its first two or three units (any ASCII case; without /u no other unit
 * folds into them): "P.", "P ", "Po…" (P.O. Box, PO Box, Post…), "Cai"/"Cas" (Caixa, Casella), "Ap" (Apartado, Apdo).
 */
function mayOpenPoBox(units: Uint16Array, start: number): boolean {
  const a = units[start]! | 32;
  const b = units[start + 1]!;
  if (a === 112) return b === 46 || b === 32 || (b | 32) === 111;
  if (a === 99) {
    const c = units[start + 2]! | 32;
    return (b | 32) === 97 && (c === 105 || c === 115);
  }
  return a === 97 && (b | 32) === 112;
}

/** Post-office boxes: English, Nordic, German, Dutch, Portuguese, Italian and Spanish names. */
const PO_BOX = /(?:P\.? ?O\.? Box|Post Office Box|Post ?box|Postboks|Postfach|Postbus|Caixa Postal|Casella Postale|Apartado(?: de correos)?|Apdo\.?) \d{1,6}/iy;
/** First letters (lower-cased by `| 32`) of the box names in PO_BOX: a cheap gate before the regex. */
const BOX_INITIAL: ReadonlySet<number> = new Set([0x70, 0x63, 0x61]);
/** Farthest a house or box number may sit after the first word of a street-first address. */
const NUMBER_REACH = 64;
/** Where the next number token starts once the word loop is past the last one: beyond any text. */
const NO_NUMBER = 0x7fffffff;

/**
 * A number + a named street with its designator is strong; each extra part (unit, city/state/ZIP) adds evidence.
 * A street named after a person must outrank the name (0.85 ties a first name + surname and is longer). The code
 * ending a split block's last line is as sure as a code after a place name (postal-code.ts).
 */
const ADDRESS_CONFIDENCE = { street: 0.85, prefixedNoNumber: 0.8, undesignated: 0.8, bare: 0.5, extraPart: 0.1, special: 0.9, blockPostal: 0.75, detachedUnit: 0.7 } as const;

function push(out: Candidate[], start: number, end: number, confidence: number): void {
  out.push(candidate('ADDRESS', start, end, Math.min(1, Math.round(confidence * 100) / 100), 'address'));
}

/** Pushes an address grown from `start` and the postal code of its block tail, if any; returns where reading resumes. */
function pushGrown(out: Candidate[], start: number, grown: Grown, confidence: number): number {
  push(out, start, grown.end, confidence + grown.parts * ADDRESS_CONFIDENCE.extraPart);
  if (grown.unitStart >= 0) {
    push(out, grown.unitStart, grown.unitEnd, ADDRESS_CONFIDENCE.detachedUnit);
    return grown.unitEnd;
  }
  if (grown.postalStart < 0) return grown.end;
  out.push(candidate('POSTAL_CODE', grown.postalStart, grown.postalEnd, ADDRESS_CONFIDENCE.blockPostal, 'address'));
  return grown.postalEnd;
}

/**
 * A unit written before the house number: "Apt. 712 21 Rue de Pologne", "Unit 5, 12 High Street", "Flat 2/1, 31 …"
 * (Glasgow's floor/flat); when the designator comes right before the number ("Apt. 675 62314 Mellemvej 32"), the
 * first number is the unit's. "No." before the number is the house number's word ("Room 1203, No. 88 Century Avenue").
 */
const LEADING_UNIT = /(?:^|[^\p{L}\d])((?:apt|apartment|suite|ste|unit|flat|room)\.? ?#?(?:[A-Za-z]?\d{1,5}[A-Za-z]?(?:\/\d{1,3}[A-Za-z]?)?,? )?(?:No\. ?)?|No\. ?)$/iu;

/**
 * Whether LEADING_UNIT's group may end at `start`: it ends in a designator's last letter (t, e, m), '.', '#', or a
 * space after one of those, after ',' or after a unit number (a digit, or a letter after one). Under /iu "ſ" and
 * "K" (Kelvin) are letters of [A-Za-z] too. Most house numbers ("to 123 Maple") are let go without the regex.
 */
function mayEndLeadingUnit(units: Uint16Array, start: number): boolean {
  const c1 = units[start - 1]!;
  if (c1 === 46 || c1 === 35 || isUnitLetterEnd(c1)) return true;
  if (c1 !== 32) return false;
  const c2 = units[start - 2]!;
  if (c2 === 46 || c2 === 44 || isAsciiDigit(c2) || isUnitLetterEnd(c2)) return true;
  return (isAsciiLetter(c2) || c2 === 0x17f || c2 === 0x212a) && isAsciiDigit(units[start - 3]!);
}

/** The last letter of a unit designator LEADING_UNIT reads (apt, suite, room …): t, e or m in either case. */
function isUnitLetterEnd(c: number): boolean {
  const l = c | 32;
  return c < 128 && (l === 116 || l === 101 || l === 109);
}

/** Where an address starting at `start` begins once a unit written before its number is included. */
function leadingUnitStart(text: string, units: Uint16Array, start: number): number {
  if (!mayEndLeadingUnit(units, start)) return start;
  const m = LEADING_UNIT.exec(text.slice(Math.max(0, start - 24), start));
  return m ? start - m[1]!.length : start;
}

/** A word written in capitals only, like an acronym ("SDK", "RSA"). */
function isAllCaps(text: string, units: Uint16Array, words: Words, i: number): boolean {
  const start = words.start[i]!;
  const end = words.end[i]!;
  // ASCII, read by char codes: no lower-case letter and an upper-case one (what the case-mapping test below asks).
  let upper = false;
  let ascii = true;
  for (let k = start; k < end && ascii; k++) {
    const c = units[k]!;
    if (c >= 97 && c <= 122) return false;
    if (c >= 65 && c <= 90) upper = true;
    else if (c >= 128) ascii = false;
  }
  // An initial or a direction ("E.", "N") is no acronym.
  if (ascii) return upper && words.stem[i]! - start >= 2;
  if (lowerLength(text, units, start, words.stem[i]!) < 2) return false;
  const word = text.slice(words.start[i]!, words.end[i]!);
  return word === word.toUpperCase() && word !== word.toLowerCase();
}

/** Length of `text[start…end)` lower-cased: the same within Latin-1, read from the lower-cased copy beyond. */
function lowerLength(text: string, units: Uint16Array, start: number, end: number): number {
  for (let i = start; i < end; i++) if (units[i]! > 0xff) return text.slice(start, end).toLowerCase().length;
  return end - start;
}

/**
 * Whether a designator after the name reads as one in a text with capitals: a lower-case designator follows a
 * capitalized name only ("12 Main street", not "13 SDK but run" or "25 Jan but I didn't keep track"), and an
 * acronym opens a street only when the designator is in capitals too ("64 RSA key" is prose, "5 NW MAIN ST" is not).
 */
function designatorFits(text: string, units: Uint16Array, words: Words, end: number): boolean {
  let at = -1;
  for (let i = words.length - 1; i >= 1 && at < 0; i--) if (words.end[i]! <= end && SUFFIX_WORDS.hasAt(text, words.start[i]!, words.stem[i]!)) at = i;
  if (at < 0) return true;
  if (!isCapitalized(text, units, words, at)) {
    for (let i = 0; i < at; i++) if (!isCapitalized(text, units, words, i)) return false;
  }
  return !isAllCaps(text, units, words, 0) || isAllCaps(text, units, words, at);
}

/**
 * A day, one word and a year: "04 Jan 09", "2 Novemer 2016" (misspelt) are dates, not a bare "<number> <Name>
 * <number>" street. A month abbreviation with a two-digit year, or any word with a four-digit 19xx/20xx year.
 */
/** An English month name or its abbreviation. */
const MONTH_WORD = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const DAY_WORD_YEAR = /^(?:[0-2]?\d|3[01]) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.? \d\d|\S+ (?:19|20)\d\d)$/i;

/** Designators that open a line only as the end of a wrapped street, seldom as a sentence's first word. */
const WRAPPED_DESIGNATORS = new WordSet('street st avenue ave road rd boulevard blvd lane ln highway hwy parkway pkwy'.split(' '));

/**
 * Appends to `words` a street designator opening the next line right after the last word ("Franklin\n St,"), written
 * as the designator of a street after its name; returns whether it did. The line break must be plain (no blank line,
 * no quote marker) and the designator capitalized ("St", "Street", "Avenue").
 */
function appendWrappedDesignator(text: string, units: Uint16Array, words: Words): boolean {
  const n = words.length;
  if (n === 0 || n >= MAX_STREET_WORDS || !isCapitalized(text, units, words, n - 1)) return false;
  let at = words.end[n - 1]!;
  if (units[at]! !== 10) return false;
  at++;
  while (units[at]! === 32 || units[at]! === 9) at++;
  const first = units[at]!;
  if (!(first >= 65 && first <= 90)) return false;
  const stem = wordAtEnd(units, at);
  const end = units[stem]! === 46 ? stem + 1 : stem;
  const next = units[end]!;
  // The designator ends the street: a comma, the line's or text's end, or a unit ("Ave. Suite 500"), not prose
  // ("12 Miles\nRoad works ahead").
  UNIT.lastIndex = end;
  if (!(end === text.length || next === 44 || next === 10 || next === 59 || (next === 32 && UNIT.test(text)))) return false;
  if (!WRAPPED_DESIGNATORS.hasAt(text, at, stem)) return false;
  words.start[n] = at;
  words.end[n] = end;
  words.stem[n] = stem;
  words.length = n + 1;
  return true;
}

/** "St." or "street" right after a bare "<number> <Name> <number>" and ending the clause. */
const DESIGNATOR_AFTER = /^ (?:[Ss]t\.|[Ss]treet\b)/;
/** The same ending its clause ("130 st.", "130 street,"): not "3 street vendors". */
const DESIGNATOR_ENDING = /^ (?:st\.|street)(?:$|[\n,.;!?)])/i;

/** An address starting at a house number; returns its end, or 0. */
function fromHouseNumber(text: string, units: Uint16Array, start: number, tokenEnd: number, caseless: boolean, out: Candidate[]): number {
  // Military addresses written in lower case ("unit 1009 box 0219\ndpo ap 51065") start before the number.
  const lead = militaryLeadLength(units, start);
  if (lead > 0) {
    const from = start - lead;
    MILITARY.lastIndex = from;
    const m = MILITARY.exec(text);
    if (m) {
      push(out, from, from + m[0].length, ADDRESS_CONFIDENCE.special);
      return from + m[0].length;
    }
  }
  // Cheap gate before any regex: a space and a letter or digit must follow the number.
  if (tokenEnd - start > 7 || units[tokenEnd]! !== 32) return 0;
  const after = units[tokenEnd + 1]!;
  if (!((after >= 65 && after <= 90) || (after >= 97 && after <= 122) || (after >= 48 && after <= 57) || after >= 0xc0)) return 0;
  const numEnd = houseNumberEnd(text, units, start);
  if (numEnd < 0) return 0;
  const secondNumber = numEnd >= SECOND_NUMBER_FLAG;
  const afterNumber = secondNumber ? numEnd - SECOND_NUMBER_FLAG : numEnd;
  // Cheap gate before reading words: a letter must follow the number(s).
  // In a text with capitals, a street name is capitalized ("3 failed attempts" is prose); caseless text is read as is.
  const first = units[afterNumber]!;
  const capital =
    (first >= 65 && first <= 90) ||
    (first >= 0xc0 && isUpperCase(text[afterNumber]!)) ||
    (first >= 48 && first <= 57 && ordinalIsAt(text, units, afterNumber));
  const wordStart = afterNumber;
  if (!capital && !caseless && !PREFIX_WORDS.hasAt(text, wordStart, wordAtEnd(units, wordStart))) return 0;
  // A box number after a house or building number ("02 P.O. Box 175", "7167 Postbox 53").
  PO_BOX.lastIndex = afterNumber;
  const box = BOX_INITIAL.has(units[PO_BOX.lastIndex]! | 32) ? PO_BOX.exec(text) : null;
  if (box) {
    const grown = growTail(text, units, PO_BOX.lastIndex, false, caseless);
    return pushGrown(out, leadingUnitStart(text, units, start), grown, ADDRESS_CONFIDENCE.special);
  }
  const words = readWords(text, units, afterNumber, streetWords);
  let found = streetEnd(text, units, words);
  // "51 Franklin\n St, Fifth Floor": a street wrapped before its designator, as hard-wrapped notices and mail write it.
  if (found < 0 && !caseless && appendWrappedDesignator(text, units, words)) found = streetEnd(text, units, words);
  const street = endOf(found);
  if (street >= 0 && (caseless || isPrefixed(found) || designatorFits(text, units, words, street))) {
    // A house number may also follow the street ("Piroska u. 97."), as in most of Europe.
    const grown = growTail(text, units, street, true, caseless, true);
    // A lower-case designator ("3 via email") needs more evidence: a capitalized name ("56 rue La Boétie"),
    // a number, a unit or a tail after the street.
    let namedAfter = false;
    for (let i = 1; i < words.length && !namedAfter; i++) namedAfter = isCapitalized(text, units, words, i);
    if (!capital && !caseless && !namedAfter && !grown.numbered && grown.parts === 0 && grown.postalStart < 0) return 0;
    return pushGrown(out, leadingUnitStart(text, units, start), grown, ADDRESS_CONFIDENCE.street);
  }
  // No designator: "<number> <Name Words> <number>" followed by a unit or a postal tail is the
  // street-then-number form of most of Europe ("35 Kromwater 38\n Apt. 705").
  // The name must not be ordinary words ("2017 Mar 4, #1532" is a date and an issue number).
  // Streets are often named after people ("89 Joaquin Suarez 4740"): a first name is not an ordinary word here.
  // Particles may join the name ("14 Republica de Chile 8305", "6570 Jiřího z Poděbrad 1874").
  // A lower-case word after a capitalized first one ("21 José matía 66 Apt. 617") needs a unit or tail below.
  if (words.length === 0 || words.length > 4) return 0;
  // "Date: 26 July,2012": a day and a month.
  if (words.length === 1 && afterNumber - start <= 3 && MONTH_WORD.test(text.slice(words.start[0]!, words.stem[0]!))) return 0;
  let lowerWord = false;
  for (let i = 0; i < words.length; i++) {
    if (caseless || isCapitalized(text, units, words, i)) continue;
    const particle = isParticle(text, words, i);
    const inside = i > 0 && !isFunctionWord(text, words, i);
    if (!((i > 0 && i < words.length - 1 && particle) || inside)) return 0;
    if (inside && !particle) lowerWord = true;
  }
  const grown = growTail(text, units, words.end[words.length - 1]!, true, caseless);
  if (lowerWord && grown.parts === 0 && !grown.coded) return 0;
  // A block ending in its own postal code is evidence enough for any capitalized name ("31 Alt Reinickendorf 63\n
  // Grimmet\n, nan\n Ecuador 09102"), even without a number after it ("52 58 Machiton Scholis\nSchuders…").
  // Not English words either way ("Top 10 Things\nBoston, MA 02134" is a title over a mailing line).
  let named = true;
  let unlisted = true;
  for (let i = 0; i < words.length; i++) {
    if (isParticle(text, words, i)) continue;
    const flags = nameFlagsAt(text, words.start[i]!, words.stem[i]!);
    named &&= isNameFlags(flags, i > 0, i === words.length - 1) || (i === 0 && isDirection(text, words, i));
    unlisted &&= isStreetNameFlags(flags);
  }
  // Two numbers before the name and a unit after it ("38 124 N. Stadion Suite 056") also mark a street.
  const marked = grown.numbered || grown.coded || (secondNumber && grown.parts > 0);
  if (!(named || (grown.coded && unlisted)) || !marked) return 0;
  if (grown.parts === 0 && grown.postalStart < 0 && grown.unitStart < 0) {
    // Bare "<number> <Name> <number>" ("172 Maneeži 75") must end its clause, or a designator must follow the
    // number ("87818 Dalmatinova 68 St."), which confirms a street and is left out as the name's own word.
    // Without capitals a name is not told from a word: only the designator confirms it ("74678 midtvollen 130 st.").
    const after = text.slice(grown.end, grown.end + 9);
    if (caseless ? !DESIGNATOR_ENDING.test(after) : !DESIGNATOR_AFTER.test(after) && !/^(?:$|[\n,.;)])/.test(after)) return 0;
    if (words.length === 1 && DAY_WORD_YEAR.test(text.slice(start, grown.end))) return 0;
    push(out, leadingUnitStart(text, units, start), grown.end, ADDRESS_CONFIDENCE.bare);
    return grown.end;
  }
  return pushGrown(out, leadingUnitStart(text, units, start), grown, ADDRESS_CONFIDENCE.undesignated);
}

/** What stands before a year in a copyright line: "©", "(c)", "Copyright", or another year ("1998, 1999, 2000", "2001-2003"). */
const CREDIT_BEFORE = /(?:©|\(c\)|copyright:?|(?:19|20)\d\d ?[-–,])[ \t]*$/i;
/**
 * Whether CREDIT_BEFORE may end at `start`: past spaces and tabs, its last unit is "©", ")" of "(c)", the "t" of
 * "copyright" (any case), ":", or the "-", "–" or "," after a year. Most years ("since 2019") are let go unread.
 */
function mayEndCredit(units: Uint16Array, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && start - i <= 16 && (units[i]! === 32 || units[i]! === 9)) i--;
  const c = units[i]!;
  return c === 0xa9 || c === 41 || (c | 32) === 116 || c === 58 || c === 45 || c === 0x2013 || c === 44;
}

/** The opening of a line that credits a holder: "Copyright", "(c)", "©" or a year ("2009 Neil Groves", "2001-2003 Ximian"). */
const CREDIT_LINE = /^[ \t]*(?:copyright\b|\(c\)|©|(?:19|20)\d\d\b)/i;
/** A line opening with a year and a separator: "2015 Sean McArthur", " 2001-2008 Hans Breuer", "1999, 2000 Foo". */
const YEAR_LINE = /^[ \t]*(?:19|20)\d\d(?: |-|–|, )/;

/**
 * Whether the number at [start, end) is a year of a copyright line ("Copyright (c) 1998 Malcolm Beattie",
 * "© 2007 Allison Lortie", "2001-2003 Ximian, Inc."): a name or a company follows it, not a street. A year opening
 * a line under a credit line, or over another line opening with a year, continues the list ("Copyright: 2009 Arno
 * Schoedl\n 2009 Neil Groves", as Debian copyright files and license headers write it).
 */
function isCreditYear(text: string, units: Uint16Array, start: number, end: number): boolean {
  if (end - start !== 4) return false;
  const c0 = units[start]!;
  const c1 = units[start + 1]!;
  if (!((c0 === 49 && c1 === 57) || (c0 === 50 && c1 === 48))) return false;
  if (mayEndCredit(units, start) && CREDIT_BEFORE.test(text.slice(Math.max(0, start - 16), start))) return true;
  let lineStart = start;
  while (lineStart > 0 && (units[lineStart - 1]! === 32 || units[lineStart - 1]! === 9)) lineStart--;
  if (lineStart > 0 && units[lineStart - 1]! !== 10) return false;
  if (lineStart > 0) {
    const above = text.lastIndexOf('\n', lineStart - 2) + 1;
    if (CREDIT_LINE.test(text.slice(above, Math.min(lineStart - 1, above + 24)))) return true;
  }
  // A year opening the next line too: a dated list (copyright holders, change-log entries), not a block address.
  const below = text.indexOf('\n', end);
  return below >= 0 && YEAR_LINE.test(text.slice(below + 1, below + 16));
}

/** The word right before a number, at most 24 letters ("tekniikantie" in "tekniikantie 8"). */
const WORD_BEFORE_NUMBER = /(?:^|[^\p{L}\d])(\p{L}[\p{L}\p{M}]{4,23}) $/u;
/** A ship's line and the military line ending at a ZIP, in lower case ("uscgc aslakhanov\nfpo ae "). */
const SHIP_BEFORE_ZIP = /(?:^|[^\p{L}])((?:usns|uss|usnv|uscgc) \p{L}+(?:\s*\n\s*|, | )(?:apo|fpo|dpo) (?:aa|ae|ap) )$/u;

/**
 * Whether the units before the blank at `blank` may end SHIP_BEFORE_ZIP: "po a" then the blank ("fpo ae ", "apo aa ").
 * Both patterns are anchored at the end and tried from every unit of their 48: in a log without capitals nearly every
 * number after a blank was read back by both.
 */
function mayEndShipLine(units: Uint16Array, blank: number): boolean {
  return units[blank - 2]! === 97 && units[blank - 3]! === 32 && units[blank - 4]! === 111 && units[blank - 5]! === 112;
}

/** Whether the five units before the blank at `blank` may end WORD_BEFORE_NUMBER's word: no ASCII unit but letters. */
function mayEndLongWord(units: Uint16Array, blank: number): boolean {
  if (blank < 5) return false;
  for (let i = blank - 5; i < blank; i++) {
    const c = units[i]!;
    if (c < 128 && !isAsciiLetter(c)) return false;
  }
  return true;
}

/**
 * A text without capitals has no word anchors: a street written before its number ("tekniikantie 8") and a
 * ship's address ("uscgc aslakhanov\nfpo ae 44941") are read back from the number; returns the end, or 0.
 */
function fromNumberBack(text: string, units: Uint16Array, start: number, out: Candidate[]): number {
  if (text[start - 1] !== ' ') return 0;
  const ship = mayEndShipLine(units, start - 1);
  const word = mayEndLongWord(units, start - 1);
  if (!ship && !word) return fromPrefixBack(text, units, start, out);
  return fromWordBack(text, units, start, ship, word, out);
}

/** fromNumberBack() once the units before its blank may end a ship's line (`ship`) or a long word (`word`). */
function fromWordBack(text: string, units: Uint16Array, start: number, ship: boolean, word: boolean, out: Candidate[]): number {
  const before = text.slice(Math.max(0, start - 48), start);
  const shipLine = ship ? SHIP_BEFORE_ZIP.exec(before) : null;
  if (shipLine) {
    const from = start - shipLine[1]!.length;
    MILITARY.lastIndex = from;
    const m = MILITARY.exec(text);
    if (m) {
      push(out, from, from + m[0].length, ADDRESS_CONFIDENCE.special);
      return from + m[0].length;
    }
  }
  const longWord = word ? WORD_BEFORE_NUMBER.exec(before) : null;
  if (longWord && isCompoundStreet(longWord[1]!)) {
    const from = start - 1 - longWord[1]!.length;
    return pushGrown(out, from, growTail(text, units, start - 1, true, true), ADDRESS_CONFIDENCE.prefixedNoNumber);
  }
  return fromPrefixBack(text, units, start, out);
}

/** Most words read back from a number to the designator written before its street ("av. corrientes 4287"). */
const MAX_WORDS_BACK = 4;

/**
 * A street with its designator written first, read back from its number in a text without capitals: "av. corrientes
 * 4287 piso 3 b", "ul. marszałkowska 10". A designator that is also an English word ("via", "place") needs a unit or
 * a tail after the number, as lowerPrefixStart's callers require. Returns the end, or 0.
 */
function fromPrefixBack(text: string, units: Uint16Array, start: number, out: Candidate[]): number {
  let at = start - 1;
  for (let k = 0; k < MAX_WORDS_BACK; k++) {
    if (units[at]! !== 32) return 0;
    let from = at;
    if (units[from - 1]! === 46) from--;
    const stem = from;
    while (from > 0 && stem - from < 24 && isLetterUnit(units[from - 1]!)) from--;
    if (from === stem || isWordUnitAt(text, from - 1)) return 0;
    if (k > 0 && PREFIX_WORDS.hasAt(text, from, stem)) {
      const street = streetEnd(text, units, readWords(text, units, from, streetWords));
      if (!isPrefixed(street) || endOf(street) !== start - 1) return 0;
      const grown = growTail(text, units, endOf(street), true, true);
      const english = (nameFlags(text.slice(from, stem)) & (NAME_DICT | NAME_COMMON)) !== 0;
      if (!grown.numbered || (english && grown.parts === 0 && !grown.coded)) return 0;
      return pushGrown(out, from, grown, ADDRESS_CONFIDENCE.prefixedNoNumber);
    }
    at = from - 1;
  }
  return 0;
}

/** A lower-case designator right before a word ("ul. ", "rue "), at most 10 characters. */
/** Start of a lower-case street designator ("ul. ", "rue ") right before `start`, or -1; read by char codes. */
function lowerPrefixStart(text: string, units: Uint16Array, start: number): number {
  if (units[start - 1]! !== 32) return -1;
  let end = start - 1;
  if (units[end - 1]! === 46) end--;
  let from = end;
  while (from > 0 && end - from < 9 && isLowerLetter(units[from - 1]!)) from--;
  if (from === end || isWordUnitAt(text, from - 1)) return -1;
  return PREFIX_WORDS.hasAt(text, from, end) ? from : -1;
}

/** A lower-case letter: ASCII, or beyond ASCII one whose upper case differs ("ú" in "rúa"). */
function isLowerLetter(c: number): boolean {
  if (c >= 97 && c <= 122) return true;
  if (c < 0xc0 || !isNonAsciiWordUnit(c)) return false;
  const ch = String.fromCharCode(c);
  return ch !== ch.toUpperCase();
}

/** A house-number marker and its number: "nr. 14", "No:185", "nº 5", "n.º 12", "núm. 3". */
const NUMBER_MARKER = /^(?:nr|no|n\.?[º°o]|núm|num)[.:]? ?\d/i;

/**
 * Whether a digit stands where NUMBER_MARKER at `at` could read one: two to six units on ("no1", "núm. 3"). Words
 * opening with n ("not", "new") are let go without the slice and regex.
 */
function markerDigitFollows(units: Uint16Array, at: number): boolean {
  for (let i = at + 2; i < at + 7; i++) if (isAsciiDigit(units[i]!)) return true;
  return false;
}

/**
 * numberAfterWords' latest walk, reset per text: capitalized words in a row ("Alma Castellano Jones 212") would each
 * walk the same words to the same answer. `lastWord` is the start of the walk's last word; `open` when the walk
 * stopped at its word limit, so that a walk from a later word could read on.
 */
const walk = { from: -1, lastWord: -1, answer: false, open: false };

function forgetWalk(): void {
  walk.from = -1;
  walk.lastWord = -1;
}

/**
 * Whether one of the words readWords would read from `start` is followed by a space and a digit (or a number
 * marker): without that, no street read from there is numbered (growTail's house number and postcode both start
 * with " <digit>" right after the street's last word), so the words need not be read. The walk splits words where
 * readWords does (at spaces) and stops where readWords would stop before a number: at a lower-case function word
 * ("Brightwater on 617…") and at a word readWords cannot read whole (a digit after its first unit, "GB79…", or a
 * '.' before its last, "U.S."), whose read part is followed by no space.
 */
function numberAfterWords(text: string, units: Uint16Array, start: number): boolean {
  // Within the latest walk only single spaces separate its words: a space before `start` there marks one of them,
  // from which the walk goes on as it went.
  if (start > walk.from && start <= walk.lastWord && !walk.open && units[start - 1]! === 32) return walk.answer;
  walk.from = start;
  walk.open = false;
  walk.answer = walkToNumber(text, units, start);
  return walk.answer;
}

function walkToNumber(text: string, units: Uint16Array, start: number): boolean {
  let at = start;
  for (let words = 0; words < MAX_STREET_WORDS; words++) {
    walk.lastWord = at;
    const from = at;
    // A word opening with a digit is an ordinal at most (readWords reads "55th" whole): only the first word may.
    const digitFirst = isAsciiDigit(units[from]!);
    let lower = true;
    let broken = false;
    let dot = -1;
    for (;;) {
      const c = units[at]!;
      if (c >= 97 && c <= 122) at++;
      else if (c >= 48 && c <= 57) {
        broken ||= !digitFirst;
        lower = false;
        at++;
      } else if (c === 46) {
        if (dot < 0) dot = at;
        lower = false;
        at++;
      } else if (c === 39 || c === 0x2019 || c === 45 || isLetterUnit(c)) {
        lower = false;
        at++;
      } else break;
    }
    if (units[at]! !== 32) return false;
    if (broken || (dot >= 0 && dot < at - 1) || (lower && at - from <= 5 && isLowerFunctionWordAt(text, from, at))) return false;
    const next = units[at + 1]!;
    if (next >= 48 && next <= 57) return true;
    // "Büyükdere Cad. No:185", "Str. X nr. 14": a house-number marker before the number.
    if ((next | 32) === 110 && markerDigitFollows(units, at + 1) && NUMBER_MARKER.test(text.slice(at + 1, at + 8))) return true;
    if (!isLetterUnit(next)) return false;
    at++;
  }
  walk.open = true;
  return false;
}

/**
 * Whether the words of a street-first name before its designator (ending by `end`) are no lower-case English words,
 * name particles aside: "Hoge Wei 32", "Árpád fejedelem útja 3.", not "Unicode code point 0x" (prose before "point").
 */
function nameIsCapitalized(text: string, units: Uint16Array, words: Words, end: number): boolean {
  let designator = -1;
  for (let i = 1; i < words.length && words.end[i]! <= end; i++) if (SUFFIX_WORDS.hasAt(text, words.start[i]!, words.stem[i]!)) designator = i;
  for (let i = 1; i < designator; i++) {
    if (isCapitalized(text, units, words, i) || isParticle(text, words, i)) continue;
    if ((nameFlagsAt(text, words.start[i]!, words.stem[i]!) & (NAME_DICT | NAME_COMMON)) !== 0) return false;
  }
  return true;
}

/**
 * End of the house number at `at` when an English designator follows it ("Grössgstötten 50 street", "Törneby 2
 * St."), or 0: a name no English word, its number, then "street" confirm a street written the European way; the
 * designator after the number is left out, as for "87818 Dalmatinova 68 St.".
 */
function namedNumberEnd(text: string, units: Uint16Array, at: number): number {
  let end = at;
  while (end - at < 5 && isAsciiDigit(units[end]!)) end++;
  if (isWordUnitAt(text, end)) return 0;
  // DESIGNATOR_AFTER opens with " s" or " S": most numbers are let go without its slice.
  if (units[end]! !== 32 || (units[end + 1]! | 32) !== 115) return 0;
  return DESIGNATOR_AFTER.test(text.slice(end, end + 9)) ? end : 0;
}

/**
 * Whether the three units before `end` lower-case to "str" ("Michaelkirchstr."), read by char codes: only 'S'/'s',
 * 'T'/'t' and 'R'/'r' give those letters under `| 32` (and toLowerCase turns no other unit into them), so no slice
 * and lower-cased copy per capitalized word before ". ".
 */
function endsInStr(units: Uint16Array, end: number): boolean {
  return (units[end - 3]! | 32) === 115 && (units[end - 2]! | 32) === 116 && (units[end - 1]! | 32) === 114;
}

/** An address starting at a capitalized word: PO Box, military, "Via Roma 12", "Bahnhofstrasse 5"; returns its end, or 0. */
function fromStreetWord(text: string, units: Uint16Array, start: number, len: number, caseless: boolean, out: Candidate[]): number {
  const first = units[start]!;
  if ((first === 80 || first === 85 || first === 67 || first === 65) && len <= 8) {
    let m: RegExpExecArray | null = null;
    if (mayOpenMilitary(units, start, len)) {
      MILITARY.lastIndex = start;
      m = MILITARY.exec(text);
    }
    if (!m && mayOpenPoBox(units, start)) {
      PO_BOX.lastIndex = start;
      m = PO_BOX.exec(text);
    }
    if (m) return pushGrown(out, start, growTail(text, units, start + m[0].length, false, caseless), ADDRESS_CONFIDENCE.special);
  }
  // "Michaelkirchstr. 15": an abbreviated glued designator keeps its period, as does one written first ("Av. Corrientes").
  let stem = len;
  if (units[start + len]! === 46 && units[start + len + 1]! === 32) {
    if (endsInStr(units, start + len)) len++;
    else if (len <= 5 && PREFIX_WORDS.hasAt(text, start, start + len)) len++;
  }
  if (units[start + len]! !== 32 || len > 24) return 0;
  const digitNext = isDigitAt(text, start + len + 1);
  // A long word opens a street only before a number or a designator ("Merineitsi põik 87").
  if (!digitNext && (len > 12 || (len > 9 && !SUFFIX_WORDS.hasAt(text, start + len + 1, wordAtEnd(units, start + len + 1))))) return 0;
  if (digitNext && len > 5 && isCompoundStreetAt(text, units, start, start + len)) {
    return pushGrown(out, namedStreetStart(text, start), growTail(text, units, start + len, true, caseless), ADDRESS_CONFIDENCE.prefixedNoNumber);
  }
  const prefix = stem <= 9 && PREFIX_WORDS.hasAt(text, start, start + stem);
  // An English word ("The", "Main") does not open a street-first address; foreign names do ("Hoge Wei 32").
  if (!prefix && !isStreetNameFlags(nameFlagsAt(text, start, start + len))) return 0;
  // A designator written in lower case before the name ("ul. Marszałkowska 10, 00-590 Warszawa") is not an
  // anchor; one that is also an English word ("via", "place", "rue") needs a unit or tail too ("via Zoom 5 times").
  const lowerPrefix = prefix ? -1 : lowerPrefixStart(text, units, start);
  if (lowerPrefix >= 0) {
    const street = streetEnd(text, units, readWords(text, units, lowerPrefix, streetWords));
    const grown = isPrefixed(street) ? growTail(text, units, endOf(street), true, caseless) : null;
    const english = (nameFlags(text.slice(lowerPrefix, start).replace(/[. ]+$/, '')) & (NAME_DICT | NAME_COMMON)) !== 0;
    if (grown?.numbered && (!english || grown.parts > 0 || grown.coded)) return pushGrown(out, lowerPrefix, grown, ADDRESS_CONFIDENCE.prefixedNoNumber);
  }
  if (digitNext && !prefix) {
    const named = namedNumberEnd(text, units, start + len + 1);
    if (named > 0) {
      push(out, start, named, ADDRESS_CONFIDENCE.bare);
      return named;
    }
  }
  if (!numberAfterWords(text, units, start)) return 0;
  const street = streetEnd(text, units, readWords(text, units, start, streetWords));
  if (street < 0 && !prefix && !caseless) return fromNamedNumber(text, units, start, out);
  // Designator first ("Via Roma 12") or name, designator, number ("Hoge Wei 32"): either way a number follows.
  if (street < 0 || (prefix && !isPrefixed(street))) return 0;
  if (!caseless && !isPrefixed(street) && !nameIsCapitalized(text, units, streetWords, endOf(street))) return 0;
  const grown = growTail(text, units, endOf(street), true, caseless);
  if (!grown.numbered) return 0;
  // A designator written first starts the street ("Via Roma 12"), unless it is glued to a name ("Paul-Nevermann-Platz 47").
  const from = prefix && text[start - 1] !== '-' ? start : namedStreetStart(text, start);
  return pushGrown(out, from, grown, ADDRESS_CONFIDENCE.prefixedNoNumber);
}

/**
 * Forms read whole from their first number: Japanese block numbers ("2-11-3 Meguro, Meguro-ku, Tokyo 153-0063") and
 * Vietnamese house and lane numbers ("Số 18 ngõ 95 Chùa Bộc, Đống Đa, Hà Nội"); returns the end, or 0.
 */
function fromLocalForm(text: string, units: Uint16Array, start: number, tokenEnd: number, out: Candidate[]): number {
  const sep = units[tokenEnd]!;
  if (sep === 45) {
    const jp = japaneseAddress(text, start);
    if (jp === null) return 0;
    push(out, start, jp.end, ADDRESS_CONFIDENCE.special + jp.parts * ADDRESS_CONFIDENCE.extraPart);
    return jp.end;
  }
  if (sep !== 32) return 0;
  const from = soBefore(text, units, start);
  const vn = mayBeVietnamese(text, units, start, tokenEnd, from) ? vietnameseAddress(text, from) : null;
  if (vn === null) return 0;
  push(out, from, vn.end, ADDRESS_CONFIDENCE.special + vn.parts * ADDRESS_CONFIDENCE.extraPart);
  return vn.end;
}

/**
 * A street named without a designator, then its number and a postcode tail, as Greek, Czech and most European
 * addresses are written: "Ermou 56, 105 63 Athina", "Vinohradská 1511/230, 100 00 Praha 10". One or two capitalized
 * words, no English word nor place (isStreetNameFlags), and the tail must end in a postal code (coded): the name
 * alone is not told from a product and its version ("Firefox 56"). Returns the end, or 0.
 */
/** The code and first word of a code-first tail after a house number (", 105 63 Athina"). */
const CODE_TOWN = / \d[\d\/A-Za-z]{0,9}, ?(\d{3,5}|\d{2,5}-\d{3}|\d{3} \d{2}) (\p{Lu}\p{L}*)/uy;

function fromNamedNumber(text: string, units: Uint16Array, start: number, out: Candidate[]): number {
  const words = streetWords;
  if (words.length === 0 || words.length > 2) return 0;
  const nameEnd = words.end[words.length - 1]!;
  // CODE_TOWN's opening " <digit>", read before the words' lexicon lookups.
  if (units[nameEnd]! !== 32 || !isAsciiDigit(units[nameEnd + 1]!)) return 0;
  for (let i = 0; i < words.length; i++) {
    if (!isCapitalized(text, units, words, i) || words.end[i] !== words.stem[i]) return 0;
    if (!isStreetNameFlags(nameFlagsAt(text, words.start[i]!, words.stem[i]!))) return 0;
  }
  // The tail is a code and a town ("Fenbruary 23,2000" is a misspelt date); "Firefox 56, 2048 Users", "Kafka 3, 2024
  // Summit": a year or an English word after the number is no postcode and town. Read before growing the tail.
  CODE_TOWN.lastIndex = nameEnd;
  const tail = CODE_TOWN.exec(text);
  if (tail === null || /^(?:19|20)\d\d$/.test(tail[1]!) || isEnglishWord(tail[2]!.toLowerCase())) return 0;
  const grown = growTail(text, units, nameEnd, true, false);
  if (!grown.numbered || !grown.coded) return 0;
  return pushGrown(out, start, grown, ADDRESS_CONFIDENCE.undesignated);
}

/**
 * "House 42, Street 7, F-10/2, Islamabad 44000": a chain of numbered parts (address/numbered.ts) is an address when
 * its tail ends in a postal code or a known place; returns its end, or 0.
 */
function fromNumberedChain(text: string, units: Uint16Array, start: number, caseless: boolean, out: Candidate[]): number {
  const c = units[start]!;
  if (c !== 72 && c !== 80 && c !== 70) return 0;
  const chain = numberedChain(text, units, start);
  if (chain === null) return 0;
  const grown = growTail(text, units, chain.end, false, caseless);
  if (!grown.coded && grown.parts === 0 && grown.postalStart < 0) return 0;
  return pushGrown(out, start, grown, ADDRESS_CONFIDENCE.special);
}

/**
 * Pushes "the corner of <street> and <street>" from `begin` when a second street follows `firstEnd`; returns its
 * end, or 0.
 */
function pushIntersection(text: string, units: Uint16Array, begin: number, firstEnd: number, out: Candidate[]): number {
  const end = secondStreetEnd(text, units, firstEnd);
  if (end < 0) return 0;
  push(out, begin, end, ADDRESS_CONFIDENCE.special);
  return end;
}

/** An intersection whose first street, with or without a number, starts at `start` ("the corner of Oak Street and …"). */
function fromCorner(text: string, units: Uint16Array, start: number, out: Candidate[]): number {
  if (!mayFollowCorner(units, start)) return 0;
  const begin = cornerStart(text, units, start);
  if (begin === start) return 0;
  const street = endOf(streetEnd(text, units, readWords(text, units, start, streetWords)));
  return street > 0 ? pushIntersection(text, units, begin, street, out) : 0;
}

/**
 * Addresses read from house numbers. Each reader below is called behind the cheap test it opens with (a corner's
 * "f ", an intersection's " a" or ".", a credit year's four digits, a local form's '-' or ' '), so that the
 * per-number loop makes no call for most numbers.
 */
function fromNumbers(text: string, units: Uint16Array, anchors: ScanInput['anchors'], claimed: Uint8Array, out: Candidate[]): void {
  const { tokenStart, tokenEnd, tokenFlags, digitTokens, caseless } = anchors;
  let next = 0;
  for (let k = 0; k < digitTokens.length; k++) {
    const t = digitTokens[k]!;
    if (claimed[t]) continue;
    const start = tokenStart[t]!;
    const stop = tokenEnd[t]!;
    // "the corner of Kuusiku 7 and Alexander Flat": the first street may have no designator.
    const after = units[stop]!;
    const and = after === 32 || after === 46 ? andFollows(text, units, stop) : -1;
    if (and > 0) {
      const begin = cornerBefore(text, start);
      const end = begin >= 0 ? pushIntersection(text, units, begin, and, out) : 0;
      if (end > 0) {
        next = end;
        continue;
      }
    }
    if (start < next || (tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0 || isWordUnitAt(text, start - 1)) continue;
    const corner = mayFollowCorner(units, start) ? fromCorner(text, units, start, out) : 0;
    if (corner > 0) {
      next = corner;
      continue;
    }
    // "4.7 Gaps common to …": the last part of a decimal or section number is no house number; nor is the last
    // part of a clock time ("20:25:37 PDT 1999") or of a dashed identifier ("FIPS140-2 IG 7.5").
    const sep = units[start - 1]!;
    if ((sep === 46 || sep === 44 || sep === 58) && isDigitAt(text, start - 2)) continue;
    if (sep === 45 && isWordUnitAt(text, start - 2)) continue;
    // "#1532", "!1717": an issue or merge-request number, not a house number.
    if (sep === 35 || sep === 33) continue;
    if (stop - start === 4 && isCreditYear(text, units, start, stop)) continue;
    const back = caseless ? fromNumberBack(text, units, start, out) : 0;
    if (back > 0) {
      next = back;
      continue;
    }
    const local = !caseless && (after === 45 || after === 32) ? fromLocalForm(text, units, start, stop, out) : 0;
    if (local > 0) {
      next = local;
      continue;
    }
    const end = fromHouseNumber(text, units, start, stop, caseless, out);
    if (end > 0) next = end;
  }
}

/**
 * Addresses read from capitalized words (street first, PO boxes, military, numbered chains, corners). The words of an
 * address read from its number (`out[read…]`) are not read again: its street, city and state would each set off the
 * street-first tests for the postal code after them.
 */
function fromWords(text: string, units: Uint16Array, anchors: ScanInput['anchors'], claimed: Uint8Array, out: Candidate[], read: number): void {
  const readEnd = out.length;
  // The first of those that ends after the current word. Words come in text order, and so, nearly, do those addresses
  // (a block's postal code or detached unit comes after its address): one out of order only misses a skip.
  let r = read;
  const { tokenStart, tokenEnd, digitTokens, upperTokens, caseless } = anchors;
  let next = 0;
  // The first number token starting at or after the current word (NO_NUMBER past the last): kept in a local, so that
  // most words cost one comparison here instead of a walk over two typed arrays.
  let d = 0;
  let number = digitTokens.length > 0 ? tokenStart[digitTokens[0]!]! : NO_NUMBER;
  for (let k = 0; k < upperTokens.length; k++) {
    const t = upperTokens[k]!;
    if (claimed[t]) continue;
    const start = tokenStart[t]!;
    if (start < next) continue;
    while (r < readEnd && out[r]!.end <= start) r++;
    if (r < readEnd && out[r]!.start <= start && out[r]!.type === 'ADDRESS' && out[r]!.confidence >= CLAIM_CONFIDENCE) continue;
    // The unit before the word, read once for both tests: a word unit (isWordUnitAt), or the "f " of "corner of".
    const before = start > 0 ? units[start - 1]! : -1;
    if (before < 128 ? isAsciiAlphanumeric(before) : isNonAsciiWordUnit(before)) continue;
    const corner = before === 32 && units[start - 2]! === 102 ? fromCorner(text, units, start, out) : 0;
    if (corner > 0) {
      next = corner;
      continue;
    }
    // Every form read from a word (PO Box, military, "Via Roma 12") holds a number soon after it.
    while (number < start) number = ++d < digitTokens.length ? tokenStart[digitTokens[d]!]! : NO_NUMBER;
    if (number - start > NUMBER_REACH) continue;
    // That number is the form's own (house, box, plot): one a validating reader proved part of its entity ("SSN
    // 139-20-4746", "born on 9 March") is none, as fromNumbers skips it.
    if (claimed[digitTokens[d]!]) continue;
    // A numbered chain opens with H, P or F ("House 42", "Plot 15", "Flat 4B").
    const c = units[start]!;
    const chained = c === 72 || c === 80 || c === 70 ? fromNumberedChain(text, units, start, caseless, out) : 0;
    if (chained > 0) {
      next = chained;
      continue;
    }
    const end = fromStreetWord(text, units, start, tokenEnd[t]! - start, caseless, out);
    if (end > 0) next = end;
  }
}

export const addressRecognizer: Recognizer = {
  name: 'address',
  // A block address's last-line postal code is read here, where the block is known (growTail).
  entities: ['ADDRESS', 'POSTAL_CODE'],
  // An address's house number, street words and postal code would otherwise be read again by the age, postal code,
  // identifier and person-name readers after it, whose candidates there lose to it (≈ 10% of the engine's instructions
  // on the bench corpus, docs/performance-log.md, session 32).
  claimsWhenShown: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const first = out.length;
    forgetWalk();
    fromNumbers(text, units, anchors, claimed, out);
    fromWords(text, units, anchors, claimed, out, first);
    for (let i = first; i < out.length; i++) {
      const address = out[i]!;
      const begin = address.type === 'ADDRESS' ? cornerStart(text, units, address.start) : address.start;
      if (begin < address.start) pushIntersection(text, units, begin, address.end, out);
    }
  },
};
