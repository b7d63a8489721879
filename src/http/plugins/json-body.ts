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

/**
 * True when `body` cannot hold a `__proto__` key or a `constructor` object with a `prototype` key, the two things
 * secure-json-parse refuses: either key written out contains "proto", and the only JSON escape that can spell one of
 * its letters is `\u`. Such a body (nearly every body: documents rarely hold either) needs no prototype scan, so it
 * skips secure-json-parse's two regular-expression passes over the whole text.
 */
export function cannotPoison(body: string): boolean {
  return body.indexOf('proto') === -1 && body.indexOf('\\u') === -1;
}

async function jsonBody(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    if (cannotPoison(text)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON to JSON.parse: the default parser decides, so the answer is its own (its 400, or its parse of a
        // body behind a byte-order mark, which secure-json-parse strips).
        parseJson(request, text, done);
        return;
      }
      done(null, parsed);
      return;
    }
    parseJson(request, text, done);
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
