import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../src/engine/candidate.js';
import { resolveOverlaps } from '../../../src/engine/pipeline/resolve.js';

const c = (type: string, start: number, end: number, confidence: number): Candidate => ({ type, start, end, confidence, recognizer: 'test' });

describe('resolveOverlaps (decisions.md: higher confidence, then longer span)', () => {
  it('keeps the higher confidence of two overlapping candidates', () => {
    expect(resolveOverlaps([c('A', 0, 10, 0.6), c('B', 5, 8, 0.9)]).map((x) => x.type)).toEqual(['B']);
  });

  it('breaks a confidence tie by the longer span', () => {
    expect(resolveOverlaps([c('A', 2, 6, 0.8), c('B', 0, 10, 0.8)]).map((x) => x.type)).toEqual(['B']);
  });

  it('keeps touching but disjoint spans, sorted by start', () => {
    expect(resolveOverlaps([c('B', 5, 9, 0.5), c('A', 0, 5, 0.9)]).map((x) => [x.type, x.start])).toEqual([
      ['A', 0],
      ['B', 5],
    ]);
  });

  it('gives the same answer whatever the input order', () => {
    const input = [c('A', 0, 4, 0.7), c('B', 3, 8, 0.7), c('C', 7, 12, 0.7), c('D', 2, 3, 0.7)];
    const expected = resolveOverlaps(input);
    expect(resolveOverlaps([...input].reverse())).toEqual(expected);
    // Equal confidence: the longest spans go first (B, then C at a later start, which overlaps B), so B wins,
    // A and C lose to it, and D, disjoint from B, stays.
    expect(expected.map((x) => x.type)).toEqual(['D', 'B']);
  });
});

describe('resolveOverlaps on many candidates (the indexed pass)', () => {
  /** The rule as written: strongest first (stable), a candidate is kept when it overlaps no kept one; by start. */
  function reference(input: Candidate[]): Candidate[] {
    const byStrength = [...input].sort(
      (a, b) => b.confidence - a.confidence || b.end - b.start - (a.end - a.start) || a.start - b.start || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0),
    );
    const kept: Candidate[] = [];
    for (const x of byStrength) if (!kept.some((k) => k.start < x.end && x.start < k.end)) kept.push(x);
    return kept.sort((a, b) => a.start - b.start);
  }

  it.each([600, 2000, 5000])('keeps what the rule keeps among %i random candidates', (count) => {
    let seed = count;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const input = Array.from({ length: count }, () => {
      const start = next(count * 4);
      return c(['A', 'B', 'C'][next(3)]!, start, start + 1 + next(40), [0.5, 0.6, 0.75, 0.85][next(4)]!);
    });
    const expected = reference(input);
    expect(resolveOverlaps(input)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(count / 20);
  });
});
