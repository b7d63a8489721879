/**
 * The engine's public contract, used by formats, operators, service and bench.
 * The implementation lives in the engine (see ./index.ts); this file only fixes the shapes.
 */
import type { Entity } from './entity.js';

/** A user-supplied pattern (spec §2.2); `confidence` is the optional extra of decisions.md. */
export interface CustomPatternSpec {
  name: string;
  pattern: string;
  confidence?: number;
}

/** Custom patterns compiled once per request with RE2 (linear time). Opaque to callers. */
export interface CompiledPatterns {
  readonly size: number;
}

export interface AnalyzeOptions {
  /** Minimum confidence, inclusive (decisions.md: default 0.5, ties reported). */
  threshold?: number;
  /** Labels to keep (canonical or custom names); undefined keeps all. */
  entities?: ReadonlySet<string>;
  customPatterns?: CompiledPatterns;
  /** Name of the JSON key or CSV header the value sits under; used as context. */
  context?: string;
}

export interface Analyzer {
  /** Entities in `text`, sorted by start, never overlapping, `text.slice(start,end) === entity.text`. */
  analyze(text: string, options?: AnalyzeOptions): Entity[];
  /**
   * `texts.map((t, i) => analyze(t, { ...options, context: contexts?.[i] ?? options?.context }))`, the same entities.
   * Each stage runs over a group of texts before the next stage starts, which keeps each recognizer's code and data in
   * the caches: on documents of about 1 KB (a batch's) it is 1.04-1.2× as fast as analyze() text by text; on texts of
   * a few dozen characters (JSON values, CSV cells) about as fast, their cost being the fixed work of each text.
   */
  analyzeMany(texts: readonly string[], options?: AnalyzeOptions, contexts?: readonly (string | undefined)[]): Entity[][];
}
