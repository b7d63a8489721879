/**
 * The one interface every protection method implements (style guide: presidio's operator.py).
 * Each method lives in its own module; ./registry.ts maps method names to them.
 */
import type { ProtectedEntity } from '../engine/entity.js';
import type { AppliedMethod, ProtectContext, ProtectInput, ProtectMetrics } from './protect-api.js';

/** What a method returns; risk metrics are added by ./protect.ts for every method alike. */
export interface OperatorResult {
  /** Same shape as the input document. */
  data: unknown;
  entities: ProtectedEntity[];
  /** Method-specific metrics (achieved k, information loss, epsilon). */
  metrics?: Pick<ProtectMetrics, 'achievedK' | 'suppressedRows' | 'informationLoss' | 'epsilonSpent'>;
}

export interface Operator {
  readonly method: AppliedMethod;
  /** Pure except cryptographic randomness; throws PdpsError for inputs the method cannot take. */
  apply(input: ProtectInput, ctx: ProtectContext): OperatorResult;
}
