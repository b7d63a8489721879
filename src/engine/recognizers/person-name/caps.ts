/**
 * Names in capitals, as forms and records write them ("Patient Name: GARCIA, LUIS", "Mr. JOHN SMITH"): read only
 * after a naming cue or an honorific.
 */
import type { Candidate } from '../../candidate.js';
import { nameFlagsAt } from '../../lexicons/person-names.js';
import { CUES, namingCueBefore } from './cues.js';
import { isAsciiLetter, isLetterUnit } from '../../pipeline/boundary.js';
import { isStop, NAMEISH, SUFFIX_WORDS } from './pieces.js';

/** A name in capitals after a naming cue: forms and records write them so ("Patient name: GARCIA, LUIS"). */
const CAPS_NAME_CONFIDENCE = 0.8;

const MAX_CAPS_WORDS = 4;

/** Whether the UTF-16 unit is an upper-case letter (ASCII by code, others by case mapping). */
function isUpperUnit(text: string, i: number): boolean {
  // Past the end there is no letter ("Mr. JOHN SMITH " ends in a space).
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  const ch = text[i]!;
  return ch !== ch.toLowerCase();
}

/**
 * Reads a name in capitals at `start` when a naming cue or an honorific stands before it: up to four words of two
 * or more capitals, "LAST, FIRST" allowed once; at least one word must be a listed name and none a common word
 * ("Name: N/A", "Name: TBD" stay unnamed). Returns the end of what was read, or 0.
 */
export function emitCapsName(text: string, start: number, out: Candidate[]): number {
  if (!capsCueBefore(text, start)) return 0;
  let pos = start;
  let end = 0;
  let listed = false;
  let comma = false;
  for (let words = 0; words < MAX_CAPS_WORDS; ) {
    let e = pos;
    while (e < text.length && isUpperUnit(text, e)) e++;
    if (e - pos < 2 || isLetterUnit(text.charCodeAt(e))) break;
    const flags = nameFlagsAt(text, pos, e);
    if (isStop(flags) || (e - pos <= 3 && SUFFIX_WORDS.hasAt(text, pos, e))) break;
    if (flags & NAMEISH) listed = true;
    words++;
    end = e;
    if (text.charCodeAt(e) === 32 && isUpperUnit(text, e + 1)) pos = e + 1;
    else if (!comma && words === 1 && text.charCodeAt(e) === 44 && text.charCodeAt(e + 1) === 32 && isUpperUnit(text, e + 2)) {
      comma = true;
      pos = e + 2;
    } else break;
  }
  if (!listed || end === 0) return 0;
  out.push({ type: 'PERSON_NAME', start, end, confidence: CAPS_NAME_CONFIDENCE, recognizer: 'person-name' });
  return end;
}

/** Naming cues end in ':' / '?' / '=' or with one of these words; the pattern runs only then. */
const NAMING_FINALS = new Set(['is', 'named', 'me', 'dear', 'by', 'said']);

/** Cheap look at the word before `start` before namingCueBefore() reads the window. */
function capsCueBefore(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i === start - 1 || i < 0) return false;
  const c = text.charCodeAt(i);
  if (c === 46 || isAsciiLetter(c)) {
    const wordEndAt = c === 46 ? i : i + 1;
    let w = wordEndAt;
    while (w > 0 && wordEndAt - w <= 6 && isAsciiLetter(text.charCodeAt(w - 1))) w--;
    if (w === wordEndAt || wordEndAt - w > 6) return false;
    const word = text.slice(w, wordEndAt).toLowerCase();
    if (!CUES.honorific.finals.has(word) && (c === 46 || !NAMING_FINALS.has(word))) return false;
  } else if (c !== 58 && c !== 63 && c !== 61) return false;
  return namingCueBefore(text, start);
}
