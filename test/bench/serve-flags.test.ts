import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv, serveEnv, serveNodeFlags } from '../../bench/servers.js';
import { REPO_ROOT } from '../../bench/util.js';

// The bench must run pdps as `npm start` and the image do: with the same V8 heap flags (docs/performance-log.md).
describe('node flags of `pdps serve`', () => {
  it('are read from the start script', () => {
    expect(serveNodeFlags()).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=20', '--no-allocation-site-pretenuring']);
  });

  it('are the ones the image serves with', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    const argv = JSON.parse(cmd![1]!) as string[];
    expect(argv).toEqual(['node', ...serveNodeFlags(), 'dist/src/cli/pdps.js', 'serve']);
  });

  it('come with the malloc arena limit, in the start script and in the image', () => {
    expect(serveEnv()).toEqual({ MALLOC_ARENA_MAX: '2' });
    const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(dockerfile)?.[1] ?? '';
    expect(env).toMatch(/(^|\s)MALLOC_ARENA_MAX=2(\s|$)/);
  });
});

describe('a server child\'s environment', () => {
  const parent = { PATH: '/usr/bin', DATABASE_URL: 'postgres://elsewhere/db', LOG_LEVEL: 'debug' };

  it('isolated: the PATH and the given settings only, so a back end set in the shell cannot reach the server', () => {
    expect(childEnv({ PDPS_DATA_DIR: '/tmp/x' }, 4100, true, parent)).toEqual({
      PATH: '/usr/bin', PDPS_DATA_DIR: '/tmp/x', PORT: '4100', HOST: '127.0.0.1',
    });
  });

  it('not isolated: the bench\'s environment under the given settings, port and host last', () => {
    expect(childEnv({ LOG_LEVEL: 'info', PORT: '1' }, 4100, false, parent)).toEqual({
      PATH: '/usr/bin', DATABASE_URL: 'postgres://elsewhere/db', LOG_LEVEL: 'info', PORT: '4100', HOST: '127.0.0.1',
    });
  });
});
