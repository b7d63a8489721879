/**
 * What routes declare and what the plugins attach to a request (Fastify declaration merging).
 */
import type { AuditFacts } from '../service/audit.js';
import type { Caller } from '../service/keys.js';
import type { Scope } from '../store/store.js';
import type { LimitDecision } from '../limits/limiter.js';

/** A route's access rule, in its `config.access`. Routes without one are public (docs, OpenAPI). */
export interface RouteAccess {
  /** The caller needs one of these scopes; an empty list admits any valid key. */
  scopes: readonly Scope[];
  /** Audit action written for every authenticated call (spec §2.6 `action`); none when absent. */
  audit?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by the auth plugin when the bearer key is valid. */
    caller?: Caller;
    /** Set by the rate-limit plugin. */
    rateLimit?: LimitDecision;
    /** Set by a route handler for its audit entry. */
    auditFacts?: AuditFacts;
  }
}
