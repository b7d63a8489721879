/**
 * The audit log (spec §2.6, §4.4; decisions.md "Other endpoints"): one entry per authenticated call to a
 * data or key-management endpoint, types and counts only — never the submitted data or matched text.
 */
import { invalidRequest } from '../errors.js';
import type { AuditEntry, Store } from '../store/store.js';
import type { Caller } from './keys.js';

/** What a use case reports about a call, for its audit entry. */
export interface AuditFacts {
  entitiesDetected: number;
  entityCounts: Record<string, number>;
  methodUsed: string | null;
}

/** One entry as the API returns it (spec §2.6, plus `status`, `entity_counts` and `key_id`). */
export interface AuditLogView {
  timestamp: string;
  request_id: string;
  action: string;
  entities_detected: number;
  entity_counts: Record<string, number>;
  /** `none` for calls that protect nothing (detect, key management). */
  method_used: string;
  user_agent: string;
  ip_address: string;
  status: number;
  key_id: string;
}

export interface AuditQueryInput {
  start_date?: string;
  end_date?: string;
  limit?: number;
  offset?: number;
}

export interface AuditPage {
  logs: AuditLogView[];
  pagination: { total: number; limit: number; offset: number };
}

/** decisions.md: `limit` 1–1000, default 100; `offset` ≥ 0. */
export const AUDIT_PAGE = { defaultLimit: 100, maxLimit: 1000 } as const;

// ISO 8601 calendar date, optionally with a time and a zone; a zone-less time is read as UTC.
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Parses an inclusive ISO 8601 bound; a bare date as `end_date` covers that whole day (UTC).
 * Returns the bound as ISO 8601 UTC with milliseconds, the form entries are stored in.
 */
export function parseDateBound(value: string, parameter: 'start_date' | 'end_date'): string {
  const invalid = () => invalidRequest(parameter, 'invalid', `${parameter} must be an ISO 8601 date or date-time`, { expected: 'ISO 8601' });
  const match = ISO_8601.exec(value.trim());
  if (!match) throw invalid();
  const [, year, month, day, time, zone] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.parse rolls 2024-02-31 over to March; a bound must name a real day.
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) throw invalid();
  if (time === undefined) {
    const ms = calendar.getTime() + (parameter === 'end_date' ? 86_400_000 - 1 : 0);
    return new Date(ms).toISOString();
  }
  const ms = Date.parse(`${year}-${month}-${day}T${time}${zone ?? 'Z'}`);
  if (Number.isNaN(ms)) throw invalid();
  return new Date(ms).toISOString();
}

function view(entry: AuditEntry): AuditLogView {
  return {
    timestamp: entry.timestamp,
    request_id: entry.requestId,
    action: entry.action,
    entities_detected: entry.entitiesDetected,
    entity_counts: entry.entityCounts,
    method_used: entry.methodUsed ?? 'none',
    user_agent: entry.userAgent,
    ip_address: entry.ipAddress,
    status: entry.status,
    key_id: entry.keyId,
  };
}

/** Audit use cases. */
export class AuditService {
  constructor(private readonly store: Store) {}

  /** Appends one entry; resolves once it is committed. */
  record(entry: AuditEntry): Promise<void> {
    return this.store.audit.append(entry);
  }

  /** A page of entries, newest first: the caller's tenant only, every tenant with the `admin` scope. */
  async list(caller: Caller, input: AuditQueryInput): Promise<AuditPage> {
    const limit = input.limit ?? AUDIT_PAGE.defaultLimit;
    const offset = input.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_PAGE.maxLimit) {
      throw invalidRequest('limit', 'invalid', `limit must be an integer from 1 to ${AUDIT_PAGE.maxLimit}`, { expected: `integer 1..${AUDIT_PAGE.maxLimit}` });
    }
    if (!Number.isInteger(offset) || offset < 0) {
      throw invalidRequest('offset', 'invalid', 'offset must be an integer ≥ 0', { expected: 'integer >= 0' });
    }
    const start = input.start_date === undefined ? undefined : parseDateBound(input.start_date, 'start_date');
    const end = input.end_date === undefined ? undefined : parseDateBound(input.end_date, 'end_date');
    if (start !== undefined && end !== undefined && start > end) {
      throw invalidRequest('start_date', 'invalid', 'start_date must not be after end_date', { expected: 'start_date <= end_date' });
    }
    const { total, entries } = await this.store.audit.query({
      tenantId: caller.scopes.has('admin') ? undefined : caller.tenantId,
      start,
      end,
      limit,
      offset,
    });
    return { logs: entries.map(view), pagination: { total, limit, offset } };
  }
}
