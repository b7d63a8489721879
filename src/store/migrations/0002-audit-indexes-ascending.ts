import type { Migration } from './index.js';

/*
 * The audit log's two indexes, ascending. Entries arrive with rising `ts_ms` and `seq`, so a descending index takes
 * every new entry at its left edge, where a B-tree insert rebalances sibling pages, while an ascending one appends
 * at its right edge, the case both engines make cheap (SQLite's balance_quick, PostgreSQL's cached rightmost leaf).
 * Measured on SQLite, 12 entries a commit as under load: 11 WAL frames a commit with the descending indexes, 7.7
 * with these, and 0.86× the CPU an entry (bench/audit-append.ts, docs/performance-log.md). Reads lose nothing: both
 * engines scan an index backwards for `ORDER BY ts_ms DESC, seq DESC`, with no sort (the stores' tests check the plans).
 * Rebuilding them reads the whole log once, when a server first starts on this version; the log's reads and writes
 * wait for it (docs/deploy.md).
 */
// IF EXISTS: an index an operator dropped by hand does not stop the server from starting.
const sql = `
DROP INDEX IF EXISTS audit_log_tenant_ts;
DROP INDEX IF EXISTS audit_log_ts;
CREATE INDEX audit_log_tenant_ts ON audit_log (tenant_id, ts_ms, seq);
CREATE INDEX audit_log_ts ON audit_log (ts_ms, seq);
`;

export const auditIndexesAscending: Migration = {
  version: 2,
  name: 'audit indexes ascending',
  sql: { sqlite: sql, postgres: sql },
};
