import { describe, expect, it } from 'vitest';
import { complianceFlags, countByType, riskScore, TYPE_TABLE } from '../../src/compliance/index.js';
import { ENTITY_TYPES } from '../../src/engine/entity.js';

describe('compliance table', () => {
  it('covers every canonical entity type with a sensitivity in (0, 1)', () => {
    for (const type of ENTITY_TYPES) {
      expect(TYPE_TABLE[type], type).toBeDefined();
      expect(TYPE_TABLE[type]?.sensitivity).toBeGreaterThan(0);
      expect(TYPE_TABLE[type]?.sensitivity).toBeLessThan(1);
    }
  });
});

describe('complianceFlags', () => {
  it('is all true when nothing is exposed', () => {
    expect(complianceFlags([])).toEqual({ gdpr: true, ccpa: true, hipaa: true, pci_dss: true });
  });

  it('turns off the regimes of a type left in the clear', () => {
    expect(complianceFlags([{ type: 'CREDIT_CARD', treatment: 'clear' }])).toEqual({ gdpr: false, ccpa: false, hipaa: false, pci_dss: false });
    expect(complianceFlags([{ type: 'EMAIL', treatment: 'clear' }])).toEqual({ gdpr: false, ccpa: false, hipaa: false, pci_dss: true });
    expect(complianceFlags([{ type: 'DATE', treatment: 'clear' }])).toEqual({ gdpr: true, ccpa: true, hipaa: false, pci_dss: true });
    expect(complianceFlags([{ type: 'MY_CUSTOM_ID', treatment: 'clear' }])).toMatchObject({ gdpr: false, ccpa: false });
  });

  it('keeps every regime when values are removed', () => {
    expect(complianceFlags([{ type: 'SSN', treatment: 'removed' }, { type: 'CREDIT_CARD', treatment: 'removed' }])).toEqual({
      gdpr: true,
      ccpa: true,
      hipaa: true,
      pci_dss: true,
    });
  });

  it('treats tokenization as pseudonymization: gdpr false, the others true', () => {
    expect(complianceFlags([{ type: 'CREDIT_CARD', treatment: 'pseudonymized' }])).toEqual({ gdpr: false, ccpa: true, hipaa: true, pci_dss: true });
  });

  it('applies HIPAA Safe Harbor to generalized and noised values', () => {
    const hipaa = (type: string, replacement: string): boolean => complianceFlags([{ type, treatment: 'transformed', replacement }]).hipaa;
    expect(hipaa('DATE_OF_BIRTH', '1980')).toBe(true);
    expect(hipaa('DATE_OF_BIRTH', '1980-1989')).toBe(true);
    expect(hipaa('DATE_OF_BIRTH', '1980-05')).toBe(false);
    expect(hipaa('DATE', '1980-05-19')).toBe(false);
    expect(hipaa('POSTAL_CODE', '021**')).toBe(true);
    expect(hipaa('POSTAL_CODE', '0213*')).toBe(false);
    expect(hipaa('AGE', '40-49')).toBe(true);
    expect(hipaa('AGE', '85-94')).toBe(false);
  });
});

describe('riskScore', () => {
  it('is 0 for nothing found and stays in [0, 1)', () => {
    expect(riskScore({})).toBe(0);
    expect(riskScore({ SSN: 1000, CREDIT_CARD: 1000, CREDENTIAL: 1000 })).toBeLessThanOrEqual(1);
  });

  it('follows the documented formula 1 − ∏(1 − s_t)^(1 + log2 n_t)', () => {
    const s = TYPE_TABLE.SSN?.sensitivity as number;
    const e = TYPE_TABLE.EMAIL?.sensitivity as number;
    const expected = 1 - (1 - s) * (1 - e) ** (1 + Math.log2(4));
    expect(riskScore({ SSN: 1, EMAIL: 4 })).toBeCloseTo(expected, 4);
  });

  it('grows with counts and with sensitivity', () => {
    expect(riskScore({ EMAIL: 2 })).toBeGreaterThan(riskScore({ EMAIL: 1 }));
    expect(riskScore({ SSN: 1 })).toBeGreaterThan(riskScore({ EMAIL: 1 }));
    expect(riskScore({ SSN: 1, EMAIL: 1 })).toBeGreaterThan(riskScore({ SSN: 1 }));
  });

  it('counts entities by type', () => {
    expect(countByType([{ type: 'A' }, { type: 'B' }, { type: 'A' }])).toEqual({ A: 2, B: 1 });
  });
});
