/**
 * Test support for the multi-node suites: real `pdps serve` processes built from this tree, sharing one
 * PostgreSQL schema and one Redis key prefix of their own, so several suites (and the machine's other users of
 * those servers) never see each other's data.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { TEST_DATABASE_URL, TEST_REDIS_URL, closedPort, uniqueName } from '../support/services.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

export const CLUSTER_ADMIN_KEY = 'cluster-admin-key-0123456789';
/** Shared by every node, as an operator would distribute it; tokens made on one node reverse on another. */
export const CLUSTER_TOKEN_KEY = 'cluster-token-master-secret-0123456789abcdef';

/**
 * Compiles src/ (tsconfig.build.json, as `npm run build` does) into a directory of its own under dist/, so suites
 * running in parallel never overwrite each other's files. Returns the CLI entry and a cleanup.
 */
export async function buildPdps(): Promise<{ cli: string; remove: () => void }> {
  const outDir = path.join(ROOT, 'dist', uniqueName('cluster'));
  await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', outDir], { cwd: ROOT });
  return { cli: path.join(outDir, 'src/cli/pdps.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** One PostgreSQL schema and one Redis prefix for a whole cluster, dropped afterwards. */
export interface SharedState {
  schema: string;
  redisPrefix: string;
  drop(): Promise<void>;
}

export function sharedState(): SharedState {
  const schema = uniqueName('pdps_cluster');
  const redisPrefix = `${schema}:`;
  return {
    schema,
    redisPrefix,
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

export interface NodeOptions {
  cli: string;
  state: SharedState;
  /** Overrides, e.g. DATABASE_URL pointing at a TCP proxy. */
  env?: Record<string, string>;
}

/** A running `pdps serve` process. */
export interface PdpsNode {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a node on a free port and resolves once it answers /v1/status. */
export async function startNode(opts: NodeOptions): Promise<PdpsNode> {
  const port = await closedPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pdps-node-'));
  const child = spawn(process.execPath, [opts.cli, 'serve'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PDPS_DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL,
      PDPS_DATABASE_SCHEMA: opts.state.schema,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: opts.state.redisPrefix,
      PDPS_ADMIN_KEY: CLUSTER_ADMIN_KEY,
      PDPS_TOKEN_KEY: CLUSTER_TOKEN_KEY,
      PDPS_WORKERS: '0',
      LOG_LEVEL: 'info',
      ...opts.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const node: PdpsNode = {
    url,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pdps exited with ${child.exitCode}: ${output}`);
    try {
      const res = await fetch(`${url}/v1/status`, { headers: { authorization: `Bearer ${CLUSTER_ADMIN_KEY}` } });
      if (res.status === 200) return node;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await node.stop('SIGKILL');
      throw new Error(`pdps did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Reply {
  status: number;
  requestId: string | null;
  body: any;
}

/** One JSON call to a node; `key` defaults to the cluster's admin key. */
export async function request(node: PdpsNode, method: string, urlPath: string, body?: unknown, key = CLUSTER_ADMIN_KEY): Promise<Reply> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${node.url}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('application/json') && text !== '';
  return { status: res.status, requestId: res.headers.get('x-request-id'), body: json ? JSON.parse(text) : text };
}

/** Creates an API key through POST /v1/keys on `node`. */
export async function createKey(node: PdpsNode, scopes: string[], plan = 'starter'): Promise<{ key: string; id: string }> {
  const res = await request(node, 'POST', '/v1/keys', { name: `cluster ${scopes.join(',')}`, plan, scopes });
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { key: res.body.key, id: res.body.id };
}

/** Every audit entry visible to `key` on `node` (all pages), newest first. */
export async function auditEntries(node: PdpsNode, key = CLUSTER_ADMIN_KEY): Promise<{ request_id: string; status: number; action: string }[]> {
  const entries: { request_id: string; status: number; action: string }[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await request(node, 'GET', `/v1/audit-logs?limit=1000&offset=${offset}`, undefined, key);
    if (res.status !== 200) throw new Error(`audit-logs failed: ${res.status}`);
    entries.push(...res.body.logs);
    if (res.body.logs.length < 1000) return entries;
  }
}

/**
 * Calls `send` from `concurrency` parallel loops until `stop(sent)` is true; returns every reply (network errors —
 * a killed node — are recorded with status 0).
 */
export async function load(concurrency: number, send: (i: number) => Promise<Reply>, stop: (sent: number) => boolean): Promise<Reply[]> {
  const replies: Reply[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop(next)) {
        const i = next++;
        try {
          replies.push(await send(i));
        } catch {
          replies.push({ status: 0, requestId: null, body: null });
        }
      }
    }),
  );
  return replies;
}
