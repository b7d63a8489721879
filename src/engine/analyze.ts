/**
 * The analyzer: scan → recognize (validate inside) → context → threshold and filter → resolve overlaps.
 * Pure: no I/O, no clock, no environment.
 */
import type { Entity } from './entity.js';
import type { AnalyzeOptions, Analyzer } from './analyze-api.js';
import type { Candidate, Recognizer, ScanInput } from './candidate.js';
import { findCustomMatches } from './custom-patterns.js';
import { loadLexicon } from './lexicons/person-names.js';
import { forgetFoldedText } from './pipeline/boundary.js';
import { applyContext } from './pipeline/context.js';
import { resolveOverlaps } from './pipeline/resolve.js';
import { ScanBuffers, scanAnchors } from './pipeline/scan.js';
import { BUILT_IN_RECOGNIZERS } from './registry.js';

/** decisions.md: default confidence threshold, inclusive. */
export const DEFAULT_THRESHOLD = 0.5;

/** Normalizes a JSON key / CSV header for context matching: "Date of Birth" → "dateofbirth". */
function normalizeKey(key: string | undefined): string {
  return key === undefined ? '' : key.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** A candidate at least this confident claims its tokens for later recognizers. */
const CLAIM_CONFIDENCE = 0.7;

/** Marks the tokens inside confident candidates `found[from…]` as claimed. */
export function claimTokens(tokenStart: Int32Array, found: readonly Candidate[], from: number, claimed: Uint8Array): void {
  const n = tokenStart.length;
  // A recognizer reports in text order, so each search gallops on from where the previous one ended.
  let base = 0;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.confidence < CLAIM_CONFIDENCE) continue;
    if (base > 0 && tokenStart[base - 1]! >= c.start) base = 0;
    // First token starting at or after c.start: gallop to a bound, then search between.
    let lo = base;
    let step = 1;
    while (lo + step < n && tokenStart[lo + step]! < c.start) {
      lo += step;
      step *= 2;
    }
    let hi = Math.min(n, lo + step);
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tokenStart[mid]! < c.start) lo = mid + 1;
      else hi = mid;
    }
    for (let t = lo; t < n && tokenStart[t]! < c.end; t++) claimed[t] = 1;
    base = lo;
  }
}

const NO_CLAIMS = new Uint8Array(0);

/** The candidate pool keeps its store across calls up to this many candidates. */
const POOL_RETAINED_MAX = 4096;

function wanted(recognizer: Recognizer, entities: ReadonlySet<string> | undefined): boolean {
  return entities === undefined || recognizer.entities.some((e) => entities.has(e));
}

/**
 * Creates an analyzer over the built-in recognizers.
 * @example createAnalyzer().analyze('Call 212-555-0147') // [{ type: 'PHONE', start: 5, end: 17, … }]
 */
export function createAnalyzer(): Analyzer {
  const recognizers = BUILT_IN_RECOGNIZERS;
  // Each recognizer's find, called from an array: one call site over sixteen recognizer shapes made every call a
  // megamorphic property lookup.
  const finds = recognizers.map((r) => r.find);
  const claiming = recognizers.map((r) => r.claims === true);
  loadLexicon();
  // Token lists and claim marks are reused from call to call: analyze() is synchronous and not re-entrant.
  const buffers = new ScanBuffers();
  // One call's candidates, in an array kept from call to call: a fresh one regrew its backing store three or four times
  // per document. It is emptied with pop(), which keeps the capacity (setting the length to 0 drops the store).
  let pool: Candidate[] = [];
  // The recognizers' input, one object refilled per call.
  const scanInput: { -readonly [K in keyof ScanInput]: ScanInput[K] } = { text: '', anchors: buffers.anchors, key: '', claimed: buffers.claimed };
  return {
    analyze(text: string, options?: AnalyzeOptions): Entity[] {
      // No default `{}`: it was an object per call for the callers that pass no options.
      const threshold = options?.threshold ?? DEFAULT_THRESHOLD;
      const entities = options?.entities;
      const key = normalizeKey(options?.context);
      const anchors = scanAnchors(text, buffers);
      const input = scanInput;
      input.text = text;
      input.anchors = anchors;
      input.key = key;
      input.claimed = buffers.claims(anchors.tokenStart.length);
      // Not empty only when an earlier call threw midway.
      if (pool.length !== 0) pool = [];
      const candidates = pool;
      for (let r = 0; r < finds.length; r++) {
        // Claiming recognizers always run, so a filter never changes what the others see ("Ann.Lee@x.io"
        // stays an e-mail's inside even when only PERSON_NAME is asked for); their output is filtered below.
        const claims = claiming[r]!;
        if (entities !== undefined && !claims && !wanted(recognizers[r]!, entities)) continue;
        const from = candidates.length;
        finds[r]!(input, candidates);
        if (claims && candidates.length > from) claimTokens(anchors.tokenStart, candidates, from, input.claimed);
      }
      applyContext(text, key, candidates);
      if (options?.customPatterns) findCustomMatches(text, options.customPatterns, candidates);
      // Neither the document nor a huge document's claim map is kept alive by the reused input.
      input.text = '';
      input.claimed = NO_CLAIMS;
      buffers.trim();
      forgetFoldedText();
      let kept = 0;
      for (let i = 0; i < candidates.length; i++) {
        const c = candidates[i]!;
        if (c.confidence >= threshold && (entities === undefined || entities.has(c.type))) candidates[kept++] = c;
      }
      const count = candidates.length;
      while (candidates.length > kept) candidates.pop();
      const found = resolveOverlaps(candidates, true);
      while (candidates.length > 0) candidates.pop();
      // A huge document's store is let go, as ScanBuffers lets its buffers go.
      if (count > POOL_RETAINED_MAX) pool = [];
      for (let i = 0; i < found.length; i++) {
        const c = found[i]!;
        // A candidate built by candidate() has the Entity's keys in its order and is handed out as is; one built as a
        // literal without `text` is copied, so every entity has the same keys in the same order.
        if (c.text !== undefined) c.text = text.slice(c.start, c.end);
        else found[i] = { type: c.type, text: text.slice(c.start, c.end), start: c.start, end: c.end, confidence: c.confidence, recognizer: c.recognizer };
      }
      return found as Entity[];
    },
  };
}
