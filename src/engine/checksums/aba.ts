const NINE_DIGITS = /^\d{9}$/;

/**
 * ABA routing transit number check (American Bankers Association; weights 3-7-1):
 * 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). The first two digits must be a Federal
 * Reserve routing symbol: 00-12, 21-32, 61-72 or 80.
 * @example isAbaRoutingValid('011000015') // true
 */
export function isAbaRoutingValid(digits: string): boolean {
  if (!NINE_DIGITS.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  const prefixOk = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!prefixOk) return false;
  const d = (i: number): number => digits.charCodeAt(i) - 48;
  const sum = 3 * (d(0) + d(3) + d(6)) + 7 * (d(1) + d(4) + d(7)) + (d(2) + d(5) + d(8));
  return sum % 10 === 0;
}
