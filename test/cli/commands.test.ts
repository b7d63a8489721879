/** The pdps CLI: key management and token-key rotation on the same data directory as the server. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeyCommand, listKeysCommand, revokeKeyCommand, rotateTokenKeyCommand } from '../../src/cli/commands.js';
import { loadConfig } from '../../src/config.js';
import { call, startTestServer, stopTestServer, type TestServer } from '../support/app.js';

const run = promisify(execFile);
let dataDir: string;
let server: TestServer | undefined;

function fresh() {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pdps-cli-'));
  return loadConfig({ PDPS_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
}

function collector(): { lines: string[]; print: (line: string) => void } {
  const lines: string[] = [];
  return { lines, print: (line) => lines.push(line) };
}

afterEach(async () => {
  await stopTestServer(server);
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('keys commands', () => {
  it('creates a key the server accepts, lists it without its secret, and revokes it', async () => {
    const config = fresh();
    const out = collector();
    await createKeyCommand(config, { name: 'ci', plan: 'growth', scopes: 'process,detect', json: true }, out.print);
    const created = JSON.parse(out.lines[0] as string);
    expect(created).toMatchObject({ name: 'ci', plan: 'growth', scopes: ['process', 'detect'] });

    server = await startTestServer({ PDPS_DATA_DIR: dataDir });
    expect((await call(server, 'POST', '/v1/detect', { key: created.key, json: { data: 'x' } })).status).toBe(200);
    expect((await call(server, 'POST', '/v1/batch', { key: created.key, json: { documents: [] } })).status).toBe(403);

    const list = collector();
    await listKeysCommand(config, {}, list.print);
    expect(list.lines[0]).toBe('id\tname\tplan\tscopes\ttenant\tcreated_at\tstate');
    expect(list.lines.some((l) => l.startsWith(`${created.id}\tci\tgrowth\tprocess,detect\t`) && l.endsWith('\tactive'))).toBe(true);
    expect(list.lines.join('\n')).not.toContain(created.key.split('.')[1]);

    const revoke = collector();
    await revokeKeyCommand(config, created.id, revoke.print);
    expect(revoke.lines).toEqual([`revoked ${created.id}`]);
    await expect(revokeKeyCommand(config, created.id, () => {})).rejects.toMatchObject({ code: 'not_found' });
    const after = collector();
    await listKeysCommand(config, { json: true }, after.print);
    expect(JSON.parse(after.lines[0] as string).find((k: any) => k.id === created.id).revoked_at).not.toBeNull();
  });

  it('refuses an unknown scope or plan', async () => {
    const config = fresh();
    await expect(createKeyCommand(config, { name: 'x', plan: 'growth', scopes: 'process,root' }, () => {})).rejects.toMatchObject({
      details: { parameter: 'scopes[1]' },
    });
    await expect(createKeyCommand(config, { name: 'x', plan: 'platinum', scopes: 'process' }, () => {})).rejects.toMatchObject({
      details: { parameter: 'plan' },
    });
  });
});

describe('token-key rotate', () => {
  it('adds a key version each time', async () => {
    const config = fresh();
    const out = collector();
    await rotateTokenKeyCommand(config, out.print);
    await rotateTokenKeyCommand(config, out.print);
    expect(out.lines).toEqual(['token key version 2 is now current', 'token key version 3 is now current']);
  });
});

describe('pdps binary', () => {
  it('runs keys create / list as a command and fails clearly on bad input', async () => {
    fresh();
    const env = { ...process.env, PDPS_DATA_DIR: dataDir };
    const cli = ['--import', 'tsx', 'src/cli/pdps.ts'];
    const created = await run(process.execPath, [...cli, 'keys', 'create', '--name', 'N', '--plan', 'growth', '--scopes', 'process,detect'], { env });
    const id = /id:\s+(key_\w+)/.exec(created.stdout)?.[1];
    expect(id).toBeDefined();
    expect(created.stdout).toMatch(new RegExp(`key:\\s+${id}\\.[A-Za-z0-9_-]{43}`));
    const listed = await run(process.execPath, [...cli, 'keys', 'list'], { env });
    expect(listed.stdout).toContain(`${id}\tN\tgrowth\tprocess,detect`);
    const failed = await run(process.execPath, [...cli, 'keys', 'revoke', 'key_missing'], { env }).catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('pdps: No active API key with this id.');
    const badEnv = await run(process.execPath, [...cli, 'keys', 'list'], { env: { ...env, PORT: 'eighty' } }).catch((err: { code: number; stderr: string }) => err);
    expect((badEnv as { stderr: string }).stderr).toContain('PORT must be an integer');
  });
});
