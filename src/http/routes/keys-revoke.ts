/** DELETE /v1/keys/:id (extension): scope `admin`; 404 when no active key has this id. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { KeyService } from '../../service/keys.js';
import { errorResponses } from '../schemas/common.js';
import { KeyIdParams, RevokedKey } from '../schemas/keys.js';

export default async function keysRevokeRoute(app: FastifyInstance, opts: { keys: KeyService }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/v1/keys/:id',
    {
      schema: {
        summary: 'Revoke an API key',
        tags: ['keys'],
        security: [{ bearer: [] }],
        params: KeyIdParams,
        response: { 200: RevokedKey, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { access: { scopes: ['admin'], audit: 'keys.revoke' } },
    },
    async (request) => ({ request_id: request.id, ...(await opts.keys.revoke(request.params.id)) }),
  );
}
