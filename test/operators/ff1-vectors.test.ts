/**
 * FF1 is used as shipped by @noble/ciphers; these are NIST's FF1 sample vectors (NIST SP 800-38G,
 * "Examples with intermediate values", FF1samples.pdf, Samples 1–9: AES-128/192/256, radix 10 and 36).
 */
import { FF1 } from '@noble/ciphers/ff1.js';
import { describe, expect, it } from 'vitest';

const K128 = '2B7E151628AED2A6ABF7158809CF4F3C';
const K192 = `${K128}EF4359D8D580AA4F`;
const K256 = `${K192}7F036D6F04FC6A94`;
const T10 = '39383736353433323130';
const T36 = '3737373770717273373737';
const DIGITS10 = '0123456789';
const DIGITS36 = '0123456789abcdefghi';

const SAMPLES: [number, string, number, string, string, string][] = [
  [1, K128, 10, '', DIGITS10, '2433477484'],
  [2, K128, 10, T10, DIGITS10, '6124200773'],
  [3, K128, 36, T36, DIGITS36, 'a9tv40mll9kdu509eum'],
  [4, K192, 10, '', DIGITS10, '2830668132'],
  [5, K192, 10, T10, DIGITS10, '2496655549'],
  [6, K192, 36, T36, DIGITS36, 'xbj3kv35jrawxv32ysr'],
  [7, K256, 10, '', DIGITS10, '6657667009'],
  [8, K256, 10, T10, DIGITS10, '1001623463'],
  [9, K256, 36, T36, DIGITS36, 'xs8a0azh2avyalyzuwd'],
];

const toNumerals = (s: string, radix: number): number[] => Array.from(s, (c) => parseInt(c, radix));
const fromNumerals = (n: number[], radix: number): string => n.map((d) => d.toString(radix)).join('');

describe('FF1 (NIST SP 800-38G sample vectors)', () => {
  it.each(SAMPLES)('sample %i', (_n, key, radix, tweak, plain, cipher) => {
    const ff1 = FF1(radix, Buffer.from(key, 'hex'), Buffer.from(tweak, 'hex'));
    expect(fromNumerals(ff1.encrypt(toNumerals(plain, radix)), radix)).toBe(cipher);
    expect(fromNumerals(ff1.decrypt(toNumerals(cipher, radix)), radix)).toBe(plain);
  });
});
