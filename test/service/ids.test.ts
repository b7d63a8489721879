import { describe, expect, it } from 'vitest';
import { decodeTime } from 'ulid';
import { isoTimestamp, newBatchId, newRequestId, ulid } from '../../src/service/ids.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * Explicit times for the tests below, ahead of the real clock and rising: the generator is monotonic, so a
 * time earlier than one it has already used would be replaced by that later time.
 */
let future = Date.now() + 60_000;
const later = (ms: number): number => (future += ms);

describe('ulid', () => {
  it('gives 100,000 distinct ids in a row, each well formed', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const id = ulid();
      expect(ULID.test(id)).toBe(true);
      ids.add(id);
    }
    expect(ids.size).toBe(100_000);
  });

  it('is 26 Crockford base32 characters whose first 10 encode the millisecond time', () => {
    const at = later(1);
    const id = ulid(at);
    expect(id).toMatch(ULID);
    // Cross-checked with the reference implementation's decoder.
    expect(decodeTime(id)).toBe(at);
  });

  it('sorts by time across milliseconds, and by creation within one', () => {
    const base = later(1);
    later(50);
    const made: string[] = [];
    for (let ms = 0; ms < 50; ms++) for (let n = 0; n < 20; n++) made.push(ulid(base + ms));
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });

  it('varies the random part between milliseconds', () => {
    const base = later(1);
    later(200);
    const randoms = new Set(Array.from({ length: 200 }, (_, i) => ulid(base + i).slice(10)));
    expect(randoms.size).toBe(200);
  });
});

describe('prefixed ids', () => {
  it('prefix a ULID with the kind', () => {
    expect(newRequestId()).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(newBatchId()).toMatch(/^batch_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});

describe('isoTimestamp', () => {
  it('is toISOString of the given millisecond, repeated, moving on and going back', () => {
    const base = Date.UTC(2026, 10, 26, 23, 59, 59, 998);
    for (const ms of [base, base, base + 1, base + 2, base + 2, base, 0, 0, 1, Date.now()]) {
      expect(isoTimestamp(ms)).toBe(new Date(ms).toISOString());
    }
    expect(isoTimestamp()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
