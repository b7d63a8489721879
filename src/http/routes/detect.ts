/** POST /v1/detect (spec §4.2): scope `detect`. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../service/context.js';
import { detectData } from '../../service/detect.js';
import { errorResponses } from '../schemas/common.js';
import { DetectResponse, detectBody } from '../schemas/detect.js';

export default async function detectRoute(app: FastifyInstance, opts: { ctx: ServiceContext }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/detect',
    {
      schema: {
        summary: 'Detect PII without changing the input',
        tags: ['data'],
        security: [{ bearer: [] }],
        body: detectBody(opts.ctx.limits),
        response: { 200: DetectResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['detect'], audit: 'detect' } },
    },
    async (request) => {
      const { response, audit } = detectData(opts.ctx, request.id, request.body);
      request.auditFacts = audit;
      return response;
    },
  );
}
