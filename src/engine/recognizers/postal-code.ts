/**
 * POSTAL_CODE: US ZIP and ZIP+4 (USPS), UK postcodes (Royal Mail format), Canadian postal codes
 * (Canada Post format); other 4-6 digit codes only with a context word ("zip", "postcode") or after a
 * place at the end of an address line ("Texas 75201", "Estonia 62031").
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_PLACE, nameFlags } from '../lexicons/person-names.js';
import { US_STATE_CODES } from '../lexicons/places.js';
import { isAsciiDigit, isAsciiLetter, isAsciiLower, isAsciiSpace, isStandaloneNumber } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL, TOKEN_HAS_LOWER, TOKEN_HAS_UPPER, TOKEN_UPPER_INITIAL } from '../pipeline/scan.js';

const ZIP = /\d{5}(?:-\d{4})?/y;
/** The second group of a two-part code after its first token ("-114", " 24"). */
const GROUPED = /[- ]\d{2,3}(?!\d)/y;
const UK = /(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}/y;
const CANADA = /[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d/y;
/**
 * Irish Eircode: a routing key (a letter of the Eircode set and two digits, or D6W), a space, and a unique identifier of
 * four letters or digits of the same set ("D06 F2K7", "H91 E2K3"). The shape alone is weak (it reads like a part
 * number): a postcode word, field name or place before it makes it one.
 */
const EIRCODE = /(?:[AC-FHKNPRTV-Y]\d\d|D6W) [AC-FHKNPRTV-Y\d]{4}/y;
/** The words before a code that make it the tail of an address: a US state code or a place name ("MA  02110": two spaces on labels). */
const LINE_TAIL = /(?:^|[\s,>])([A-Za-z][A-Za-z.]*(?: [A-Z][A-Za-z]+)?),? {1,2}$/;
/**
 * The last word of LINE_TAIL's match in text[from…end), or '' when it does not match; read backwards by char codes
 * (the regex, unanchored and run at every position of the window, cost more than the rest of the recognizer).
 * Its group ends in a letter or '.', so the trailing ",? {1,2}" is fixed by the text, and the match, if any, ends with
 * the run of [A-Za-z.] before it; the two-word form only starts earlier, with the same last word. The run must open
 * with a letter after the window's start, white space, ',' or '>'.
 */
export function lineTailWord(text: string, units: Uint16Array, from: number, end: number): string {
  let e = end;
  let spaces = 0;
  while (e > from && units[e - 1]! === 32 && spaces < 3) {
    e--;
    spaces++;
  }
  if (spaces === 0 || spaces > 2) return '';
  if (e > from && units[e - 1]! === 44) e--;
  let s = e;
  for (let c = units[s - 1]!; s > from && (isAsciiLetter(c) || c === 46); c = units[s - 1]!) s--;
  if (s === e || !isAsciiLetter(units[s]!)) return '';
  if (s > from && !isTailBoundary(units[s - 1]!)) return '';
  return text.slice(s, e);
}

/** [\s,>] of a regex without the u flag. */
function isTailBoundary(c: number): boolean {
  if (c === 44 || c === 62 || isAsciiSpace(c)) return true;
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** A code alone at the start of a line under a short line of words: the last line of a block address. */
const BLOCK_LINE = /(?:^|\n)[ \t>]*\p{L}[\p{L}\p{M} .,'’()-]{0,40}\n[ \t>]*$/u;

/**
 * The last line of a block address: place words and the code ("\n Cyprus (Greek) 13429") under another
 * short line. Bounded repetitions, no nested quantifiers: linear.
 */
const BLOCK_PLACE_LINE = /(?:^|\n)[ \t>?]*[^\n]{1,48}\n(?:[ \t>?]*\n)?[ \t>?]*\p{Lu}[\p{L}\p{M}.'’()-]*(?: [\p{L}\p{M}.'’()-]+){0,3} $/u;
/** The same in a text written without capitals ("\n??? galmisdale\n??? costa rica 67775"). */
const BLOCK_PLACE_LINE_CASELESS = /(?:^|\n)[ \t>?]*[^\n]{1,48}\n(?:[ \t>?]*\n)?[ \t>?]*\p{L}[\p{L}\p{M}.'’()-]*(?: [\p{L}\p{M}.'’()-]+){0,3} $/u;
/** A code after "in"/"at" and a proper place name, as in "our office in Costamezzana 43015". */
const IN_PLACE = /(?:^|[^\p{L}])(?:in|at|near) ((?:\p{Lu}[\p{L}\p{M}'’-]*|de|da|di|do|del|la|le|sur|am|an|im)(?: (?:\p{Lu}[\p{L}\p{M}'’-]*|de|da|di|do|del|la|le|sur|am|an|im)){0,3}) $/u;
const IN_PLACE_CASELESS = /(?:^|[^\p{L}])(?:in|at|near) (\p{L}[\p{L}\p{M}'’-]*(?: \p{L}[\p{L}\p{M}'’-]*){0,3}) $/u;
const PLACE_PARTICLE = /^(?:de|da|di|do|del|la|le|sur|am|an|im)$/;

