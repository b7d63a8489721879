import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../src/limits/index.js';
import { openStore } from '../../src/store/index.js';
import { runLimiterContract } from './limiter.contract.js';

runLimiterContract('in-process', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pdps-limits-'));
  const store = await openStore({ dataDir: dir });
  return {
    make: ({ usage }) => createLimiter({ usage }),
    usage: store.usage,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('in-process limiter memory bound', () => {
  it('forgets idle anonymous subjects once over 10,000, but never API keys', async () => {
    const limiter = createLimiter({});
    const p = { ratePerSecond: 1, burst: 1, monthlyQuota: null };
    const t0 = Date.UTC(2026, 10, 23);
    await limiter.consume('key:kept', p, t0);
    for (let i = 0; i < 10_000; i++) await limiter.consume(`ip:10.0.${i >> 8}.${i & 255}`, p, t0);
    expect(await limiter.monthlyUsage('ip:10.0.0.1', t0)).toBe(1);
    // A minute later every bucket is full again; the next new subject triggers the sweep.
    await limiter.consume('ip:192.0.2.1', p, t0 + 60_000);
    expect(await limiter.monthlyUsage('ip:10.0.0.1', t0 + 60_000)).toBe(0);
    expect(await limiter.monthlyUsage('key:kept', t0 + 60_000)).toBe(1);
    await limiter.close();
  });
});

describe('in-process limiter synchronous path', () => {
  it('answers consumeNow like consume, and defers to consume while a persisted count is not loaded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdps-limits-'));
    const store = await openStore({ dataDir: dir });
    try {
      await store.usage.add('k1', '2026-11', 7);
      const limiter = createLimiter({ usage: store.usage });
      const p = { ratePerSecond: 1, burst: 3, monthlyQuota: 9 };
      const t0 = Date.UTC(2026, 10, 23);
      expect(limiter.consumeNow?.('key:k1', p, t0)).toBeUndefined();
      expect(await limiter.consume('key:k1', p, t0)).toMatchObject({ allowed: true, remaining: 2, usedThisMonth: 8 });
      expect(limiter.consumeNow?.('key:k1', p, t0)).toMatchObject({ allowed: true, remaining: 1, usedThisMonth: 9 });
      expect(limiter.consumeNow?.('key:k1', p, t0)).toMatchObject({ allowed: false, reason: 'monthly', usedThisMonth: 9 });
      // Anonymous subjects are never persisted: decided at once, from the first request.
      expect(limiter.consumeNow?.('ip:192.0.2.1', p, t0)).toMatchObject({ allowed: true, remaining: 2 });
      await limiter.close();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
