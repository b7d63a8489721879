/** POST /v1/batch (spec §4.3). */
import { Type } from '@sinclair/typebox';
import type { RequestLimits } from '../../config.js';
import { ConfidenceThreshold, Data, Format, Method, MethodOptions, RequestId, customPatterns } from './common.js';

export function batchBody(limits: RequestLimits) {
  return Type.Object({
    documents: Type.Array(
      Type.Object({
        id: Type.String({ maxLength: 256 }),
        data: Data,
        format: Type.Optional(Format),
      }),
      { maxItems: limits.batchDocuments, description: `At most ${limits.batchDocuments} documents` },
    ),
    method: Type.Optional(Method),
    parallel: Type.Optional(Type.Boolean({ description: 'Process on worker threads; default true' })),
    confidence_threshold: Type.Optional(ConfidenceThreshold),
    custom_patterns: Type.Optional(customPatterns(limits.customPatterns, limits.patternLength)),
    ...MethodOptions,
  });
}

export const BatchResponse = Type.Object({
  request_id: RequestId,
  batch_id: Type.String({ description: '`batch_` + ULID' }),
  results: Type.Array(
    Type.Object({
      document_id: Type.String(),
      processed_data: Type.Unknown(),
      entities_detected: Type.Integer({ description: 'A count' }),
      method_used: Type.String(),
    }),
  ),
  total_processing_time_ms: Type.Number(),
});
