import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLimiter } from '../../src/limits/index.js';
import { openStore } from '../../src/store/index.js';
import { runLimiterContract } from './limiter.contract.js';

runLimiterContract('in-process', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pdps-limits-'));
  const store = await openStore({ dataDir: dir });
  return {
    make: ({ usage }) => createLimiter({ usage }),
    usage: store.usage,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
