/**
 * The batch worker pool (piscina), closed on shutdown; it owns its threads' lifetime like pino's transport
 * wrapper does (style guide).
 *
 * The threads start on the first batch, not at boot: each builds its own analyzer (≈ 25 MB of RSS per thread with
 * the name lexicon shared, docs/performance.md), which a server that never batches should not pay. Once started they
 * stay until shutdown rather than retiring when idle, because a thread started after another has loaded the `re2` addon
 * can abort the whole process (re2 1.23 keeps one global handle across isolates: "Check failed:
 * node->IsInUse()"); so all threads start together, once, as they did at boot.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { shareLexicon } from '../engine/index.js';
import type { BatchRunner, ChunkResult, ChunkTask } from '../service/batch-runner.js';

/**
 * The worker entry beside this module. Under the test runner this module is TypeScript source, so the
 * threads load the `.ts` entry through tsx (a dev dependency); the built service runs plain `.js`.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = fileURLToPath(new URL(fromSource ? './batch-worker.ts' : './batch-worker.js', import.meta.url));
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * Chunks handed to a thread at once. With one, a thread that finished a chunk idled until the request thread's event
 * loop had taken its result and posted the next, which waits behind whatever that loop is doing (parsing another
 * batch's body, a GC): under the batch load each worker was busy ~55% of the time while the machine had 13% idle CPU.
 * Queued in the thread's port, the next chunk starts as the previous one ends. Four (two requests' worth of chunks on
 * two threads) measured best: 1.1x the docs/s of two, eight no better (docs/performance-log.md). The cost: a chunk is
 * bound to its thread when handed over, so it may wait behind up to three others there while another thread frees
 * first.
 */
export const TASKS_PER_THREAD = 4;

/** A BatchRunner on `threads` worker threads, started by the first chunk. */
export class WorkerPool implements BatchRunner {
  private pool: Piscina | undefined;
  private closed = false;

  /**
   * `onError` hears the errors piscina emits outside any task: a worker that dies with no task of its own, a reply
   * arriving for a task already settled (seen once in ~25 shutdowns under load), a close that timed out. Unheard,
   * an 'error' event throws and ends the process; in-flight batches settle through their own promises either way.
   * The error's message may quote a worker's reply, i.e. documents' text, so listeners must not log it.
   */
  constructor(
    readonly threads: number,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  run(task: ChunkTask): Promise<ChunkResult> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    this.pool ??= this.start();
    return this.pool.run(task) as Promise<ChunkResult>;
  }

  private start(): Piscina {
    const { filename, execArgv } = workerEntry();
    // The threads read this thread's name lexicon from shared memory instead of each building a copy (~7.5 MB kept,
    // ~38 MB of peak RSS while building, per thread).
    const workerData = { lexicon: shareLexicon() };
    const pool = new Piscina({
      filename, execArgv, minThreads: this.threads, maxThreads: this.threads, idleTimeout: Infinity, workerData,
      concurrentTasksPerWorker: TASKS_PER_THREAD,
    });
    pool.on('error', (error: Error) => this.onError(error));
    return pool;
  }

  /** Threads running now: 0 until the first batch. */
  get activeThreads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /**
   * For /v1/status: the pool accepts work, and once started every thread is up. Before the first batch no
   * thread need be up, so an idle pool is healthy; one closed for shutdown is not.
   */
  healthy(): boolean {
    if (this.closed) return false;
    return this.pool === undefined || this.pool.threads.length >= this.threads;
  }

  /** Lets queued chunks finish, then stops the threads (if any were started). */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.close();
  }
}
