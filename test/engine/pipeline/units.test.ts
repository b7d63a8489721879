/**
 * The document's UTF-16 units as the recognizers read them: units[i] must be text.charCodeAt(i) for every i, for every
 * string (lone surrogates and astral characters included), however the store was used before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnitStore, unitsOf } from '../../../src/engine/pipeline/units.js';

function charCodes(text: string): number[] {
  return Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
}

/** Strings of any UTF-16 units, lone surrogates included (fc.string() draws whole characters only). */
const anyUnits = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 }).map((codes) => String.fromCharCode(...codes));

describe('UnitStore', () => {
  it('gives each text its units, exactly its length, reused store or not', () => {
    const store = new UnitStore();
    fc.assert(
      fc.property(fc.oneof(anyUnits, fc.string({ unit: 'binary', maxLength: 300 })), (text) => {
        const units = store.fill(text);
        expect(units.length).toBe(text.length);
        expect(Array.from(units)).toEqual(charCodes(text));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps lone surrogates and the halves of astral characters as they are', () => {
    const text = 'a\ud800b\udc00c😀\udbff';
    expect(Array.from(new UnitStore().fill(text))).toEqual(charCodes(text));
  });

  it('reads past the end as nothing, never as an earlier, longer text', () => {
    const store = new UnitStore();
    store.fill('Jane Doe lives at 12 Main Street');
    const units = store.fill('Jane');
    expect(units[4]).toBeUndefined();
  });

  it('grows for a text larger than its store, and lets a huge store go when trimmed', () => {
    const store = new UnitStore();
    const big = 'Ω'.repeat(300_000);
    expect(Array.from(store.fill(big).subarray(299_998))).toEqual([0x3a9, 0x3a9]);
    expect(store.capacity).toBeGreaterThanOrEqual(big.length);
    store.trim();
    expect(store.capacity).toBeLessThan(big.length);
    expect(Array.from(store.fill('ok'))).toEqual([111, 107]);
  });

  it('keeps a store up to the size it was given', () => {
    const store = new UnitStore(64 * 1024);
    store.fill('x'.repeat(20_000));
    store.trim();
    expect(store.capacity).toBeGreaterThanOrEqual(20_000);
    store.fill('x'.repeat(40_000));
    store.trim();
    expect(store.capacity).toBeLessThan(20_000);
  });
});

describe('unitsOf', () => {
  it('is a copy of the units of its own', () => {
    fc.assert(
      fc.property(anyUnits, (text) => {
        expect(Array.from(unitsOf(text))).toEqual(charCodes(text));
      }),
    );
  });
});
