/**
 * Weighted-sum check digits of national numbers: each digit times a published weight, the sum reduced by a modulus.
 * Inputs are ASCII digit strings whose length the caller has already fixed by shape.
 */

function weightedSum(digits: string, weights: readonly number[], from = 0): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(from + i) - 48) * weights[i]!;
  return sum;
}

function digitAt(s: string, i: number): number {
  return s.charCodeAt(i) - 48;
}

/**
 * Chile's RUT/RUN (Servicio de Registro Civil): weights 2-7 repeating from the right, check = 11 - sum mod 11,
 * 11 written 0 and 10 written K. `body` is the number without its check character.
 * @example isRutValid('16482937', '5') // true
 */
export function isRutValid(body: string, check: string): boolean {
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) sum += digitAt(body, i) * w;
  const r = 11 - (sum % 11);
  const expected = r === 11 ? '0' : r === 10 ? 'K' : String(r);
  return check.toUpperCase() === expected;
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
/** AFIP's prefixes: persons 20, 23, 24, 27; companies 30, 33, 34. */
const CUIT_PREFIXES = new Set(['20', '23', '24', '27', '30', '33', '34']);

/**
 * Argentina's CUIT/CUIL (AFIP): eleven digits, weights 5432765432, check = 11 - sum mod 11 (11 written 0; 10 is
 * never issued under these prefixes).
 * @example isCuitValid('27339184629') // true
 */
export function isCuitValid(digits: string): boolean {
  if (digits.length !== 11 || !CUIT_PREFIXES.has(digits.slice(0, 2))) return false;
  const r = 11 - (weightedSum(digits, CUIT_WEIGHTS) % 11);
  return (r === 11 ? 0 : r) === digitAt(digits, 10);
}

const IRD_PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const IRD_SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6] as const;

/**
 * New Zealand's IRD number (Inland Revenue): 8 or 9 digits between 10,000,000 and 150,000,000; the base (left-padded
 * to 8 digits) is weighted 32765432, check = 11 - sum mod 11 (0 stays 0); a result of 10 is retried with 74325276,
 * and a second 10 means the number is invalid.
 * @example isIrdValid('119628431') // true
 */
export function isIrdValid(digits: string): boolean {
  if (digits.length < 8 || digits.length > 9) return false;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return false;
  const base = digits.slice(0, -1).padStart(8, '0');
  for (const weights of [IRD_PRIMARY, IRD_SECONDARY]) {
    const r = weightedSum(base, weights) % 11;
    const check = r === 0 ? 0 : 11 - r;
    if (check !== 10) return check === digitAt(digits, digits.length - 1);
  }
  return false;
}

const NIF_PT_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Portugal's NIF/NIPC (Autoridade Tributária): nine digits, the first 1-3 (persons), 5, 6, 8 or 9 (entities); weights
 * 98765432, check = 11 - sum mod 11, 10 and 11 written 0.
 * @example isPortugueseNifValid('123456789') // true
 */
export function isPortugueseNifValid(digits: string): boolean {
  if (digits.length !== 9 || '1235689'.indexOf(digits[0]!) < 0) return false;
  const r = 11 - (weightedSum(digits, NIF_PT_WEIGHTS) % 11);
  return (r >= 10 ? 0 : r) === digitAt(digits, 8);
}

const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

/**
 * Romania's CNP: S YYMMDD JJ NNN C, check = sum(weights 279146358279) mod 11, 10 written 1. The date and county
 * are the caller's to check (see ro-cnp in formats.ts).
 * @example isCnpChecksumValid('1800101221144') // true
 */
export function isCnpChecksumValid(digits: string): boolean {
  if (digits.length !== 13) return false;
  const r = weightedSum(digits, CNP_WEIGHTS) % 11;
  return (r === 10 ? 1 : r) === digitAt(digits, 12);
}

/**
 * GS1 EAN-13 check digit (used by Switzerland's AHV/AVS number "756.XXXX.XXXX.XC"): weights 1,3 alternating from the
 * left over twelve digits, check = (10 - sum mod 10) mod 10.
 * @example isEan13Valid('7564829173602') // true
 */
export function isEan13Valid(digits: string): boolean {
  if (digits.length !== 13) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digitAt(digits, i) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digitAt(digits, 12);
}

/**
 * France's NIR (INSEE, "numéro de sécurité sociale"): 13 characters and a two-digit key = 97 - (number mod 97), where
 * Corsica's departments 2A and 2B count as 19 and 18. `body` is the 13 characters, `key` the two digits.
 * @example isNirKeyValid('2870675112043', '05') // true
 */
export function isNirKeyValid(body: string, key: string): boolean {
  const corsica = body.slice(5, 7);
  const numeric = corsica === '2A' ? body.slice(0, 5) + '19' + body.slice(7) : corsica === '2B' ? body.slice(0, 5) + '18' + body.slice(7) : body;
  if (!/^\d{13}$/.test(numeric)) return false;
  // 13 digits stay below 2^53: plain Number arithmetic is exact.
  return 97 - (Number(numeric) % 97) === Number(key);
}
