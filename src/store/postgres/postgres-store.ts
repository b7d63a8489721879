/**
 * PostgreSQL store (`pg` Pool) for several stateless nodes sharing one database.
 *
 * Faults: the pool's background errors are absorbed (the broken client is discarded and the next query opens a
 * new connection), so a database restart never crashes the process; while it is down every operation rejects and
 * ping() is false, and it works again by itself once the server is back. If the server is unreachable at
 * start-up, migration is retried before the next operation instead of failing the boot.
 */
import pg from 'pg';
import type {
  ApiKeyRecord, AuditEntry, AuditQuery, AuditRepo, BudgetRepo, KeyRepo, Store, TokenKeyRecord, TokenKeyRepo, UsageRepo,
} from '../store.js';
import {
  BUDGET_TOLERANCE, KEY_COLUMNS, auditInsertSql, auditPageSql, auditToParams, auditWhere, keyToParams, rowToAudit, rowToKey,
  type AuditRow, type KeyRow,
} from '../rows.js';
import { sanitizeError, secretsOf } from './errors.js';
import { SCHEMA_NAME, migratePostgres } from './migrate.js';
import { withClient } from './with-client.js';

/** Options of {@link openPostgresStore}. */
export interface PostgresStoreOptions {
  databaseUrl: string;
  /** Schema holding pdps's tables (created if missing); default is the server's search_path (`public`). */
  schema?: string;
}

// Bounds so a partitioned or overloaded database turns into a prompt 500, not a request that hangs forever.
const POOL_CONFIG = { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, query_timeout: 10_000 };

type Runner = <R extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<pg.QueryResult<R>>;

/** Opens the pool and migrates the schema (deferred when the server is unreachable). */
export async function openPostgresStore(opts: PostgresStoreOptions): Promise<Store> {
  const secrets = secretsOf(opts.databaseUrl);
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) {
    throw new Error('PostgreSQL schema must be a lower-case identifier (a-z, 0-9, _)');
  }
  let pool: pg.Pool;
  try {
    pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      ...POOL_CONFIG,
      // search_path is set per connection at start-up, so every pooled client sees the same schema.
      ...(opts.schema !== undefined ? { options: `-c search_path=${opts.schema}` } : {}),
    });
  } catch (err) {
    throw sanitizeError(err, secrets);
  }
  pool.on('error', () => {
    // An idle client lost its connection (e.g. the server restarted). pg has already removed it from the pool;
    // the failure surfaces through ping() and the next query, so there is nothing to do here.
  });
  const store = new PostgresStore(pool, opts.schema, secrets);
  try {
    await store.migrate();
  } catch (err) {
    const safe = sanitizeError(err, secrets);
    if (!safe.unreachable) {
      await pool.end().catch(() => {});
      throw safe;
    }
  }
  return store;
}

class PostgresStore implements Store {
  readonly kind = 'postgres';
  readonly keys: KeyRepo;
  readonly audit: AuditRepo;
  readonly usage: UsageRepo;
  readonly budgets: BudgetRepo;
  readonly tokenKeys: TokenKeyRepo;
  private migrated: Promise<void> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string | undefined,
    private readonly secrets: readonly string[],
  ) {
    const run: Runner = async (sql, params) => {
      await this.migrate();
      try {
        return await pool.query(sql, params);
      } catch (err) {
        throw sanitizeError(err, secrets);
      }
    };
    this.keys = pgKeys(run);
    this.audit = pgAudit(run, (fn) => this.readOnlySnapshot(fn));
    this.usage = pgUsage(run);
    this.budgets = pgBudgets(run);
    this.tokenKeys = pgTokenKeys(run);
  }

  /** Runs migrations once; a failed attempt (server down) is retried by the next caller. */
  migrate(): Promise<void> {
    this.migrated ??= migratePostgres(this.pool, this.schema).catch((err: unknown) => {
      this.migrated = undefined;
      throw sanitizeError(err, this.secrets);
    });
    return this.migrated;
  }

  async ping(): Promise<boolean> {
    try {
      await this.migrate();
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }

  /** One client in a REPEATABLE READ, read-only transaction, so several reads see one snapshot. */
  private async readOnlySnapshot<T>(fn: (run: Runner) => Promise<T>): Promise<T> {
    await this.migrate();
    try {
      return await withClient(this.pool, async (client) => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const result = await fn((sql, params) => client.query(sql, params));
        await client.query('COMMIT');
        return result;
      });
    } catch (err) {
      throw sanitizeError(err, this.secrets);
    }
  }
}

