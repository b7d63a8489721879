/**
 * Environment → typed configuration, validated once at boot (a bad value stops start-up with a clear message).
 * Every variable is listed in README.md; the limit defaults are the ones decisions.md states.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Request limits (decisions.md "Request validation"); over a limit → 400 `too_large`. */
export interface RequestLimits {
  /** Whole request body, bytes (10 MiB). */
  bodyBytes: number;
  /** One `data` value, UTF-16 code units (1 MiB of text). */
  textLength: number;
  /** Documents in one `/v1/batch` request. */
  batchDocuments: number;
  /** JSON nesting depth of `data`. */
  depth: number;
  /** Entries in `custom_patterns`. */
  customPatterns: number;
  /** Length of one custom pattern. */
  patternLength: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Bearer key that is kept as an admin key (every scope, enterprise plan) at start-up. */
  adminKey?: string;
  /** Master secret for tokenization keys; when absent a key file in dataDir is used. */
  tokenKey?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  nodeEnv: string;
  databaseUrl?: string;
  /** PostgreSQL schema for pdps's tables (several deployments or test clusters can share one database). */
  databaseSchema?: string;
  redisUrl?: string;
  /** Prefix of every Redis key (default `pdps:`), so several deployments can share one Redis. */
  redisKeyPrefix?: string;
  /**
   * Addresses or CIDRs of the load balancers whose X-Forwarded-For is believed (audit `ip_address`, anonymous
   * per-IP limits); undefined trusts no proxy, so the client is the peer address.
   */
  trustProxy?: string;
  /** When set, GET /metrics is served on this port only (no auth) instead of on the API port behind `admin`. */
  metricsPort?: number;
  limits: RequestLimits;
  /** Worker threads for `/v1/batch` with `parallel: true`. */
  workers: number;
  /** Differential-privacy budget: total epsilon one API key may spend per calendar month (UTC). */
  privacyBudget: number;
  /** Grace period for in-flight requests on SIGTERM/SIGINT before the process exits anyway. */
  shutdownTimeoutMs: number;
}

export const DEFAULT_LIMITS: RequestLimits = {
  bodyBytes: 10 * 1024 * 1024,
  textLength: 1024 * 1024,
  batchDocuments: 1000,
  depth: 64,
  customPatterns: 100,
  patternLength: 1000,
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Thrown for an invalid environment; the message names the variable, never its value. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration from `env` (default `process.env`). */
export function loadConfig(env: Env = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const adminKey = nonEmpty(env, 'PDPS_ADMIN_KEY');
  if (adminKey !== undefined && adminKey.length < 8) {
    throw new ConfigError('PDPS_ADMIN_KEY must be at least 8 characters long');
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: nonEmpty(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env, 'PDPS_DATA_DIR') ?? './data'),
    adminKey,
    tokenKey: nonEmpty(env, 'PDPS_TOKEN_KEY'),
    logLevel: logLevel as Config['logLevel'],
    nodeEnv: nonEmpty(env, 'NODE_ENV') ?? 'development',
    databaseUrl: nonEmpty(env, 'DATABASE_URL'),
    databaseSchema: nonEmpty(env, 'PDPS_DATABASE_SCHEMA'),
    redisUrl: nonEmpty(env, 'REDIS_URL'),
    redisKeyPrefix: nonEmpty(env, 'REDIS_KEY_PREFIX'),
    trustProxy: nonEmpty(env, 'PDPS_TRUST_PROXY'),
    metricsPort: nonEmpty(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65_535),
    limits: {
      bodyBytes: integer(env, 'PDPS_MAX_BODY_BYTES', DEFAULT_LIMITS.bodyBytes, 1024, 1 << 30),
      textLength: integer(env, 'PDPS_MAX_TEXT_LENGTH', DEFAULT_LIMITS.textLength, 1, 1 << 28),
      batchDocuments: integer(env, 'PDPS_MAX_BATCH_DOCUMENTS', DEFAULT_LIMITS.batchDocuments, 1, 100_000),
      depth: integer(env, 'PDPS_MAX_DEPTH', DEFAULT_LIMITS.depth, 1, 1000),
      customPatterns: integer(env, 'PDPS_MAX_CUSTOM_PATTERNS', DEFAULT_LIMITS.customPatterns, 0, 10_000),
      patternLength: integer(env, 'PDPS_MAX_PATTERN_LENGTH', DEFAULT_LIMITS.patternLength, 1, 100_000),
    },
    workers: integer(env, 'PDPS_WORKERS', availableParallelism(), 0, 256),
    privacyBudget: number(env, 'PDPS_PRIVACY_BUDGET', 100),
    shutdownTimeoutMs: integer(env, 'PDPS_SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
}

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function number(env: Env, name: string, fallback: number): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number`);
  return value;
}
