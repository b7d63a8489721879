/**
 * API keys (decisions.md "Keys, scopes, plans"): random, shown once, stored only as a SHA-256 hash of the
 * secret part beside a public id that is also the key's visible prefix. Verification is constant-time.
 *
 * Raw key shape: `key_<ULID>.<43 base64url chars>` (256 random bits). A key that does not have this shape
 * (only `PDPS_ADMIN_KEY`, chosen by the operator) is looked up under an id derived from its hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PdpsError, invalidRequest } from '../errors.js';
import { PLAN_NAMES, SCOPES, type ApiKeyRecord, type PlanName, type Scope, type Store } from '../store/store.js';
import { isoTimestamp, newKeyId, newTenantId } from './ids.js';

/** The caller behind an authenticated request; one object serves every request of a cached key, so read-only. */
export interface Caller {
  readonly keyId: string;
  readonly tenantId: string;
  readonly plan: PlanName;
  readonly scopes: ReadonlySet<Scope>;
}

/** What the API and CLI show for a key (never the hash). */
export interface KeyView {
  id: string;
  name: string;
  plan: PlanName;
  scopes: Scope[];
  tenant_id: string;
  created_at: string;
  revoked_at: string | null;
}

export interface NewKeyInput {
  name: string;
  plan: PlanName;
  scopes: Scope[];
  /** Issue the key for an existing tenant (keeps its tokens and audit trail); else a new tenant. */
  tenantId?: string;
}

/** The tenant of the `PDPS_ADMIN_KEY` key. */
export const ADMIN_TENANT = 'ten_admin';
const ADMIN_ID_PREFIX = 'key_admin_';
const RAW_KEY = /^(key_[0-9A-HJKMNP-TV-Z]{26})\.([A-Za-z0-9_-]{43})$/;
const TENANT_ID = /^ten_[0-9A-Za-z_]{1,64}$/;
const MAX_TOKEN_LENGTH = 512;

