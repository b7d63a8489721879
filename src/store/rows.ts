/**
 * Row ⇄ record mapping and query helpers shared by the SQLite and PostgreSQL stores, so both dialects read and
 * write exactly the same shapes.
 */
import type { ApiKeyRecord, AuditEntry, AuditQuery, PlanName, Scope } from './store.js';

export interface KeyRow {
  id: string;
  name: string;
  plan: string;
  scopes: string;
  tenant_id: string;
  secret_hash: string;
  created_at: string;
  revoked_at: string | null;
}

export interface AuditRow {
  timestamp: string;
  request_id: string;
  tenant_id: string;
  key_id: string;
  action: string;
  entities_detected: number;
  entity_counts: string;
  method_used: string | null;
  user_agent: string;
  ip_address: string;
  status: number;
}

/** Column order used by both dialects' INSERT statements. */
export const KEY_COLUMNS = ['id', 'name', 'plan', 'scopes', 'tenant_id', 'secret_hash', 'created_at', 'revoked_at'] as const;
const AUDIT_COLUMNS = [
  'ts_ms', 'timestamp', 'request_id', 'tenant_id', 'key_id', 'action', 'entities_detected',
  'entity_counts', 'method_used', 'user_agent', 'ip_address', 'status',
] as const;

export function keyToParams(r: ApiKeyRecord): unknown[] {
  return [r.id, r.name, r.plan, JSON.stringify(r.scopes), r.tenantId, r.secretHash, r.createdAt, r.revokedAt];
}

export function rowToKey(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan as PlanName,
    scopes: JSON.parse(row.scopes) as Scope[],
    tenantId: row.tenant_id,
    secretHash: row.secret_hash,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export function auditToParams(e: AuditEntry): unknown[] {
  return [
    parseInstant(e.timestamp, 'timestamp'), e.timestamp, e.requestId, e.tenantId, e.keyId, e.action,
    e.entitiesDetected, JSON.stringify(e.entityCounts), e.methodUsed, e.userAgent, e.ipAddress, e.status,
  ];
}

export function rowToAudit(row: AuditRow): AuditEntry {
  return {
    timestamp: row.timestamp,
    requestId: row.request_id,
    tenantId: row.tenant_id,
    keyId: row.key_id,
    action: row.action,
    entitiesDetected: Number(row.entities_detected),
    entityCounts: JSON.parse(row.entity_counts) as Record<string, number>,
    methodUsed: row.method_used,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
    status: Number(row.status),
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The query's inclusive bounds in Unix ms. A date-only end (`2026-11-23`) covers that whole UTC day, which is what
 * a caller asking for "up to the 23rd" means; a full timestamp is taken to the millisecond.
 */
function auditBoundsMs(q: AuditQuery): { startMs: number | null; endMs: number | null } {
  const startMs = q.start === undefined ? null : parseInstant(q.start, 'start');
  let endMs = q.end === undefined ? null : parseInstant(q.end, 'end');
  if (endMs !== null && q.end !== undefined && DATE_ONLY.test(q.end)) endMs += DAY_MS - 1;
  return { startMs, endMs };
}

/** The INSERT of one audit entry (parameters: auditToParams), with the dialect's placeholder for parameter i (from 1). */
export function auditInsertSql(placeholder: (index: number) => string): string {
  return `INSERT INTO audit_log (${AUDIT_COLUMNS.join(', ')}) VALUES (${AUDIT_COLUMNS.map((_, i) => placeholder(i + 1)).join(', ')})`;
}

/**
 * One page of the audit entries under `where` (auditWhere's clause, with `paramCount` parameters), newest first; LIMIT
 * and OFFSET are the two parameters after those. The audit indexes serve this order scanned backwards, with no sort.
 */
export function auditPageSql(where: string, paramCount: number, placeholder: (index: number) => string): string {
  return `SELECT * FROM audit_log ${where} ORDER BY ts_ms DESC, seq DESC LIMIT ${placeholder(paramCount + 1)} OFFSET ${placeholder(paramCount + 2)}`;
}

/** Builds the WHERE clause of an audit query with the dialect's placeholder style. */
export function auditWhere(
  q: AuditQuery,
  placeholder: (index: number) => string,
): { where: string; params: unknown[] } {
  const { startMs, endMs } = auditBoundsMs(q);
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', placeholder(params.length)));
  };
  if (q.tenantId !== undefined) add('tenant_id = ?', q.tenantId);
  if (startMs !== null) add('ts_ms >= ?', startMs);
  if (endMs !== null) add('ts_ms <= ?', endMs);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The last instant parsed: the audit timestamps of one millisecond are one string (isoTimestamp's cache). */
let lastInstant = '';
let lastInstantMs = Number.NaN;

function parseInstant(value: string, field: string): number {
  if (value === lastInstant) return lastInstantMs;
  const ms = Date.parse(value);
  // Callers validate dates at the HTTP edge; reaching here with a bad one is a programming error.
  if (Number.isNaN(ms)) throw new RangeError(`audit ${field} is not an ISO 8601 instant`);
  lastInstant = value;
  lastInstantMs = ms;
  return ms;
}

/**
 * Budgets are sums of floating-point epsilons: ten spends of 0.1 must fit a limit of 1.0 even though
 * 0.1 × 10 exceeds 1.0 in binary floating point by ~1e-16.
 */
export const BUDGET_TOLERANCE = 1e-9;
