/**
 * The only place that builds the error envelope `{error: {code, message, details}, request_id}` (spec §7).
 * PdpsErrors keep their code; Fastify's own request errors (bad JSON, wrong media type, body too large)
 * become 400 `invalid_request`; unknown routes 404 `not_found`; anything else 500 `internal_error`
 * with neither stack nor input in the body (the log gets the stack, never the message text, which may
 * quote input).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PdpsError, invalidRequest } from '../../errors.js';

/** The envelope of spec §7. */
export interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> };
  request_id: string;
}

/** Maps Fastify's request-parsing errors to the API's 400s. */
function fromFastify(error: FastifyError, bodyLimit: number): PdpsError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return invalidRequest('Content-Type', 'invalid', 'POST bodies must be JSON sent with Content-Type: application/json', {
        expected: 'application/json',
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return invalidRequest('body', 'too_large', `The request body exceeds ${bodyLimit} bytes`, { limit: bodyLimit });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidRequest('body', 'invalid', 'The request body is not valid JSON', { expected: 'JSON' });
    default:
      break;
  }
  // JSON.parse failures and prototype-poisoning refusals from the JSON body parser.
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return invalidRequest('body', 'invalid', 'The request body is not valid JSON', { expected: 'JSON' });
  }
  return undefined;
}

/** The envelope of `error` for `request` (also used by the audit hook, which answers from onSend). */
export function envelope(request: FastifyRequest, error: PdpsError): ErrorBody {
  return {
    error: { code: error.code, message: error.message, details: error.details },
    request_id: request.id,
  };
}

export interface ErrorHandlerOptions {
  bodyLimit: number;
}

/** Sends `error` in the envelope; exported so hooks that answer early use the same shape. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: PdpsError): void {
  reply.code(error.status).type('application/json; charset=utf-8').send(envelope(request, error));
}

async function errorHandler(app: FastifyInstance, opts: ErrorHandlerOptions): Promise<void> {
  app.setErrorHandler((err: FastifyError | PdpsError, request, reply) => {
    let error: PdpsError | undefined = err instanceof PdpsError ? err : fromFastify(err, opts.bodyLimit);
    if (error === undefined) {
      // Log the type and stack frames only: messages of unexpected errors can quote submitted text.
      const frames = (err.stack ?? '').split('\n').slice(1).join('\n');
      request.log.error({ errType: err.name, errCode: err.code, frames }, 'unexpected error');
      error = new PdpsError('internal_error');
    } else if (error.status >= 500) {
      request.log.error({ errCode: error.code }, 'request failed');
    }
    // Sent, not returned: a handler that returns the reply hands Fastify a thenable, which watches the response
    // stream until it ends whenever an onSend hook (the audit commit) defers it (routes/detect.ts).
    sendError(request, reply, error);
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(request, reply, new PdpsError('not_found', 'No such route.', { method: request.method }));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
