/**
 * Issue 8, "stateless nodes": three `pdps serve` processes on different ports sharing one PostgreSQL schema and
 * one Redis prefix behave as one service — limits, keys, revocations, tokens and audit entries cross nodes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../src/limits/limiter.js';
import { serviceAvailable } from '../support/services.js';
import { auditEntries, buildPdps, createKey, load, request, sharedState, startNode, type PdpsNode, type SharedState } from './nodes.js';

const servicesUp = (await serviceAvailable('PostgreSQL')) && (await serviceAvailable('Redis'));

describe.runIf(servicesUp)('three nodes on one PostgreSQL and one Redis', () => {
  let build: Awaited<ReturnType<typeof buildPdps>>;
  let state: SharedState;
  let nodes: PdpsNode[] = [];

  beforeAll(async () => {
    build = await buildPdps();
    state = sharedState();
    // The first node migrates; the other two start together and must not race on the migration lock.
    const env = { PDPS_PRIVACY_BUDGET: '2' };
    nodes.push(await startNode({ cli: build.cli, state, env }));
    nodes.push(...(await Promise.all([startNode({ cli: build.cli, state, env }), startNode({ cli: build.cli, state, env })])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await state?.drop();
    build?.remove();
  });

  it('limits a burst spread over all nodes to the plan burst in total', async () => {
    const { key } = await createKey(nodes[0] as PdpsNode, ['detect'], 'starter');
    const policy = PLAN_LIMITS.starter;
    const total = 3 * policy.burst;
    const started = performance.now();
    const replies = await load(60, (i) => request(nodes[i % nodes.length] as PdpsNode, 'POST', '/v1/detect', { data: 'x' }, key), (sent) => sent >= total);
    const elapsedS = (performance.now() - started) / 1000;
    const ok = replies.filter((r) => r.status === 200).length;
    const limited = replies.filter((r) => r.status === 429).length;
    expect(ok + limited).toBe(total);
    // Per-node buckets would admit 3 × 500. Shared ones admit the burst plus what refilled meanwhile (100/s).
    expect(ok).toBeGreaterThanOrEqual(policy.burst);
    // A node whose limiter fell back to its own bucket admits more: its log line names it when this fails.
    const fallbacks = nodes.flatMap((node) => node.output().split('\n').filter((line) => line.includes('rate limits fall back')));
    expect(ok, fallbacks.join('\n')).toBeLessThanOrEqual(policy.burst + Math.ceil(elapsedS * policy.ratePerSecond) + 3);
    // Each node's metrics count the refusals it sent; together they are all of them.
    let counted = 0;
    for (const node of nodes) {
      const text = (await request(node, 'GET', '/metrics')).body as string;
      counted += Number(/^pdps_rate_limit_rejections_total\{limit="burst"\} (\d+)/m.exec(text)?.[1] ?? 0);
    }
    expect(counted).toBe(limited);
  });

  it('counts the monthly usage of all nodes together', async () => {
    const { key } = await createKey(nodes[0] as PdpsNode, ['detect']);
    for (const node of nodes) {
      for (let i = 0; i < 2; i++) expect((await request(node, 'POST', '/v1/detect', { data: 'x' }, key)).status).toBe(200);
    }
    for (const [i, node] of nodes.entries()) {
      // The status call counts too: 6 detects, then this node's status call and those before it.
      const status = await request(node, 'GET', '/v1/status', undefined, key);
      expect(status.body.plan.used_this_month).toBe(6 + i + 1);
    }
  });

  it('spends one privacy budget across nodes', async () => {
    const [a, b, c] = nodes as [PdpsNode, PdpsNode, PdpsNode];
    const { key } = await createKey(a, ['process']);
    const dp = { data: 'She is 42 years old', method: 'differential_privacy', epsilon: 1 };
    expect((await request(a, 'POST', '/v1/process', dp, key)).status).toBe(200);
    expect((await request(b, 'POST', '/v1/process', dp, key)).status).toBe(200);
    const refused = await request(c, 'POST', '/v1/process', dp, key);
    expect(refused.status).toBe(429);
    expect(refused.body.error.details).toMatchObject({ limit: 'privacy_budget', spent: 2 });
  });

  it('accepts a key created on one node on the others at once', async () => {
    const [a, b, c] = nodes as [PdpsNode, PdpsNode, PdpsNode];
    const { key } = await createKey(a, ['detect']);
    expect((await request(b, 'POST', '/v1/detect', { data: 'x' }, key)).status).toBe(200);
    expect((await request(c, 'POST', '/v1/detect', { data: 'x' }, key)).status).toBe(200);
  });

  it('refuses a key revoked on one node everywhere within one second', async () => {
    const [a, b, c] = nodes as [PdpsNode, PdpsNode, PdpsNode];
    const { key, id } = await createKey(a, ['detect']);
    // Every node has verified (and may cache) the key before the revocation.
    for (const node of nodes) expect((await request(node, 'POST', '/v1/detect', { data: 'x' }, key)).status).toBe(200);
    expect((await request(a, 'DELETE', `/v1/keys/${id}`)).status).toBe(200);
    const revokedAt = performance.now();
    expect((await request(a, 'POST', '/v1/detect', { data: 'x' }, key)).status).toBe(401);
    for (const node of [b, c]) {
      let status = 200;
      while (status !== 401 && performance.now() - revokedAt < 1500) {
        status = (await request(node, 'POST', '/v1/detect', { data: 'x' }, key)).status;
        if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(status).toBe(401);
      expect(performance.now() - revokedAt).toBeLessThan(1000);
    }
  });

  it('reverses on one node a token made on another', async () => {
    const [a, b, c] = nodes as [PdpsNode, PdpsNode, PdpsNode];
    const { key } = await createKey(a, ['process', 'detokenize']);
    const email = 'cross.node@example.org';
    const made = await request(a, 'POST', '/v1/process', { data: `Mail ${email} today`, method: 'tokenization' }, key);
    expect(made.status).toBe(200);
    const token = (made.body.entities_detected as { type: string; replacement: string }[]).find((e) => e.type === 'EMAIL')?.replacement;
    expect(token).toBeDefined();
    expect(token).not.toBe(email);
    for (const node of [b, c]) {
      const res = await request(node, 'POST', '/v1/detokenize', { tokens: [token] }, key);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([{ token, value: email }]);
    }
  });

  it('shows on every node the audit entries written by all', async () => {
    const { key } = await createKey(nodes[0] as PdpsNode, ['detect', 'audit:read']);
    const written: string[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await request(nodes[i % 3] as PdpsNode, 'POST', '/v1/detect', { data: `entry ${i}` }, key);
      expect(res.status).toBe(200);
      written.push(res.requestId as string);
    }
    for (const node of nodes) {
      const ids = (await auditEntries(node, key)).map((e) => e.request_id);
      expect(ids.sort()).toEqual([...written].sort());
    }
  });
});
