/** POST /v1/batch (spec §4.3): scope `batch`. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { processBatch } from '../../service/batch.js';
import type { ServiceContext } from '../../service/context.js';
import { BatchResponse, batchBody } from '../schemas/batch.js';
import { errorResponses } from '../schemas/common.js';
import { callerOf } from './caller.js';

export default async function batchRoute(app: FastifyInstance, opts: { ctx: ServiceContext }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/batch',
    {
      schema: {
        summary: 'Process several documents',
        tags: ['data'],
        security: [{ bearer: [] }],
        body: batchBody(opts.ctx.limits),
        response: { 200: BatchResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['batch'], audit: 'batch' } },
    },
    async (request, reply) => {
      const { response, audit } = await processBatch(opts.ctx, callerOf(request), request.id, request.body);
      request.auditFacts = audit;
      // Already serialized to UTF-8 (processBatch): a Buffer is sent as it is, not through the schema's serializer
      // (the schema still documents it). The typed handler only returns the schema's object, hence the casts.
      // Returned rather than sent, as in detect.ts: a handler resolving to the reply makes Fastify watch the stream.
      (reply as FastifyReply).type('application/json; charset=utf-8');
      return response as unknown as Static<typeof BatchResponse>;
    },
  );
}
