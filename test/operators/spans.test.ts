import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/engine/entity.js';
import { mergeOverlaps } from '../../src/operators/spans.js';

const value = 'abcdefghijklmnopqrstuvwxyz';
const at = (start: number, end: number, type = 'T'): Entity => ({ type, text: value.slice(start, end), start, end, confidence: 1, recognizer: 'test' });

/** The merge as written before its fast path: sort a copy, then merge. */
function reference(entities: readonly Entity[]): Entity[] {
  const sorted = [...entities].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Entity[] = [];
  for (const entity of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && entity.start < last.end) {
      if (entity.end > last.end) merged[merged.length - 1] = { ...last, end: entity.end, text: value.slice(last.start, entity.end) };
      continue;
    }
    merged.push(entity);
  }
  return merged;
}

describe('mergeOverlaps', () => {
  it('keeps ordered, disjoint entities as they are (touching ends included)', () => {
    const entities = [at(0, 3), at(3, 5), at(9, 12)];
    expect(mergeOverlaps(entities, value)).toEqual(entities);
    expect(mergeOverlaps([], value)).toEqual([]);
  });

  it('sorts and merges like before otherwise', () => {
    const cases: Entity[][] = [
      [at(5, 8), at(0, 3)],
      [at(0, 5), at(2, 8)],
      [at(0, 5), at(1, 3)],
      [at(2, 2), at(2, 6)],
      [at(2, 6), at(2, 2)],
      [at(2, 2), at(2, 2)],
      [at(4, 4), at(4, 9), at(9, 9)],
      [at(0, 4, 'A'), at(0, 6, 'B')],
    ];
    for (const entities of cases) expect(mergeOverlaps(entities, value)).toEqual(reference(entities));
  });

  it('agrees with the sort-and-merge on random spans', () => {
    let seed = 3;
    const next = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
    for (let round = 0; round < 3000; round++) {
      const entities = Array.from({ length: next(6) }, () => {
        const start = next(20);
        return at(start, start + next(6));
      });
      expect(mergeOverlaps(entities, value)).toEqual(reference(entities));
    }
  });
});
