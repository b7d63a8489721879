import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommitter, type WalSync } from '../../src/store/sqlite/group-commit.js';

/** A WAL sync the test completes by hand, recording what was committed when each sync started. */
function manualSync(db: Database.Database) {
  const calls: { rowsAtStart: number; done: (error: Error | null) => void }[] = [];
  const count = db.prepare('SELECT COUNT(*) AS n FROM t');
  const wal: WalSync = {
    sync: (done) => calls.push({ rowsAtStart: (count.get() as { n: number }).n, done }),
    syncNow: () => calls.push({ rowsAtStart: (count.get() as { n: number }).n, done: () => {} }),
  };
  return { wal, calls };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('GroupCommitter with a WAL sync', () => {
  const dbs: Database.Database[] = [];
  afterEach(() => dbs.splice(0).forEach((db) => db.close()));
  function open() {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
    dbs.push(db);
    return { db, insert: db.prepare('INSERT INTO t (v) VALUES (?)') };
  }

  it('settles writes only after the sync that follows their commit, one sync in flight at a time', async () => {
    const { db, insert } = open();
    const { wal, calls } = manualSync(db);
    const committer = new GroupCommitter(db, wal);
    const settled: number[] = [];
    const first = [1, 2].map((v) => committer.run(() => insert.run(v)).then(() => settled.push(v)));
    await tick();
    expect(calls.map((c) => c.rowsAtStart)).toEqual([2]);
    const later = committer.run(() => insert.run(3)).then(() => settled.push(3));
    await tick();
    // The first sync is still running: the new write waits for it, nothing is settled.
    expect(calls).toHaveLength(1);
    expect(settled).toEqual([]);
    calls[0]?.done(null);
    await Promise.all(first);
    expect(settled).toEqual([1, 2]);
    expect(calls.map((c) => c.rowsAtStart)).toEqual([2, 3]);
    calls[1]?.done(null);
    await later;
    expect(settled).toEqual([1, 2, 3]);
  });

  it('rejects the writes a failed sync covered, and syncs later ones again', async () => {
    const { db, insert } = open();
    const { wal, calls } = manualSync(db);
    const committer = new GroupCommitter(db, wal);
    const lost = committer.run(() => insert.run(1));
    await tick();
    calls[0]?.done(new Error('EIO'));
    await expect(lost).rejects.toThrow('EIO');
    const next = committer.run(() => insert.run(2));
    await tick();
    calls[1]?.done(null);
    await expect(next).resolves.toBeDefined();
  });

  it('commits with synchronous=OFF from the first write on and leaves FULL for every other statement', async () => {
    const { db, insert } = open();
    db.pragma('synchronous = FULL');
    const { wal, calls } = manualSync(db);
    const committer = new GroupCommitter(db, wal);
    const level = () => db.pragma('synchronous', { simple: true });
    for (const v of [1, 2]) {
      const seen = committer.run(() => {
        insert.run(v);
        return level();
      });
      await tick();
      calls.at(-1)?.done(null);
      await expect(seen).resolves.toBe(0);
      expect(level()).toBe(2);
    }
  });

  it('drain() commits and syncs what is queued before returning', async () => {
    const { db, insert } = open();
    const { wal, calls } = manualSync(db);
    const committer = new GroupCommitter(db, wal);
    const queued = committer.run(() => insert.run(1));
    committer.drain();
    expect(calls.map((c) => c.rowsAtStart)).toEqual([1]);
    await expect(queued).resolves.toBeDefined();
  });
});
