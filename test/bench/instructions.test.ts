import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { corporaNamed, countEvents, countInstructions, instructionsPerByte, parseCounters, parseInstructionRefs } from '../../bench/instructions.js';

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;

describe('bench/instructions.ts', () => {
  it("reads the instruction total from cachegrind's summary", () => {
    const stderr = ['==10476== ', '==10476== I   refs:      10,963,438,774', '==10476== I1  misses:        90,753,551', ''].join('\n');
    expect(parseInstructionRefs(stderr)).toBe(10_963_438_774);
    expect(() => parseInstructionRefs('==1== ERROR SUMMARY: 0 errors')).toThrow(/no instruction count/);
  });

  it("reads the simulation's instruction-cache misses and mispredictions when it ran", () => {
    const simulated = [
      '==10476== I   refs:      10,963,438,774',
      '==10476== I1  misses:        90,753,551',
      '==10476== LLi misses:            84,128',
      '==10476== Branches:       1,850,274,541  (1,793,827,981 cond +    56,446,560 ind)',
      '==10476== Mispredicts:     3,359  ( 3,209 cond + 150 ind)',
    ].join('\n');
    expect(parseCounters(simulated)).toEqual({ instructions: 10_963_438_774, l1iMisses: 90_753_551, mispredicts: 3_359 });
    expect(parseCounters('==7== I   refs:      1,000')).toEqual({ instructions: 1_000 });
  });

  it('divides the extra passes’ instructions by their bytes', () => {
    expect(instructionsPerByte(12_000, 2_000, 10, 50)).toBe(20);
    expect(() => instructionsPerByte(12_000, 2_000, 0, 50)).toThrow();
  });

  it('names the corpora by label', () => {
    expect(corporaNamed('all')).toEqual([0, 1]);
    expect(corporaNamed('1kb')).toEqual([0]);
    expect(corporaNamed('100KB')).toEqual([1]);
    expect(() => corporaNamed('10kb')).toThrow(/no corpus "10kb"/);
  });

  // The measurement itself, on a shell loop: a run of 2,000 iterations counts more than one of 200, by about ten times
  // the cost of the first 200 beyond startup.
  it.skipIf(!hasValgrind)('counts what a program executes, startup cancelled by differencing', async () => {
    const loop = (n: number): string[] => ['/bin/sh', '-c', `i=0; while [ $i -lt ${n} ]; do i=$((i+1)); done`];
    const [none, short, long] = await Promise.all([countInstructions(loop(0)), countInstructions(loop(200)), countInstructions(loop(2000))]);
    expect(short).toBeGreaterThan(none);
    const perIterationShort = (short - none) / 200;
    const perIterationLong = (long - none) / 2000;
    expect(perIterationLong / perIterationShort).toBeGreaterThan(0.9);
    expect(perIterationLong / perIterationShort).toBeLessThan(1.1);
  });

  it.skipIf(!hasValgrind)('simulates the caches and branches on request', async () => {
    const counters = await countEvents(['/bin/sh', '-c', 'i=0; while [ $i -lt 200 ]; do i=$((i+1)); done'], true);
    expect(counters.instructions).toBeGreaterThan(0);
    expect(counters.l1iMisses).toBeGreaterThan(0);
    expect(counters.mispredicts).toBeGreaterThan(0);
  });
});
