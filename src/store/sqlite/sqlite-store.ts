/**
 * Embedded SQLite store (better-sqlite3). One synchronous connection per process: every statement runs to
 * completion before the next, so read-modify-write sequences (budgets) are atomic without extra locking.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type {
  ApiKeyRecord, AuditEntry, AuditQuery, AuditRepo, BudgetRepo, KeyRepo, Store, TokenKeyRecord, TokenKeyRepo, UsageRepo,
} from '../store.js';
import {
  BUDGET_TOLERANCE, KEY_COLUMNS, auditInsertSql, auditPageSql, auditToParams, auditWhere, keyToParams, rowToAudit, rowToKey,
  type AuditRow, type KeyRow,
} from '../rows.js';
import { GROUP_COMMIT_MAX, GroupCommitter } from './group-commit.js';
import { WalCheckpointer, WalFile } from './wal.js';
import { migrateSqlite } from './migrate.js';

/** File name of the database inside the data directory. */
export const SQLITE_FILE = 'pdps.sqlite';

/** Opens (creating if needed) `<dataDir>/pdps.sqlite` and brings its schema up to date. */
export function openSqliteStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE));
  configureConnection(db);
  migrateSqlite(db);
  const file = resolve(db.name);
  return new SqliteStore(db, new WalFile(`${file}-wal`), new WalCheckpointer(db, file));
}

/** The store's connection settings (also the audit-append bench's, so it measures the store's own connection). */
export function configureConnection(db: Database.Database): void {
  // WAL: readers never block the writer (audit queries during load). An acknowledged request's audit entry must
  // survive power loss and OS crashes, not only a process crash: synchronous=FULL fsyncs the WAL inside every
  // commit, on the event loop. The group committer's writes instead commit with OFF and are acknowledged only after
  // their own fdatasync of the WAL on the thread pool (WalFile), which is FULL's guarantee without blocking the
  // loop. Statements outside the group committer (keys, budgets, token keys: rare) keep FULL. busy_timeout lets the
  // CLI and the server share the file.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // better-sqlite3 builds SQLite with a 16 MB page cache per connection, which an append-mostly audit log fills
  // with pages it never reads again (the server's RSS grew by ≈ 300 bytes per request until it was full). Appends
  // touch a few pages at the right edge of each B-tree; audit queries read through the OS's cache.
  db.pragma('cache_size = -2048');
  // SQLite's automatic checkpoint runs inside a commit and fsyncs the WAL and the database file on the event loop
  // (≈ 10 ms every ~1000 pages under load); WalCheckpointer checkpoints instead, with the syncs on the thread pool.
  db.pragma('wal_autocheckpoint = 0');
}

class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly keys: KeyRepo;
  readonly audit: AuditRepo;
  readonly usage: UsageRepo;
  readonly budgets: BudgetRepo;
  readonly tokenKeys: TokenKeyRepo;
  /** Shared by audit appends and usage adds: the per-request writes, so they also share one fsync. */
  private readonly writes: GroupCommitter;

  constructor(
    private readonly db: Database.Database,
    private readonly wal: WalFile,
    private readonly checkpointer: WalCheckpointer,
  ) {
    this.writes = new GroupCommitter(db, wal, GROUP_COMMIT_MAX, checkpointer);
    this.keys = sqliteKeys(db);
    this.audit = sqliteAudit(db, this.writes);
    this.usage = sqliteUsage(db, this.writes);
    this.budgets = sqliteBudgets(db);
    this.tokenKeys = sqliteTokenKeys(db);
  }

  async ping(): Promise<boolean> {
    try {
      return this.db.prepare('SELECT 1 AS ok').get() !== undefined;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    // Queued writes were accepted before close: commit and sync them (their callers are still waiting) first.
    this.writes.drain();
    this.checkpointer.close();
    this.db.close();
    this.wal.close();
  }
}