/** A bare 5-digit number is often an amount or an id: weak alone, confident after a state or place. */
const POSTAL_CONFIDENCE = { afterPlace: 0.7, blockLine: 0.6, inPlace: 0.6, shaped: 0.7, bareZip: 0.3, cuedOther: 0.65, bareEircode: 0.4 } as const;

// Regex literals in a function body are a new RegExp object per evaluation: these run per candidate.
const NON_WORD = /[^\p{L}\p{M}'’-]+/u;
const WORD_COMMA_STATE = /\p{L}\.?, [A-Z]{2},? {1,2}$/u;
const PLACE_END = /^(?:[\n,.;)]|\s+(?:in|and|for|to|is|was|,)\b)/;
const LINE_END = /^[ \t]*(?:$|[\n.,;?!])/;

/**
 * Whether "in <Name> <code>" names a place: the name is not English words ("in Room 1021", "in Windows 7000").
 * The curated common words that open foreign place names ("Quinta de São Tiago", "Porto Alegre") may come first,
 * not last ("in Monday 12345").
 */
function inPlace(before: string, caseless: boolean): boolean {
  const m = (caseless ? IN_PLACE_CASELESS : IN_PLACE).exec(before);
  if (m === null) return false;
  const words = m[1]!.split(' ');
  if (PLACE_PARTICLE.test(words[0]!) || PLACE_PARTICLE.test(words[words.length - 1]!)) return false;
  return words.every((w, i) => {
    if (PLACE_PARTICLE.test(w)) return true;
    const flags = nameFlags(w.toLowerCase());
    if ((flags & NAME_PLACE) !== 0) return true;
    // An acronym names a standard or a product, not a town ("in RFC 8446", "in TLS 1300").
    if (!caseless && w.length >= 2 && w.length <= 4 && w === w.toUpperCase()) return false;
    return (flags & NAME_DICT) === 0 && ((flags & NAME_COMMON) === 0 || i < words.length - 1);
  });
}

/** Lower-case words that join the words of a place name ("Bosnia and Herzegovina", "Isle of Man", "Cité de la Mer"). */
const PLACE_JOINER = /^(?:and|of|on|upon|the|de|da|di|do|del|la|le|les|sur|am|an|im|y)$/;

/**
 * Whether the words before the code on its line may name a place: one is a known place or not an English word
 * ("Cyprus (Greek)", "New Zealand", "Greenlander"), unlike "Total 12345" or "Order 12345" under another line. In a
 * text with capitals a lower-case English word makes the line prose ("Debian issue 695885"), and an acronym is no
 * evidence of a place ("PR 25830", a change log's problem report; "Cite Internet RFC 9636").
 */
function namesPlace(lineBefore: string, caseless: boolean): boolean {
  const line = lineBefore.slice(lineBefore.lastIndexOf('\n') + 1);
  let named = false;
  for (const w of line.split(NON_WORD)) {
    if (w === '') continue;
    const flags = nameFlags(w.toLowerCase());
    if ((flags & NAME_PLACE) !== 0) return true;
    const english = (flags & (NAME_DICT | NAME_COMMON)) !== 0;
    if (caseless) {
      named ||= !english;
      continue;
    }
    if (english && w === w.toLowerCase() && !PLACE_JOINER.test(w)) return false;
    named ||= !english && !(w.length <= 4 && w === w.toUpperCase());
  }
  return named;
}

/** A state code and what stands before it: a comma after a word, or a word ("Boston, MA ", "Pittsburgh PA "). */
const WORD_BEFORE_STATE = /(\p{L}+) [A-Z]{2},? {1,2}$/u;

