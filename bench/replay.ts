/**
 * analyze()'s loop replayed stage by stage, for the tools that measure its stages (bench/recognizer-shares.ts by the
 * clock, bench/stage-instructions.ts by instruction counts). A test checks that the whole replay finds what analyze()
 * finds, so neither tool measures a loop that has drifted from the engine's.
 */
import type { Candidate } from '../src/engine/candidate.js';
import { DEFAULT_THRESHOLD, claimTokens } from '../src/engine/analyze.js';
import { applyContext } from '../src/engine/pipeline/context.js';
import { resolveOverlaps } from '../src/engine/pipeline/resolve.js';
import { type ScanBuffers, scanAnchors } from '../src/engine/pipeline/scan.js';
import { BUILT_IN_RECOGNIZERS } from '../src/engine/registry.js';
import { UnitStore } from '../src/engine/pipeline/units.js';

/** The stages in analyze()'s order: the scan, each built-in recognizer, the context pass, threshold and resolve. */
export const STAGES: readonly string[] = ['scan', ...BUILT_IN_RECOGNIZERS.map((r) => r.name), 'context', 'resolve'];

/** The texts' units, filled with the scan as analyze() fills them (a copy of its own per text would be a JS loop). */
const unitStore = new UnitStore();

/**
 * analyze()'s loop through its first `stages` stages over one text (recognizers with their claims); the candidates it
 * has at that point. `lap(k)`, when given, is called as stage k (an index into STAGES) ends.
 */
export function replay(text: string, stages: number, buffers: ScanBuffers, lap?: (stage: number) => void): Candidate[] {
  if (stages === 0) return [];
  const anchors = scanAnchors(text, buffers);
  const units = unitStore.fill(text);
  lap?.(0);
  const input = { text, anchors, key: '', claimed: buffers.claims(anchors.tokenStart.length), units };
  let found: Candidate[] = [];
  const recognizers = Math.min(BUILT_IN_RECOGNIZERS.length, stages - 1);
  for (let r = 0; r < recognizers; r++) {
    const recognizer = BUILT_IN_RECOGNIZERS[r]!;
    const from = found.length;
    recognizer.find(input, found);
    const claims = recognizer.claims === true || recognizer.claimsWhenShown === true;
    if (claims && found.length > from) claimTokens(anchors.tokenStart, found, from, input.claimed);
    lap?.(r + 1);
  }
  if (stages > STAGES.length - 2) {
    applyContext(text, '', found);
    lap?.(STAGES.length - 2);
  }
  if (stages > STAGES.length - 1) {
    found = resolveOverlaps(found.filter((c) => c.confidence >= DEFAULT_THRESHOLD), true);
    lap?.(STAGES.length - 1);
  }
  buffers.trim();
  return found;
}

/** The clock the timed replay reads, in nanoseconds. */
export function nowNs(): number {
  return Number(process.hrtime.bigint());
}

/** analyze()'s whole loop over one text, each stage's nanoseconds (with one clock reading's cost) added to `elapsed[stage]`. */
export function replayTimed(text: string, buffers: ScanBuffers, elapsed: Float64Array): void {
  let mark = nowNs();
  replay(text, STAGES.length, buffers, (stage) => {
    const t = nowNs();
    elapsed[stage]! += t - mark;
    mark = t;
  });
}
