import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/engine/entity.js';
import { parseDocument } from '../../../src/formats/document.js';
import { protect } from '../../../src/operators/index.js';
import type { ProtectContext, ProtectOutput } from '../../../src/operators/protect-api.js';
import { checkKAnonymous, covers } from './checker.js';

const ctx: ProtectContext = {
  tenantId: 't1',
  keyring: { current: () => ({ version: 1, key: new Uint8Array(32) }), get: () => new Uint8Array(32) },
};
const QI = ['age', 'zip', 'gender', 'dob', 'city'];

/** A small seeded PRNG (mulberry32) so the big tables are the same on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Person {
  name: string;
  email: string;
  age: number | null;
  zip: string;
  gender: string;
  dob: string;
  city: string;
  diagnosis: string;
}

function table(n: number, seed: number, missingRate = 0): Person[] {
  const r = prng(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const cities = ['Springfield', 'Riverton', 'Lakeside', 'Hillview', 'Fairmont', 'Brookfield'];
  return Array.from({ length: n }, (_, i) => {
    const y = 1930 + Math.floor(r() * 80);
    const m = 1 + Math.floor(r() * 12);
    const d = 1 + Math.floor(r() * 28);
    return {
      name: `Person ${i}`,
      email: `p${i}@example.org`,
      age: r() < missingRate ? null : 2025 - y,
      zip: r() < missingRate ? '' : `${pick(['021', '100', '606', '941'])}${String(Math.floor(r() * 100)).padStart(2, '0')}`,
      gender: pick(['F', 'M']),
      dob: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      city: pick(cities),
      diagnosis: pick(['flu', 'asthma', 'diabetes']),
    };
  });
}

/** Entities the engine would find in the direct-identifier columns (built by hand). */
function directEntities(rows: readonly Person[]): Entity[] {
  return rows.flatMap((p, i) => [
    { type: 'PERSON_NAME', text: p.name, start: 0, end: p.name.length, confidence: 0.9, recognizer: 'test', path: `/${i}/name` },
    { type: 'EMAIL', text: p.email, start: 0, end: p.email.length, confidence: 1, recognizer: 'test', path: `/${i}/email` },
  ]);
}

// 100,000 rows exceed the API's 1 MiB per document; the library itself takes what the service allows.
const BIG = { maxTextLength: 1 << 26, maxDepth: 64 };

function anonymize(rows: Person[], k: number): ProtectOutput {
  return protect({ doc: parseDocument(rows, 'json', BIG), entities: directEntities(rows), method: 'k_anonymity', params: { k } }, ctx);
}

function verify(rows: Person[], out: ProtectOutput, k: number): void {
  const shown = out.data as Record<string, unknown>[];
  expect(shown.length + (out.metrics.suppressedRows ?? 0)).toBe(rows.length);
  const { minClass } = checkKAnonymous(shown, QI, k);
  expect(out.metrics.achievedK).toBe(minClass);
  expect(out.metrics.informationLoss).toBeGreaterThanOrEqual(0);
  expect(out.metrics.informationLoss).toBeLessThanOrEqual(1);
  if (shown.length !== rows.length) return;
  // Plain loops (one expect at the end): 100,000 rows × 8 fields.
  const wrong: string[] = [];
  shown.forEach((row, i) => {
    const original = rows[i] as Person;
    if (row.name !== '*' || row.email !== '*') wrong.push(`row ${i}: direct identifier shown`);
    if (row.diagnosis !== original.diagnosis) wrong.push(`row ${i}: diagnosis changed`);
    for (const q of QI) {
      const before = original[q as keyof Person];
      if (!covers(before, row[q])) wrong.push(`row ${i} ${q}: ${String(before)} → ${String(row[q])}`);
    }
  });
  expect(wrong.slice(0, 5)).toEqual([]);
}