/**
 * Whether the state code ending `before` follows a city: after a comma any word will do ("Boston, MA"); without
 * one the word must be capitalized and no English word ("Pittsburgh PA", not "Bug ID 117474" or a line-initial
 * "PR 25830", a problem report).
 */
function cityBeforeState(before: string): boolean {
  if (WORD_COMMA_STATE.test(before)) return true;
  const m = WORD_BEFORE_STATE.exec(before);
  if (m === null) return false;
  const word = m[1]!;
  if (word[0] === word[0]!.toLowerCase()) return false;
  const flags = nameFlags(word.toLowerCase());
  return (flags & NAME_PLACE) !== 0 || (flags & (NAME_DICT | NAME_COMMON)) === 0;
}

/** Whether the code ends its clause or line ("… 43015 in its mission", "… 60864\n"), not "6091 units". */
function endsPlace(text: string, end: number): boolean {
  return end === text.length || PLACE_END.test(text.slice(end, end + 6));
}

/** A postal-code word just before a 4- or 6-digit code ("ZIP: 8592", "postcode 1386"). */
const CODE_CUE = /\b(?:zip|postal|post\s*code|postcode|plz|cep|pin\s*code)\b[^\n\d]{0,12}$/i;

/** CODE_CUE in `before`, tried only when one of its words may be there (mayHoldCodeCue). */
function codeCueIn(before: string): boolean {
  return mayHoldCodeCue(before) && CODE_CUE.test(before);
}

/**
 * Whether `s` may hold one of CODE_CUE's words: each holds a 'p' before "ost" (post, postal, postcode), "lz" (plz) or
 * "in" (pin code), or after "zi" (zip) or "ce" (cep), in either case (no unit beyond ASCII folds to those letters). The
 * words around most numbers ("report", "proposal", "Support", "Maple") hold a 'p' and none of these.
 */
function mayHoldCodeCue(s: string): boolean {
  return opensCodeCueWord(s, 'p') || opensCodeCueWord(s, 'P');
}

/** mayHoldCodeCue at each `p` (one case of the letter) in `s`, found by a native search: most windows hold none. */
function opensCodeCueWord(s: string, p: string): boolean {
  for (let i = s.indexOf(p); i >= 0; i = s.indexOf(p, i + 1)) {
    // Past the end charCodeAt() reads NaN, which `| 32` makes a space.
    const a = s.charCodeAt(i + 1) | 32;
    const b = s.charCodeAt(i + 2) | 32;
    if ((a === 111 && b === 115 && (s.charCodeAt(i + 3) | 32) === 116) || (a === 108 && b === 122) || (a === 105 && b === 110)) return true;
    if (i < 2) continue;
    const y = s.charCodeAt(i - 1) | 32;
    const x = s.charCodeAt(i - 2) | 32;
    if ((y === 105 && x === 122) || (y === 101 && x === 99)) return true;
  }
  return false;
}

/**
 * The Mexican and Spanish-language abbreviation of código postal right before a code ("C.P. 44160", "CP 06700",
 * "c.p. 28013"): capitals or dotted, so that the copy command ("cp 12345 files") is not one.
 */
const CP_CUE = /(?:^|[^\p{L}\d])(?:C\. ?P\.|CP|c\. ?p\.)[: ]{0,2}$/u;
/** A JSON or form key naming a postal code right before its value (`"cp": "06700"`, `cp=44160`, `'codigo_postal': 28013`). */
const KEY_BEFORE = /(?:^|[^\p{L}\d_])["']?([\p{L}_. ]{2,20})["']? ?[:=] ?["']?$/u;
/** Field names (lower case, letters only) that name a postal code in a JSON key or a CSV header. */
const POSTAL_FIELDS = new Set(
  'cp zip zipcode postcode postalcode postal eircode codigopostal códigopostal codpostal cep plz postleitzahl cap pincode pin postnummer postnr codepostal kodpocztowy'.split(' '),
);

