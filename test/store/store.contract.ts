/**
 * The store contract: every Store implementation runs this same suite (hono's router common.case style).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKeyRecord, AuditEntry, Store } from '../../src/store/store.js';

/** A fresh, isolated database per test: `open()` may be called again to reopen it; `cleanup()` drops it. */
export interface StoreFixture {
  open(): Promise<Store>;
  cleanup(): Promise<void>;
}

function keyRecord(id: string, createdAt: string, over: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return {
    id,
    name: `name of ${id}`,
    plan: 'growth',
    scopes: ['process', 'detect'],
    tenantId: `tenant_${id}`,
    secretHash: `hash-${id}`,
    createdAt,
    revokedAt: null,
    ...over,
  };
}

function auditEntry(i: number, tenantId: string, timestamp: string): AuditEntry {
  return {
    timestamp,
    requestId: `req_${String(i).padStart(4, '0')}`,
    tenantId,
    keyId: `key_${tenantId}`,
    action: i % 2 ? 'detect' : 'process',
    entitiesDetected: i,
    entityCounts: i ? { EMAIL: i } : {},
    methodUsed: i % 2 ? null : 'redaction',
    userAgent: 'contract-test/1.0',
    ipAddress: '192.0.2.10',
    status: 200,
  };
}

/** Day `d` of November 2026 at `h` o'clock UTC, ISO 8601 with milliseconds. */
const at = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h, 0, 0, 0)).toISOString();

