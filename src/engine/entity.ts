/** Canonical entity labels (decisions.md "Entity types"); the engine may add more. */
export const ENTITY_TYPES = [
  'PERSON_NAME', 'EMAIL', 'PHONE', 'SSN', 'CREDIT_CARD', 'IBAN', 'BANK_ACCOUNT', 'IP_ADDRESS',
  'MAC_ADDRESS', 'URL', 'DATE_OF_BIRTH', 'DATE', 'ADDRESS', 'POSTAL_CODE', 'PASSPORT_NUMBER',
  'DRIVER_LICENSE', 'NATIONAL_ID', 'TAX_ID', 'MEDICAL_RECORD_NUMBER', 'CRYPTO_WALLET', 'CREDENTIAL', 'AGE',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

/** Filter aliases accepted wherever a request names types (decisions.md). */
export const ENTITY_ALIASES: Readonly<Record<string, EntityType>> = {
  NAME: 'PERSON_NAME',
  PHONE_NUMBER: 'PHONE',
  EMAIL_ADDRESS: 'EMAIL',
  CREDIT_CARD_NUMBER: 'CREDIT_CARD',
  IP: 'IP_ADDRESS',
};

const CANONICAL = new Set<string>(ENTITY_TYPES);

/** Maps a filter name to its canonical label, or undefined when it names no built-in type. */
export function resolveEntityName(name: string): EntityType | undefined {
  const upper = name.toUpperCase();
  if (CANONICAL.has(upper)) return upper as EntityType;
  return ENTITY_ALIASES[upper];
}

/**
 * A detected entity. `type` is a canonical label or a custom pattern's name.
 * `start`/`end` are UTF-16 offsets into the scanned string, end exclusive;
 * for JSON/CSV input they are offsets inside the string value at `path`.
 */
export interface Entity {
  type: string;
  text: string;
  start: number;
  end: number;
  /** 0..1 */
  confidence: number;
  /** JSON Pointer (RFC 6901) for object/array input, `/ROW/COLUMN` for CSV. */
  path?: string;
  /** Name of the recognizer that produced it (not part of the HTTP response). */
  recognizer: string;
}

/** An entity after protection: what replaced it. */
export interface ProtectedEntity extends Entity {
  replacement: string;
}
