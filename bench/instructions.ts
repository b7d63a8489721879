/**
 * Instruction-count A/B of two checkouts' engines, under Valgrind (cachegrind, no cache simulation). On the shared
 * 2-core machine CPU time swings so much that even bench/ab.ts's alternating passes read 0.63-1.65 between two
 * copies of the same tree in one round; the number of instructions an engine executes barely depends on its
 * neighbours, so a change of 1-2% shows in one round. Instructions are not time (a cache miss costs many), so a
 * change this tool favours is still confirmed with bench/ab.ts and the bench.
 *
 * Each figure is the difference of two runs of one engine, `warm` passes over a corpus and `warm + passes` passes,
 * divided by the bytes of the extra passes: startup (loading the engine, building the lexicon, generating the
 * corpus) and the warm-up in which V8 tiers the code up cancel out. V8 runs `--predictable` with fixed seeds and
 * fixed heap sizes, so its compiler and GC work on the main thread in the same order each run: two copies of one
 * tree differ by ≈ 0.2%. The large young generation makes scavenges rarer than under the server's flags, so the
 * figure undercounts the GC's share: allocation is the bench's B/B figure's business.
 *
 * Usage: npx tsx bench/instructions.ts <checkout A> <checkout B> [rounds=1] [passes=60] [warm=30] [corpus=all|1kb|100kb]
 *   [--simulate]
 *   prints instructions per input byte for each corpus and B/A (< 1: B executes fewer). Two runs at a time
 *   (instruction counts do not depend on what runs beside them); about 2 minutes a round per corpus on 2 cores.
 *   `--simulate` turns on cachegrind's cache and branch simulation and adds simulated L1 instruction-cache misses and
 *   branch mispredictions per byte (about 3× as long: 30 passes after 20 is ≈ 6 minutes at 1 KB).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { isMain, loadCheckoutAnalyzer, median } from './util.js';

/** What cachegrind counted: instructions always; with its simulation, L1 instruction-cache misses and mispredictions. */
export interface Counters {
  instructions: number;
  l1iMisses?: number;
  mispredicts?: number;
}

/** One total from cachegrind's summary on stderr ("==123== I   refs:      8,438,001,360"), or undefined. */
function summaryValue(stderr: string, label: RegExp): number | undefined {
  const match = new RegExp(`^==\\d+== ${label.source}:\\s+([\\d,]+)`, 'm').exec(stderr);
  return match === null ? undefined : Number(match[1]!.replace(/,/g, ''));
}

/** The instruction total from cachegrind's summary on stderr ("==123== I   refs:      8,438,001,360"). */
export function parseInstructionRefs(stderr: string): number {
  const refs = summaryValue(stderr, /I\s+refs/);
  if (refs === undefined) throw new Error(`no instruction count in valgrind's output:\n${stderr.slice(-2000)}`);
  return refs;
}

/** Every counter cachegrind's summary holds. */
export function parseCounters(stderr: string): Counters {
  const counters: Counters = { instructions: parseInstructionRefs(stderr) };
  const l1iMisses = summaryValue(stderr, /I1\s+misses/);
  const mispredicts = summaryValue(stderr, /Mispredicts/);
  if (l1iMisses !== undefined) counters.l1iMisses = l1iMisses;
  if (mispredicts !== undefined) counters.mispredicts = mispredicts;
  return counters;
}

/** Instructions per byte of the passes one run made beyond another's (the longer run's total first). */
export function instructionsPerByte(longer: number, shorter: number, extraPasses: number, corpusBytes: number): number {
  if (!(extraPasses > 0) || !(corpusBytes > 0)) throw new Error('the extra passes and the corpus must not be empty');
  return (longer - shorter) / (extraPasses * corpusBytes);
}

/** The child, under valgrind: `passes` passes of `checkout`'s engine over corpus `index`, nothing printed. */
async function child(checkout: string, index: number, passes: number): Promise<void> {
  const engine = await loadCheckoutAnalyzer(checkout);
  const spec = BENCH_CORPORA[index];
  if (spec === undefined) throw new Error(`no corpus ${index}`);
  const docs = generateCorpus(spec).map((d) => d.text);
  for (let p = 0; p < passes; p++) for (const doc of docs) engine.analyze(doc);
}

/** Instructions `command` executes (all its threads, not its children), counted by cachegrind. */
export async function countInstructions(command: readonly string[]): Promise<number> {
  return (await countEvents(command, false)).instructions;
}

/**
 * What cachegrind counts of `command`; with `simulate`, also its simulated instruction-cache misses and branch
 * mispredictions (the simulation makes a run slower).
 */
