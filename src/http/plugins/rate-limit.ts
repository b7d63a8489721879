/**
 * Rate limits (spec §8, decisions.md "Keys, scopes, plans"): one token per request from the caller's
 * bucket — the key's plan, or for a request without a valid key the anonymous policy by client IP —
 * and `X-RateLimit-Limit/Remaining/Reset` on every response, errors included. Refusal is
 * 429 `rate_limit_exceeded` with `Retry-After`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PdpsError } from '../../errors.js';
import { PLAN_LIMITS, type LimitPolicy, type RateLimiter } from '../../limits/limiter.js';
import '../types.js';

/** Callers without a valid key, per IP: the starter plan's bucket, no monthly quota. */
export const ANONYMOUS_POLICY: LimitPolicy = { ...PLAN_LIMITS.starter, monthlyQuota: null };

export interface RateLimitOptions {
  limiter: RateLimiter;
}

async function rateLimit(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  app.decorateRequest('rateLimit', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const caller = request.caller;
    const decision = caller
      ? await opts.limiter.consume(`key:${caller.keyId}`, PLAN_LIMITS[caller.plan])
      : await opts.limiter.consume(`ip:${request.ip}`, ANONYMOUS_POLICY);
    request.rateLimit = decision;
    reply.header('X-RateLimit-Limit', decision.limit);
    reply.header('X-RateLimit-Remaining', decision.remaining);
    reply.header('X-RateLimit-Reset', decision.resetUnix);
    if (decision.allowed) return;
    const retryAfter = Math.max(1, Math.ceil(decision.retryAfterS));
    reply.header('Retry-After', retryAfter);
    const monthly = decision.reason === 'monthly';
    throw new PdpsError(
      'rate_limit_exceeded',
      monthly ? 'The monthly request quota of this API key is used up.' : 'Too many requests; retry after the Retry-After delay.',
      { limit: monthly ? 'monthly_quota' : 'burst', retry_after_s: retryAfter },
    );
  });
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['auth'] });
