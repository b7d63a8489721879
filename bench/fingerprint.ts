/**
 * Every entity (source, type, start, end, confidence) the engine of a checkout finds over: the dev set
 * (../shared/data/pii-dev.jsonl), the real-text sets in scripts/eval-data, the bench corpora with their lower- and
 * upper-cased copies, and the real prose on the machine (node_modules READMEs and change logs, Debian copyright
 * files). Two checkouts that write the same file give the same output: the check for a speed-only change. With a third
 * argument, a comma-separated list of types, each text is analyzed with that entity filter (a change to what recognizers
 * claim can change what a filter finds while leaving the unfiltered output as it was).
 * Usage: npx tsx bench/fingerprint.ts <checkout> <out-file> [TYPE,TYPE…]; then `cmp` two out-files.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
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
const prose: string[] = [];
const modules = join(REPO_ROOT, 'node_modules');
for (const name of existsSync(modules) ? readdirSync(modules) : []) {
  const dirs = name.startsWith('@') ? readdirSync(join(modules, name)).map((sub) => join(modules, name, sub)) : [join(modules, name)];
  for (const dir of dirs) for (const file of ['README.md', 'readme.md', 'CHANGELOG.md', 'HISTORY.md']) prose.push(join(dir, file));
}
const docs = '/usr/share/doc';
for (const name of existsSync(docs) ? readdirSync(docs) : []) prose.push(join(docs, name, 'copyright'));
// Labelled relative to the tree running this script, so the outputs of two worktrees compare equal with `cmp`.
for (const path of prose.filter((p) => existsSync(p) && statSync(p).size < 400_000).sort()) {
  texts.push([path.startsWith(REPO_ROOT) ? relative(REPO_ROOT, path) : path, readFileSync(path, 'utf8')]);
}

const lines: string[] = [];
for (const [source, text] of texts) {
  for (const e of analyzer.analyze(text, options)) lines.push(`${source}\t${e.type}\t${e.start}\t${e.end}\t${e.confidence.toFixed(3)}`);
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${texts.length} texts, ${lines.length} entities -> ${out}`);
