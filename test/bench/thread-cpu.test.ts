import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { machineTicks, threadTicks } from '../../bench/thread-cpu.js';

describe.skipIf(!existsSync('/proc/self/task'))('bench/thread-cpu.ts', () => {
  it("counts this process's CPU time on its main thread, and the machine's ticks", () => {
    const before = threadTicks(process.pid);
    const machineBefore = machineTicks();
    expect(before.get(process.pid)).toBeDefined();
    // ≈ 300 ms of CPU on this thread: at 100 ticks per second, well over the 10 ticks asked below.
    const until = process.cpuUsage().user + 300_000;
    let spin = 0;
    while (process.cpuUsage().user < until) spin++;
    expect(spin).toBeGreaterThan(0);
    const after = threadTicks(process.pid);
    const main = after.get(process.pid)!;
    expect(main.ticks - before.get(process.pid)!.ticks).toBeGreaterThanOrEqual(10);
    const machineAfter = machineTicks();
    expect(machineAfter.total - machineBefore.total).toBeGreaterThanOrEqual(10);
    expect(machineAfter.idle).toBeGreaterThanOrEqual(machineBefore.idle);
  });
});
