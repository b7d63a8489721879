/**
 * POST /v1/detect answers with JSON.stringify of its response, not the route's schema serializer: the bytes must be
 * the ones that serializer prints (key order, escapes, numbers), for every shape of entity the route can report.
 */
import build from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetectResponse } from '../../src/http/schemas/detect.js';
import { ADMIN_KEY, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const TEXT = 'Mail "jane.doe@example.com" \\ or call +1 212-555-0147 — SSN: 536-22-1234 📎 \u0001\t\u2028 done';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

const serialize = build(DetectResponse as object);

const BODIES: [string, unknown][] = [
  ['plain text', { data: TEXT }],
  ['without positions', { data: TEXT, include_positions: false }],
  ['nothing found', { data: 'hello there' }],
  ['lone surrogates and control characters', { data: `\ud800 ${TEXT} \udc00` }],
  ['JSON paths with escapes', { data: { 'a/b~"q\\': [{ contact: TEXT }], n: 5 } }],
  ['CSV', { data: `name,note\nJane Doe,"${TEXT.replace(/"/g, '""')}"`, format: 'csv' }],
  ['custom patterns', { data: 'ref ABC-123 and XYZ-999', custom_patterns: [{ name: 'my "ref" \\ id', pattern: '[A-Z]{3}-\\d{3}' }], confidence_threshold: 0.3 }],
];

describe('POST /v1/detect serialization', () => {
  it.each(BODIES)('prints what the response schema serializer prints: %s', async (_name, body) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/detect',
      headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = JSON.parse(res.payload) as { entities: unknown[] };
    expect(res.payload).toBe(serialize(parsed));
  });
});
