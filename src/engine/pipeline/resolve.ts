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

/** Sorts items[0, n) in place, stably (candidates equal in strength keep recognizer order); n is items.length past INSERTION_SORT_MAX. */
function sortByStrength(items: Candidate[], n: number): void {
  if (n > INSERTION_SORT_MAX) {
    items.sort(compareStrength);
    return;
  }
  for (let i = 1; i < n; i++) {
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
 *
 * Whether a candidate is kept depends only on the stronger candidates it overlaps, so the strongest-first pass gives
 * the same answer run on each cluster of chained overlaps alone (in input order within it, for the stable sort's
 * ties). Most candidates overlap nothing: they are kept without being ranked, and only the clusters are sorted.
 * `inPlace` is accepted for callers that hand over their array; the input is never reordered.
 */
export function resolveOverlaps(candidates: Candidate[], inPlace = false): Candidate[] {
  void inPlace;
  const n = candidates.length;
  const order = byStart(candidates);
  // Kept candidates gather in a reused array and leave as one copy of the exact length: a fresh array grown by push
  // allocated its store two or three times over.
  // Not empty only when an earlier call threw midway.
  if (outScratch.length !== 0) outScratch = [];
  const out = outScratch;
  let i = 0;
  while (i < n) {
    const first = candidates[order[i]!]!;
    let reach = first.end;
    let j = i + 1;
    while (j < n && candidates[order[j]!]!.start < reach) {
      const end = candidates[order[j]!]!.end;
      if (end > reach) reach = end;
      j++;
    }
    if (j === i + 1) out.push(first);
    else resolveCluster(candidates, order, i, j, out);
    i = j;
  }
  const kept = out.slice();
  // pop() keeps the store (length = 0 would drop it); a huge document's is let go.
  if (out.length > SCRATCH_MAX) outScratch = [];
  else while (out.length > 0) out.pop();
  return kept;
}

let outScratch: Candidate[] = [];
/** The members of one cluster of up to INSERTION_SORT_MAX candidates, emptied after each (references not kept). */
const clusterScratch: Candidate[] = [];

/**
 * Scratch for ordering one call's candidates, reused up to SCRATCH_MAX entries (a typed array per call was the pass's
 * main allocation on short documents); resolveOverlaps is synchronous, so one set is enough.
 */
const SCRATCH_MAX = 4096;
let orderScratch = new Int32Array(64);
let mergeScratch = new Int32Array(64);
let runScratch = new Int32Array(65);

/**
 * Indexes of `candidates` by start, ties in input order (entries [0, n) of the result). Each recognizer reports in
 * text order, so a long list is a few ascending runs: they are found and merged pairwise (stable, O(n log runs)).
 */
function byStart(candidates: readonly Candidate[]): Int32Array {
  const n = candidates.length;
  let order: Int32Array;
  let spare: Int32Array;
  let runs: Int32Array;
  if (n <= SCRATCH_MAX) {
    if (n > orderScratch.length) {
      orderScratch = new Int32Array(SCRATCH_MAX);
      mergeScratch = new Int32Array(SCRATCH_MAX);
      runScratch = new Int32Array(SCRATCH_MAX + 1);
    }
    order = orderScratch;
    spare = mergeScratch;
    runs = runScratch;
  } else {
    order = new Int32Array(n);
    spare = new Int32Array(n);
    runs = new Int32Array(n + 1);
  }
  if (n <= INSERTION_SORT_MAX) {
    // A short list (any ordinary document) is nearly sorted already: an insertion sort, stable, does least.
    for (let i = 0; i < n; i++) {
      const start = candidates[i]!.start;
      let j = i - 1;
      while (j >= 0 && candidates[order[j]!]!.start > start) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = i;
    }
    return order;
  }
  let count = 0;
  for (let i = 0; i < n; i++) {
    order[i] = i;
    if (i === 0 || candidates[i]!.start < candidates[i - 1]!.start) runs[count++] = i;
  }
  runs[count] = n;
  let from = order;
  let to = spare;
  while (count > 1) {
    let kept = 0;
    let r = 0;
    for (; r + 1 < count; r += 2) {
      mergeRuns(candidates, from, to, runs[r]!, runs[r + 1]!, runs[r + 2]!);
      runs[kept++] = runs[r]!;
    }
    if (r < count) {
      for (let k = runs[r]!; k < runs[r + 1]!; k++) to[k] = from[k]!;
      runs[kept++] = runs[r]!;
    }
    runs[kept] = n;
    count = kept;
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}

/** Merges the ascending runs from[lo, mid) and from[mid, hi) into to[lo, hi); equal starts keep the left (earlier) first. */
function mergeRuns(candidates: readonly Candidate[], from: Int32Array, to: Int32Array, lo: number, mid: number, hi: number): void {
  let i = lo;
  let j = mid;
  let k = lo;
  while (i < mid && j < hi) {
    to[k++] = candidates[from[j]!]!.start < candidates[from[i]!]!.start ? from[j++]! : from[i++]!;
  }
  while (i < mid) to[k++] = from[i++]!;
  while (j < hi) to[k++] = from[j++]!;
}

const memberScratch = new Int32Array(INSERTION_SORT_MAX);

/** The strongest-first pass over the cluster `order[from…to)`; appends the kept candidates by start. */
function resolveCluster(candidates: readonly Candidate[], order: Int32Array, from: number, to: number, out: Candidate[]): void {
  const size = to - from;
  let cluster: Candidate[];
  if (size <= INSERTION_SORT_MAX) {
    cluster = clusterScratch;
    // Members back in input order (the stable sort's ties): a small insertion sort by index, no copy of the order.
    const members = memberScratch;
    for (let k = 0; k < size; k++) {
      const index = order[from + k]!;
      let j = k - 1;
      while (j >= 0 && members[j]! > index) {
        members[j + 1] = members[j]!;
        j--;
      }
      members[j + 1] = index;
    }
    for (let k = 0; k < size; k++) {
      if (k < cluster.length) cluster[k] = candidates[members[k]!]!;
      else cluster.push(candidates[members[k]!]!);
    }
  } else {
    cluster = new Array<Candidate>(size);
    const members = order.slice(from, to).sort();
    for (let k = 0; k < size; k++) cluster[k] = candidates[members[k]!]!;
  }
  sortByStrength(cluster, size);
  if (size > SPLICE_MAX) {
    const kept = keepDisjointIndexed(cluster);
    for (let k = 0; k < kept.length; k++) out.push(kept[k]!);
  } else keepDisjoint(cluster, size, out);
  if (cluster === clusterScratch) while (cluster.length > 0) cluster.pop();
}

/**
 * Up to this many candidates (every ordinary document) the kept spans live in one array kept sorted by insertion;
 * past it, an insertion into the middle of a long array (a 2 MiB list of names gives 300,000 candidates) would make
 * the pass quadratic, so an index by start is used instead.
 */
const SPLICE_MAX = 512;

/**
 * The strongest-first pass over a short list byStrength[0, n): kept spans are inserted into `kept` past its current
 * end, sorted by start, pairwise disjoint. (Everything already in `kept` ends before this cluster starts.) An insertion
 * shifts by hand: splice() allocated an array of the removed elements per call.
 */
function keepDisjoint(byStrength: readonly Candidate[], n: number, kept: Candidate[]): void {
  const base = kept.length;
  for (let i = 0; i < n; i++) {
    const c = byStrength[i]!;
    // First kept span that ends after c starts; c overlaps iff that span starts before c ends.
    let lo = base;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (kept[mid]!.end <= c.start) lo = mid + 1;
      else hi = mid;
    }
    if (lo < kept.length && kept[lo]!.start < c.end) continue;
    kept.push(c);
    for (let k = kept.length - 1; k > lo; k--) kept[k] = kept[k - 1]!;
    kept[lo] = c;
  }
}

/**
 * The same pass in O(n log n). Candidates are ranked by start once; a Fenwick tree over the ranks answers "the kept
 * span with the latest start before c ends". Kept spans are disjoint, so c overlaps one of them exactly when it
 * overlaps that one.
 */
function keepDisjointIndexed(byStrength: readonly Candidate[]): Candidate[] {
  const n = byStrength.length;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => byStrength[a]!.start - byStrength[b]!.start || a - b);
  const starts = new Float64Array(n);
  const rankOf = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    starts[r] = byStrength[order[r]!]!.start;
    rankOf[order[r]!] = r;
  }
  // tree[k]: 1 + the highest kept rank in k's Fenwick range, 0 when none.
  const tree = new Int32Array(n + 1);
  const kept = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = byStrength[i]!;
    // How many candidates start before c ends: the kept one with the latest start is among them.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < c.end) lo = mid + 1;
      else hi = mid;
    }
    let latest = 0;
    for (let k = lo; k > 0; k -= k & -k) if (tree[k]! > latest) latest = tree[k]!;
    if (latest > 0 && byStrength[order[latest - 1]!]!.end > c.start) continue;
    kept[i] = 1;
    for (let k = rankOf[i]! + 1; k <= n; k += k & -k) if (tree[k]! < rankOf[i]! + 1) tree[k] = rankOf[i]! + 1;
  }
  const out: Candidate[] = [];
  for (let r = 0; r < n; r++) if (kept[order[r]!]) out.push(byStrength[order[r]!]!);
  return out;
}
