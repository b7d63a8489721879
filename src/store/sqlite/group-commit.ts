/**
 * Group commit for the SQLite store. With synchronous=FULL every commit fsyncs the WAL, and better-sqlite3 runs it
 * on the event loop, so one transaction per audit entry caps throughput at the disk's fsync rate. Writes that
 * arrive in the same event-loop turn are instead queued and run in ONE transaction (one fsync); each caller's
 * promise settles only after that transaction committed, so "committed durably before it resolves" still holds.
 */
import type Database from 'better-sqlite3';

/** Writes per transaction at most: bounds the queue's memory and how long one commit blocks the event loop. */
export const GROUP_COMMIT_MAX = 512;

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Queues synchronous writes and commits them together; writes run in arrival order. */
export class GroupCommitter {
  private queue: Pending[] = [];
  private scheduled: NodeJS.Immediate | undefined;
  private readonly commitAll: (batch: Pending[]) => unknown[];

  constructor(db: Database.Database, private readonly maxBatch = GROUP_COMMIT_MAX) {
    this.commitAll = db.transaction((batch: Pending[]) => batch.map((p) => p.write()));
  }

  /**
   * Queues `write` (synchronous statements only) and resolves with its result once its transaction committed.
   * If the transaction fails, it is rolled back and every write queued with it rejects with that error.
   */
  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (this.queue.length >= this.maxBatch) this.flush();
      // setImmediate, not a microtask: it runs after the poll phase, so requests whose I/O callbacks fire in the
      // same loop turn share one commit; a microtask would flush after each callback alone.
      else this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Commits everything queued now (close() calls it so no accepted write is lost). */
  flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    let results: unknown[];
    try {
      results = this.commitAll(batch);
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]));
  }
}
