/** Behind the compose load balancer (docs/deploy.md): X-Forwarded-For is believed from PDPS_TRUST_PROXY hops only. */
import { afterEach, describe, expect, it } from 'vitest';
import { call, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const CLIENT = '203.0.113.9';

/** The audit `ip_address` of one detect call sent with X-Forwarded-For. */
async function auditedIp(server: TestServer): Promise<string> {
  const res = await call(server, 'POST', '/v1/detect', { json: { data: 'x' }, headers: { 'x-forwarded-for': CLIENT } });
  expect(res.status).toBe(200);
  const logs = (await call(server, 'GET', '/v1/audit-logs?limit=1000')).body.logs as { request_id: string; ip_address: string }[];
  return logs.find((entry) => entry.request_id === res.body.request_id)?.ip_address ?? 'missing';
}

describe('PDPS_TRUST_PROXY', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await stopTestServer(server);
    server = undefined;
  });

  it('takes the client address from X-Forwarded-For when the peer is a trusted proxy', async () => {
    server = await startTestServer({ PDPS_TRUST_PROXY: '127.0.0.1/32' });
    expect(await auditedIp(server)).toBe(CLIENT);
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', async () => {
    server = await startTestServer({ PDPS_TRUST_PROXY: '10.0.0.0/8' });
    expect(await auditedIp(server)).toBe('127.0.0.1');
  });

  it('trusts no proxy by default', async () => {
    server = await startTestServer();
    expect(await auditedIp(server)).toBe('127.0.0.1');
  });
});
