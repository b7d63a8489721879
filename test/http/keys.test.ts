/** POST/GET/DELETE /v1/keys (admin scope) and PDPS_ADMIN_KEY (decisions.md "Keys, scopes, plans"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, restartTestServer, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

describe('POST /v1/keys', () => {
  it('creates a key shown once, usable at once', async () => {
    const res = await call(server, 'POST', '/v1/keys', { json: { name: 'ci', plan: 'growth', scopes: ['process', 'detect'] } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['created_at', 'id', 'key', 'name', 'plan', 'request_id', 'scopes', 'tenant_id']);
    expect(res.body).toMatchObject({ name: 'ci', plan: 'growth', scopes: ['process', 'detect'] });
    expect(res.body.id).toMatch(/^key_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(res.body.key.startsWith(`${res.body.id}.`)).toBe(true);
    expect(res.body.key.length).toBeGreaterThan(60);
    expect((await call(server, 'POST', '/v1/detect', { key: res.body.key, json: { data: 'x' } })).status).toBe(200);
    const list = await call(server, 'GET', '/v1/keys');
    expect(JSON.stringify(list.body)).not.toContain(res.body.key.split('.')[1]);
  });

  it('validates name, plan and scopes', async () => {
    const cases: [unknown, string, string][] = [
      [{ plan: 'growth', scopes: ['detect'] }, 'name', 'missing'],
      [{ name: 'x', plan: 'gold', scopes: ['detect'] }, 'plan', 'invalid'],
      [{ name: 'x', plan: 'growth', scopes: ['root'] }, 'scopes[0]', 'invalid'],
      [{ name: 'x', plan: 'growth', scopes: [] }, 'scopes', 'invalid'],
      [{ name: 'x', plan: 'growth', scopes: ['detect'], tenant_id: 'nope' }, 'tenant_id', 'invalid'],
    ];
    for (const [json, parameter, type] of cases) {
      const res = await call(server, 'POST', '/v1/keys', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.details).toMatchObject({ parameter, type });
    }
  });
});

describe('GET /v1/keys and DELETE /v1/keys/:id', () => {
  it('lists keys newest first without secrets, and revokes', async () => {
    const a = await createKey(server, ['detect']);
    const b = await createKey(server, ['detect']);
    const list = await call(server, 'GET', '/v1/keys');
    expect(list.status).toBe(200);
    const ids = list.body.keys.map((k: any) => k.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    for (const k of list.body.keys) {
      expect(k).not.toHaveProperty('key');
      expect(k).not.toHaveProperty('secretHash');
    }
    const revoked = await call(server, 'DELETE', `/v1/keys/${a.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.id).toBe(a.id);
    expect(revoked.body.revoked_at).toMatch(/Z$/);
    expect((await call(server, 'DELETE', `/v1/keys/${a.id}`)).status).toBe(404);
    const unknown = await call(server, 'DELETE', '/v1/keys/key_nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('audits key management', async () => {
    const created = await createKey(server, ['detect']);
    const logs = await call(server, 'GET', '/v1/audit-logs?limit=1');
    expect(logs.body.logs[0]).toMatchObject({ action: 'keys.create', status: 201, entities_detected: 0 });
    expect(JSON.stringify(logs.body)).not.toContain(created.key);
  });
});

describe('PDPS_ADMIN_KEY', () => {
  it('keeps the same admin key across restarts and replaces it when the variable changes', async () => {
    const own = await startTestServer();
    let current = own;
    try {
      const before = (await call(current, 'GET', '/v1/keys')).body.keys.filter((k: any) => k.name.startsWith('admin'));
      expect(before).toHaveLength(1);
      expect(before[0]).toMatchObject({ plan: 'enterprise', revoked_at: null });
      expect(before[0].scopes).toEqual(expect.arrayContaining(['process', 'detect', 'batch', 'protect', 'detokenize', 'audit:read', 'admin']));
      current = await restartTestServer(current);
      const again = (await call(current, 'GET', '/v1/keys')).body.keys.filter((k: any) => k.name.startsWith('admin'));
      expect(again.map((k: any) => k.id)).toEqual([before[0].id]);
      current = await restartTestServer(Object.assign(current, { env: { ...current.env, PDPS_ADMIN_KEY: 'another-admin-key-987' } }));
      expect((await call(current, 'GET', '/v1/keys')).status).toBe(401); // the old PDPS_ADMIN_KEY
      const list = await call(current, 'GET', '/v1/keys', { key: 'another-admin-key-987' });
      expect(list.status).toBe(200);
      const old = list.body.keys.find((k: any) => k.id === before[0].id);
      expect(old.revoked_at).not.toBeNull();
    } finally {
      await stopTestServer(current);
    }
  });
});
