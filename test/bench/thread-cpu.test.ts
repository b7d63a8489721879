import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { machineTicks, measureThreads, threadTicks } from '../../bench/thread-cpu.js';
import { spin } from '../support/spin.js';

describe.skipIf(!existsSync('/proc/self/task'))('bench/thread-cpu.ts', () => {
  it("counts this process's CPU time on its main thread, and the machine's ticks", () => {
    const before = threadTicks(process.pid);
    const machineBefore = machineTicks();
    expect(before.get(process.pid)).toBeDefined();
    // 300 ms spinning on this thread: at 100 ticks per second, well over the 10 ticks asked below even on a busy machine.
    spin(300);
    const after = threadTicks(process.pid);
    const main = after.get(process.pid)!;
    expect(main.ticks - before.get(process.pid)!.ticks).toBeGreaterThanOrEqual(10);
    const machineAfter = machineTicks();
    expect(machineAfter.total - machineBefore.total).toBeGreaterThanOrEqual(10);
    expect(machineAfter.idle).toBeGreaterThanOrEqual(machineBefore.idle);
  });

  it('measures how busy the main thread was while a task ran', async () => {
    const { result, load } = await measureThreads(process.pid, async () => {
      spin(300);
      // Then as long again waiting, the main thread idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'done';
    });
    expect(result).toBe('done');
    // About half the window busy (a core's worth while spinning, nothing while waiting): 0.5 give or take the
    // machine's scheduling and the ticks' 10 ms grain.
    expect(load!.mainThreadBusy).toBeGreaterThan(0.2);
    expect(load!.mainThreadBusy).toBeLessThan(0.8);
    expect(load!.otherThreadsBusy).toBeGreaterThanOrEqual(0);
    expect(load!.machineIdle).toBeGreaterThanOrEqual(0);
    expect(load!.machineIdle).toBeLessThanOrEqual(1);
  });
});
