/**
 * A server on its embedded defaults (SQLite, in-process limits) must not load the PostgreSQL or Redis client: they
 * cost memory it would never use (docs/performance-log.md). Checked in a fresh process, whose module cache holds only
 * what that process loaded.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'pdps-lazy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const script = (redisUrl: string | undefined): string => `
  import { createRequire } from 'node:module';
  const { openStore } = await import(${JSON.stringify(new URL('../../src/store/index.ts', import.meta.url).href)});
  const { createLimiter } = await import(${JSON.stringify(new URL('../../src/limits/index.ts', import.meta.url).href)});
  const store = await openStore({ dataDir: ${JSON.stringify(dataDir)} });
  const limiter = createLimiter({ usage: store.usage, redisUrl: ${JSON.stringify(redisUrl)} });
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  console.log(JSON.stringify({
    pg: loaded.some((p) => p.includes('/node_modules/pg/')),
    ioredis: loaded.some((p) => p.includes('/node_modules/ioredis/')),
  }));
  await limiter.close();
  await store.close();
`;

async function driversLoaded(redisUrl?: string): Promise<{ pg: boolean; ioredis: boolean }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(redisUrl)]);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { pg: boolean; ioredis: boolean };
}

describe('database and cache drivers', () => {
  it('are not loaded by a store and limiter on the embedded defaults', async () => {
    expect(await driversLoaded()).toEqual({ pg: false, ioredis: false });
  });

  it('load the Redis client once a Redis URL is configured', async () => {
    // No server needs to answer: building the limiter is what loads the client.
    expect(await driversLoaded('redis://127.0.0.1:1')).toEqual({ pg: false, ioredis: true });
  });
});
