/** Maps method names to their operator (presidio's operators_factory). */
import { differentialPrivacy } from './dp.js';
import { masking } from './mask.js';
import type { Operator } from './operator.js';
import type { AppliedMethod } from './protect-api.js';
import { redaction } from './redact.js';
import { tokenization } from './tokenize.js';

const OPERATORS: Partial<Record<AppliedMethod, Operator>> = {
  redaction,
  masking,
  tokenization,
  differential_privacy: differentialPrivacy,
};

export function operatorFor(method: AppliedMethod): Operator {
  const operator = OPERATORS[method];
  if (operator === undefined) throw new Error(`method ${method} is not available yet`);
  return operator;
}
