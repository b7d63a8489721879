/** GET /v1/keys (extension): scope `admin`; never returns raw keys or hashes. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { KeyService } from '../../service/keys.js';
import { errorResponses } from '../schemas/common.js';
import { KeyList } from '../schemas/keys.js';

export default async function keysListRoute(app: FastifyInstance, opts: { keys: KeyService }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/v1/keys',
    {
      schema: {
        summary: 'List API keys, newest first',
        tags: ['keys'],
        security: [{ bearer: [] }],
        response: { 200: KeyList, ...errorResponses(401, 403, 429, 500) },
      },
      config: { access: { scopes: ['admin'], audit: 'keys.list' } },
    },
    async (request) => ({ request_id: request.id, keys: await opts.keys.list() }),
  );
}
