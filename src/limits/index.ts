/**
 * Limiter factory: in-process buckets by default, Redis (shared by every node) when a Redis URL is given.
 */
import type { UsageRepo } from '../store/store.js';
import type { RateLimiter } from './limiter.js';
import { MemoryLimiter } from './memory-limiter.js';
import { RedisLimiter } from './redis/redis-limiter.js';
import { UsageRecorder } from './usage-recorder.js';

export type { LimitDecision, LimitPolicy, RateLimiter } from './limiter.js';
export { PLAN_LIMITS, monthOf } from './limiter.js';

/** Options of {@link createLimiter}. */
export interface LimiterOptions {
  /** `redis://…`; when absent, limits are kept in this process. */
  redisUrl?: string;
  /** Prefix of every Redis key (default `pdps:`), so several deployments or tests can share one Redis. */
  keyPrefix?: string;
  /**
   * Where API keys' monthly counts persist across restarts (the store's UsageRepo): subjects `key:<id>` are stored
   * under `<id>`, written in batches every second (a crash loses at most the last second's counts).
   */
  usage?: UsageRepo;
  /** Operational events (fallbacks, recoveries, failed writes) for the log; never carries secrets. */
  onEvent?: (msg: string) => void;
}

/**
 * Creates the configured limiter.
 * @example const limiter = createLimiter({ usage: store.usage, onEvent: (msg) => log.warn(msg) });
 */
export function createLimiter(opts: LimiterOptions): RateLimiter {
  const onEvent = opts.onEvent ?? (() => {});
  const recorder = opts.usage && new UsageRecorder(opts.usage, onEvent);
  const memory = new MemoryLimiter(recorder);
  if (opts.redisUrl === undefined) return memory;
  return new RedisLimiter({
    redisUrl: opts.redisUrl,
    keyPrefix: opts.keyPrefix ?? 'pdps:',
    // The fallback shares the recorder, so API keys' monthly counts keep reaching the UsageRepo while degraded.
    fallback: memory,
    usage: recorder,
    onEvent,
  });
}
