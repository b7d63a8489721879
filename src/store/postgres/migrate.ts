import { createHash } from 'node:crypto';
import type pg from 'pg';
import { MIGRATIONS, assertKnownVersions } from '../migrations/index.js';
import { withClient } from './with-client.js';

/** Double-quotes an identifier already checked against {@link SCHEMA_NAME}. */
const quoteIdent = (name: string) => `"${name}"`;

/**
 * Schema names we accept: lower-case plain identifiers only, so quoting needs no escaping and the unquoted
 * `search_path` setting (which folds case) names the same schema.
 */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A stable 64-bit advisory-lock key per schema, so tests in separate schemas do not wait on each other. */
function lockKey(schema: string): string {
  return createHash('sha256').update(`pdps:migrations:${schema}`).digest().readBigInt64BE(0).toString();
}

/**
 * Applies pending migrations under `pg_advisory_lock`: nodes starting together queue on the lock, and each sees
 * the versions the previous one recorded. Each migration commits with its `schema_migrations` row.
 */
export async function migratePostgres(pool: pg.Pool, schema: string | undefined): Promise<void> {
  await withClient(pool, async (client) => {
    const key = lockKey(schema ?? 'public');
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      if (schema !== undefined) await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => r.version));
      assertKnownVersions([...applied]);
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql.postgres);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            migration.version, migration.name, new Date().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw err;
        }
      }
    } finally {
      // Session locks outlive transactions; a failed unlock fails the call, so withClient destroys the session
      // and the server drops the lock with it.
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  });
}
