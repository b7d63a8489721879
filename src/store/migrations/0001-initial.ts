import type { Migration } from './index.js';

/*
 * Timestamps are kept as the ISO 8601 text the service produced (decisions.md: UTC with milliseconds) so they read
 * back unchanged; audit entries also carry `ts_ms` (Unix ms) for range filters and ordering, which the text cannot
 * serve across formats. `seq` breaks ties between entries of the same millisecond so pagination is stable.
 */
const keys = (scopesType: string) => `
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  plan TEXT NOT NULL,
  scopes ${scopesType} NOT NULL,
  tenant_id TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX api_keys_created ON api_keys (created_at DESC, id DESC);
`;

const rest = (t: { seq: string; real: string; blob: string }) => `
CREATE TABLE audit_log (
  seq ${t.seq},
  ts_ms BIGINT NOT NULL,
  timestamp TEXT NOT NULL,
  request_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  key_id TEXT NOT NULL,
  action TEXT NOT NULL,
  entities_detected INTEGER NOT NULL,
  entity_counts TEXT NOT NULL,
  method_used TEXT,
  user_agent TEXT NOT NULL,
  ip_address TEXT NOT NULL,
  status INTEGER NOT NULL
);
CREATE INDEX audit_log_tenant_ts ON audit_log (tenant_id, ts_ms DESC, seq DESC);
CREATE INDEX audit_log_ts ON audit_log (ts_ms DESC, seq DESC);

CREATE TABLE monthly_usage (
  key_id TEXT NOT NULL,
  month TEXT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (key_id, month)
);

CREATE TABLE privacy_budgets (
  key_id TEXT NOT NULL,
  period TEXT NOT NULL,
  spent ${t.real} NOT NULL,
  PRIMARY KEY (key_id, period)
);

CREATE TABLE token_keys (
  version INTEGER PRIMARY KEY,
  wrapped_key ${t.blob} NOT NULL,
  created_at TEXT NOT NULL
);
`;

/** Keys, audit log, monthly usage, privacy budgets and token-key versions. */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial',
  sql: {
    sqlite: keys('TEXT') + rest({ seq: 'INTEGER PRIMARY KEY AUTOINCREMENT', real: 'REAL', blob: 'BLOB' }),
    postgres: keys('TEXT') + rest({ seq: 'BIGSERIAL PRIMARY KEY', real: 'DOUBLE PRECISION', blob: 'BYTEA' }),
  },
};
