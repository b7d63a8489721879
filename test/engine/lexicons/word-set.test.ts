/** WordSet answers exactly what a Set of lower-cased words answers for the lower-cased word, read in place. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STREET_PREFIXES, STREET_SUFFIXES } from '../../../src/engine/lexicons/street-types.js';
import { WordSet } from '../../../src/engine/lexicons/word-set.js';

const words = [...STREET_SUFFIXES, ...STREET_PREFIXES];
const reference = new Set(words.map((w) => w.toLowerCase()));
const set = new WordSet(words);

const anyCase = (w: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: w.length, maxLength: w.length }).map((up) => [...w].map((ch, i) => (up[i] ? ch.toUpperCase() : ch)).join(''));

describe('WordSet', () => {
  it('finds listed words in any case, in place, and nothing else', () => {
    expect(set.has('Street')).toBe(true);
    expect(set.has('STRASSE')).toBe(true);
    expect(set.has('DŰLŐ')).toBe(true); // beyond Latin-1: lower-cased whole
    expect(set.has('Streets ')).toBe(false);
    expect(set.hasAt('12 Oak Street, Springfield', 7, 13)).toBe(true);
    expect(set.hasAt('12 Oak Street', 3, 6)).toBe(false);
    expect(set.hasAt('x', 1, 1)).toBe(false);
  });

  it('agrees with a Set of lower-cased words (fast-check)', () => {
    const word = fc.oneof(fc.constantFrom(...words).chain(anyCase), fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 6 }));
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), word, fc.string({ maxLength: 4 }), (before, w, after) => {
        const text = before + w + after;
        expect(set.hasAt(text, before.length, before.length + w.length)).toBe(reference.has(w.toLowerCase()));
      }),
      { numRuns: 3000 },
    );
  });

  it('rejects a word by its first letter only when no key opens with that letter, in any case (fast-check)', () => {
    const few = ['van', 'von', 'de', 'ßx', 'éte', 'i\u0307stanbul', '3rd'];
    const small = new WordSet(few);
    const lower = new Set(few.map((w) => w.toLowerCase()));
    const word = fc.oneof(fc.constantFrom(...few, 'VAN', 'De', 'Éte', 'İstanbul', '3RD', 'Dé', 'xan').chain(anyCase), fc.string({ maxLength: 5 }));
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), word, (before, w) => {
        const text = `${before}${w}.`;
        expect(small.hasAt(text, before.length, before.length + w.length)).toBe(lower.has(w.toLowerCase()));
      }),
      { numRuns: 3000 },
    );
  });

  describe('rejects a word by its first and last letters only when no key has both', () => {
    const keys = ['Rue', 'straße', 'phố', 'u', 'kalea', 'Via'];
    const small = new WordSet(keys);
    const lower = new Set(keys.map((w) => w.toLowerCase()));
    it.each([
      ['rue', true],
      ['RUE', true],
      ['Rua', false],
      ['road', false],
      ['STRASSE', false],
      ['Straße', true],
      ['STRAßE', true],
      ['phố', true],
      ['PHỐ', true],
      ['u', true],
      ['U', true],
      ['v', false],
      // The Kelvin sign lower-cases to "k": a word opening beyond ASCII passes the gate to the lookup.
      ['\u212aalea', true],
      ['\u212aALEA', true],
      ['vİa', false],
      ['', false],
    ])('%j → %s', (word, expected) => {
      expect(small.hasAt(`(${word})`, 1, 1 + word.length)).toBe(expected);
      expect(small.has(word)).toBe(expected);
      expect(expected).toBe(word !== '' && lower.has(word.toLowerCase()));
    });
  });
});
