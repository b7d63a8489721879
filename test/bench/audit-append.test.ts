import { describe, expect, it } from 'vitest';
import { measureAuditAppend } from '../../bench/audit-append.js';
import { MIGRATIONS } from '../../src/store/migrations/index.js';

describe('bench/audit-append.ts', () => {
  it('measures every schema version, and the ascending audit indexes (version 2) write fewer WAL pages a commit', () => {
    const result = measureAuditAppend(12, 1);
    expect(result.variants.map((v) => v.schemaVersion)).toEqual(MIGRATIONS.map((m) => m.version));
    for (const v of result.variants) {
      // A commit writes at least the table's leaf and a leaf of each of the two indexes.
      expect(v.walFramesPerCommit).toBeGreaterThanOrEqual(3);
      expect(v.cpuUsPerEntry).toBeGreaterThan(0);
    }
    const [descending, ascending] = result.variants;
    // 11 against 7.7 when measured (docs/performance-log.md, session 17): page counts, not times, so no noise.
    expect(ascending!.walFramesPerCommit).toBeLessThan(descending!.walFramesPerCommit - 2);
  });
});
