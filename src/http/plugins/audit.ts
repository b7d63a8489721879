/**
 * One audit entry per authenticated call to a route that declares `config.access.audit`
 * (process, detect, batch, protect, detokenize, key management), failures included, written in
 * onSend so it is committed before the response leaves (issue 3). Types and counts only.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PdpsError } from '../../errors.js';
import type { AuditService } from '../../service/audit.js';
import { isoTimestamp } from '../../service/ids.js';
import { envelope } from './error-handler.js';
import '../types.js';

export interface AuditOptions {
  audit: AuditService;
}

/** Upper bound on the stored User-Agent (a header, so caller-controlled). */
const MAX_USER_AGENT = 512;

async function auditPlugin(app: FastifyInstance, opts: AuditOptions): Promise<void> {
  app.decorateRequest('auditFacts', undefined);

  app.addHook('onSend', (request, reply, payload, done) => {
    const action = request.routeOptions.config.access?.audit;
    const caller = request.caller;
    if (action === undefined || caller === undefined) {
      done(null, payload);
      return;
    }
    const facts = request.auditFacts;
    opts.audit
      .record({
        timestamp: isoTimestamp(),
        requestId: request.id,
        tenantId: caller.tenantId,
        keyId: caller.keyId,
        action,
        entitiesDetected: facts?.entitiesDetected ?? 0,
        entityCounts: facts?.entityCounts ?? {},
        methodUsed: facts?.methodUsed ?? null,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
        ipAddress: request.ip,
        status: reply.statusCode,
      })
      .then(
        () => done(null, payload),
        (err: unknown) => {
          // No entry, no answer: the call's result is withheld and replaced by a 500 (errors passed on from
          // onSend would re-enter this hook through the error handler).
          request.log.error({ errType: (err as Error).name }, 'audit entry could not be written');
          reply.code(500).type('application/json; charset=utf-8');
          done(null, JSON.stringify(envelope(request, new PdpsError('internal_error'))));
        },
      );
  });
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['auth'] });
