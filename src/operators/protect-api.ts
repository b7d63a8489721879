/**
 * The protection contract between the service layer and the operators.
 * The operators implement `protect()` (see ./index.ts); this file only fixes the shapes.
 */
import type { Entity, ProtectedEntity } from '../engine/entity.js';
import type { ParsedDocument } from '../formats/document.js';

export const METHODS = ['auto', 'redaction', 'masking', 'tokenization', 'differential_privacy', 'k_anonymity'] as const;
export type Method = (typeof METHODS)[number];
export type AppliedMethod = Exclude<Method, 'auto'>;

/** Per-request options (decisions.md "Methods"). */
export interface ProtectParams {
  preserveContext?: boolean;
  /** differential_privacy: > 0, default 1.0 */
  epsilon?: number;
  /** k_anonymity: ≥ 2, default 5 */
  k?: number;
  /** k_anonymity: column names / keys to treat as quasi-identifiers; else detected. */
  quasiIdentifiers?: string[];
}

/** Versioned keys for tokenization; built by the service from the master secret and the store. */
export interface TokenKeyring {
  current(): { version: number; key: Uint8Array };
  get(version: number): Uint8Array | undefined;
}

export interface ProtectContext {
  /** Tokens depend on the tenant (API key owner). */
  tenantId: string;
  keyring: TokenKeyring;
}

export interface ProtectInput {
  doc: ParsedDocument;
  /** Entities found in doc.segments (with `path` for JSON/CSV), already thresholded and filtered. */
  entities: Entity[];
  method: Method;
  params: ProtectParams;
}

export interface ProtectMetrics {
  inputRisk: number;
  residualRisk: number;
  countsByType: Record<string, number>;
  /** k_anonymity */
  achievedK?: number;
  suppressedRows?: number;
  /** Normalized certainty penalty, 0..1 (k_anonymity). */
  informationLoss?: number;
  /** differential_privacy */
  epsilonSpent?: number;
}

export interface ProtectOutput {
  /** Same shape as the input: string for text/CSV, object/array for JSON. */
  data: unknown;
  entities: ProtectedEntity[];
  methodUsed: AppliedMethod;
  metrics: ProtectMetrics;
}
