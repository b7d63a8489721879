import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE, openStore } from '../../src/store/index.js';
import { MIGRATIONS } from '../../src/store/migrations/index.js';
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
});
