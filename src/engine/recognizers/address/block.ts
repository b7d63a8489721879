/**
 * Tails of several parts, after commas or on the following lines of a block address: ", Räsna, North Korea 12373",
 * "\n Suite 343\n Pärnu\n Estonia 62031", and whether such lines are one block or separate fields.
 */
import { isDigitAt } from '../../pipeline/boundary.js';
import { isEnglishWord, isLineEnd, placePrefix } from './places.js';

/** One part of an address tail: a city, region or country, optionally ending in a postal code ("Estonia 62031", "Cyprus (Greek)"). */
/** '∆' (U+2206, increment) stands for 'Δ' in Greek text that went through a symbol font ("ΧΑΝ∆ΡΙΑ"). */
const TAIL_WORDS = /^[\p{L}\u2206][\p{L}\p{M}\u2206.'’()-]*(?: \(?[\p{L}\u2206][\p{L}\p{M}\u2206.'’()-]*){0,4}(?: \d{1,2})?$/u;
/** A region or district written as a number between the city and the code of a block (", 32"). */
const TAIL_NUMBER = /^\d{1,3}$/;
const TAIL_POSTAL =
  /^([\p{L}][\p{L}\p{M}.'’()-]*(?: \(?[\p{L}][\p{L}\p{M}.'’()-]*){0,4}(?: \d{1,2})? {1,2}|\d{1,3} )?(?:\d{4,6}(?:-\d{4})?|\d{2}-\d{3}|\d{4,5}-\d{3}|\d{3} \d{2}|[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[A-Z] ?\d[A-Z]\d|(?:[AC-FHKNPRTV-Y]\d\d|D6W) ?[AC-FHKNPRTV-Y\d]{4}|\(?[A-HJ-NP-Za-hj-np-z]\d{4}[A-Za-z]{3}\)?)(?![\d\p{L}/])/u;
/**
 * A code with letters or a dash in it (UK, Canada, Eircode "D06 F2K7", Portugal "4050-174") is no count or amount:
 * after a comma it may be followed by prose (", D06 F2K7 following a report"), unlike ", 5000 people came".
 */
const SHAPED_CODE = /^(?:[\p{L}\d]+-\d+|[\dA-Z ]*[A-Z][\dA-Z ]*|\(?[A-Za-z]\d{4}[A-Za-z]{3}\)?)$/u;
/** A tail part with the code before the city, as in most of Europe: ", 8001 Zürich", ", 00-590 Warszawa", ", 111 21 Stockholm". */
const CODE_FIRST = /^(\d{3,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}) \p{Lu}[\p{L}\p{M}.'’()\/-]*(?: \p{L}[\p{L}\p{M}.'’()\/-]*){0,3}(?: \d{1,2})?$/u;
/**
 * The same code and city followed by prose in the part (", 10126 Torino alle 9:00"): the city's words are capitalized
 * (particles may join them: "Frankfurt am Main"; a district number may end them: "Praha 10") and a lower-case word or
 * clause punctuation follows the last one (", 101 Reykjavík; she will"); what follows is left out.
 */
const CODE_FIRST_PROSE =
  /^(\d{3,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}) \p{Lu}[\p{L}\p{M}'’\/-]*(?: (?:(?:de|del|della|di|da|do|dos|das|du|des|la|le|les|am|an|im|sur|en) )?\p{Lu}[\p{L}\p{M}'’\/-]*){0,2}(?: \d{1,2})?(?=[;:!?)]|\.(?:$|\s)| \p{Ll})/u;
/** Whether the words after a three-digit code name a town: all capitalized, the first no English word ("101 Reykjavík"). */
function namesTown(words: string): boolean {
  const list = words.split(' ');
  return !isEnglishWord(list[0]!.toLowerCase()) && list.every((w) => w[0] !== w[0]!.toLowerCase());
}
/** A country after a tail's code: ", Switzerland", "\n United States". */
const COUNTRY_AFTER = /(?:, ?|\n[ \t]?)(\p{L}[\p{L}\p{M}'’()-]*(?: \p{L}[\p{L}\p{M}'’()-]*){0,3})/uy;
/** A region abbreviation as a tail part or ending one ("QC", "Toronto ON"). */
const REGION_CODE = /(?:^| )[A-Z]{2,3}$/;
/**
 * Tail parts after a comma or on the next lines of a block address: ", Räsna, North Korea 12373",
 * "\n Voormezele\n Belgium 92060" (decisions.md: city, state and ZIP belong to the address when present).
 */
const TAIL_SEPARATOR = /^(?=[ \t]*[,\n])[ \t]*(?:\n[ \t>?]*)?(?:,[ \t]*)?(?:\n[ \t>?]*)?/;
const MAX_TAIL_PARTS = 4;
/** The end of a block: the text's end, a blank line or sentence punctuation. */
const BLOCK_ENDS = /^[ \t]*(?:$|\n[ \t]*\n|[.;])/;
/** A period after a word of four letters or more, then a space or the end: a sentence end, not an abbreviation. */
const SENTENCE_END = /\p{L}{4}\.(?=$| \p{L})/u;

