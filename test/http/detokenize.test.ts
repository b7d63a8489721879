/** POST /v1/detokenize (decisions.md "Methods"): the caller's tenant's tokens only, across key rotation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

async function tokenize(key: string, text: string): Promise<any[]> {
  const res = await call(server, 'POST', '/v1/process', { key, json: { data: text, method: 'tokenization' } });
  expect(res.status).toBe(200);
  return res.body.entities_detected;
}

describe('POST /v1/detokenize', () => {
  it('reverses tokens, strings or {token, key_version}', async () => {
    const { key } = await createKey(server, ['process', 'detokenize']);
    const [email, card] = await tokenize(key, 'mail ann@example.com card 4111 1111 1111 1111');
    expect(email.replacement).toMatch(/^tok_/);
    expect(card.replacement).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    const res = await call(server, 'POST', '/v1/detokenize', { key, json: { tokens: [email.replacement, { token: card.replacement, key_version: 1 }, 'tok_bogus'] } });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { token: email.replacement, value: 'ann@example.com' },
      { token: card.replacement, value: '4111 1111 1111 1111' },
      { token: 'tok_bogus', value: null },
    ]);
  });

  it("does not reverse another tenant's tokens", async () => {
    const a = await createKey(server, ['process', 'detokenize']);
    const b = await createKey(server, ['process', 'detokenize']);
    const [email] = await tokenize(a.key, 'ann@example.com');
    const res = await call(server, 'POST', '/v1/detokenize', { key: b.key, json: { tokens: [email.replacement] } });
    expect(res.body.results).toEqual([{ token: email.replacement, value: null }]);
    const [other] = await tokenize(b.key, 'ann@example.com');
    expect(other.replacement).not.toBe(email.replacement);
  });

  it('keeps a tenant across keys issued for it', async () => {
    const a = await createKey(server, ['process', 'detokenize']);
    const second = await createKey(server, ['detokenize'], 'starter', { tenant_id: a.tenantId });
    const [email] = await tokenize(a.key, 'ann@example.com');
    const res = await call(server, 'POST', '/v1/detokenize', { key: second.key, json: { tokens: [email.replacement] } });
    expect(res.body.results[0].value).toBe('ann@example.com');
  });

  it('reverses tokens made before a key rotation', async () => {
    const { key } = await createKey(server, ['process', 'detokenize']);
    const [before] = await tokenize(key, 'ann@example.com');
    expect(await server.runtime.tokenKeys.rotate()).toBe(2);
    const [after] = await tokenize(key, 'ann@example.com');
    expect(after.replacement).not.toBe(before.replacement);
    const res = await call(server, 'POST', '/v1/detokenize', { key, json: { tokens: [before.replacement, after.replacement] } });
    expect(res.body.results.map((r: any) => r.value)).toEqual(['ann@example.com', 'ann@example.com']);
  });

  it('validates the body', async () => {
    const { key } = await createKey(server, ['detokenize']);
    expect((await call(server, 'POST', '/v1/detokenize', { key, json: {} })).body.error.details).toEqual({ parameter: 'tokens', type: 'missing' });
    const wrong = await call(server, 'POST', '/v1/detokenize', { key, json: { tokens: [42] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.parameter).toBe('tokens[0]');
  });
});