function sqliteKeys(db: Database.Database): KeyRepo {
  const insert = db.prepare(
    `INSERT INTO api_keys (${KEY_COLUMNS.join(', ')}) VALUES (${KEY_COLUMNS.map(() => '?').join(', ')})`,
  );
  const byId = db.prepare('SELECT * FROM api_keys WHERE id = ?');
  const all = db.prepare('SELECT * FROM api_keys ORDER BY created_at DESC, id DESC');
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  return {
    async insert(record: ApiKeyRecord) {
      insert.run(keyToParams(record));
    },
    async findById(id: string) {
      const row = byId.get(id) as KeyRow | undefined;
      return row && rowToKey(row);
    },
    async list() {
      return (all.all() as KeyRow[]).map(rowToKey);
    },
    async revoke(id: string, at: string) {
      return revoke.run(at, id).changes === 1;
    },
  };
}

function sqliteAudit(db: Database.Database, writes: GroupCommitter): AuditRepo {
  const insert = db.prepare(auditInsertSql(() => '?'));
  return {
    // Not async: the per-request path then costs the group committer's promise alone.
    append(entry: AuditEntry): Promise<void> {
      // Parameters are built (and the timestamp validated) now, so a malformed entry fails alone rather than
      // rolling back the group it would have joined.
      let params: unknown[];
      try {
        params = auditToParams(entry);
      } catch (error) {
        return Promise.reject(error);
      }
      return writes.run(() => {
        insert.run(params);
      });
    },
    async query(q: AuditQuery) {
      const { where, params } = auditWhere(q, () => '?');
      // Both statements see the same snapshot, so total and page agree under concurrent appends.
      return db.transaction(() => {
        const { total } = db.prepare(`SELECT COUNT(*) AS total FROM audit_log ${where}`).get(params) as {
          total: number;
        };
        const rows = db
          .prepare(auditPageSql(where, params.length, () => '?'))
          .all([...params, q.limit, q.offset]) as AuditRow[];
        return { total, entries: rows.map(rowToAudit) };
      })();
    },
  };
}

function sqliteUsage(db: Database.Database, writes: GroupCommitter): UsageRepo {
  const add = db.prepare(
    `INSERT INTO monthly_usage (key_id, month, count) VALUES (?, ?, ?)
     ON CONFLICT (key_id, month) DO UPDATE SET count = count + excluded.count RETURNING count`,
  );
  const get = db.prepare('SELECT count FROM monthly_usage WHERE key_id = ? AND month = ?');
  return {
    async add(keyId: string, month: string, n: number) {
      return writes.run(() => (add.get(keyId, month, n) as { count: number }).count);
    },
    async get(keyId: string, month: string) {
      return (get.get(keyId, month) as { count: number } | undefined)?.count ?? 0;
    },
  };
}

function sqliteBudgets(db: Database.Database): BudgetRepo {
  const get = db.prepare('SELECT spent FROM privacy_budgets WHERE key_id = ? AND period = ?');
  const upsert = db.prepare(
    `INSERT INTO privacy_budgets (key_id, period, spent) VALUES (?, ?, ?)
     ON CONFLICT (key_id, period) DO UPDATE SET spent = excluded.spent`,
  );
  const spentOf = (keyId: string, period: string) =>
    (get.get(keyId, period) as { spent: number } | undefined)?.spent ?? 0;
  const trySpend = db.transaction((keyId: string, period: string, epsilon: number, limit: number) => {
    const current = spentOf(keyId, period);
    const next = current + epsilon;
    if (next > limit + BUDGET_TOLERANCE) return { spent: false, total: current };
    upsert.run(keyId, period, next);
    return { spent: true, total: next };
  });
  return {
    async trySpend(keyId: string, period: string, epsilon: number, limit: number) {
      return trySpend.immediate(keyId, period, epsilon, limit);
    },
    async get(keyId: string, period: string) {
      return spentOf(keyId, period);
    },
  };
}

function sqliteTokenKeys(db: Database.Database): TokenKeyRepo {
  const list = db.prepare('SELECT version, wrapped_key, created_at FROM token_keys ORDER BY version ASC');
  const insert = db.prepare(
    'INSERT INTO token_keys (version, wrapped_key, created_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING',
  );
  return {
    async list(): Promise<TokenKeyRecord[]> {
      return (list.all() as { version: number; wrapped_key: Buffer; created_at: string }[]).map((r) => ({
        version: r.version,
        wrappedKey: r.wrapped_key,
        createdAt: r.created_at,
      }));
    },
    async insert(record: TokenKeyRecord) {
      return insert.run(record.version, record.wrappedKey, record.createdAt).changes === 1;
    },
  };
}
