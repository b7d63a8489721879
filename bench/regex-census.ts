/**
 * Which regular expressions the engine of a checkout runs per KB of the bench corpus, and how often each finds a
 * match. A pattern called often that rarely matches is run for nothing: a test of the units its every match opens with
 * (or holds) can spare most calls, as session 34's gates did (docs/performance-log.md, session 34 (2)-(5)). A call has
 * a cost of its own whatever it finds, and each pattern is native code of its own to load. It counts by wrapping
 * `RegExp.prototype.exec`, which test() also goes through once it is replaced.
 *
 * With `--time` it also times each call inside the analysis (the clock's own cost, measured first, taken off) and ranks
 * the patterns by time per KB: a pattern that is cheap in a hot loop can cost several times as much where the analysis
 * calls it, between other code (session 35: the strong name cue, 0.26 µs a test hot and 1.28-1.51 µs there). The
 * wrapper and the clock slow every call and move what stays in the caches, so the times rank patterns; they do not add
 * up to the engine's time, and two runs differ by a third. Without `--time` it counts and never times.
 * `prose` reads the machine's real prose (bench/prose.ts) instead of the corpus: URLs, hashes and authors' names that
 * the corpus does not plant.
 * Usage: npx tsx bench/regex-census.ts [checkout=.] [1kb|100kb|prose] [top=30] [--time]
 */
import { textsNamed } from './prose.js';
import { loadCheckoutAnalyzer } from './util.js';

const args = process.argv.slice(2);
const timed = args.includes('--time');
const [checkout = '.', size = '1kb', topArg = '30'] = args.filter((a) => a !== '--time');
const texts = textsNamed(size);
const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
/** Timed passes after as many untimed ones, so the engine's code is optimized before it is timed. */
const TIMED_PASSES = 5;
/**
 * A timed call longer than this (plus STALL_NS_PER_UNIT a unit of its input) is counted as a stall and left out of the
 * times: a scavenge or a compilation that fell inside it, not the pattern's work (one such call read 6 ms).
 */
const STALL_NS = 50_000;
const STALL_NS_PER_UNIT = 100;

interface Tally {
  calls: number;
  matches: number;
  ns: number;
  /** Timed calls left out of `ns`: see STALL_NS. */
  stalls: number;
}
const tallies = new Map<string, Tally>();
let counting = false;
const exec = RegExp.prototype.exec;
const clock = process.hrtime.bigint;

function tally(re: RegExp): Tally {
  const key = `/${re.source}/${re.flags}`;
  let t = tallies.get(key);
  if (t === undefined) tallies.set(key, (t = { calls: 0, matches: 0, ns: 0, stalls: 0 }));
  return t;
}

RegExp.prototype.exec = function (this: RegExp, input: string): RegExpExecArray | null {
  if (!counting) return exec.call(this, input);
  // Without --time the clock is not read, so a plain census costs what it did.
  const start = timed ? clock() : 0n;
  const result = exec.call(this, input);
  const ns = timed ? Number(clock() - start) : 0;
  const t = tally(this);
  t.calls++;
  if (result !== null) t.matches++;
  if (ns > STALL_NS + STALL_NS_PER_UNIT * input.length) t.stalls++;
  else t.ns += ns;
  return result;
};

/** The clock's own cost around a call, ns: a sticky test that fails at its first unit, timed as the wrapper times. */
function clockCost(): number {
  const re = /x/y;
  const samples = 100_000;
  let total = 0n;
  for (let i = 0; i < samples; i++) {
    const start = clock();
    exec.call(re, 'y');
    total += clock() - start;
  }
  return Number(total) / samples;
}

const analyzer = await loadCheckoutAnalyzer(checkout);
const passes = timed ? TIMED_PASSES : 1;
// Untimed passes first, so that patterns built on first use are counted with the rest and the code is optimized.
for (let p = 0; p < passes; p++) for (const text of texts) analyzer.analyze(text);
const overhead = timed ? clockCost() : 0;
counting = true;
for (let p = 0; p < passes; p++) for (const text of texts) analyzer.analyze(text);
counting = false;
RegExp.prototype.exec = exec;

const kb = (bytes * passes) / 1000;
const perKb = (n: number): string => (n / kb).toFixed(2);
/** ns of a pattern's calls, stalls left out and the clock's cost taken off. */
const ownNs = (t: Tally): number => Math.max(0, t.ns - overhead * (t.calls - t.stalls));
const rows = [...tallies].sort(timed ? (a, b) => ownNs(b[1]) - ownNs(a[1]) : (a, b) => b[1].calls - a[1].calls);
const total = rows.reduce((sum, [, t]) => sum + t.calls, 0);
console.log(`${size} ${size === 'prose' ? 'texts' : 'corpus'} (${texts.length} documents): ${perKb(total)} regex calls per KB`);
if (timed) {
  const totalNs = rows.reduce((sum, [, t]) => sum + ownNs(t), 0);
  const stalls = rows.reduce((sum, [, t]) => sum + t.stalls, 0);
  console.log(`timed: ${(totalNs / kb).toFixed(0)} ns per KB in all, the clock's ${overhead.toFixed(0)} ns a call taken off, ${stalls} stalled calls left out`);
  console.log('  ns/KB  ns/call  calls/KB  matched  pattern');
} else console.log('calls/KB  matched  pattern');
for (const [key, t] of rows.slice(0, Number(topArg))) {
  const shown = key.length > 100 ? `${key.slice(0, 97)}…` : key;
  const counts = `${perKb(t.calls).padStart(8)}  ${`${Math.round((100 * t.matches) / t.calls)}%`.padStart(7)}`;
  if (timed) console.log(`${(ownNs(t) / kb).toFixed(1).padStart(7)}  ${(ownNs(t) / (t.calls - t.stalls)).toFixed(0).padStart(7)}  ${counts}  ${shown}`);
  else console.log(`${counts}  ${shown}`);
}