/** A field name normalized to its letters, lower case ("Código_Postal" → "códigopostal"). */
function fieldName(raw: string): string {
  return raw.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/** A county or city of Ireland, or the word Ireland, right before an Eircode ("Galway, H91 E2K3", "Co. Cork P61 Y2X4"). */
const EIRCODE_PLACE = /(?:Ireland|Dublin(?: \d{1,2}W?)?|Cork|Galway|Limerick|Waterford|Kilkenny|Wexford|Kerry|Clare|Mayo|Sligo|Donegal|Meath|Kildare|Wicklow|Louth|Offaly|Laois|Westmeath|Longford|Roscommon|Leitrim|Cavan|Monaghan|Tipperary|Carlow|Co\. \p{Lu}\p{Ll}+),? $/u;

/** Longest line read back for a CSV column: a value far into a long line is not looked up. */
const MAX_COLUMN_REACH = 512;

/**
 * The postal columns of a CSV text's header line: which column indexes name a postal code, read once per text.
 * The header is the first line, holds no digit and is split by the delimiter its values are (',', ';' or a tab).
 */
class CsvHeader {
  private text = '';
  private delimiter = -1;
  private readonly columns: number[] = [];

  /**
   * Whether the value at `start` sits in a column whose header names a postal code (true), in another column of a
   * CSV text (false), or in no CSV field (null).
   */
  names(text: string, units: Uint16Array, start: number): boolean | null {
    if (text !== this.text) this.read(text);
    if (this.delimiter < 0) return null;
    // Read back at most MAX_COLUMN_REACH characters: a value deep in a long line is not looked up (linear time).
    let lineStart = start;
    while (lineStart > 0 && start - lineStart <= MAX_COLUMN_REACH && units[lineStart - 1]! !== 10) lineStart--;
    if (lineStart === 0 || units[lineStart - 1]! !== 10) return null;
    let column = 0;
    for (let i = lineStart; i < start; i++) if (units[i]! === this.delimiter) column++;
    // The value must fill its field: a delimiter, a quote or the line's start right before it.
    const before = units[start - 1]!;
    if (!(before === this.delimiter || before === 34 || start === lineStart)) return null;
    return this.columns.includes(column);
  }

  private read(text: string): void {
    this.text = text;
    this.columns.length = 0;
    this.delimiter = -1;
    const end = text.indexOf('\n');
    if (end <= 0 || end > MAX_COLUMN_REACH || !mayBeHeader(text, end)) return;
    const header = text.slice(0, end);
    const delimiter = header.includes('\t') ? '\t' : header.includes(';') ? ';' : ',';
    const fields = header.split(delimiter);
    // A header names short fields: not a sentence with commas.
    if (fields.length < 2 || fields.some((f) => f.trim().length === 0 || f.length > 32)) return;
    this.delimiter = delimiter.charCodeAt(0);
    fields.forEach((f, i) => {
      if (POSTAL_FIELDS.has(fieldName(f))) this.columns.push(i);
    });
  }
}
const csvHeader = new CsvHeader();

/**
 * Whether text[0…end) may be a CSV header as CsvHeader.read decides, by char codes before any copy: no ASCII digit,
 * and split by its delimiter (a tab, else ';', else ',') into two fields or more, none longer than 32 units. Most
 * first lines are prose, let go here; a line that passes is still judged by the split (empty fields).
 */
function mayBeHeader(text: string, end: number): boolean {
  let tab = false;
  let semicolon = false;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return false;
    if (c === 9) tab = true;
    else if (c === 59) semicolon = true;
  }
  const delimiter = tab ? 9 : semicolon ? 59 : 44;
  let fields = 1;
  let fieldStart = 0;
  for (let i = 0; i <= end; i++) {
    if (i < end && text.charCodeAt(i) !== delimiter) continue;
    if (i - fieldStart > 32) return false;
    if (i < end) fields++;
    fieldStart = i + 1;
  }
  return fields >= 2;
}

/** Whether a field name (a JSON/form key before the value, or the CSV column's header) names a postal code. */
function fieldNamesPostal(text: string, units: Uint16Array, start: number, before: string): boolean {
  return keyNamesPostal(before) || csvHeader.names(text, units, start) === true;
}

/** Whether `before` ends in a JSON or form key naming a postal code (KEY_BEFORE, then POSTAL_FIELDS). */
export function keyNamesPostal(before: string): boolean {
  // Cheap gates before KEY_BEFORE: a key ends in ':' or '=', then an optional space and quote; its last letter.
  let i = before.length - 1;
  if (before[i] === '"' || before[i] === "'") i--;
  if (before[i] === ' ') i--;
  const key = (before[i] === ':' || before[i] === '=') && mayEndPostalField(before, i) ? KEY_BEFORE.exec(before) : null;
  return key !== null && POSTAL_FIELDS.has(fieldName(key[1]!));
}

