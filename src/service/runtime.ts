/**
 * Builds the service from the configuration, once: store (SQLite in the data directory, or PostgreSQL),
 * rate limiter (in process, or Redis), keys, audit, tokenization keys and the analyzer. The HTTP server and
 * the CLI share it, so both act on the same data directory.
 */
import { mkdirSync } from 'node:fs';
import type { Config } from '../config.js';
import { createAnalyzer } from '../engine/index.js';
import { createLimiter, type RateLimiter } from '../limits/index.js';
import { createMetrics, meterBudgets, type ServiceMetrics } from '../metrics/metrics.js';
import { openStore, type Store } from '../store/index.js';
import { AuditService } from './audit.js';
import type { BatchRunner } from './batch-runner.js';
import type { ServiceContext } from './context.js';
import { coalescedDetector } from './detector.js';
import { KeyService } from './keys.js';
import { TokenKeys, loadMasterSecret } from './token-keys.js';

export interface Runtime {
  config: Config;
  store: Store;
  limiter: RateLimiter;
  keys: KeyService;
  audit: AuditService;
  tokenKeys: TokenKeys;
  ctx: ServiceContext;
  startedAt: number;
  metrics: ServiceMetrics;
  /** Closes the limiter (flushing usage counts), then the store. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Operational messages (never secrets or data). */
  onEvent?: (msg: string) => void;
  batchRunner?: BatchRunner;
}

/** How long a node trusts a verified key before reading it again (see KeyService). */
const KEY_CACHE_TTL_MS = 500;

/** The configured store: SQLite in the data directory (created 0700 if absent), or PostgreSQL. */
export async function openConfiguredStore(config: Config): Promise<Store> {
  if (config.databaseUrl !== undefined) return openStore({ databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  return openStore({ dataDir: config.dataDir });
}

/** Opens the store, keeps PDPS_ADMIN_KEY's admin key, loads the tokenization keys. */
export async function openRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const store = await openConfiguredStore(config);
  try {
    const limiter = createLimiter({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, usage: store.usage, onEvent: opts.onEvent });
    const metrics = createMetrics({ store, limiter });
    store.budgets = meterBudgets(store.budgets, metrics);
    // Issue 8: a key revoked on one node is refused by every node within one second.
    const keys = new KeyService(store, KEY_CACHE_TTL_MS);
    if (config.adminKey !== undefined) await keys.ensureAdminKey(config.adminKey);
    const tokenKeys = new TokenKeys(store, loadMasterSecret(config.tokenKey, config.dataDir));
    await tokenKeys.init();
    const analyzer = createAnalyzer();
    const ctx: ServiceContext = {
      analyzer,
      detect: coalescedDetector(analyzer),
      store,
      tokenKeys,
      limits: config.limits,
      privacyBudget: config.privacyBudget,
      batchRunner: opts.batchRunner,
      now: Date.now,
    };
    return {
      config,
      store,
      limiter,
      keys,
      audit: new AuditService(store),
      tokenKeys,
      ctx,
      startedAt: Date.now(),
      metrics,
      async close() {
        await limiter.close();
        await store.close();
      },
    };
  } catch (err) {
    await store.close();
    throw err;
  }
}
