/** POST /v1/keys (extension): scope `admin`; the raw key is in this response only. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { KeyService } from '../../service/keys.js';
import { errorResponses } from '../schemas/common.js';
import { CreateKeyBody, CreatedKey } from '../schemas/keys.js';

export default async function keysCreateRoute(app: FastifyInstance, opts: { keys: KeyService }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/keys',
    {
      schema: {
        summary: 'Create an API key',
        tags: ['keys'],
        security: [{ bearer: [] }],
        body: CreateKeyBody,
        response: { 201: CreatedKey, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { access: { scopes: ['admin'], audit: 'keys.create' } },
    },
    async (request, reply) => {
      const { name, plan, scopes, tenant_id: tenantId } = request.body;
      const { key, view } = await opts.keys.create({ name, plan, scopes, tenantId });
      const { revoked_at: _, ...fields } = view;
      // The payload is returned, not the reply (routes/detect.ts says why).
      reply.code(201);
      return { request_id: request.id, ...fields, key };
    },
  );
}
