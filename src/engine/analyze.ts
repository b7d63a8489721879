/**
 * The analyzer: scan → recognize (validate inside) → context → threshold and filter → resolve overlaps.
 * Pure: no I/O, no clock, no environment.
 */
import type { Entity } from './entity.js';
import type { AnalyzeOptions, Analyzer } from './analyze-api.js';
import type { Candidate, Recognizer } from './candidate.js';
import { findCustomMatches } from './custom-patterns.js';
import { applyContext } from './pipeline/context.js';
import { resolveOverlaps } from './pipeline/resolve.js';
import { scanAnchors } from './pipeline/scan.js';
import { BUILT_IN_RECOGNIZERS } from './registry.js';

/** decisions.md: default confidence threshold, inclusive. */
export const DEFAULT_THRESHOLD = 0.5;

/** Normalizes a JSON key / CSV header for context matching: "Date of Birth" → "dateofbirth". */
function normalizeKey(key: string | undefined): string {
  return key === undefined ? '' : key.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function wanted(recognizer: Recognizer, entities: ReadonlySet<string> | undefined): boolean {
  return entities === undefined || recognizer.entities.some((e) => entities.has(e));
}

/**
 * Creates an analyzer over the built-in recognizers.
 * @example createAnalyzer().analyze('Call 212-555-0147') // [{ type: 'PHONE', start: 5, end: 17, … }]
 */
export function createAnalyzer(): Analyzer {
  const recognizers = BUILT_IN_RECOGNIZERS;
  return {
    analyze(text: string, options: AnalyzeOptions = {}): Entity[] {
      const threshold = options.threshold ?? DEFAULT_THRESHOLD;
      const entities = options.entities;
      const key = normalizeKey(options.context);
      const input = { text, anchors: scanAnchors(text), key };
      const candidates: Candidate[] = [];
      for (const r of recognizers) if (wanted(r, entities)) r.find(input, candidates);
      applyContext(text, key, candidates);
      if (options.customPatterns) findCustomMatches(text, options.customPatterns, candidates);
      const reported = candidates.filter(
        (c) => c.confidence >= threshold && (entities === undefined || entities.has(c.type)),
      );
      return resolveOverlaps(reported).map((c) => ({
        type: c.type,
        text: text.slice(c.start, c.end),
        start: c.start,
        end: c.end,
        confidence: c.confidence,
        recognizer: c.recognizer,
      }));
    },
  };
}
