/** Environment → configuration, validated at boot (README "Environment"). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: path.resolve('./data'), logLevel: 'info', nodeEnv: 'development', privacyBudget: 100 });
    expect(config.adminKey).toBeUndefined();
    expect(config.limits).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS).toEqual({ bodyBytes: 10 * 1024 * 1024, textLength: 1024 * 1024, batchDocuments: 1000, depth: 64, customPatterns: 100, patternLength: 1000 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      PDPS_DATA_DIR: '/tmp/x',
      PDPS_ADMIN_KEY: 'admin-key-1',
      PDPS_TOKEN_KEY: 'token-secret-0123456789',
      LOG_LEVEL: 'WARN',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      REDIS_URL: 'redis://r:6379',
      PDPS_MAX_BATCH_DOCUMENTS: '50',
      PDPS_WORKERS: '3',
      PDPS_PRIVACY_BUDGET: '2.5',
    });
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', dataDir: '/tmp/x', adminKey: 'admin-key-1', logLevel: 'warn', nodeEnv: 'production', workers: 3, privacyBudget: 2.5 });
    expect(config.limits.batchDocuments).toBe(50);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '80a' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PDPS_ADMIN_KEY: 'short' }, 'PDPS_ADMIN_KEY'],
    [{ PDPS_PRIVACY_BUDGET: '-1' }, 'PDPS_PRIVACY_BUDGET'],
  ])('refuses %j naming the variable, not its value', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).not.toContain(Object.values(env)[0]);
    }
  });
});
