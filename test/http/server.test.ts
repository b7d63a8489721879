/**
 * Graceful shutdown (issue 3): stop accepting, finish in-flight requests, close the database.
 * "In flight" is made certain without timing: the client sends `Expect: 100-continue`, so the server's
 * `100 Continue` proves it has parsed the request before shutdown starts; the body follows after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, call, startTestServer, stopTestServer } from '../support/app.js';

interface Pending {
  /** Resolves when the server has answered 100 Continue. */
  started: Promise<void>;
  /** Sends the body; resolves with the final status and body. */
  finish(): Promise<{ status: number; body: any }>;
}

function startRequest(url: string, json: unknown): Pending {
  const body = JSON.stringify(json);
  const req = http.request(`${url}/v1/detect`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ADMIN_KEY}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const response = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.flushHeaders();
  return {
    started,
    finish() {
      req.end(body);
      return response;
    },
  };
}

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then closes the store', async () => {
    const server = await startTestServer();
    try {
      const pending = startRequest(server.url, { data: 'mail ann@example.com' });
      await pending.started;
      const closed = server.close();
      const res = await pending.finish();
      expect(res.status).toBe(200);
      expect(res.body.summary.by_type).toEqual({ EMAIL: 1 });
      await closed;
      expect(await server.runtime.store.ping()).toBe(false);
      await expect(call(server, 'GET', '/v1/status')).rejects.toThrow();
    } finally {
      await stopTestServer(server);
    }
  });

  it('pdps serve drains on SIGTERM and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pdps-serve-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/pdps.ts', 'serve'], {
      env: { ...process.env, PORT: '0', PDPS_DATA_DIR: dataDir, PDPS_ADMIN_KEY: ADMIN_KEY, LOG_LEVEL: 'info', PDPS_WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let log = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          log += chunk;
          const line = log.split('\n').find((l) => l.includes('"pdps listening"'));
          if (line) resolve(`http://127.0.0.1:${JSON.parse(line).port}`);
        });
        child.once('exit', (code) => reject(new Error(`pdps exited early with ${code}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const pending = startRequest(url, { data: 'mail ann@example.com' });
      await pending.started;
      child.kill('SIGTERM');
      const res = await pending.finish();
      expect(res.status).toBe(200);
      expect(await exited).toBe(0);
      expect(log).toContain('shutting down');
      expect(log).not.toContain('ann@example.com');
      expect(log).not.toContain(ADMIN_KEY);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
