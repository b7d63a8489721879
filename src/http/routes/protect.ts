/** POST /v1/protect (spec §4.5): scope `protect`. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../service/context.js';
import { protectText } from '../../service/protect.js';
import { errorResponses } from '../schemas/common.js';
import { ProtectResponse, protectBody } from '../schemas/protect.js';
import { callerOf } from './caller.js';

export default async function protectRoute(app: FastifyInstance, opts: { ctx: ServiceContext }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/protect',
    {
      schema: {
        summary: 'Protect the named entity types in a text',
        tags: ['data'],
        security: [{ bearer: [] }],
        body: protectBody(opts.ctx.limits),
        response: { 200: ProtectResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['protect'], audit: 'protect' } },
    },
    async (request) => {
      const { response, audit } = await protectText(opts.ctx, callerOf(request), request.id, request.body);
      request.auditFacts = audit;
      return response;
    },
  );
}
