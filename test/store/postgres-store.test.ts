import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { MIGRATIONS } from '../../src/store/migrations/index.js';
import { auditInsertSql, auditPageSql, auditToParams, auditWhere } from '../../src/store/rows.js';
import type { AuditEntry } from '../../src/store/store.js';
import { TEST_DATABASE_URL, closedPort, serviceAvailable, startTcpProxy, uniqueName } from '../support/services.js';
import { runStoreContract } from './store.contract.js';

const available = await serviceAvailable('PostgreSQL');

describe.runIf(available)('PostgreSQL store', () => {
  const admin = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
  const dropSchema = (schema: string) => admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  afterAll(() => admin.end());

  runStoreContract('postgres', async () => {
    const schema = uniqueName('pdps_test').toLowerCase();
    return {
      open: () => openStore({ databaseUrl: TEST_DATABASE_URL, schema }),
      cleanup: async () => {
        await dropSchema(schema);
      },
    };
  });

  it('keeps each schema to itself', async () => {
    const [a, b] = [uniqueName('pdps_test_a').toLowerCase(), uniqueName('pdps_test_b').toLowerCase()];
    const storeA = await openStore({ databaseUrl: TEST_DATABASE_URL, schema: a });
    const storeB = await openStore({ databaseUrl: TEST_DATABASE_URL, schema: b });
    try {
      await storeA.usage.add('k', '2026-11', 5);
      expect(await storeB.usage.get('k', '2026-11')).toBe(0);
      expect(await storeA.usage.get('k', '2026-11')).toBe(5);
    } finally {
      await storeA.close();
      await storeB.close();
      await dropSchema(a);
      await dropSchema(b);
    }
  });

  it('applies each migration once when several nodes start together', async () => {
    const schema = uniqueName('pdps_test_race').toLowerCase();
    const stores = await Promise.all(
      Array.from({ length: 4 }, () => openStore({ databaseUrl: TEST_DATABASE_URL, schema })),
    );
    try {
      const { rows } = await admin.query(`SELECT version FROM "${schema}".schema_migrations ORDER BY version`);
      expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
      for (const s of stores) expect(await s.ping()).toBe(true);
    } finally {
      for (const s of stores) await s.close();
      await dropSchema(schema);
    }
  });

  it('upgrades a schema of version 1, keeping its audit log, with ascending audit indexes', async () => {
    const schema = uniqueName('pdps_test_v1').toLowerCase();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const client = await admin.connect();
    try {
      await client.query(`SET search_path = "${schema}"`);
      await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
      await client.query(MIGRATIONS[0]!.sql.postgres);
      await client.query("INSERT INTO schema_migrations VALUES (1, 'initial', 'x')");
      for (const [id, minute] of [['a', 1], ['b', 2], ['c', 2]] as const) {
        const entry: AuditEntry = {
          timestamp: `2026-11-09T12:0${minute}:00.000Z`, requestId: `req_${id}`, tenantId: 't', keyId: 'k', action: 'detect',
          entitiesDetected: 0, entityCounts: {}, methodUsed: null, userAgent: 'ua', ipAddress: '192.0.2.1', status: 200,
        };
        await client.query(auditInsertSql((i) => `$${i}`), auditToParams(entry));
      }
    } finally {
      client.release();
    }
    const store = await openStore({ databaseUrl: TEST_DATABASE_URL, schema });
    try {
      const { entries } = await store.audit.query({ tenantId: 't', limit: 10, offset: 0 });
      expect(entries.map((e) => e.requestId)).toEqual(['req_c', 'req_b', 'req_a']);
      const { rows } = await admin.query('SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname', [
        schema, 'audit_log',
      ]);
      const audit = rows.filter((r: { indexname: string }) => r.indexname.startsWith('audit_log_') && !r.indexname.endsWith('_pkey'));
      expect(audit.map((r: { indexname: string }) => r.indexname)).toEqual(['audit_log_tenant_ts', 'audit_log_ts']);
      for (const r of audit) expect(r.indexdef).not.toMatch(/DESC/);
      // Newest first by scanning them backwards, no sort, whatever the filter (sequential scans off: the log is small).
      const reader = await admin.connect();
      try {
        await reader.query(`SET search_path = "${schema}"; SET enable_seqscan = off`);
        for (const q of [{}, { tenantId: 't' }, { tenantId: 't', start: '2026-11-01' }, { start: '2026-11-01', end: '2026-11-02' }]) {
          const { where, params } = auditWhere({ ...q, limit: 10, offset: 0 }, (i) => `$${i}`);
          const plan = await reader.query(`EXPLAIN ${auditPageSql(where, params.length, (i) => `$${i}`)}`, [...params, 10, 0]);
          const text = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
          expect(text).toMatch(/Index (Only )?Scan Backward using audit_log_(tenant_)?ts/);
          expect(text).not.toMatch(/Sort/);
        }
      } finally {
        await reader.query('RESET enable_seqscan');
        reader.release();
      }
    } finally {
      await store.close();
      await dropSchema(schema);
    }
  });

  it('fails while the server is gone and recovers by itself when it returns', async () => {
    const proxy = await startTcpProxy(TEST_DATABASE_URL);
    const url = new URL(TEST_DATABASE_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    const schema = uniqueName('pdps_test_fault').toLowerCase();
    const store = await openStore({ databaseUrl: url.toString(), schema });
    try {
      await store.usage.add('k', '2026-11', 1);
      await proxy.cut();
      expect(await store.ping()).toBe(false);
      await expect(store.usage.add('k', '2026-11', 1)).rejects.toThrow(/PostgreSQL/);
      await proxy.restore();
      expect(await store.ping()).toBe(true);
      expect(await store.usage.add('k', '2026-11', 1)).toBe(2);
    } finally {
      await store.close();
      await proxy.close();
      await dropSchema(schema);
    }
  });

  it('migrates on first use when the server was down at start-up', async () => {
    const proxy = await startTcpProxy(TEST_DATABASE_URL);
    await proxy.cut();
    const url = new URL(TEST_DATABASE_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    const schema = uniqueName('pdps_test_late').toLowerCase();
    const store = await openStore({ databaseUrl: url.toString(), schema });
    try {
      expect(await store.ping()).toBe(false);
      await proxy.restore();
      expect(await store.usage.add('k', '2026-11', 3)).toBe(3);
      expect(await store.ping()).toBe(true);
    } finally {
      await store.close();
      await proxy.close();
      await dropSchema(schema);
    }
  });

  it('lets two nodes share keys, audit, budgets and token keys', async () => {
    const schema = uniqueName('pdps_test_nodes').toLowerCase();
    const [a, b] = await Promise.all([1, 2].map(() => openStore({ databaseUrl: TEST_DATABASE_URL, schema })));
    try {
      await a!.keys.insert({
        id: 'key_x', name: 'x', plan: 'starter', scopes: ['detect'], tenantId: 't', secretHash: 'h',
        createdAt: '2026-11-01T00:00:00.000Z', revokedAt: null,
      });
      expect((await b!.keys.findById('key_x'))?.plan).toBe('starter');
      expect(await b!.keys.revoke('key_x', '2026-11-02T00:00:00.000Z')).toBe(true);
      expect((await a!.keys.findById('key_x'))?.revokedAt).toBe('2026-11-02T00:00:00.000Z');

      const spends = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? a! : b!).budgets.trySpend('key_x', 'p', 0.5, 7)),
      );
      expect(spends.filter((r) => r.spent)).toHaveLength(14);
      expect(await a!.budgets.get('key_x', 'p')).toBe(7);

      const wins = await Promise.all([a!, b!].map((s, i) =>
        s.tokenKeys.insert({ version: 1, wrappedKey: Buffer.from([i]), createdAt: '2026-11-01T00:00:00.000Z' })));
      expect(wins.filter(Boolean)).toHaveLength(1);

      await a!.audit.append({
        timestamp: '2026-11-03T00:00:00.000Z', requestId: 'req_from_a', tenantId: 't', keyId: 'key_x',
        action: 'detect', entitiesDetected: 1, entityCounts: { EMAIL: 1 }, methodUsed: null, userAgent: 'ua',
        ipAddress: '192.0.2.1', status: 200,
      });
      expect((await b!.audit.query({ tenantId: 't', limit: 10, offset: 0 })).entries.map((e) => e.requestId)).toEqual([
        'req_from_a',
      ]);
    } finally {
      await a!.close();
      await b!.close();
      await dropSchema(schema);
    }
  });

  it('rejects a schema name that is not a plain identifier', async () => {
    await expect(openStore({ databaseUrl: TEST_DATABASE_URL, schema: 'x"; DROP TABLE y; --' })).rejects.toThrow(
      /identifier/,
    );
  });
});

