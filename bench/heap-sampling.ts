/**
 * V8's sampling heap profiler with the samples of collected objects kept (short-lived garbage, the bulk of
 * allocation, is what these profiles are for): shared by bench/alloc-profile.ts and bench/server-alloc-profile.ts.
 */
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { REPO_ROOT } from './util.js';

export interface SamplingNode {
  id: number;
  selfSize: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children: SamplingNode[];
}

/** Samples the allocations `work` makes (one sample per `interval` bytes on average) and returns the profile's root. */
export async function sampleAllocations(interval: number, work: () => Promise<void> | void): Promise<SamplingNode> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: interval,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    await work();
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SamplingNode } };
    return profile.head;
  } finally {
    session.disconnect();
  }
}

/** "function path:line" of a node, the path relative to the repository. */
export function frameLabel(node: SamplingNode): string {
  const f = node.callFrame;
  const where = f.url === '' ? '' : ` ${relative(REPO_ROOT, f.url.replace(/^file:\/\//, ''))}:${f.lineNumber + 1}`;
  return `${f.functionName || '(anonymous)'}${where}`;
}
