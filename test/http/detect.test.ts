/** POST /v1/detect (spec §4.2, decisions.md "Positions and confidence", "Other endpoints"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, expectConcurrentAsSequential, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const TEXT = 'Mail jane.doe@example.com or call +1 212-555-0147 — SSN: 536-22-1234 📎 done';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await createKey(server, ['detect']));
});
afterAll(() => stopTestServer(server));

const detect = (json: unknown) => call(server, 'POST', '/v1/detect', { key, json });

describe('POST /v1/detect', () => {
  it('reports entities with UTF-16 positions and a summary, without changing anything', async () => {
    const res = await detect({ data: TEXT });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['entities', 'request_id', 'summary']);
    const { entities, summary } = res.body;
    expect(entities.map((e: any) => e.type)).toEqual(['EMAIL', 'PHONE', 'SSN']);
    for (const e of entities) {
      expect(TEXT.slice(e.start, e.end)).toBe(e.text);
      expect(e.replacement).toBeUndefined();
      expect(e.confidence).toBeGreaterThanOrEqual(0.5);
      expect(e.confidence).toBeLessThanOrEqual(1);
    }
    expect(summary.total_entities).toBe(3);
    expect(summary.by_type).toEqual({ EMAIL: 1, PHONE: 1, SSN: 1 });
    expect(summary.risk_score).toBeGreaterThan(0);
    expect(summary.risk_score).toBeLessThan(1);
  });

  it('drops positions when include_positions is false', async () => {
    const res = await detect({ data: TEXT, include_positions: false });
    expect(res.status).toBe(200);
    for (const e of res.body.entities) {
      expect(e).not.toHaveProperty('start');
      expect(e).not.toHaveProperty('end');
      expect(e).toHaveProperty('text');
    }
  });

  it('gives JSON entities a JSON Pointer path with offsets inside the value', async () => {
    const data = { 'a/b': [{ contact: 'write to jane.doe@example.com' }] };
    const res = await detect({ data });
    expect(res.status).toBe(200);
    expect(res.body.entities).toEqual([expect.objectContaining({ type: 'EMAIL', path: '/a~1b/0/contact', start: 9, end: 29 })]);
  });

  it('reports nothing and zero risk for clean text', async () => {
    const res = await detect({ data: 'The weather is nice today.' });
    expect(res.body.entities).toEqual([]);
    expect(res.body.summary).toEqual({ total_entities: 0, by_type: {}, risk_score: 0 });
  });

  it('supports custom patterns and the threshold', async () => {
    const res = await detect({ data: 'ticket ZX-99 open', custom_patterns: [{ name: 'TICKET', pattern: 'ZX-\\d+', confidence: 0.6 }], confidence_threshold: 0.7 });
    expect(res.body.entities).toEqual([]);
    const low = await detect({ data: 'ticket ZX-99 open', custom_patterns: [{ name: 'TICKET', pattern: 'ZX-\\d+', confidence: 0.6 }], confidence_threshold: 0.6 });
    expect(low.body.entities).toEqual([expect.objectContaining({ type: 'TICKET', text: 'ZX-99', confidence: 0.6 })]);
  });

  it('names a missing data parameter and a wrong include_positions', async () => {
    const missing = await detect({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual({ parameter: 'data', type: 'missing' });
    const wrong = await detect({ data: 'x', include_positions: 'no' });
    expect(wrong.body.error.details).toMatchObject({ parameter: 'include_positions', type: 'invalid', expected: 'boolean' });
  });

  it('answers concurrent requests, detected together, each with its own entities, id and errors', async () => {
    // Distinct e-mail addresses, so an answer given to the wrong request would show; two bad requests among them.
    const bodies: unknown[] = Array.from({ length: 24 }, (_, i) => ({ data: `Ticket ${i}: write to user${i}@example.com, SSN 536-22-1234` }));
    bodies[5] = { data: 'x', confidence_threshold: 7 };
    bodies[11] = { data: 'order ZX-1 for user11@example.com', custom_patterns: [{ name: 'ORDER', pattern: 'ZX-[0-9]+' }] };
    bodies[17] = { data: 'user17@example.com', confidence_threshold: 0.95 };
    bodies[20] = {};
    const concurrent = await expectConcurrentAsSequential(bodies, detect, (res, alone) => {
      expect(res.body.entities).toEqual(alone.body.entities);
      expect(res.body.summary).toEqual(alone.body.summary);
    });
    expect(concurrent.map((r) => r.status).filter((s) => s !== 200)).toEqual([400, 400]);
    expect(concurrent[3]!.body.entities.map((e: { text: string }) => e.text)).toContain('user3@example.com');
    expect(concurrent[11]!.body.entities.map((e: { type: string }) => e.type)).toContain('ORDER');
  });
});
