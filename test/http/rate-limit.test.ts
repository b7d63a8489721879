/** Rate limits (spec §8, decisions.md): plan buckets per key, anonymous per IP, headers on every response. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../src/limits/limiter.js';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

function limitHeaders(headers: Headers): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(headers.get('x-ratelimit-limit')),
    remaining: Number(headers.get('x-ratelimit-remaining')),
    reset: Number(headers.get('x-ratelimit-reset')),
  };
}

describe('rate-limit headers', () => {
  it('are on success, validation errors, 403, 404 and 401 responses', async () => {
    const { key } = await createKey(server, ['detect'], 'growth');
    const responses = [
      await call(server, 'POST', '/v1/detect', { key, json: { data: 'x' } }),
      await call(server, 'POST', '/v1/detect', { key, json: {} }),
      await call(server, 'POST', '/v1/process', { key, json: { data: 'x' } }),
      await call(server, 'GET', '/v1/unknown', { key }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 400, 403, 404]);
    const nowS = Date.now() / 1000;
    responses.forEach((res, i) => {
      expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
      const h = limitHeaders(res.headers);
      expect(h.limit).toBe(PLAN_LIMITS.growth.burst);
      // The bucket refills 1,000 tokens/s between calls, so only an upper bound is certain.
      expect(h.remaining).toBeLessThanOrEqual(PLAN_LIMITS.growth.burst - 1);
      expect(h.remaining).toBeGreaterThanOrEqual(PLAN_LIMITS.growth.burst - 1 - i);
      expect(Number.isInteger(h.reset)).toBe(true);
      expect(h.reset).toBeGreaterThanOrEqual(Math.floor(nowS));
    });
    const anonymous = await call(server, 'GET', '/v1/status', { key: 'wrong' });
    expect(anonymous.status).toBe(401);
    expect(limitHeaders(anonymous.headers).limit).toBe(PLAN_LIMITS.starter.burst);
  });
});

describe('token bucket', () => {
  it('lets a starter key burst to its capacity, then answers 429 with Retry-After', async () => {
    const { key } = await createKey(server, ['detect'], 'starter');
    const burst = PLAN_LIMITS.starter.burst;
    // Twice the burst at once, in process: the bucket (refilled at 100/s) runs dry long before they finish.
    const responses = await Promise.all(
      Array.from({ length: 2 * burst }, () => server.app.inject({ method: 'GET', url: '/v1/none', headers: { authorization: `Bearer ${key}` } })),
    );
    const firstRefused = responses.findIndex((r) => r.statusCode === 429);
    expect(firstRefused).toBeGreaterThanOrEqual(burst);
    expect(responses.slice(0, burst).every((r) => r.statusCode === 404)).toBe(true);
    const refused = responses[firstRefused]!;
    const body = refused.json();
    expect(body.error.code).toBe('rate_limit_exceeded');
    expect(body.error.details.limit).toBe('burst');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['x-ratelimit-remaining'])).toBe(0);
    expect(Number(refused.headers['x-ratelimit-limit'])).toBe(burst);
    expect(refused.headers['x-request-id']).toBe(body.request_id);
  });

  it('limits anonymous callers per IP', async () => {
    const burst = PLAN_LIMITS.starter.burst;
    const responses = await Promise.all(
      Array.from({ length: 2 * burst }, () => server.app.inject({ method: 'GET', url: '/v1/status', remoteAddress: '10.9.8.7' })),
    );
    expect(responses.slice(0, burst).every((r) => r.statusCode === 401)).toBe(true);
    expect(responses.some((r) => r.statusCode === 429)).toBe(true);
    const other = await server.app.inject({ method: 'GET', url: '/v1/status', remoteAddress: '10.9.8.6' });
    expect(other.statusCode).toBe(401);
  });

  it('counts keys separately', async () => {
    const a = await createKey(server, ['detect'], 'starter');
    const b = await createKey(server, ['detect'], 'starter');
    await call(server, 'GET', '/v1/status', { key: a.key });
    await call(server, 'GET', '/v1/status', { key: a.key });
    const res = await call(server, 'GET', '/v1/status', { key: b.key });
    expect(limitHeaders(res.headers).remaining).toBe(PLAN_LIMITS.starter.burst - 1);
  });
});
