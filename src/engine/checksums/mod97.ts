/**
 * ISO 7064 MOD 97-10 as used by ISO 13616 (IBAN): move the first four characters to the end,
 * map letters to 10..35, and the number must be ≡ 1 (mod 97). Computed digit by digit, no BigInt.
 * @example isIbanChecksumValid('GB82WEST12345698765432') // true
 */
export function isIbanChecksumValid(iban: string): boolean {
  const s = iban.toUpperCase();
  if (s.length < 5) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const c = rearranged.charCodeAt(i);
    if (c >= 48 && c <= 57) remainder = (remainder * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) remainder = (remainder * 100 + (c - 55)) % 97;
    else return false;
  }
  return remainder === 1;
}
