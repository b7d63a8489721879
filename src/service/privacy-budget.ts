/**
 * The per-key differential-privacy budget (decisions.md "Methods", issue 5): total epsilon per calendar
 * month (UTC), spent atomically before any noised value is released. Exhausted → 429
 * `rate_limit_exceeded` whose details name the privacy budget.
 */
import { PdpsError } from '../errors.js';
import { monthOf } from '../limits/limiter.js';
import type { Store } from '../store/store.js';

/** The budget after a spend, reported in process metrics. */
export interface BudgetState {
  period: string;
  limit: number;
  spent: number;
  remaining: number;
}

/** Rounds away float noise from summing epsilons (0.1 + 0.2). */
function round(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** Spends `epsilon` from the key's budget of the current month, or throws 429 leaving it untouched. */
export async function spendPrivacyBudget(store: Store, keyId: string, epsilon: number, limit: number, nowMs: number): Promise<BudgetState> {
  const period = monthOf(nowMs);
  const { spent, total } = await store.budgets.trySpend(keyId, period, epsilon, limit);
  if (!spent) {
    throw new PdpsError('rate_limit_exceeded', 'The privacy budget (epsilon) of this API key for this month is used up.', {
      limit: 'privacy_budget',
      period,
      budget: limit,
      spent: round(total),
      requested: epsilon,
    });
  }
  return { period, limit, spent: round(total), remaining: round(Math.max(0, limit - total)) };
}
