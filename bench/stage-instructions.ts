/**
 * What each stage of `analyze()` adds in instructions, simulated instruction-cache misses and branch mispredictions
 * per input byte, under Valgrind: the deterministic counterpart of bench/recognizer-shares.ts, whose clock readings
 * carry this machine's noise. It replays analyze()'s loop (bench/replay.ts, claims included) through the first k
 * stages only, for k = 0 (the loop alone), the scan, each built-in recognizer in turn, the context pass and resolve;
 * a stage's figure is what its prefix adds to the one before. Each prefix is measured as bench/instructions.ts measures an engine: runs
 * of `warm` and `warm + passes` passes, differenced.
 *
 * Misses are not additive: a stage's figure includes the misses its code causes the stages after it in the next
 * document (one document at a time, the recognizers evict one another). Read it as "what running this stage costs".
 * Usage: npx tsx bench/stage-instructions.ts [1kb|100kb|all] [passes=30] [warm=20]   (≈ 20 minutes at 1 KB)
 */
import { fileURLToPath } from 'node:url';
import { loadLexicon } from '../src/engine/lexicons/person-names.js';
import { ScanBuffers } from '../src/engine/pipeline/scan.js';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { corporaNamed, countEvents, primeTransformCache, REPEATABLE_NODE_OPTIONS, twoAtATime, type Counters } from './instructions.js';
import { replay, STAGES } from './replay.js';
import { isMain } from './util.js';

/** The child, under valgrind: `passes` passes of analyze()'s first `stages` stages over corpus `index`. */
function child(stages: number, index: number, passes: number): void {
  loadLexicon();
  const texts = generateCorpus(BENCH_CORPORA[index]!).map((d) => d.text);
  const buffers = new ScanBuffers();
  for (let p = 0; p < passes; p++) for (const text of texts) replay(text, stages, buffers);
}

function countPrefix(stages: number, index: number, passes: number): Promise<Counters> {
  return countEvents([process.execPath, ...REPEATABLE_NODE_OPTIONS, fileURLToPath(import.meta.url), '--child', String(stages), String(index), String(passes)], true);
}

/** Per input byte, what the longer run's extra passes counted. */
export function perByte(longer: Counters, shorter: Counters, bytes: number): Required<Counters> {
  return {
    instructions: (longer.instructions - shorter.instructions) / bytes,
    l1iMisses: ((longer.l1iMisses ?? 0) - (shorter.l1iMisses ?? 0)) / bytes,
    mispredicts: ((longer.mispredicts ?? 0) - (shorter.mispredicts ?? 0)) / bytes,
  };
}

async function breakdown(index: number, passes: number, warm: number): Promise<void> {
  const bytes = generateCorpus(BENCH_CORPORA[index]!).reduce((sum, d) => sum + Buffer.byteLength(d.text), 0) * passes;
  const prefixes = STAGES.length + 1;
  const jobs = Array.from({ length: prefixes }, (_, k) => [() => countPrefix(k, index, warm + passes), () => countPrefix(k, index, warm)]).flat();
  await primeTransformCache(fileURLToPath(import.meta.url), [String(STAGES.length), String(index), '0']);
  const counts = await twoAtATime(jobs);
  const totals = Array.from({ length: prefixes }, (_, k) => perByte(counts[2 * k]!, counts[2 * k + 1]!, bytes));
  const all = totals[prefixes - 1]!;
  console.log(`${BENCH_CORPORA[index]!.label} corpus, ${passes} passes after ${warm}; per input byte, what each stage adds:`);
  console.log(`${'stage'.padEnd(14)} ${'instructions'.padStart(12)} ${'share'.padStart(6)} ${'L1i misses'.padStart(10)} ${'share'.padStart(6)} ${'mispredicts'.padStart(11)}`);
  const share = (x: number, of: number): string => `${((x / of) * 100).toFixed(1)}%`.padStart(6);
  for (let k = 1; k < prefixes; k++) {
    const stage = totals[k]!;
    const before = totals[k - 1]!;
    const i = stage.instructions - before.instructions;
    const m = stage.l1iMisses - before.l1iMisses;
    const b = stage.mispredicts - before.mispredicts;
    console.log(`${STAGES[k - 1]!.padEnd(14)} ${i.toFixed(1).padStart(12)} ${share(i, all.instructions)} ${m.toFixed(2).padStart(10)} ${share(m, all.l1iMisses)} ${b.toFixed(2).padStart(11)}`);
  }
  console.log(`${'all'.padEnd(14)} ${all.instructions.toFixed(1).padStart(12)} ${''.padStart(6)} ${all.l1iMisses.toFixed(2).padStart(10)} ${''.padStart(6)} ${all.mispredicts.toFixed(2).padStart(11)}`);
  console.log(`(the loop alone: ${totals[0]!.instructions.toFixed(1)} instructions per byte, in "all")`);
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') child(Number(args[1]), Number(args[2]), Number(args[3]));
  else {
    const [corpus, passesArg, warmArg] = args;
    for (const index of corporaNamed(corpus ?? '1kb')) await breakdown(index, Number(passesArg ?? 30), Number(warmArg ?? 20));
  }
}
