/** Check characters that are letters: a number's remainder picks a letter from a published table. */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Spain's DNI and NIE (Ministerio del Interior): eight digits (a NIE's X/Y/Z counts as 0/1/2 before seven digits),
 * the letter is DNI_LETTERS[number mod 23].
 * @example isDniValid('12345678Z') // true
 */
export function isDniValid(value: string): boolean {
  const lead = value.charCodeAt(0);
  const prefix = lead === 88 ? '0' : lead === 89 ? '1' : lead === 90 ? '2' : '';
  const digits = prefix === '' ? value.slice(0, 8) : prefix + value.slice(1, 8);
  if (value.length !== 9 || !/^\d{8}$/.test(digits)) return false;
  return DNI_LETTERS[Number(digits) % 23] === value[8];
}

const PPSN_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Ireland's PPS number (Department of Social Protection): seven digits weighted 8-2, a check letter and an optional
 * second letter (A, B, H, …) that counts 9 × its alphabet position ('W' counts 0); check = PPSN_LETTERS[sum mod 23].
 * @example isPpsnValid('6183904A') // true
 */
export function isPpsnValid(value: string): boolean {
  if (!/^\d{7}[A-W][A-IW]?$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (value.charCodeAt(i) - 48) * (8 - i);
  if (value.length === 9 && value[8] !== 'W') sum += 9 * (value.charCodeAt(8) - 64);
  return PPSN_LETTERS[sum % 23] === value[7];
}

const HETU_CHECKS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/**
 * Finland's henkilötunnus (DVV): DDMMYY, a century sign, a three-digit individual number and a check character =
 * HETU_CHECKS[DDMMYYNNN mod 31]. `value` is the 11 characters; the date is the caller's to check.
 * @example isHetuCheckValid('140386-246K') // true
 */
export function isHetuCheckValid(value: string): boolean {
  if (value.length !== 11) return false;
  const digits = value.slice(0, 6) + value.slice(7, 10);
  if (!/^\d{9}$/.test(digits)) return false;
  return HETU_CHECKS[Number(digits) % 31] === value[10];
}

/** Codice fiscale: values of a character in an odd (1st, 3rd, …) position; digits count as the letter of the same index. */
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function cfIndex(c: number): number {
  return c <= 57 ? c - 48 : c - 65;
}

/**
 * Italy's codice fiscale (Agenzia delle Entrate, DM 23/12/1976): sixteen characters, the last a letter = sum of the
 * first fifteen (odd positions through CF_ODD, even positions by their index) mod 26.
 * @example isCodiceFiscaleValid('BNCGLI83T52L219Q') // true
 */
export function isCodiceFiscaleValid(value: string): boolean {
  if (!/^[A-Z0-9]{15}[A-Z]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = cfIndex(value.charCodeAt(i));
    sum += i % 2 === 0 ? CF_ODD[index]! : index;
  }
  return String.fromCharCode(65 + (sum % 26)) === value[15];
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/**
 * Mexico's CURP (RENAPO): eighteen characters, the last a digit = (10 - sum(value(c) × (18 - i)) mod 10) mod 10 over
 * the first seventeen, with values from CURP_ALPHABET (Ñ between N and O).
 * @example isCurpCheckValid('HEMA910823MJCRRN08') // true
 */
export function isCurpCheckValid(value: string): boolean {
  if (value.length !== 18) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CURP_ALPHABET.indexOf(value[i]!);
    if (v < 0) return false;
    sum += v * (18 - i);
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(17) - 48;
}