/** Registers the contract suite for one Store implementation. */
export function runStoreContract(name: string, makeFixture: () => Promise<StoreFixture>): void {
  describe(`Store contract: ${name}`, () => {
    let fixture: StoreFixture;
    let store: Store;
    const opened: Store[] = [];
    const open = async () => {
      const s = await fixture.open();
      opened.push(s);
      return s;
    };

    beforeEach(async () => {
      fixture = await makeFixture();
      store = await open();
    });
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
      await fixture.cleanup();
    });

    it('pings while open', async () => {
      expect(await store.ping()).toBe(true);
    });

    describe('keys', () => {
      it('inserts and finds a key with every field intact', async () => {
        const record = keyRecord('key_a', at(1), { scopes: ['admin', 'audit:read'], plan: 'enterprise' });
        await store.keys.insert(record);
        expect(await store.keys.findById('key_a')).toEqual(record);
        expect(await store.keys.findById('key_missing')).toBeUndefined();
      });

      it('refuses a duplicate id', async () => {
        await store.keys.insert(keyRecord('key_a', at(1)));
        await expect(store.keys.insert(keyRecord('key_a', at(2)))).rejects.toThrow();
      });

      it('lists newest first, revoked keys included', async () => {
        await store.keys.insert(keyRecord('key_old', at(1)));
        await store.keys.insert(keyRecord('key_new', at(3)));
        await store.keys.insert(keyRecord('key_mid', at(2)));
        expect(await store.keys.revoke('key_mid', at(4))).toBe(true);
        const list = await store.keys.list();
        expect(list.map((k) => k.id)).toEqual(['key_new', 'key_mid', 'key_old']);
        expect(list[1]?.revokedAt).toBe(at(4));
      });

      it('revokes an active key once', async () => {
        await store.keys.insert(keyRecord('key_a', at(1)));
        expect(await store.keys.revoke('key_a', at(2))).toBe(true);
        expect(await store.keys.revoke('key_a', at(3))).toBe(false);
        expect(await store.keys.revoke('key_missing', at(3))).toBe(false);
        expect((await store.keys.findById('key_a'))?.revokedAt).toBe(at(2));
      });
    });

    describe('audit', () => {
      async function seed(): Promise<AuditEntry[]> {
        // Days 1..6 alternating tenants; appended out of time order to prove ordering is by timestamp.
        const entries = [3, 1, 5, 2, 6, 4].map((d) => auditEntry(d, d % 2 ? 'tenant_odd' : 'tenant_even', at(d)));
        for (const e of entries) await store.audit.append(e);
        return entries;
      }

      it('reads every field back, newest first, with the total', async () => {
        const entries = await seed();
        const { total, entries: page } = await store.audit.query({ limit: 100, offset: 0 });
        expect(total).toBe(6);
        expect(page).toEqual([...entries].sort((a, b) => b.timestamp.localeCompare(a.timestamp)));
      });

      it('filters by tenant', async () => {
        await seed();
        const { total, entries } = await store.audit.query({ tenantId: 'tenant_odd', limit: 100, offset: 0 });
        expect(total).toBe(3);
        expect(entries.map((e) => e.timestamp)).toEqual([at(5), at(3), at(1)]);
        expect(entries.every((e) => e.tenantId === 'tenant_odd')).toBe(true);
      });

      it('treats start and end as inclusive bounds', async () => {
        await seed();
        const q = await store.audit.query({ start: at(2), end: at(4), limit: 100, offset: 0 });
        expect(q.total).toBe(3);
        expect(q.entries.map((e) => e.timestamp)).toEqual([at(4), at(3), at(2)]);
        const justAfter = new Date(Date.parse(at(2)) + 1).toISOString();
        expect((await store.audit.query({ start: justAfter, end: at(4), limit: 100, offset: 0 })).total).toBe(2);
      });

      it('takes a date-only end as the whole UTC day', async () => {
        await seed();
        const q = await store.audit.query({ start: '2026-11-02', end: '2026-11-03', limit: 100, offset: 0 });
        expect(q.entries.map((e) => e.timestamp)).toEqual([at(3), at(2)]);
      });

      it('pages with limit and offset while total counts every match', async () => {
        await seed();
        const page = await store.audit.query({ limit: 2, offset: 1 });
        expect(page.total).toBe(6);
        expect(page.entries.map((e) => e.timestamp)).toEqual([at(5), at(4)]);
        const past = await store.audit.query({ limit: 2, offset: 10 });
        expect(past).toEqual({ total: 6, entries: [] });
      });

      it('orders entries of the same millisecond by arrival, newest first', async () => {
        for (const i of [1, 2, 3]) await store.audit.append(auditEntry(i, 't', at(7)));
        const { entries } = await store.audit.query({ limit: 10, offset: 0 });
        expect(entries.map((e) => e.requestId)).toEqual(['req_0003', 'req_0002', 'req_0001']);
      });

      it('lands every one of 200 concurrent appends', async () => {
        const entries = Array.from({ length: 200 }, (_, i) => auditEntry(i, i % 2 ? 'tenant_odd' : 'tenant_even', at(8)));
        await Promise.all(entries.map((e) => store.audit.append(e)));
        const { total, entries: page } = await store.audit.query({ limit: 500, offset: 0 });
        expect(total).toBe(200);
        expect(new Set(page.map((e) => e.requestId))).toEqual(new Set(entries.map((e) => e.requestId)));
      });

      it('keeps entries across close and reopen', async () => {
        const entries = await seed();
        await store.close();
        const reopened = await open();
        const { total, entries: page } = await reopened.audit.query({ limit: 100, offset: 0 });
        expect(total).toBe(entries.length);
        expect(new Set(page.map((e) => e.requestId))).toEqual(new Set(entries.map((e) => e.requestId)));
      });
    });

    describe('usage', () => {
      it('adds per key and month and returns the new count', async () => {
        expect(await store.usage.get('key_a', '2026-11')).toBe(0);
        expect(await store.usage.add('key_a', '2026-11', 3)).toBe(3);
        expect(await store.usage.add('key_a', '2026-11', 4)).toBe(7);
        expect(await store.usage.add('key_a', '2026-12', 1)).toBe(1);
        expect(await store.usage.add('key_b', '2026-11', 2)).toBe(2);
        expect(await store.usage.get('key_a', '2026-11')).toBe(7);
        expect(await store.usage.get('key_a', '2026-12')).toBe(1);
      });

      it('counts concurrent adds exactly', async () => {
        await Promise.all(Array.from({ length: 50 }, () => store.usage.add('key_a', '2026-11', 1)));
        expect(await store.usage.get('key_a', '2026-11')).toBe(50);
      });
    });

    describe('budgets', () => {
      it('spends until the limit and refuses beyond it', async () => {
        expect(await store.budgets.trySpend('key_a', '2026-11', 0.4, 1)).toEqual({ spent: true, total: 0.4 });
        expect(await store.budgets.trySpend('key_a', '2026-11', 0.4, 1)).toEqual({ spent: true, total: 0.8 });
        const refused = await store.budgets.trySpend('key_a', '2026-11', 0.4, 1);
        expect(refused.spent).toBe(false);
        expect(refused.total).toBeCloseTo(0.8, 12);
        expect(await store.budgets.get('key_a', '2026-11')).toBeCloseTo(0.8, 12);
        expect(await store.budgets.get('key_a', '2026-12')).toBe(0);
      });

      it('fits ten spends of 0.1 into a limit of 1.0 despite binary rounding', async () => {
        const results = [];
        for (let i = 0; i < 11; i++) results.push(await store.budgets.trySpend('key_a', 'p', 0.1, 1));
        expect(results.filter((r) => r.spent)).toHaveLength(10);
      });

      it('refuses a first spend larger than the limit', async () => {
        expect(await store.budgets.trySpend('key_a', 'p', 2, 1)).toEqual({ spent: false, total: 0 });
      });

      it('never exceeds the limit under concurrent spends', async () => {
        const results = await Promise.all(
          Array.from({ length: 40 }, () => store.budgets.trySpend('key_a', 'p', 0.25, 5)),
        );
        expect(results.filter((r) => r.spent)).toHaveLength(20);
        expect(await store.budgets.get('key_a', 'p')).toBeCloseTo(5, 9);
      });
    });

    describe('token keys', () => {
      const tk = (version: number, byte: number) => ({
        version,
        wrappedKey: Buffer.alloc(40, byte),
        createdAt: at(version),
      });

      it('lists versions ascending with their bytes', async () => {
        expect(await store.tokenKeys.list()).toEqual([]);
        expect(await store.tokenKeys.insert(tk(2, 0xb2))).toBe(true);
        expect(await store.tokenKeys.insert(tk(1, 0xa1))).toBe(true);
        const list = await store.tokenKeys.list();
        expect(list.map((r) => r.version)).toEqual([1, 2]);
        expect(Buffer.compare(list[0]!.wrappedKey, Buffer.alloc(40, 0xa1))).toBe(0);
        expect(list[1]!.createdAt).toBe(at(2));
      });

      it('lets exactly one of two racing inserts of a version win', async () => {
        const outcomes = await Promise.all([store.tokenKeys.insert(tk(1, 1)), store.tokenKeys.insert(tk(1, 2))]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await store.tokenKeys.insert(tk(1, 3))).toBe(false);
        const list = await store.tokenKeys.list();
        expect(list).toHaveLength(1);
      });
    });
  });
}
