import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv, serveEnv, serveNodeFlags, startScriptWords } from '../../bench/servers.js';
import { REPO_ROOT } from '../../bench/util.js';

// The bench must run pdps as `npm start` and the image do: with the same V8 heap flags (docs/performance-log.md).
describe('node flags of `pdps serve`', () => {
  it('are read from the start script', () => {
    expect(serveNodeFlags()).toEqual(['--max-semi-space-size=4', '--heap-growing-percent=20', '--no-allocation-site-pretenuring', '--incremental-marking-soft-trigger=90']);
  });

  it('are the ones the image serves with', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    const argv = JSON.parse(cmd![1]!) as string[];
    expect(argv).toEqual(['node', ...serveNodeFlags(), 'dist/src/cli/pdps.js', 'serve']);
  });

  it('are the ones the deployment guide quotes as what `npm start` runs', () => {
    const guide = readFileSync(join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
    // The guide wraps the command across lines: its words are compared, not its spacing.
    const quoted = /`npm start` \(that is, `([^`]+)`/.exec(guide)?.[1]?.split(/\s+/);
    expect(quoted).toEqual(startScriptWords());
  });

  it('come with the malloc arena limit, in the start script and in the image', () => {
    expect(serveEnv()).toEqual({ MALLOC_ARENA_MAX: '2' });
    const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(dockerfile)?.[1] ?? '';
    expect(env).toMatch(/(^|\s)MALLOC_ARENA_MAX=2(\s|$)/);
  });
});

describe('a bench child\'s environment', () => {
  const shell = {
    PATH: '/usr/bin',
    DATABASE_URL: 'postgres://elsewhere/db',
    REDIS_URL: 'redis://elsewhere',
    NODE_OPTIONS: '--max-old-space-size=64',
    LOG_LEVEL: 'debug',
    PDPS_WORKERS: '1',
  };

  it('is the PATH, the thread count and the given settings: no back end, node option or log level of the shell', () => {
    expect(childEnv({ PDPS_DATA_DIR: '/tmp/x' }, shell)).toEqual({ PATH: '/usr/bin', PDPS_WORKERS: '1', PDPS_DATA_DIR: '/tmp/x' });
  });

  it('sets no thread count when the shell has none, and the given settings win over the shell\'s', () => {
    expect(childEnv({ LOG_LEVEL: 'info' }, { PATH: '/bin', LOG_LEVEL: 'debug' })).toEqual({ PATH: '/bin', LOG_LEVEL: 'info' });
    expect(childEnv({ PDPS_WORKERS: '2' }, shell)).toEqual({ PATH: '/usr/bin', PDPS_WORKERS: '2' });
  });
});
