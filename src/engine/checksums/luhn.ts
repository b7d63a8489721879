/**
 * Luhn mod-10 check (ISO/IEC 7812-1 annex B), over a string of ASCII digits only.
 * @example isLuhnValid('4111111111111111') // true
 */
export function isLuhnValid(digits: string): boolean {
  return luhnCheck(digits, 0, digits.length, false);
}

/** isLuhnValid of the digits in `text[start, end)`, any other unit (a separator) skipped, without a digits-only copy. */
export function isLuhnValidIn(text: string, start: number, end: number): boolean {
  return luhnCheck(text, start, end, true);
}

function luhnCheck(text: string, start: number, end: number, skipOthers: boolean): boolean {
  let sum = 0;
  let double = false;
  let digits = 0;
  for (let i = end - 1; i >= start; i--) {
    let d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) {
      if (skipOthers) continue;
      return false;
    }
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
    digits++;
  }
  return digits > 0 && sum % 10 === 0;
}
