/**
 * HTTP: `POST /v1/detect` with 1 KB documents at 50 connections against pdps, and the same bodies against a Fastify
 * hello-world that echoes them, interleaved in one window (warm-up each, then A, B, B, A, A, B, … short rounds: the
 * order alternates, so neither server always runs right after the other's load) so both see the same machine. Each
 * round pair's own ratio is kept too: their spread is the run's noise, which the pooled ratio alone hides. Load comes
 * from autocannon in this process; each server is its own child process.
 * Latency percentiles are computed over every response of the measured rounds (not averaged per round).
 * While pdps is under load its peak RSS (VmHWM) is read as the memory figure.
 */
import autocannon, { type Request } from 'autocannon';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { BENCH_KEYS, createKeys, startHelloWorld, startPdps, buildDist, type PdpsServer, type ServerProcess } from './servers.js';
import { measureThreads, type ThreadLoad } from './thread-cpu.js';
import { isMain, pairedRatios, percentile, progress, round3 } from './util.js';

export const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 4;
const ROUNDS = 5;
/** Distinct 1 KB bodies cycled by every connection, so no layer can serve a repeated answer. */
const BODIES = 16;

export interface TargetResult {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  responses: number;
  non2xx: number;
  errors: number;
  /**
   * Server CPU time (user + system, all its threads) per 2xx answer over the measured rounds, µs; null where /proc is
   * absent. Unlike req/s it barely moves when other work shares the machine, so it is the figure to compare across runs.
   */
  cpuUsPerRequest: number | null;
}

export interface HttpResult {
  serverMode: string;
  connections: number;
  rounds: number;
  roundSeconds: number;
  targets: TargetResult[];
  /** pdps req/s ÷ hello-world req/s, over all measured rounds. */
  ratio: number;
  /** The same ratio per round pair (pdps's round r ÷ hello-world's round r), in round order. */
  roundRatios: number[];
  /** hello-world CPU per request ÷ pdps CPU per request: the req/s ratio each would reach on a core of its own. */
  cpuRatio: number | null;
  /** pdps peak RSS (VmHWM) after the detect load, MB (10^6 bytes). */
  peakRssMB: number | null;
  /** How busy pdps's threads and the machine were during pdps's rounds (means over the rounds); null without /proc. */
  pdpsThreads: ThreadLoad | null;
}

/** Responses gathered over one or more autocannon runs. */
export interface Tally {
  latencies: number[];
  ok: number;
  non2xx: number;
  errors: number;
  seconds: number;
}

/** One bounded autocannon run; latencies of the responses are appended to `tally` when given. */
export function fire(
  url: string,
  requests: Request[],
  seconds: number,
  connections: number,
  tally?: Tally,
): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, timeout: 10, requests }, (error, result) => {
      if (error) return reject(error);
      if (tally) {
        tally.errors += result.errors + result.timeouts;
        tally.seconds += result.duration;
      }
      resolveRun();
    });
    if (tally) {
      instance.on('response', (_client, status, _bytes, ms) => {
        tally.latencies.push(ms);
        if (status >= 200 && status < 300) tally.ok += 1;
        else tally.non2xx += 1;
      });
    }
  });
}