/** The ASCII letters (lower case) that end a name in POSTAL_FIELDS, as a bitmask over 'a'…'z'. */
const FIELD_LAST_LETTERS = [...POSTAL_FIELDS].reduce((mask, name) => mask | (1 << (name.charCodeAt(name.length - 1) - 97)), 0);

/**
 * Whether a key ending before the ':' or '=' at `i` may name a postal field, by its last letter: KEY_BEFORE's key
 * ends in a letter, then '_', '.', ' ' or a quote up to the separator, and fieldName keeps that letter (lower-cased)
 * as the name's last; POSTAL_FIELDS' names end in ASCII letters (p, e, l, z, n, r, y), which no other letter
 * lower-cases into. Most keys ("IP address", "DOB") are let go without the regex and its copies.
 */
function mayEndPostalField(before: string, i: number): boolean {
  let k = i - 1;
  for (let c = before.charCodeAt(k); c === 32 || c === 34 || c === 39 || c === 95 || c === 46; c = before.charCodeAt(k)) k--;
  const last = before.charCodeAt(k) | 32;
  return last >= 97 && last <= 122 && before.charCodeAt(k) < 128 && (FIELD_LAST_LETTERS & (1 << (last - 97))) !== 0;
}

/** Whether only spaces or clause punctuation follow `end` on its line ("\n 60810", not "\n5670 r josé"). */
function endsLine(text: string, end: number): boolean {
  return LINE_END.test(text.slice(end, end + 8));
}

/** Whether four digits at `start` read 19xx or 20xx. */
function isYear(units: Uint16Array, start: number): boolean {
  const a = units[start]!;
  const b = units[start + 1]!;
  const century = (a === 49 && b === 57) || (a === 50 && b === 48);
  const c = units[start + 2]!;
  const d = units[start + 3]!;
  return century && c >= 48 && c <= 57 && d >= 48 && d <= 57;
}


function startsLine(units: Uint16Array, start: number): boolean {
  let i = start - 1;
  for (let c = units[i]!; c === 32 || c === 9 || c === 62; c = units[i]!) i--;
  return i >= 0 && units[i]! === 10;
}

