/**
 * How busy each thread of a running process is, and how much of the machine is idle, over a few seconds (Linux:
 * /proc). A server can be slow without any thread saturated: under the batch load the two worker threads were busy
 * ~55% each while 13% of the machine sat idle, because each waited for the request thread to post its next chunk.
 * A CPU profile does not show that; this does. Run it while a load is on, e.g. beside `npx tsx bench/batch.bench.ts`.
 * The thread whose id is the process id is the main (request) thread; V8's and libuv's helper threads show up too.
 * http.bench.ts and batch.bench.ts measure their loads with measureThreads() and print the result under their tables.
 * Usage: npx tsx bench/thread-cpu.ts <pid | command-line pattern> [seconds=3] [samples=1]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMain } from './util.js';

/** Clock ticks per second of /proc's utime and stime (USER_HZ; 100 on every Linux this runs on). */
const TICKS_PER_SECOND = clockTicks();

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** CPU ticks (user + system) of each thread of `pid`, by thread id. */
export function threadTicks(pid: number): Map<number, { name: string; ticks: number }> {
  const out = new Map<number, { name: string; ticks: number }>();
  for (const entry of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // Fields 14 and 15 of stat(5) (utime, stime) are the 12th and 13th after the name.
      out.set(Number(entry), { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** Idle and total ticks of the whole machine (idle includes iowait). */
export function machineTicks(): { idle: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total };
}

/** How busy a process's threads were, and the machine, while something ran: shares of one core (the machine: of all). */
export interface ThreadLoad {
  /** The main thread (the request thread of a server): 1 is a whole core. */
  mainThreadBusy: number;
  /** Every other thread of the process added up (worker threads, V8's GC helpers, libuv's pool), in cores. */
  otherThreadsBusy: number;
  /** Share of the whole machine's CPU time left idle (iowait included). */
  machineIdle: number;
}

/** Each thread's busy share of one core over a window, by thread id, and the machine's idle share. */
interface ThreadSample {
  threads: Map<number, { name: string; busy: number }>;
  machineIdle: number;
}

/**
 * Runs `during` and samples `pid`'s threads and the machine around it; the sample is null where /proc is absent (not
 * Linux) or the process is gone. A thread started during the window counts all its ticks; one that ended is lost.
 */
async function sampleThreads<T>(pid: number, during: () => Promise<T>): Promise<{ result: T; sample: ThreadSample | null }> {
  let before: ReturnType<typeof threadTicks> | undefined;
  let machineBefore: ReturnType<typeof machineTicks> | undefined;
  try {
    before = threadTicks(pid);
    machineBefore = machineTicks();
  } catch {
    // No /proc: nothing is measured.
  }
  const started = performance.now();
  const result = await during();
  const seconds = (performance.now() - started) / 1000;
  if (before === undefined || machineBefore === undefined) return { result, sample: null };
  let after: ReturnType<typeof threadTicks>;
  let machineAfter: ReturnType<typeof machineTicks>;
  try {
    after = threadTicks(pid);
    machineAfter = machineTicks();
  } catch {
    return { result, sample: null };
  }
  const threads = new Map<number, { name: string; busy: number }>();
  for (const [tid, t] of after) {
    threads.set(tid, { name: t.name, busy: (t.ticks - (before.get(tid)?.ticks ?? 0)) / TICKS_PER_SECOND / seconds });
  }
  const total = machineAfter.total - machineBefore.total;
  return { result, sample: { threads, machineIdle: total > 0 ? (machineAfter.idle - machineBefore.idle) / total : 0 } };
}

/**
 * Runs `during` and reports how busy `pid`'s threads and the machine were meanwhile; the load is null where /proc is
 * absent (not Linux) or the process is gone.
 */
export async function measureThreads<T>(pid: number, during: () => Promise<T>): Promise<{ result: T; load: ThreadLoad | null }> {
  const { result, sample } = await sampleThreads(pid, during);
  if (sample === null) return { result, load: null };
  let main = 0;
  let others = 0;
  for (const [tid, t] of sample.threads) {
    if (tid === pid) main = t.busy;
    else others += t.busy;
  }
  const hundredths = (share: number): number => Math.round(share * 100) / 100;
  return { result, load: { mainThreadBusy: hundredths(main), otherThreadsBusy: hundredths(others), machineIdle: hundredths(sample.machineIdle) } };
}

/** The pid given, or the oldest process whose command line holds the pattern (other than this tool's own). */
function resolvePid(arg: string): number {
  if (/^\d+$/.test(arg)) return Number(arg);
  let listed = '';
  try {
    listed = execFileSync('pgrep', ['-f', arg], { encoding: 'utf8' });
  } catch {
    // pgrep exits 1 when nothing matches.
  }
  const pids = listed.split('\n').filter((line) => line !== '').map(Number);
  // npx and tsx start this tool with the pattern in their own command lines.
  const others = pids.filter((pid) => {
    try {
      return !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('thread-cpu');
    } catch {
      return false; // it ended since pgrep listed it
    }
  });
  if (others.length === 0) throw new Error(`no process matches ${arg}`);
  return Math.min(...others);
}

async function main(): Promise<void> {
  const [target, secondsArg, samplesArg] = process.argv.slice(2);
  if (target === undefined) throw new Error('usage: npx tsx bench/thread-cpu.ts <pid | pattern> [seconds=3] [samples=1]');
  const pid = resolvePid(target);
  const seconds = Number(secondsArg ?? 3);
  for (let s = 0; s < Number(samplesArg ?? 1); s++) {
    const { sample } = await sampleThreads(pid, () => sleep(seconds * 1000));
    if (sample === null) throw new Error(`cannot read /proc for ${pid}`);
    const rows = [...sample.threads]
      .map(([tid, t]) => ({ tid, ...t }))
      .filter((r) => r.busy > 0)
      .sort((a, b) => b.busy - a.busy);
    console.log(`pid ${pid}, ${seconds} s: machine idle ${(sample.machineIdle * 100).toFixed(0)}%`);
    for (const r of rows.slice(0, 8)) {
      console.log(`  ${String(r.tid).padStart(7)} ${r.name.padEnd(16)} ${(r.busy * 100).toFixed(0).padStart(4)}%${r.tid === pid ? '  (main thread)' : ''}`);
    }
  }
}

if (isMain(import.meta.url)) await main();
