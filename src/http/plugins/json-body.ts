/**
 * POST bodies are JSON (spec §4): `Content-Type: application/json` is required, checked before the body
 * is read, so a wrong or missing type is a 400 whatever the body holds. An empty JSON body reads as `{}`,
 * so its missing fields are named like any other missing field.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidRequest } from '../../errors.js';

const JSON_MEDIA_TYPE = 'application/json';

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string | undefined {
  // What nearly every client sends, answered without the split, trim and lower-casing.
  if (header === JSON_MEDIA_TYPE) return JSON_MEDIA_TYPE;
  const type = header?.split(';', 1)[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

async function jsonBody(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    // Unknown routes answer 404 whatever they were sent.
    if (request.method !== 'POST' || request.is404) {
      done(null, payload);
      return;
    }
    const type = mediaType(request.headers['content-type']);
    if (type === JSON_MEDIA_TYPE) {
      done(null, payload);
      return;
    }
    done(
      type === undefined
        ? invalidRequest('Content-Type', 'missing', 'POST requests must send Content-Type: application/json')
        : invalidRequest('Content-Type', 'invalid', 'POST requests must send Content-Type: application/json', { expected: JSON_MEDIA_TYPE }),
    );
  });
}

export default fp(jsonBody, { name: 'json-body' });
