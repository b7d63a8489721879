/** GET /v1/status (decisions.md "Other endpoints"): any valid key. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { getStatus, type StatusDeps } from '../../service/status.js';
import { errorResponses } from '../schemas/common.js';
import { StatusResponse } from '../schemas/status.js';
import { callerOf } from './caller.js';

export default async function statusRoute(app: FastifyInstance, opts: { status: StatusDeps }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/v1/status',
    {
      schema: {
        summary: 'Service health and the calling key’s plan and usage',
        tags: ['service'],
        security: [{ bearer: [] }],
        response: { 200: StatusResponse, ...errorResponses(401, 429, 500) },
      },
      config: { access: { scopes: [] } },
    },
    async (request) => getStatus(opts.status, callerOf(request), request.id),
  );
}
