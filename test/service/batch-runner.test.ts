/** The worker-side pieces of /v1/batch that need no server: JSON text of results, chunk results. */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../src/engine/index.js';
import { processChunk, quoteJsonString, type BatchResultView } from '../../src/service/batch-runner.js';
import { chunkTask } from '../support/chunk-task.js';

describe('quoteJsonString', () => {
  it('writes what JSON.stringify writes', () => {
    const cases = [
      '',
      'plain',
      '"',
      '\\',
      '\b\f\n\r\t',
      '\u0000\u0001\u001f\u0020\u007f\u0080',
      'line\nbreak "quoted" back\\slash at the end\\',
      '\u2028\u2029 stay raw',
      'ünïcödé 日本語 😀 pair',
      '\ud800 lone high',
      'lone low \udc00',
      '\udc00\ud800 reversed pair',
      '😀\ud83d',
      'ends in a high \ud83d',
    ];
    for (const text of cases) expect(quoteJsonString(text)).toBe(JSON.stringify(text));
  });

  it('matches JSON.stringify over random strings of escapes, surrogates and text', () => {
    const alphabet = ['a', ' ', '"', '\\', '\n', '\t', '\u0000', '\u001f', '\u0019', 'é', '日', '\ud83d', '\ude00', '\udfff', '\ud800', '\u007f'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      const length = Math.floor(next() * 24);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(quoteJsonString(text)).toBe(JSON.stringify(text));
    }
  });
});

describe('processChunk', () => {
  const analyzer = createAnalyzer();

  it('writes the views of its documents as JSON.stringify would, joined with commas, and adds their counts', () => {
    const documents = [
      { index: 0, id: 'a "quoted" id\n', data: 'Mail jane.doe@example.com or\tcall\n"now"' },
      { index: 1, id: 'json', data: { contact: { email: 'x@example.com' }, n: 1.5, list: [null, true] } },
      { index: 2, id: 'none', data: 'nothing to see \ud800 here' },
      { index: 3, id: 'csv', data: 'name,email\nJane,jane@example.com\n', format: 'csv' as const },
      { index: 4, id: 'two', data: 'a@example.com and b@example.com' },
    ];
    const result = processChunk(analyzer, chunkTask(documents));
    if (!result.ok) throw new Error('refused');
    const json = Buffer.from(result.json).toString('utf8');
    const views = JSON.parse(`[${json}]`) as BatchResultView[];
    expect(json).toBe(views.map((v) => JSON.stringify(v)).join(','));
    // Bytes exactly UTF-8 (a lone surrogate is escaped in the JSON, so nothing is lost), over a buffer of their own.
    expect(Buffer.compare(Buffer.from(result.json), Buffer.from(views.map((v) => JSON.stringify(v)).join(','), 'utf8'))).toBe(0);
    expect(result.json.byteOffset).toBe(0);
    expect(result.json.buffer.byteLength).toBe(result.json.byteLength);
    expect(views.map((v) => v.document_id)).toEqual(documents.map((d) => d.id));
    expect(views[0]?.processed_data).toBe('Mail [EMAIL] or\tcall\n"now"');
    expect(views[2]).toEqual({ document_id: 'none', processed_data: 'nothing to see \ud800 here', entities_detected: 0, method_used: 'redaction' });
    expect(result.entitiesDetected).toBe(views.reduce((n, v) => n + v.entities_detected, 0));
    expect(result.entityCounts.EMAIL).toBe(5);
    expect(Object.values(result.entityCounts).reduce((a, b) => a + b, 0)).toBe(result.entitiesDetected);
    expect(result.methodsUsed).toEqual(['redaction']);
  });

  it('gives an empty text for no documents, and the first refused document of a chunk', () => {
    expect(processChunk(analyzer, chunkTask([]))).toEqual({ ok: true, json: new Uint8Array(0), entitiesDetected: 0, entityCounts: {}, methodsUsed: [] });
    const refused = processChunk(analyzer, chunkTask([
      { index: 4, id: 'ok', data: 'x' },
      { index: 5, id: 'bad', data: 12 },
      { index: 6, id: 'bad too', data: 'y', format: 'json' },
    ]));
    expect(refused).toMatchObject({ ok: false, index: 5, error: { code: 'invalid_request', details: { parameter: 'documents[5].data' } } });
  });
});
