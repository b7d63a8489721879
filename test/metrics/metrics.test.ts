/** Prometheus metrics (issue 8): GET /metrics behind `admin`, or on METRICS_PORT without auth. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEntities, createMetrics, meterBudgets } from '../../src/metrics/metrics.js';
import type { BudgetRepo } from '../../src/store/store.js';
import { closedPort } from '../support/services.js';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

/** The value of one sample line `name{labels} value`, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the API port', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PDPS_PRIVACY_BUDGET: '1.5' });
  });
  afterAll(() => stopTestServer(server));

  it('needs the admin scope', async () => {
    expect((await call(server, 'GET', '/metrics', { key: null })).status).toBe(401);
    const { key } = await createKey(server, ['detect', 'audit:read']);
    const res = await call(server, 'GET', '/metrics', { key });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  it('counts requests by route pattern and status, latency, and entities by type without their text', async () => {
    const email = 'metrics.person@example.org';
    const { key } = await createKey(server, ['detect', 'process']);
    for (let i = 0; i < 3; i++) {
      expect((await call(server, 'POST', '/v1/detect', { key, json: { data: `Write to ${email} or call 212-555-0147` } })).status).toBe(200);
    }
    await call(server, 'POST', '/v1/detect', { key, json: {} }); // 400: counted by status, no entities
    await call(server, 'POST', '/v1/process', {
      key,
      json: { data: 'Ticket EMP-004211 for Maria', custom_patterns: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{6}' }] },
    });
    await call(server, 'GET', `/v1/unknown/${email}`, { key });

    const res = await call(server, 'GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = res.body as string;
    expect(sample(text, 'pdps_http_requests_total{method="POST",route="/v1/detect",status="200"}')).toBe(3);
    expect(sample(text, 'pdps_http_requests_total{method="POST",route="/v1/detect",status="400"}')).toBe(1);
    expect(sample(text, 'pdps_http_request_duration_seconds_count{method="POST",route="/v1/detect"}')).toBe(4);
    expect(sample(text, 'pdps_entities_detected_total{type="EMAIL"}')).toBe(3);
    expect(sample(text, 'pdps_entities_detected_total{type="PHONE"}')).toBe(3);
    expect(sample(text, 'pdps_entities_detected_total{type="CUSTOM"}')).toBe(1);
    expect(text).toContain('route="unmatched"');
    // Route patterns only: no raw URL, submitted value, custom pattern name or key material.
    expect(text).not.toContain(email);
    expect(text).not.toContain('EMPLOYEE_ID');
    expect(text).not.toContain('EMP-004211');
    expect(text).not.toContain(key.split('.')[1]);
  });

  it('reports privacy budget spent, 429s by limit, component health and event-loop lag', async () => {
    const { key } = await createKey(server, ['process']);
    const dp = { data: 'She is 42 years old', method: 'differential_privacy', epsilon: 1 };
    expect((await call(server, 'POST', '/v1/process', { key, json: dp })).status).toBe(200);
    expect((await call(server, 'POST', '/v1/process', { key, json: dp })).status).toBe(429);

    const text = (await call(server, 'GET', '/metrics')).body as string;
    expect(sample(text, 'pdps_privacy_budget_epsilon_spent_total')).toBe(1);
    expect(sample(text, 'pdps_rate_limit_rejections_total{limit="privacy_budget"}')).toBe(1);
    expect(sample(text, 'pdps_component_up{component="database"}')).toBe(1);
    // In-process limits: there is no Redis to report.
    expect(text).not.toContain('component="redis"');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('shows the database down once it is', async () => {
    const broken = await startTestServer();
    try {
      await broken.runtime.store.close();
      const text = await broken.runtime.metrics.registry.metrics();
      expect(sample(text, 'pdps_component_up{component="database"}')).toBe(0);
    } finally {
      await stopTestServer(broken);
    }
  });
});

describe('METRICS_PORT', () => {
  let server: TestServer;
  let metricsUrl: string;
  beforeAll(async () => {
    const port = await closedPort();
    server = await startTestServer({ METRICS_PORT: String(port) });
    metricsUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => stopTestServer(server));

  it('serves /metrics there without auth, and not on the API port', async () => {
    await call(server, 'POST', '/v1/detect', { json: { data: 'x' } });
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(sample(await res.text(), 'pdps_http_requests_total{method="POST",route="/v1/detect",status="200"}')).toBe(1);
    expect((await fetch(`${metricsUrl}/v1/status`)).status).toBe(404);
    expect((await call(server, 'GET', '/metrics')).status).toBe(404);
  });

  it('stops that listener with the server', async () => {
    await server.close();
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });
});

describe('metric helpers', () => {
  const health = { store: { ping: async () => true }, limiter: { kind: 'redis' as const, health: async () => 'degraded' as const } };

  it('counts unknown entity labels as CUSTOM and skips zero counts', async () => {
    const metrics = createMetrics(health);
    countEntities(metrics, { EMAIL: 2, MY_SECRET_LABEL: 1, SSN: 0 });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'pdps_entities_detected_total{type="EMAIL"}')).toBe(2);
    expect(sample(text, 'pdps_entities_detected_total{type="CUSTOM"}')).toBe(1);
    expect(text).not.toContain('type="SSN"');
    expect(text).not.toContain('MY_SECRET_LABEL');
  });

  it('reports Redis as down while the limiter runs on its fallback', async () => {
    const text = await createMetrics(health).registry.metrics();
    expect(sample(text, 'pdps_component_up{component="redis"}')).toBe(0);
    expect(sample(text, 'pdps_component_up{component="database"}')).toBe(1);
  });

  it('counts only the epsilon actually spent', async () => {
    const metrics = createMetrics(health);
    let total = 0;
    const budgets: BudgetRepo = {
      async trySpend(_key, _period, epsilon, limit) {
        if (total + epsilon > limit) return { spent: false, total };
        total += epsilon;
        return { spent: true, total };
      },
      get: async () => total,
    };
    const metered = meterBudgets(budgets, metrics);
    await metered.trySpend('key_a', '2026-01', 0.5, 1);
    await metered.trySpend('key_a', '2026-01', 0.75, 1);
    expect(await metered.get('key_a', '2026-01')).toBe(0.5);
    expect(sample(await metrics.registry.metrics(), 'pdps_privacy_budget_epsilon_spent_total')).toBe(0.5);
  });
});

describe('entity counts added when read', () => {
  const health = { store: { ping: async () => true }, limiter: { kind: 'memory' as const, health: async () => 'ok' as const } };

  it('sums counts between scrapes and keeps series in first-seen order', async () => {
    const metrics = createMetrics(health);
    countEntities(metrics, { PHONE: 1, EMAIL: 2 });
    countEntities(metrics, { EMAIL: 1, OTHER_NAME: 3 });
    let text = await metrics.registry.metrics();
    expect(sample(text, 'pdps_entities_detected_total{type="PHONE"}')).toBe(1);
    expect(sample(text, 'pdps_entities_detected_total{type="EMAIL"}')).toBe(3);
    expect(sample(text, 'pdps_entities_detected_total{type="CUSTOM"}')).toBe(3);
    expect(metrics.pendingEntities.size).toBe(0);
    countEntities(metrics, { SSN: 1, PHONE: 4 });
    text = await metrics.registry.metrics();
    expect(sample(text, 'pdps_entities_detected_total{type="PHONE"}')).toBe(5);
    const order = [...text.matchAll(/pdps_entities_detected_total\{type="(\w+)"\}/g)].map((m) => m[1]);
    expect(order).toEqual(['PHONE', 'EMAIL', 'CUSTOM', 'SSN']);
  });
});
