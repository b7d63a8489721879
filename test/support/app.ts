/**
 * Test support: a real pdps server (startServer) on an ephemeral port with its own SQLite data directory,
 * and a small fetch-based client. No stand-ins: the store, limiter, engine and operators are the real ones.
 */
import { expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/http/server.js';

export const ADMIN_KEY = 'test-admin-key-0123456789';

export interface TestServer extends RunningServer {
  dataDir: string;
  env: Record<string, string>;
}

/** Starts a server; `env` overrides the test defaults (ephemeral port, temp data dir, silent log, no workers). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.PDPS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pdps-test-'));
  const full = {
    PORT: '0',
    HOST: '127.0.0.1',
    PDPS_DATA_DIR: dataDir,
    PDPS_ADMIN_KEY: ADMIN_KEY,
    LOG_LEVEL: 'silent',
    PDPS_WORKERS: '0',
    ...env,
  };
  const server = await startServer(loadConfig(full));
  return Object.assign(server, { dataDir, env: full });
}

/** Closes `server` and starts a new one on the same data directory and settings. */
export async function restartTestServer(server: TestServer): Promise<TestServer> {
  await server.close();
  return startTestServer(server.env);
}

/** Closes the server and deletes its data directory. */
export async function stopTestServer(server: TestServer | undefined): Promise<void> {
  if (server === undefined) return;
  await server.close();
  rmSync(server.dataDir, { recursive: true, force: true });
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface CallOptions {
  /** Bearer key; default the admin key; null sends no Authorization header. */
  key?: string | null;
  /** JSON body (sent with Content-Type: application/json). */
  json?: unknown;
  /** Raw body and headers, for malformed-request tests. */
  raw?: string;
  headers?: Record<string, string>;
}

/** One HTTP call to the server; the body is parsed as JSON when it is JSON. */
export async function call(server: RunningServer, method: string, urlPath: string, opts: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  const key = opts.key === undefined ? ADMIN_KEY : opts.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  let body: string | undefined = opts.raw;
  if (opts.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(`${server.url}${urlPath}`, { method, headers, body });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  return { status: res.status, headers: res.headers, body: isJson && text !== '' ? JSON.parse(text) : text };
}

/** Creates an API key through POST /v1/keys and returns the raw key and its id. */
export async function createKey(
  server: RunningServer,
  scopes: string[],
  plan = 'starter',
  extra: Record<string, unknown> = {},
): Promise<{ key: string; id: string; tenantId: string }> {
  const res = await call(server, 'POST', '/v1/keys', { json: { name: `test ${scopes.join(',')}`, plan, scopes, ...extra } });
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { key: res.body.key, id: res.body.id, tenantId: res.body.tenant_id };
}

/**
 * Sends each body once after another, then all at once, and checks every concurrent answer against its sequential
 * twin: the same status, its own request id (in the body and X-Request-Id), the same error when refused. `sameOk`
 * compares two 200 answers. Returns the concurrent answers.
 */
export async function expectConcurrentAsSequential(
  bodies: readonly unknown[],
  send: (json: unknown) => Promise<ApiResponse>,
  sameOk: (concurrent: ApiResponse, alone: ApiResponse) => void,
): Promise<ApiResponse[]> {
  const sequential: ApiResponse[] = [];
  for (const body of bodies) sequential.push(await send(body));
  const concurrent = await Promise.all(bodies.map((body) => send(body)));
  concurrent.forEach((res, i) => {
    const alone = sequential[i]!;
    expect(res.status).toBe(alone.status);
    expect(res.body.request_id).toMatch(/^req_/);
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    if (res.status !== 200) expect(res.body.error).toEqual(alone.body.error);
    else sameOk(res, alone);
  });
  return concurrent;
}
