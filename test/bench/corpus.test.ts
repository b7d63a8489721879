import { describe, expect, it } from 'vitest';
import { createRng, generateCorpus, generateDocument, luhnCheckDigit, mod97 } from '../../bench/corpus.js';

function luhnValid(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('int stays within inclusive bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('checksums', () => {
  it('computes the Luhn digit of a published test PAN', () => {
    // 4111 1111 1111 1111 is Visa's documented test number.
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(luhnCheckDigit('37828224631000')).toBe(5); // Amex test PAN 378282246310005
  });

  it('gives remainder 1 for the ISO 13616 example IBAN', () => {
    const iban = 'GB82WEST12345698765432'; // example from the SWIFT IBAN registry
    expect(mod97(iban.slice(4) + iban.slice(0, 4))).toBe(1);
  });
});

describe('generateCorpus', () => {
  const spec = { seed: 1234, documents: 40, targetChars: 1024 };

  it('is deterministic for a seed', () => {
    expect(generateCorpus(spec)).toEqual(generateCorpus(spec));
    expect(generateCorpus({ ...spec, seed: 99 })[0]?.text).not.toBe(generateCorpus(spec)[0]?.text);
  });

  it('makes documents of about the target size, ending on a sentence', () => {
    for (const doc of generateCorpus(spec)) {
      expect(doc.text.length).toBeGreaterThanOrEqual(1024);
      expect(doc.text.length).toBeLessThan(1024 + 200);
      expect(doc.text.trimEnd().endsWith('.')).toBe(true);
    }
  });

  it('plants valid values at the recorded spans, and leaves every fourth document clean', () => {
    const docs = generateCorpus(spec);
    const types = new Set<string>();
    docs.forEach((doc, i) => {
      if (i % 4 === 3) expect(doc.planted).toEqual([]);
      for (const e of doc.planted) {
        const value = doc.text.slice(e.start, e.end);
        types.add(e.type);
        expect(value).toBe(value.trim());
        if (e.type === 'CREDIT_CARD') expect(luhnValid(value.replace(/[ -]/g, ''))).toBe(true);
        if (e.type === 'IBAN') {
          const compact = value.replace(/ /g, '');
          expect(mod97(compact.slice(4) + compact.slice(0, 4))).toBe(1);
        }
        if (e.type === 'SSN') {
          const [area, group, serial] = value.split('-');
          expect(['000', '666'].includes(area as string) || Number(area) >= 900).toBe(false);
          expect(group).not.toBe('00');
          expect(serial).not.toBe('0000');
        }
        if (e.type === 'EMAIL') expect(value).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      }
    });
    expect([...types].sort()).toEqual([
      'ADDRESS', 'CREDIT_CARD', 'DATE', 'DATE_OF_BIRTH', 'EMAIL', 'IBAN', 'IP_ADDRESS', 'PERSON_NAME', 'PHONE', 'SSN',
    ]);
  });

  it('generates clean prose when the PII share is zero', () => {
    expect(generateDocument(createRng(5), 5000, 0).planted).toEqual([]);
  });
});
