import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE, openStore } from '../../src/store/index.js';
import { MIGRATIONS } from '../../src/store/migrations/index.js';
import { GROUP_COMMIT_MAX } from '../../src/store/sqlite/group-commit.js';
import { auditInsertSql, auditPageSql, auditToParams, auditWhere } from '../../src/store/rows.js';
import type { AuditEntry } from '../../src/store/store.js';
import { runStoreContract } from './store.contract.js';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdps-store-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SAME_MS = '2026-11-09T12:00:00.000Z';
function entry(requestId: string, over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    timestamp: SAME_MS, requestId, tenantId: 't', keyId: 'k', action: 'detect', entitiesDetected: 0,
    entityCounts: {}, methodUsed: null, userAgent: 'ua', ipAddress: '192.0.2.1', status: 200, ...over,
  };
}
/** A database file as a build of schema version 1 left it, open for the test to add to. */
function versionOneDatabase(dir: string): Database.Database {
  const db = new Database(join(dir, SQLITE_FILE));
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  db.exec(MIGRATIONS[0]!.sql.sqlite);
  db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (1, 'initial', 'x')").run();
  return db;
}
const requestIds = (n: number) => Array.from({ length: n }, (_, i) => `req_${String(i).padStart(4, '0')}`);

runStoreContract('sqlite', async () => {
  const dir = tempDir();
  return { open: () => openStore({ dataDir: dir }), cleanup: async () => {} };
});