export const postalCodeRecognizer: Recognizer = {
  name: 'postal-code',
  entities: ['POSTAL_CODE'],
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    for (let k = 0; k < digitTokens.length; k++) {
      const t = digitTokens[k]!;
      if (claimed[t]) continue;
      const f = tokenFlags[t]!;
      const start = tokenStart[t]!;
      if (f & TOKEN_DIGIT_INITIAL) {
        const len = tokenEnd[t]! - start;
        const sep = units[start - 1]!;
        if (len < 3 || len > 6 || sep === 36 || sep === 35) continue;
        // "gh-issue-64490", "bug-12345": the number of an identifier glued to a lower-case word ("D-80331" stays a code).
        if (sep === 45 && isAsciiLower(units[start - 2]!)) continue;
        ZIP.lastIndex = start;
        const zip = len === 5 && ZIP.test(text);
        // Two-part codes: Portuguese "3610-114", Swedish, Czech, Slovak and Greek "840 24".
        const separator = units[tokenEnd[t]!]!;
        // GROUPED opens with '-' or ' ' and a digit: most numbers ("with 208 items") are let go without the call.
        GROUPED.lastIndex = tokenEnd[t]!;
        const grouped = (len === 4 || len === 3) && (separator === 45 || separator === 32) && isAsciiDigit(units[tokenEnd[t]! + 1]!) && GROUPED.test(text);
        const groupLength = GROUPED.lastIndex - tokenEnd[t]!;
        const pair = grouped && (len === 4 ? separator === 45 && groupLength === 4 : separator === 32 && groupLength === 3);
        const end = zip ? ZIP.lastIndex : pair ? GROUPED.lastIndex : tokenEnd[t]!;
        if ((f & (TOKEN_HAS_LOWER | TOKEN_HAS_UPPER)) !== 0 || !isStandaloneNumber(text, start, end)) continue;
        const before = text.slice(Math.max(0, start - 32), start);
        // A three-digit code stands alone only under a postcode word ("My zip code is 880").
        if (len === 3 && !pair) {
          if (codeCueIn(before)) out.push(candidate('POSTAL_CODE', start, end, POSTAL_CONFIDENCE.cuedOther, 'postal-code'));
          continue;
        }
        // "in Chicago 2019": a 4-digit year after a place is a date, unless a postal word names it a code.
        if (len === 4 && end - start === 4 && isYear(units, start) && !codeCueIn(before)) continue;
        // A place right before needs a space before the code; a block line needs the code to start its line.
        const lastWord = sep === 32 ? lineTailWord(text, units, Math.max(0, start - 32), start) : '';
        const placeBefore = lastWord !== '' && (US_STATE_CODES.has(lastWord) ? cityBeforeState(before) : (nameFlags(lastWord) & NAME_PLACE) !== 0);
        // A CSV value under a header that names its column otherwise ("customer_id") is no block's last line.
        const blockLine =
          !placeBefore && startsLine(units, start) && endsLine(text, end) && csvHeader.names(text, units, start) !== false && BLOCK_LINE.test(text.slice(Math.max(0, start - 64), start));
        let confidence = placeBefore ? POSTAL_CONFIDENCE.afterPlace : blockLine ? POSTAL_CONFIDENCE.blockLine : zip ? POSTAL_CONFIDENCE.bareZip : 0;
        if (confidence < POSTAL_CONFIDENCE.blockLine && sep === 32 && endsPlace(text, end)) {
          const wide = text.slice(Math.max(0, start - 96), start);
          if ((anchors.caseless ? BLOCK_PLACE_LINE_CASELESS : BLOCK_PLACE_LINE).test(wide) && namesPlace(wide, anchors.caseless)) confidence = POSTAL_CONFIDENCE.blockLine;
          else if (inPlace(before, anchors.caseless)) confidence = POSTAL_CONFIDENCE.inPlace;
        }
        if (!zip && !placeBefore && codeCueIn(before)) confidence = POSTAL_CONFIDENCE.cuedOther;
        if (confidence < POSTAL_CONFIDENCE.cuedOther && (((before.includes('P') || before.includes('p')) && CP_CUE.test(before)) || fieldNamesPostal(text, units, start, before))) confidence = POSTAL_CONFIDENCE.cuedOther;
        // A bare number in a CSV column named otherwise ("customer_id") is that column's value, whatever context is near.
        if (confidence === POSTAL_CONFIDENCE.bareZip && csvHeader.names(text, units, start) === false) continue;
        if (confidence > 0) out.push(candidate('POSTAL_CODE', start, end, confidence, 'postal-code'));
      } else if (f & TOKEN_UPPER_INITIAL) {
        // "#F0F8FF" is a colour, not a UK postcode.
        if (text[start - 1] === '#') continue;
        // The shapes are word units but for one space: a code without it lies within the token (UK five units or
        // more, Canadian six), one with it has the token end at the space, a digit after it (UK, Canada) or the
        // token three units long (Eircode). "Q3 was" and "A4 paper" are let go without the three calls.
        const tokenLength = tokenEnd[t]! - start;
        const spaced = units[tokenEnd[t]!]! === 32;
        const mayBeUkOrCanada = tokenLength >= 5 || (spaced && isAsciiDigit(units[tokenEnd[t]! + 1]!));
        if (!mayBeUkOrCanada && !(spaced && tokenLength === 3)) continue;
        UK.lastIndex = start;
        let shaped = mayBeUkOrCanada && UK.test(text) && isStandaloneNumber(text, start, UK.lastIndex) ? UK.lastIndex : 0;
        if (shaped === 0 && mayBeUkOrCanada) {
          CANADA.lastIndex = start;
          shaped = CANADA.test(text) && isStandaloneNumber(text, start, CANADA.lastIndex) ? CANADA.lastIndex : 0;
        }
        if (shaped > 0) {
          out.push(candidate('POSTAL_CODE', start, shaped, POSTAL_CONFIDENCE.shaped, 'postal-code'));
          continue;
        }
        EIRCODE.lastIndex = start;
        if (EIRCODE.test(text) && isStandaloneNumber(text, start, EIRCODE.lastIndex)) {
          const before = text.slice(Math.max(0, start - 32), start);
          const cued = codeCueIn(before) || fieldNamesPostal(text, units, start, before) || EIRCODE_PLACE.test(before);
          out.push(candidate('POSTAL_CODE', start, EIRCODE.lastIndex, cued ? POSTAL_CONFIDENCE.shaped : POSTAL_CONFIDENCE.bareEircode, 'postal-code'));
        }
      }
    }
  },
};
