/**
 * Where `analyze()`'s time goes, by stage: the scan, each built-in recognizer's `find`, the context pass and
 * resolve, on the bench corpus. It replays analyze()'s loop (claims included: a claimed number is skipped by the
 * recognizers after its claimer, which changes their cost threefold for phone) with a clock reading between stages;
 * the clock's own cost, measured first, is taken off each stage. Shares are what to read: per-stage figures carry
 * the clock's noise. Speed-only tool, not a test: the output of analyze() is not checked here.
 * Usage: npx tsx bench/recognizer-shares.ts [1kb|100kb] [passes=300]
 */
import type { Candidate } from '../src/engine/candidate.js';
import { DEFAULT_THRESHOLD, claimTokens } from '../src/engine/analyze.js';
import { loadLexicon } from '../src/engine/lexicons/person-names.js';
import { applyContext } from '../src/engine/pipeline/context.js';
import { resolveOverlaps } from '../src/engine/pipeline/resolve.js';
import { ScanBuffers, scanAnchors } from '../src/engine/pipeline/scan.js';
import { BUILT_IN_RECOGNIZERS } from '../src/engine/registry.js';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';

const [sizeArg, passesArg] = process.argv.slice(2);
const spec = sizeArg === '100kb' ? BENCH_CORPORA[1] : BENCH_CORPORA[0];
// Flat copies: the corpus builds ConsStrings, while a server gets flat strings from JSON.parse
// (docs/performance-log.md).
const texts = generateCorpus(spec).map((d) => JSON.parse(JSON.stringify(d.text)) as string);
const kilobytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0) / 1024;
const passes = Number(passesArg ?? 300);

loadLexicon();
const stages = ['scan', ...BUILT_IN_RECOGNIZERS.map((r) => r.name), 'context', 'resolve'];
const elapsed = new Float64Array(stages.length);
const buffers = new ScanBuffers();
const now = (): number => Number(process.hrtime.bigint());

function pass(record: boolean): void {
  for (const text of texts) {
    let mark = now();
    const lap = (stage: number): void => {
      const t = now();
      if (record) elapsed[stage]! += t - mark;
      mark = t;
    };
    const anchors = scanAnchors(text, buffers);
    lap(0);
    const input = { text, anchors, key: '', claimed: buffers.claims(anchors.tokenStart.length) };
    const found: Candidate[] = [];
    BUILT_IN_RECOGNIZERS.forEach((recognizer, r) => {
      const from = found.length;
      recognizer.find(input, found);
      if (recognizer.claims === true && found.length > from) claimTokens(anchors.tokenStart, found, from, input.claimed);
      lap(r + 1);
    });
    applyContext(text, '', found);
    lap(stages.length - 2);
    resolveOverlaps(found.filter((c) => c.confidence >= DEFAULT_THRESHOLD), true);
    lap(stages.length - 1);
    buffers.trim();
  }
}

let clockNs = 0;
for (let i = 0; i < 1_000_000; i++) {
  const t = now();
  clockNs += now() - t;
}
clockNs /= 1_000_000;
for (let i = 0; i < Math.ceil(passes / 2); i++) pass(false);
for (let i = 0; i < passes; i++) pass(true);

const perKb = [...elapsed].map((ns) => Math.max(0, ns - clockNs * passes * texts.length) / passes / kilobytes / 1000);
const total = perKb.reduce((a, b) => a + b, 0);
console.log(`${sizeArg === '100kb' ? '100 KB' : '1 KB'} corpus: ${texts.length} documents, ${passes} passes, clock reading ${clockNs.toFixed(0)} ns (taken off)`);
for (const [stage, us] of stages.map((s, i) => [s, perKb[i]!] as const).sort((a, b) => b[1] - a[1])) {
  console.log(`${stage.padEnd(14)} ${us.toFixed(3).padStart(7)} µs/KB  ${((us / total) * 100).toFixed(1).padStart(5)}%`);
}
console.log(`${'all'.padEnd(14)} ${total.toFixed(2).padStart(7)} µs/KB`);
