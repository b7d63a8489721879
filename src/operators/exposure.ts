/**
 * Compliance flags of a protect() result: what each entity became, in the terms of ../compliance
 * (clear, removed, pseudonymized, transformed), plus the entities the request chose not to protect.
 */
import { complianceFlags, type ComplianceFlags, type Exposure } from '../compliance/index.js';
import type { ProtectedEntity } from '../engine/entity.js';
import type { AppliedMethod, ProtectOutput } from './protect-api.js';

const PLACEHOLDER = /^\[[A-Z0-9_]+\]$/;

/** How one protected entity is exposed by `method`. */
export function exposureOf(entity: ProtectedEntity, method: AppliedMethod): Exposure {
  const { type, replacement } = entity;
  if (replacement === entity.text) return { type, treatment: 'clear' };
  if (method === 'tokenization') return { type, treatment: 'pseudonymized' };
  if (method === 'redaction' || method === 'masking') return { type, treatment: 'removed' };
  // differential_privacy and k_anonymity redact or suppress some entities and noise or generalize others.
  if (replacement === '' || replacement === '*' || PLACEHOLDER.test(replacement)) return { type, treatment: 'removed' };
  return { type, treatment: 'transformed', replacement };
}

/**
 * The compliance flags of a protect() result. `unprotected` are entities detected in the input but not
 * given to protect() (e.g. filtered out by the request's `entities`): they stay in the clear.
 */
export function complianceOf(output: ProtectOutput, unprotected: readonly { type: string }[] = []): ComplianceFlags {
  return complianceFlags([
    ...output.entities.map((e) => exposureOf(e, output.methodUsed)),
    ...unprotected.map(({ type }): Exposure => ({ type, treatment: 'clear' })),
  ]);
}
