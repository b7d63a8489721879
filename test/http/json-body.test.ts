/**
 * The JSON body parser's `cannotPoison` prefilter (src/http/plugins/json-body.ts): a body it lets skip
 * secure-json-parse must never be one secure-json-parse refuses, and the plugin must accept and refuse exactly
 * what Fastify's default parser (secure-json-parse, both poisoning actions `error`) does.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsonBody, { cannotPoison } from '../../src/http/plugins/json-body.js';

/** `\uXXXX` of one character, lower- or upper-case hex. */
const esc = (ch: string, upper = false): string => {
  const hex = ch.charCodeAt(0).toString(16).padStart(4, '0');
  return `\\u${upper ? hex.toUpperCase() : hex}`;
};

/** Spellings of `word` inside a JSON string: plain, each single letter escaped, every letter escaped, alternate letters. */
function spellings(word: string): string[] {
  const out = new Set<string>([word]);
  for (const upper of [false, true]) {
    for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + esc(word[i]!, upper) + word.slice(i + 1));
    out.add([...word].map((c) => esc(c, upper)).join(''));
    out.add([...word].map((c, i) => (i % 2 === 0 ? esc(c, upper) : c)).join(''));
  }
  return [...out];
}

const PROTO = spellings('__proto__');
const PROTOTYPE = spellings('prototype');
const CONSTRUCTOR = spellings('constructor');

/** Bodies secure-json-parse refuses: a `__proto__` key, or a `constructor` object holding a `prototype` key. */
const poisoned: string[] = [];
for (const p of PROTO) {
  poisoned.push(`{"${p}":{"polluted":1}}`);
  poisoned.push(`{"data":"x","${p}" : {"polluted":1}}`);
  poisoned.push(`{"documents":[{"id":"a","data":{"${p}":{"admin":true}}}]}`);
  poisoned.push(`[1,{"a":[{"${p}":null}]}]`);
}
for (const c of CONSTRUCTOR.slice(0, 6)) for (const p of PROTOTYPE) poisoned.push(`{"data":{"${c}":{"${p}":{"polluted":1}}}}`);
for (const p of PROTOTYPE) poisoned.push(`{"a":{"b":{"constructor":{"x":1,"${p}":[]}}}}`);
poisoned.push('\ufeff{"__proto__":{"polluted":1}}');

/** Bodies secure-json-parse accepts though they name the same words, in values, in longer keys, or harmlessly. */
const harmless: string[] = [
  '{"data":"jane@example.com"}',
  '{"data":"the protocol was prototyped"}',
  '{"data":"__proto__"}',
  '{"data":["__proto__","constructor","prototype"]}',
  '{"data":{"__proto__x":1,"x__proto__":2}}',
  '{"data":{"constructor":"prototype"}}',
  '{"data":{"constructor":{"name":"x"}}}',
  '{"data":{"constructor":null,"prototype":{}}}',
  '{"data":{"constructor":[{"prototype":1}]}}',
  '{"data":{"prototype":{"constructor":1}}}',
  '{"data":"\\u0041 escaped A, a tab\\t and a quote \\""}',
  '{"data":"\\\\u005f_proto__ is a backslash then text"}',
  '\ufeff{"data":"a byte-order mark"}',
  '"__proto__"',
  '12',
  'null',
  '[]',
];
for (const p of PROTO) harmless.push(`{"data":"${p}"}`, `{"data":{"k":"${p}"}}`);
for (const p of PROTOTYPE.slice(0, 8)) harmless.push(`{"data":{"${p}":{"x":1}}}`);

/** Bodies that are not JSON, with and without the words. */
const broken: string[] = [
  '{',
  '{"data":',
  "{'data':'x'}",
  '{"data":"x",}',
  '{"__proto__":',
  '{"data":"\\u00zz"}',
  '{"data":"x"} trailing',
  '\ufeff\ufeff{}',
  'undefined',
];

/** An app whose one route answers what it parsed: with the plugin, or with Fastify's default parser (what the plugin used alone before). */
async function echoApp(withPlugin: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  if (withPlugin) await app.register(jsonBody);
  app.post('/echo', async (request, reply) => reply.type('text/plain').send(JSON.stringify(request.body)));
  await app.ready();
  return app;
}

let plugin: FastifyInstance;
let fastifyDefault: FastifyInstance;
beforeAll(async () => {
  [plugin, fastifyDefault] = await Promise.all([echoApp(true), echoApp(false)]);
});
afterAll(async () => {
  await Promise.all([plugin.close(), fastifyDefault.close()]);
});

const post = (app: FastifyInstance, body: string) =>
  app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: body });

describe('cannotPoison', () => {
  it('covers many spellings', () => {
    expect(poisoned.length + harmless.length + broken.length).toBeGreaterThanOrEqual(170);
  });

  it.each(poisoned)('never passes a poisoned body: %s', (body) => {
    expect(cannotPoison(body)).toBe(false);
  });

  it('passes ordinary bodies, whatever else they hold', () => {
    expect(cannotPoison('{"documents":[{"id":"a","data":"Jane Doe, 555-123-4567, née Müller 😀\\n\\t\\"x\\""}]}')).toBe(true);
    expect(cannotPoison('{"data":{"constructor":{"name":"x"}}}')).toBe(true);
    expect(cannotPoison('{"data":"PROTO is upper case"}')).toBe(true);
  });
});

describe('JSON body parsing', () => {
  it.each(poisoned)('refuses poisoned %s as Fastify does', async (body) => {
    const [mine, theirs] = await Promise.all([post(plugin, body), post(fastifyDefault, body)]);
    expect(theirs.statusCode).toBe(400);
    expect(mine.statusCode).toBe(400);
    expect(mine.body).toBe(theirs.body);
  });

  it.each([...harmless, ...broken])('answers %s as Fastify does', async (body) => {
    const [mine, theirs] = await Promise.all([post(plugin, body), post(fastifyDefault, body)]);
    expect(mine.statusCode).toBe(theirs.statusCode);
    expect(mine.body).toBe(theirs.body);
  });

  it('accepts every harmless body and refuses every broken one', async () => {
    for (const body of harmless) expect((await post(plugin, body)).statusCode, body).toBe(200);
    for (const body of broken) expect((await post(plugin, body)).statusCode, body).toBe(400);
  });

  it('still reads a blank body as {}', async () => {
    const res = await post(plugin, '  \n');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{}');
  });
});
