/**
 * SSN: US Social Security Numbers, 3-2-4 digits with the same separator ('-', ' ' or none).
 * Validation follows SSA rules (https://www.ssa.gov/employer/randomization.html): area not 000,
 * 666 or 900-999; group not 00; serial not 0000; plus numbers the SSA voided after public misuse.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { digitsValue, isAsciiDigit, isStandaloneNumber } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';

/**
 * The end of the SSN shape `(\d{3})([- ]?)(\d{2})\2(\d{4})` matched at `start` (sticky), or -1; read by char codes, as
 * the regex was run per three-digit token. A '-' or ' ' after the area is the separator (two digits cannot follow
 * an empty one there).
 */
export function ssnShapeEnd(units: Uint16Array, start: number): number {
  if (!isAsciiDigit(units[start]!) || !isAsciiDigit(units[start + 1]!) || !isAsciiDigit(units[start + 2]!)) return -1;
  const sep = units[start + 3]!;
  const gap = sep === 45 || sep === 32 ? 1 : 0;
  const group = start + 3 + gap;
  if (!isAsciiDigit(units[group]!) || !isAsciiDigit(units[group + 1]!)) return -1;
  if (gap === 1 && units[group + 2]! !== sep) return -1;
  const serial = group + 2 + gap;
  for (let i = serial; i < serial + 4; i++) if (!isAsciiDigit(units[i]!)) return -1;
  return serial + 4;
}

/** Woolworth wallet card (078-05-1120) and the SSA advertising sample (219-09-9999). */
const VOIDED: ReadonlySet<number> = new Set([78051120, 219099999, 123456789]);

/** Dashed is the canonical written form; spaced or bare digits are weak without context. */
const SSN_CONFIDENCE = { dashed: 0.85, spaced: 0.5, bare: 0.3 } as const;

/** Whether area/group/serial (their values) are all assignable. */
function isValidSsn(area: number, group: number, serial: number): boolean {
  if (area === 0 || area === 666 || area >= 900) return false;
  if (group === 0 || serial === 0) return false;
  return !VOIDED.has(area * 1_000_000 + group * 10_000 + serial);
}


export const ssnRecognizer: Recognizer = {
  name: 'ssn',
  entities: ['SSN'],
  claims: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenFlags, digitTokens } = anchors;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      if ((tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0) continue;
      const start = tokenStart[t]!;
      // 3-2-4 with a separator opens with a 3-character token; written bare it is a 9+ character one.
      const length = anchors.tokenEnd[t]! - start;
      if (length !== 3 && length < 9) continue;
      const end = ssnShapeEnd(units, start);
      if (end < 0) continue;
      if (!isStandaloneNumber(text, start, end)) continue;
      // The groups sit at fixed places once the separator (one unit or none) is known.
      const sep = units[start + 3]!;
      const gap = sep === 45 || sep === 32 ? 1 : 0;
      const group = start + 3 + gap;
      if (!isValidSsn(digitsValue(text, start, start + 3), digitsValue(text, group, group + 2), digitsValue(text, group + 2 + gap, end))) continue;
      const confidence = sep === 45 ? SSN_CONFIDENCE.dashed : sep === 32 ? SSN_CONFIDENCE.spaced : SSN_CONFIDENCE.bare;
      out.push(candidate('SSN', start, end, confidence, 'ssn'));
    }
  },
};
