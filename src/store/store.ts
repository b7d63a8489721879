/**
 * Persistence contract. SQLite (embedded default) and PostgreSQL (DATABASE_URL) implement it;
 * one shared contract suite (test/store/store.contract.ts) runs against each.
 * Nothing here ever receives submitted data or matched text.
 */

export const SCOPES = ['process', 'detect', 'batch', 'protect', 'detokenize', 'audit:read', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

export const PLAN_NAMES = ['starter', 'growth', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface ApiKeyRecord {
  /** Public id, also the key's visible prefix (e.g. `key_01J…`). */
  id: string;
  name: string;
  plan: PlanName;
  scopes: Scope[];
  /** Tenant the key acts for; audit entries and tokens are scoped by it. */
  tenantId: string;
  /** Hash of the secret part (never the raw key). */
  secretHash: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface KeyRepo {
  insert(record: ApiKeyRecord): Promise<void>;
  findById(id: string): Promise<ApiKeyRecord | undefined>;
  /** Newest first; revoked keys included (with revokedAt). */
  list(): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; false when there is no such active key. */
  revoke(id: string, at: string): Promise<boolean>;
}

/** One audit entry: types and counts only (decisions.md). */
export interface AuditEntry {
  timestamp: string;
  requestId: string;
  tenantId: string;
  keyId: string;
  action: string;
  entitiesDetected: number;
  /** Counts by entity type; never the matched text. */
  entityCounts: Record<string, number>;
  methodUsed: string | null;
  userAgent: string;
  ipAddress: string;
  status: number;
}

export interface AuditQuery {
  /** Undefined reads all tenants (admin scope). */
  tenantId?: string;
  /** Inclusive ISO 8601 bounds. */
  start?: string;
  end?: string;
  limit: number;
  offset: number;
}

export interface AuditRepo {
  /** Committed durably before it resolves (the response waits for it). */
  append(entry: AuditEntry): Promise<void>;
  /** Newest first; `total` counts every match regardless of limit/offset. */
  query(q: AuditQuery): Promise<{ total: number; entries: AuditEntry[] }>;
}

export interface UsageRepo {
  /** Adds `n` to the key's count for `month` (`YYYY-MM`, UTC) and returns the new count. */
  add(keyId: string, month: string, n: number): Promise<number>;
  get(keyId: string, month: string): Promise<number>;
}

export interface BudgetRepo {
  /**
   * Atomically spends `epsilon` from the key's privacy budget for `period` if the total stays ≤ `limit`.
   * Returns whether it was spent and the total spent after the call.
   */
  trySpend(keyId: string, period: string, epsilon: number, limit: number): Promise<{ spent: boolean; total: number }>;
  get(keyId: string, period: string): Promise<number>;
}

export interface TokenKeyRecord {
  version: number;
  /** The data key, encrypted (wrapped) under the master secret; never stored in clear. */
  wrappedKey: Buffer;
  createdAt: string;
}

export interface TokenKeyRepo {
  /** All versions, ascending. */
  list(): Promise<TokenKeyRecord[]>;
  /** Inserts `version`; false when that version already exists (another node won the race). */
  insert(record: TokenKeyRecord): Promise<boolean>;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  keys: KeyRepo;
  audit: AuditRepo;
  usage: UsageRepo;
  budgets: BudgetRepo;
  tokenKeys: TokenKeyRepo;
  /** Cheap liveness probe for /v1/status; false when the database is unreachable. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
