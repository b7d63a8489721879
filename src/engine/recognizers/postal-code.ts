/**
 * POSTAL_CODE: US ZIP and ZIP+4 (USPS), UK postcodes (Royal Mail format), Canadian postal codes
 * (Canada Post format); other 4-6 digit codes only with a context word ("zip", "postcode") or after a
 * place at the end of an address line ("Texas 75201", "Estonia 62031").
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_PLACE, nameFlags } from '../lexicons/person-names.js';
import { US_STATE_CODES } from '../lexicons/places.js';
import { isStandaloneNumber } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL, TOKEN_HAS_LOWER, TOKEN_HAS_UPPER, TOKEN_UPPER_INITIAL } from '../pipeline/scan.js';

const ZIP = /\d{5}(?:-\d{4})?/y;
const UK = /(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}/y;
const CANADA = /[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d/y;
/** The words before a code that make it the tail of an address: a US state code or a place name. */
const LINE_TAIL = /(?:^|[\s,>])([A-Za-z][A-Za-z.]*(?: [A-Z][A-Za-z]+)?),? $/;
/** A code alone at the start of a line under a short line of words: the last line of a block address. */
const BLOCK_LINE = /(?:^|\n)[ \t>]*\p{L}[\p{L}\p{M} .,'’()-]{0,40}\n[ \t>]*$/u;

/**
 * The last line of a block address: place words and the code ("\n Cyprus (Greek) 13429") under another
 * short line. Bounded repetitions, no nested quantifiers: linear.
 */
const BLOCK_PLACE_LINE = /(?:^|\n)[ \t>?]*[^\n]{1,48}\n(?:[ \t>?]*\n)?[ \t>?]*\p{Lu}[\p{L}\p{M}.'’()-]*(?: [\p{L}\p{M}.'’()-]+){0,3} $/u;
/** A code after "in"/"at" and a proper place name, as in "our office in Costamezzana 43015". */
const IN_PLACE = /(?:^|[^\p{L}])(?:in|at|near) ((?:\p{Lu}[\p{L}\p{M}'’-]*|de|da|di|do|del|la|le|sur|am|an|im)(?: (?:\p{Lu}[\p{L}\p{M}'’-]*|de|da|di|do|del|la|le|sur|am|an|im)){0,3}) $/u;
const PLACE_PARTICLE = /^(?:de|da|di|do|del|la|le|sur|am|an|im)$/;

/** A bare 5-digit number is often an amount or an id: weak alone, confident after a state or place. */
const POSTAL_CONFIDENCE = { afterPlace: 0.7, blockLine: 0.6, inPlace: 0.6, shaped: 0.7, bareZip: 0.3, cuedOther: 0.65 } as const;

/**
 * Whether "in <Name> <code>" names a place: the name is not English words ("in Room 1021", "in Windows 7000").
 */
function inPlace(before: string): boolean {
  const m = IN_PLACE.exec(before);
  if (m === null) return false;
  const words = m[1]!.split(' ');
  if (PLACE_PARTICLE.test(words[0]!) || PLACE_PARTICLE.test(words[words.length - 1]!)) return false;
  return words.every((w) => PLACE_PARTICLE.test(w) || (nameFlags(w.toLowerCase()) & (NAME_DICT | NAME_COMMON)) === 0 || (nameFlags(w.toLowerCase()) & NAME_PLACE) !== 0);
}

/** Whether the code ends its clause or line ("… 43015 in its mission", "… 60864\n"), not "6091 units". */
function endsPlace(text: string, end: number): boolean {
  return end === text.length || /^(?:[\n,.;)]|\s+(?:in|and|for|to|is|was|,)\b)/.test(text.slice(end, end + 6));
}

/** A postal-code word just before a 4- or 6-digit code ("ZIP: 8592", "postcode 1386"). */
const CODE_CUE = /\b(?:zip|postal|post\s*code|postcode|plz|cep|pin\s*code)\b[^\n\d]{0,12}$/i;

function startsLine(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '>')) i--;
  return i >= 0 && text[i] === '\n';
}

export const postalCodeRecognizer: Recognizer = {
  name: 'postal-code',
  entities: ['POSTAL_CODE'],
  find({ text, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    for (const t of digitTokens) {
      if (claimed[t]) continue;
      const f = tokenFlags[t]!;
      const start = tokenStart[t]!;
      if (f & TOKEN_DIGIT_INITIAL) {
        const len = tokenEnd[t]! - start;
        if (len < 4 || len > 6 || text[start - 1] === '$' || text[start - 1] === '#') continue;
        ZIP.lastIndex = start;
        const zip = len === 5 ? ZIP.exec(text) : null;
        const end = zip ? start + zip[0].length : tokenEnd[t]!;
        if ((f & (TOKEN_HAS_LOWER | TOKEN_HAS_UPPER)) !== 0 || !isStandaloneNumber(text, start, end)) continue;
        const before = text.slice(Math.max(0, start - 32), start);
        // "in Chicago 2019": a 4-digit year after a place is a date, unless a postal word names it a code.
        if (len === 4 && /^(?:19|20)\d\d$/.test(text.slice(start, end)) && !CODE_CUE.test(before)) continue;
        // A place right before needs a space before the code; a block line needs the code to start its line.
        const tail = text[start - 1] === ' ' ? LINE_TAIL.exec(before) : null;
        const placeBefore =
          tail !== null && (US_STATE_CODES.has(tail[1]!) || (nameFlags(tail[1]!.split(' ').pop()!) & NAME_PLACE) !== 0);
        const blockLine = !placeBefore && startsLine(text, start) && BLOCK_LINE.test(text.slice(Math.max(0, start - 64), start));
        let confidence = placeBefore ? POSTAL_CONFIDENCE.afterPlace : blockLine ? POSTAL_CONFIDENCE.blockLine : zip ? POSTAL_CONFIDENCE.bareZip : 0;
        if (confidence < POSTAL_CONFIDENCE.blockLine && text[start - 1] === ' ' && endsPlace(text, end)) {
          const wide = text.slice(Math.max(0, start - 96), start);
          if (BLOCK_PLACE_LINE.test(wide)) confidence = POSTAL_CONFIDENCE.blockLine;
          else if (inPlace(before)) confidence = POSTAL_CONFIDENCE.inPlace;
        }
        if (!zip && !placeBefore && CODE_CUE.test(before)) confidence = POSTAL_CONFIDENCE.cuedOther;
        if (confidence > 0) out.push({ type: 'POSTAL_CODE', start, end, confidence, recognizer: 'postal-code' });
      } else if (f & TOKEN_UPPER_INITIAL) {
        for (const shape of [UK, CANADA]) {
          shape.lastIndex = start;
          const m = shape.exec(text);
          if (m && isStandaloneNumber(text, start, start + m[0].length)) {
            out.push({ type: 'POSTAL_CODE', start, end: start + m[0].length, confidence: POSTAL_CONFIDENCE.shaped, recognizer: 'postal-code' });
            break;
          }
        }
      }
    }
  },
};
