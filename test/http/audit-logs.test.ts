/** Audit entries and GET /v1/audit-logs (spec §2.6, §4.4; decisions.md "Other endpoints"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

describe('audit entries', () => {
  it('records one entry per authenticated data call with types and counts only', async () => {
    const { key } = await createKey(server, ['process', 'detect', 'protect', 'batch', 'audit:read']);
    const p = await call(server, 'POST', '/v1/process', { key, json: { data: 'mail ann@example.com, SSN: 536-22-1234' }, headers: { 'user-agent': 'audit-test/1.0' } });
    const d = await call(server, 'POST', '/v1/detect', { key, json: { data: 'bob@example.org' } });
    const r = await call(server, 'POST', '/v1/protect', { key, json: { text: 'x' } });
    const b = await call(server, 'POST', '/v1/batch', { key, json: { documents: [{ id: '1', data: 'c@example.net' }] } });
    const bad = await call(server, 'POST', '/v1/process', { key, json: {} });
    await call(server, 'GET', '/v1/status', { key }); // not audited
    const res = await call(server, 'GET', '/v1/audit-logs', { key });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total: 5, limit: 100, offset: 0 });
    const logs = res.body.logs;
    expect(logs.map((l: any) => l.request_id)).toEqual([bad, b, r, d, p].map((x) => x.body.request_id));
    expect(logs.map((l: any) => l.action)).toEqual(['process', 'batch', 'protect', 'detect', 'process']);
    const processEntry = logs[4];
    expect(processEntry).toMatchObject({ entities_detected: 2, method_used: 'redaction', user_agent: 'audit-test/1.0', status: 200 });
    expect(processEntry.entity_counts).toEqual({ EMAIL: 1, SSN: 1 });
    expect(processEntry.ip_address).toMatch(/127\.0\.0\.1/);
    expect(processEntry.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(logs[3].method_used).toBe('none');
    expect(logs[0].status).toBe(400);
    const raw = JSON.stringify(res.body);
    for (const value of ['ann@example.com', '536-22-1234', 'bob@example.org', 'c@example.net']) expect(raw).not.toContain(value);
  });
});

describe('GET /v1/audit-logs', () => {
  it('pages newest first with limit and offset, total counting every match', async () => {
    const { key } = await createKey(server, ['detect', 'audit:read']);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await call(server, 'POST', '/v1/detect', { key, json: { data: `n${i}` } })).body.request_id);
    const newestFirst = ids.reverse();
    const page1 = await call(server, 'GET', '/v1/audit-logs?limit=3', { key });
    const page3 = await call(server, 'GET', '/v1/audit-logs?limit=3&offset=6', { key });
    expect(page1.body.pagination).toEqual({ total: 7, limit: 3, offset: 0 });
    expect(page1.body.logs.map((l: any) => l.request_id)).toEqual(newestFirst.slice(0, 3));
    expect(page3.body.logs.map((l: any) => l.request_id)).toEqual(newestFirst.slice(6));
    const beyond = await call(server, 'GET', '/v1/audit-logs?offset=50', { key });
    expect(beyond.body.logs).toEqual([]);
    expect(beyond.body.pagination.total).toBe(7);
  });

  it('filters by inclusive start_date and end_date', async () => {
    const { key } = await createKey(server, ['detect', 'audit:read']);
    await call(server, 'POST', '/v1/detect', { key, json: { data: 'a' } });
    const all = await call(server, 'GET', '/v1/audit-logs', { key });
    const ts = all.body.logs[0].timestamp;
    const exact = await call(server, 'GET', `/v1/audit-logs?start_date=${ts}&end_date=${ts}`, { key });
    expect(exact.body.pagination.total).toBe(1);
    const today = ts.slice(0, 10);
    expect((await call(server, 'GET', `/v1/audit-logs?start_date=${today}&end_date=${today}`, { key })).body.pagination.total).toBe(1);
    expect((await call(server, 'GET', '/v1/audit-logs?end_date=2000-01-01', { key })).body.pagination.total).toBe(0);
    expect((await call(server, 'GET', '/v1/audit-logs?start_date=2999-01-01T00:00:00Z', { key })).body.pagination.total).toBe(0);
  });

  it('shows a key its own tenant only, and an admin every tenant', async () => {
    const a = await createKey(server, ['detect', 'audit:read']);
    const b = await createKey(server, ['detect', 'audit:read']);
    await call(server, 'POST', '/v1/detect', { key: a.key, json: { data: 'a' } });
    const seenByB = await call(server, 'GET', '/v1/audit-logs', { key: b.key });
    expect(seenByB.body.pagination.total).toBe(0);
    const seenByAdmin = await call(server, 'GET', '/v1/audit-logs?limit=1000', {});
    expect(seenByAdmin.body.logs.some((l: any) => l.key_id === a.id)).toBe(true);
  });

  it('validates the query', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['start_date=yesterday', 'start_date'],
      ['end_date=2024-02-30', 'end_date'],
      ['start_date=2024-02-02&end_date=2024-02-01', 'start_date'],
    ];
    for (const [query, parameter] of cases) {
      const res = await call(server, 'GET', `/v1/audit-logs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.details).toMatchObject({ parameter, type: 'invalid' });
    }
    expect((await call(server, 'GET', '/v1/audit-logs?limit=1000')).status).toBe(200);
  });
});
