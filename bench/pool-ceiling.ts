/**
 * The batch ceiling: pdps's worker pool alone, fed the chunks `/v1/batch` cuts from the batch scenario's requests, with
 * no HTTP, no request thread work and no load generator sharing the cores. What the batch scenario reaches through HTTP,
 * divided by this, is the share the rest of the path leaves to the workers, as the hello-world is the ceiling of the
 * HTTP scenario.
 *
 * The pool runs in a process of its own started with the node flags and environment `npm start` serves with
 * (PoolCeilingProcess), from dist/: its threads run the compiled worker, as the server's do. The batch scenario asks it
 * for rounds between its own; run by hand, the script measures one round and prints JSON.
 * Usage: npx tsx bench/pool-ceiling.ts (after npm run build)
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LIMITS, loadConfig } from '../src/config.js';
import type { BatchRunner, ChunkTask } from '../src/service/batch-runner.js';
import { CHUNKS_PER_THREAD, slices } from '../src/service/batch.js';
import { documentLimits } from '../src/service/context.js';
import { resolveProtectParams, resolveThreshold } from '../src/service/options.js';
import type { WorkerPool } from '../src/workers/pool.js';
import { batchDocuments } from './batch-documents.js';
import { childEnv, serveEnv, serveNodeFlags } from './servers.js';
import { isMain, progress, REPO_ROOT } from './util.js';

/**
 * How long the batch scenario loads pdps, and this script its pool, before measuring. pdps's worker threads start at
 * the first batch request, cold: under the batch load TurboFan's compiling took 28% of pdps's CPU samples in the first
 * 2 s, ≈ 3% over the next 8 and under 1.5% after 10, and of rounds measured after a 2 s warm-up the first read 0.66-0.81×
 * the later ones (docs/performance-log.md, session 32). A server's steady state is what the figure is for.
 */
export const BATCH_WARMUP_SECONDS = 8;
/** A round when the script runs by hand; the batch scenario asks for rounds of its own length. */
const SECONDS = 6;

/** Set in the child PoolCeilingProcess starts: it measures; run by hand, the script starts that child itself. */
const CHILD_MARK = 'PDPS_BENCH_POOL_CEILING_CHILD';

export interface PoolCeiling {
  threads: number;
  seconds: number;
  docsPerSec: number;
}

/**
 * The chunk tasks of the scenario's requests, each request's documents cut as the route cuts them for `threads`
 * threads; default method, threshold and limits, as a request that sets none gets them.
 */
export function ceilingTasks(threads: number): ChunkTask[] {
  const tasks: ChunkTask[] = [];
  for (const request of batchDocuments()) {
    const documents = request.map((d, index) => ({ index, id: d.id, data: d.text }));
    for (const part of slices(documents, threads * CHUNKS_PER_THREAD)) {
      tasks.push({
        documents: part,
        method: 'auto',
        threshold: resolveThreshold(undefined),
        params: resolveProtectParams({}),
        limits: documentLimits(DEFAULT_LIMITS),
        tenantId: 'ten_bench',
        keyring: { current: 1, keys: [[1, new Uint8Array(32).fill(7)]] },
      });
    }
  }
  return tasks;
}

/**
 * Keeps `inFlight` chunks running on `runner`, starting new ones for `seconds`; counts the documents of every chunk
 * started, over the time until the last of them ended. Every chunk must succeed: a refused one is a broken bench, not
 * a slow pool.
 */
export async function measurePool(
  runner: BatchRunner,
  tasks: readonly ChunkTask[],
  inFlight: number,
  seconds: number,
): Promise<{ docs: number; seconds: number }> {
  if (tasks.length === 0) throw new Error('measurePool: no tasks');
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  let docs = 0;
  const lane = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const task = tasks[next++ % tasks.length]!;
      const result = await runner.run(task);
      if (!result.ok) throw new Error(`pool ceiling: a chunk was refused (${result.error.code})`);
      docs += task.documents.length;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { docs, seconds: (performance.now() - started) / 1000 };
}

