/**
 * National identity, tax and bank-account numbers of particular countries (formats.ts), found from the shared scan's
 * digit tokens. Confidence follows the evidence: a keyword and a valid check digit settle it; a valid strong check
 * alone is reported at a moderate score (a phone or other reading of the same digits may still outrank it); a
 * number without a check digit, or with a weak one, needs the keyword.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../../candidate.js';
import { asciiDigitRun, isStandaloneNumber } from '../../pipeline/boundary.js';
import { TOKEN_HAS_LOWER, TOKEN_HAS_UPPER, TOKEN_NON_ASCII } from '../../pipeline/scan.js';
import { cueWindow } from './cue.js';
import { FORMATS, genericCue, genericKey, NEXT_RUN_MAX, Verdict, type FirstToken, type NationalFormat } from './formats.js';

/**
 * Words that give a number another meaning: a check-valid number after them is an order, a phone or a product code
 * that happens to pass, and is reported only when an ID keyword names it too.
 */
const OTHER_NUMBER_CUE =
  /\b(?:order|invoice|ref|reference|tracking|ticket|transaction|txn|receipt|booking|confirmation|serial|sku|part|item|case|isbn|ean|upc|barcode|phone|tel|mobile|cell|fax|call|text|whatsapp|timestamp|ts)\b|#\s*$/;

export const NATIONAL_ID_CONFIDENCE = { validCued: 0.9, cued: 0.75, validAlone: 0.6 } as const;

function isCued(format: NationalFormat, window: string, key: string): boolean {
  if (key !== '' && (format.key.test(key) || genericKey(format.type)?.test(key) === true)) return true;
  return window !== '' && (format.cue.test(window) || genericCue(format.type)?.test(window) === true);
}

function standsAlone(format: NationalFormat, value: string): boolean {
  return typeof format.alone === 'function' ? format.alone(value) : format.alone;
}

const LONGEST_FIRST_TOKEN = 18;
const PROBE_NEXT = [32, 43, 45, 46, 47, 0];
const PROBE_RUNS = Array.from({ length: NEXT_RUN_MAX }, (_, i) => i + 1);

/**
 * Per first-token length, the formats whose gate can accept it (in FORMATS order): most digit tokens (years, counts,
 * prices of 4 digits) have none and cost one array read.
 */
const FORMATS_BY_LENGTH: readonly (readonly NationalFormat[])[] = Array.from({ length: LONGEST_FIRST_TOKEN + 1 }, (_, length) =>
  FORMATS.filter((f) =>
    [false, true].some((letters) => PROBE_NEXT.some((next) => PROBE_RUNS.some((nextRun) => f.gate({ length, letters, next, nextRun })))),
  ),
);

/** The candidate for the first format that fits at `start`, or undefined. */
function matchAt(text: string, start: number, first: FirstToken, key: string): Candidate | undefined {
  let window: string | undefined;
  const formats = FORMATS_BY_LENGTH[first.length]!;
  for (let f = 0; f < formats.length; f++) {
    const format = formats[f]!;
    if (!format.gate(first)) continue;
    format.pattern.lastIndex = start;
    if (!format.pattern.test(text)) continue;
    const end = format.pattern.lastIndex;
    if (!isStandaloneNumber(text, start, end)) continue;
    const value = text.slice(start, end);
    const verdict = format.check(value);
    if (verdict === Verdict.Invalid) continue;
    window ??= cueWindow(text, start);
    const cued = isCued(format, window, key);
    const confidence =
      cued && verdict === Verdict.Valid
        ? NATIONAL_ID_CONFIDENCE.validCued
        : cued
          ? NATIONAL_ID_CONFIDENCE.cued
          : verdict === Verdict.Valid && standsAlone(format, value) && !OTHER_NUMBER_CUE.test(window)
            ? NATIONAL_ID_CONFIDENCE.validAlone
            : 0;
    if (confidence === 0) continue;
    const type = format.retype?.cue.test(window) ? format.retype.type : format.type;
    return candidate(type, start, end, confidence, 'national-ids');
  }
  return undefined;
}

const LETTER_FLAGS = TOKEN_HAS_LOWER | TOKEN_HAS_UPPER | TOKEN_NON_ASCII;

/** The first token handed to the gates, rewritten per digit token instead of allocated (the gates only read it). */
const scratchFirst: { -readonly [K in keyof FirstToken]: FirstToken[K] } = { length: 0, letters: false, next: 0, nextRun: 0 };

export const nationalIdsRecognizer: Recognizer = {
  name: 'national-ids',
  entities: ['NATIONAL_ID', 'TAX_ID', 'BANK_ACCOUNT'],
  // A keyword-named, check-valid number claims its digits before the phone reader sees "527 413 900" as a number.
  claims: true,
  find({ text, units, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      const start = tokenStart[t]!;
      if (claimed[t] || start < next) continue;
      const end = tokenEnd[t]!;
      const length = end - start;
      if (length > LONGEST_FIRST_TOKEN || FORMATS_BY_LENGTH[length]!.length === 0) continue;
      scratchFirst.length = length;
      scratchFirst.letters = (tokenFlags[t]! & LETTER_FLAGS) !== 0;
      scratchFirst.next = units[end]!;
      scratchFirst.nextRun = asciiDigitRun(units, end + 1, NEXT_RUN_MAX);
      const found = matchAt(text, start, scratchFirst, key);
      if (found === undefined) continue;
      out.push(found);
      next = found.end;
    }
  },
};
