import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PostgreSQL/Redis suites share servers; each test uses its own schema or key prefix,
    // so files may run in parallel, but keep the pool small for 2-core machines.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    pool: 'forks',
  },
});