describe('k_anonymity on record sets (checked by an independent checker)', () => {
  it.each([
    [10, 2],
    [10, 5],
    [1_000, 5],
    [1_000, 25],
  ])('%i rows, k=%i', (n, k) => {
    const rows = table(n, n + k);
    const out = anonymize(rows, k);
    expect(out.methodUsed).toBe('k_anonymity');
    verify(rows, out, k);
  });

  it('100,000 rows, k=5', () => {
    const rows = table(100_000, 7);
    const out = anonymize(rows, 5);
    verify(rows, out, 5);
    expect(out.metrics.suppressedRows).toBe(0);
    expect(out.metrics.informationLoss).toBeLessThan(0.5);
  });

  it('holds on random tables, with missing values (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 2, max: 8 }), fc.integer(), fc.double({ min: 0, max: 0.5, noNaN: true }), (n, k, seed, missing) => {
        const rows = table(n, seed, missing);
        verify(rows, anonymize(rows, k), k);
      }),
      { numRuns: 200 },
    );
  });

  it('suppresses every row of a table smaller than k', () => {
    const rows = table(4, 1);
    const out = anonymize(rows, 5);
    expect(out.data).toEqual([]);
    expect(out.metrics).toMatchObject({ suppressedRows: 4, achievedK: 0, informationLoss: 1 });
    expect(out.entities.every((e) => e.replacement === '')).toBe(true);
  });

  it('keeps identical rows exact (no generalization needed)', () => {
    const one = table(1, 3)[0] as Person;
    const rows = Array.from({ length: 6 }, () => ({ ...one }));
    const out = anonymize(rows, 3);
    verify(rows, out, 3);
    expect(out.metrics).toMatchObject({ achievedK: 6, informationLoss: 0 });
    expect((out.data as Person[])[0]?.age).toBe(one.age);
  });

  it('handles a table whose quasi-identifiers are all missing', () => {
    const rows = table(7, 9).map((p) => ({ ...p, age: null, zip: '', dob: '', city: '', gender: '' }));
    verify(rows, anonymize(rows, 3), 3);
  });

  it('uses the given quasi_identifiers and keeps other columns', () => {
    const csv = 'zip,visits,note\n02139,3,a\n02138,4,b\n02141,5,c\n10001,6,d\n10002,7,e\n10003,8,f\n';
    const out = protect({ doc: parseDocument(csv, 'csv'), entities: [], method: 'k_anonymity', params: { k: 3, quasiIdentifiers: ['zip', 'visits'] } }, ctx);
    expect(out.data).toBe('zip,visits,note\n021**,3-5,a\n021**,3-5,b\n021**,3-5,c\n1000*,6-8,d\n1000*,6-8,e\n1000*,6-8,f\n');
    expect(() => protect({ doc: parseDocument(csv, 'csv'), entities: [], method: 'k_anonymity', params: { quasiIdentifiers: ['nope'] } }, ctx)).toThrow(
      expect.objectContaining({ code: 'invalid_request', details: expect.objectContaining({ parameter: 'quasi_identifiers' }) }),
    );
  });

  it('generalizes a single text: age → range, date → year, ZIP → 3 digits, direct ids redacted', () => {
    const text = 'Ann Lee, 42 years old, born 1980-05-17, ZIP 02139.';
    const at = (t: string, type: string): Entity => ({ type, text: t, start: text.indexOf(t), end: text.indexOf(t) + t.length, confidence: 1, recognizer: 'test' });
    const entities = [at('Ann Lee', 'PERSON_NAME'), at('42 years old', 'AGE'), at('1980-05-17', 'DATE_OF_BIRTH'), at('02139', 'POSTAL_CODE')];
    const out = protect({ doc: parseDocument(text), entities, method: 'k_anonymity', params: {} }, ctx);
    expect(out.data).toBe('[PERSON_NAME], 40-49 years old, born 1980, ZIP 021**.');
  });
});

describe('auto', () => {
  it('picks k_anonymity for records with quasi-identifiers, redaction otherwise', () => {
    const rows = table(10, 2);
    expect(protect({ doc: parseDocument(rows), entities: directEntities(rows), method: 'auto', params: {} }, ctx).methodUsed).toBe('k_anonymity');
    const plain = rows.map((p) => ({ name: p.name, diagnosis: p.diagnosis }));
    const out = protect({ doc: parseDocument(plain), entities: directEntities(rows).filter((e) => e.type === 'PERSON_NAME'), method: 'auto', params: { preserveContext: true } }, ctx);
    expect(out.methodUsed).toBe('redaction');
    expect((out.data as { name: string }[])[1]?.name).toBe('[PERSON_NAME_2]');
    expect(protect({ doc: parseDocument('Ann'), entities: [], method: 'auto', params: {} }, ctx).methodUsed).toBe('redaction');
  });
});

describe('k_anonymity column planning from entities', () => {
  it('suppresses columns of direct-identifier entities and treats entities in kept columns as text', () => {
    const csv = ['contact,postcode,notes', ...Array.from({ length: 4 }, (_, i) => `c${i}@x.org,0213${i},call 555-010${i} on 2024-03-0${i + 1}`)].join('\n') + '\n';
    const doc = parseDocument(csv, 'csv');
    const entities: Entity[] = [];
    doc.segments.forEach((s) => {
      const add = (type: string, text: string): void => {
        const start = s.value.indexOf(text);
        if (start >= 0) entities.push({ type, text, start, end: start + text.length, confidence: 1, recognizer: 'test', path: s.path as string });
      };
      if (s.context === 'contact') add('EMAIL', s.value);
      if (s.context === 'notes') {
        add('PHONE', s.value.slice(5, 13));
        add('DATE', s.value.slice(-10));
      }
    });
    const out = protect({ doc, entities, method: 'auto', params: { k: 2 } }, ctx);
    expect(out.methodUsed).toBe('k_anonymity');
    const lines = (out.data as string).trim().split('\n');
    expect(lines[0]).toBe('contact,postcode,notes');
    for (const line of lines.slice(1)) expect(line).toMatch(/^\*,0213\*,call \[PHONE\] on 2024$/);
    expect(out.entities).toHaveLength(entities.length);
    // Two partitions of 2 both generalize to 0213*: one class of 4.
    expect(out.metrics).toMatchObject({ achievedK: 4, suppressedRows: 0 });
  });
});
