/**
 * Risk score (decisions.md "Compliance and risk"): 0..1 from the sensitivity of each detected type and its count.
 *
 *   risk = 1 − ∏_t (1 − s_t)^(1 + log2 n_t)      over types t with n_t ≥ 1
 *
 * Read it as the chance that at least one exposure harms someone, where each type contributes as if it
 * were an independent exposure of probability s_t (./table.ts), repeated 1 + log2(n_t) times: the
 * first value of a type counts fully and further values of the same type add less (they mostly describe
 * the same person). 0 when nothing is found; never reaches 1.
 */
import { profileOf } from './table.js';

/** Rounded to 4 decimals so equal inputs print equal scores. */
export function riskScore(countsByType: Readonly<Record<string, number>>): number {
  let safe = 1;
  for (const [type, count] of Object.entries(countsByType)) {
    if (!(count >= 1)) continue;
    safe *= (1 - profileOf(type).sensitivity) ** (1 + Math.log2(count));
  }
  return Math.round((1 - safe) * 10_000) / 10_000;
}

/** Counts entities by type. */
export function countByType(entities: Iterable<{ type: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entities) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
}
