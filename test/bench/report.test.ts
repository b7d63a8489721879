import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answersPerSecond, roundOrder } from '../../bench/http.bench.js';
import { OURS, sizeResult, type EngineResult } from '../../bench/engine.bench.js';
import { ceilingLine, engineProseLine, engineRoundsLine, evaluateTargets, machineLine, refusalLines, renderTables, roundRatiosLine, threadLine, type BenchResults } from '../../bench/report.js';
import { describeMachine, pairedRatios } from '../../bench/util.js';

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

  it('warns of a server that refused part of the load, and says nothing of one that answered all of it', () => {
    const lines = refusalLines([
      { name: 'pdps', responses: 334_602, non2xx: 14_056 },
      { name: 'hello-world', responses: 1_059_623, non2xx: 0 },
    ]);
    expect(lines).toEqual([
      "**pdps answered 14056 of 334602 responses with a non-2xx status**: its req/s counts the 2xx alone, and its CPU per request includes the refusals'; this run's figures for it are not comparable.",
    ]);
    expect(refusalLines([{ name: 'pdps', responses: 10, non2xx: 0 }])).toEqual([]);
  });

  it("names the processor's family, model and caches where the machine tells them, as the model name alone does not", () => {
    const machine = { cpuModel: 'AMD EPYC', cores: 2, memoryGiB: 24, node: 'v20.20.2', platform: 'linux x64' };
    const run = { generatedAt: '2026-11-29T22:50:26.516Z', durationSeconds: 125 };
    expect(machineLine({ ...run, machine: { ...machine, cpuDetail: 'family 25 model 17; L1d 32K, L1i 32K, L2 1024K, L3 32768K' } })).toBe(
      'Run 2026-11-29T22:50:26.516Z on AMD EPYC (family 25 model 17; L1d 32K, L1i 32K, L2 1024K, L3 32768K), 2 cores, 24 GiB, Node v20.20.2 (linux x64); whole run 125 s.',
    );
    expect(machineLine({ ...run, machine })).toBe('Run 2026-11-29T22:50:26.516Z on AMD EPYC, 2 cores, 24 GiB, Node v20.20.2 (linux x64); whole run 125 s.');
  });

  it.runIf(existsSync('/proc/cpuinfo') && existsSync('/sys/devices/system/cpu/cpu0/cache/index0'))(
    "reads this machine's processor family, model and caches from /proc and /sys",
    () => {
      const detail = describeMachine().cpuDetail ?? '';
      expect(detail).toMatch(/(?:^|; )L1[di] \d+K(?:, L\d[di]? \d+K)*$/);
      // x86 kernels name the family and model; others (ARM) do not, and the line then holds the caches alone.
      if (/^cpu family\s*:/m.test(readFileSync('/proc/cpuinfo', 'utf8'))) expect(detail).toMatch(/^family \d+ model \d+; /);
      else expect(detail).toMatch(/^L1/);
    },
  );

  it('alternates which HTTP target runs first from round to round', () => {
    expect([0, 1, 2, 3].map((r) => roundOrder(2, r))).toEqual([[0, 1], [1, 0], [0, 1], [1, 0]]);
  });

  it('pairs each round of ours with the same round of the other, skipping rounds the other did not answer', () => {
    expect(pairedRatios([6000, 7000, 8000], [20_000, 0, 16_000])).toEqual([0.3, 0.5]);
    expect(pairedRatios([6000, 7000], [20_000])).toEqual([0.3]);
  });

  it('reads a window of no time as no answers a second, not as infinitely many', () => {
    expect(answersPerSecond(12_000, 4)).toBe(3000);
    expect(answersPerSecond(5, 0)).toBe(0);
  });

  it("states the per-round ratios' range and median in round order", () => {
    expect(roundRatiosLine([0.31, 0.28, 0.35, 0.3, 0.29])).toBe(
      'Per round pair (the order alternating: pdps first, then hello-world first, …): 0.28-0.35× in req/s, median 0.3× (0.31, 0.28, 0.35, 0.3, 0.29 in round order).',
    );
    expect(roundRatiosLine([])).toBe('Per round pair: not measured.');
  });

  describe('the engine ratio', () => {
    // A slow phase began between our third round and the peer's: the medians of MB/s (6 and 20) would read
    // 0.3×, where four of the five rounds read ours at 0.6× of the peer's round beside it.
    const ours = [12, 12, 6, 6, 6];
    const peer = [20, 20, 20, 10, 10];
    const engine: EngineResult = {
      sizes: [{ label: '1 KB', documents: 2, bytes: 2048, subjects: [sizeResult(OURS, ours, ours), sizeResult('@redactpii/node', peer, ours)] }],
      plantedTouched: [],
      f1: [],
    };

    /** A run that measured the engine alone. */
    const engineOnly = (measured: EngineResult): BenchResults => ({
      generatedAt: '2026-11-29T00:00:00.000Z',
      machine: { cpuModel: 'x', cores: 2, memoryGiB: 24, node: 'v20', platform: 'linux x64' },
      durationSeconds: 1,
      engine: measured,
      memory: { allocation: [] },
      http: null,
      batch: null,
      targets: [],
      problems: [],
    });

    it("reads the median of the rounds' ratios, not the ratio of the medians", () => {
      expect(evaluateTargets(engineOnly(engine)).find((t) => t.target.startsWith('engine ≥ 1.5×'))?.measured).toBe('0.6×');
    });

    it("states each peer's per-round range under the table", () => {
      expect(engineRoundsLine(engine)).toBe(
        "pdps ÷ it is the median of the rounds' ratios (our round r against its round r, in the same turn); per round: ÷ @redactpii/node @ 1 KB 0.3-0.6×.",
      );
      expect(engineRoundsLine({ sizes: [], plantedTouched: [], f1: [] })).toBe('Per round: not measured.');
    });

    it("states the machine's prose apart from the targets, and nothing when it was not measured", () => {
      const prose = { documents: 3, bytes: 2_500_000, subjects: [sizeResult(OURS, ours, ours), sizeResult('@redactpii/node', peer, ours)] };
      const withProse: EngineResult = { ...engine, prose };
      expect(engineProseLine(withProse)).toBe(
        "Not a target: the machine's own prose (bench/prose.ts: node_modules READMEs and change logs, Debian copyright files; " +
          '3 files, 2.5 MB, whole passes in rounds of 0.5 s or more, 5 rounds): pdps 6 MB/s, @redactpii/node 20 MB/s (pdps ÷ it 0.6×, rounds 0.3-0.6×).',
      );
      expect(engineProseLine(engine)).toBeUndefined();
      // The prose does not enter the engine targets: the 1 KB ratio still decides them.
      const results = engineOnly({ ...withProse, prose: { ...prose, subjects: [sizeResult(OURS, ours, ours), sizeResult('@redactpii/node', [60, 60, 60, 60, 60], ours)] } });
      expect(evaluateTargets(results).find((t) => t.target.startsWith('engine ≥ 1.5×'))?.measured).toBe('0.6×');
      expect(renderTables(results)).toContain("Not a target: the machine's own prose");
    });
  });
});
