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

/** Keeps a maximal set of non-overlapping candidates, strongest first; returns them sorted by start. */
export function resolveOverlaps(candidates: Candidate[]): Candidate[] {
  const byStrength = [...candidates].sort(compareStrength);
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
