import { afterEach, describe, expect, it } from 'vitest';
import type { EventEmitter } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { transferableSymbol, valueSymbol } from 'piscina';
import run from '../../src/workers/batch-worker.js';
import { TASKS_PER_THREAD, WorkerPool } from '../../src/workers/pool.js';
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
    if (!result.ok) throw new Error('refused');
    // The bytes were transferred from the worker: a Uint8Array whose buffer this thread now owns.
    expect(result.json).toBeInstanceOf(Uint8Array);
    const json = Buffer.from(result.json).toString('utf8');
    expect(JSON.parse(`[${json}]`)).toEqual([
      { document_id: 'doc-0', processed_data: 'Write to [EMAIL] today.', entities_detected: 1, method_used: 'redaction' },
    ]);
    expect(JSON.stringify({ ...result, json })).not.toContain('jane.doe@example.com');
    expect(pool.activeThreads).toBe(2);
    expect(pool.healthy()).toBe(true);
  }, 30_000);

  it('hands a thread several chunks at once, each answered with its own documents', async () => {
    pool = new WorkerPool(1);
    await pool.run(task);
    const piscina = (pool as unknown as { pool: { queueSize: number } }).pool;
    const tasks = Array.from({ length: 10 }, (_, i) =>
      chunkTask([{ index: i, id: `doc-${i}`, data: `Write to user${i}@example.com or call 212-555-01${10 + i}.` }]),
    );
    const answers = tasks.map((t) => pool!.run(t));
    // The thread holds TASKS_PER_THREAD of them (the next waits in its port while one runs); the rest queue here.
    expect(piscina.queueSize).toBe(tasks.length - TASKS_PER_THREAD);
    const results = await Promise.all(answers);
    results.forEach((result, i) => {
      if (!result.ok) throw new Error('refused');
      expect(JSON.parse(`[${Buffer.from(result.json).toString('utf8')}]`)).toEqual([
        { document_id: `doc-${i}`, processed_data: 'Write to [EMAIL] or call [PHONE].', entities_detected: 2, method_used: 'redaction' },
      ]);
    });
  }, 30_000);

  it('finishes the chunks a thread holds and those queued when it is closed', async () => {
    pool = new WorkerPool(1);
    await pool.run(task);
    const answers = Array.from({ length: 10 }, () => pool!.run(task));
    const closing = pool.close();
    const results = await Promise.all(answers);
    await closing;
    expect(results.every((r) => r.ok && r.entitiesDetected === 1)).toBe(true);
  }, 30_000);

  it("hands piscina's task-less errors to its listener instead of letting them end the process", async () => {
    const heard: Error[] = [];
    pool = new WorkerPool(2, (error) => heard.push(error));
    await pool.run(task);
    // What piscina emits when a reply arrives for a task already settled (a race at shutdown). With no listener,
    // EventEmitter throws it here.
    const piscina = (pool as unknown as { pool: EventEmitter }).pool;
    const stray = new Error('Unexpected message from Worker: { taskId: 7 }');
    expect(() => piscina.emit('error', stray)).not.toThrow();
    expect(heard).toEqual([stray]);
    // Still serving afterwards.
    await expect(pool.run(task)).resolves.toMatchObject({ ok: true });
  }, 30_000);

  it('reports unhealthy once closed, and closes without ever starting a thread', async () => {
    const idle = new WorkerPool(2);
    await idle.close();
    expect(idle.healthy()).toBe(false);
    expect(idle.activeThreads).toBe(0);
    await expect(idle.run(task)).rejects.toThrow('closed');
  });
});

describe('batch worker entry', () => {
  it('hands its result bytes over as a transfer, not a copy', () => {
    const out = run(task) as unknown as Record<symbol, unknown>;
    const result = out[valueSymbol] as { ok: true; json: Uint8Array };
    expect(out[transferableSymbol]).toBe(result.json.buffer);
    const length = result.json.byteLength;
    expect(length).toBeGreaterThan(0);
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(result, [result.json.buffer as ArrayBuffer]);
    port1.close();
    port2.close();
    // Transferred: this side no longer holds the bytes.
    expect(result.json.byteLength).toBe(0);
  });

  it('answers a refused chunk as it is (nothing to transfer)', () => {
    const refused = run({ ...task, documents: [{ index: 3, id: 'bad', data: 12 }] });
    expect(refused).toMatchObject({ ok: false, index: 3, error: { details: { parameter: 'documents[3].data' } } });
  });
});