/** Checks one real request before loading a server, so a broken endpoint is reported, not benchmarked. */
export async function probe(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** The detect bodies, each sent with the next of `apiKeys` in turn (none for the hello-world). */
export function detectRequests(apiKeys: readonly string[]): Request[] {
  const docs = generateCorpus({ ...BENCH_CORPORA[0], documents: BODIES });
  return docs.map((d, i) => ({
    method: 'POST',
    path: '/v1/detect',
    headers: {
      'content-type': 'application/json',
      ...(apiKeys.length === 0 ? {} : { authorization: `Bearer ${apiKeys[i % apiKeys.length]}` }),
    },
    body: JSON.stringify({ data: d.text }),
  }));
}

/** Successful answers a second: the whole run's figure and each round's are both this (0 for a window of no time). */
export function answersPerSecond(ok: number, seconds: number): number {
  return seconds > 0 ? ok / seconds : 0;
}

function summarize(name: string, tally: Tally, cpuSeconds: number | null): TargetResult {
  return {
    name,
    reqPerSec: Math.round(answersPerSecond(tally.ok, tally.seconds)),
    p50Ms: round3(percentile(tally.latencies, 50)),
    p99Ms: round3(percentile(tally.latencies, 99)),
    responses: tally.latencies.length,
    non2xx: tally.non2xx,
    errors: tally.errors,
    cpuUsPerRequest: cpuSeconds === null || tally.ok === 0 ? null : round3((cpuSeconds * 1e6) / tally.ok),
  };
}

/**
 * The order in which round `round` visits `count` targets: as listed in even rounds, reversed in odd ones (A B, B A,
 * A B, …), so a drift of the machine's speed within a round pair does not always fall on the same target.
 */
export function roundOrder(count: number, round: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  return round % 2 === 0 ? order : order.reverse();
}

/** The mean of each field over the rounds' loads; null when any round could not be measured. */
export function meanLoad(loads: readonly (ThreadLoad | null)[]): ThreadLoad | null {
  if (loads.length === 0 || loads.some((l) => l === null)) return null;
  const mean = (field: keyof ThreadLoad): number => round3(loads.reduce((sum, l) => sum + l![field], 0) / loads.length);
  return { mainThreadBusy: mean('mainThreadBusy'), otherThreadsBusy: mean('otherThreadsBusy'), machineIdle: mean('machineIdle') };
}

/** Runs the detect-vs-hello-world comparison; starts (and stops) its own pdps unless one is passed in. */
export async function runHttpBench(given?: PdpsServer): Promise<HttpResult> {
  const pdps = given ?? (await startPdps());
  let hello: ServerProcess | undefined;
  try {
    hello = await startHelloWorld();
    const targets = [
      { server: pdps as ServerProcess, requests: detectRequests(await createKeys(pdps, BENCH_KEYS, ['detect'])) },
      { server: hello, requests: detectRequests([]) },
    ];
    const first = targets[0]?.requests[0] as Request;
    const answer = await probe(`${pdps.baseUrl}/v1/detect`, {
      method: 'POST', headers: first.headers, body: first.body as string,
    });
    if (!Array.isArray((answer as { entities?: unknown }).entities)) throw new Error('detect answer has no entities');

    const tallies = targets.map((): Tally => ({ latencies: [], ok: 0, non2xx: 0, errors: 0, seconds: 0 }));
    const cpu: (number | null)[] = targets.map(() => 0);
    const pdpsLoads: (ThreadLoad | null)[] = [];
    for (const t of targets) {
      progress(`http warm-up ${t.server.name}`);
      await fire(`${t.server.baseUrl}/v1/detect`, t.requests, WARMUP_SECONDS, CONNECTIONS);
    }
    const roundReqPerSec = targets.map((): number[] => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (const i of roundOrder(targets.length, r)) {
        const t = targets[i]!;
        const tally = tallies[i]!;
        progress(`http round ${r + 1}/${ROUNDS} ${t.server.name}`);
        const okBefore = tally.ok;
        const secondsBefore = tally.seconds;
        const before = t.server.cpuSeconds();
        const round = () => fire(`${t.server.baseUrl}/v1/detect`, t.requests, ROUND_SECONDS, CONNECTIONS, tally);
        if (t.server === pdps) pdpsLoads.push((await measureThreads(pdps.pid, round)).load);
        else await round();
        const after = t.server.cpuSeconds();
        const sum = cpu[i] ?? null;
        cpu[i] = sum === null || before === null || after === null ? null : sum + (after - before);
        roundReqPerSec[i]!.push(answersPerSecond(tally.ok - okBefore, tally.seconds - secondsBefore));
      }
    }
    const results = targets.map((t, i) => summarize(t.server.name, tallies[i] as Tally, cpu[i] ?? null));
    const [oursCpu, helloCpu] = results.map((t) => t.cpuUsPerRequest);
    const peak = pdps.peakRssBytes();
    return {
      serverMode: 'child processes (node dist/src/cli/pdps.js serve; node --import tsx bench/hello-world.ts)',
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      targets: results,
      ratio: round3((results[0]?.reqPerSec ?? 0) / (results[1]?.reqPerSec ?? 1)),
      roundRatios: pairedRatios(roundReqPerSec[0]!, roundReqPerSec[1]!),
      cpuRatio: oursCpu == null || helloCpu == null ? null : round3(helloCpu / oursCpu),
      peakRssMB: peak === null ? null : round3(peak / 1e6),
      pdpsThreads: meanLoad(pdpsLoads),
    };
  } finally {
    await hello?.stop();
    if (given === undefined) await pdps.stop();
  }
}

if (isMain(import.meta.url)) {
  const build = buildDist();
  if (!build.ok) throw new Error(`build failed:\n${build.diagnostics}`);
  console.log(JSON.stringify(await runHttpBench(), null, 2));
}
