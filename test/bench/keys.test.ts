import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectRequests } from '../../bench/http.bench.js';
import { BENCH_KEYS, createKeys } from '../../bench/servers.js';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/app.js';

const authorizations = (keys: readonly string[]) => detectRequests(keys).map((r) => (r.headers as Record<string, string>).authorization);

describe('the bench keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('spreads the detect bodies over the keys in turn, and sends none to the hello-world', () => {
    const sent = authorizations(['k1', 'k2', 'k3']);
    expect(sent.slice(0, 4)).toEqual(['Bearer k1', 'Bearer k2', 'Bearer k3', 'Bearer k1']);
    for (const key of ['k1', 'k2', 'k3']) expect(sent.filter((a) => a === `Bearer ${key}`).length).toBeGreaterThanOrEqual(Math.floor(sent.length / 3));
    expect(authorizations([]).every((a) => a === undefined)).toBe(true);
  });

  it('are distinct enterprise keys that may detect', async () => {
    const keys = await createKeys({ name: 'pdps', baseUrl: server.url, apiKey: ADMIN_KEY }, BENCH_KEYS, ['detect']);
    expect(new Set(keys).size).toBe(BENCH_KEYS);
    for (const key of keys) {
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const detect = await fetch(`${server.url}/v1/detect`, { method: 'POST', headers, body: JSON.stringify({ data: 'x' }) });
      expect(detect.status).toBe(200);
      const status = (await (await fetch(`${server.url}/v1/status`, { headers })).json()) as { plan: { name: string } };
      expect(status.plan.name).toBe('enterprise');
    }
  });

  it('fail loudly when the server refuses to make them', async () => {
    await expect(createKeys({ name: 'pdps', baseUrl: server.url, apiKey: 'not-the-admin-key' }, 1, ['detect'])).rejects.toThrow(/answered 401/);
  });
});
