/**
 * ISO 7064 MOD 97-10 as used by ISO 13616 (IBAN): move the first four characters to the end, map letters to
 * 10..35, and the number must be ≡ 1 (mod 97). Computed digit by digit, no BigInt, on the IBAN written in
 * `text[start, end)`: its spaces skipped and letters of either case read as capitals, without a compact copy. The
 * range holds only ASCII letters, digits and spaces.
 * @example isIbanChecksumValidIn('GB82 WEST 1234 5698 7654 32', 0, 27) // true
 */
export function isIbanChecksumValidIn(text: string, start: number, end: number): boolean {
  // The first four characters (country and check digits) are moved to the end.
  let bban = start;
  for (let seen = 0; seen < 4 && bban < end; bban++) if (text.charCodeAt(bban) !== 32) seen++;
  let remainder = mod97Of(text, bban, end, 0);
  if (remainder < 0) return false;
  remainder = mod97Of(text, start, bban, remainder);
  return remainder === 1 && bban < end;
}

/** The remainder after reading `text[from, to)` on from `remainder` (spaces skipped), or -1 on another character. */
function mod97Of(text: string, from: number, to: number, remainder: number): number {
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i);
    if (c === 32) continue;
    if (c >= 97 && c <= 122) c -= 32;
    if (c >= 48 && c <= 57) remainder = (remainder * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) remainder = (remainder * 100 + (c - 55)) % 97;
    else return -1;
  }
  return remainder;
}
