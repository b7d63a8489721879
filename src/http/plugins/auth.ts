/**
 * Bearer-key authentication (spec §5, decisions.md "Keys, scopes, plans").
 * Identification runs first (onRequest), so the rate limiter knows whom to count; enforcement runs
 * before the body is read (preParsing): 401 `unauthorized` for a missing, malformed, unknown or revoked
 * key, 403 `forbidden` for a key without the route's scope. Routes without `config.access` are public.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PdpsError } from '../../errors.js';
import type { KeyService } from '../../service/keys.js';
import '../types.js';

export interface AuthOptions {
  keys: KeyService;
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive, RFC 7235 §2.1). */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}

async function auth(app: FastifyInstance, opts: AuthOptions): Promise<void> {
  app.decorateRequest('caller', undefined);

  // Callback hooks: a key verified before is recognised synchronously (KeyService.cachedCaller), and neither
  // hook then costs a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      done();
      return;
    }
    const known = opts.keys.cachedCaller(token);
    if (known !== null) {
      request.caller = known;
      done();
      return;
    }
    opts.keys.authenticate(token).then((caller) => {
      request.caller = caller;
      done();
    }, done);
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      done(null, payload);
      return;
    }
    const caller = request.caller;
    if (caller === undefined) {
      done(new PdpsError('unauthorized', 'A valid API key is required: send Authorization: Bearer <key>.'));
      return;
    }
    if (access.scopes.length > 0 && !access.scopes.some((scope) => caller.scopes.has(scope))) {
      done(new PdpsError('forbidden', 'The API key lacks the required scope.', { required_scope: access.scopes.join('|') }));
      return;
    }
    done(null, payload);
  });
}

export default fp(auth, { name: 'auth' });
