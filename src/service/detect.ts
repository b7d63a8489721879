/**
 * POST /v1/detect (spec §4.2, decisions.md): entities and a summary; the input is left unchanged.
 */
import { countByType, riskScore } from '../compliance/index.js';
import type { CompiledPatterns, CustomPatternSpec, Entity } from '../engine/index.js';
import { parseDocument, type Format, type ParsedDocument } from '../formats/document.js';
import { documentLimits, type Outcome, type ServiceContext } from './context.js';
import { compilePatterns, resolveThreshold } from './options.js';
import { detectDocument, detectDocuments, viewEntity, type EntityView } from './pipeline.js';

export interface DetectRequest {
  data: unknown;
  format?: Format;
  confidence_threshold?: number;
  custom_patterns?: CustomPatternSpec[];
  /** decisions.md: default true; false drops `start`/`end`. */
  include_positions?: boolean;
}

export interface DetectResponse {
  request_id: string;
  entities: EntityView[];
  summary: { total_entities: number; by_type: Record<string, number>; risk_score: number };
}

/** A detect request checked and parsed, ready for the engine. */
interface DetectJob {
  requestId: string;
  threshold: number;
  customPatterns: CompiledPatterns | undefined;
  doc: ParsedDocument;
  withPositions: boolean;
}

/** Checks the options and parses the document; throws the request's PdpsError. */
function prepare(ctx: ServiceContext, requestId: string, body: DetectRequest): DetectJob {
  const threshold = resolveThreshold(body.confidence_threshold);
  const customPatterns = compilePatterns(body.custom_patterns, ctx.limits);
  const doc = parseDocument(body.data, body.format, documentLimits(ctx.limits), 'data');
  return { requestId, threshold, customPatterns, doc, withPositions: body.include_positions ?? true };
}

function answer(job: DetectJob, entities: Entity[]): Outcome<DetectResponse> {
  const byType = countByType(entities);
  return {
    response: {
      request_id: job.requestId,
      entities: entities.map((e) => viewEntity(e, job.withPositions)),
      summary: { total_entities: entities.length, by_type: byType, risk_score: riskScore(byType) },
    },
    audit: { entitiesDetected: entities.length, entityCounts: byType, methodUsed: null },
  };
}

export interface DetectCall {
  requestId: string;
  body: DetectRequest;
}

/**
 * Detects PII in the document of each request, each answered as it alone would be: its outcome, or the error (PdpsError
 * for bad input) it gets. Requests without custom patterns that share a threshold are detected together
 * (detectDocuments): the engine analyzes several documents faster stage by stage than one after the other.
 */
export function detectDataMany(ctx: ServiceContext, calls: readonly DetectCall[]): (Outcome<DetectResponse> | Error)[] {
  const results: (Outcome<DetectResponse> | Error)[] = new Array(calls.length);
  const jobs: (DetectJob | undefined)[] = calls.map((call, i) => {
    try {
      return prepare(ctx, call.requestId, call.body);
    } catch (error) {
      results[i] = error as Error;
      return undefined;
    }
  });
  // Indexes of the jobs detected together, by threshold; a job with custom patterns runs alone.
  const groups = new Map<number, number[]>();
  jobs.forEach((job, i) => {
    if (job === undefined) return;
    if (job.customPatterns !== undefined) {
      settle(results, [i], () => [detectDocument(ctx.analyzer, job.doc, { threshold: job.threshold, customPatterns: job.customPatterns })], jobs);
      return;
    }
    const group = groups.get(job.threshold);
    if (group === undefined) groups.set(job.threshold, [i]);
    else group.push(i);
  });
  for (const [threshold, members] of groups) {
    settle(results, members, () => detectDocuments(ctx.analyzer, members.map((i) => jobs[i]!.doc), { threshold }), jobs);
  }
  return results;
}

/** Answers the jobs at `members` with `detect()`'s entities, one list per member; if it throws, each gets the error. */
function settle(
  results: (Outcome<DetectResponse> | Error)[],
  members: readonly number[],
  detect: () => Entity[][],
  jobs: readonly (DetectJob | undefined)[],
): void {
  let found: Entity[][];
  try {
    found = detect();
  } catch (error) {
    for (const i of members) results[i] = error as Error;
    return;
  }
  members.forEach((i, k) => {
    results[i] = answer(jobs[i]!, found[k]!);
  });
}
