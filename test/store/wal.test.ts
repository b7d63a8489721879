import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE, openStore } from '../../src/store/index.js';
import type { AuditEntry } from '../../src/store/store.js';
import { CHECKPOINT_FRAMES, RESTART_FRAMES, WalCheckpointer } from '../../src/store/sqlite/wal.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Progress {
  busy: number;
  log: number;
  checkpointed: number;
}

/** A WAL database as the store opens it (no automatic checkpoint) and a checkpointer whose file syncs the test ends. */
function open(checkpointFrames: number, restartFrames: number) {
  const dir = mkdtempSync(join(tmpdir(), 'pdps-wal-'));
  dirs.push(dir);
  const file = join(dir, 'x.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (v TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
  const write = db.transaction((rows: number) => {
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(1000));
  });
  const syncs: ((error: Error | null) => void)[] = [];
  const checkpointer = new WalCheckpointer(db, file, checkpointFrames, restartFrames, (_fd, done) => syncs.push(done));
  const progress = () => db.pragma('wal_checkpoint(NOOP)', { simple: false }) as Progress[];
  const count = () => (db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n;
  return { db, write, syncs, checkpointer, progress: () => progress()[0] as Progress, count };
}

describe('WalCheckpointer', () => {
  it('copies the WAL into the database file and keeps later commits appending until that file is synced', () => {
    const { db, write, syncs, checkpointer, progress } = open(10, 1_000_000);
    try {
      write(40);
      const before = progress();
      expect(before.log).toBeGreaterThan(10);
      let resumed = false;
      expect(checkpointer.afterSync(() => (resumed = true))).toBe(false);
      expect(progress().checkpointed).toBe(before.log);
      expect(syncs).toHaveLength(1);
      // The database file is not yet durable: a commit must not overwrite the WAL's frames from the start.
      write(1);
      expect(progress().log).toBeGreaterThan(before.log);
      // One checkpoint at a time.
      write(40);
      expect(checkpointer.afterSync(() => {})).toBe(false);
      expect(syncs).toHaveLength(1);
      syncs[0]?.(null);
      expect(resumed).toBe(false);
    } finally {
      checkpointer.close();
      db.close();
    }
  });

  it('holds writes back once the WAL is long, until the database file is synced; the next commit restarts the WAL', () => {
    const { db, write, syncs, checkpointer, progress, count } = open(10, 25);
    try {
      write(100);
      const before = progress();
      expect(before.log).toBeGreaterThanOrEqual(25);
      let resumed = false;
      expect(checkpointer.afterSync(() => (resumed = true))).toBe(true);
      expect(resumed).toBe(false);
      syncs[0]?.(null);
      expect(resumed).toBe(true);
      write(1);
      expect(progress().log).toBeLessThan(before.log);
      expect(count()).toBe(101);
    } finally {
      checkpointer.close();
      db.close();
    }
  });

  it('after a failed database sync, never lets the WAL restart nor checkpoints again', () => {
    const { db, write, syncs, checkpointer, progress } = open(10, 25);
    try {
      write(100);
      const before = progress();
      let resumed = false;
      expect(checkpointer.afterSync(() => (resumed = true))).toBe(true);
      syncs[0]?.(new Error('EIO'));
      // The held writes go on; every frame stays in the WAL.
      expect(resumed).toBe(true);
      write(1);
      expect(progress().log).toBeGreaterThan(before.log);
      write(40);
      expect(checkpointer.afterSync(() => {})).toBe(false);
      expect(syncs).toHaveLength(1);
    } finally {
      checkpointer.close();
      db.close();
    }
  });

  it('never throws into the committer: a checkpoint that cannot run leaves the WAL as it was', () => {
    const { db, write, syncs, progress } = open(10, 25);
    const unreadable = new WalCheckpointer(db, join(tmpdir(), 'pdps-wal-missing', 'x.sqlite'), 10, 25, (_fd, done) => syncs.push(done));
    try {
      write(100);
      expect(unreadable.afterSync(() => {})).toBe(false);
      expect(progress().checkpointed).toBe(0);
      expect(db.pragma('synchronous', { simple: true })).not.toBe(0);
    } finally {
      unreadable.close();
      db.close();
    }
  });

  it('does nothing until enough frames are written', () => {
    const { db, write, syncs, checkpointer, progress } = open(1000, 4000);
    try {
      write(5);
      expect(checkpointer.afterSync(() => {})).toBe(false);
      expect(progress().checkpointed).toBe(0);
      expect(syncs).toHaveLength(0);
    } finally {
      checkpointer.close();
      db.close();
    }
  });
});

describe('SQLite store checkpoints', () => {
  it('keeps the WAL bounded under a steady stream of appends and loses none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdps-wal-store-'));
    dirs.push(dir);
    const store = await openStore({ dataDir: dir });
    const entry = (requestId: string): AuditEntry => ({
      timestamp: new Date().toISOString(), requestId, tenantId: 'tenant', keyId: 'key', action: 'detect', entitiesDetected: 3,
      entityCounts: { EMAIL: 1, PHONE: 2 }, methodUsed: null, userAgent: 'u'.repeat(1500), ipAddress: '192.0.2.1', status: 200,
    });
    const frameBytes = 4096 + 24;
    let appended = 0;
    try {
      // ≈ 16,000 frames (≈ 4 × RESTART_FRAMES) in groups of 40 appends, one group in flight at a time.
      for (let round = 0; round < 500; round++) {
        await Promise.all(Array.from({ length: 40 }, () => store.audit.append(entry(`req_${appended++}`))));
      }
      const walBytes = statSync(join(dir, `${SQLITE_FILE}-wal`)).size;
      expect(walBytes).toBeLessThan((RESTART_FRAMES + 2 * CHECKPOINT_FRAMES) * frameBytes);
      expect((await store.audit.query({ limit: 1, offset: 0 })).total).toBe(appended);
    } finally {
      await store.close();
    }
    const reopened = await openStore({ dataDir: dir });
    try {
      expect((await reopened.audit.query({ limit: 1, offset: 0 })).total).toBe(appended);
    } finally {
      await reopened.close();
    }
  });
});
