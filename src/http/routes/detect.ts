/** POST /v1/detect (spec §4.2): scope `detect`. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { ServiceContext } from '../../service/context.js';
import { detectData } from '../../service/detect.js';
import { errorResponses } from '../schemas/common.js';
import { DetectResponse, detectBody } from '../schemas/detect.js';

/** Fastify's own content type for a serialized JSON reply. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

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
    async (request, reply) => {
      const { response, audit } = await detectData(opts.ctx, request.id, request.body);
      request.auditFacts = audit;
      // JSON.stringify prints the bytes the schema's serializer would (the views hold the schema's keys only, in
      // the order it prints them, finite numbers and integer counts: test/http/detect-serialization.test.ts checks
      // it), natively and as one flat string, where the serializer's concatenations left ~3 KB of pieces per
      // response. The reply is typed for the schema's object; the string skips that serializer on purpose.
      (reply as FastifyReply).type(JSON_CONTENT_TYPE);
      // Returned, not sent: Fastify sends what the handler resolves to. A handler that resolves to the reply itself
      // hands Fastify a thenable, which waits for the response to finish (a stream watcher per request) whenever
      // an onSend hook (the audit commit) defers it.
      return JSON.stringify(response) as unknown as Static<typeof DetectResponse>;
    },
  );
}
