/**
 * Redis limiter: one bucket and one monthly count per subject shared by every node (see consume-script.ts).
 *
 * Faults: commands never queue while Redis is away (enableOfflineQueue: false) and are given up after
 * COMMAND_TIMEOUT_MS (deadline.ts: not when the reply came while this process was busy), so a request never waits
 * on a dead Redis. On the first failure the limiter logs once and answers from per-node in-process buckets (health
 * 'degraded'); a probe pings Redis every PROBE_INTERVAL_MS and on success the limiter goes back to Redis and logs
 * the recovery. Requests counted during the fallback reach the UsageRepo but not Redis's monthly counter.
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { monthOf, type LimitDecision, type LimitPolicy, type RateLimiter } from '../limiter.js';
import type { MemoryLimiter } from '../memory-limiter.js';
import { buildDecision, nextMonthStartMs } from '../token-bucket.js';
import { persistedKeyId, type UsageRecorder } from '../usage-recorder.js';
import { CONSUME_LUA } from './consume-script.js';
import { withDeadline } from './deadline.js';

/**
 * ioredis, required when the first Redis limiter is built rather than when this module loads: the limiter factory
 * imports this module in every process, and a default server (in-process limits) should not carry the client.
 */
function redisClass(): typeof Redis {
  return (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;
}

const COMMAND_TIMEOUT_MS = 1_000;
/**
 * ioredis's own timeout, far behind ours: it only drops the commands a Redis that accepts but never answers would
 * otherwise leave queued on the connection.
 */
const COMMAND_BACKSTOP_MS = 10_000;
const CONNECT_TIMEOUT_MS = 2_000;
const PROBE_INTERVAL_MS = 1_000;
/** Monthly counters outlive their month by a day, so a node whose clock lags still finds the count. */
const MONTH_GRACE_MS = 86_400_000;

/** How long a monthly counter written at `now` lives: to the end of its month, plus the grace. */
function monthTtlMs(now: number): number {
  return nextMonthStartMs(now) + MONTH_GRACE_MS - now;
}

type ConsumeReply = [allowed: number, tokens: string, used: number, reason: string];

interface ScriptedRedis extends Redis {
  pdpsConsume(bucketKey: string, monthKey: string, ...args: (string | number)[]): Promise<ConsumeReply>;
}

export interface RedisLimiterOptions {
  redisUrl: string;
  keyPrefix: string;
  fallback: MemoryLimiter;
  usage: UsageRecorder | undefined;
  onEvent: (msg: string) => void;
}

export class RedisLimiter implements RateLimiter {
  readonly kind = 'redis';
  private readonly redis: ScriptedRedis;
  private readonly prefix: string;
  private readonly fallback: MemoryLimiter;
  private readonly usage: UsageRecorder | undefined;
  private readonly onEvent: (msg: string) => void;
  private degraded = false;
  private closed = false;
  private probe: NodeJS.Timeout | undefined;
  private readonly connected: Promise<void>;
  /** Subject/month pairs whose Redis counter was seeded from the UsageRepo by this process. */
  private readonly seeded = new Set<string>();

  constructor(opts: RedisLimiterOptions) {
    this.prefix = opts.keyPrefix;
    this.fallback = opts.fallback;
    this.usage = opts.usage;
    this.onEvent = opts.onEvent;
    const RedisClient = redisClass();
    this.redis = new RedisClient(opts.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_BACKSTOP_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Keep reconnecting in the background for as long as the process lives.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    }) as ScriptedRedis;
    this.redis.defineCommand('pdpsConsume', { numberOfKeys: 2, lua: CONSUME_LUA });
    // Errors also surface as failed commands; this listener only keeps ioredis from reporting them as unhandled
    // (its default report would print the host, and a URL can hold a password).
    this.redis.on('error', () => {});
    // Counters may have been lost with a restarted Redis: seed them again from the UsageRepo.
    this.redis.on('ready', () => this.seeded.clear());
    this.redis.on('close', () => this.degrade());
    this.connected = new Promise<void>((resolve) => {
      const settle = () => {
        this.redis.off('ready', settle);
        this.redis.off('close', settle);
        resolve();
      };
      this.redis.once('ready', settle);
      this.redis.once('close', settle);
    });
  }

  async consume(subject: string, policy: LimitPolicy, now = Date.now()): Promise<LimitDecision> {
    if (!(await this.useRedis())) return this.fallback.consume(subject, policy, now);
    const month = monthOf(now);
    try {
      await this.seed(subject, now);
      const [allowed, tokens, used, reason] = await withDeadline(
        this.redis.pdpsConsume(
          this.bucketKey(subject),
          this.monthKey(subject, month),
          now,
          policy.ratePerSecond,
          policy.burst,
          policy.monthlyQuota ?? -1,
          monthTtlMs(now),
        ),
        COMMAND_TIMEOUT_MS,
      );
      const keyId = persistedKeyId(subject);
      if (allowed === 1 && keyId !== undefined) this.usage?.record(keyId, month);
      const refusal = reason === 'burst' || reason === 'monthly' ? reason : undefined;
      return buildDecision(policy, now, Number(tokens), Number(used), refusal);
    } catch (err) {
      this.degrade(err);
      return this.fallback.consume(subject, policy, now);
    }
  }

  async monthlyUsage(subject: string, now = Date.now()): Promise<number> {
    if (!(await this.useRedis())) return this.fallback.monthlyUsage(subject, now);
    const month = monthOf(now);
    try {
      await this.seed(subject, now);
      return Number((await withDeadline(this.redis.get(this.monthKey(subject, month)), COMMAND_TIMEOUT_MS)) ?? 0);
    } catch (err) {
      this.degrade(err);
      return this.fallback.monthlyUsage(subject, now);
    }
  }

  async health(): Promise<'ok' | 'degraded'> {
    await this.connected;
    return this.degraded || this.redis.status !== 'ready' ? 'degraded' : 'ok';
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    this.redis.disconnect();
    await this.fallback.close();
  }

  /** Whether to ask Redis: after the first connection attempt settled, and while not degraded. */
  private async useRedis(): Promise<boolean> {
    await this.connected;
    if (this.redis.status !== 'ready') this.degrade();
    return !this.degraded;
  }

  private degrade(err?: unknown): void {
    if (this.degraded || this.closed) return;
    this.degraded = true;
    const code = (err as { code?: unknown } | undefined)?.code;
    // Only a code, never the error text: it can carry the host or URL.
    this.onEvent(
      `Redis unavailable${typeof code === 'string' ? ` (${code})` : ''}; rate limits fall back to per-node in-process buckets`,
    );
    this.probe = setInterval(() => void this.tryRecover(), PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private async tryRecover(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    try {
      await withDeadline(this.redis.ping(), COMMAND_TIMEOUT_MS);
    } catch {
      return;
    }
    if (!this.degraded) return;
    clearInterval(this.probe);
    this.degraded = false;
    this.onEvent('Redis reachable again; rate limits are shared across nodes');
  }

  /**
   * Starts a missing monthly counter of an API key from the UsageRepo (SET NX, so a live count always wins);
   * once per subject and month per connection. A failing UsageRepo is not fatal: the counter starts from Redis.
   */
  private async seed(subject: string, now: number): Promise<void> {
    const keyId = persistedKeyId(subject);
    const month = monthOf(now);
    const id = `${subject}\u0000${month}`;
    if (keyId === undefined || !this.usage || this.seeded.has(id)) return;
    let stored: number;
    try {
      stored = await this.usage.repo.get(keyId, month);
    } catch {
      return;
    }
    if (stored > 0) {
      const write = this.redis.set(this.monthKey(subject, month), stored, 'PX', monthTtlMs(now), 'NX');
      await withDeadline(write, COMMAND_TIMEOUT_MS);
    }
    this.seeded.add(id);
  }

  // The subject in braces is a Redis Cluster hash tag: both keys of a script call land on one slot.
  private bucketKey(subject: string): string {
    return `${this.prefix}{${subject}}:bucket`;
  }

  private monthKey(subject: string, month: string): string {
    return `${this.prefix}{${subject}}:month:${month}`;
  }
}
