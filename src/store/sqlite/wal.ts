/**
 * The WAL's durability and checkpoints for the SQLite store's group committer (./group-commit.ts), with every fsync
 * on libuv's thread pool rather than the event loop.
 */
import { closeSync, fdatasync, fdatasyncSync, fsyncSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { setSynchronous, type WalCheckpoint, type WalSync } from './group-commit.js';

/**
 * fdatasync of the database's WAL through a descriptor of our own (Linux syncs the file, whichever descriptor
 * wrote it). Opened at the first sync, when a commit has certainly created the WAL; the first sync also syncs the
 * directory, so the WAL's own entry survives a power loss.
 */
export class WalFile implements WalSync {
  private fd: number | undefined;
  private inFlight = 0;
  private closed = false;

  constructor(private readonly path: string) {}

  private open(): number {
    if (this.fd === undefined) {
      this.fd = openSync(this.path, 'r+');
      // Windows cannot open a directory to sync it (nor needs to: NTFS journals the entry).
      if (process.platform !== 'win32') {
        const dir = openSync(dirname(this.path), 'r');
        try {
          fsyncSync(dir);
        } finally {
          closeSync(dir);
        }
      }
    }
    return this.fd;
  }

  sync(done: (error: Error | null) => void): void {
    let fd: number;
    try {
      fd = this.open();
    } catch (error) {
      queueMicrotask(() => done(error as Error));
      return;
    }
    this.inFlight += 1;
    fdatasync(fd, (error) => {
      this.inFlight -= 1;
      if (this.closed && this.inFlight === 0) this.release();
      done(error);
    });
  }

  syncNow(): void {
    fdatasyncSync(this.open());
  }

  /** Closes the descriptor once no sync uses it any more. */
  close(): void {
    this.closed = true;
    if (this.inFlight === 0) this.release();
  }

  private release(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** WAL frames (pages) written since the last checkpoint that make the next one due (SQLite's default). */
export const CHECKPOINT_FRAMES = 1000;
/** WAL length in frames from which a checkpoint holds writes back until the WAL can start over (16 MB). */
export const RESTART_FRAMES = 4096;

/**
 * Checkpoints from the group committer, between its syncs, without a blocking fsync (SQLite's own checkpoint syncs
 * the WAL before copying it and the database file after). When it is called every committed frame is already
 * durable (the sync that just ended covered them), so the copy runs with synchronous=OFF: only writes to the page
 * cache, on the loop. The database file is then fdatasync'ed on the thread pool. Until that sync has ended, the WAL
 * must not start over (its frames are the only durable copy of the pages just copied), so a read transaction on a
 * second connection, begun before the copy, keeps every later commit appending to the WAL instead. Under steady
 * load commits never stop, so the WAL would never start over: once it is RESTART_FRAMES long, the checkpoint holds
 * the committer's writes back until the database file is durable (one fdatasync), and the next commit restarts it.
 */
export class WalCheckpointer implements WalCheckpoint {
  private readonly progress: Database.Statement;
  private readonly copy: Database.Statement;
  private reader: Reader | undefined;
  private fd: number | undefined;
  private inFlight = false;
  /** A failed database sync leaves the reader in place for good: the WAL keeps every frame, nothing is lost. */
  private failed = false;
  private closed = false;

  constructor(
    private readonly db: Database.Database,
    private readonly path: string,
    private readonly checkpointFrames = CHECKPOINT_FRAMES,
    private readonly restartFrames = RESTART_FRAMES,
    /** Syncs the database file (tests complete it by hand). */
    private readonly syncFile: (fd: number, done: (error: Error | null) => void) => void = fdatasync,
  ) {
    // NOOP: only reads the WAL's length and how much of it was checkpointed.
    this.progress = db.prepare('PRAGMA wal_checkpoint(NOOP)');
    this.copy = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  }

  afterSync(resume: () => void): boolean {
    if (this.inFlight || this.failed || this.closed) return false;
    const before = this.progress.get() as CheckpointProgress;
    if (before.busy !== 0 || before.log - before.checkpointed < this.checkpointFrames) return false;
    let reader: Reader | undefined;
    let after: CheckpointProgress;
    try {
      reader = this.openReader();
      reader.begin.run();
      reader.read.get();
      setSynchronous(this.db, 'OFF');
      try {
        after = this.copy.get() as CheckpointProgress;
      } finally {
        setSynchronous(this.db, 'FULL');
      }
    } catch {
      // Called from the committer's sync callback, where a throw would end the process: a checkpoint that could
      // not run leaves the WAL as it was (every frame kept), and the next sync tries again.
      if (reader?.db.inTransaction) reader.end.run();
      return false;
    }
    // Another connection (the CLI) may hold the checkpoint lock: nothing was copied then, nothing needs a sync.
    if (after.checkpointed <= before.checkpointed) {
      reader.end.run();
      return false;
    }
    // Only a WAL copied to its end can start over (a reader of another connection may hold part of it back).
    const hold = after.log >= this.restartFrames && after.checkpointed === after.log;
    let fd: number;
    try {
      fd = this.openFile();
    } catch {
      // The copied pages cannot be made durable: the reader stays, so the WAL keeps them for good.
      this.failed = true;
      return false;
    }
    this.inFlight = true;
    const held = reader;
    this.syncFile(fd, (error) => {
      this.inFlight = false;
      if (error) this.failed = true;
      else if (held.db.open) held.end.run();
      if (this.closed) this.release();
      if (hold) resume();
    });
    return hold;
  }

  private openReader(): Reader {
    if (this.reader === undefined) {
      const db = new Database(this.path, { readonly: true });
      // It reads one page (to hold its snapshot); better-sqlite3's default cache is 16 MB.
      db.pragma('cache_size = -64');
      this.reader = {
        db,
        begin: db.prepare('BEGIN'),
        read: db.prepare('SELECT 1 FROM sqlite_master LIMIT 1'),
        end: db.prepare('COMMIT'),
      };
    }
    return this.reader;
  }

  private openFile(): number {
    this.fd ??= openSync(this.path, 'r+');
    return this.fd;
  }

  /** Before the main connection closes (which checkpoints the rest, with its own syncs). */
  close(): void {
    this.closed = true;
    this.reader?.db.close();
    if (!this.inFlight) this.release();
  }

  private release(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

interface Reader {
  db: Database.Database;
  begin: Database.Statement;
  read: Database.Statement;
  end: Database.Statement;
}

interface CheckpointProgress {
  busy: number;
  log: number;
  checkpointed: number;
}
