/** Bearer auth and scopes (spec §5, decisions.md "Keys, scopes, plans"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

const ROUTES: [string, string, unknown?][] = [
  ['POST', '/v1/process', { data: 'x' }],
  ['POST', '/v1/detect', { data: 'x' }],
  ['POST', '/v1/batch', { documents: [] }],
  ['POST', '/v1/protect', { text: 'x' }],
  ['POST', '/v1/detokenize', { tokens: [] }],
  ['GET', '/v1/audit-logs'],
  ['GET', '/v1/status'],
  ['POST', '/v1/keys', { name: 'n', plan: 'starter', scopes: ['detect'] }],
  ['GET', '/v1/keys'],
  ['DELETE', '/v1/keys/key_x'],
];

describe('401 unauthorized', () => {
  it.each(ROUTES)('%s %s needs a key', async (method, path, json) => {
    for (const key of [null, 'not-a-key', 'key_01JD3X5Q0M8W4Y6Z2A1B3C4D5E.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await call(server, method, path, { key, json });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    }
  });

  it('refuses a malformed Authorization header and a wrong scheme', async () => {
    for (const authorization of ['Bearer', 'Basic dXNlcjpwYXNz', `Token ${'x'.repeat(20)}`]) {
      const res = await call(server, 'GET', '/v1/status', { key: null, headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });

  it('accepts the scheme in any case', async () => {
    const { key } = await createKey(server, ['detect']);
    const res = await call(server, 'GET', '/v1/status', { key: null, headers: { authorization: `bearer ${key}` } });
    expect(res.status).toBe(200);
  });

  it('refuses a key with a wrong secret part', async () => {
    const { key } = await createKey(server, ['detect']);
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    const res = await call(server, 'POST', '/v1/detect', { key: tampered, json: { data: 'x' } });
    expect(res.status).toBe(401);
  });

  it('checks the key before reading the body', async () => {
    const res = await call(server, 'POST', '/v1/process', { key: null, raw: 'not json', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(401);
  });
});

describe('403 forbidden', () => {
  it('refuses a key without the route scope', async () => {
    const { key } = await createKey(server, ['detect']);
    const cases: [string, string, unknown?][] = [
      ['POST', '/v1/process', { data: 'x' }],
      ['POST', '/v1/batch', { documents: [] }],
      ['POST', '/v1/protect', { text: 'x' }],
      ['POST', '/v1/detokenize', { tokens: [] }],
      ['GET', '/v1/audit-logs'],
      ['GET', '/v1/keys'],
      ['POST', '/v1/keys', { name: 'n', plan: 'starter', scopes: ['detect'] }],
      ['DELETE', '/v1/keys/key_x'],
    ];
    for (const [method, path, json] of cases) {
      const res = await call(server, method, path, { key, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect((await call(server, 'POST', '/v1/detect', { key, json: { data: 'x' } })).status).toBe(200);
    expect((await call(server, 'GET', '/v1/status', { key })).status).toBe(200);
  });
});

describe('revocation', () => {
  it('refuses a revoked key at once', async () => {
    const { key, id } = await createKey(server, ['detect']);
    expect((await call(server, 'POST', '/v1/detect', { key, json: { data: 'x' } })).status).toBe(200);
    expect((await call(server, 'DELETE', `/v1/keys/${id}`)).status).toBe(200);
    const res = await call(server, 'POST', '/v1/detect', { key, json: { data: 'x' } });
    expect(res.status).toBe(401);
  });
});
