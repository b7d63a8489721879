import { describe, expect, it } from 'vitest';
import { epsilonFor, validateProtectParams } from '../../src/operators/index.js';

describe('validateProtectParams', () => {
  it('accepts valid options and leaves absent ones absent', () => {
    expect(validateProtectParams({})).toEqual({});
    expect(validateProtectParams({ epsilon: 0.5, k: 10, quasi_identifiers: ['age', 'zip', 'age'] })).toEqual({
      epsilon: 0.5,
      k: 10,
      quasiIdentifiers: ['age', 'zip'],
    });
  });

  it.each([
    ['epsilon', { epsilon: 0 }],
    ['epsilon', { epsilon: -1 }],
    ['epsilon', { epsilon: '1' }],
    ['epsilon', { epsilon: Number.NaN }],
    ['epsilon', { epsilon: 1e6 }],
    ['epsilon', { epsilon: 1e-9 }],
    ['k', { k: 1 }],
    ['k', { k: 2.5 }],
    ['k', { k: '5' }],
    ['quasi_identifiers', { quasi_identifiers: 'age' }],
    ['quasi_identifiers', { quasi_identifiers: [1] }],
    ['quasi_identifiers', { quasi_identifiers: [''] }],
  ])('rejects a bad %s', (parameter, raw) => {
    expect(() => validateProtectParams(raw)).toThrow(
      expect.objectContaining({ code: 'invalid_request', details: expect.objectContaining({ parameter, type: 'invalid', expected: expect.any(String) }) }),
    );
  });

  it('defaults epsilon to 1.0', () => {
    expect(epsilonFor({})).toBe(1);
    expect(epsilonFor({ epsilon: 0.25 })).toBe(0.25);
  });
});
