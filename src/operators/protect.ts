/**
 * protect(): resolves `auto`, runs the method's operator and adds the risk metrics every method reports.
 */
import { countByType, riskScore } from '../compliance/index.js';
import { hasQuasiIdentifiers } from './k-anonymity/index.js';
import { operatorFor } from './registry.js';
import type { ProtectedEntity } from '../engine/entity.js';
import type { OperatorResult } from './operator.js';
import type { AppliedMethod, ProtectContext, ProtectInput, ProtectOutput } from './protect-api.js';

/**
 * Protects `input.doc` with `input.method`. Synchronous and pure except cryptographic randomness
 * (differential privacy noise). For differential_privacy the caller charges the key's budget first
 * (see epsilonFor).
 */
export function protect(input: ProtectInput, ctx: ProtectContext): ProtectOutput {
  const { methodUsed, result } = protectData(input, ctx);
  const countsByType = countByType(input.entities);
  // Residual: entities whose replacement shows the submitted text unchanged (e.g. a generalization that
  // could not widen a value, or zero noise).
  const residual = countResidual(result.entities);
  return {
    data: result.data,
    entities: result.entities,
    methodUsed,
    metrics: { inputRisk: riskScore(countsByType), residualRisk: riskScore(residual), countsByType, ...result.metrics },
  };
}

/**
 * protect() without the risk metrics, for callers that report none (a batch result shows the data and the
 * method; its counts are the detected entities').
 */
export function protectData(input: ProtectInput, ctx: ProtectContext): { methodUsed: AppliedMethod; result: OperatorResult } {
  const methodUsed = resolveMethod(input);
  return { methodUsed, result: operatorFor(methodUsed).apply(input, ctx) };
}

/** Counts by type of the entities left as submitted; `{}` (no array built) in the usual case of none. */
function countResidual(entities: readonly ProtectedEntity[]): Record<string, number> {
  let counts: Record<string, number> | undefined;
  for (const e of entities) {
    if (e.replacement !== e.text) continue;
    counts ??= {};
    counts[e.type] = (counts[e.type] ?? 0) + 1;
  }
  return counts ?? {};
}

/** decisions.md "auto": record sets with quasi-identifiers → k_anonymity; everything else → redaction. */
function resolveMethod(input: ProtectInput): AppliedMethod {
  if (input.method !== 'auto') return input.method;
  return hasQuasiIdentifiers(input) ? 'k_anonymity' : 'redaction';
}