describe('PostgreSQL store faults', () => {
  it('rejects operations and pings false when the server is unreachable, without leaking the password', async () => {
    const port = await closedPort();
    const password = 'S3cret-Pa55word';
    const url = `postgres://pdps:${password}@127.0.0.1:${port}/pdps`;
    const store = await openStore({ databaseUrl: url });
    try {
      expect(await store.ping()).toBe(false);
      const failure = await store.audit
        .append({
          timestamp: new Date().toISOString(), requestId: 'req_x', tenantId: 't', keyId: 'k', action: 'detect',
          entitiesDetected: 0, entityCounts: {}, methodUsed: null, userAgent: 'ua', ipAddress: '192.0.2.1', status: 200,
        })
        .then(() => undefined, (err: unknown) => err as Error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure?.message).toMatch(/PostgreSQL/);
      const leaked = JSON.stringify({ message: failure?.message, stack: failure?.stack, ...failure });
      expect(leaked).not.toContain(password);
      expect(leaked).not.toContain(url);
      await expect(store.keys.list()).rejects.toThrow();
    } finally {
      await store.close();
    }
  });

  it('refuses a malformed URL without echoing it', async () => {
    const err = await openStore({ databaseUrl: 'postgres://user:Hunter2Secret@[not-a-host/db' }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/^PostgreSQL: /);
    expect(JSON.stringify({ m: err?.message, s: err?.stack, ...err })).not.toContain('Hunter2Secret');
  });
});
