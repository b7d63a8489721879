/** POST /v1/protect (spec §4.5, decisions.md "Other endpoints", entity filter names). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, expectConcurrentAsSequential, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const TEXT = 'Patient Maria Garcia, SSN: 536-22-1234, mail maria@example.com';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await createKey(server, ['protect']));
});
afterAll(() => stopTestServer(server));

const protect = (json: unknown) => call(server, 'POST', '/v1/protect', { key, json });

describe('POST /v1/protect', () => {
  it('redacts every type by default and answers the documented fields', async () => {
    const res = await protect({ text: TEXT });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['entities_protected', 'method_used', 'protected_text', 'request_id', 'timestamp']);
    expect(res.body.method_used).toBe('redaction');
    expect(res.body.protected_text).toBe('Patient [PERSON_NAME], SSN: [SSN], mail [EMAIL]');
    for (const e of res.body.entities_protected) expect(TEXT.slice(e.start, e.end)).toBe(e.text);
  });

  it('acts only on the named types, accepting aliases such as NAME', async () => {
    const res = await protect({ text: TEXT, entities: ['SSN', 'NAME'] });
    expect(res.status).toBe(200);
    expect(res.body.protected_text).toBe('Patient [PERSON_NAME], SSN: [SSN], mail maria@example.com');
    expect(res.body.entities_protected.map((e: any) => e.type).sort()).toEqual(['PERSON_NAME', 'SSN']);
  });

  it('uses the requested method', async () => {
    const res = await protect({ text: TEXT, entities: ['SSN'], method: 'masking' });
    expect(res.body.method_used).toBe('masking');
    expect(res.body.protected_text).not.toContain('536-22-1234');
    expect(res.body.protected_text).toContain('1234');
  });

  it('refuses an unknown entity name naming entities', async () => {
    const res = await protect({ text: TEXT, entities: ['SSN', 'SHOE_SIZE'] });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ parameter: 'entities', type: 'invalid' });
  });

  it('accepts custom pattern names in entities', async () => {
    const res = await protect({ text: 'ref AB-1234 for maria@example.com', entities: ['REF'], custom_patterns: [{ name: 'REF', pattern: 'AB-\\d{4}' }] });
    expect(res.status).toBe(200);
    expect(res.body.protected_text).toBe('ref [REF] for maria@example.com');
  });

  it('requires text as a string', async () => {
    expect((await protect({ entities: ['SSN'] })).body.error.details).toEqual({ parameter: 'text', type: 'missing' });
    expect((await protect({ text: { a: 1 } })).body.error.details).toMatchObject({ parameter: 'text', type: 'invalid' });
  });

  it('answers concurrent requests, detected together, each as it would be answered alone', async () => {
    const bodies: unknown[] = Array.from({ length: 16 }, (_, i) => ({
      text: `Patient ${['Maria Garcia', 'John Smith', 'Ann Lee', 'Omar Haddad'][i % 4]}, SSN: 536-22-1234, mail user${i}@example.com`,
      ...(i % 3 === 1 ? { entities: ['EMAIL'] } : {}),
      ...(i % 5 === 2 ? { method: 'masking' } : {}),
    }));
    bodies[7] = { text: 'x', method: 'nope' };
    const concurrent = await expectConcurrentAsSequential(bodies, protect, (res, alone) => {
      expect(res.body.protected_text).toBe(alone.body.protected_text);
      expect(res.body.entities_protected).toEqual(alone.body.entities_protected);
    });
    expect(concurrent[1]!.body.protected_text).toBe('Patient John Smith, SSN: 536-22-1234, mail [EMAIL]');
    expect(concurrent.map((r) => r.status).filter((s) => s !== 200)).toEqual([400]);
  });
});
