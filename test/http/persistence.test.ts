/**
 * What reaches the disk: audit entries survive a restart; no file in the data directory holds a raw API
 * key or a submitted value (decisions.md: keys stored only as hashes; audit holds types and counts only).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MASTER_KEY_FILE } from '../../src/service/token-keys.js';
import { SQLITE_FILE } from '../../src/store/index.js';
import { ADMIN_KEY, call, createKey, restartTestServer, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

let server: TestServer | undefined;
afterAll(() => stopTestServer(server));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('data directory', () => {
  it('keeps audit entries across a restart and never stores keys or submitted values', async () => {
    server = await startTestServer();
    const { key } = await createKey(server, ['process', 'detect', 'batch', 'protect', 'audit:read']);
    const secrets = ['ann.lee@example.com', '536-22-1234', '4111 1111 1111 1111', 'EMP-771234'];
    const submitted = [
      await call(server, 'POST', '/v1/process', { key, json: { data: `${secrets[0]} SSN: ${secrets[1]}`, method: 'tokenization' } }),
      await call(server, 'POST', '/v1/detect', { key, json: { data: { card: secrets[2] } } }),
      await call(server, 'POST', '/v1/protect', { key, json: { text: secrets[3], custom_patterns: [{ name: 'EMP', pattern: 'EMP-\\d+' }] } }),
      await call(server, 'POST', '/v1/batch', { key, json: { documents: [{ id: 'd', data: secrets[0] }] } }),
    ];
    expect(submitted.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const before = await call(server, 'GET', '/v1/audit-logs', { key });

    server = await restartTestServer(server);
    const after = await call(server, 'GET', '/v1/audit-logs', { key });
    expect(after.status).toBe(200);
    expect(after.body.logs).toEqual(before.body.logs);
    expect(after.body.logs.map((l: any) => l.request_id)).toEqual(submitted.map((r) => r.body.request_id).reverse());
    await server.close(); // flush WAL and usage counts before reading the files

    const files = filesUnder(server.dataDir);
    expect(files.map((f) => path.basename(f))).toContain(SQLITE_FILE);
    const forbidden = [key, key.split('.')[1] as string, ADMIN_KEY, ...secrets];
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const value of forbidden) {
        expect(bytes.includes(Buffer.from(value, 'utf8')), `${path.basename(file)} holds a secret`).toBe(false);
        expect(bytes.includes(Buffer.from(value, 'utf16le')), `${path.basename(file)} holds a secret (UTF-16)`).toBe(false);
      }
    }
    expect(statSync(path.join(server.dataDir, MASTER_KEY_FILE)).mode & 0o777).toBe(0o600);
  });
});
