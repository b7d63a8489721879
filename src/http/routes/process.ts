/** POST /v1/process (spec §4.1): scope `process`. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../service/context.js';
import { processData } from '../../service/process.js';
import { errorResponses } from '../schemas/common.js';
import { ProcessResponse, processBody } from '../schemas/process.js';
import { callerOf } from './caller.js';

export default async function processRoute(app: FastifyInstance, opts: { ctx: ServiceContext }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/process',
    {
      schema: {
        summary: 'Detect and protect PII',
        tags: ['data'],
        security: [{ bearer: [] }],
        body: processBody(opts.ctx.limits),
        response: { 200: ProcessResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['process'], audit: 'process' } },
    },
    async (request) => {
      const { response, audit } = await processData(opts.ctx, callerOf(request), request.id, request.body);
      request.auditFacts = audit;
      return response;
    },
  );
}
