import type Database from 'better-sqlite3';
import { MIGRATIONS, assertKnownVersions } from '../migrations/index.js';

/**
 * Applies pending migrations, each in its own transaction with its `schema_migrations` row. `BEGIN IMMEDIATE`
 * (better-sqlite3's `.immediate`) takes the write lock first, so a CLI and a server opening the same file
 * together apply each migration once.
 */
export function migrateSqlite(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const appliedVersions = () =>
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version);
  assertKnownVersions(appliedVersions());
  for (const migration of MIGRATIONS) {
    db.transaction(() => {
      if (appliedVersions().includes(migration.version)) return;
      db.exec(migration.sql.sqlite);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version, migration.name, new Date().toISOString(),
      );
    }).immediate();
  }
}
