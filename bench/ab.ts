/**
 * Same-process CPU A/B of two checkouts' engines on the bench corpora: the two analyzers take turns (alternating
 * which goes first), each pass timed with `process.cpuUsage()`, and the medians compared. On a shared machine this
 * is the figure to trust for an engine change; wall-clock rounds swing more than most changes are worth.
 * Usage: npx tsx bench/ab.ts <checkout A> <checkout B> [passes=9]   (B/A > 1: B is faster)
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { median } from './util.js';

interface Engine {
  analyze(text: string): unknown[];
}

async function engineOf(checkout: string): Promise<Engine> {
  const module = (await import(pathToFileURL(join(resolve(checkout), 'src/engine/index.ts')).href)) as { createAnalyzer(): Engine };
  return module.createAnalyzer();
}

/** CPU microseconds of one pass (three times over `docs`, averaged). */
function pass(engine: Engine, docs: readonly string[]): number {
  const start = process.cpuUsage();
  for (let r = 0; r < 3; r++) for (const doc of docs) engine.analyze(doc);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 3;
}

const [checkoutA, checkoutB, passesArg] = process.argv.slice(2);
if (checkoutA === undefined || checkoutB === undefined) throw new Error('usage: bench/ab.ts <checkout A> <checkout B> [passes]');
const passes = Number(passesArg ?? 9);
const a = await engineOf(checkoutA);
const b = await engineOf(checkoutB);
for (const spec of BENCH_CORPORA) {
  const docs = generateCorpus(spec).map((d) => d.text);
  const bytes = docs.reduce((sum, d) => sum + Buffer.byteLength(d), 0);
  for (let i = 0; i < 3; i++) {
    pass(a, docs);
    pass(b, docs);
  }
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < passes; i++) {
    if (i % 2 === 0) {
      timesA.push(pass(a, docs));
      timesB.push(pass(b, docs));
    } else {
      timesB.push(pass(b, docs));
      timesA.push(pass(a, docs));
    }
  }
  const [ma, mb] = [median(timesA), median(timesB)];
  console.log(
    `${spec.label}: A ${(bytes / ma).toFixed(1)} MB/s, B ${(bytes / mb).toFixed(1)} MB/s of CPU, B/A ${(ma / mb).toFixed(3)}x`,
  );
}
