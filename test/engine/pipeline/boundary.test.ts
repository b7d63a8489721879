/** digitsOf gathers the codes into a reused array below DIGIT_CODES_MAX units and joins runs above it: both are the ASCII digits in order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOf, foldsLikeLowerCase, isRegexWordUnit } from '../../../src/engine/pipeline/boundary.js';

function reference(s: string): string {
  return s.replace(/[^0-9]/g, '');
}

describe('digitsOf', () => {
  it('is the ASCII digits of the string, in order, at any length', () => {
    const unit = fc.constantFrom('0', '5', '9', '-', ' ', '(', ')', '+', '.', 'a', '٣', '０', '\u{1F600}');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 300 }), (units) => {
        const s = units.join('');
        expect(digitsOf(s)).toBe(reference(s));
      }),
      { numRuns: 3000 },
    );
  });
  it('returns the string itself when it is all digits, and calls after a longer one do not keep its digits', () => {
    expect(digitsOf('2125550147')).toBe('2125550147');
    expect(digitsOf('+44 20 7946 0958')).toBe('442079460958');
    expect(digitsOf('1-2')).toBe('12');
    expect(digitsOf('no digits')).toBe('');
    expect(digitsOf('9'.repeat(400) + '-1')).toBe('9'.repeat(400) + '1');
  });
});

describe('isRegexWordUnit', () => {
  it('is what \\w matches, without the u or i flag, for every UTF-16 unit', () => {
    const disagreements: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isRegexWordUnit(c) !== /\w/.test(String.fromCharCode(c))) disagreements.push(c);
    expect(disagreements).toEqual([]);
  });
});

describe('foldsLikeLowerCase', () => {
  it('is false exactly when the text holds İ, ſ or the Kelvin sign, asked text after text', () => {
    // Texts stored one byte a unit and two, each of the three characters anywhere, and repeats (the answer is cached
    // for the latest text).
    const unit = fc.constantFrom('a', 'K', 's', 'i', ' ', 'é', '’', '—', '\u0130', '\u017f', '\u212a', '\u{1F600}');
    fc.assert(
      fc.property(fc.array(fc.array(unit, { maxLength: 12 }).map((units) => units.join('')), { minLength: 1, maxLength: 4 }), (texts) => {
        for (const text of [...texts, ...texts]) expect(foldsLikeLowerCase(text)).toBe(!/[\u0130\u017f\u212a]/.test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
