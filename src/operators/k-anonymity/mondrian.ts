/**
 * Mondrian multidimensional partitioning (LeFevre, DeWitt, Ramakrishnan, "Mondrian Multidimensional
 * K-Anonymity", ICDE 2006), strict variant: split a partition on the dimension with the widest normalized
 * range, at the cut nearest the median that keeps both halves ≥ k and never separates equal values;
 * stop when no dimension can be cut. Every partition returned has at least k rows.
 */

export interface Dimension {
  /** One ordered key per row; −Infinity marks a missing value (it sorts first and forms its own group). */
  keys: Float64Array;
  /** Width of the whole table on this dimension (> 0), to normalize partition widths. */
  span: number;
}

/** Partitions rows 0..n−1 into groups of at least k rows (n ≥ k is the caller's job). */
export function mondrian(n: number, dimensions: readonly Dimension[], k: number): Uint32Array[] {
  const done: Uint32Array[] = [];
  // An explicit stack: a skewed table can need thousands of levels, more than the call stack allows.
  const stack: Uint32Array[] = [Uint32Array.from({ length: n }, (_, i) => i)];
  while (stack.length > 0) {
    const rows = stack.pop() as Uint32Array;
    const halves = rows.length >= 2 * k ? split(rows, dimensions, k) : undefined;
    if (halves === undefined) done.push(rows);
    else stack.push(halves[1], halves[0]);
  }
  return done;
}

function split(rows: Uint32Array, dimensions: readonly Dimension[], k: number): [Uint32Array, Uint32Array] | undefined {
  const order = dimensions
    .map((d, index) => ({ index, width: normalizedWidth(rows, d) }))
    .filter((d) => d.width > 0)
    .sort((a, b) => b.width - a.width);
  for (const { index } of order) {
    const keys = (dimensions[index] as Dimension).keys;
    const sorted = rows.slice().sort((a, b) => compare(keys[a] as number, keys[b] as number));
    const cut = cutNearMedian(sorted, keys, k);
    if (cut !== undefined) return [sorted.subarray(0, cut), sorted.subarray(cut)];
  }
  return undefined;
}

function compare(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Range over the table's range; a partition mixing missing and present values counts as fully wide. */
function normalizedWidth(rows: Uint32Array, { keys, span }: Dimension): number {
  let min = Infinity;
  let max = -Infinity;
  let missing = false;
  for (const row of rows) {
    const key = keys[row] as number;
    if (key === -Infinity) {
      missing = true;
      continue;
    }
    if (key < min) min = key;
    if (key > max) max = key;
  }
  if (missing) return min === Infinity ? 0 : 1;
  return (max - min) / span;
}

/** The cut c (left = sorted[0..c)) nearest the middle with both sides ≥ k and a key change at c. */
function cutNearMedian(sorted: Uint32Array, keys: Float64Array, k: number): number | undefined {
  const n = sorted.length;
  const middle = n >> 1;
  const valid = (c: number): boolean => c >= k && n - c >= k && keys[sorted[c - 1] as number] !== keys[sorted[c] as number];
  for (let d = 0; middle - d >= k || middle + d <= n - k; d++) {
    if (valid(middle - d)) return middle - d;
    if (valid(middle + d)) return middle + d;
  }
  return undefined;
}
