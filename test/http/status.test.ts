/** GET /v1/status (decisions.md "Other endpoints"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../src/limits/limiter.js';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

describe('GET /v1/status', () => {
  it("reports health, version, uptime and the caller's plan and usage", async () => {
    const { key } = await createKey(server, ['detect'], 'growth');
    await call(server, 'POST', '/v1/detect', { key, json: { data: 'x' } });
    const res = await call(server, 'GET', '/v1/status', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', version: '1.0', components: { database: 'ok', rate_limiter: 'ok' } });
    expect(Number.isInteger(res.body.uptime_s)).toBe(true);
    expect(res.body.plan).toEqual({
      name: 'growth',
      requests_per_second: PLAN_LIMITS.growth.ratePerSecond,
      burst: PLAN_LIMITS.growth.burst,
      requests_per_month: PLAN_LIMITS.growth.monthlyQuota,
      used_this_month: 2,
    });
  });

  it('shows enterprise as unlimited per month', async () => {
    const res = await call(server, 'GET', '/v1/status');
    expect(res.body.plan).toMatchObject({ name: 'enterprise', requests_per_month: null, burst: 50_000 });
  });

  it('reports degraded when the database is down', async () => {
    const broken = await startTestServer();
    try {
      await call(broken, 'GET', '/v1/status'); // caches the admin key
      await broken.runtime.store.close();
      const res = await call(broken, 'GET', '/v1/status');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.components.database).toBe('down');
    } finally {
      await stopTestServer(broken);
    }
  });
});
