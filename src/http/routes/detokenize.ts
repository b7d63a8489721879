/** POST /v1/detokenize (extension): scope `detokenize`; reverses the caller's tenant's tokens only. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../service/context.js';
import { detokenizeTokens } from '../../service/detokenize.js';
import { errorResponses } from '../schemas/common.js';
import { DetokenizeBody, DetokenizeResponse } from '../schemas/detokenize.js';
import { callerOf } from './caller.js';

export default async function detokenizeRoute(app: FastifyInstance, opts: { ctx: ServiceContext }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/detokenize',
    {
      schema: {
        summary: 'Reverse tokens made by tokenization',
        tags: ['data'],
        security: [{ bearer: [] }],
        body: DetokenizeBody,
        response: { 200: DetokenizeResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['detokenize'], audit: 'detokenize' } },
    },
    async (request) => {
      const { response, audit } = await detokenizeTokens(opts.ctx, callerOf(request), request.id, request.body);
      request.auditFacts = audit;
      return response;
    },
  );
}
