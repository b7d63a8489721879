/**
 * The envelope, ids and request plumbing every route shares (spec §7, decisions.md "Naming",
 * "Request validation"), over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const REQUEST_ID = /^req_[0-9A-HJKMNP-TV-Z]{26}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PDPS_MAX_BODY_BYTES: '4096' });
});
afterAll(() => stopTestServer(server));

function expectEnvelope(res: { body: any; headers: Headers }, code: string): void {
  expect(Object.keys(res.body).sort()).toEqual(['error', 'request_id']);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(typeof res.body.error.details).toBe('object');
  expect(res.body.request_id).toMatch(REQUEST_ID);
  expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
}

describe('request ids', () => {
  it('puts the same fresh req_ id in the header and the body', async () => {
    const a = await call(server, 'POST', '/v1/detect', { json: { data: 'nothing here' } });
    const b = await call(server, 'POST', '/v1/detect', { json: { data: 'nothing here' }, headers: { 'x-request-id': 'req_spoofed' } });
    expect(a.status).toBe(200);
    expect(a.body.request_id).toMatch(REQUEST_ID);
    expect(a.headers.get('x-request-id')).toBe(a.body.request_id);
    expect(b.body.request_id).not.toBe('req_spoofed');
    expect(b.body.request_id > a.body.request_id).toBe(true); // ULIDs sort by time
  });
});

describe('routing and caching', () => {
  it('ignores a trailing slash and forbids caching of API responses', async () => {
    const res = await call(server, 'GET', '/v1/status/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('error envelope', () => {
  it('answers unknown routes with 404 not_found, whatever the body or key', async () => {
    const res = await call(server, 'GET', '/v1/nope');
    expect(res.status).toBe(404);
    expectEnvelope(res, 'not_found');
    const post = await call(server, 'POST', '/v1/nope', { key: null, raw: 'x', headers: { 'content-type': 'text/plain' } });
    expect(post.status).toBe(404);
    expectEnvelope(post, 'not_found');
    expect((await call(server, 'GET', '/v1/process')).status).toBe(404);
  });

  it('names a missing data parameter (spec §4.1 rule 1)', async () => {
    const res = await call(server, 'POST', '/v1/process', { json: { method: 'redaction' } });
    expect(res.status).toBe(400);
    expectEnvelope(res, 'invalid_request');
    expect(res.body.error.details).toEqual({ parameter: 'data', type: 'missing' });
  });

  it('reads an empty JSON body as {} so the missing field is named', async () => {
    const res = await call(server, 'POST', '/v1/process', { raw: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ parameter: 'data', type: 'missing' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await call(server, 'POST', '/v1/process', { raw: '{"data": "x",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expectEnvelope(res, 'invalid_request');
    expect(res.body.error.details).toMatchObject({ parameter: 'body', type: 'invalid' });
  });

  it('refuses a prototype-poisoning body', async () => {
    const res = await call(server, 'POST', '/v1/process', { raw: '{"data":"x","__proto__":{"a":1}}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expectEnvelope(res, 'invalid_request');
  });

  it('refuses a wrong or missing Content-Type on POST with 400', async () => {
    const wrong = await call(server, 'POST', '/v1/process', { raw: '{"data":"x"}', headers: { 'content-type': 'text/plain' } });
    expect(wrong.status).toBe(400);
    expectEnvelope(wrong, 'invalid_request');
    expect(wrong.body.error.details).toMatchObject({ parameter: 'Content-Type', type: 'invalid', expected: 'application/json' });
    const missing = await call(server, 'POST', '/v1/process', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toMatchObject({ parameter: 'Content-Type', type: 'missing' });
  });

  it('accepts application/json with a charset parameter', async () => {
    const res = await call(server, 'POST', '/v1/detect', { json: { data: 'x' }, headers: { 'content-type': 'Application/JSON; charset=utf-8' } });
    expect(res.status).toBe(200);
  });

  it('refuses a body over the limit with 400 too_large', async () => {
    const res = await call(server, 'POST', '/v1/detect', { json: { data: 'a'.repeat(5000) } });
    expect(res.status).toBe(400);
    expectEnvelope(res, 'invalid_request');
    expect(res.body.error.details).toEqual({ parameter: 'body', type: 'too_large', limit: 4096 });
  });

  it('does not echo input in validation errors', async () => {
    const res = await call(server, 'POST', '/v1/process', { json: { data: 'x', method: 'secret-value-123' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('secret-value-123');
  });
});

describe('OpenAPI and docs', () => {
  it('serves the OpenAPI document with every /v1 route and the error schema', async () => {
    const res = await call(server, 'GET', '/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of ['/v1/process', '/v1/detect', '/v1/batch', '/v1/protect', '/v1/detokenize', '/v1/audit-logs', '/v1/status', '/v1/keys', '/v1/keys/{id}']) {
      expect(paths).toContain(p);
    }
    expect(JSON.stringify(res.body.paths['/v1/process'].post.requestBody)).toContain('confidence_threshold');
    expect(JSON.stringify(res.body)).toContain('ErrorBody');
    expect(res.headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it('serves human docs at /docs', async () => {
    const res = await fetch(`${server.url}/docs/`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger');
  });
});

describe('unexpected failures', () => {
  it('answers 500 internal_error without detail when the database is gone', async () => {
    const broken = await startTestServer();
    try {
      await broken.runtime.store.close();
      const res = await call(broken, 'GET', '/v1/audit-logs');
      expect(res.status).toBe(500);
      expectEnvelope(res, 'internal_error');
      expect(res.body.error.details).toEqual({});
      expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|\.ts:|\.js:/);
    } finally {
      await stopTestServer(broken); // closing the store again is a no-op

    }
  });

  it('withholds a result whose audit entry cannot be written', async () => {
    const broken = await startTestServer();
    try {
      await call(broken, 'GET', '/v1/status'); // the admin key is now cached: auth needs no database
      await broken.runtime.store.close();
      const res = await call(broken, 'POST', '/v1/detect', { json: { data: 'mail ann@example.com' } });
      expect(res.status).toBe(500);
      expectEnvelope(res, 'internal_error');
      expect(JSON.stringify(res.body)).not.toContain('ann@example.com');
      expect(JSON.stringify(res.body)).not.toContain('database');
    } finally {
      await stopTestServer(broken);
    }
  });
});
