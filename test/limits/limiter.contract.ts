/**
 * The limiter contract: every RateLimiter implementation runs this same suite. Time is injected through `now`,
 * so no test waits on the clock.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LimitPolicy, RateLimiter } from '../../src/limits/limiter.js';
import type { UsageRepo } from '../../src/store/store.js';

/** Fresh, isolated limiter state per test; limiters made by one fixture share that state. */
export interface LimiterFixture {
  make(opts: { usage?: UsageRepo }): RateLimiter;
  /** A real UsageRepo (a store's) that outlives the limiters of this test. */
  usage: UsageRepo;
  cleanup(): Promise<void>;
}

const policy = (over: Partial<LimitPolicy> = {}): LimitPolicy => ({
  ratePerSecond: 2,
  burst: 5,
  monthlyQuota: null,
  ...over,
});

/** 2026-11-23T10:00:00.000Z: a whole second, so header arithmetic is easy to read. */
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);

/** Registers the contract suite for one RateLimiter implementation. */
export function runLimiterContract(name: string, makeFixture: () => Promise<LimiterFixture>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let fixture: LimiterFixture;
    const made: RateLimiter[] = [];
    const make = (opts: { usage?: UsageRepo } = {}) => {
      const limiter = fixture.make(opts);
      made.push(limiter);
      return limiter;
    };

    beforeEach(async () => {
      fixture = await makeFixture();
    });
    afterEach(async () => {
      for (const l of made.splice(0)) await l.close();
      await fixture.cleanup();
    });

    it('allows the burst, then refuses with reason burst', async () => {
      const limiter = make();
      const p = policy();
      const decisions = [];
      for (let i = 0; i < 6; i++) decisions.push(await limiter.consume('key:a', p, T0));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
      expect(decisions.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
      expect(decisions[5]?.reason).toBe('burst');
      expect(decisions[4]?.reason).toBeUndefined();
    });

    it('reports limit, remaining, reset and retry-after', async () => {
      const limiter = make();
      const p = policy();
      const first = await limiter.consume('key:a', p, T0);
      // One token gone at 2 tokens/s: full again half a second later, rounded up to whole seconds.
      expect(first).toMatchObject({ allowed: true, limit: 5, remaining: 4, resetUnix: T0 / 1000 + 1, retryAfterS: 0 });
      for (let i = 0; i < 4; i++) await limiter.consume('key:a', p, T0);
      const refused = await limiter.consume('key:a', p, T0);
      // Empty bucket: 5 tokens take 2.5 s to return; one token takes 0.5 s, so retry after 1 whole second.
      expect(refused).toMatchObject({ allowed: false, limit: 5, remaining: 0, resetUnix: T0 / 1000 + 3, retryAfterS: 1 });
      const slow = await limiter.consume('key:slow', policy({ ratePerSecond: 0.1, burst: 1 }), T0);
      expect(slow.allowed).toBe(true);
      const slowRefused = await limiter.consume('key:slow', policy({ ratePerSecond: 0.1, burst: 1 }), T0 + 1000);
      // 0.1 token back after 1 s; 0.9 missing at 0.1/s = 9 s.
      expect(slowRefused).toMatchObject({ allowed: false, retryAfterS: 9, resetUnix: T0 / 1000 + 10 });
    });

    it('refills over time at the policy rate, never above the burst', async () => {
      const limiter = make();
      const p = policy();
      for (let i = 0; i < 5; i++) await limiter.consume('key:a', p, T0);
      expect((await limiter.consume('key:a', p, T0 + 400)).allowed).toBe(false);
      // 1 s at 2/s gives two tokens.
      const afterOne = await limiter.consume('key:a', p, T0 + 1000);
      expect(afterOne).toMatchObject({ allowed: true, remaining: 1 });
      expect((await limiter.consume('key:a', p, T0 + 1000)).allowed).toBe(true);
      expect((await limiter.consume('key:a', p, T0 + 1000)).allowed).toBe(false);
      // An hour later the bucket holds the burst, not 7,200 tokens.
      const later = await limiter.consume('key:a', p, T0 + 3_600_000);
      expect(later.remaining).toBe(4);
    });

    it('keeps subjects apart', async () => {
      const limiter = make();
      const p = policy({ burst: 1 });
      expect((await limiter.consume('key:a', p, T0)).allowed).toBe(true);
      expect((await limiter.consume('key:a', p, T0)).allowed).toBe(false);
      expect((await limiter.consume('key:b', p, T0)).allowed).toBe(true);
      expect((await limiter.consume('ip:192.0.2.1', p, T0)).allowed).toBe(true);
    });

    it('never allows more than the burst to concurrent callers', async () => {
      const limiter = make();
      const p = policy({ burst: 10, ratePerSecond: 1 });
      const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.consume('key:a', p, T0)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    });

    it('refuses over the monthly quota with reason monthly until the next month', async () => {
      const limiter = make();
      const p = policy({ burst: 100, monthlyQuota: 3 });
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('key:a', p, T0));
      expect(decisions.map((d) => d.usedThisMonth)).toEqual([1, 2, 3, 3]);
      const refused = decisions[3]!;
      expect(refused).toMatchObject({ allowed: false, reason: 'monthly' });
      // Until 2026-12-01T00:00:00Z.
      expect(refused.retryAfterS).toBe((Date.UTC(2026, 11, 1) - T0) / 1000);
      expect(await limiter.monthlyUsage('key:a', T0)).toBe(3);
      const nextMonth = await limiter.consume('key:a', p, Date.UTC(2026, 11, 1, 0, 0, 1));
      expect(nextMonth).toMatchObject({ allowed: true, usedThisMonth: 1 });
      // Looking at another month never disturbs the current count.
      await limiter.monthlyUsage('key:a', T0);
      expect(await limiter.monthlyUsage('key:a', Date.UTC(2026, 11, 2))).toBe(1);
      expect(await limiter.consume('key:a', p, Date.UTC(2026, 11, 2))).toMatchObject({ usedThisMonth: 2 });
    });

    it('does not count refused requests against the month', async () => {
      const limiter = make();
      const p = policy({ burst: 2, monthlyQuota: 100 });
      for (let i = 0; i < 5; i++) await limiter.consume('key:a', p, T0);
      expect(await limiter.monthlyUsage('key:a', T0)).toBe(2);
    });

    it('counts the month for unlimited plans too', async () => {
      const limiter = make();
      const p = policy({ monthlyQuota: null });
      for (let i = 0; i < 3; i++) await limiter.consume('key:a', p, T0);
      expect(await limiter.monthlyUsage('key:a', T0)).toBe(3);
      expect(await limiter.monthlyUsage('key:never', T0)).toBe(0);
    });

    it("keeps an API key's monthly count across a restart through the UsageRepo", async () => {
      const p = policy({ burst: 100, monthlyQuota: 5 });
      const first = make({ usage: fixture.usage });
      for (let i = 0; i < 4; i++) await first.consume('key:persisted', p, T0);
      await first.close();
      expect(await fixture.usage.get('persisted', '2026-11')).toBe(4);
      const second = make({ usage: fixture.usage });
      expect(await second.monthlyUsage('key:persisted', T0)).toBe(4);
      expect((await second.consume('key:persisted', p, T0)).allowed).toBe(true);
      expect(await second.consume('key:persisted', p, T0)).toMatchObject({ allowed: false, reason: 'monthly' });
      await second.close();
      expect(await fixture.usage.get('persisted', '2026-11')).toBe(5);
    });

    it('does not store anonymous per-IP counts', async () => {
      const limiter = make({ usage: fixture.usage });
      await limiter.consume('ip:192.0.2.7', policy(), T0);
      await limiter.close();
      expect(await fixture.usage.get('ip:192.0.2.7', '2026-11')).toBe(0);
      expect(await fixture.usage.get('192.0.2.7', '2026-11')).toBe(0);
    });

    it('reports ok health', async () => {
      expect(await make().health()).toBe('ok');
    });
  });
}
