/** Compliance flags and risk score, shared by detect (risk of the input) and protect (residual risk). */
export { complianceFlags, type ComplianceFlags, type Exposure, type Treatment } from './flags.js';
export { riskScore, countByType } from './risk.js';
export { TYPE_TABLE, REGIMES, profileOf, type Regime, type TypeProfile } from './table.js';
