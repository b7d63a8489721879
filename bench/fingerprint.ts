/**
 * Every entity (source, type, start, end, confidence) the engine of a checkout finds over: the dev set
 * (../shared/data/pii-dev.jsonl), the real-text sets in scripts/eval-data, the bench corpora with their lower- and
 * upper-cased copies, and the real prose on the machine (node_modules READMEs and change logs, Debian copyright
 * files). Two checkouts that write the same file give the same output: the check for a speed-only change. With a third
 * argument, a comma-separated list of types, each text is analyzed with that entity filter (a change to what recognizers
 * claim can change what a filter finds while leaving the unfiltered output as it was).
 * Usage: npx tsx bench/fingerprint.ts <checkout> <out-file> [TYPE,TYPE…]; then `cmp` two out-files.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { machineProse } from './prose.js';
import { loadCheckoutAnalyzer, REPO_ROOT } from './util.js';

const [checkout, out, filter] = process.argv.slice(2);
if (checkout === undefined || out === undefined) throw new Error('usage: bench/fingerprint.ts <checkout> <out-file> [TYPE,TYPE…]');
const options = filter === undefined ? undefined : { entities: new Set(filter.split(',')) };
const analyzer = await loadCheckoutAnalyzer(checkout);

const texts: [source: string, text: string][] = [];
const readJsonl = (path: string, tag: string): void => {
  readFileSync(path, 'utf8').split('\n').filter(Boolean).forEach((line, i) => texts.push([`${tag}:${i}`, (JSON.parse(line) as { text: string }).text]));
};
const devSet = join(REPO_ROOT, '../shared/data/pii-dev.jsonl');
if (existsSync(devSet)) readJsonl(devSet, 'dev');
const evalData = join(REPO_ROOT, 'scripts/eval-data');
for (const file of readdirSync(evalData).filter((f) => f.endsWith('.jsonl')).sort()) readJsonl(join(evalData, file), file);
for (const spec of BENCH_CORPORA) {
  generateCorpus(spec).forEach((d, i) => {
    texts.push([`bench${spec.seed}:${i}`, d.text], [`lower${spec.seed}:${i}`, d.text.toLowerCase()], [`upper${spec.seed}:${i}`, d.text.toUpperCase()]);
  });
}
texts.push(...machineProse());

const lines: string[] = [];
for (const [source, text] of texts) {
  for (const e of analyzer.analyze(text, options)) lines.push(`${source}\t${e.type}\t${e.start}\t${e.end}\t${e.confidence.toFixed(3)}`);
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${texts.length} texts, ${lines.length} entities -> ${out}`);
