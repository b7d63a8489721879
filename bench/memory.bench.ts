/**
 * Memory, engine side: bytes of JavaScript heap allocated per input byte, ours and the peers', on both corpus sizes
 * (method in ./allocation.ts). The server side (peak RSS under load) is read by the HTTP and batch scenarios,
 * which own the server process.
 */
import { measureAllocation, type AllocationResult } from './allocation.js';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { loadSubjects } from './engine.bench.js';
import { isMain, progress } from './util.js';

export interface MemoryResult {
  allocation: { label: string; subjects: ({ name: string } & AllocationResult)[] }[];
}

export async function runMemoryBench(): Promise<MemoryResult> {
  const { subjects } = await loadSubjects();
  const result: MemoryResult = { allocation: [] };
  for (const spec of BENCH_CORPORA) {
    progress(`allocation ${spec.label}`);
    const texts = generateCorpus(spec).map((d) => d.text);
    result.allocation.push({
      label: spec.label,
      subjects: subjects.map((s) => ({ name: s.name, ...measureAllocation((text) => s.run(text), texts) })),
    });
  }
  return result;
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await runMemoryBench(), null, 2));
}
