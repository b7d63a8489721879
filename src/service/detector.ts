/**
 * Detection for the request handlers, coalesced: the documents that requests hand in during one event-loop turn are
 * analyzed together (Coalescer, at most a batch of the engine's group size), as the store's group committer gathers
 * writes. Inside a server each request's analysis used to run between two requests' worth of HTTP, store and log code
 * and cost ≈ 1.5× its in-process time; analyzed together, stage by stage (Analyzer.analyzeMany), it costs less than
 * alone. A request waits at most the rest of its loop turn. Each caller gets its document's entities as analyze() of
 * each segment alone gives them, each with its segment's `path`.
 */
import type { Analyzer } from '../engine/analyze-api.js';
import type { Entity } from '../engine/entity.js';
import type { ParsedDocument } from '../formats/document.js';
import { asError, Coalescer } from './coalescer.js';
import { detectDocuments, type DetectOptions } from './pipeline.js';

/** The entities of every segment of a document, in order, each with its segment's `path` for JSON/CSV. */
export type Detect = (doc: ParsedDocument, options: DetectOptions) => Promise<Entity[]>;

interface DetectCall {
  doc: ParsedDocument;
  options: DetectOptions;
}

/** Calls gathered in one loop turn that are run together at most (the engine analyzes groups of up to 32 texts). */
const COALESCED_MAX = 32;

/**
 * Calls detected together share their options: a threshold and an entity filter, and no custom patterns (a call with
 * its own patterns gets a key of its own).
 */
function groupKey(options: DetectOptions): string | symbol {
  if (options.customPatterns !== undefined) return Symbol('custom patterns');
  const filter = options.entities === undefined ? '*' : [...options.entities].sort().join(',');
  return `${options.threshold} ${filter}`;
}

/** Answers one batch of calls: a list of entities, or the error its group's detection threw, per call. */
function detectAll(analyzer: Analyzer, calls: readonly DetectCall[]): (Entity[] | Error)[] {
  const groups = new Map<string | symbol, number[]>();
  calls.forEach((call, i) => {
    const key = groupKey(call.options);
    const members = groups.get(key);
    if (members === undefined) groups.set(key, [i]);
    else members.push(i);
  });
  const results: (Entity[] | Error)[] = new Array(calls.length);
  for (const members of groups.values()) {
    let found: Entity[][] | Error;
    try {
      found = detectDocuments(analyzer, members.map((i) => calls[i]!.doc), calls[members[0]!]!.options);
    } catch (error) {
      found = asError(error);
    }
    members.forEach((i, k) => {
      results[i] = found instanceof Error ? found : found[k]!;
    });
  }
  return results;
}

/** A Detect over `analyzer` that coalesces the calls of each loop turn. */
export function coalescedDetector(analyzer: Analyzer): Detect {
  const coalescer = new Coalescer<DetectCall, Entity[]>((calls) => detectAll(analyzer, calls), COALESCED_MAX);
  return (doc, options) =>
    new Promise((resolve, reject) => {
      coalescer.add({ doc, options }, (result) => (result instanceof Error ? reject(result) : resolve(result)));
    });
}