export function countEvents(command: readonly string[], simulate: boolean): Promise<Counters> {
  const args = [
    '--tool=cachegrind',
    `--cache-sim=${simulate ? 'yes' : 'no'}`,
    `--branch-sim=${simulate ? 'yes' : 'no'}`,
    '--cachegrind-out-file=/dev/null',
    // V8 writes code it then runs: valgrind must re-translate code written outside a file mapping.
    '--smc-check=all-non-file',
    ...command,
  ];
  return new Promise((resolvePromise, reject) => {
    const run = spawn('valgrind', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    run.stderr.setEncoding('utf8');
    run.stderr.on('data', (chunk: string) => (stderr += chunk));
    run.on('error', (error) => reject(new Error(`valgrind could not be started (${error.message}); install it (Debian: apt install valgrind)`)));
    run.on('close', (code) => {
      if (code !== 0) reject(new Error(`the run under valgrind exited with ${code}:\n${stderr.slice(-2000)}`));
      else {
        try {
          resolvePromise(parseCounters(stderr));
        } catch (error) {
          reject(error as Error);
        }
      }
    });
  });
}

/**
 * Node options under which V8 does the same work in each run (its compiler and GC on the main thread, in order), and
 * tsx to load the TypeScript sources.
 */
export const REPEATABLE_NODE_OPTIONS: readonly string[] = [
  '--predictable',
  '--random-seed=1',
  '--hash-seed=1',
  // Heap sizes fixed and large: V8 sizes its heap from timed GC speeds, which made the garbage collections, and so
  // the counts, differ from run to run (±3% of a pass between two copies of one tree, against 0.2% fixed).
  '--min-semi-space-size=16',
  '--max-semi-space-size=16',
  '--initial-old-space-size=1024',
  '--import',
  'tsx',
];

/**
 * Runs `script`'s child once without valgrind, so tsx's cache holds its transform of every source it loads. Without
 * this the first runs of a changed tree transform its sources, and when only one of the two runs of a pair did, the
 * difference between them included it: a tree freshly checked out read 1.20× an identical one, 1.001× once cached.
 */
export function primeTransformCache(script: string, childArgs: readonly string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const run = spawn(process.execPath, [...REPEATABLE_NODE_OPTIONS, script, '--child', ...childArgs], { stdio: ['ignore', 'ignore', 'inherit'] });
    run.on('error', reject);
    run.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`priming run exited with ${code}`))));
  });
}

/** What one child run counts: `passes` passes of `checkout`'s engine over corpus `index`, startup included. */
function countRun(checkout: string, index: number, passes: number, simulate: boolean): Promise<Counters> {
  return countEvents(
    [
      process.execPath,
      ...REPEATABLE_NODE_OPTIONS,
      fileURLToPath(import.meta.url),
      '--child',
      checkout,
      String(index),
      String(passes),
    ],
    simulate,
  );
}

/** The counters compare() reports: instructions, and with the simulation its misses and mispredictions. */
const COUNTED = [
  ['instructions', 'instructions'],
  ['l1iMisses', 'simulated L1i misses'],
  ['mispredicts', 'simulated mispredictions'],
] as const;

/** Runs the jobs two at a time, in order; results in the jobs' order. */
export async function twoAtATime<T>(jobs: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

/** The bench corpora's indexes a `corpus` argument names ('all', or a corpus's label without its space: '1kb'). */
export function corporaNamed(corpus: string): number[] {
  if (corpus === 'all') return [...BENCH_CORPORA.keys()];
  const index = BENCH_CORPORA.findIndex((spec) => spec.label.replace(/\s+/g, '').toLowerCase() === corpus.toLowerCase());
  if (index < 0) throw new Error(`no corpus "${corpus}": all, ${BENCH_CORPORA.map((s) => s.label.replace(/\s+/g, '').toLowerCase()).join(', ')}`);
  return [index];
}

async function compare(
  checkoutA: string,
  checkoutB: string,
  rounds: number,
  passes: number,
  warm: number,
  corpora: readonly number[],
  simulate: boolean,
): Promise<void> {
  const bytes = BENCH_CORPORA.map((spec) => generateCorpus(spec).reduce((sum, d) => sum + Buffer.byteLength(d.text), 0));
  const counted = simulate ? COUNTED : COUNTED.slice(0, 1);
  // perByte[corpus][counter] = [A's figures, B's figures], one per round.
  const perByte: [number[], number[]][][] = BENCH_CORPORA.map(() => counted.map(() => [[], []]));
  const self = fileURLToPath(import.meta.url);
  for (const checkout of [checkoutA, checkoutB]) await primeTransformCache(self, [checkout, '0', '0']);
  for (let r = 0; r < rounds; r++) {
    for (const index of corpora) {
      const checkouts = [checkoutA, checkoutB];
      const jobs = checkouts.flatMap((checkout) => [() => countRun(checkout, index, warm + passes, simulate), () => countRun(checkout, index, warm, simulate)]);
      const [aLong, aShort, bLong, bShort] = (await twoAtATime(jobs)) as [Counters, Counters, Counters, Counters];
      counted.forEach(([key], k) => {
        const [a, b] = perByte[index]![k]!;
        a.push(instructionsPerByte(aLong[key]!, aShort[key]!, passes, bytes[index]!));
        b.push(instructionsPerByte(bLong[key]!, bShort[key]!, passes, bytes[index]!));
      });
      process.stderr.write(`round ${r + 1}, ${BENCH_CORPORA[index]!.label}: done\n`);
    }
  }
  for (const i of corpora) {
    const spec = BENCH_CORPORA[i]!;
    counted.forEach(([, label], k) => {
      const [a, b] = perByte[i]![k]!;
      const ratios = a.map((x, r) => b[r]! / x);
      const digits = k === 0 ? 1 : 3;
      console.log(
        `${spec.label}: A ${median(a).toFixed(digits)} ${label}/byte, B ${median(b).toFixed(digits)}, B/A ${median(ratios).toFixed(4)} ` +
          `(rounds ${ratios.map((x) => x.toFixed(4)).join(' ')})`,
      );
    });
  }
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--child') await child(args[1]!, Number(args[2]), Number(args[3]));
  else {
    const simulate = args.includes('--simulate');
    const [checkoutA, checkoutB, roundsArg, passesArg, warmArg, corpusArg] = args.filter((a) => a !== '--simulate');
    if (checkoutA === undefined || checkoutB === undefined) {
      throw new Error('usage: bench/instructions.ts <checkout A> <checkout B> [rounds=1] [passes=60] [warm=30] [corpus=all|1kb|100kb] [--simulate]');
    }
    const corpora = corporaNamed(corpusArg ?? 'all');
    await compare(checkoutA, checkoutB, Number(roundsArg ?? 1), Number(passesArg ?? 60), Number(warmArg ?? 30), corpora, simulate);
  }
}
