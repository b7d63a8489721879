/**
 * Overlap resolution (decisions.md "Positions and confidence"): the higher confidence wins, then the
 * longer span; ties after that go to the earlier start, then the type name, so output is deterministic.
 */
import type { Candidate } from '../candidate.js';

function compareStrength(a: Candidate, b: Candidate): number {
  return (
    b.confidence - a.confidence ||
    b.end - b.start - (a.end - a.start) ||
    a.start - b.start ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

/** Below this many candidates (most documents), a stable insertion sort beats Array.prototype.sort and allocates nothing. */
const INSERTION_SORT_MAX = 48;

/** Sorts in place, stably (candidates equal in strength keep recognizer order). */
function sortByStrength(items: Candidate[]): void {
  if (items.length > INSERTION_SORT_MAX) {
    items.sort(compareStrength);
    return;
  }
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    let j = i - 1;
    while (j >= 0 && compareStrength(items[j]!, item) > 0) {
      items[j + 1] = items[j]!;
      j--;
    }
    items[j + 1] = item;
  }
}

/**
 * Keeps a maximal set of non-overlapping candidates, strongest first; returns them sorted by start.
 * With `inPlace`, `candidates` itself is reordered instead of a copy (the caller owns it and reads it no more).
 */
export function resolveOverlaps(candidates: Candidate[], inPlace = false): Candidate[] {
  const byStrength = inPlace ? candidates : [...candidates];
  sortByStrength(byStrength);
  const kept: Candidate[] = []; // sorted by start, pairwise disjoint
  for (const c of byStrength) {
    // First kept span that ends after c starts; c overlaps iff that span starts before c ends.
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (kept[mid]!.end <= c.start) lo = mid + 1;
      else hi = mid;
    }
    const neighbour = kept[lo];
    if (neighbour && neighbour.start < c.end) continue;
    kept.splice(lo, 0, c);
  }
  return kept;
}
