/**
 * Every response carries `X-Request-Id`, equal to the `request_id` in its body (decisions.md "Naming").
 * The id itself is minted by `genReqId` in ../app.ts (`req_` + ULID); an incoming header is never trusted.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function requestId(app: FastifyInstance): Promise<void> {
  // Set at the first hook so that every later answer, errors included, carries it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}

export default fp(requestId, { name: 'request-id' });
