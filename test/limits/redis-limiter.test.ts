import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLimiter } from '../../src/limits/index.js';
import type { LimitPolicy, RateLimiter } from '../../src/limits/limiter.js';
import { openStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/store.js';
import { TEST_REDIS_URL, closedPort, serviceAvailable, startTcpProxy, uniqueName } from '../support/services.js';
import { spin } from '../support/spin.js';
import { runLimiterContract } from './limiter.contract.js';

const available = await serviceAvailable('Redis');
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
const policy: LimitPolicy = { ratePerSecond: 1, burst: 5, monthlyQuota: 8 };

async function deletePrefix(admin: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await admin.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** A SQLite store in a temp dir, as the UsageRepo a limiter persists to. */
async function tempStore(): Promise<{ store: Store; dispose(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pdps-redis-limits-'));
  const store = await openStore({ dataDir: dir });
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.runIf(available)('Redis limiter', () => {
  const admin = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  afterAll(() => admin.quit());

  runLimiterContract('redis', async () => {
    const keyPrefix = `${uniqueName('pdps_test')}:`;
    const { store, dispose } = await tempStore();
    return {
      make: ({ usage }) => createLimiter({ redisUrl: TEST_REDIS_URL, keyPrefix, usage }),
      usage: store.usage,
      cleanup: async () => {
        await deletePrefix(admin, keyPrefix);
        await dispose();
      },
    };
  });

  describe('across nodes', () => {
    let keyPrefix: string;
    const limiters: RateLimiter[] = [];
    const make = (opts: Parameters<typeof createLimiter>[0] = {}) => {
      const l = createLimiter({ redisUrl: TEST_REDIS_URL, keyPrefix, ...opts });
      limiters.push(l);
      return l;
    };
    beforeEach(() => {
      keyPrefix = `${uniqueName('pdps_test')}:`;
    });
    afterEach(async () => {
      for (const l of limiters.splice(0)) await l.close();
      await deletePrefix(admin, keyPrefix);
    });

    it('shares one bucket between two limiter instances', async () => {
      const [a, b] = [make(), make()];
      const decisions = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).consume('key:shared', policy, T0)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect(await a.health()).toBe('ok');
    });

    it('shares the monthly quota between instances', async () => {
      const [a, b] = [make(), make()];
      const p = { ...policy, burst: 100 };
      for (let i = 0; i < 4; i++) await a.consume('key:m', p, T0);
      for (let i = 0; i < 4; i++) await b.consume('key:m', p, T0);
      expect(await a.consume('key:m', p, T0)).toMatchObject({ allowed: false, reason: 'monthly', usedThisMonth: 8 });
      expect(await b.monthlyUsage('key:m', T0)).toBe(8);
    });

    it('keeps its keys under the prefix', async () => {
      await make().consume('key:p', policy, T0);
      const keys = await admin.keys(`${keyPrefix}*`);
      expect(keys.sort()).toEqual([`${keyPrefix}{key:p}:bucket`, `${keyPrefix}{key:p}:month:2026-11`]);
      // Both expire: a bucket once full again, a monthly counter a day after its month (relative to `now`).
      expect(await admin.pttl(`${keyPrefix}{key:p}:bucket`)).toBeGreaterThan(0);
      const monthTtl = await admin.pttl(`${keyPrefix}{key:p}:month:2026-11`);
      expect(monthTtl).toBeGreaterThan(Date.UTC(2026, 11, 2) - T0 - 60_000);
      expect(monthTtl).toBeLessThanOrEqual(Date.UTC(2026, 11, 2) - T0);
    });

    it("starts a key's monthly count from the UsageRepo when Redis has none", async () => {
      const { store, dispose } = await tempStore();
      try {
        await store.usage.add('seeded', '2026-11', 7);
        const limiter = make({ usage: store.usage });
        expect(await limiter.consume('key:seeded', policy, T0)).toMatchObject({ allowed: true, usedThisMonth: 8 });
        expect(await limiter.consume('key:seeded', policy, T0)).toMatchObject({ allowed: false, reason: 'monthly' });
      } finally {
        for (const l of limiters.splice(0)) await l.close();
        await dispose();
      }
    });

    it('falls back to in-process buckets while Redis is cut off and returns when it is back', async () => {
      const proxy = await startTcpProxy(TEST_REDIS_URL);
      const events: string[] = [];
      try {
        const limiter = make({ redisUrl: `redis://127.0.0.1:${proxy.port}`, onEvent: (m) => events.push(m) });
        const other = make();
        expect((await limiter.consume('key:f', policy, T0)).allowed).toBe(true);
        expect(await limiter.health()).toBe('ok');

        await proxy.cut();
        const during = [];
        for (let i = 0; i < 7; i++) during.push(await limiter.consume('key:f', policy, T0));
        // A fresh per-node bucket: the burst again, then refusal.
        expect(during.map((d) => d.allowed)).toEqual([true, true, true, true, true, false, false]);
        expect(await limiter.health()).toBe('degraded');
        expect(events).toHaveLength(1);
        expect(events[0]).toMatch(/fall back/);

        await proxy.restore();
        await vi.waitFor(async () => expect(await limiter.health()).toBe('ok'), { timeout: 15_000, interval: 200 });
        expect(events).toHaveLength(2);
        // Back on the shared bucket: the other instance's consume is seen.
        await other.consume('key:f', policy, T0);
        expect(await limiter.consume('key:f', policy, T0)).toMatchObject({ allowed: true, remaining: 2 });
      } finally {
        await proxy.close();
      }
    });

    it('stays on Redis when this process was busy past the deadline while Redis answered', async () => {
      const events: string[] = [];
      const limiter = make({ onEvent: (m) => events.push(m) });
      await limiter.consume('key:busy', policy, T0);
      const second = limiter.consume('key:busy', policy, T0);
      // The command goes out; then this thread is busy past the one-second deadline, as in a GC pause.
      await new Promise((resolve) => setImmediate(resolve));
      spin(1_200);
      // The shared bucket's answer (a fresh per-node bucket would have 4 left), and no fallback.
      expect(await second).toMatchObject({ allowed: true, remaining: 3 });
      expect(await limiter.health()).toBe('ok');
      expect(events).toEqual([]);
    });

    it('falls back at its deadline when Redis accepts but never answers', async () => {
      const proxy = await startTcpProxy(TEST_REDIS_URL);
      const events: string[] = [];
      try {
        const limiter = make({ redisUrl: `redis://127.0.0.1:${proxy.port}`, onEvent: (m) => events.push(m) });
        expect((await limiter.consume('key:h', policy, T0)).allowed).toBe(true);
        proxy.stall();
        expect(await limiter.consume('key:h', policy, T0)).toMatchObject({ allowed: true, remaining: 4 });
        expect(await limiter.health()).toBe('degraded');
        // Our deadline's code: ioredis's own timeout (the backstop, ten seconds) carries none.
        expect(events).toEqual([expect.stringMatching(/^Redis unavailable \(ETIMEDOUT\); rate limits fall back/)]);
      } finally {
        await proxy.close();
      }
    });
  });
});

describe('Redis limiter without a server', () => {
  it('limits per node, reports degraded and logs once without the password', async () => {
    const events: string[] = [];
    const password = 'R3dis-Secret-Pw';
    const limiter = createLimiter({
      redisUrl: `redis://:${password}@127.0.0.1:${await closedPort()}`,
      onEvent: (m) => events.push(m),
    });
    try {
      const decisions = [];
      for (let i = 0; i < 6; i++) decisions.push(await limiter.consume('key:x', policy, T0));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
      expect(decisions[5]).toMatchObject({ reason: 'burst', limit: 5, remaining: 0 });
      expect(await limiter.monthlyUsage('key:x', T0)).toBe(5);
      expect(await limiter.health()).toBe('degraded');
      expect(events).toHaveLength(1);
      expect(events.join('\n')).not.toContain(password);
    } finally {
      await limiter.close();
    }
  });
});
