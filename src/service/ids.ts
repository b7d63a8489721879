/**
 * Identifiers and timestamps (decisions.md "Naming"): `req_` / `batch_` / `key_` / `ten_` followed by a
 * time-sortable 26-character ULID; timestamps ISO 8601 UTC with milliseconds.
 */
import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/** A new request id, e.g. `req_01JD3X…`. */
export function newRequestId(): string {
  return `req_${nextUlid()}`;
}

/** A new batch id, e.g. `batch_01JD3X…`. */
export function newBatchId(): string {
  return `batch_${nextUlid()}`;
}

/** A new public API-key id; also the visible prefix of the raw key. */
export function newKeyId(): string {
  return `key_${nextUlid()}`;
}

/** A new tenant id (the owner that audit entries and tokens are scoped by). */
export function newTenantId(): string {
  return `ten_${nextUlid()}`;
}

/** ISO 8601 UTC with milliseconds, e.g. `2026-11-23T09:41:07.123Z`. */
export function isoTimestamp(ms: number = Date.now()): string {
  return new Date(ms).toISOString();
}
