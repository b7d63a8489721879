/**
 * Bytes of JavaScript heap allocated per input byte.
 *
 * Method: V8's used heap only grows by allocation and only shrinks in a garbage collection, so over an interval
 *   allocated = used_at_end − used_at_start + Σ over GCs in the interval (used_before_gc − used_after_gc).
 * `v8.GCProfiler` (Node ≥ 20) reports the heap statistics before and after every GC, without --expose-gc or
 * --trace-gc. The sum is exact for scavenges (atomic); a mark-compact sweeps concurrently and may free some memory
 * after its "after" snapshot, which would make the figure an under-estimate, so the number of mark-compacts in the
 * interval is reported beside it (0 means the figure is exact). Off-heap memory (ArrayBuffers, RE2's C++ heap) is
 * not counted; strings, arrays, match objects and entities are.
 */
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { median } from './util.js';

export interface AllocationResult {
  /** The median window's bytes per input byte. */
  bytesPerInputByte: number;
  /** Each window's, in the order measured. */
  windows: number[];
  /** Input bytes over all windows. */
  inputBytes: number;
  /** Mark-compacts over all windows. */
  markCompacts: number;
}

interface GcHeapSnapshot {
  heapStatistics: { usedHeapSize: number };
}
interface GcEvent {
  gcType: string;
  beforeGC: GcHeapSnapshot;
  afterGC: GcHeapSnapshot;
}

/**
 * Runs `fn` over `texts` (repeated) until `warmInputBytes` went through, then measures heap allocation over `windows`
 * windows of at least `minInputBytes` each and reports the median window. A window can also hold the optimizing
 * compiler's output for code that tiers up late: its machine code and metadata land in V8's heap, once, as up to 0.23
 * bytes per input byte in a 1 MB window (2026-11-27: code space and old space, while the new space, where the engine's
 * own objects go, read the same in every window). The median keeps those one-off windows out of a per-byte figure.
 */
export function measureAllocation(
  fn: (text: string) => unknown,
  texts: readonly string[],
  minInputBytes = 1_000_000,
  warmInputBytes = 8_000_000,
  windows = 5,
): AllocationResult {
  const sizes = texts.map((text) => Buffer.byteLength(text));
  // Warm-up first, so the figure is the steady state of optimized code, which a long-running service is in: one
  // pass over a few hundred KB left hot functions in V8's baseline tiers, whose boxed numbers and unelided
  // temporaries charged a 1 KB corpus ~40% more bytes than the same code allocates once optimized; after 1 MB our
  // engine still read 4.03 B/B where successive 1 MB windows settled at 3.55 from the fifth MB on (2026-11-26).
  let warmBytes = 0;
  do {
    texts.forEach((text, i) => {
      fn(text);
      warmBytes += sizes[i] as number;
    });
  } while (warmBytes < warmInputBytes);
  const perWindow: number[] = [];
  let inputBytes = 0;
  let markCompacts = 0;
  for (let w = 0; w < windows; w++) {
    const window = measureWindow(fn, texts, sizes, minInputBytes);
    perWindow.push(Math.round((window.allocated / window.inputBytes) * 100) / 100);
    inputBytes += window.inputBytes;
    markCompacts += window.markCompacts;
  }
  return { bytesPerInputByte: median(perWindow), windows: perWindow, inputBytes, markCompacts };
}

/** One window: bytes allocated while at least `minInputBytes` of `texts` went through `fn`. */
function measureWindow(
  fn: (text: string) => unknown,
  texts: readonly string[],
  sizes: readonly number[],
  minInputBytes: number,
): { allocated: number; inputBytes: number; markCompacts: number } {
  const keep: unknown[] = [];
  let inputBytes = 0;
  const profiler = new GCProfiler();
  profiler.start();
  const startUsed = getHeapStatistics().used_heap_size;
  while (inputBytes < minInputBytes) {
    texts.forEach((text, i) => {
      // Keep only the latest result alive, so the callee's output counts as allocated but cannot pile up.
      keep[0] = fn(text);
      inputBytes += sizes[i] as number;
    });
  }
  const endUsed = getHeapStatistics().used_heap_size;
  const events = (profiler.stop()?.statistics ?? []) as unknown as GcEvent[];
  keep.length = 0;
  let freed = 0;
  let markCompacts = 0;
  for (const event of events) {
    freed += event.beforeGC.heapStatistics.usedHeapSize - event.afterGC.heapStatistics.usedHeapSize;
    if (event.gcType !== 'Scavenge' && event.gcType !== 'MinorMarkSweep') markCompacts += 1;
  }
  return { allocated: endUsed - startUsed + freed, inputBytes, markCompacts };
}
