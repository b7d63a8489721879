import { describe, expect, it } from 'vitest';
import { isCpfValid } from '../../src/engine/checksums/cpf.js';
import { isVerhoeffValid } from '../../src/engine/checksums/verhoeff.js';

describe('Verhoeff (Aadhaar check digit)', () => {
  it('accepts the textbook and UIDAI examples and rejects a changed digit or a swap', () => {
    expect(isVerhoeffValid('2363')).toBe(true);
    expect(isVerhoeffValid('234123412346')).toBe(true);
    expect(isVerhoeffValid('234123412347')).toBe(false);
    expect(isVerhoeffValid('324123412346')).toBe(false);
    expect(isVerhoeffValid('')).toBe(false);
    expect(isVerhoeffValid('23412341234x')).toBe(false);
  });
});

describe('CPF check digits', () => {
  it('accepts valid numbers and rejects wrong check digits and repeated digits', () => {
    expect(isCpfValid('52998224725')).toBe(true);
    expect(isCpfValid('52998224724')).toBe(false);
    expect(isCpfValid('11111111111')).toBe(false);
    expect(isCpfValid('5299822472')).toBe(false);
  });
});
