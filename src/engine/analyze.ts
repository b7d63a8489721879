/**
 * The analyzer: scan → recognize (validate inside) → context → threshold and filter → resolve overlaps.
 * Pure: no I/O, no clock, no environment.
 */
import type { Entity } from './entity.js';
import type { AnalyzeOptions, Analyzer, CompiledPatterns } from './analyze-api.js';
import { CLAIM_CONFIDENCE, type Candidate, type Recognizer, type ScanInput } from './candidate.js';
import { findCustomMatches } from './custom-patterns.js';
import { loadLexicon } from './lexicons/person-names.js';
import { forgetFoldedText } from './pipeline/boundary.js';
import { applyContext } from './pipeline/context.js';
import { resolveOverlaps } from './pipeline/resolve.js';
import { ScanBuffers, scanAnchors, scannedUnits } from './pipeline/scan.js';
import { UnitStore } from './pipeline/units.js';
import { BUILT_IN_RECOGNIZERS } from './registry.js';

/** decisions.md: default confidence threshold, inclusive. */
export const DEFAULT_THRESHOLD = 0.5;

/** Normalizes a JSON key / CSV header for context matching: "Date of Birth" → "dateofbirth". */
function normalizeKey(key: string | undefined): string {
  return key === undefined ? '' : key.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Marks the tokens inside confident candidates `found[from…]` as claimed; given `shown`, only candidates of a type in it. */
export function claimTokens(tokenStart: Int32Array, found: readonly Candidate[], from: number, claimed: Uint8Array, shown?: ReadonlySet<string>): void {
  const n = tokenStart.length;
  // A recognizer reports in text order, so each search gallops on from where the previous one ended.
  let base = 0;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.confidence < CLAIM_CONFIDENCE || (shown !== undefined && !shown.has(c.type))) continue;
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
const NO_UNITS = new Uint16Array(0);

/** The candidate pool keeps its store across calls up to this many candidates. */
const POOL_RETAINED_MAX = 4096;

/**
 * analyzeMany() runs each stage over a group of texts before the next stage, so each recognizer's code runs over
 * several documents while it is hot (per document in turn, the sixteen recognizers evicted one another: a 1 KB document
 * cost about 1.5× more per byte than a 100 KB one). A group holds at most this many texts…
 */
const GROUP_TEXTS_MAX = 32;
/** …and this many characters in all (one longer text is a group of its own: it gains nothing from company). */
const GROUP_CHARS_MAX = 64 * 1024;
/**
 * What the extra slots keep between calls: buffers for up to this many tokens (a few KB of text), views for up to
 * this many, and the units of a text of up to 8 K units, so 31 slots that once held long texts or many token counts
 * hold ≈ 3.5 MB at most, not 31 times the first's.
 */
const EXTRA_SLOT_TOKENS = 4096;
const EXTRA_SLOT_VIEWS = 128;
const EXTRA_SLOT_UNIT_BYTES = 16 * 1024;

function wanted(recognizer: Recognizer, entities: ReadonlySet<string> | undefined): boolean {
  return entities === undefined || recognizer.entities.some((e) => entities.has(e));
}

/**
 * The state of one text's analysis, reused from call to call: its scan buffers, the recognizers' input object and the
 * candidate array. analyze() uses one; analyzeMany() one per text of a group.
 */
class Slot {
  /** The recognizers' input, one object refilled per text. */
  readonly input: { -readonly [K in keyof ScanInput]: ScanInput[K] };

  /**
   * @param buffers the slot's own scan buffers (analyzeMany's extra slots keep less between calls than the first).
   * @param units the store of its texts' units (likewise).
   */
  constructor(
    readonly buffers: ScanBuffers,
    private readonly units = new UnitStore(),
  ) {
    this.input = { text: '', anchors: buffers.anchors, key: '', claimed: buffers.claimed, units: NO_UNITS };
  }

  /**
   * One text's candidates, in an array kept from call to call: a fresh one regrew its backing store three or four times
   * per document. It is emptied with pop(), which keeps the capacity (setting the length to 0 drops the store).
   */
  pool: Candidate[] = [];

  /**
   * Scans `text` and readies the input for the recognizers. `alone`: no other text is scanned before this one's
   * recognizers are done (analyze(), or a group of one), so they may read its units and token lists where the scan
   * left them instead of in copies: a text of over 64 K units outgrew the units copy's retained store, which was then
   * allocated anew per call, and copying the five lists was a fixed cost of each text.
   */
  begin(text: string, key: string, alone: boolean): void {
    const anchors = scanAnchors(text, this.buffers, alone);
    const input = this.input;
    input.text = text;
    input.anchors = anchors;
    input.key = key;
    input.claimed = this.buffers.claims(anchors.tokenStart.length);
    input.units = (alone ? scannedUnits(text) : undefined) ?? this.units.fill(text);
    // Not empty only when an earlier call threw midway.
    if (this.pool.length !== 0) this.pool = [];
  }

  /** Context, custom patterns, threshold and filter, overlaps: the text's entities. Leaves the slot empty. */
  finish(threshold: number, entities: ReadonlySet<string> | undefined, customPatterns: CompiledPatterns | undefined): Entity[] {
    const input = this.input;
    const text = input.text;
    const candidates = this.pool;
    applyContext(text, input.key, candidates);
    if (customPatterns) findCustomMatches(text, customPatterns, candidates);
    // Neither the document nor a huge document's claim map is kept alive by the reused input.
    input.text = '';
    input.claimed = NO_CLAIMS;
    input.units = NO_UNITS;
    this.units.trim();
    this.buffers.trim();
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
    if (count > POOL_RETAINED_MAX) this.pool = [];
    for (let i = 0; i < found.length; i++) {
      const c = found[i]!;
      // A candidate built by candidate() has the Entity's keys in its order and is handed out as is; one built as a
      // literal without `text` is copied, so every entity has the same keys in the same order.
      if (c.text !== undefined) c.text = text.slice(c.start, c.end);
      else found[i] = { type: c.type, text: text.slice(c.start, c.end), start: c.start, end: c.end, confidence: c.confidence, recognizer: c.recognizer };
    }
    return found as Entity[];
  }
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
  const claimingWhenShown = recognizers.map((r) => r.claimsWhenShown === true);
  loadLexicon();
  // Slots are reused from call to call: analyze() and analyzeMany() are synchronous and not re-entrant.
  const slots: Slot[] = [new Slot(new ScanBuffers())];

  /** Whether recognizer r runs. Claiming recognizers always run, so a filter never changes what the others see
   * ("Ann.Lee@x.io" stays an e-mail's inside even when only PERSON_NAME is asked for); their output is filtered later.
   * One that claims only what a filter shows (Recognizer.claimsWhenShown) runs as any other: only when wanted. */
  function runs(r: number, entities: ReadonlySet<string> | undefined): boolean {
    return entities === undefined || claiming[r]! || wanted(recognizers[r]!, entities);
  }

  /** Recognizer r over one slot's text, its confident finds claiming their tokens (some only when `entities` shows them). */
  function recognize(r: number, slot: Slot, entities: ReadonlySet<string> | undefined): void {
    const candidates = slot.pool;
    const from = candidates.length;
    finds[r]!(slot.input, candidates);
    if (candidates.length === from) return;
    if (claiming[r]!) claimTokens(slot.input.anchors.tokenStart, candidates, from, slot.input.claimed);
    else if (claimingWhenShown[r]!) claimTokens(slot.input.anchors.tokenStart, candidates, from, slot.input.claimed, entities);
  }

  return {
    analyze(text: string, options?: AnalyzeOptions): Entity[] {
      // No default `{}`: it was an object per call for the callers that pass no options.
      const entities = options?.entities;
      const slot = slots[0]!;
      slot.begin(text, normalizeKey(options?.context), true);
      for (let r = 0; r < finds.length; r++) if (runs(r, entities)) recognize(r, slot, entities);
      const found = slot.finish(options?.threshold ?? DEFAULT_THRESHOLD, entities, options?.customPatterns);
      forgetFoldedText();
      return found;
    },

    analyzeMany(texts: readonly string[], options?: AnalyzeOptions, contexts?: readonly (string | undefined)[]): Entity[][] {
      const entities = options?.entities;
      const threshold = options?.threshold ?? DEFAULT_THRESHOLD;
      const customPatterns = options?.customPatterns;
      const results: Entity[][] = new Array<Entity[]>(texts.length);
      let first = 0;
      while (first < texts.length) {
        let end = first + 1;
        let chars = texts[first]!.length;
        while (end < texts.length && end - first < GROUP_TEXTS_MAX && chars + texts[end]!.length <= GROUP_CHARS_MAX) chars += texts[end++]!.length;
        const count = end - first;
        while (slots.length < count) slots.push(new Slot(new ScanBuffers(EXTRA_SLOT_TOKENS, EXTRA_SLOT_VIEWS), new UnitStore(EXTRA_SLOT_UNIT_BYTES)));
        for (let k = 0; k < count; k++) slots[k]!.begin(texts[first + k]!, normalizeKey(contexts?.[first + k] ?? options?.context), count === 1);
        for (let r = 0; r < finds.length; r++) {
          if (!runs(r, entities)) continue;
          for (let k = 0; k < count; k++) recognize(r, slots[k]!, entities);
        }
        for (let k = 0; k < count; k++) results[first + k] = slots[k]!.finish(threshold, entities, customPatterns);
        first = end;
      }
      forgetFoldedText();
      return results;
    },
  };
}
