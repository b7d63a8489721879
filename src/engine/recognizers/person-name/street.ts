/**
 * Streets named without a house number ("Herceg Gateway", "on Elm Loop"): a run of capitalized words that ends in a
 * USPS street suffix is a street, reported as ADDRESS by the person-name reader, the only one that sees such runs.
 */
import { isAsciiSpace } from '../../pipeline/boundary.js';
import { candidate, type Candidate } from '../../candidate.js';
import { NAME_FIRST, NAME_LAST } from '../../lexicons/person-names.js';
import { STREET_SUFFIXES } from '../../lexicons/street-types.js';
import { lineBreakBefore, lineEndAfter, mailboxAfter } from './cues.js';
import type { Piece } from './pieces.js';
import { WordSet } from '../../lexicons/word-set.js';

/** USPS suffixes written in full ("Gateway", "Loop"); abbreviations like "St" are too often "Saint". */
const MIN_SUFFIX_LENGTH = 4;
/** STREET_SUFFIXES asked in place: without case every common word after a name is asked, and most are no suffix. */
const SUFFIX_WORDS = new WordSet(STREET_SUFFIXES);

export const STREET_CUE = /\b(?:on|at|corner of|off|near|along|via|lives on|located on|located at)\s+$/i;

/**
 * Without a cue a street name with no number, unit or city is a name of something else as often as a street in
 * prose ("Wall Street reacted", "Apache Commons", "Intel Tiger Lake"): below the threshold unless a context word helps.
 */
const STREET_CONFIDENCE = { bare: 0.45, cued: 0.7 } as const;

/** Between an address and a second street: " and ", or " St. and " after a street-first address. */
const SECOND_STREET_GAP = /^(?: St\.)?\s+and\s+$/;

const INTERSECTION = /(?:the\s+)?(?:corner|intersection|junction)\s+of\s+$/i;

const CAPITALIZED_AFTER = /^ (?!St\b|Street\b)\p{Lu}/u;
/**
 * Streets whose name stands for an industry or an office in prose; a house number still makes any of them an address.
 * Asked in place, in any case (no lower-cased copy per street).
 */
const METONYM_STREETS = new WordSet([
  'wall street', 'downing street', 'fleet street', 'madison avenue', 'harley street', 'threadneedle street',
]);

/** Whether a unit may be CAPITALIZED_AFTER's \p{Lu}: an ASCII capital, or any unit beyond ASCII (the pattern decides). */
function mayBeCapital(c: number): boolean {
  return (c >= 65 && c <= 90) || c >= 128;
}

/**
 * Whether STREET_CUE may match the 16 units before `start`: past trailing blanks (one at least) the two letters before
 * them end one of its final words (on, at, of/off, near, along, via), in either case. A unit beyond ASCII among the
 * blanks (a Unicode space) leaves it to the pattern; beyond ASCII in place of a letter, the pattern (no u flag) never
 * matches either.
 */
export function mayEndStreetCue(units: Uint16Array, start: number): boolean {
  let i = start;
  for (;;) {
    const c = units[i - 1]!;
    if (isAsciiSpace(c)) i--;
    else if (c >= 128 && i - 1 >= start - 16 && i - 1 >= 0) return true;
    else break;
  }
  if (i === start || i < 2) return false;
  const a = units[i - 2]! | 32;
  const b = units[i - 1]! | 32;
  return (a === 111 && b === 110) || (a === 97 && b === 116) || (a === 111 && b === 102) || (a === 102 && b === 102) || (a === 97 && b === 114) || (a === 110 && b === 103) || (a === 105 && b === 97);
}

/** Only "and" between two candidates. */
const AND_BETWEEN = /^\s+and\s+$/;

/**
 * Whether the capitalized words `run[from…to)` followed by `suffix` name a street ("Herceg Gateway", "Inna Loop"):
 * the suffix is a USPS street suffix in full, and the words are not a first name + surname ("Isaac Lodge").
 */
export function isStreetName(text: string, units: Uint16Array, run: readonly Piece[], from: number, to: number, suffix: Piece): boolean {
  if (suffix.end - suffix.start < MIN_SUFFIX_LENGTH || to - from > 3) return false;
  for (let i = from; i < to; i++) if (run[i]!.kind !== 'name') return false;
  if (!SUFFIX_WORDS.hasAt(text, suffix.start, suffix.end)) return false;
  // Alone on its line it is a signature or contact line ("Fletcher Hill"), not a street.
  const start = run[from]!.start;
  if (lineBreakBefore(text, units, start, 4) && lineEndAfter(text, units, suffix.end, 4)) return false;
  // So is one before a mailbox ("Iain Lane <laney@example.org>").
  if (mailboxAfter(text, units, suffix.end)) return false;
  return !(run[from]!.flags & NAME_FIRST && suffix.flags & NAME_LAST);
}

/** A street named without a house number; stronger after "on", "at", "corner of". */
export function emitStreet(text: string, units: Uint16Array, start: number, end: number, wordy: boolean, out: Candidate[]): void {
  // "the corner of 12 Main Street and Elm Loop": an intersection is one location.
  let previous: Candidate | undefined;
  for (let i = out.length - 1; i >= 0 && !previous; i--) if (out[i]!.type === 'ADDRESS' && out[i]!.end <= start) previous = out[i];
  if (previous && AND_BETWEEN.test(text.slice(previous.end, start))) {
    const lead = INTERSECTION.exec(text.slice(Math.max(0, previous.start - 32), previous.start));
    if (lead) {
      previous.start -= lead[0].length;
      previous.end = end;
      previous.confidence = Math.max(previous.confidence, STREET_CONFIDENCE.cued);
      return;
    }
  }
  // A capitalized word after the suffix continues a proper name ("Wall Street Journal", "Apache Commons IO").
  if (units[end]! === 32 && mayBeCapital(units[end + 1]!) && CAPITALIZED_AFTER.test(text.slice(end, end + 8))) return;
  // Streets that stand for an industry or an office ("on Wall Street", "Downing Street said") locate no one.
  if (METONYM_STREETS.hasAt(text, start, end)) return;
  // "the corner of 11 Botley Road St. and Herceg Gateway St.": after an address and "and" it is the second street.
  const second = previous !== undefined && start - previous.end <= 10 && SECOND_STREET_GAP.test(text.slice(previous.end, start));
  const cued = second || (mayEndStreetCue(units, start) && STREET_CUE.test(text.slice(Math.max(0, start - 16), start)));
  // Without "on", "at", … ordinary words before a street word are a phrase ("the Blue Green deployment").
  if (!cued && wordy) return;
  out.push(candidate('ADDRESS', start, end, cued ? STREET_CONFIDENCE.cued : STREET_CONFIDENCE.bare, 'person-name'));
}
