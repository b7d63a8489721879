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

export interface AllocationResult {
  bytesPerInputByte: number;
  inputBytes: number;
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

/** Runs `fn` over `texts` (repeated until at least `minInputBytes` went through) and measures heap allocation. */
export function measureAllocation(
  fn: (text: string) => unknown,
  texts: readonly string[],
  minInputBytes = 1_000_000,
  warmInputBytes = 8_000_000,
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
  const allocated = endUsed - startUsed + freed;
  return { bytesPerInputByte: Math.round((allocated / inputBytes) * 100) / 100, inputBytes, markCompacts };
}
