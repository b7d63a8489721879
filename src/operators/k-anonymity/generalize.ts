/**
 * Generalization hierarchies and their information loss, per quasi-identifier kind:
 * - number (ages, amounts): the partition's interval `min-max` (Mondrian's native range generalization);
 * - date: day → month `YYYY-MM` → year `YYYY` → year range `YYYY-YYYY`;
 * - zip: the longest common prefix, the rest of the digits as `*` (`021**`);
 * - category (gender, city): the value, or `*`.
 * A partition with only missing values keeps them; one mixing missing and present values shows `*`.
 * Information loss is the normalized certainty penalty (Xu et al., "Utility-Based Anonymization Using
 * Local Recoding", KDD 2006): interval width over table width for ordered values, covered leaves over
 * all leaves for hierarchies, 0 for an exact value, 1 for `*`.
 */
import { civilOf, findDate } from '../dates.js';
import type { Dimension } from './mondrian.js';
import { isMissing, type QiKind } from './columns.js';

export interface Generalized {
  label: unknown;
  /** Normalized certainty penalty of this label, 0..1. */
  ncp: number;
}

export interface QuasiIdentifier extends Dimension {
  column: string;
  /** The label every row of a partition gets on this column, and its penalty. */
  generalize(rows: Uint32Array): Generalized;
}

const SUPPRESSED = '*';

/** Encodes one quasi-identifier column of `values` (one per row) for Mondrian and generalization. */
export function encodeQuasiIdentifier(column: string, kind: QiKind, values: readonly unknown[]): QuasiIdentifier {
  return kind === 'number' || kind === 'date' ? encodeOrdered(column, kind, values) : encodeRanked(column, kind, values);
}

function encodeOrdered(column: string, kind: 'number' | 'date', values: readonly unknown[]): QuasiIdentifier {
  const keys = new Float64Array(values.length);
  let gMin = Infinity;
  let gMax = -Infinity;
  values.forEach((value, i) => {
    const key = isMissing(value) ? NaN : kind === 'number' ? Number(String(value).trim()) : (findDate(String(value))?.day ?? NaN);
    keys[i] = Number.isFinite(key) ? key : -Infinity;
    if (Number.isFinite(key)) {
      gMin = Math.min(gMin, key);
      gMax = Math.max(gMax, key);
    }
  });
  const span = gMax > gMin ? gMax - gMin : 1;
  return {
    column,
    keys,
    span,
    generalize(rows) {
      const mixed = missingMix(rows, keys, values);
      if (mixed !== undefined) return mixed;
      const same = identical(rows, values);
      let min = Infinity;
      let max = -Infinity;
      for (const row of rows) {
        min = Math.min(min, keys[row] as number);
        max = Math.max(max, keys[row] as number);
      }
      if (same !== undefined && min === max) return { label: same.value, ncp: 0 };
      if (kind === 'number') return min === max ? { label: String(min), ncp: 0 } : { label: `${min}-${max}`, ncp: (max - min) / span };
      const { label, first, last } = dateLabel(min, max);
      return { label, ncp: Math.min(1, (Math.min(last, gMax) - Math.max(first, gMin)) / span) };
    },
  };
}

/** The lowest level of day → month → year → year range that covers [min, max], and its interval. */
function dateLabel(min: number, max: number): { label: string; first: number; last: number } {
  const a = civilOf(min);
  const b = civilOf(max);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const day = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d) / 86_400_000;
  if (min === max) return { label: `${a.year}-${pad(a.month)}-${pad(a.day)}`, first: min, last: max };
  if (a.year === b.year && a.month === b.month) {
    return { label: `${a.year}-${pad(a.month)}`, first: day(a.year, a.month, 1), last: day(a.year, a.month + 1, 1) - 1 };
  }
  if (a.year === b.year) return { label: String(a.year), first: day(a.year, 1, 1), last: day(a.year + 1, 1, 1) - 1 };
  return { label: `${a.year}-${b.year}`, first: day(a.year, 1, 1), last: day(b.year + 1, 1, 1) - 1 };
}

function encodeRanked(column: string, kind: 'zip' | 'category', values: readonly unknown[]): QuasiIdentifier {
  const texts = values.map((v) => (isMissing(v) ? undefined : String(v).trim()));
  const distinct = [...new Set(texts.filter((t): t is string => t !== undefined))].sort();
  const rank = new Map(distinct.map((t, i) => [t, i]));
  const keys = Float64Array.from(texts, (t) => (t === undefined ? -Infinity : (rank.get(t) as number)));
  const leaves = Math.max(1, distinct.length);
  return {
    column,
    keys,
    span: Math.max(1, distinct.length - 1),
    generalize(rows) {
      const mixed = missingMix(rows, keys, values);
      if (mixed !== undefined) return mixed;
      const same = identical(rows, values);
      if (same !== undefined) return { label: same.value, ncp: 0 };
      let lo = Infinity;
      let hi = -Infinity;
      for (const row of rows) {
        lo = Math.min(lo, keys[row] as number);
        hi = Math.max(hi, keys[row] as number);
      }
      if (kind === 'category') return { label: SUPPRESSED, ncp: 1 };
      // Sorted strings: the common prefix of the extremes is the common prefix of the whole range.
      const first = distinct[lo] as string;
      const last = distinct[hi] as string;
      let p = 0;
      while (p < first.length && first[p] === last[p]) p++;
      const prefix = first.slice(0, p);
      // Strings with a given prefix are contiguous in sorted order.
      const covered = lowerBound(distinct, `${prefix}\u{10FFFF}`) - lowerBound(distinct, prefix);
      let width = 0;
      for (let i = lo; i <= hi; i++) width = Math.max(width, (distinct[i] as string).length);
      return { label: prefix + first.slice(p).replace(/[\p{L}\p{N}]/gu, '*').padEnd(width - p, '*'), ncp: covered / leaves };
    },
  };
}

/** Label for partitions holding missing values: kept (or blank) when all are missing, `*` when mixed. */
function missingMix(rows: Uint32Array, keys: Float64Array, values: readonly unknown[]): Generalized | undefined {
  let missing = 0;
  for (const row of rows) if (keys[row] === -Infinity) missing++;
  if (missing === 0) return undefined;
  if (missing < rows.length) return { label: SUPPRESSED, ncp: 1 };
  return { label: identical(rows, values)?.value ?? '', ncp: 0 };
}

/** The shared raw value when every row holds the same one (same type too), else undefined. */
function identical(rows: Uint32Array, values: readonly unknown[]): { value: unknown } | undefined {
  const first = values[rows[0] as number];
  for (const row of rows) if (values[row] !== first) return undefined;
  return { value: first };
}

function lowerBound(sorted: readonly string[], target: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
