/**
 * The one table behind compliance flags and risk scores (decisions.md "Compliance and risk").
 * Each entity type maps to the regimes that protect it and to a sensitivity weight.
 */

export const REGIMES = ['gdpr', 'ccpa', 'hipaa', 'pci_dss'] as const;
export type Regime = (typeof REGIMES)[number];

export interface TypeProfile {
  /** Regimes for which an unprotected value of this type breaks compliance. */
  regimes: readonly Regime[];
  /** Harm if exposed, 0..1; feeds the risk formula (./risk.ts). */
  sensitivity: number;
}

// GDPR/CCPA: direct personal identifiers (GDPR Art. 4(1) incl. online identifiers, Recital 30; CCPA §1798.140(v)).
// HIPAA: the 18 Safe Harbor identifiers, 45 CFR §164.514(b)(2)(i) — names, geography below state (addresses, ZIP),
// all date elements except year and ages over 89, phone, email, SSN, medical record, account, licence/certificate
// numbers, device identifiers, URLs, IP addresses, any other unique identifying number.
// PCI DSS: cardholder data (the PAN), PCI DSS v4.0 §3.
const DIRECT: readonly Regime[] = ['gdpr', 'ccpa', 'hipaa'];

export const TYPE_TABLE: Readonly<Record<string, TypeProfile>> = {
  PERSON_NAME: { regimes: DIRECT, sensitivity: 0.4 },
  EMAIL: { regimes: DIRECT, sensitivity: 0.4 },
  PHONE: { regimes: DIRECT, sensitivity: 0.4 },
  SSN: { regimes: DIRECT, sensitivity: 0.9 },
  CREDIT_CARD: { regimes: ['gdpr', 'ccpa', 'hipaa', 'pci_dss'], sensitivity: 0.9 },
  IBAN: { regimes: DIRECT, sensitivity: 0.8 },
  BANK_ACCOUNT: { regimes: DIRECT, sensitivity: 0.8 },
  IP_ADDRESS: { regimes: DIRECT, sensitivity: 0.2 },
  MAC_ADDRESS: { regimes: DIRECT, sensitivity: 0.2 },
  URL: { regimes: ['hipaa'], sensitivity: 0.1 },
  DATE_OF_BIRTH: { regimes: ['hipaa'], sensitivity: 0.5 },
  DATE: { regimes: ['hipaa'], sensitivity: 0.1 },
  ADDRESS: { regimes: DIRECT, sensitivity: 0.5 },
  POSTAL_CODE: { regimes: ['hipaa'], sensitivity: 0.15 },
  PASSPORT_NUMBER: { regimes: DIRECT, sensitivity: 0.85 },
  DRIVER_LICENSE: { regimes: DIRECT, sensitivity: 0.75 },
  NATIONAL_ID: { regimes: DIRECT, sensitivity: 0.85 },
  TAX_ID: { regimes: DIRECT, sensitivity: 0.8 },
  MEDICAL_RECORD_NUMBER: { regimes: DIRECT, sensitivity: 0.8 },
  CRYPTO_WALLET: { regimes: DIRECT, sensitivity: 0.6 },
  // Credentials identify an account, not a person: GDPR/CCPA (CCPA §1798.81.5(d)(1)(B) names log-in credentials).
  CREDENTIAL: { regimes: ['gdpr', 'ccpa'], sensitivity: 0.9 },
  AGE: { regimes: ['hipaa'], sensitivity: 0.1 },
};

/** Custom pattern labels: the caller defined them to find its own identifiers, so treat them as direct identifiers. */
const CUSTOM_PROFILE: TypeProfile = { regimes: ['gdpr', 'ccpa'], sensitivity: 0.5 };

/** The profile of a type, custom labels included. */
export function profileOf(type: string): TypeProfile {
  return TYPE_TABLE[type] ?? CUSTOM_PROFILE;
}