/** PostgreSQL's placeholder for parameter i (from 1). */
const pgParam = (i: number): string => `$${i}`;
const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => pgParam(i + from)).join(', ');
/** Built once: `append` runs per request. */
const AUDIT_INSERT = auditInsertSql(pgParam);

function pgKeys(run: Runner): KeyRepo {
  return {
    async insert(record: ApiKeyRecord) {
      await run(`INSERT INTO api_keys (${KEY_COLUMNS.join(', ')}) VALUES (${placeholders(KEY_COLUMNS.length)})`,
        keyToParams(record));
    },
    async findById(id: string) {
      const { rows } = await run<KeyRow>('SELECT * FROM api_keys WHERE id = $1', [id]);
      return rows[0] && rowToKey(rows[0]);
    },
    async list() {
      const { rows } = await run<KeyRow>('SELECT * FROM api_keys ORDER BY created_at DESC, id DESC');
      return rows.map(rowToKey);
    },
    async revoke(id: string, at: string) {
      const { rowCount } = await run('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [at, id]);
      return rowCount === 1;
    },
  };
}

function pgAudit(run: Runner, snapshot: <T>(fn: (run: Runner) => Promise<T>) => Promise<T>): AuditRepo {
  return {
    async append(entry: AuditEntry) {
      // Autocommit: the INSERT's commit is acknowledged (and, with the default synchronous_commit=on, flushed
      // to the WAL) before this resolves.
      await run(AUDIT_INSERT, auditToParams(entry));
    },
    async query(q: AuditQuery) {
      const { where, params } = auditWhere(q, pgParam);
      return snapshot(async (read) => {
        const count = await read<{ total: string }>(`SELECT COUNT(*) AS total FROM audit_log ${where}`, params);
        const page = await read<AuditRow>(auditPageSql(where, params.length, pgParam), [...params, q.limit, q.offset]);
        return { total: Number(count.rows[0]?.total ?? 0), entries: page.rows.map(rowToAudit) };
      });
    },
  };
}

function pgUsage(run: Runner): UsageRepo {
  return {
    async add(keyId: string, month: string, n: number) {
      const { rows } = await run<{ count: string }>(
        `INSERT INTO monthly_usage (key_id, month, count) VALUES ($1, $2, $3)
         ON CONFLICT (key_id, month) DO UPDATE SET count = monthly_usage.count + EXCLUDED.count RETURNING count`,
        [keyId, month, n],
      );
      return Number(rows[0]?.count);
    },
    async get(keyId: string, month: string) {
      const { rows } = await run<{ count: string }>(
        'SELECT count FROM monthly_usage WHERE key_id = $1 AND month = $2', [keyId, month]);
      return rows[0] ? Number(rows[0].count) : 0;
    },
  };
}

function pgBudgets(run: Runner): BudgetRepo {
  const get = async (keyId: string, period: string) => {
    const { rows } = await run<{ spent: number }>(
      'SELECT spent FROM privacy_budgets WHERE key_id = $1 AND period = $2', [keyId, period]);
    return rows[0]?.spent ?? 0;
  };
  return {
    async trySpend(keyId: string, period: string, epsilon: number, limit: number) {
      await run(
        'INSERT INTO privacy_budgets (key_id, period, spent) VALUES ($1, $2, 0) ON CONFLICT (key_id, period) DO NOTHING',
        [keyId, period],
      );
      // One conditional UPDATE: under READ COMMITTED a concurrent spender waits for the row lock and then
      // re-checks the condition against the committed total, so the limit holds across nodes.
      const { rows } = await run<{ spent: number }>(
        `UPDATE privacy_budgets SET spent = spent + $3
         WHERE key_id = $1 AND period = $2 AND spent + $3 <= $4::double precision + ${BUDGET_TOLERANCE}
         RETURNING spent`,
        [keyId, period, epsilon, limit],
      );
      if (rows[0]) return { spent: true, total: rows[0].spent };
      return { spent: false, total: await get(keyId, period) };
    },
    get,
  };
}

function pgTokenKeys(run: Runner): TokenKeyRepo {
  return {
    async list(): Promise<TokenKeyRecord[]> {
      const { rows } = await run<{ version: number; wrapped_key: Buffer; created_at: string }>(
        'SELECT version, wrapped_key, created_at FROM token_keys ORDER BY version ASC');
      return rows.map((r) => ({ version: r.version, wrappedKey: r.wrapped_key, createdAt: r.created_at }));
    },
    async insert(record: TokenKeyRecord) {
      const { rowCount } = await run(
        'INSERT INTO token_keys (version, wrapped_key, created_at) VALUES ($1, $2, $3) ON CONFLICT (version) DO NOTHING',
        [record.version, record.wrappedKey, record.createdAt],
      );
      return rowCount === 1;
    },
  };
}