/** A postal tail: where it ends, and whether a line break opened it (the block form). */
export interface PostalTail {
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
export function postalTail(text: string, units: Uint16Array, from: number): PostalTail | null {
  let at = from;
  let lines = 0;
  let marked = false;
  let region = false;
  for (let i = 0; i < MAX_TAIL_PARTS; i++) {
    // TAIL_SEPARATOR's lookahead by char codes: a ',' or a line break after spaces and tabs, within its 12 units.
    if (!separatorOpens(text, units, at)) return null;
    const sep = TAIL_SEPARATOR.exec(text.slice(at, at + 12));
    if (!sep) return null;
    if (sep[0].includes('\n')) lines++;
    if (MARKED_BREAK.test(sep[0])) marked = true;
    const partStart = at + sep[0].length;
    let partEnd = partStart;
    while (partEnd < text.length && partEnd - partStart <= 48 && text[partEnd] !== '\n' && text[partEnd] !== ',') partEnd++;
    let part = text.slice(partStart, partEnd).trimEnd();
    // "…, 00-514 Warszawa." or "…, 8001 Zürich. Bye": a sentence ends the part ("St." keeps its period).
    const stop = SENTENCE_END.exec(part);
    if (stop) part = part.slice(0, stop.index + stop[0].length - 1);
    // A code opening its part is the whole part, or starts its line ("\n 60810 for post mail?"), or comes before a
    // city (", 8001 Zürich"); after a comma it is not prose (", 5000 people came").
    const matched = TAIL_POSTAL.exec(part);
    const alone =
      matched !== null &&
      (matched[0].length === part.length ||
        (sep[0].includes('\n') && !isDigitAt(part, matched[0].length + 1)) ||
        (SHAPED_CODE.test(matched[0]) && /^ \p{Ll}/u.test(part.slice(matched[0].length, matched[0].length + 2))));
    const postal = matched && (matched[1] !== undefined || alone) ? matched : null;
    let codeFirst = postal ? null : (CODE_FIRST_PROSE.exec(part) ?? CODE_FIRST.exec(part));
    // Three digits before a word are a count as often ("300 Euros"): Iceland's and the Faroes' codes name a town.
    if (codeFirst && codeFirst[1]!.length === 3 && !namesTown(codeFirst[0].slice(4))) codeFirst = null;
    if (postal || codeFirst) {
      const block = isSplitBlock(lines, marked, region || /,/.test(text.slice(from, partStart)));
      if (codeFirst) return { end: partStart + codeFirst[0].length, block, code: { start: partStart, end: partStart + codeFirst[1]!.length } };
      const codeStart = partStart + (postal![1]?.length ?? 0);
      return { end: partStart + postal![0].length, block, code: { start: codeStart, end: partStart + postal![0].length } };
    }
    if (!TAIL_WORDS.test(part) && !(i > 0 && TAIL_NUMBER.test(part))) return null;
    // Three digits alone on the block's last line, after its place lines, are its code (Iceland, Faroe Islands:
    // "\n   Egilsstaðir\n    700"); between place lines and a code they are a district (", 320\n 60810").
    const partEnd3 = partStart + part.length;
    if (i > 0 && part.length === 3 && sep[0].includes('\n') && TAIL_NUMBER.test(part) && BLOCK_ENDS.test(text.slice(partEnd3, partEnd3 + 8))) {
      return { end: partEnd3, block: isSplitBlock(lines, marked, region || /,/.test(text.slice(from, partStart))), code: { start: partStart, end: partEnd3 } };
    }
    if (REGION_CODE.test(part) || TAIL_NUMBER.test(part)) region = true;
    at = partStart + part.length;
  }
  return null;
}

/** Whether TAIL_SEPARATOR's lookahead holds at `at`: spaces and tabs, then ',' or '\n', within 12 units. */
function separatorOpens(text: string, units: Uint16Array, at: number): boolean {
  const stop = Math.min(text.length, at + 12);
  let i = at;
  while (i < stop && (units[i]! === 32 || units[i]! === 9)) i++;
  const c = i < stop ? units[i]! : -1;
  return c === 44 || c === 10;
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
export function placeBlockEnd(text: string, units: Uint16Array, from: number): number {
  let at = from;
  let end = from;
  for (let i = 0; i < 3; i++) {
    // BLOCK_LINE opens with the line break.
    if (units[at]! !== 10) break;
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

/** End of a country written after a tail's code (", Switzerland", "\n United States"), or `end`. */
export function withCountry(text: string, end: number): number {
  // COUNTRY_AFTER opens with a comma or a line break: a tail followed by " before" is let go without the call.
  const c = text.charCodeAt(end);
  if (c !== 44 && c !== 10) return end;
  COUNTRY_AFTER.lastIndex = end;
  const m = COUNTRY_AFTER.exec(text);
  if (!m || MARKED_BREAK.test(m[0])) return end;
  const place = placePrefix(m[1]!);
  const placeEnd = COUNTRY_AFTER.lastIndex - m[1]!.length + place;
  return place > 0 && /^(?:$|[\n,.;:!?)]| \p{Ll})/u.test(text.slice(placeEnd, placeEnd + 2)) ? placeEnd : end;
}
