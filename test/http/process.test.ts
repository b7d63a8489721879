/** POST /v1/process (spec §4.1, decisions.md "Methods", "Request validation", "Compliance and risk"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const EMAIL = 'jane.doe@example.com';
const SSN = '536-22-1234';
const CARD = '4111 1111 1111 1111';
const TEXT = `Contact ${EMAIL}, SSN: ${SSN}, card ${CARD}.`;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ PDPS_PRIVACY_BUDGET: '2' });
  ({ key } = await createKey(server, ['process', 'detokenize'], 'growth'));
});
afterAll(() => stopTestServer(server));

const processCall = (json: unknown, k = key) => call(server, 'POST', '/v1/process', { key: k, json });

describe('text', () => {
  it('redacts by default (auto) and reports every spec field', async () => {
    const res = await processCall({ data: TEXT });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.request_id).toMatch(/^req_/);
    expect(b.timestamp).toMatch(ISO_MS);
    expect(b.method_used).toBe('redaction');
    expect(typeof b.processing_time_ms).toBe('number');
    expect(Object.keys(b.compliance).sort()).toEqual(['ccpa', 'gdpr', 'hipaa', 'pci_dss']);
    expect(b.risk_score).toBeGreaterThan(0);
    expect(b.risk_score).toBeLessThanOrEqual(1);
    expect(b.metrics).toBeUndefined();
    const types = b.entities_detected.map((e: any) => e.type);
    expect(types).toEqual(expect.arrayContaining(['EMAIL', 'SSN', 'CREDIT_CARD']));
    for (const e of b.entities_detected) {
      expect(TEXT.slice(e.start, e.end)).toBe(e.text);
      expect(e.replacement).toBe(`[${e.type}]`);
      expect(e.confidence).toBeGreaterThanOrEqual(0.5);
      expect(e.recognizer).toBeUndefined();
    }
    for (const value of [EMAIL, SSN, CARD]) expect(b.processed_data).not.toContain(value);
    expect(b.processed_data).toContain('[EMAIL]');
    expect(b.compliance.pci_dss).toBe(true);
  });

  it('numbers placeholders per distinct value with preserve_context', async () => {
    const res = await processCall({ data: `${EMAIL} wrote to bob@example.org, then ${EMAIL} again`, method: 'redaction', preserve_context: true });
    expect(res.status).toBe(200);
    expect(res.body.processed_data).toBe('[EMAIL_1] wrote to [EMAIL_2], then [EMAIL_1] again');
  });

  it('masks, keeping the safe part', async () => {
    const res = await processCall({ data: TEXT, method: 'masking' });
    expect(res.status).toBe(200);
    expect(res.body.method_used).toBe('masking');
    expect(res.body.processed_data).not.toContain(SSN);
    expect(res.body.processed_data).toContain('1111');
  });

  it('tokenizes reversibly: same value, same token; detokenize gives it back', async () => {
    const first = await processCall({ data: TEXT, method: 'tokenization' });
    const second = await processCall({ data: TEXT, method: 'tokenization' });
    expect(first.status).toBe(200);
    expect(first.body.method_used).toBe('tokenization');
    expect(first.body.processed_data).toBe(second.body.processed_data);
    expect(first.body.compliance.gdpr).toBe(false); // pseudonymized data is still personal data
    const email = first.body.entities_detected.find((e: any) => e.type === 'EMAIL');
    const back = await call(server, 'POST', '/v1/detokenize', { key, json: { tokens: [email.replacement] } });
    expect(back.status).toBe(200);
    expect(back.body.results).toEqual([{ token: email.replacement, value: EMAIL }]);
  });

  it('applies the confidence threshold inclusively and validates it', async () => {
    const all = await processCall({ data: TEXT, confidence_threshold: 0 });
    const strict = await processCall({ data: TEXT, confidence_threshold: 1 });
    expect(strict.body.entities_detected.length).toBeLessThanOrEqual(all.body.entities_detected.length);
    for (const e of strict.body.entities_detected) expect(e.confidence).toBe(1);
    for (const bad of [1.5, -0.1, '0.5', null]) {
      const res = await processCall({ data: TEXT, confidence_threshold: bad });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toMatchObject({ parameter: 'confidence_threshold', type: 'invalid' });
    }
  });

  it('adds metrics with return_metrics', async () => {
    const res = await processCall({ data: TEXT, return_metrics: true });
    expect(res.status).toBe(200);
    const m = res.body.metrics;
    expect(m.input_risk).toBe(res.body.risk_score);
    expect(m.residual_risk).toBeLessThan(m.input_risk);
    expect(m.counts_by_type.EMAIL).toBe(1);
    expect(Object.keys(m.timings_ms).sort()).toEqual(['detect', 'parse', 'protect', 'total']);
  });
});

describe('custom patterns', () => {
  it('finds a custom type with confidence 1.0 by default', async () => {
    const res = await processCall({ data: 'Employee EMP-004211 joined', custom_patterns: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{6}' }] });
    expect(res.status).toBe(200);
    expect(res.body.entities_detected).toContainEqual(expect.objectContaining({ type: 'EMPLOYEE_ID', text: 'EMP-004211', confidence: 1 }));
    expect(res.body.processed_data).toBe('Employee [EMPLOYEE_ID] joined');
  });

  it('refuses patterns RE2 cannot run in linear time, naming the pattern', async () => {
    const res = await processCall({ data: 'x', custom_patterns: [{ name: 'OK', pattern: 'a+' }, { name: 'BAD', pattern: '(a)\\1' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ parameter: 'custom_patterns[1].pattern', type: 'invalid' });
  });

  it('enforces the pattern count and length limits', async () => {
    const long = await processCall({ data: 'x', custom_patterns: [{ name: 'L', pattern: 'a'.repeat(1001) }] });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toEqual({ parameter: 'custom_patterns[0].pattern', type: 'too_large', limit: 1000 });
    const many = await processCall({ data: 'x', custom_patterns: Array.from({ length: 101 }, (_, i) => ({ name: `P${i}`, pattern: 'a' })) });
    expect(many.status).toBe(400);
    expect(many.body.error.details).toEqual({ parameter: 'custom_patterns', type: 'too_large', limit: 100 });
  });
});

describe('JSON and CSV', () => {
  it('keeps the JSON shape and reports JSON Pointer paths', async () => {
    const data = { patients: [{ ward: 'B', email: EMAIL, visits: 3 }], note: `SSN: ${SSN}` };
    const res = await processCall({ data });
    expect(res.status).toBe(200);
    expect(res.body.processed_data).toEqual({ patients: [{ ward: 'B', email: '[EMAIL]', visits: 3 }], note: 'SSN: [SSN]' });
    const paths = res.body.entities_detected.map((e: any) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/patients/0/email', '/note']));
  });

  it('returns CSV for format csv, with /ROW/COLUMN paths', async () => {
    const csv = `id,email\n1,${EMAIL}\n2,bob@example.org\n`;
    const res = await processCall({ data: csv, format: 'csv', method: 'redaction' });
    expect(res.status).toBe(200);
    expect(res.body.processed_data).toBe('id,email\n1,[EMAIL]\n2,[EMAIL]\n');
    expect(res.body.entities_detected.map((e: any) => e.path)).toEqual(['/0/email', '/1/email']);
  });

  it('applies k-anonymity to record sets', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ email: `user${i}@example.com`, age: 30 + i, zip: `9411${i % 3}` }));
    const res = await processCall({ data: rows, method: 'k_anonymity', k: 3, return_metrics: true });
    expect(res.status).toBe(200);
    expect(res.body.method_used).toBe('k_anonymity');
    expect(JSON.stringify(res.body.processed_data)).not.toContain('user0@example.com');
    expect(res.body.metrics.achieved_k).toBeGreaterThanOrEqual(3);
  });

  it('refuses a wrong format for the data and invalid values', async () => {
    const obj = await processCall({ data: { a: 1 }, format: 'csv' });
    expect(obj.status).toBe(400);
    expect(obj.body.error.details).toMatchObject({ parameter: 'data', type: 'invalid' });
    for (const data of [42, true, null]) {
      const res = await processCall({ data });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toMatchObject({ parameter: 'data', type: 'invalid' });
    }
    const method = await processCall({ data: 'x', method: 'shred' });
    expect(method.body.error.details).toMatchObject({ parameter: 'method', type: 'invalid' });
  });
});

describe('limits', () => {
  it('refuses data over 1 MiB of text and JSON nested deeper than 64', async () => {
    const big = await processCall({ data: 'a'.repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(400);
    expect(big.body.error.details).toEqual({ parameter: 'data', type: 'too_large', limit: 1024 * 1024 });
    let deep: unknown = 'x';
    for (let i = 0; i < 70; i++) deep = { a: deep };
    const nested = await processCall({ data: deep });
    expect(nested.status).toBe(400);
    expect(nested.body.error.details).toEqual({ parameter: 'data', type: 'too_large', limit: 64 });
  });
});

describe('differential privacy', () => {
  it('spends the per-key budget and answers 429 naming it once exhausted', async () => {
    const { key: dpKey } = await createKey(server, ['process']);
    const data = 'Patient is 42 years old, visited 3 times.';
    const first = await processCall({ data, method: 'differential_privacy', epsilon: 1, return_metrics: true }, dpKey);
    expect(first.status).toBe(200);
    expect(first.body.method_used).toBe('differential_privacy');
    expect(first.body.metrics.privacy_budget).toMatchObject({ limit: 2, spent: 1, remaining: 1 });
    expect((await processCall({ data, method: 'differential_privacy', epsilon: 1 }, dpKey)).status).toBe(200);
    const refused = await processCall({ data, method: 'differential_privacy', epsilon: 0.5 }, dpKey);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limit_exceeded');
    expect(refused.body.error.details).toMatchObject({ limit: 'privacy_budget', budget: 2, spent: 2 });
    // Other methods and other keys are unaffected.
    expect((await processCall({ data, method: 'redaction' }, dpKey)).status).toBe(200);
    expect((await processCall({ data, method: 'differential_privacy', epsilon: 0.5 })).status).toBe(200);
  });

  it('validates epsilon before spending', async () => {
    const res = await processCall({ data: 'age 42', method: 'differential_privacy', epsilon: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ parameter: 'epsilon', type: 'invalid' });
  });
});
