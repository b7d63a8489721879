/**
 * Worker-thread entry for /v1/batch chunks (engine and operators only; no I/O). The analyzer is built
 * once per thread, when the pool starts the thread.
 */
import { workerData } from 'piscina';
import { adoptLexicon, createAnalyzer, type LexiconData } from '../engine/index.js';
import { processChunk, type ChunkResult, type ChunkTask } from '../service/batch-runner.js';

// The pool hands every thread the main thread's lexicon in shared memory (pool.ts); a thread started otherwise builds its own.
const shared = (workerData as { lexicon?: LexiconData } | undefined)?.lexicon;
if (shared) adoptLexicon(shared);
const analyzer = createAnalyzer();

/** Piscina calls the default export with each task. */
export default function run(task: ChunkTask): ChunkResult {
  return processChunk(analyzer, task);
}
