/** POST /v1/batch (spec §4.3, decisions.md "Other endpoints"), on worker threads and inline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastJson from 'fast-json-stringify';
import { BatchResponse } from '../../src/http/schemas/batch.js';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ PDPS_WORKERS: '2' });
  ({ key } = await createKey(server, ['batch']));
});
afterAll(() => stopTestServer(server));

const batch = (json: unknown) => call(server, 'POST', '/v1/batch', { key, json });

function documents(n: number) {
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? { id: `doc-${i}`, data: `user${i}@example.com wrote` } : { id: `doc-${i}`, data: { contact: { email: `user${i}@example.com` }, n: i } },
  );
}

describe('POST /v1/batch', () => {
  it('returns one result per document, in input order, on worker threads', async () => {
    const docs = documents(25);
    const res = await batch({ documents: docs, method: 'redaction' });
    expect(res.status).toBe(200);
    expect(res.body.batch_id).toMatch(/^batch_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(typeof res.body.total_processing_time_ms).toBe('number');
    expect(res.body.results.map((r: any) => r.document_id)).toEqual(docs.map((d) => d.id));
    res.body.results.forEach((r: any, i: number) => {
      expect(r.entities_detected).toBe(1);
      expect(r.processed_data).toEqual(i % 2 === 0 ? '[EMAIL] wrote' : { contact: { email: '[EMAIL]' }, n: i });
    });
  });

  it('gives the same results inline (parallel false) as on workers', async () => {
    const docs = documents(6);
    const parallel = await batch({ documents: docs, method: 'tokenization' });
    const inline = await batch({ documents: docs, method: 'tokenization', parallel: false });
    expect(parallel.status).toBe(200);
    expect(inline.body.results).toEqual(parallel.body.results);
  });

  it('writes the body its response schema would write, on workers and inline', async () => {
    const docs = [
      { id: 'quote " and \\ back\\slash', data: 'Mail jane.doe@example.com now' },
      { id: 'ünïcödé \ud800 lone', data: { nested: { list: ['a', 1, null, true], email: 'x@example.com' }, n: 1.5 } },
      { id: '', data: 'name,email\nJane,jane@example.com', format: 'csv' },
      // Enough documents that each chunk on the workers holds several (their results arrive joined per chunk).
      ...documents(7),
    ];
    const serialize = fastJson(BatchResponse);
    for (const parallel of [true, false]) {
      const res = await fetch(`${server.url}/v1/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ documents: docs, method: 'redaction', parallel }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const text = await res.text();
      expect(text).toBe(serialize(JSON.parse(text)));
      expect(JSON.parse(text).results.map((r: any) => r.document_id)).toEqual(docs.map((d) => d.id));
    }
  });

  it('sends the UTF-8 bytes of that body, chunks joined, with their length', async () => {
    // Several chunks (4 on 2 threads), multi-byte text in ids and data, an empty batch: the joined bytes must be
    // the text JSON.stringify would write, encoded once.
    const docs = Array.from({ length: 13 }, (_, i) => ({ id: `ü-${i}-😀`, data: i % 3 === 0 ? `Müller ${i} née jane${i}@example.com 東京` : { k: `é${i}`, email: `a${i}@example.com` } }));
    const serialize = fastJson(BatchResponse);
    for (const [documents, parallel] of [[docs, true], [docs, false], [[], true]] as const) {
      const res = await fetch(`${server.url}/v1/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ documents, method: 'masking', parallel }),
      });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      const text = bytes.toString('utf8');
      expect(Buffer.compare(bytes, Buffer.from(serialize(JSON.parse(text)), 'utf8'))).toBe(0);
      expect(JSON.parse(text).results.map((r: any) => r.document_id)).toEqual(documents.map((d) => d.id));
    }
  });

  it('applies custom patterns to every document (run on the request thread)', async () => {
    const docs = Array.from({ length: 6 }, (_, i) => ({ id: `d${i}`, data: `ticket EMP-10${i} closed` }));
    const res = await batch({ documents: docs, method: 'redaction', custom_patterns: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{3}' }] });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.processed_data)).toEqual(docs.map(() => 'ticket [EMPLOYEE_ID] closed'));
  });

  it('fails the whole batch naming the bad document', async () => {
    const docs: unknown[] = documents(4);
    docs[2] = { id: 'bad', data: 12 };
    const res = await batch({ documents: docs });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ parameter: 'documents[2].data', type: 'invalid' });
    const csv = await batch({ documents: [{ id: 'a', data: 'x' }, { id: 'b', data: { a: 1 }, format: 'csv' }] });
    expect(csv.status).toBe(400);
    expect(csv.body.error.details.parameter).toBe('documents[1].data');
    const missing = await batch({ documents: [{ id: 'a', data: 'x' }, { data: 'y' }] });
    expect(missing.body.error.details).toEqual({ parameter: 'documents[1].id', type: 'missing' });
  });

  it('enforces 1,000 documents per batch', async () => {
    const res = await batch({ documents: Array.from({ length: 1001 }, (_, i) => ({ id: String(i), data: 'x' })) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual({ parameter: 'documents', type: 'too_large', limit: 1000 });
    const full = await batch({ documents: Array.from({ length: 1000 }, (_, i) => ({ id: String(i), data: `n${i}@example.com` })) });
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(1000);
    expect(full.body.results[999]).toMatchObject({ document_id: '999', processed_data: '[EMAIL]' });
  });

  it('requires documents', async () => {
    const res = await batch({ method: 'redaction' });
    expect(res.body.error.details).toEqual({ parameter: 'documents', type: 'missing' });
  });

  it('reports the worker pool in /v1/status', async () => {
    const res = await call(server, 'GET', '/v1/status', { key });
    expect(res.body.components.workers).toBe('ok');
  });
});
