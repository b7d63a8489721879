/**
 * Rate limits (spec §8, decisions.md "Keys, scopes, plans"): one token per request from the caller's
 * bucket — the key's plan, or for a request without a valid key the anonymous policy by client IP —
 * and `X-RateLimit-Limit/Remaining/Reset` on every response, errors included. Refusal is
 * 429 `rate_limit_exceeded` with `Retry-After`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PdpsError } from '../../errors.js';
import { PLAN_LIMITS, type LimitDecision, type LimitPolicy, type RateLimiter } from '../../limits/limiter.js';
import '../types.js';

/** Callers without a valid key, per IP: the starter plan's bucket, no monthly quota. */
export const ANONYMOUS_POLICY: LimitPolicy = { ...PLAN_LIMITS.starter, monthlyQuota: null };

export interface RateLimitOptions {
  limiter: RateLimiter;
}

/** Records the decision and its headers; the refusal to answer with, if it is one. */
function apply(request: FastifyRequest, reply: FastifyReply, decision: LimitDecision): PdpsError | undefined {
  request.rateLimit = decision;
  reply.header('X-RateLimit-Limit', decision.limit);
  reply.header('X-RateLimit-Remaining', decision.remaining);
  reply.header('X-RateLimit-Reset', decision.resetUnix);
  if (decision.allowed) return undefined;
  const retryAfter = Math.max(1, Math.ceil(decision.retryAfterS));
  reply.header('Retry-After', retryAfter);
  const monthly = decision.reason === 'monthly';
  return new PdpsError(
    'rate_limit_exceeded',
    monthly ? 'The monthly request quota of this API key is used up.' : 'Too many requests; retry after the Retry-After delay.',
    { limit: monthly ? 'monthly_quota' : 'burst', retry_after_s: retryAfter },
  );
}

async function rateLimit(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  const { limiter } = opts;
  app.decorateRequest('rateLimit', undefined);

  // A callback hook with a synchronous path: most requests are decided in this process without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const caller = request.caller;
    const subject = caller ? `key:${caller.keyId}` : `ip:${request.ip}`;
    const policy = caller ? PLAN_LIMITS[caller.plan] : ANONYMOUS_POLICY;
    const now = limiter.consumeNow?.(subject, policy);
    if (now !== undefined) {
      done(apply(request, reply, now));
      return;
    }
    limiter.consume(subject, policy).then((decision) => done(apply(request, reply, decision)), done);
  });
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['auth'] });
