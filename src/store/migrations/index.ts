/**
 * The one migration history both dialects apply, in order. A migration is never edited once released:
 * schema changes are new entries. Each runner records applied versions in `schema_migrations`.
 */
import { initialSchema } from './0001-initial.js';
import { auditIndexesAscending } from './0002-audit-indexes-ascending.js';

/** A versioned schema change, with SQL per dialect where the two differ. */
export interface Migration {
  version: number;
  name: string;
  sql: { sqlite: string; postgres: string };
}

/** Ascending by version; runners apply every version above the highest recorded one. */
export const MIGRATIONS: readonly Migration[] = [initialSchema, auditIndexesAscending];

/** Refuses to run a build older than the database: its code would not know the newer schema. */
export function assertKnownVersions(applied: readonly number[]): void {
  const known = new Set(MIGRATIONS.map((m) => m.version));
  const unknown = applied.filter((v) => !known.has(v));
  if (unknown.length > 0) {
    throw new Error(`database schema has migrations this build does not know (${unknown.join(', ')}); upgrade pdps`);
  }
}
