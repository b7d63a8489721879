/** POST /v1/detect (spec §4.2): scope `detect`. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Coalescer } from '../../service/coalescer.js';
import type { Outcome, ServiceContext } from '../../service/context.js';
import { detectDataMany, type DetectCall, type DetectResponse as DetectResult } from '../../service/detect.js';
import { errorResponses } from '../schemas/common.js';
import { DetectResponse, detectBody } from '../schemas/detect.js';

/** Fastify's own content type for a serialized JSON reply. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Detect requests of one loop turn are analyzed together (at most this many: the engine's group size). */
const COALESCED_MAX = 32;

export default async function detectRoute(app: FastifyInstance, opts: { ctx: ServiceContext }): Promise<void> {
  const coalescer = new Coalescer<DetectCall, Outcome<DetectResult>>((calls) => detectDataMany(opts.ctx, calls), COALESCED_MAX);
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
    (request, reply) => {
      coalescer.add({ requestId: request.id, body: request.body }, (result) => {
        if (result instanceof Error) {
          // As if the handler had thrown it: Fastify's error handler answers.
          (reply as FastifyReply).send(result);
          return;
        }
        request.auditFacts = result.audit;
        // JSON.stringify prints the bytes the schema's serializer would (the views hold the schema's keys only, in
        // the order it prints them, finite numbers and integer counts: test/http/detect-serialization.test.ts checks
        // it), natively and as one flat string, where the serializer's concatenations left ~3 KB of pieces per
        // response. The reply is typed for the schema's object; the string skips that serializer on purpose.
        (reply as FastifyReply).type(JSON_CONTENT_TYPE).send(JSON.stringify(result.response));
      });
    },
  );
}
