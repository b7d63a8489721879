/** The authenticated caller of a route that declares `config.access` (set by the auth plugin). */
import type { FastifyRequest } from 'fastify';
import { PdpsError } from '../../errors.js';
import type { Caller } from '../../service/keys.js';
import '../types.js';

export function callerOf(request: FastifyRequest): Caller {
  if (request.caller === undefined) throw new PdpsError('unauthorized');
  return request.caller;
}
