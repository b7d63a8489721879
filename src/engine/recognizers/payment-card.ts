/**
 * CREDIT_CARD: 12-19 digit PANs, bare or grouped with one kind of separator (space or dash).
 * Validated by Luhn (ISO/IEC 7812-1) and by the issuer prefix and length table of the major
 * schemes (IIN ranges published by Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro).
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { isLuhnValid } from '../checksums/luhn.js';
import { isStandaloneNumber } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';

const SHAPE = /\d(?:[ -]?\d){11,18}/y;

interface Scheme {
  readonly prefix: RegExp;
  readonly lengths: readonly number[];
}

const SCHEMES: readonly Scheme[] = [
  { prefix: /^4/, lengths: [13, 16, 19] }, // Visa
  { prefix: /^(?:5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] }, // Mastercard incl. 2-series
  { prefix: /^3[47]/, lengths: [15] }, // American Express
  { prefix: /^(?:6011|64[4-9]|65)/, lengths: [16, 17, 18, 19] }, // Discover
  { prefix: /^(?:30[0-5]|309|3[689])/, lengths: [14, 15, 16, 17, 18, 19] }, // Diners Club
  { prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] }, // JCB
  { prefix: /^(?:2131|1800)/, lengths: [15] }, // JCB, legacy 15-digit ranges
  { prefix: /^62/, lengths: [16, 17, 18, 19] }, // UnionPay
  { prefix: /^(?:5[06-9]|6\d)/, lengths: [12, 13, 14, 15, 16, 17, 18, 19] }, // Maestro
];

/**
 * Luhn + known scheme is strong; the chance a random number passes both is about 1 in 10 per scheme prefix. A
 * Luhn-valid number outside the table (new or private-label BIN ranges) is reported only with a card word nearby
 * (context adds 0.35): one random number in ten passes Luhn, so alone it is noise.
 */
const CARD_CONFIDENCE = { schemeAndLuhn: 0.85, luhnOnly: 0.3 } as const;

/** The confidence of the digits as a PAN: a known scheme with a valid Luhn check digit, Luhn only, or none. */
function cardConfidence(digits: string): number {
  if (!isLuhnValid(digits)) return 0;
  return SCHEMES.some((s) => s.lengths.includes(digits.length) && s.prefix.test(digits))
    ? CARD_CONFIDENCE.schemeAndLuhn
    : CARD_CONFIDENCE.luhnOnly;
}

/** Separators must be consistent: all spaces, all dashes or none, in groups of 4+ digits except the last. */
function hasPlausibleGrouping(raw: string): boolean {
  const hasSpace = raw.includes(' ');
  const hasDash = raw.includes('-');
  if (hasSpace && hasDash) return false;
  if (!hasSpace && !hasDash) return true;
  const groups = raw.split(hasSpace ? ' ' : '-');
  return groups.every((g, i) => g.length >= 4 || (i === groups.length - 1 && g.length >= 1));
}

// Regex literals in a function body are a new RegExp object per evaluation: these run per candidate.
const SEPARATORS = /[ -]/g;
const LAST_GROUP = /[ -]\d*$/;

export const paymentCardRecognizer: Recognizer = {
  name: 'payment-card',
  entities: ['CREDIT_CARD'],
  claims: true,
  find({ text, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if ((tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0 || start < next) continue;
      // A grouped PAN opens with a group of 4+ digits, a bare one is 12+ digits long: other numbers stop here.
      const firstGroup = tokenEnd[t]! - start;
      if (firstGroup < 4 || (firstGroup < 12 && text[start + firstGroup] !== ' ' && text[start + firstGroup] !== '-')) continue;
      SHAPE.lastIndex = start;
      if (!SHAPE.test(text)) continue;
      // The greedy shape may swallow a following number; try the longest valid prefix ending on a digit.
      let raw = text.slice(start, SHAPE.lastIndex);
      while (raw.length >= 12) {
        const end = start + raw.length;
        const digits = raw.replace(SEPARATORS, '');
        const confidence =
          digits.length >= 12 && isStandaloneNumber(text, start, end) && hasPlausibleGrouping(raw) ? cardConfidence(digits) : 0;
        if (confidence > 0) {
          out.push({ type: 'CREDIT_CARD', start, end, confidence, recognizer: 'payment-card' });
          next = end;
          break;
        }
        const cut = raw.search(LAST_GROUP);
        if (cut <= 0) break;
        raw = raw.slice(0, cut);
      }
    }
  },
};
