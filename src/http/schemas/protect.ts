/** POST /v1/protect (spec §4.5, decisions.md "Other endpoints"). */
import { Type } from '@sinclair/typebox';
import type { RequestLimits } from '../../config.js';
import { ConfidenceThreshold, Entity, Method, MethodOptions, RequestId, Timestamp, customPatterns } from './common.js';

export function protectBody(limits: RequestLimits) {
  const { quasi_identifiers: _, ...options } = MethodOptions;
  return Type.Object({
    text: Type.String(),
    entities: Type.Optional(
      Type.Array(Type.String(), { maxItems: 100, description: 'Entity types to act on (labels or aliases such as NAME); default all' }),
    ),
    method: Type.Optional(Method),
    confidence_threshold: Type.Optional(ConfidenceThreshold),
    custom_patterns: Type.Optional(customPatterns(limits.customPatterns, limits.patternLength)),
    ...options,
  });
}

export const ProtectResponse = Type.Object({
  request_id: RequestId,
  timestamp: Timestamp,
  protected_text: Type.String(),
  entities_protected: Type.Array(Entity),
  method_used: Type.String(),
});
