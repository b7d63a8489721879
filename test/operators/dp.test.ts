import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/formats/document.js';
import { findDate } from '../../src/operators/dates.js';
import { protect } from '../../src/operators/index.js';
import type { ProtectContext } from '../../src/operators/protect-api.js';
import { entitiesOf } from './helpers.js';

const ctx: ProtectContext = {
  tenantId: 't1',
  keyring: { current: () => ({ version: 1, key: new Uint8Array(32) }), get: () => new Uint8Array(32) },
};

describe('differential_privacy', () => {
  it('redacts direct identifiers and noises ages and dates in text, keeping their format', () => {
    const text = 'Jane Roe (jane@x.org), 42 years old, born 1980-05-17.';
    const entities = [
      ...entitiesOf(text, 'PERSON_NAME', 'Jane Roe'),
      ...entitiesOf(text, 'EMAIL', 'jane@x.org'),
      ...entitiesOf(text, 'AGE', '42 years old'),
      ...entitiesOf(text, 'DATE_OF_BIRTH', '1980-05-17'),
    ];
    const out = protect({ doc: parseDocument(text), entities, method: 'differential_privacy', params: { epsilon: 0.5 } }, ctx);
    expect(out.data).toMatch(/^\[PERSON_NAME\] \(\[EMAIL\]\), \d{1,3} years old, born \d{4}-\d{2}-\d{2}\.$/);
    expect(out.metrics.epsilonSpent).toBe(0.5);
    const age = out.entities.find((e) => e.type === 'AGE');
    expect(Number(age?.replacement.match(/\d+/)?.[0])).toBeLessThanOrEqual(120);
    expect(findDate(out.entities.find((e) => e.type === 'DATE_OF_BIRTH')?.replacement ?? '')).toBeDefined();
  });

  it('noises bare JSON numbers and keeps them numbers; leaves codes with leading zeros', () => {
    const data = { visits: 12, balance: 1234.5, zip: '02139', name: 'Ann Lee' };
    const entities = entitiesOf('Ann Lee', 'PERSON_NAME', 'Ann Lee', '/name');
    const outs = Array.from({ length: 50 }, () => protect({ doc: parseDocument(data), entities, method: 'differential_privacy', params: {} }, ctx).data as typeof data);
    for (const out of outs) {
      expect(Number.isInteger(out.visits)).toBe(true);
      expect(typeof out.balance).toBe('number');
      expect(out.zip).toBe('02139');
      expect(out.name).toBe('[PERSON_NAME]');
    }
    // Noise is real: 50 draws of a discrete Laplace with scale 1 are never all zero (p = 0.46^50).
    expect(outs.some((o) => o.visits !== 12)).toBe(true);
  });

  it('noises numeric CSV cells', () => {
    const csv = 'count\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n100\n';
    const out = protect({ doc: parseDocument(csv, 'csv'), entities: [], method: 'differential_privacy', params: { epsilon: 1 } }, ctx);
    const cells = (out.data as string).trim().split('\n').slice(1);
    expect(cells).toHaveLength(20);
    expect(cells.every((c) => /^\d+$/.test(c))).toBe(true);
    expect(cells.some((c) => c !== '100')).toBe(true);
  });
});

describe('differential_privacy on bare values', () => {
  it('noises ages under an age header within 0..120, and whole-value dates in their format', () => {
    const csv = `age,visit\n${Array.from({ length: 30 }, () => '119,2024-02-29').join('\n')}\n`;
    const out = protect({ doc: parseDocument(csv, 'csv'), entities: [], method: 'differential_privacy', params: {} }, ctx);
    const rows = (out.data as string).trim().split('\n').slice(1).map((r) => r.split(','));
    expect(rows).toHaveLength(30);
    for (const [age, visit] of rows) {
      expect(Number(age)).toBeGreaterThanOrEqual(0);
      expect(Number(age)).toBeLessThanOrEqual(120);
      expect(visit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rows.some(([, visit]) => visit !== '2024-02-29')).toBe(true);
  });

  it('leaves text that merely contains a date alone', () => {
    const out = protect({ doc: parseDocument({ note: 'seen on 2024-02-29 at noon' }), entities: [], method: 'differential_privacy', params: {} }, ctx);
    expect(out.data).toEqual({ note: 'seen on 2024-02-29 at noon' });
  });
});

describe('differential_privacy at the smallest epsilon', () => {
  it('keeps noised dates and ages readable', () => {
    const text = 'born 1980-05-17, 42 years old';
    const entities = [...entitiesOf(text, 'DATE_OF_BIRTH', '1980-05-17'), ...entitiesOf(text, 'AGE', '42 years old')];
    for (let i = 0; i < 50; i++) {
      const out = protect({ doc: parseDocument(text), entities, method: 'differential_privacy', params: { epsilon: 0.001 } }, ctx);
      expect(out.data).toMatch(/^born \d{4}-\d{2}-\d{2}, \d{1,3} years old$/);
    }
  });
});
