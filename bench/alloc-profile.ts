/**
 * Where the engine allocates: V8's sampling heap profiler, keeping samples of objects already collected (so
 * short-lived garbage, the bulk of allocation, is counted), over `analyze()` on the bench corpus; prints the
 * functions that allocate most, by self size and by total size (including callees), and what the built-ins (slice,
 * exec, subarray, iterator `next`, …) allocate on behalf of each calling function.
 * With `dev`, the analyzer first reads every record of the dev set once, as `npm run bench` has done before it
 * measures allocation: the engine's functions then carry the broader type feedback varied text leaves, and allocate
 * more (docs/performance-log.md, session 8).
 * Usage: npx tsx bench/alloc-profile.ts [1kb|100kb] [top=25] [dev]
 */
import { createAnalyzer } from '../src/engine/index.js';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { devSetPath } from './engine.bench.js';
import { frameLabel, sampleAllocations, type SamplingNode } from './heap-sampling.js';
import { loadDevSet } from './score.js';

const [sizeArg, topArg, devArg] = process.argv.slice(2);
const spec = sizeArg === '100kb' ? BENCH_CORPORA[1] : BENCH_CORPORA[0];
const texts = generateCorpus(spec).map((d) => d.text);
const analyzer = createAnalyzer();
if (devArg === 'dev') for (const record of loadDevSet(devSetPath())) analyzer.analyze(record.text);
// Warm up over as much input as is sampled: after a single pass, unoptimized code still allocated iterator results
// and temporaries that optimized code elides, and they topped the profile (bench/allocation.ts does the same).
for (let warm = 0; warm < 2_000_000; ) {
  for (const text of texts) {
    analyzer.analyze(text);
    warm += Buffer.byteLength(text);
  }
}

let inputBytes = 0;
const head = await sampleAllocations(1024, () => {
  while (inputBytes < 2_000_000) {
    for (const text of texts) {
      analyzer.analyze(text);
      inputBytes += Buffer.byteLength(text);
    }
  }
});

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
const keyOf = frameLabel;
/** Built-in (no script URL) allocations keyed "builtin ← caller". */
const byCaller = new Map<string, number>();
function walk(node: SamplingNode, stack: Set<string>, caller = ''): number {
  const key = keyOf(node);
  if (node.callFrame.url === '' && node.selfSize > 0 && caller !== '') {
    const k = `${key} ← ${caller}`;
    byCaller.set(k, (byCaller.get(k) ?? 0) + node.selfSize);
  }
  const fresh = !stack.has(key);
  if (fresh) stack.add(key);
  let size = node.selfSize;
  for (const child of node.children) size += walk(child, stack, node.callFrame.url === '' ? caller : key);
  if (fresh) {
    stack.delete(key);
    total.set(key, (total.get(key) ?? 0) + size);
  }
  self.set(key, (self.get(key) ?? 0) + node.selfSize);
  all += node.selfSize;
  return size;
}
walk(head, new Set());
console.log(`sampled ${(all / inputBytes).toFixed(1)} bytes allocated per input byte over ${inputBytes} input bytes`);
const top = Number(topArg ?? 25);
for (const [title, sizes] of [['self size', self], ['total size', total], ['built-in, by calling function', byCaller]] as const) {
  console.log(`-- by ${title}`);
  for (const [key, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((bytes / all) * 100).toFixed(1).padStart(5)}%  ${(bytes / inputBytes).toFixed(2).padStart(7)} B/B  ${key}`);
  }
}
