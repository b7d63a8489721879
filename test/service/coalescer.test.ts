/** Coalescer: the calls of one loop turn run as one batch; each caller gets its own result. */
import { describe, expect, it } from 'vitest';
import { Coalescer } from '../../src/service/coalescer.js';

/** Resolves once every callback queued in this turn has run (the coalescer flushes on setImmediate). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('runs the calls of one turn together and hands each caller its own result', async () => {
    const batches: number[][] = [];
    const coalescer = new Coalescer<number, string>((items) => {
      batches.push(items);
      return items.map((n) => (n < 0 ? new Error(`negative ${n}`) : `#${n}`));
    }, 32);
    const got: (string | Error)[] = [];
    for (const n of [1, 2, -3, 4]) coalescer.add(n, (r) => got.push(r));
    expect(batches).toEqual([]);
    await nextTurn();
    expect(batches).toEqual([[1, 2, -3, 4]]);
    expect(got.map((r) => (r instanceof Error ? r.message : r))).toEqual(['#1', '#2', 'negative -3', '#4']);
    coalescer.add(5, (r) => got.push(r));
    await nextTurn();
    expect(batches).toEqual([[1, 2, -3, 4], [5]]);
  });

  it('runs a batch at once when it is full, and the rest of the turn as the next', async () => {
    const batches: number[][] = [];
    const coalescer = new Coalescer<number, number>((items) => (batches.push(items), items), 3);
    for (let n = 0; n < 7; n++) coalescer.add(n, () => {});
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5]]);
    await nextTurn();
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });

  it('gives every caller of a batch the error when the batch throws', async () => {
    const coalescer = new Coalescer<number, number>(() => {
      throw new TypeError('broken');
    }, 8);
    const got: (number | Error)[] = [];
    coalescer.add(1, (r) => got.push(r));
    coalescer.add(2, (r) => got.push(r));
    await nextTurn();
    expect(got).toHaveLength(2);
    for (const r of got) expect(r).toBeInstanceOf(TypeError);
  });
});
