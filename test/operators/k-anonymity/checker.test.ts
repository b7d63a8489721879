/** The checker must be able to fail, or the k-anonymity tests prove nothing. */
import { describe, expect, it } from 'vitest';
import { checkKAnonymous, covers } from './checker.js';

describe('independent k-anonymity checker', () => {
  it('rejects a class smaller than k and accepts k-anonymous tables', () => {
    const rows = [{ a: '1', b: 'x' }, { a: '1', b: 'x' }, { a: '2', b: 'x' }];
    expect(() => checkKAnonymous(rows, ['a', 'b'], 2)).toThrow(/1 < 2/);
    expect(checkKAnonymous(rows, ['b'], 3)).toEqual({ minClass: 3, classes: 1 });
    expect(checkKAnonymous([{ a: null }, { a: undefined }], ['a'], 2).minClass).toBe(2);
  });

  it('accepts truthful generalizations only', () => {
    expect(covers(42, '40-49')).toBe(true);
    expect(covers(42, '43-49')).toBe(false);
    expect(covers('02139', '021**')).toBe(true);
    expect(covers('02139', '022**')).toBe(false);
    expect(covers('1980-05-17', '1980-05')).toBe(true);
    expect(covers('1980-05-17', '1980')).toBe(true);
    expect(covers('1980-05-17', '1975-1985')).toBe(true);
    expect(covers('1980-05-17', '1981')).toBe(false);
    expect(covers('F', '*')).toBe(true);
    expect(covers('F', 'M')).toBe(false);
    expect(covers(null, '')).toBe(true);
    expect(covers('', '40-49')).toBe(false);
  });
});
