/** GET /v1/audit-logs (spec §4.4). */
import { Type } from '@sinclair/typebox';
import { AUDIT_PAGE } from '../../service/audit.js';
import { CountsByType, RequestId, Timestamp } from './common.js';

export const AuditLogsQuery = Type.Object({
  start_date: Type.Optional(Type.String({ description: 'ISO 8601, inclusive' })),
  end_date: Type.Optional(Type.String({ description: 'ISO 8601, inclusive (a bare date covers the whole day, UTC)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE.maxLimit, description: `Default ${AUDIT_PAGE.defaultLimit}` })),
  offset: Type.Optional(Type.Integer({ minimum: 0, description: 'Default 0' })),
});

export const AuditLogsResponse = Type.Object({
  request_id: RequestId,
  logs: Type.Array(
    Type.Object({
      timestamp: Timestamp,
      request_id: Type.String(),
      action: Type.String(),
      entities_detected: Type.Integer(),
      entity_counts: CountsByType,
      method_used: Type.String({ description: '`none` for calls that protect nothing' }),
      user_agent: Type.String(),
      ip_address: Type.String(),
      status: Type.Integer({ description: 'HTTP status of the call' }),
      key_id: Type.String(),
    }),
  ),
  pagination: Type.Object({ total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() }),
});
