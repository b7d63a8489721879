/** POST /v1/process (spec §4.1). */
import { Type } from '@sinclair/typebox';
import type { RequestLimits } from '../../config.js';
import { Compliance, ConfidenceThreshold, CountsByType, Data, Entity, Format, Method, MethodOptions, RequestId, Timestamp, customPatterns } from './common.js';

export function processBody(limits: RequestLimits) {
  return Type.Object({
    data: Data,
    method: Type.Optional(Method),
    format: Type.Optional(Format),
    confidence_threshold: Type.Optional(ConfidenceThreshold),
    custom_patterns: Type.Optional(customPatterns(limits.customPatterns, limits.patternLength)),
    return_metrics: Type.Optional(Type.Boolean({ description: 'Add a metrics object; default false' })),
    ...MethodOptions,
  });
}

export const ProcessMetrics = Type.Object(
  {
    input_risk: Type.Number(),
    residual_risk: Type.Number(),
    counts_by_type: CountsByType,
    timings_ms: Type.Object({ parse: Type.Number(), detect: Type.Number(), protect: Type.Number(), total: Type.Number() }),
    achieved_k: Type.Optional(Type.Number()),
    suppressed_rows: Type.Optional(Type.Integer()),
    information_loss: Type.Optional(Type.Number()),
    epsilon_spent: Type.Optional(Type.Number()),
    privacy_budget: Type.Optional(
      Type.Object({ period: Type.String(), limit: Type.Number(), spent: Type.Number(), remaining: Type.Number() }),
    ),
  },
  { description: 'Present when return_metrics is true' },
);

export const ProcessResponse = Type.Object({
  request_id: RequestId,
  timestamp: Timestamp,
  processed_data: Type.Unknown({ description: 'Protected content, same shape as data (CSV text for format csv)' }),
  entities_detected: Type.Array(Entity),
  processing_time_ms: Type.Number(),
  method_used: Type.String(),
  compliance: Compliance,
  risk_score: Type.Number({ minimum: 0, maximum: 1 }),
  metrics: Type.Optional(ProcessMetrics),
});
