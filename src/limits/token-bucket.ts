/**
 * Token-bucket arithmetic shared by the in-process and Redis limiters, so both answer with the same numbers.
 * A bucket starts full at `burst` tokens and refills continuously at `ratePerSecond`; a request takes one token.
 */
import type { LimitDecision, LimitPolicy } from './limiter.js';

/** Tokens after refilling from `updatedMs` to `nowMs`; a clock that steps back refills nothing. */
export function refill(tokens: number, updatedMs: number, nowMs: number, policy: LimitPolicy): number {
  const elapsedMs = Math.max(0, nowMs - updatedMs);
  return Math.min(policy.burst, tokens + (elapsedMs * policy.ratePerSecond) / 1000);
}

/** Start of the next calendar month, UTC, in Unix ms. */
export function nextMonthStartMs(nowMs: number): number {
  const d = new Date(nowMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** What the request is refused for, given the refilled tokens and this month's count before it. */
export function refusalReason(tokens: number, usedBefore: number, policy: LimitPolicy): 'burst' | 'monthly' | undefined {
  if (tokens < 1) return 'burst';
  if (policy.monthlyQuota !== null && usedBefore >= policy.monthlyQuota) return 'monthly';
  return undefined;
}

/**
 * The decision and its header values.
 * @param tokensAfter tokens left after this request (one fewer than before when allowed)
 * @param used this month's count after this request
 */
export function buildDecision(
  policy: LimitPolicy,
  nowMs: number,
  tokensAfter: number,
  used: number,
  reason: 'burst' | 'monthly' | undefined,
): LimitDecision {
  const msUntilFull = ((policy.burst - tokensAfter) * 1000) / policy.ratePerSecond;
  const decision: LimitDecision = {
    allowed: reason === undefined,
    limit: policy.burst,
    remaining: Math.max(0, Math.floor(tokensAfter)),
    resetUnix: Math.ceil((nowMs + msUntilFull) / 1000),
    retryAfterS: 0,
    usedThisMonth: used,
  };
  if (reason === 'burst') {
    // Whole seconds until one token is back (RFC 9110 §10.2.3 Retry-After is delta-seconds), at least 1.
    decision.retryAfterS = Math.max(1, Math.ceil((1 - tokensAfter) / policy.ratePerSecond));
    decision.reason = reason;
  } else if (reason === 'monthly') {
    decision.retryAfterS = Math.max(1, Math.ceil((nextMonthStartMs(nowMs) - nowMs) / 1000));
    decision.reason = reason;
  }
  return decision;
}
