/** GET /v1/audit-logs (spec §4.4): scope `audit:read` (own tenant) or `admin` (every tenant). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuditService } from '../../service/audit.js';
import { AuditLogsQuery, AuditLogsResponse } from '../schemas/audit-logs.js';
import { errorResponses } from '../schemas/common.js';
import { callerOf } from './caller.js';

export default async function auditLogsRoute(app: FastifyInstance, opts: { audit: AuditService }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/v1/audit-logs',
    {
      schema: {
        summary: 'Read the audit log, newest first',
        tags: ['audit'],
        security: [{ bearer: [] }],
        querystring: AuditLogsQuery,
        response: { 200: AuditLogsResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['audit:read', 'admin'] } },
    },
    async (request) => ({ request_id: request.id, ...(await opts.audit.list(callerOf(request), request.query)) }),
  );
}
