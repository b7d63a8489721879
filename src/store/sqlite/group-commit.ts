/**
 * Group commit for the SQLite store. Every acknowledged write must be on disk (an audit entry survives power loss),
 * but better-sqlite3 runs statements on the event loop: with synchronous=FULL the WAL fsync of every commit blocked
 * it (12% of the server's time under the detect load, docs/performance-log.md). Writes that arrive in the same
 * event-loop turn are instead queued and run in ONE transaction on the event loop, which only writes to the page
 * cache (synchronous=NORMAL); the WAL is then fdatasync'ed on libuv's thread pool while the loop serves other
 * requests, and each caller's promise settles only after the sync that covers its transaction. Commits made while
 * a sync is running wait for the next one, so there is at most one sync in flight and none per write.
 * Checkpoints (copying the WAL into the database file) are likewise the store's, started after a sync
 * (WalCheckpoint): SQLite's automatic ones would fsync on the event loop.
 */
import type Database from 'better-sqlite3';

/** Writes per transaction at most: bounds the queue's memory and how long one commit blocks the event loop. */
export const GROUP_COMMIT_MAX = 512;

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Committed {
  pending: Pending;
  result: unknown;
}

/**
 * Makes every transaction committed so far durable, then calls back (off the event loop). Without one, a
 * commit is taken as durable when it returns (synchronous=FULL, or a database that needs no durability).
 */
export interface WalSync {
  sync(done: (error: Error | null) => void): void;
  /** The same, blocking: for close(), which must not return before the last acknowledged write is on disk. */
  syncNow(): void;
}

/**
 * Copies the WAL into the database file when due. Called after a successful sync, when every committed write is
 * durable and none is waiting to commit.
 */
export interface WalCheckpoint {
  /**
   * Checkpoints if due. Returns false when writes may go on committing at once, or true when they must wait
   * until it calls `resume` (so that the next commit can restart the WAL from its beginning).
   */
  afterSync(resume: () => void): boolean;
}

/**
 * Sets the connection's synchronous level. Not through a statement prepared once: SQLite applies this pragma when
 * compiling it, so a prepared statement's first run changes nothing (it only marks itself for recompiling). `exec`
 * compiles and runs it without the Statement object `pragma()` builds: 1.0 against 4.3 µs for a commit's two.
 */
export function setSynchronous(db: Database.Database, level: 'OFF' | 'FULL'): void {
  db.exec(`PRAGMA synchronous = ${level}`);
}

/** Queues synchronous writes and commits them together; writes run in arrival order. */
export class GroupCommitter {
  private queue: Pending[] = [];
  private scheduled: NodeJS.Immediate | undefined;
  private readonly commitAll: (batch: Pending[]) => unknown[];
  /** Committed to the page cache, waiting for the next WAL sync. */
  private unsynced: Committed[] = [];
  /** A WAL sync, or a checkpoint that holds writes back, is in flight: writes queue for its end. */
  private syncing = false;

  constructor(
    db: Database.Database,
    private readonly wal?: WalSync,
    private readonly maxBatch = GROUP_COMMIT_MAX,
    private readonly checkpoint?: WalCheckpoint,
  ) {
    const commit = db.transaction((batch: Pending[]) => batch.map((p) => p.write()));
    if (wal === undefined) {
      this.commitAll = commit;
      return;
    }
    // The connection's other statements keep synchronous=FULL; only these transactions are synced by `wal`. OFF,
    // not NORMAL: NORMAL also fsyncs the WAL's header when a commit restarts the WAL, on the event loop, and `wal`
    // syncs that header with the frames after it anyway (this connection never checkpoints with OFF in force
    // except through `checkpoint`, which makes the WAL durable first).
    this.commitAll = (batch) => {
      setSynchronous(db, 'OFF');
      try {
        return commit(batch);
      } finally {
        setSynchronous(db, 'FULL');
      }
    };
  }

  /**
   * Queues `write` (synchronous statements only) and resolves with its result once its transaction is durable.
   * If the transaction fails, it is rolled back and every write queued with it rejects with that error.
   */
  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (this.queue.length >= this.maxBatch) this.flush();
      // While a WAL sync runs, writes wait for its end (its callback commits them): they could not settle before
      // the next sync anyway, and one commit per sync instead of one per loop turn saves the commits' CPU.
      else if (this.syncing) return;
      // setImmediate, not a microtask: it runs after the poll phase, so requests whose I/O callbacks fire in the
      // same loop turn share one commit; a microtask would flush after each callback alone.
      else this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Commits everything queued now; its callers settle after the WAL sync that follows. */
  flush(): void {
    this.commitQueued();
    this.startSync();
  }

  private commitQueued(): void {
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
    if (this.wal === undefined) batch.forEach((p, i) => p.resolve(results[i]));
    else batch.forEach((pending, i) => this.unsynced.push({ pending, result: results[i] }));
  }

  /**
   * Commits what is queued and makes every committed write durable before returning (close() calls it, so no
   * accepted write is lost). A sync already in flight still settles its own callers when it completes.
   */
  drain(): void {
    this.commitQueued();
    if (this.wal === undefined || this.unsynced.length === 0) return;
    const waiting = this.unsynced;
    this.unsynced = [];
    try {
      this.wal.syncNow();
    } catch (error) {
      for (const c of waiting) c.pending.reject(error);
      return;
    }
    for (const c of waiting) c.pending.resolve(c.result);
  }

  private resume(): void {
    this.syncing = false;
    this.flush();
  }

  private startSync(): void {
    if (this.syncing || this.unsynced.length === 0 || this.wal === undefined) return;
    const waiting = this.unsynced;
    this.unsynced = [];
    this.syncing = true;
    this.wal.sync((error) => {
      this.syncing = false;
      // Committed but not known to be durable: the caller must not acknowledge it (the audit hook answers 500).
      if (error) for (const c of waiting) c.pending.reject(error);
      else for (const c of waiting) c.pending.resolve(c.result);
      // A checkpoint may copy only durable frames: not when a full queue was committed during the sync.
      if (error === null && this.unsynced.length === 0 && this.checkpoint?.afterSync(() => this.resume())) {
        this.syncing = true;
        return;
      }
      this.flush();
    });
  }
}
