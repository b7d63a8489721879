/** Every named method over HTTP on each input format (issue 5): text, JSON, CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const EMAIL = 'jane.doe@example.com';
const SSN = '536-22-1234';
const METHODS = ['redaction', 'masking', 'tokenization', 'differential_privacy', 'k_anonymity'] as const;

const rows = Array.from({ length: 6 }, (_, i) => ({
  email: `user${i}@example.com`,
  ssn: SSN,
  age: 30 + i,
  zip: `0213${i}`,
}));
const INPUTS = {
  text: { data: `Mail ${EMAIL}, SSN: ${SSN}, age 42.` },
  json: { data: rows },
  csv: { data: `email,ssn,age,zip\n${rows.map((r) => `${r.email},${r.ssn},${r.age},${r.zip}`).join('\n')}\n`, format: 'csv' },
} as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

describe.each(Object.entries(INPUTS))('%s input', (format, input) => {
  it.each(METHODS)('%s applies the method, keeps the shape and leaves no email or SSN in clear', async (method) => {
    const res = await call(server, 'POST', '/v1/process', { json: { ...input, method, k: 2, return_metrics: true } });
    expect(res.status).toBe(200);
    expect(res.body.method_used).toBe(method);
    const out = res.body.processed_data;
    if (format === 'json') {
      expect(Array.isArray(out)).toBe(true);
      expect(out).toHaveLength(rows.length - (res.body.metrics?.suppressed_rows ?? 0));
    } else {
      expect(typeof out).toBe('string');
      if (format === 'csv') expect((out as string).split('\n')[0]).toBe('email,ssn,age,zip');
    }
    const serialized = JSON.stringify(out);
    expect(serialized).not.toContain(SSN);
    expect(serialized).not.toMatch(/(jane\.doe|user\d)@example\.com/);
    expect(res.body.entities_detected.length).toBeGreaterThan(0);
  });
});
