/**
 * Protection operators: the library behind /v1/process, /v1/protect and /v1/batch (no HTTP here).
 * One module per method behind one interface (./operator.ts); the contract types are in ./protect-api.ts.
 */
export { protect, protectData } from './protect.js';
export { createKeyring, newWrappedKey } from './keyring.js';
export { detokenize } from './tokenize.js';
export { epsilonFor, validateProtectParams } from './params.js';
export { riskScore, complianceFlags, countByType, type ComplianceFlags, type Exposure } from '../compliance/index.js';
export { METHODS } from './protect-api.js';
export type * from './protect-api.js';
