/**
 * `npm run bench`: every scenario in one run (engine, memory, HTTP, batch), so ratios compare figures measured on
 * the same machine minutes apart. Prints a table on stdout, writes bench/results.json, rewrites the generated part
 * of docs/performance.md, and ends with the one-line summary. Bounded: each scenario has fixed round counts and
 * durations (about 2 minutes in all on 2 cores). The run itself is a child process in its own process group, which
 * this supervisor kills (servers included) at 9.5 minutes: a timer inside the run could not fire if an engine
 * call never returned.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBatchBench, type BatchResult } from './batch.bench.js';
import { runEngineBench, type EngineResult } from './engine.bench.js';
import { runHttpBench, type HttpResult } from './http.bench.js';
import { runMemoryBench, type MemoryResult } from './memory.bench.js';
import { renderSummaryLine, renderTables, evaluateTargets, type BenchResults } from './report.js';
import { buildDist, startPdps, type PdpsServer } from './servers.js';
import { describeMachine, progress, REPO_ROOT, round3 } from './util.js';

const WATCHDOG_MS = 9.5 * 60_000;
const DOC_PATH = join(REPO_ROOT, 'docs/performance.md');
const DOC_START = '<!-- bench:results:start -->';
const DOC_END = '<!-- bench:results:end -->';

const SUPERVISED = 'PDPS_BENCH_SUPERVISED';

/** Runs this file again as a child in its own process group and kills the whole group if it overruns. */
function supervise(): void {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, [SUPERVISED]: '1' },
  });
  const killGroup = (): void => {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const watchdog = setTimeout(() => {
    process.stderr.write('[bench] watchdog: still running after 9.5 minutes (a scenario hung); stopped\n');
    killGroup();
  }, WATCHDOG_MS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, killGroup);
  child.once('exit', (code) => {
    clearTimeout(watchdog);
    process.exitCode = code ?? 2;
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const problems: string[] = [];
  const note = (scenario: string, error: unknown): void => {
    const message = `${scenario}: ${((error as Error).message ?? String(error)).replace(/\s+/g, ' ').slice(0, 400)}`;
    problems.push(message);
    progress(message);
  };

  const engine: EngineResult = await runEngineBench();
  const memory: MemoryResult = await runMemoryBench();

  let http: HttpResult | null = null;
  let batch: BatchResult | null = null;
  progress('building dist/');
  const build = buildDist();
  if (!build.ok) {
    note('build', new Error(`dist/src/cli/pdps.js not produced: ${build.diagnostics.slice(0, 500)}`));
  } else {
    let pdps: PdpsServer | null = null;
    try {
      pdps = await startPdps();
      http = await runHttpBench(pdps).catch((error: unknown) => (note('http', error), null));
      batch = await runBatchBench(pdps).catch((error: unknown) => (note('batch', error), null));
    } catch (error) {
      note('pdps start', error);
    } finally {
      await pdps?.stop();
    }
  }

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    machine: describeMachine(),
    durationSeconds: 0,
    engine,
    memory,
    http,
    batch,
    targets: [],
    problems,
  };
  results.targets = evaluateTargets(results);
  results.durationSeconds = round3((performance.now() - started) / 1000);

  const tables = renderTables(results);
  const summary = renderSummaryLine(results);
  writeFileSync(join(REPO_ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const doc = readFileSync(DOC_PATH, 'utf8');
  const from = doc.indexOf(DOC_START);
  const to = doc.indexOf(DOC_END);
  if (from >= 0 && to > from) {
    writeFileSync(DOC_PATH, `${doc.slice(0, from + DOC_START.length)}\n${tables}\n${summary}\n${doc.slice(to)}`);
  } else {
    progress(`${DOC_PATH} has no ${DOC_START} … ${DOC_END} section; not updated`);
  }
  console.log(tables);
  console.log(summary);
}

if (process.env[SUPERVISED] === '1') await main();
else supervise();
