import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { machineTicks, measureThreads, threadTicks } from '../../bench/thread-cpu.js';
import { spinCpu } from '../support/spin.js';

describe.skipIf(!existsSync('/proc/self/task'))('bench/thread-cpu.ts', () => {
  it("counts this process's CPU time on its main thread, and the machine's ticks", () => {
    const before = threadTicks(process.pid);
    const machineBefore = machineTicks();
    expect(before.get(process.pid)).toBeDefined();
    // 300 ms of CPU spent on this thread, however busy the machine: 30 ticks at 100 a second, against the 20 asked
    // below (the process's other threads may have had a part of the 300 ms).
    spinCpu(300);
    const after = threadTicks(process.pid);
    const main = after.get(process.pid)!;
    expect(main.ticks - before.get(process.pid)!.ticks).toBeGreaterThanOrEqual(20);
    const machineAfter = machineTicks();
    expect(machineAfter.total - machineBefore.total).toBeGreaterThanOrEqual(10);
    expect(machineAfter.idle).toBeGreaterThanOrEqual(machineBefore.idle);
  });

  it('measures how busy the main thread was while a task ran', async () => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { result, load } = await measureThreads(process.pid, async () => {
      spinCpu(300);
      // Then 300 ms waiting, the main thread idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'done';
    });
    const windowS = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    expect(result).toBe('done');
    // The process's CPU time over the window (about half of it on an idle machine, less on a loaded one, where the
    // spin takes longer), give or take the ticks' 10 ms grain and what the process's other threads used.
    const expected = (cpu.user + cpu.system) / 1e6 / windowS;
    expect(load!.mainThreadBusy).toBeGreaterThan(expected - 0.1);
    expect(load!.mainThreadBusy).toBeLessThan(expected + 0.1);
    expect(load!.mainThreadBusy).toBeLessThan(1);
    expect(load!.otherThreadsBusy).toBeGreaterThanOrEqual(0);
    expect(load!.machineIdle).toBeGreaterThanOrEqual(0);
    expect(load!.machineIdle).toBeLessThanOrEqual(1);
  });
});
