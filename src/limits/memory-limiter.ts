/**
 * In-process limiter: one token bucket and one monthly counter per subject, in this process only.
 * Monthly counts of API keys start from the store's UsageRepo and are written back through a UsageRecorder,
 * so they survive restarts; other subjects (anonymous callers by IP) are counted in memory only.
 */
import { monthOf, type LimitDecision, type LimitPolicy, type RateLimiter } from './limiter.js';
import { buildDecision, refill, refusalReason } from './token-bucket.js';
import { persistedKeyId, type UsageRecorder } from './usage-recorder.js';

interface Bucket {
  tokens: number;
  updatedMs: number;
  /** When the bucket is full again; a full bucket equals a fresh one and may be forgotten. */
  fullAtMs: number;
}

interface MonthCount {
  month: string;
  used: number;
}

/** Above this many buckets, full ones are forgotten so per-IP subjects cannot grow memory without bound. */
const SWEEP_ABOVE = 10_000;

export class MemoryLimiter implements RateLimiter {
  readonly kind = 'memory';
  private readonly buckets = new Map<string, Bucket>();
  private readonly months = new Map<string, MonthCount>();
  private readonly loading = new Map<string, Promise<MonthCount>>();

  /** @param usage persists API keys' monthly counts; without it every count lives in memory only. */
  constructor(private readonly usage?: UsageRecorder) {}

  async consume(subject: string, policy: LimitPolicy, now = Date.now()): Promise<LimitDecision> {
    const count = await this.monthCount(subject, monthOf(now));
    return this.take(subject, policy, now, count);
  }

  consumeNow(subject: string, policy: LimitPolicy, now = Date.now()): LimitDecision | undefined {
    const month = monthOf(now);
    let count = this.months.get(subject);
    if (count?.month !== month) {
      // Only a persisted count needs loading; concurrent requests of that subject then all wait for the load
      // through consume(), and are served in arrival order.
      if (persistedKeyId(subject) !== undefined && this.usage) return undefined;
      count = { month, used: 0 };
      this.months.set(subject, count);
    }
    return this.take(subject, policy, now, count);
  }

  /** Synchronous, so concurrent consumes of one subject cannot interleave. */
  private take(subject: string, policy: LimitPolicy, now: number, count: MonthCount): LimitDecision {
    const bucket = this.buckets.get(subject);
    const tokens = bucket ? refill(bucket.tokens, bucket.updatedMs, now, policy) : policy.burst;
    const reason = refusalReason(tokens, count.used, policy);
    const tokensAfter = reason === undefined ? tokens - 1 : tokens;
    if (reason === undefined) {
      count.used += 1;
      const keyId = persistedKeyId(subject);
      if (keyId !== undefined) this.usage?.record(keyId, count.month);
    }
    if (!bucket && this.buckets.size >= SWEEP_ABOVE) this.sweep(now);
    const fullAtMs = now + ((policy.burst - tokensAfter) * 1000) / policy.ratePerSecond;
    if (bucket) {
      bucket.tokens = tokensAfter;
      bucket.updatedMs = Math.max(now, bucket.updatedMs);
      bucket.fullAtMs = fullAtMs;
    } else {
      this.buckets.set(subject, { tokens: tokensAfter, updatedMs: now, fullAtMs });
    }
    return buildDecision(policy, now, tokensAfter, count.used, reason);
  }

  async monthlyUsage(subject: string, now = Date.now()): Promise<number> {
    const month = monthOf(now);
    const known = this.months.get(subject);
    if (known?.month === month) return known.used;
    const keyId = persistedKeyId(subject);
    return keyId !== undefined && this.usage ? this.usage.repo.get(keyId, month) : 0;
  }

  async health(): Promise<'ok'> {
    return 'ok';
  }

  async close(): Promise<void> {
    await this.usage?.close();
  }

  /** This month's counter of the subject, loaded once per month from the UsageRepo for API keys. */
  private async monthCount(subject: string, month: string): Promise<MonthCount> {
    const known = this.months.get(subject);
    if (known?.month === month) return known;
    const keyId = persistedKeyId(subject);
    if (keyId === undefined || !this.usage) {
      const fresh = { month, used: 0 };
      this.months.set(subject, fresh);
      return fresh;
    }
    const id = `${subject}\u0000${month}`;
    let load = this.loading.get(id);
    if (!load) {
      const repo = this.usage.repo;
      load = repo.get(keyId, month).then((used) => {
        const loaded = { month, used };
        this.months.set(subject, loaded);
        return loaded;
      });
      load.finally(() => this.loading.delete(id)).catch(() => {});
      this.loading.set(id, load);
    }
    return load;
  }

  private sweep(now: number): void {
    for (const [subject, bucket] of this.buckets) {
      if (bucket.fullAtMs <= now && persistedKeyId(subject) === undefined) {
        this.buckets.delete(subject);
        this.months.delete(subject);
      }
    }
  }
}
