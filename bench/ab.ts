/**
 * CPU A/B of two checkouts' engines on the bench corpora. Each engine runs in a child process of its own, and the
 * two take turns (alternating which goes first, one running at a time), each pass timed there with
 * `process.cpuUsage()`; the medians are compared. On a shared machine this is the figure to trust for an engine
 * change; wall-clock rounds swing more than most changes are worth.
 *
 * Not in one process: there the engine loaded second ran 3-16% faster whichever tree it was (an A/A run showed the
 * bias), its passes sharing the heap, the GC and the built-ins' type feedback with the other engine's.
 * With `--prose` the machine's real prose (bench/prose.ts) is a third corpus: URLs, hashes and authors' names, which the
 * bench corpora do not plant.
 * Usage: npx tsx bench/ab.ts <checkout A> <checkout B> [passes=9] [rounds=6] [--prose]   (B/A > 1: B is faster)
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { machineProse } from './prose.js';
import { isMain, loadCheckoutAnalyzer, median } from './util.js';

interface Engine {
  analyze(text: string): unknown[];
}

/** Input per timed pass: ≈ 0.1-0.2 s of CPU, long enough that a scheduler tick or an interrupt is small beside it. */
const PASS_BYTES = 4_000_000;

/** CPU microseconds of one pass over `docs` (repeated to PASS_BYTES), per time over `docs`. */
function pass(engine: Engine, docs: readonly string[]): number {
  const bytes = docs.reduce((sum, d) => sum + d.length, 0);
  const repeats = Math.max(1, Math.round(PASS_BYTES / bytes));
  const start = process.cpuUsage();
  for (let r = 0; r < repeats; r++) for (const doc of docs) engine.analyze(doc);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / repeats;
}

/** The corpora compared, labelled: the bench's, then (`prose`) the machine's prose. */
function corpora(prose: boolean): { label: string; docs: string[] }[] {
  const all = BENCH_CORPORA.map((spec) => ({ label: spec.label, docs: generateCorpus(spec).map((d) => d.text) }));
  if (prose) all.push({ label: 'machine prose', docs: machineProse().map(([, text]) => text) });
  return all;
}

/** The child: loads `checkout`'s engine, then answers each line naming a corpus index with one pass's CPU µs. */
async function serve(checkout: string, prose: boolean): Promise<void> {
  const engine = await loadCheckoutAnalyzer(checkout);
  const docsOf = corpora(prose).map((c) => c.docs);
  process.stdout.write('ready\n');
  for await (const line of createInterface({ input: process.stdin })) {
    const docs = docsOf[Number(line)];
    if (docs === undefined) throw new Error(`no corpus ${line}`);
    process.stdout.write(`${pass(engine, docs)}\n`);
  }
}

/** A child process serving one checkout's engine; `run(i)` resolves with one pass's CPU µs over corpus i. */
class EngineProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private readonly lines: AsyncIterator<string>;

  constructor(checkout: string, prose: boolean) {
    const self = fileURLToPath(import.meta.url);
    const args = ['--import', 'tsx', self, '--serve', checkout, ...(prose ? ['--prose'] : [])];
    this.child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  private async next(): Promise<string> {
    const line = await this.lines.next();
    if (line.done) throw new Error('engine process ended early');
    return line.value;
  }

  async ready(): Promise<void> {
    if ((await this.next()) !== 'ready') throw new Error('engine process did not start');
  }

  async run(corpus: number): Promise<number> {
    this.child.stdin.write(`${corpus}\n`);
    return Number(await this.next());
  }

  stop(): void {
    this.child.stdin.end();
  }
}

/** One round: fresh processes for A and B, `passes` alternating passes per corpus; CPU µs medians per corpus. */
async function round(checkoutA: string, checkoutB: string, passes: number, bFirst: boolean, corpusCount: number, prose: boolean): Promise<[number, number][]> {
  const [first, second] = bFirst ? [checkoutB, checkoutA] : [checkoutA, checkoutB];
  const started = [new EngineProcess(first, prose), new EngineProcess(second, prose)];
  const [a, b] = (bFirst ? [started[1], started[0]] : started) as [EngineProcess, EngineProcess];
  try {
    await a.ready();
    await b.ready();
    const medians: [number, number][] = [];
    for (let index = 0; index < corpusCount; index++) {
      for (let i = 0; i < 3; i++) {
        await a.run(index);
        await b.run(index);
      }
      const timesA: number[] = [];
      const timesB: number[] = [];
      for (let i = 0; i < passes; i++) {
        if (i % 2 === 0) {
          timesA.push(await a.run(index));
          timesB.push(await b.run(index));
        } else {
          timesB.push(await b.run(index));
          timesA.push(await a.run(index));
        }
      }
      medians.push([median(timesA), median(timesB)]);
    }
    return medians;
  } finally {
    a.stop();
    b.stop();
  }
}

/**
 * Several rounds, each with fresh processes (started in alternating order): one pair of processes alone differs by up
 * to ≈ 10% between two copies of the same tree (V8's optimizing decisions vary from process to process), so the
 * figure is the median of the rounds' ratios, with their range.
 */
async function compare(checkoutA: string, checkoutB: string, passes: number, rounds: number, prose: boolean): Promise<void> {
  const compared = corpora(prose);
  const ratios: number[][] = compared.map(() => []);
  const speeds: [number[], number[]][] = compared.map(() => [[], []]);
  const bytes = compared.map((c) => c.docs.reduce((sum, d) => sum + Buffer.byteLength(d), 0));
  for (let r = 0; r < rounds; r++) {
    const medians = await round(checkoutA, checkoutB, passes, r % 2 === 1, compared.length, prose);
    medians.forEach(([ma, mb], i) => {
      ratios[i]!.push(ma / mb);
      speeds[i]![0].push(bytes[i]! / ma);
      speeds[i]![1].push(bytes[i]! / mb);
    });
  }
  for (const [i, { label }] of compared.entries()) {
    const r = ratios[i]!;
    const [sa, sb] = speeds[i]!;
    console.log(
      `${label}: A ${median(sa).toFixed(1)} MB/s, B ${median(sb).toFixed(1)} MB/s of CPU, B/A ${median(r).toFixed(3)}x ` +
        `(rounds ${r.map((x) => x.toFixed(3)).join(' ')})`,
    );
  }
}

if (isMain(import.meta.url)) {
  const prose = process.argv.includes('--prose');
  const args = process.argv.slice(2).filter((a) => a !== '--prose');
  if (args[0] === '--serve' && args[1] !== undefined) await serve(args[1], prose);
  else {
    const [checkoutA, checkoutB, passesArg, roundsArg] = args;
    if (checkoutA === undefined || checkoutB === undefined) throw new Error('usage: bench/ab.ts <checkout A> <checkout B> [passes] [rounds] [--prose]');
    await compare(checkoutA, checkoutB, Number(passesArg ?? 9), Number(roundsArg ?? 6), prose);
  }
}
