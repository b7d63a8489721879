/**
 * Issue 8, "faults", on real `pdps serve` processes: the database or Redis goes away under load (a TCP proxy in
 * front of the machine's servers is cut, never the servers themselves), or a node is killed with SIGKILL.
 * A second node on the real database is the witness that reads the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_REDIS_URL, closedPort, serviceAvailable, startTcpProxy, type TcpProxy } from '../support/services.js';
import { auditEntries, buildPdps, load, request, sharedState, startNode, type PdpsNode, type Reply, type SharedState } from './nodes.js';

const servicesUp = (await serviceAvailable('PostgreSQL')) && (await serviceAvailable('Redis'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `done` holds, polling every 50 ms, for at most `timeoutMs`: a fixed sleep before a fault flakes on a
 * loaded machine, where a cold node may not have answered anything yet.
 */
async function until(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(50);
}

/** `url` with its host and port replaced by the proxy's, and a password that must never reach the log. */
function throughProxy(url: string, proxy: TcpProxy, password?: string): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  if (password !== undefined) u.password = password;
  return u.toString();
}

/** Polls GET /v1/status on `node` until `accept` holds or `timeoutMs` passes; returns the last reply. */
async function waitForStatus(node: PdpsNode, accept: (r: Reply) => boolean, timeoutMs = 10_000): Promise<Reply> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await request(node, 'GET', '/v1/status');
    if (accept(reply) || Date.now() > deadline) return reply;
    await sleep(100);
  }
}

/** A detect call whose reply is an acknowledged (200) request or not. */
const detect = (node: PdpsNode) => (i: number) => request(node, 'POST', '/v1/detect', { data: `fault ${i} mail a${i}@example.org` });

/** Every 200 reply's request id must be in the audit log. */
async function expectAudited(witness: PdpsNode, replies: Reply[]): Promise<number> {
  const audited = new Set((await auditEntries(witness)).map((e) => e.request_id));
  const acknowledged = replies.filter((r) => r.status === 200).map((r) => r.requestId as string);
  expect(acknowledged.filter((id) => !audited.has(id))).toEqual([]);
  return acknowledged.length;
}

describe.runIf(servicesUp)('faults under load', () => {
  let build: Awaited<ReturnType<typeof buildPdps>>;
  let state: SharedState;
  let witness: PdpsNode;
  const started: PdpsNode[] = [];
  const proxies: TcpProxy[] = [];

  beforeAll(async () => {
    build = await buildPdps();
    state = sharedState();
    witness = await startNode({ cli: build.cli, state });
    started.push(witness);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((node) => node.stop('SIGKILL')));
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await state?.drop();
    build?.remove();
  });

  it('PostgreSQL lost: fails closed, reports degraded, recovers without a restart', async () => {
    const proxy = await startTcpProxy(TEST_DATABASE_URL);
    proxies.push(proxy);
    const password = 'never-log-this-pw-7731';
    const node = await startNode({ cli: build.cli, state, env: { DATABASE_URL: throughProxy(TEST_DATABASE_URL, proxy, password) } });
    started.push(node);

    let phase: 'before' | 'down' | 'after' | 'done' = 'before';
    const byPhase: Record<string, Reply[]> = { before: [], down: [], after: [] };
    const loadDone = load(6, async (i) => {
      const at = phase;
      const reply = await detect(node)(i);
      if (at !== 'done') byPhase[at]?.push(reply);
      return reply;
    }, () => phase === 'done');

    await until(() => byPhase.before?.some((r) => r.status === 200) === true);
    await proxy.cut();
    phase = 'down';
    await waitForStatus(node, (r) => r.status === 200 && r.body.components.database === 'down', 5000);
    // Long after any cached key verification has expired, the status still answers.
    await sleep(1500);
    const degraded = await request(node, 'GET', '/v1/status');
    expect(degraded.status).toBe(200);
    expect(degraded.body.status).toBe('degraded');
    expect(degraded.body.components.database).toBe('down');

    await proxy.restore();
    const healthy = await waitForStatus(node, (r) => r.status === 200 && r.body.status === 'ok');
    expect(healthy.body.components.database).toBe('ok');
    phase = 'after';
    await sleep(500);
    phase = 'done';
    const replies = await loadDone;

    expect(byPhase.before?.some((r) => r.status === 200)).toBe(true);
    // While the database is away nothing is acknowledged: every failure is a 500 internal_error.
    const down = byPhase.down ?? [];
    expect(down.length).toBeGreaterThan(0);
    const failures = down.filter((r) => r.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    for (const r of failures) expect([r.status, r.body?.error?.code]).toEqual([500, 'internal_error']);
    expect(byPhase.after?.every((r) => r.status === 200)).toBe(true);
    await expectAudited(witness, replies);
    expect(node.output()).not.toContain(password);
    expect(node.output()).not.toContain(`127.0.0.1:${proxy.port}`);
    expect(node.output()).not.toContain('postgres://');
  });

  it('Redis lost: limits fall back to the node, status shows it, Redis is used again once back', async () => {
    const proxy = await startTcpProxy(TEST_REDIS_URL);
    proxies.push(proxy);
    const metricsPort = await closedPort();
    const node = await startNode({ cli: build.cli, state, env: { REDIS_URL: throughProxy(TEST_REDIS_URL, proxy), METRICS_PORT: String(metricsPort) } });
    started.push(node);
    const redisUp = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return /^pdps_component_up\{component="redis"\} (\d)/m.exec(text)?.[1];
    };
    expect((await waitForStatus(node, (r) => r.body?.components?.rate_limiter === 'ok')).body.components.rate_limiter).toBe('ok');

    let stop = false;
    const loadDone = load(4, detect(node), () => stop);
    await sleep(300);
    await proxy.cut();
    const degraded = await waitForStatus(node, (r) => r.body?.components?.rate_limiter === 'down', 5000);
    expect(degraded.body).toMatchObject({ status: 'degraded', components: { rate_limiter: 'down', database: 'ok' } });
    expect(await redisUp()).toBe('0');
    const duringCut = await load(4, detect(node), (sent) => sent >= 40);
    expect(duringCut.every((r) => r.status === 200)).toBe(true);

    await proxy.restore();
    const healthy = await waitForStatus(node, (r) => r.body?.status === 'ok');
    expect(healthy.body.components.rate_limiter).toBe('ok');
    expect(await redisUp()).toBe('1');
    stop = true;
    const replies = await loadDone;
    expect(replies.every((r) => r.status === 200)).toBe(true);
    // Logged once when it went, once when it came back.
    expect(node.output().match(/fall back to per-node/g)?.length).toBe(1);
    expect(node.output().match(/Redis reachable again/g)?.length).toBe(1);
  });

  it('kill -9 under load: every 200 the node sent has its audit entry', async () => {
    const node = await startNode({ cli: build.cli, state });
    started.push(node);
    let killed = false;
    const seen: Reply[] = [];
    const loadDone = load(8, async (i) => {
      const reply = await detect(node)(i);
      seen.push(reply);
      return reply;
    }, () => killed);
    await until(() => seen.filter((r) => r.status === 200).length >= 20);
    node.process.kill('SIGKILL');
    await sleep(200);
    killed = true;
    const replies = await loadDone;
    expect(replies.some((r) => r.status === 0)).toBe(true);
    const acknowledged = await expectAudited(witness, replies);
    expect(acknowledged).toBeGreaterThan(0);
  });
});
