/**
 * The batch ceiling: pdps's worker pool alone, fed the chunks `/v1/batch` cuts from the batch scenario's requests, with
 * no HTTP, no request thread work and no load generator sharing the cores. What the batch scenario reaches through HTTP,
 * divided by this, is the share the rest of the path leaves to the workers, as the hello-world is the ceiling of the
 * HTTP scenario.
 *
 * Run as its own process with the node flags and environment `npm start` serves with (`poolCeiling()` spawns it), on
 * the built pool (dist/): its threads run the compiled worker, as the server's do. Prints JSON.
 * Usage: npx tsx bench/pool-ceiling.ts (after npm run build)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.js';
import type { BatchRunner, ChunkTask } from '../src/service/batch-runner.js';
import { CHUNKS_PER_THREAD, slices } from '../src/service/batch.js';
import { documentLimits } from '../src/service/context.js';
import { resolveProtectParams, resolveThreshold } from '../src/service/options.js';
import type { WorkerPool } from '../src/workers/pool.js';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { DOCS_PER_REQUEST, requestWindows } from './batch.bench.js';
import { serveEnv, serveNodeFlags } from './servers.js';
import { isMain, progress, REPO_ROOT } from './util.js';

const WARMUP_SECONDS = 2;
const SECONDS = 6;

/** Set in the child poolCeiling() starts: it measures; run by hand, the script starts that child itself. */
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
  const docs = generateCorpus(BENCH_CORPORA[0]);
  const config = loadConfig({});
  const tasks: ChunkTask[] = [];
  for (const first of requestWindows(docs.length)) {
    // Flat strings, as JSON.parse gives the server: the corpus builds ropes, with which the pool ran 38-39k docs/s
    // against 47-48k for flat copies (2026-11-27).
    const documents = docs
      .slice(first, first + DOCS_PER_REQUEST)
      .map((d, i) => ({ index: i, id: `doc-${first + i}`, data: JSON.parse(JSON.stringify(d.text)) as string }));
    for (const part of slices(documents, threads * CHUNKS_PER_THREAD)) {
      tasks.push({
        documents: part,
        method: 'auto',
        threshold: resolveThreshold(undefined),
        params: resolveProtectParams({}),
        limits: documentLimits(config.limits),
        tenantId: 'ten_bench',
        keyring: { current: 1, keys: [[1, new Uint8Array(32).fill(7)]] },
      });
    }
  }
  return tasks;
}

/**
 * Keeps `inFlight` chunks running on `runner` for `seconds` and counts the documents of the chunks that ended in that
 * window. Every chunk must succeed: a refused one is a broken bench, not a slow pool.
 */
export async function measurePool(runner: BatchRunner, tasks: readonly ChunkTask[], inFlight: number, seconds: number): Promise<{ docs: number; seconds: number }> {
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

/** Runs the built pool with the server's thread count, warm first; its threads stop before it returns. */
async function runCeiling(): Promise<PoolCeiling> {
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
    await measurePool(pool, tasks, inFlight, WARMUP_SECONDS);
    const measured = await measurePool(pool, tasks, inFlight, SECONDS);
    return { threads, seconds: Number(measured.seconds.toFixed(2)), docsPerSec: Math.round(measured.docs / measured.seconds) };
  } finally {
    await pool.close();
  }
}

/** Measures the ceiling in a child process run as `npm start` runs the server (dist/ must be built). */
export function poolCeiling(): Promise<PoolCeiling> {
  progress(`batch ceiling: the worker pool alone, ${SECONDS} s`);
  const child = spawn(process.execPath, [...serveNodeFlags(), '--import', 'tsx', join(REPO_ROOT, 'bench/pool-ceiling.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serveEnv(), [CHILD_MARK]: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`pool ceiling exited with ${code}`));
      else resolve(JSON.parse(out) as PoolCeiling);
    });
  });
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(process.env[CHILD_MARK] === '1' ? await runCeiling() : await poolCeiling()));
}
