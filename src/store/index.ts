/**
 * Store factory: embedded SQLite under a data directory by default, PostgreSQL when a database URL is given.
 */
import type { Store } from './store.js';
import type { PostgresStoreOptions } from './postgres/postgres-store.js';
import { openSqliteStore } from './sqlite/sqlite-store.js';

export type { ApiKeyRecord, AuditEntry, AuditQuery, PlanName, Scope, Store, TokenKeyRecord, UsageRepo } from './store.js';
export { PLAN_NAMES, SCOPES } from './store.js';
export { SQLITE_FILE } from './sqlite/sqlite-store.js';

/** Options of {@link openStore}: a data directory (SQLite) or a PostgreSQL URL with an optional schema. */
export type StoreOptions = { dataDir: string } | PostgresStoreOptions;

/**
 * Opens the configured store with its schema migrated. PostgreSQL errors are sanitized (no URL or password);
 * an unreachable PostgreSQL does not fail the call: the store reports ping() false and migrates once it is back.
 * @example const store = await openStore({ dataDir: process.env.PDPS_DATA_DIR ?? './data' });
 */
export async function openStore(opts: StoreOptions): Promise<Store> {
  if ('dataDir' in opts) return openSqliteStore(opts.dataDir);
  // Loaded only when configured: the pg driver costs a default (SQLite) server memory it would never use.
  const { openPostgresStore } = await import('./postgres/postgres-store.js');
  return openPostgresStore(opts);
}