describe('SQLite store', () => {
  it('creates a missing data directory and the database file inside it', async () => {
    const dir = join(tempDir(), 'nested', 'data');
    const store = await openStore({ dataDir: dir });
    await store.close();
    expect(existsSync(join(dir, SQLITE_FILE))).toBe(true);
  });

  it('runs in WAL mode and records every migration once', async () => {
    const dir = tempDir();
    await (await openStore({ dataDir: dir })).close();
    await (await openStore({ dataDir: dir })).close();
    const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
      expect(versions).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    } finally {
      db.close();
    }
  });

  it('refuses a database migrated by a newer build', async () => {
    const dir = tempDir();
    await (await openStore({ dataDir: dir })).close();
    const db = new Database(join(dir, SQLITE_FILE));
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', 'x')").run();
    db.close();
    await expect(openStore({ dataDir: dir })).rejects.toThrow(/upgrade pdps/);
  });

  it('upgrades a database of schema version 1, keeping its audit log and its order', async () => {
    const dir = tempDir();
    const v1 = versionOneDatabase(dir);
    // Written under version 1: three of one millisecond, two of others, two tenants.
    const at = (minute: number) => `2026-11-09T12:0${minute}:00.000Z`;
    const insert = v1.prepare(auditInsertSql(() => '?'));
    for (const [id, minute, tenant] of [['a', 1, 't'], ['b', 2, 'u'], ['c', 2, 't'], ['d', 2, 't'], ['e', 3, 'u']] as const) {
      insert.run(auditToParams(entry(`req_${id}`, { timestamp: at(minute), tenantId: tenant })));
    }
    v1.close();
    const store = await openStore({ dataDir: dir });
    try {
      const all = await store.audit.query({ limit: 10, offset: 0 });
      expect(all.entries.map((e) => e.requestId)).toEqual(['req_e', 'req_d', 'req_c', 'req_b', 'req_a']);
      const tenant = await store.audit.query({ tenantId: 't', start: at(2), limit: 10, offset: 0 });
      expect(tenant.entries.map((e) => e.requestId)).toEqual(['req_d', 'req_c']);
    } finally {
      await store.close();
    }
    const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
      // Ascending: new entries append at each index's right edge (migrations/0002).
      for (const index of ['audit_log_ts', 'audit_log_tenant_ts']) {
        const keyColumns = (db.pragma(`index_xinfo(${index})`) as { key: number; desc: number; name: string }[]).filter((c) => c.key === 1);
        expect(keyColumns.length).toBeGreaterThan(0);
        expect(keyColumns.filter((c) => c.desc !== 0)).toEqual([]);
      }
    } finally {
      db.close();
    }
  });

  it('upgrades a database of schema version 1 whose audit index was dropped by hand', async () => {
    const dir = tempDir();
    const v1 = versionOneDatabase(dir);
    v1.exec('DROP INDEX audit_log_ts');
    v1.close();
    await (await openStore({ dataDir: dir })).close();
    const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'audit_log' ORDER BY name").all();
      expect(indexes).toEqual([{ name: 'audit_log_tenant_ts' }, { name: 'audit_log_ts' }]);
    } finally {
      db.close();
    }
  });

  it('reads the audit log newest first through an index, with no sort, whatever the filter', async () => {
    const dir = tempDir();
    await (await openStore({ dataDir: dir })).close();
    const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      for (const q of [{}, { tenantId: 't' }, { tenantId: 't', start: '2026-11-01' }, { start: '2026-11-01', end: '2026-11-02' }]) {
        const { where, params } = auditWhere({ ...q, limit: 10, offset: 0 }, () => '?');
        const page = db.prepare(`EXPLAIN QUERY PLAN ${auditPageSql(where, params.length, () => '?')}`).all([...params, 10, 0]) as { detail: string }[];
        const plan = page.map((p) => p.detail).join('; ');
        expect(plan).toMatch(/USING INDEX audit_log_(tenant_)?ts/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    } finally {
      db.close();
    }
  });

  it('has the audit entry in the database file once append resolves', async () => {
    const dir = tempDir();
    const store = await openStore({ dataDir: dir });
    await store.audit.append({
      timestamp: new Date().toISOString(), requestId: 'req_durable_marker', tenantId: 't', keyId: 'k',
      action: 'detect', entitiesDetected: 0, entityCounts: {}, methodUsed: null, userAgent: 'ua',
      ipAddress: '192.0.2.1', status: 200,
    });
    // A second connection (another process would behave the same) sees the committed row without any close.
    const reader = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      expect(reader.prepare('SELECT request_id FROM audit_log').all()).toEqual([{ request_id: 'req_durable_marker' }]);
    } finally {
      reader.close();
      await store.close();
    }
  });

  describe('group commit', () => {
    /** A second connection, as another process would see the file: only committed rows are visible to it. */
    function reader(dir: string) {
      const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
      const has = db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE request_id = ?');
      const count = db.prepare('SELECT COUNT(*) AS n FROM audit_log');
      return {
        has: (id: string) => (has.get(id) as { n: number }).n === 1,
        count: () => (count.get() as { n: number }).n,
        close: () => db.close(),
      };
    }

    it('resolves each of 200 concurrent appends only after its row is committed, in arrival order', async () => {
      const dir = tempDir();
      const store = await openStore({ dataDir: dir });
      const read = reader(dir);
      try {
        const ids = requestIds(200);
        const visibleAtResolve = await Promise.all(
          ids.map((id) => store.audit.append(entry(id)).then(() => read.has(id))),
        );
        expect(visibleAtResolve.every(Boolean)).toBe(true);
        const { entries } = await store.audit.query({ limit: 500, offset: 0 });
        expect(entries.map((e) => e.requestId)).toEqual([...ids].reverse());
      } finally {
        read.close();
        await store.close();
      }
    });

    it('rejects every waiter of a failed transaction and keeps none of its writes', async () => {
      const dir = tempDir();
      const store = await openStore({ dataDir: dir });
      try {
        // tenant_id is NOT NULL: the middle insert fails inside the shared transaction.
        const outcomes = await Promise.allSettled([
          store.audit.append(entry('req_before')),
          store.usage.add('key_a', '2026-11', 5),
          store.audit.append(entry('req_bad', { tenantId: null as unknown as string })),
          store.audit.append(entry('req_after')),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
        for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toMatchObject({ message: /NOT NULL/ });
        expect((await store.audit.query({ limit: 10, offset: 0 })).total).toBe(0);
        expect(await store.usage.get('key_a', '2026-11')).toBe(0);
        // The next group is unaffected.
        await store.audit.append(entry('req_next'));
        expect((await store.audit.query({ limit: 10, offset: 0 })).entries.map((e) => e.requestId)).toEqual(['req_next']);
      } finally {
        await store.close();
      }
    });

    it('rejects a malformed entry alone instead of failing its group', async () => {
      const dir = tempDir();
      const store = await openStore({ dataDir: dir });
      try {
        const outcomes = await Promise.allSettled([
          store.audit.append(entry('req_ok')),
          store.audit.append(entry('req_bad_time', { timestamp: 'not a time' })),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
        expect((await store.audit.query({ limit: 10, offset: 0 })).entries.map((e) => e.requestId)).toEqual(['req_ok']);
      } finally {
        await store.close();
      }
    });

    it(`commits as soon as ${GROUP_COMMIT_MAX} writes are queued`, async () => {
      const dir = tempDir();
      const store = await openStore({ dataDir: dir });
      const read = reader(dir);
      try {
        const pending = requestIds(GROUP_COMMIT_MAX + 1).map((id) => store.audit.append(entry(id)));
        // Still synchronous: the full group is already committed, the one past the bound waits for the next turn.
        expect(read.count()).toBe(GROUP_COMMIT_MAX);
        await Promise.all(pending);
        expect(read.count()).toBe(GROUP_COMMIT_MAX + 1);
      } finally {
        read.close();
        await store.close();
      }
    });

    it('commits queued appends on close before closing', async () => {
      const dir = tempDir();
      const store = await openStore({ dataDir: dir });
      const ids = requestIds(20);
      const pending = ids.map((id) => store.audit.append(entry(id)));
      await store.close();
      await Promise.all(pending);
      const reopened = await openStore({ dataDir: dir });
      try {
        expect((await reopened.audit.query({ limit: 50, offset: 0 })).total).toBe(ids.length);
      } finally {
        await reopened.close();
      }
      await expect(store.audit.append(entry('req_late'))).rejects.toThrow(/not open/);
    });
  });
});