/** SHA-256 of the secret, hex. The secret has 256 random bits (or is the operator's admin key), so no KDF. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The public id and secret part of a presented bearer token. */
function splitToken(token: string): { id: string; secret: string } {
  const match = RAW_KEY.exec(token);
  if (match) return { id: match[1] as string, secret: match[2] as string };
  // Operator-chosen admin key: id derived from a domain-separated hash, so it reveals nothing usable.
  const digest = createHash('sha256').update(`pdps admin key id\0${token}`, 'utf8').digest('hex');
  return { id: `${ADMIN_ID_PREFIX}${digest.slice(0, 16)}`, secret: token };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The public view of a stored key. */
export function viewKey(record: ApiKeyRecord): KeyView {
  return {
    id: record.id,
    name: record.name,
    plan: record.plan,
    scopes: [...record.scopes],
    tenant_id: record.tenantId,
    created_at: record.createdAt,
    revoked_at: record.revokedAt,
  };
}

function checkNewKey(input: NewKeyInput): void {
  if (input.name.trim() === '' || input.name.length > 100) {
    throw invalidRequest('name', 'invalid', 'name must be 1 to 100 characters', { expected: 'string of 1..100 characters' });
  }
  if (!(PLAN_NAMES as readonly string[]).includes(input.plan)) {
    throw invalidRequest('plan', 'invalid', `plan must be one of ${PLAN_NAMES.join(', ')}`, { expected: PLAN_NAMES.join('|') });
  }
  if (input.scopes.length === 0) {
    throw invalidRequest('scopes', 'invalid', 'scopes must name at least one scope', { expected: SCOPES.join('|') });
  }
  input.scopes.forEach((scope, i) => {
    if (!(SCOPES as readonly string[]).includes(scope)) {
      throw invalidRequest(`scopes[${i}]`, 'invalid', `unknown scope; scopes are ${SCOPES.join(', ')}`, { expected: SCOPES.join('|') });
    }
  });
  if (input.tenantId !== undefined && !TENANT_ID.test(input.tenantId)) {
    throw invalidRequest('tenant_id', 'invalid', 'tenant_id must look like ten_…', { expected: 'ten_[0-9A-Za-z_]+' });
  }
}

/** Keys kept in the cache at most; the least recently fetched is forgotten first. */
const CACHED_KEYS = 10_000;

/**
 * API-key use cases. Verified keys are cached briefly so the hot path skips the database;
 * a revocation through this instance takes effect at once, one made elsewhere (CLI, another node)
 * within `cacheTtlMs`. While the database cannot be reached, an expired entry still answers, so
 * GET /v1/status can report `degraded` (issue 8); nothing is acknowledged on that basis: data calls
 * still fail closed on their audit write, and no key can be created or revoked meanwhile.
 */
interface CacheEntry {
  record: ApiKeyRecord;
  until: number;
}

export class KeyService {
  private readonly cache = new Map<string, CacheEntry>();
  /**
   * Tokens already verified against a cache entry, with the caller built then: a repeat presentation skips both
   * SHA-256s and the comparison (≈ 10 µs of a request's ≈ 200). A hit needs the exact token (a Map finds no
   * prefix or near match) and its entry still current for the key id and unexpired, so revocation and expiry act
   * as they do through `cache`.
   */
  private readonly verified = new Map<string, { entry: CacheEntry; caller: Caller }>();

  constructor(
    private readonly store: Store,
    private readonly cacheTtlMs = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Creates a key; the raw `key` is returned here and never again. */
  async create(input: NewKeyInput): Promise<{ key: string; view: KeyView }> {
    checkNewKey(input);
    const id = newKeyId();
    const secret = randomBytes(32).toString('base64url');
    const record: ApiKeyRecord = {
      id,
      name: input.name.trim(),
      plan: input.plan,
      scopes: [...new Set(input.scopes)],
      tenantId: input.tenantId ?? newTenantId(),
      secretHash: hashSecret(secret),
      createdAt: isoTimestamp(this.now()),
      revokedAt: null,
    };
    await this.store.keys.insert(record);
    return { key: `${id}.${secret}`, view: viewKey(record) };
  }

  /** Every key, newest first, revoked ones included. */
  async list(): Promise<KeyView[]> {
    return (await this.store.keys.list()).map(viewKey);
  }

  /** Revokes a key; 404 `not_found` when there is no such active key. */
  async revoke(id: string): Promise<KeyView> {
    const revoked = await this.store.keys.revoke(id, isoTimestamp(this.now()));
    this.cache.delete(id);
    const record = revoked ? await this.store.keys.findById(id) : undefined;
    if (!record) throw new PdpsError('not_found', 'No active API key with this id.', { parameter: 'id' });
    this.remember(record, 0);
    return viewKey(record);
  }

  private remember(record: ApiKeyRecord, until: number): CacheEntry {
    const entry = { record, until };
    this.cache.delete(record.id);
    this.cache.set(record.id, entry);
    if (this.cache.size > CACHED_KEYS) this.cache.delete(this.cache.keys().next().value as string);
    return entry;
  }

  /**
   * The caller of a token verified earlier whose key entry is still cached and unexpired; null when that cannot
   * be told without the store or the hash (then call `authenticate`). Synchronous, for the request hot path.
   */
  cachedCaller(token: string, now: number = this.now()): Caller | null {
    const hit = this.verified.get(token);
    if (hit === undefined) return null;
    const { entry } = hit;
    if (entry.until < now || this.cache.get(entry.record.id) !== entry) {
      this.verified.delete(token);
      return null;
    }
    return hit.caller;
  }

  /** The caller a bearer token belongs to, or undefined for an unknown, malformed or revoked key. */
  async authenticate(token: string): Promise<Caller | undefined> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    const now = this.now();
    const known = this.cachedCaller(token, now);
    if (known !== null) return known;
    const { id, secret } = splitToken(token);
    let record = this.cache.get(id);
    if (record === undefined || record.until < now) {
      let stored: ApiKeyRecord | undefined;
      try {
        stored = await this.store.keys.findById(id);
      } catch (err) {
        if (record === undefined) throw err;
        stored = record.record;
      }
      if (stored === undefined) {
        this.cache.delete(id);
        return undefined;
      }
      record = this.remember(stored, now + this.cacheTtlMs);
    }
    const { record: key } = record;
    if (key.revokedAt !== null || !sameHash(hashSecret(secret), key.secretHash)) return undefined;
    const caller: Caller = { keyId: key.id, tenantId: key.tenantId, plan: key.plan, scopes: new Set(key.scopes) };
    // Entries of an expired or replaced cache entry are dropped on their next use; the bound covers the rest.
    if (this.verified.size >= CACHED_KEYS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { entry: record, caller });
    return caller;
  }

  /**
   * Makes `rawKey` (PDPS_ADMIN_KEY) an active admin key with every scope on the enterprise plan,
   * keeping it when it already exists; admin keys of an earlier PDPS_ADMIN_KEY value are revoked.
   */
  async ensureAdminKey(rawKey: string): Promise<KeyView> {
    const { id, secret } = splitToken(rawKey);
    const at = isoTimestamp(this.now());
    for (const old of await this.store.keys.list()) {
      if (old.id !== id && old.id.startsWith(ADMIN_ID_PREFIX) && old.revokedAt === null) {
        await this.store.keys.revoke(old.id, at);
        this.cache.delete(old.id);
      }
    }
    const existing = await this.store.keys.findById(id);
    if (existing && existing.revokedAt === null && sameHash(hashSecret(secret), existing.secretHash)) return viewKey(existing);
    if (existing) throw new Error('PDPS_ADMIN_KEY names a key id that is revoked or has another secret');
    const record: ApiKeyRecord = {
      id,
      name: 'admin (PDPS_ADMIN_KEY)',
      plan: 'enterprise',
      scopes: [...SCOPES],
      tenantId: ADMIN_TENANT,
      secretHash: hashSecret(secret),
      createdAt: at,
      revokedAt: null,
    };
    await this.store.keys.insert(record);
    return viewKey(record);
  }
}
