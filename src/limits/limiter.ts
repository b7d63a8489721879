/**
 * Rate-limit contract: a token bucket per subject (rate = requests/s, capacity = burst) plus a monthly quota.
 * In-process is the embedded default; Redis (REDIS_URL) shares state across nodes.
 * One shared contract suite (test/limits/limiter.contract.ts) runs against each.
 */

export interface LimitPolicy {
  /** Tokens added per second. */
  ratePerSecond: number;
  /** Bucket capacity (the plan's burst). */
  burst: number;
  /** Requests per calendar month (UTC); null = unlimited. */
  monthlyQuota: number | null;
}

export interface LimitDecision {
  allowed: boolean;
  /** X-RateLimit-Limit: the bucket capacity. */
  limit: number;
  /** X-RateLimit-Remaining: whole tokens left after this request. */
  remaining: number;
  /** X-RateLimit-Reset: Unix seconds when the bucket is full again. */
  resetUnix: number;
  /** Seconds to wait before retrying, when refused. */
  retryAfterS: number;
  /** Which limit refused the request. */
  reason?: 'burst' | 'monthly';
  /** Requests counted this month for the subject, after this one (0 when no quota is tracked). */
  usedThisMonth: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Takes one token for `subject` (e.g. `key:<id>` or `ip:<addr>`) under `policy`. */
  consume(subject: string, policy: LimitPolicy, now?: number): Promise<LimitDecision>;
  /**
   * The same as `consume`, answered synchronously when the limiter can (its state is in this process); undefined
   * when it cannot, and then nothing was taken. Saves the request hot path its promise turns.
   */
  consumeNow?(subject: string, policy: LimitPolicy, now?: number): LimitDecision | undefined;
  /** Requests counted this month for `subject`. */
  monthlyUsage(subject: string, now?: number): Promise<number>;
  /** For /v1/status: 'ok', or 'degraded' when running on a fallback. */
  health(): Promise<'ok' | 'degraded' | 'down'>;
  close(): Promise<void>;
}

/** Plan table of spec §8 (requests per second, burst, monthly). */
export const PLAN_LIMITS = {
  starter: { ratePerSecond: 100, burst: 500, monthlyQuota: 10_000_000 },
  growth: { ratePerSecond: 1_000, burst: 5_000, monthlyQuota: 100_000_000 },
  enterprise: { ratePerSecond: 10_000, burst: 50_000, monthlyQuota: null },
} as const satisfies Record<string, LimitPolicy>;

/** The month monthOf() computed last and the instants it spans, [start, end): it is asked on every request. */
let lastMonth = { name: '', startMs: 0, endMs: 0 };

/** `YYYY-MM` of a Unix-ms instant, UTC. */
export function monthOf(nowMs: number): string {
  if (nowMs >= lastMonth.startMs && nowMs < lastMonth.endMs) return lastMonth.name;
  const d = new Date(nowMs);
  const startMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const endMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  lastMonth = { name: d.toISOString().slice(0, 7), startMs, endMs };
  return lastMonth.name;
}
