import { describe, expect, it } from 'vitest';
import { ceilingLine, threadLine } from '../../bench/report.js';

describe('bench report', () => {
  it("says how busy pdps's threads and the machine were under a load", () => {
    expect(threadLine('the batch load', { mainThreadBusy: 0.354, otherThreadsBusy: 1.31, machineIdle: 0.09 }, 'the worker threads')).toBe(
      "During the batch load: pdps's request thread 35% busy, its other threads (the worker threads) 1.31 cores in all, the machine 9% idle.",
    );
  });

  it('reads the batch figure against the worker pool alone', () => {
    expect(ceilingLine(28_165, { threads: 2, seconds: 6, docsPerSec: 47_000 })).toBe(
      "The worker pool alone (2 threads, the same chunks, no HTTP, no load generator; rounds alternating with the load's): 47000 docs/s; through HTTP pdps reached 0.599× of it.",
    );
  });
});
