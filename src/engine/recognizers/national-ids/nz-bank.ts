/**
 * New Zealand bank account numbers (Inland Revenue's RWT/NRWT filing specification, "bank account number
 * validation"): bank 2 digits, branch 4, base 7, suffix 2-3, checked by a per-bank weighted sum. Algorithm A
 * switches to B for bases from 0990000; banks not listed (31 and unknown ones) are not checked (X).
 */

const ALGORITHM_BY_BANK: Readonly<Record<string, string>> = {
  '01': 'A', '02': 'A', '03': 'A', '04': 'A', '06': 'A', '08': 'D', '09': 'E', '10': 'A', '11': 'A', '12': 'A',
  '13': 'A', '14': 'A', '15': 'A', '16': 'A', '17': 'A', '18': 'A', '19': 'A', '20': 'A', '21': 'A', '22': 'A',
  '23': 'A', '24': 'A', '25': 'F', '26': 'G', '27': 'A', '28': 'G', '29': 'G', '30': 'A', '33': 'F', '35': 'A', '38': 'A',
};

/** Weights over bank(2) branch(4) base(7) suffix(3), and the two moduli: per-product fold, then the sum's. */
const ALGORITHMS: Readonly<Record<string, { weights: readonly number[]; fold: number; mod: number }>> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0], fold: 11, mod: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0], fold: 11, mod: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0], fold: 11, mod: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 1], fold: 9, mod: 11 },
  F: { weights: [0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0], fold: 10, mod: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1], fold: 9, mod: 10 },
};

/** Whether `bank` is a bank code the specification lists. */
export function isNzBankCode(bank: string): boolean {
  return bank === '31' || ALGORITHM_BY_BANK[bank] !== undefined;
}

/**
 * Whether the 16 digits (bank, branch, base, suffix left-padded to 3) pass their bank's check.
 * @example isNzBankAccountValid('0102420100194000') // true
 */
export function isNzBankAccountValid(digits: string): boolean {
  if (!/^\d{16}$/.test(digits)) return false;
  let name = ALGORITHM_BY_BANK[digits.slice(0, 2)];
  if (name === undefined) return digits.slice(0, 2) === '31';
  if (name === 'A' && digits.slice(6, 13) >= '0990000') name = 'B';
  const { weights, fold, mod } = ALGORITHMS[name]!;
  let sum = 0;
  for (let i = 0; i < 16; i++) {
    const product = weights[i]! * (digits.charCodeAt(i) - 48);
    sum += product > fold ? product % fold : product;
  }
  return sum % mod === 0;
}
