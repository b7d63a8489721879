/**
 * Chat mentions: "@priya", "@Hannah", "@marco.rossi" name a person in Slack, Teams, GitHub and mail threads. The handle
 * after an '@' that no word precedes (an e-mail's '@' has its local part before it) is a name when its first part is a
 * census given name that is no ordinary word ("@channel", "@here", "@grace" stay unnamed); a second part that is a
 * listed name makes it a full name ("@marco.rossi"). The span is the handle without the '@'.
 */
import { candidate, type Candidate } from '../../candidate.js';
import { NAME_FIRST, NAME_KNOWN, NAME_LAST, nameFlagsAt } from '../../lexicons/person-names.js';
import { isAsciiDigit, isAsciiLetter, isLetterUnit } from '../../pipeline/boundary.js';
import { isAmbiguous, isStop, NAMEISH } from './pieces.js';
import { WordSet } from '../../lexicons/word-set.js';

const MENTION_CONFIDENCE = { given: 0.6, full: 0.75 } as const;
/** Documentation-comment and annotation tags that name lists also hold ("@param" is a given name somewhere). */
const DOC_TAGS = new WordSet(['param', 'returns', 'return', 'type', 'typedef', 'property', 'prop', 'example', 'see', 'since', 'link', 'throws', 'override', 'deprecated', 'default', 'inheritdoc', 'author', 'version', 'module', 'todo']);
/** Longest part of a handle read (a given name or a surname). */
const MAX_PART = 20;

function isHandleSeparator(c: number): boolean {
  return c === 46 || c === 95 || c === 45; // . _ -
}

/** The end of the letters of one handle part starting at `at` (ASCII and other letters). */
function partEnd(text: string, units: Uint16Array, at: number): number {
  let e = at;
  while (e < text.length && e - at <= MAX_PART && isLetterUnit(units[e]!)) e++;
  return e;
}

export function emitMentions(text: string, units: Uint16Array, atSigns: readonly number[], out: Candidate[]): void {
  for (let k = 0; k < atSigns.length; k++) {
    const at = atSigns[k]!;
    const before = units[at - 1]!;
    if (at > 0 && (isLetterUnit(before) || isAsciiDigit(before) || isHandleSeparator(before))) continue;
    const start = at + 1;
    const firstEnd = partEnd(text, units, start);
    if (firstEnd - start < 2 || firstEnd - start > MAX_PART) continue;
    if (DOC_TAGS.hasAt(text, start, firstEnd)) continue;
    const first = nameFlagsAt(text, start, firstEnd);
    // A given name: a census one, or one the multilingual list holds as no surname ("@priya"; not "@foo", a surname there).
    if (!(first & NAME_FIRST || (first & NAME_KNOWN && !(first & NAME_LAST))) || isStop(first) || isAmbiguous(first)) continue;
    let end = firstEnd;
    let confidence: number = MENTION_CONFIDENCE.given;
    // "@marco.rossi": a listed surname after one separator; anything else glued on ("@anna2", "@anna.dev.bot") is a handle.
    if (isHandleSeparator(units[firstEnd]!) && isAsciiLetter(units[firstEnd + 1]!)) {
      const secondEnd = partEnd(text, units, firstEnd + 1);
      const second = nameFlagsAt(text, firstEnd + 1, secondEnd);
      if (!(second & NAMEISH) || isStop(second) || isHandleSeparator(units[secondEnd]!)) continue;
      end = secondEnd;
      confidence = MENTION_CONFIDENCE.full;
    }
    // A domain or a digit after the handle makes it an address or an id ("@anna.io", "@anna2").
    // So does a scope or a call after it: "@babel/parser", "@sinclair/typebox" are npm scopes, "@Input()" a decorator.
    const after = units[end]!;
    if (isAsciiDigit(after) || isLetterUnit(after) || after === 47 || after === 40) continue;
    if (after === 46 && isAsciiLetter(units[end + 1]!)) continue;
    out.push(candidate('PERSON_NAME', start, end, confidence, 'person-name'));
  }
}
