import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/workers/pool.js';
import { chunkTask } from '../support/chunk-task.js';

const task = chunkTask([{ index: 0, id: 'doc-0', data: 'Write to jane.doe@example.com today.' }]);

describe('WorkerPool', () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('starts no thread until a chunk arrives, and is healthy while idle', () => {
    pool = new WorkerPool(2);
    expect(pool.activeThreads).toBe(0);
    expect(pool.healthy()).toBe(true);
  });

  it('runs a chunk on a thread it starts on demand', async () => {
    pool = new WorkerPool(2);
    const result = await pool.run(task);
    expect(result).toMatchObject({ ok: true, entitiesDetected: 1, entityCounts: { EMAIL: 1 }, methodsUsed: ['redaction'] });
    expect(result.ok && JSON.parse(`[${result.json}]`)).toEqual([
      { document_id: 'doc-0', processed_data: 'Write to [EMAIL] today.', entities_detected: 1, method_used: 'redaction' },
    ]);
    expect(JSON.stringify(result)).not.toContain('jane.doe@example.com');
    expect(pool.activeThreads).toBe(2);
    expect(pool.healthy()).toBe(true);
  }, 30_000);

  it('reports unhealthy once closed, and closes without ever starting a thread', async () => {
    const idle = new WorkerPool(2);
    await idle.close();
    expect(idle.healthy()).toBe(false);
    expect(idle.activeThreads).toBe(0);
    await expect(idle.run(task)).rejects.toThrow('closed');
  });
});
