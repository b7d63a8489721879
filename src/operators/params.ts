/** Request parameters of the methods (decisions.md "Methods"), validated before any text changes. */
import { invalidRequest } from '../errors.js';
import type { ProtectParams } from './protect-api.js';

/** decisions.md: epsilon defaults to 1.0. */
const DEFAULT_EPSILON = 1.0;
/** Above this the noise is negligible and the guarantee meaningless. */
const MAX_EPSILON = 100;
/** Below this the noise swamps any value (a date would move by ~80 years); it also bounds the samplers' integers. */
const MIN_EPSILON = 0.001;
/** decisions.md: k defaults to 5. */
export const DEFAULT_K = 5;
const MAX_K = 1_000_000;
/** Same bound as custom patterns (decisions.md "Limits"). */
const MAX_QUASI_IDENTIFIERS = 100;
const MAX_NAME_LENGTH = 256;

/** The epsilon a differential_privacy request spends (the service charges the key's budget with it first). */
export function epsilonFor(params: ProtectParams): number {
  return params.epsilon ?? DEFAULT_EPSILON;
}

/**
 * Validates the raw request options; throws invalid_request naming `epsilon`, `k` or `quasi_identifiers`.
 * Absent options stay absent (defaults apply at use).
 */
export function validateProtectParams(raw: { epsilon?: unknown; k?: unknown; quasi_identifiers?: unknown }): ProtectParams {
  const params: ProtectParams = {};
  if (raw.epsilon !== undefined) {
    const e = raw.epsilon;
    if (typeof e !== 'number' || !Number.isFinite(e) || e < MIN_EPSILON || e > MAX_EPSILON) {
      const expected = `number in [${MIN_EPSILON}, ${MAX_EPSILON}]`;
      throw invalidRequest('epsilon', 'invalid', `epsilon must be a ${expected}`, { expected });
    }
    params.epsilon = e;
  }
  if (raw.k !== undefined) {
    const k = raw.k;
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 2 || k > MAX_K) {
      throw invalidRequest('k', 'invalid', `k must be an integer in [2, ${MAX_K}]`, { expected: `integer in [2, ${MAX_K}]` });
    }
    params.k = k;
  }
  if (raw.quasi_identifiers !== undefined) {
    const q = raw.quasi_identifiers;
    const expected = `array of at most ${MAX_QUASI_IDENTIFIERS} non-empty strings`;
    if (
      !Array.isArray(q) ||
      q.length > MAX_QUASI_IDENTIFIERS ||
      !q.every((name) => typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH)
    ) {
      throw invalidRequest('quasi_identifiers', 'invalid', 'quasi_identifiers must be a list of field names', { expected });
    }
    params.quasiIdentifiers = [...new Set(q as string[])];
  }
  return params;
}
