/** Maps method names to their operator (presidio's operators_factory). */
import { differentialPrivacy } from './dp.js';
import { kAnonymity } from './k-anonymity/index.js';
import { masking } from './mask.js';
import type { Operator } from './operator.js';
import type { AppliedMethod } from './protect-api.js';
import { redaction } from './redact.js';
import { tokenization } from './tokenize.js';

const OPERATORS: Record<AppliedMethod, Operator> = {
  redaction,
  masking,
  tokenization,
  differential_privacy: differentialPrivacy,
  k_anonymity: kAnonymity,
};

export function operatorFor(method: AppliedMethod): Operator {
  return OPERATORS[method];
}
