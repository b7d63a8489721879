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
});
