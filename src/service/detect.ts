/**
 * POST /v1/detect (spec §4.2, decisions.md): entities and a summary; the input is left unchanged.
 */
import { countByType, riskScore } from '../compliance/index.js';
import type { CustomPatternSpec } from '../engine/index.js';
import { parseDocument, type Format } from '../formats/document.js';
import { documentLimits, type Outcome, type ServiceContext } from './context.js';
import { compilePatterns, resolveThreshold } from './options.js';
import { viewEntity, type EntityView } from './pipeline.js';

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

/** Detects PII in one document. */
export async function detectData(ctx: ServiceContext, requestId: string, body: DetectRequest): Promise<Outcome<DetectResponse>> {
  const threshold = resolveThreshold(body.confidence_threshold);
  const customPatterns = compilePatterns(body.custom_patterns, ctx.limits);
  const doc = parseDocument(body.data, body.format, documentLimits(ctx.limits), 'data');
  const entities = await ctx.detect(doc, { threshold, customPatterns });
  const byType = countByType(entities);
  const withPositions = body.include_positions ?? true;
  return {
    response: {
      request_id: requestId,
      entities: entities.map((e) => viewEntity(e, withPositions)),
      summary: { total_entities: entities.length, by_type: byType, risk_score: riskScore(byType) },
    },
    audit: { entitiesDetected: entities.length, entityCounts: byType, methodUsed: null },
  };
}
