/**
 * Compliance flags (decisions.md "Compliance and risk"): `X` is true when the output no longer holds an
 * unprotected entity of a category regime X protects (./table.ts).
 */
import { REGIMES, profileOf, type Regime } from './table.js';

export type ComplianceFlags = Record<Regime, boolean>;

/**
 * How an entity left the output:
 * - `clear`: still there as submitted (detect, filtered-out types, or a transform that happened to keep it);
 * - `removed`: replaced by a placeholder, mask or suppression;
 * - `pseudonymized`: replaced by a reversible token;
 * - `transformed`: noised (differential privacy) or generalized (k-anonymity); `replacement` is what is shown.
 */
export type Treatment = 'clear' | 'removed' | 'pseudonymized' | 'transformed';

export interface Exposure {
  type: string;
  treatment: Treatment;
  replacement?: string;
}

/** Evaluates every regime over what the output still exposes. */
export function complianceFlags(exposures: Iterable<Exposure>): ComplianceFlags {
  const flags: ComplianceFlags = { gdpr: true, ccpa: true, hipaa: true, pci_dss: true };
  for (const exposure of exposures) {
    for (const regime of profileOf(exposure.type).regimes) {
      if (breaks(regime, exposure)) flags[regime] = false;
    }
  }
  return flags;
}

function breaks(regime: Regime, { type, treatment, replacement }: Exposure): boolean {
  switch (treatment) {
    case 'clear':
      return true;
    case 'removed':
      return false;
    case 'pseudonymized':
      // GDPR Art. 4(5), Recital 26: pseudonymized data is still personal data. Tokenization is an accepted
      // PAN protection under PCI DSS v4.0 §3.5.1, and the spec only excludes GDPR (decisions.md).
      return regime === 'gdpr';
    case 'transformed':
      return regime === 'hipaa' && !meetsSafeHarbor(type, replacement ?? '');
  }
}

/**
 * HIPAA Safe Harbor keeps only the year of a date, at most the first three ZIP digits, and ages ≤ 89
 * (45 CFR §164.514(b)(2)(i)(B), (C)). A noised date is still a full date, so it does not qualify.
 */
function meetsSafeHarbor(type: string, shown: string): boolean {
  if (type === 'DATE' || type === 'DATE_OF_BIRTH') return /^(\*|\d{4}(-\d{4})?)$/.test(shown);
  if (type === 'POSTAL_CODE') return /^\d{0,3}\**$/.test(shown);
  if (type === 'AGE') return (shown.match(/\d+/g) ?? []).every((n) => Number(n) < 90) || /^90\+$/.test(shown);
  return true;
}

