/** POST /v1/detect (spec §4.2). */
import { Type } from '@sinclair/typebox';
import type { RequestLimits } from '../../config.js';
import { ConfidenceThreshold, CountsByType, Data, Entity, Format, RequestId, customPatterns } from './common.js';

export function detectBody(limits: RequestLimits) {
  return Type.Object({
    data: Data,
    format: Type.Optional(Format),
    confidence_threshold: Type.Optional(ConfidenceThreshold),
    custom_patterns: Type.Optional(customPatterns(limits.customPatterns, limits.patternLength)),
    include_positions: Type.Optional(Type.Boolean({ description: 'Default true; false drops start and end' })),
  });
}

export const DetectResponse = Type.Object({
  request_id: RequestId,
  entities: Type.Array(Entity),
  summary: Type.Object({
    total_entities: Type.Integer(),
    by_type: CountsByType,
    risk_score: Type.Number({ minimum: 0, maximum: 1 }),
  }),
});
