/**
 * Request options shared by process, detect, protect and batch, with their defaults (decisions.md).
 */
import type { RequestLimits } from '../config.js';
import { compileCustomPatterns, resolveEntityName, type CompiledPatterns, type CustomPatternSpec } from '../engine/index.js';
import { invalidRequest } from '../errors.js';
import { validateProtectParams, type ProtectParams } from '../operators/index.js';

/** decisions.md "Positions and confidence": default 0.5, inclusive. */
export const DEFAULT_THRESHOLD = 0.5;

/** The threshold to use; outside 0..1 or not a number → 400 naming `confidence_threshold`. */
export function resolveThreshold(value: unknown): number {
  if (value === undefined) return DEFAULT_THRESHOLD;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw invalidRequest('confidence_threshold', 'invalid', 'confidence_threshold must be a number from 0.0 to 1.0', {
      expected: 'number 0..1',
    });
  }
  return value;
}

/** Compiles custom patterns with RE2 (linear time), within the configured limits. */
export function compilePatterns(specs: CustomPatternSpec[] | undefined, limits: RequestLimits): CompiledPatterns | undefined {
  if (specs === undefined || specs.length === 0) return undefined;
  return compileCustomPatterns(specs, { maxPatterns: limits.customPatterns, maxPatternLength: limits.patternLength });
}

/**
 * The label set a request names (`/v1/protect` `entities`): canonical labels, aliases (decisions.md) and
 * the request's custom pattern names. Undefined keeps every type; an unknown name → 400 naming `entities`.
 */
export function resolveEntityFilter(names: string[] | undefined, customNames: readonly string[]): Set<string> | undefined {
  if (names === undefined) return undefined;
  const custom = new Set(customNames);
  const labels = new Set<string>();
  names.forEach((name, i) => {
    const label = custom.has(name) ? name : resolveEntityName(name);
    if (label === undefined) {
      throw invalidRequest('entities', 'invalid', `entities[${i}] is not a known entity type`, {
        index: i,
        expected: 'entity type label or alias (see docs/api.md)',
      });
    }
    labels.add(label);
  });
  return labels;
}

/** The method options of a request body (`preserve_context`, `epsilon`, `k`, `quasi_identifiers`). */
export function resolveProtectParams(body: {
  preserve_context?: boolean;
  epsilon?: unknown;
  k?: unknown;
  quasi_identifiers?: unknown;
}): ProtectParams {
  const params = validateProtectParams(body);
  if (body.preserve_context !== undefined) params.preserveContext = body.preserve_context;
  return params;
}
