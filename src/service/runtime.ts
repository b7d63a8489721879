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
import type { ApiKeyRecord, KeyRepo } from '../store/store.js';
import { AuditService } from './audit.js';
import type { BatchRunner } from './batch-runner.js';
import type { ServiceContext } from './context.js';
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

/** Keys remembered for an outage (see rememberingKeys), at most; the oldest is forgotten first. */
const REMEMBERED_KEYS = 10_000;

/**
 * The key repository as KeyService reads it: while the database cannot be reached, a key this node has verified
 * from the database before is found in memory, so GET /v1/status can still answer `degraded` (issue 8). Nothing is
 * acknowledged on that basis: data calls still fail closed on their audit write, and no key can be created or
 * revoked while the database is away.
 */
function rememberingKeys(repo: KeyRepo): KeyRepo {
  const known = new Map<string, ApiKeyRecord>();
  return {
    insert: (record) => repo.insert(record),
    list: () => repo.list(),
    revoke: (id, at) => repo.revoke(id, at),
    async findById(id) {
      let record: ApiKeyRecord | undefined;
      try {
        record = await repo.findById(id);
      } catch (err) {
        const remembered = known.get(id);
        if (remembered === undefined) throw err;
        return remembered;
      }
      known.delete(id);
      if (record !== undefined) known.set(id, record);
      if (known.size > REMEMBERED_KEYS) known.delete(known.keys().next().value as string);
      return record;
    },
  };
}

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
    store.keys = rememberingKeys(store.keys);
    // Issue 8: a key revoked on one node is refused by every node within one second.
    const keys = new KeyService(store, KEY_CACHE_TTL_MS);
    if (config.adminKey !== undefined) await keys.ensureAdminKey(config.adminKey);
    const tokenKeys = new TokenKeys(store, loadMasterSecret(config.tokenKey, config.dataDir));
    await tokenKeys.init();
    const ctx: ServiceContext = {
      analyzer: createAnalyzer(),
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
