/** The batch ceiling's pieces: the chunks it feeds the pool, and its measuring loop on a real pool. */
import { afterEach, describe, expect, it } from 'vitest';
import { batchDocuments, DOCS_PER_REQUEST } from '../../bench/batch-documents.js';
import { ceilingTasks, measurePool } from '../../bench/pool-ceiling.js';
import type { BatchRunner } from '../../src/service/batch-runner.js';
import { TASKS_PER_THREAD, WorkerPool } from '../../src/workers/pool.js';
import { chunkTask } from '../support/chunk-task.js';

describe('ceilingTasks', () => {
  it("cuts each of the scenario's requests into the route's chunks: two per thread, contiguous, in order", () => {
    const requests = batchDocuments();
    expect(requests.length).toBeGreaterThan(1);
    for (const threads of [1, 2, 3]) {
      const tasks = ceilingTasks(threads);
      expect(tasks).toHaveLength(requests.length * threads * 2);
      requests.forEach((request, r) => {
        expect(request).toHaveLength(DOCS_PER_REQUEST);
        const chunked = tasks.slice(r * threads * 2, (r + 1) * threads * 2).flatMap((t) => t.documents);
        // Positions within the request, ids and texts as batchRequests() sends them.
        expect(chunked.map((d) => d.index)).toEqual(request.map((_, i) => i));
        expect(chunked.map((d) => d.id)).toEqual(request.map((d) => d.id));
        expect(chunked.map((d) => d.data)).toEqual(request.map((d) => d.text));
      });
    }
    expect(ceilingTasks(2)[0]).toMatchObject({ method: 'auto', threshold: 0.5, params: {} });
  });
});

describe('measurePool', () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('keeps the pool busy for the window and counts the documents of every chunk that ended', async () => {
    pool = new WorkerPool(1);
    const one = chunkTask([{ index: 0, id: 'a', data: 'Call 212-555-0147.' }]);
    const three = chunkTask([0, 1, 2].map((index) => ({ index, id: `d${index}`, data: 'Write to jane.doe@example.com.' })));
    // Started first, as the ceiling's warm-up starts it: the pool's first run builds the shared lexicon and the threads
    // synchronously, which under a loaded machine outlasts a short window before the other lanes begin.
    await pool.run(one);
    // The real pool, with a tally of the documents of every chunk it answered.
    const real = pool;
    let answered = 0;
    const tallied: BatchRunner = {
      threads: real.threads,
      run: async (task) => {
        const result = await real.run(task);
        answered += task.documents.length;
        return result;
      },
      close: () => real.close(),
    };
    const { docs, seconds } = await measurePool(tallied, [one, three], TASKS_PER_THREAD, 0.5);
    expect(seconds).toBeGreaterThanOrEqual(0.5);
    expect(docs).toBe(answered);
    // Chunks alternate one and three documents, and every chunk started is waited for: n chunks hold 2n documents
    // (n even) or 2n - 1 (n odd), at least one of each.
    expect(docs).toBeGreaterThanOrEqual(4);
    expect(docs % 4 === 0 || docs % 4 === 1).toBe(true);
  }, 30_000);

  it('fails on a refused chunk instead of counting it', async () => {
    pool = new WorkerPool(1);
    const refused = { ...chunkTask([{ index: 0, id: 'a', data: 'far too long for the limit' }]), limits: { maxTextLength: 4, maxDepth: 8 } };
    await expect(measurePool(pool, [refused], 1, 0.2)).rejects.toThrow(/a chunk was refused/);
  }, 30_000);
});
