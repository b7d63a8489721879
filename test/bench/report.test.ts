import { describe, expect, it } from 'vitest';
import { threadLine } from '../../bench/report.js';

describe('bench report', () => {
  it("says how busy pdps's threads and the machine were under a load", () => {
    expect(threadLine('the batch load', { mainThreadBusy: 0.354, otherThreadsBusy: 1.31, machineIdle: 0.09 }, 'the worker threads')).toBe(
      "During the batch load: pdps's request thread 35% busy, its other threads (the worker threads) 1.31 cores in all, the machine 9% idle.",
    );
  });
});
