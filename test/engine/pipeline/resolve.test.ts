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
