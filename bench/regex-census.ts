/**
 * Which regular expressions the engine of a checkout runs per KB of the bench corpus, and how often each finds a
 * match. A pattern called often that rarely matches is run for nothing: a test of the units its every match opens with
 * (or holds) can spare most calls, as session 34's gates did (docs/performance-log.md, session 34 (2)-(5)). A call has
 * a cost of its own whatever it finds, and each pattern is native code of its own to load. It counts by wrapping
 * `RegExp.prototype.exec`, which test() also goes through once it is replaced; the wrapper makes every call slower, so
 * this tool counts and never times.
 * Usage: npx tsx bench/regex-census.ts [checkout=.] [1kb|100kb] [top=30]
 */
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { loadCheckoutAnalyzer } from './util.js';

const [checkout = '.', size = '1kb', topArg = '30'] = process.argv.slice(2);
const spec = size === '100kb' ? BENCH_CORPORA[1] : BENCH_CORPORA[0];
const texts = generateCorpus(spec).map((d) => d.text);
const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);

interface Tally {
  calls: number;
  matches: number;
}
const tallies = new Map<string, Tally>();
let counting = false;
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (this: RegExp, input: string): RegExpExecArray | null {
  const result = exec.call(this, input);
  if (counting) {
    const key = `/${this.source}/${this.flags}`;
    const tally = tallies.get(key) ?? { calls: 0, matches: 0 };
    tally.calls++;
    if (result !== null) tally.matches++;
    tallies.set(key, tally);
  }
  return result;
};

const analyzer = await loadCheckoutAnalyzer(checkout);
// One pass first, so that patterns built on first use are not counted apart from the rest.
for (const text of texts) analyzer.analyze(text);
counting = true;
for (const text of texts) analyzer.analyze(text);
counting = false;
RegExp.prototype.exec = exec;

const perKb = (n: number): string => ((n / bytes) * 1000).toFixed(2);
const rows = [...tallies].sort((a, b) => b[1].calls - a[1].calls);
const total = rows.reduce((sum, [, t]) => sum + t.calls, 0);
console.log(`${size} corpus (${texts.length} documents): ${perKb(total)} regex calls per KB`);
console.log('calls/KB  matched  pattern');
for (const [key, t] of rows.slice(0, Number(topArg))) {
  console.log(`${perKb(t.calls).padStart(8)}  ${`${Math.round((100 * t.matches) / t.calls)}%`.padStart(7)}  ${key.length > 100 ? `${key.slice(0, 97)}…` : key}`);
}