/**
 * The child's side: starts the built pool with the server's thread count and warms it, says so on stdout, then
 * answers each `round <seconds>` line on stdin with one measured round as a JSON line; closes the pool when stdin ends.
 */
async function serveRounds(): Promise<void> {
  const { WorkerPool: BuiltPool, TASKS_PER_THREAD } = (await import(pathToFileURL(join(REPO_ROOT, 'dist/src/workers/pool.js')).href)) as {
    WorkerPool: typeof WorkerPool;
    TASKS_PER_THREAD: number;
  };
  const threads = loadConfig(process.env).workers;
  if (threads === 0) throw new Error('pool ceiling: PDPS_WORKERS=0 leaves no pool to measure');
  const pool = new BuiltPool(threads);
  try {
    const tasks = ceilingTasks(threads);
    const inFlight = threads * TASKS_PER_THREAD;
    await measurePool(pool, tasks, inFlight, BATCH_WARMUP_SECONDS);
    process.stdout.write(`${JSON.stringify({ threads })}\n`);
    for await (const line of createInterface({ input: process.stdin })) {
      const seconds = Number(/^round (\d+(?:\.\d+)?)$/.exec(line)?.[1]);
      if (!(seconds > 0)) throw new Error(`pool ceiling: not a round: ${line}`);
      process.stdout.write(`${JSON.stringify(await measurePool(pool, tasks, inFlight, seconds))}\n`);
    }
  } finally {
    await pool.close();
  }
}

/**
 * The pool in a child process run as `npm start` runs the server (dist/ must be built), warm and idle between the
 * rounds the caller asks for, so they can alternate with another measurement's.
 */
export class PoolCeilingProcess {
  private readonly tally = { docs: 0, seconds: 0 };

  private constructor(
    private readonly child: ChildProcessByStdio<Writable, Readable, null>,
    readonly threads: number,
    /** The child's stdout, line by line. */
    private readonly lines: AsyncIterator<string>,
    private readonly exited: Promise<number | null>,
  ) {}

  /** Starts the child and waits until its pool is warm. */
  static async start(): Promise<PoolCeilingProcess> {
    progress(`batch ceiling: starting the worker pool alone, ${BATCH_WARMUP_SECONDS} s warm-up`);
    const args = [...serveNodeFlags(), '--import', 'tsx', join(REPO_ROOT, 'bench/pool-ceiling.ts')];
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: childEnv({ ...serveEnv(), [CHILD_MARK]: '1' }),
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const ready = await lines.next();
    if (ready.done) throw new Error(`pool ceiling exited with ${await exited} before its pool was warm`);
    return new PoolCeilingProcess(child, (JSON.parse(ready.value) as { threads: number }).threads, lines, exited);
  }

  /** One measured round of `seconds`, added to the tally. */
  async round(seconds: number): Promise<void> {
    this.child.stdin.write(`round ${seconds}\n`);
    const answer = await this.lines.next();
    if (answer.done) throw new Error(`pool ceiling exited with ${await this.exited} during a round`);
    const measured = JSON.parse(answer.value) as { docs: number; seconds: number };
    this.tally.docs += measured.docs;
    this.tally.seconds += measured.seconds;
  }

  /** The rounds so far. */
  result(): PoolCeiling {
    const { docs, seconds } = this.tally;
    const docsPerSec = seconds > 0 ? Math.round(docs / seconds) : 0;
    return { threads: this.threads, seconds: Number(seconds.toFixed(2)), docsPerSec };
  }

  /** Ends the child (its pool closes) and waits for it. */
  async stop(): Promise<void> {
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

if (isMain(import.meta.url)) {
  if (process.env[CHILD_MARK] === '1') await serveRounds();
  else {
    const ceiling = await PoolCeilingProcess.start();
    try {
      await ceiling.round(SECONDS);
      console.log(JSON.stringify(ceiling.result()));
    } finally {
      await ceiling.stop();
    }
  }
}
