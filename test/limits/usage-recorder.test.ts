import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageRecorder, persistedKeyId } from '../../src/limits/usage-recorder.js';
import { openStore } from '../../src/store/index.js';
import { TEST_DATABASE_URL, serviceAvailable, startTcpProxy, uniqueName } from '../support/services.js';

describe('persistedKeyId', () => {
  it('persists API keys only, never per-IP subjects', () => {
    expect(persistedKeyId('key:key_01ABC')).toBe('key_01ABC');
    expect(persistedKeyId('ip:192.0.2.1')).toBeUndefined();
    expect(persistedKeyId('ip:2001:db8::1')).toBeUndefined();
  });
});

const available = await serviceAvailable('PostgreSQL');

describe.runIf(available)('UsageRecorder against a failing database', () => {
  const admin = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
  afterAll(() => admin.end());

  it('keeps increments through failed writes and saves them once the database is back', async () => {
    const proxy = await startTcpProxy(TEST_DATABASE_URL);
    const url = new URL(TEST_DATABASE_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    const schema = uniqueName('pdps_test_usage').toLowerCase();
    const store = await openStore({ databaseUrl: url.toString(), schema });
    const events: string[] = [];
    // An interval far beyond the test, so only the explicit flushes below write.
    const recorder = new UsageRecorder(store.usage, (m) => events.push(m), 3_600_000);
    try {
      recorder.record('k1', '2026-11');
      await recorder.flush();
      expect(await store.usage.get('k1', '2026-11')).toBe(1);

      await proxy.cut();
      recorder.record('k1', '2026-11');
      recorder.record('k1', '2026-11');
      recorder.record('k2', '2026-11');
      await recorder.flush();
      recorder.record('k1', '2026-11');
      await recorder.flush();
      expect(events).toEqual(['usage counts could not be saved; keeping them to retry']);

      await proxy.restore();
      await recorder.close();
      expect(events).toHaveLength(2);
      expect(await store.usage.get('k1', '2026-11')).toBe(4);
      expect(await store.usage.get('k2', '2026-11')).toBe(1);
    } finally {
      await store.close();
      await proxy.close();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  });
});
