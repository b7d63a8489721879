/** KeyService: random keys stored as hashes, constant-time verification, admin key from the environment. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TENANT, KeyService, hashSecret } from '../../src/service/keys.js';
import { openStore, type Store } from '../../src/store/index.js';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pdps-keys-'));
  store = await openStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('KeyService', () => {
  it('creates distinct random keys and stores only the hash of the secret', async () => {
    const keys = new KeyService(store);
    const a = await keys.create({ name: 'a', plan: 'starter', scopes: ['detect'] });
    const b = await keys.create({ name: 'b', plan: 'starter', scopes: ['detect'] });
    expect(a.key).not.toBe(b.key);
    const [id, secret] = a.key.split('.') as [string, string];
    expect(id).toBe(a.view.id);
    const record = await store.keys.findById(id);
    expect(record?.secretHash).toBe(hashSecret(secret));
    expect(record?.secretHash).not.toContain(secret);
    expect(a.view.tenant_id).not.toBe(b.view.tenant_id);
  });

  it('authenticates the exact key only', async () => {
    const keys = new KeyService(store);
    const { key, view } = await keys.create({ name: 'a', plan: 'growth', scopes: ['detect', 'process'] });
    const caller = await keys.authenticate(key);
    expect(caller).toMatchObject({ keyId: view.id, tenantId: view.tenant_id, plan: 'growth' });
    expect([...(caller?.scopes ?? [])].sort()).toEqual(['detect', 'process']);
    expect(await keys.authenticate(`${key}x`)).toBeUndefined();
    expect(await keys.authenticate(key.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).toBeUndefined();
    expect(await keys.authenticate('')).toBeUndefined();
    expect(await keys.authenticate('x'.repeat(10_000))).toBeUndefined();
  });

  it('refuses a revoked key even while it is cached', async () => {
    const keys = new KeyService(store, 60_000);
    const { key, view } = await keys.create({ name: 'a', plan: 'starter', scopes: ['detect'] });
    expect(await keys.authenticate(key)).toBeDefined();
    await keys.revoke(view.id);
    expect(await keys.authenticate(key)).toBeUndefined();
  });

  it('recognises a verified token synchronously until its key is revoked or its cache entry expires', async () => {
    let now = 1_000_000;
    const keys = new KeyService(store, 2000, () => now);
    const { key, view } = await keys.create({ name: 'a', plan: 'starter', scopes: ['detect'] });
    const other = await keys.create({ name: 'b', plan: 'starter', scopes: ['detect'] });
    expect(keys.cachedCaller(key)).toBeNull();
    const caller = await keys.authenticate(key);
    expect(keys.cachedCaller(key)).toBe(caller);
    expect(keys.cachedCaller(`${key}x`)).toBeNull();
    now += 2001;
    expect(keys.cachedCaller(key)).toBeNull();
    expect(await keys.authenticate(key)).toMatchObject({ keyId: view.id });
    await keys.authenticate(other.key);
    await keys.revoke(view.id);
    expect(keys.cachedCaller(key)).toBeNull();
    expect(await keys.authenticate(key)).toBeUndefined();
    expect(keys.cachedCaller(other.key)).toMatchObject({ keyId: other.view.id });
  });

  it('sees a revocation made elsewhere once the cache entry expires', async () => {
    let now = 1_000_000;
    const keys = new KeyService(store, 2000, () => now);
    const elsewhere = new KeyService(store);
    const { key, view } = await keys.create({ name: 'a', plan: 'starter', scopes: ['detect'] });
    expect(await keys.authenticate(key)).toBeDefined();
    await elsewhere.revoke(view.id);
    now += 2001;
    expect(await keys.authenticate(key)).toBeUndefined();
  });

  it('answers from an expired cache entry while the database is unreachable, and only from there', async () => {
    let now = 1_000_000;
    const keys = new KeyService(store, 500, () => now);
    const { key } = await keys.create({ name: 'a', plan: 'starter', scopes: ['detect'] });
    const unseen = await keys.create({ name: 'b', plan: 'starter', scopes: ['detect'] });
    const revoked = await keys.create({ name: 'c', plan: 'starter', scopes: ['detect'] });
    expect(await keys.authenticate(key)).toBeDefined();
    await keys.revoke(revoked.view.id);
    await store.close();
    now += 10_000;
    expect(await keys.authenticate(key)).toMatchObject({ plan: 'starter' });
    expect(await keys.authenticate(revoked.key)).toBeUndefined();
    await expect(keys.authenticate(unseen.key)).rejects.toThrow();
    store = await openStore({ dataDir: dir });
  });

  it('keeps one admin key per PDPS_ADMIN_KEY value, with every scope on enterprise', async () => {
    const keys = new KeyService(store);
    const first = await keys.ensureAdminKey('operator-chosen-secret');
    const again = await keys.ensureAdminKey('operator-chosen-secret');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ plan: 'enterprise', tenant_id: ADMIN_TENANT });
    expect(first.scopes).toHaveLength(7);
    expect(await keys.authenticate('operator-chosen-secret')).toMatchObject({ keyId: first.id });
    const replaced = await keys.ensureAdminKey('a-new-operator-secret');
    expect(replaced.id).not.toBe(first.id);
    expect(await keys.authenticate('operator-chosen-secret')).toBeUndefined();
    expect((await keys.list()).filter((k) => k.revoked_at === null && k.id.startsWith('key_admin_'))).toHaveLength(1);
  });
});
