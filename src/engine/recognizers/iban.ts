/**
 * IBAN (ISO 13616): country code, two check digits, BBAN; written compact or in groups of four,
 * any case. Validated by the per-country length of the SWIFT IBAN registry and the MOD 97-10 check.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isIbanChecksumValidIn } from '../checksums/mod97.js';
import { isAsciiAlphanumeric, isAsciiDigit, isAsciiLetter, isWordUnitAt } from '../pipeline/boundary.js';
import { TOKEN_HAS_DIGIT, TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';

/** IBAN lengths by country (SWIFT IBAN Registry). */
const LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  `AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 FI18 FO18
FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21
MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 ST25
SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20`
    .split(/\s+/)
    .map((e) => [e.slice(0, 2), Number(e.slice(2))]),
);

/** LENGTHS by the two letters' low five bits ((a & 31) * 32 + (b & 31): either case), 0 for no country. */
const LENGTH_BY_LETTERS = new Uint8Array(32 * 32);
for (const [country, length] of Object.entries(LENGTHS)) {
  LENGTH_BY_LETTERS[(country.charCodeAt(0) & 31) * 32 + (country.charCodeAt(1) & 31)] = length;
}

/**
 * The end of `[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){2,7}(?: ?[A-Za-z0-9]{1,3})?` matched at `start` (sticky), or -1,
 * read by char codes: the pattern took 0.57 µs a call where the analysis makes it (bench/regex-census.ts --time,
 * session 36). Its tail is optional, so its first match is the greedy one: as many groups of four as read, up to seven
 * and at least two, then up to three more; a space before a group or the tail is taken only when they read after it,
 * and they cannot open on one.
 */
export function ibanShapeEnd(units: Uint16Array, start: number): number {
  if (!isAsciiLetter(units[start]!) || !isAsciiLetter(units[start + 1]!) || !isAsciiDigit(units[start + 2]!) || !isAsciiDigit(units[start + 3]!)) return -1;
  let end = start + 4;
  let groups = 0;
  for (; groups < 7; groups++) {
    const from = units[end]! === 32 ? end + 1 : end;
    if (alphanumericsAt(units, from, 4) < 4) break;
    end = from + 4;
  }
  if (groups < 2) return -1;
  const from = units[end]! === 32 ? end + 1 : end;
  const tail = alphanumericsAt(units, from, 3);
  return tail > 0 ? from + tail : end;
}

/** How many ASCII letters and digits stand from `at`, counting at most `most`. */
function alphanumericsAt(units: Uint16Array, at: number, most: number): number {
  let n = 0;
  while (n < most && isAsciiAlphanumeric(units[at + n]!)) n++;
  return n;
}

const IBAN_CONFIDENCE = 0.95;

export const ibanRecognizer: Recognizer = {
  name: 'iban',
  entities: ['IBAN'],
  claims: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const f = tokenFlags[t]!;
      const start = tokenStart[t]!;
      if ((f & TOKEN_HAS_DIGIT) === 0 || f & TOKEN_DIGIT_INITIAL || tokenEnd[t]! - start < 4) continue;
      // Two ASCII letters and two check digits open every IBAN (ibanShapeEnd would refuse any other first units).
      const a = units[start]!;
      const b = units[start + 1]!;
      if (!isAsciiLetter(a) || !isAsciiLetter(b) || !isAsciiDigit(units[start + 2]!) || !isAsciiDigit(units[start + 3]!)) continue;
      const length = LENGTH_BY_LETTERS[(a & 31) * 32 + (b & 31)]!;
      if (length === 0) continue;
      const matchEnd = ibanShapeEnd(units, start);
      if (matchEnd < 0) continue;
      // Cut the match to exactly `length` alphanumerics (a following word may have been swallowed).
      let count = 0;
      let end = start;
      while (end < matchEnd && count < length) {
        if (units[end]! !== 32) count++;
        end++;
      }
      if (count !== length || isWordUnitAt(text, end)) continue;
      if (!isIbanChecksumValidIn(text, start, end)) continue;
      out.push(candidate('IBAN', start, end, IBAN_CONFIDENCE, 'iban'));
    }
  },
};
