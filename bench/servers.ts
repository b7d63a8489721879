/**
 * Child-process servers for the HTTP scenarios: pdps as a user runs it (`node dist/src/cli/pdps.js serve`, built
 * first) and the Fastify hello-world ceiling. Both run as separate processes with the same node binary, listen on
 * 127.0.0.1 only, and are stopped by the bench that started them. Child processes (rather than in process) keep the
 * load generator's CPU and heap apart from the server's, and let us read the server's own peak RSS.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './util.js';

const START_TIMEOUT_MS = 30_000;
const PDPS_ENTRY = join(REPO_ROOT, 'dist/src/cli/pdps.js');

/**
 * The node flags `npm start` serves with (package.json's start script: V8 heap sizing, docs/performance-log.md), so the
 * bench runs pdps as a user does.
 */
export function serveNodeFlags(): string[] {
  return startScriptWords().filter((word) => word.startsWith('--'));
}

/** The environment the start script sets before `node` (`NAME=value` words: glibc's malloc arenas), likewise. */
export function serveEnv(): Record<string, string> {
  const words = startScriptWords();
  const env: Record<string, string> = {};
  for (const word of words.slice(0, words.indexOf('node'))) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/** package.json's start script, word by word (`NAME=value` settings, `node`, its flags, the entry and `serve`). */
export function startScriptWords(): string[] {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/);
}

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  readonly pid: number;
  /** Peak resident set size of the server process so far (Linux VmHWM), or null where /proc is absent. */
  peakRssBytes(): number | null;
  /** CPU time (user + system, all threads) the server process has used so far, seconds; null where /proc is absent. */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

export interface PdpsServer extends ServerProcess {
  /** The admin key (PDPS_ADMIN_KEY): every scope, on the enterprise plan. */
  readonly apiKey: string;
}

/**
 * Enough keys for the load generators: each enterprise key refills 10,000 requests a second, which one fast machine
 * exceeds (session 26's answered 16,000 detects a second, 4% of them refused with 429), and the benches measure the
 * work of answering, not the plan.
 */
export const BENCH_KEYS = 8;

/** Creates `count` enterprise API keys with `scopes` through `POST /v1/keys`, as a user would; returns the keys. */
export async function createKeys(
  server: Pick<PdpsServer, 'name' | 'baseUrl' | 'apiKey'>,
  count: number,
  scopes: string[],
): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${server.baseUrl}/v1/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.apiKey}` },
      body: JSON.stringify({ name: `bench ${i + 1}`, plan: 'enterprise', scopes }),
    });
    const body = (await response.json()) as { key?: unknown };
    if (response.status !== 201 || typeof body.key !== 'string') {
      throw new Error(`${server.name}: POST /v1/keys answered ${response.status}`);
    }
    keys.push(body.key);
  }
  return keys;
}

/** A port the kernel just handed out on 127.0.0.1 (closed again before use; a race is possible, not likely). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function readPeakRss(pid: number): number | null {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ: /proc reports CPU times in these ticks, 100 on every mainstream architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

function readCpuSeconds(pid: number): number | null {
  try {
    // The command name (field 2) may contain spaces and parentheses: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 (0-based 11, 12) after the name.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Compiles src/ to dist/ with the project's build config. tsc still emits when another area has type errors, so
 * the result is judged by the entry file existing; the diagnostics are returned for the report.
 */
export function buildDist(): { ok: boolean; diagnostics: string } {
  const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { ok: existsSync(PDPS_ENTRY), diagnostics: `${run.stdout}${run.stderr}`.trim() };
}

async function waitUntilReady(child: ChildProcess, probe: () => Promise<boolean>, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within ${START_TIMEOUT_MS} ms: ${stderr()}`);
}

/**
 * Settings the bench passes on from its own environment: the server's thread count, so that `PDPS_WORKERS=1 npm run
 * bench` measures one worker thread in the batch scenario and in its ceiling alike.
 */
const PASSED_ON = ['PDPS_WORKERS'] as const;

/**
 * The environment of a process the bench starts: PATH, the PASSED_ON settings the bench's environment holds, then
 * `env`. Nothing else of the caller's shell reaches it: a DATABASE_URL or REDIS_URL there would turn the measured
 * SQLite server into a PostgreSQL or Redis one, a NODE_OPTIONS or LOG_LEVEL would change what runs.
 */
export function childEnv(env: Record<string, string>, parent: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const passed = PASSED_ON.filter((name) => parent[name] !== undefined).map((name) => [name, parent[name]]);
  return { PATH: parent.PATH, ...Object.fromEntries(passed), ...env };
}

function launch(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  probe: (baseUrl: string) => Promise<boolean>,
  cleanup: () => void,
): Promise<ServerProcess> {
  // stdout (request logs) goes to /dev/null: the server pays for writing its logs, the bench does not read them.
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...childEnv(env), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errTail = (errTail + chunk.toString()).slice(-2000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  process.once('exit', () => child.kill('SIGKILL'));
  return waitUntilReady(child, () => probe(baseUrl), () => errTail).then(
    () => ({ name, baseUrl, pid: child.pid as number, peakRssBytes: () => readPeakRss(child.pid as number),
      cpuSeconds: () => readCpuSeconds(child.pid as number), stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

export interface PdpsOptions {
  /** Settings of this server (a back end's URL, a schema), over the data directory, key and NODE_ENV given here. */
  env?: Record<string, string>;
  /** The admin key; several nodes of one cluster share one. Default: a new random key. */
  apiKey?: string;
}

/**
 * Starts pdps from dist/ on a free port with a temporary data directory and an enterprise admin key.
 * With BENCH_CPU_PROF_DIR set, pdps runs under `--cpu-prof` and writes its profile there when stopped.
 */
export async function startPdps(options: PdpsOptions = {}): Promise<PdpsServer> {
  if (!existsSync(PDPS_ENTRY)) throw new Error(`${PDPS_ENTRY} missing; run npm run build`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pdps-bench-'));
  const apiKey = options.apiKey ?? `bench_${randomBytes(24).toString('hex')}`;
  const port = await freePort();
  const env = { ...serveEnv(), PDPS_DATA_DIR: dataDir, PDPS_ADMIN_KEY: apiKey, NODE_ENV: 'production', ...options.env };
  const server = await launch(
    'pdps',
    [
      ...serveNodeFlags(),
      ...(process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : []),
      PDPS_ENTRY,
      'serve',
    ],
    env,
    port,
    async (baseUrl) => (await fetch(`${baseUrl}/v1/status`, { headers: { authorization: `Bearer ${apiKey}` } })).ok,
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  return { ...server, apiKey };
}

/** Starts the Fastify echo server of bench/hello-world.ts on a free port. */
export async function startHelloWorld(): Promise<ServerProcess> {
  const port = await freePort();
  return launch(
    'hello-world',
    ['--import', 'tsx', join(REPO_ROOT, 'bench/hello-world.ts')],
    {},
    port,
    async (baseUrl) =>
      (await fetch(`${baseUrl}/v1/detect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":"ping"}',
      })).ok,
    () => undefined,
  );
}
