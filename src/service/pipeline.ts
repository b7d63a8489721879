/**
 * Detection over a parsed document, compliance of a protected one, and the API view of entities:
 * shared by the use cases and the batch workers. Pure: no I/O, no clock.
 */
import type { Analyzer, CompiledPatterns } from '../engine/analyze-api.js';
import type { Entity, ProtectedEntity } from '../engine/entity.js';
import type { ComplianceFlags, Exposure, Treatment } from '../compliance/index.js';
import { complianceFlags } from '../compliance/index.js';
import type { ParsedDocument } from '../formats/document.js';
import type { AppliedMethod, ProtectOutput } from '../operators/index.js';

export interface DetectOptions {
  /** Inclusive minimum confidence (decisions.md: default 0.5). */
  threshold: number;
  /** Canonical labels or custom names to keep; undefined keeps all. */
  entities?: ReadonlySet<string>;
  customPatterns?: CompiledPatterns;
}

/**
 * The entities of each document (of every segment, in order, with the segment's `path`), from one analyzeMany() over
 * all their segments: several documents are analyzed faster together than one by one (Analyzer.analyzeMany).
 */
export function detectDocuments(analyzer: Analyzer, docs: readonly ParsedDocument[], options: DetectOptions): Entity[][] {
  const values: string[] = [];
  const contexts: (string | undefined)[] = [];
  for (const doc of docs) {
    for (const segment of doc.segments) {
      values.push(segment.value);
      contexts.push(segment.context);
    }
  }
  const perSegment = analyzer.analyzeMany(values, options, contexts);
  let next = 0;
  return docs.map((doc) => {
    const found: Entity[] = [];
    for (const segment of doc.segments) {
      for (const entity of perSegment[next++]!) {
        if (segment.path !== undefined) entity.path = segment.path;
        found.push(entity);
      }
    }
    return found;
  });
}

/**
 * How each entity left the output, for the compliance flags (decisions.md "Compliance and risk").
 * An unchanged value is `clear`; placeholders and masks are `removed`; tokens are `pseudonymized`;
 * noised or generalized values are `transformed` unless the method replaced them with a placeholder
 * (direct identifiers under differential privacy and k-anonymity are redacted).
 */
export function treatmentOf(method: AppliedMethod, entity: ProtectedEntity): Treatment {
  if (entity.replacement === entity.text) return 'clear';
  switch (method) {
    case 'redaction':
    case 'masking':
      return 'removed';
    case 'tokenization':
      return 'pseudonymized';
    case 'differential_privacy':
    case 'k_anonymity':
      return /^(?:\[[^\]]+\]|\**)$/.test(entity.replacement) ? 'removed' : 'transformed';
  }
}

/** Compliance flags of a protected output; `untouched` are detected entities left out of protection. */
export function complianceOf(output: ProtectOutput, untouched: readonly Entity[] = []): ComplianceFlags {
  const exposures: Exposure[] = output.entities.map((e) => ({
    type: e.type,
    treatment: treatmentOf(output.methodUsed, e),
    replacement: e.replacement,
  }));
  for (const e of untouched) exposures.push({ type: e.type, treatment: 'clear' });
  return complianceFlags(exposures);
}

/** An entity as the API shows it (spec §2.1): no recognizer name; positions optional (detect). */
export interface EntityView {
  text: string;
  type: string;
  start?: number;
  end?: number;
  confidence: number;
  replacement?: string;
  path?: string;
}

/** Confidence is reported with 4 decimals, like the risk score. */
function roundConfidence(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The API view of a detected or protected entity. */
export function viewEntity(entity: Entity | ProtectedEntity, withPositions = true): EntityView {
  // Keys in the order the response schema's serializer prints them (the schema's required keys, then its optional
  // ones): POST /v1/detect answers with JSON.stringify of these views.
  const view: EntityView = { text: entity.text, type: entity.type, confidence: roundConfidence(entity.confidence) };
  if (withPositions) {
    view.start = entity.start;
    view.end = entity.end;
  }
  if ('replacement' in entity) view.replacement = entity.replacement;
  if (entity.path !== undefined) view.path = entity.path;
  return view;
}
