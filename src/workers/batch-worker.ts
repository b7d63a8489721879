/**
 * Worker-thread entry for /v1/batch chunks (engine and operators only; no I/O). The analyzer is built
 * once per thread, when the pool starts the thread.
 */
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import { adoptLexicon, createAnalyzer, type LexiconData } from '../engine/index.js';
import { processChunk, type ChunkResult, type ChunkTask } from '../service/batch-runner.js';

// The pool hands every thread the main thread's lexicon in shared memory (pool.ts); a thread started otherwise builds its own.
const shared = (workerData as { lexicon?: LexiconData } | undefined)?.lexicon;
if (shared) adoptLexicon(shared);
const analyzer = createAnalyzer();

/**
 * Piscina calls the default export with each task. A chunk's result bytes (≈ 25 KB for 25 documents of 1 KB) are
 * transferred, not copied: the request thread, which shares the cores with the workers, receives them for free.
 */
export default function run(task: ChunkTask): ChunkResult | ReturnType<typeof move> {
  const result = processChunk(analyzer, task);
  if (!result.ok) return result;
  return move({ [transferableSymbol]: result.json.buffer, [valueSymbol]: result });
}
