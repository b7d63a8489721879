/**
 * The batch worker pool (piscina), created once at boot and closed on shutdown; it owns its threads'
 * lifetime like pino's transport wrapper does (style guide).
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
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

/** A BatchRunner on `threads` worker threads. */
export class WorkerPool implements BatchRunner {
  private readonly pool: Piscina;

  constructor(readonly threads: number) {
    const { filename, execArgv } = workerEntry();
    this.pool = new Piscina({ filename, execArgv, minThreads: threads, maxThreads: threads });
  }

  run(task: ChunkTask): Promise<ChunkResult[]> {
    return this.pool.run(task) as Promise<ChunkResult[]>;
  }

  /** For /v1/status: every thread is up. */
  healthy(): boolean {
    return this.pool.threads.length >= this.threads;
  }

  /** Lets queued chunks finish, then stops the threads. */
  async close(): Promise<void> {
    await this.pool.close();
  }
}
