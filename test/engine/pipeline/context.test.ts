import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../src/engine/candidate.js';
import { applyContext } from '../../../src/engine/pipeline/context.js';

const candidate = (type: string, start: number, end: number, confidence: number): Candidate => ({
  type, start, end, confidence, recognizer: 'test',
});

describe('applyContext', () => {
  it('lifts a weak postal code next to a postcode word, unless an address (even an outer one) holds it', () => {
    // Positions matter, not the words: two nested addresses cover 0–50 and 10–20; the first code lies inside the
    // outer one only, past the inner one's end, the second lies after both.
    const text = `${'a '.repeat(13)}zip 12345 ${'b '.repeat(12)}zip 67890`;
    const inside = candidate('POSTAL_CODE', 30, 35, 0.3);
    const outside = candidate('POSTAL_CODE', 64, 69, 0.3);
    const candidates = [candidate('ADDRESS', 10, 20, 0.8), candidate('ADDRESS', 0, 50, 0.8), inside, outside];
    applyContext(text, '', candidates);
    expect(text.slice(inside.start, inside.end)).toBe('12345');
    expect(text.slice(outside.start, outside.end)).toBe('67890');
    expect(inside.confidence).toBe(0.3);
    expect(outside.confidence).toBeGreaterThan(0.5);
  });

  it('lifts a weak candidate from its field name', () => {
    const zip = candidate('POSTAL_CODE', 0, 5, 0.3);
    applyContext('12345', 'zipcode', [zip]);
    expect(zip.confidence).toBeGreaterThan(0.5);
  });

  it('answers the same with many candidates (the address index) as with few', () => {
    const text = `${'a '.repeat(13)}zip 12345 ${'b '.repeat(12)}zip 67890`;
    const inside = candidate('POSTAL_CODE', 30, 35, 0.3);
    const outside = candidate('POSTAL_CODE', 64, 69, 0.3);
    const filler = Array.from({ length: 80 }, (_, i) => candidate('PERSON_NAME', 100 + i, 101 + i, 0.9));
    applyContext(text, '', [candidate('ADDRESS', 10, 20, 0.8), candidate('ADDRESS', 0, 50, 0.8), inside, outside, ...filler]);
    expect(inside.confidence).toBe(0.3);
    expect(outside.confidence).toBeGreaterThan(0.5);
  });

  it('reads context words in any case, as their lower-case forms', () => {
    const lifted = (text: string, type: string, at: number, length: number): boolean => {
      const c = candidate(type, at, at + length, 0.3);
      applyContext(text, '', [c]);
      return c.confidence > 0.3;
    };
    expect(lifted('CALL 555-0147', 'PHONE', 5, 8)).toBe(true);
    expect(lifted('Téléphone: 555-0147', 'PHONE', 11, 8)).toBe(true);
    // 'ſ' lower-cases to itself, not to 's', so "ſms" is no "sms"; 'İ' lower-cases to "i" and a combining dot,
    // so "WIFİ" reads as "wifi".
    expect(lifted('ſms 555-0147', 'PHONE', 4, 8)).toBe(false);
    expect(lifted('WIFİ 00:1a:2b:3c:4d:5e', 'MAC_ADDRESS', 5, 17)).toBe(true);
  });
});
