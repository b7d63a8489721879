/**
 * Worker-thread entry for /v1/batch chunks (engine and operators only; no I/O). The analyzer is built
 * once per thread, when the pool starts the thread.
 */
import { createAnalyzer } from '../engine/index.js';
import { processChunk, type ChunkResult, type ChunkTask } from '../service/batch-runner.js';

const analyzer = createAnalyzer();

/** Piscina calls the default export with each task. */
export default function run(task: ChunkTask): ChunkResult[] {
  return processChunk(analyzer, task);
}
