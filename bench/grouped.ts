/**
 * analyze() text by text against analyzeMany() over lists of `size` texts, on the 1 KB bench corpus (`docs`) or on its
 * sentences (`cells`, ≈ 64 characters each: the values of a JSON or CSV document). One analyzer, the two ways
 * alternating for 8 rounds, CPU time (`process.cpuUsage()`); it prints each round's MB/s and the median ratio
 * (> 1: analyzeMany is faster), after checking both give the same entities. Speed-only tool, not a test.
 * Usage: npx tsx bench/grouped.ts [docs|cells] [size=25]
 */
import { createAnalyzer } from '../src/engine/index.js';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { median } from './util.js';

const [modeArg, sizeArg] = process.argv.slice(2);
const size = Number(sizeArg ?? 25);
const documents = generateCorpus(BENCH_CORPORA[0]).map((d) => d.text);
const pieces = modeArg === 'cells' ? documents.flatMap((d) => d.split(/(?<=[.!?])\s+/)).filter((s) => s !== '') : documents;
// Flat copies, as a server gets from JSON.parse: split() gives slices of the document.
const texts = pieces.map((t) => JSON.parse(JSON.stringify(t)) as string);
const lists: string[][] = [];
for (let i = 0; i < texts.length; i += size) lists.push(texts.slice(i, i + size));
const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);

const analyzer = createAnalyzer();
if (JSON.stringify(texts.map((t) => analyzer.analyze(t))) !== JSON.stringify(lists.flatMap((l) => analyzer.analyzeMany(l)))) {
  throw new Error('analyzeMany and analyze disagree');
}

const PASSES = 10;
function mbPerCpuSecond(run: () => void): number {
  const start = process.cpuUsage();
  for (let p = 0; p < PASSES; p++) run();
  const used = process.cpuUsage(start);
  return (bytes * PASSES) / (used.user + used.system);
}
const single = (): void => {
  for (const t of texts) analyzer.analyze(t);
};
const grouped = (): void => {
  for (const l of lists) analyzer.analyzeMany(l);
};

for (let w = 0; w < 3; w++) {
  mbPerCpuSecond(single);
  mbPerCpuSecond(grouped);
}
const ratios: number[] = [];
for (let round = 0; round < 8; round++) {
  const a = mbPerCpuSecond(single);
  const b = mbPerCpuSecond(grouped);
  ratios.push(b / a);
  console.log(`round ${round + 1}: analyze ${a.toFixed(1)} MB/s, analyzeMany ${b.toFixed(1)} MB/s of CPU`);
}
console.log(`${texts.length} texts (${modeArg === 'cells' ? 'sentences' : '1 KB documents'}) in lists of ${size}: analyzeMany / analyze ${median(ratios).toFixed(3)}x (rounds ${ratios.map((r) => r.toFixed(2)).join(' ')})`);
