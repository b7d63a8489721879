/**
 * CREDIT_CARD: 12-19 digit PANs, bare or grouped with one kind of separator (space or dash).
 * Validated by Luhn (ISO/IEC 7812-1) and by the issuer prefix and length table of the major
 * schemes (IIN ranges published by Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro).
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isLuhnValidIn } from '../checksums/luhn.js';
import { isAsciiDigit, isStandaloneNumber } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';

/**
 * The end of `\d(?:[ -]?\d){11,18}` matched at `start` (sticky), or -1, read by char codes: a separator counts only
 * with a digit after it, and nothing follows the loop, so the greedy match is the longest run of up to 18 steps.
 */
export function cardShapeEnd(units: Uint16Array, start: number): number {
  if (!isAsciiDigit(units[start]!)) return -1;
  let at = start + 1;
  let steps = 0;
  while (steps < 18) {
    const c = units[at]!;
    if (isAsciiDigit(c)) at++;
    else if (isSeparator(c) && isAsciiDigit(units[at + 1]!)) at += 2;
    else break;
    steps++;
  }
  return steps >= 11 ? at : -1;
}

interface Scheme {
  /** Sticky, tried at the number's first digit: the first group holds at least four digits, all a prefix reads. */
  readonly prefix: RegExp;
  readonly lengths: readonly number[];
}

const SCHEMES: readonly Scheme[] = [
  { prefix: /4/y, lengths: [13, 16, 19] }, // Visa
  { prefix: /(?:5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720))/y, lengths: [16] }, // Mastercard incl. 2-series
  { prefix: /3[47]/y, lengths: [15] }, // American Express
  { prefix: /(?:6011|64[4-9]|65)/y, lengths: [16, 17, 18, 19] }, // Discover
  { prefix: /(?:30[0-5]|309|3[689])/y, lengths: [14, 15, 16, 17, 18, 19] }, // Diners Club
  { prefix: /35(?:2[89]|[3-8]\d)/y, lengths: [16, 17, 18, 19] }, // JCB
  { prefix: /(?:2131|1800)/y, lengths: [15] }, // JCB, legacy 15-digit ranges
  { prefix: /62/y, lengths: [16, 17, 18, 19] }, // UnionPay
  { prefix: /(?:5[06-9]|6\d)/y, lengths: [12, 13, 14, 15, 16, 17, 18, 19] }, // Maestro
];

/**
 * Luhn + known scheme is strong; the chance a random number passes both is about 1 in 10 per scheme prefix. A
 * Luhn-valid number outside the table (new or private-label BIN ranges) is reported only with a card word nearby
 * (context adds 0.35): one random number in ten passes Luhn, so alone it is noise.
 */
const CARD_CONFIDENCE = { schemeAndLuhn: 0.85, luhnOnly: 0.3 } as const;

function isSeparator(c: number): boolean {
  return c === 32 || c === 45;
}

/**
 * The confidence of the `count` digits in `[start, end)` (separators skipped) as a PAN: a known scheme with a valid
 * Luhn check digit, Luhn only, or none. Read from the text, without a digits-only copy.
 */
function cardConfidence(text: string, start: number, end: number, count: number): number {
  if (!isLuhnValidIn(text, start, end)) return 0;
  for (let k = 0; k < SCHEMES.length; k++) {
    const scheme = SCHEMES[k]!;
    if (!scheme.lengths.includes(count)) continue;
    scheme.prefix.lastIndex = start;
    if (scheme.prefix.test(text)) return CARD_CONFIDENCE.schemeAndLuhn;
  }
  return CARD_CONFIDENCE.luhnOnly;
}

/**
 * The number of digits in `[start, end)` (digits and separators only, opening and closing on a digit) when its
 * separators are consistent — all spaces, all dashes or none, in groups of 4+ digits except the last — else 0.
 */
function plausibleDigitCount(units: Uint16Array, start: number, end: number): number {
  let separator = 0;
  let group = 0;
  let count = 0;
  for (let i = start; i < end; i++) {
    const c = units[i]!;
    if (!isSeparator(c)) {
      group++;
      count++;
      continue;
    }
    if (separator !== 0 && c !== separator) return 0;
    separator = c;
    if (group < 4) return 0;
    group = 0;
  }
  return count;
}

export const paymentCardRecognizer: Recognizer = {
  name: 'payment-card',
  entities: ['CREDIT_CARD'],
  claims: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if ((tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0 || start < next) continue;
      // A grouped PAN opens with a group of 4+ digits, a bare one is 12+ digits long: other numbers stop here.
      const firstGroup = tokenEnd[t]! - start;
      if (firstGroup < 4 || (firstGroup < 12 && !isSeparator(units[start + firstGroup]!))) continue;
      // The greedy shape may swallow a following number; try the longest valid prefix ending on a digit.
      let end = cardShapeEnd(units, start);
      if (end < 0) continue;
      while (end - start >= 12) {
        const count = plausibleDigitCount(units, start, end);
        const confidence = count >= 12 && isStandaloneNumber(text, start, end) ? cardConfidence(text, start, end, count) : 0;
        if (confidence > 0) {
          out.push(candidate('CREDIT_CARD', start, end, confidence, 'payment-card'));
          next = end;
          break;
        }
        // Drop the last group with its separator.
        let cut = end - 1;
        while (cut > start && !isSeparator(units[cut]!)) cut--;
        if (cut <= start) break;
        end = cut;
      }
    }
  },
};
