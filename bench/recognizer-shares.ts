/**
 * Where `analyze()`'s time goes, by stage: the scan, each built-in recognizer's `find`, the context pass and
 * resolve, on the bench corpus. It replays analyze()'s loop (bench/replay.ts, claims included: a claimed number is
 * skipped by the recognizers after its claimer, which changes their cost threefold for phone) with a clock reading
 * between stages; the clock's own cost, measured first, is taken off each stage. Shares are what to read: per-stage
 * figures carry the clock's noise. Speed-only tool: test/bench/replay.test.ts checks the replay finds what analyze()
 * finds.
 * `prose` replays the machine's real prose (bench/prose.ts) instead of the corpus.
 * Usage: npx tsx bench/recognizer-shares.ts [1kb|100kb|prose] [passes=300]
 */
import { loadLexicon } from '../src/engine/lexicons/person-names.js';
import { ScanBuffers } from '../src/engine/pipeline/scan.js';
import { textsNamed } from './prose.js';
import { nowNs, replayTimed, STAGES } from './replay.js';

const [sizeArg, passesArg] = process.argv.slice(2);
const sources = textsNamed(sizeArg);
// Flat copies: the corpus builds ConsStrings, while a server gets flat strings from JSON.parse
// (docs/performance-log.md).
const texts = sources.map((text) => JSON.parse(JSON.stringify(text)) as string);
const kilobytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0) / 1024;
const passes = Number(passesArg ?? 300);

loadLexicon();
const elapsed = new Float64Array(STAGES.length);
/** Where the warm-up passes' times go. */
const discarded = new Float64Array(STAGES.length);
const buffers = new ScanBuffers();

function pass(into: Float64Array): void {
  for (const text of texts) replayTimed(text, buffers, into);
}

let clockNs = 0;
for (let i = 0; i < 1_000_000; i++) {
  const t = nowNs();
  clockNs += nowNs() - t;
}
clockNs /= 1_000_000;
for (let i = 0; i < Math.ceil(passes / 2); i++) pass(discarded);
for (let i = 0; i < passes; i++) pass(elapsed);

const perKb = [...elapsed].map((ns) => Math.max(0, ns - clockNs * passes * texts.length) / passes / kilobytes / 1000);
const total = perKb.reduce((a, b) => a + b, 0);
console.log(`${sizeArg === 'prose' ? 'machine prose' : sizeArg === '100kb' ? '100 KB corpus' : '1 KB corpus'}: ${texts.length} documents, ${passes} passes, clock reading ${clockNs.toFixed(0)} ns (taken off)`);
for (const [stage, us] of STAGES.map((s, i) => [s, perKb[i]!] as const).sort((a, b) => b[1] - a[1])) {
  console.log(`${stage.padEnd(14)} ${us.toFixed(3).padStart(7)} µs/KB  ${((us / total) * 100).toFixed(1).padStart(5)}%`);
}
console.log(`${'all'.padEnd(14)} ${total.toFixed(2).padStart(7)} µs/KB`);
