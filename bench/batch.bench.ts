/**
 * Batch: `POST /v1/batch` with 100 documents of 1 KB each per request (default method, `parallel` default true, so
 * pdps spreads documents over its worker threads), a few connections so both cores stay busy; docs/s counts only
 * documents of 2xx answers. Bodies rotate over the 1 KB corpus so requests differ.
 */
import type { Request } from 'autocannon';
import { BENCH_CORPORA, generateCorpus } from './corpus.js';
import { fire, probe } from './http.bench.js';
import { buildDist, startPdps, type PdpsServer } from './servers.js';
import type { PoolCeiling } from './pool-ceiling.js';
import { measureThreads, type ThreadLoad } from './thread-cpu.js';
import { isMain, percentile, progress, round3 } from './util.js';

export const DOCS_PER_REQUEST = 100;
/** Two per core: one request can be parsed while another is being analysed by the workers. */
const CONNECTIONS = 4;
const WARMUP_SECONDS = 2;
const SECONDS = 8;

export interface BatchResult {
  docsPerRequest: number;
  connections: number;
  seconds: number;
  docsPerSec: number;
  requestP50Ms: number;
  requestP99Ms: number;
  non2xx: number;
  errors: number;
  /** pdps peak RSS (VmHWM) after the batch load, MB: includes the worker threads. */
  peakRssMB: number | null;
  /**
   * How busy pdps's request thread and its other threads (the workers, V8's GC helpers) were during the measured load,
   * and how idle the machine: workers short of a core each while the machine idles point at a stall, not the engine.
   * Null where /proc is absent.
   */
  threads: ThreadLoad | null;
  /**
   * The worker pool alone on the same chunks (bench/pool-ceiling.ts), measured after the load: the ceiling docsPerSec
   * is read against. Null where it could not run (`npm run bench` notes why), absent when this scenario runs alone.
   */
  poolAlone?: PoolCeiling | null;
}

/** The first corpus document of each request: windows of DOCS_PER_REQUEST, each starting halfway into the last. */
export function requestWindows(corpusSize: number): number[] {
  const firsts: number[] = [];
  for (let first = 0; first + DOCS_PER_REQUEST <= corpusSize; first += DOCS_PER_REQUEST / 2) firsts.push(first);
  return firsts;
}

export function batchRequests(apiKey: string): Request[] {
  const docs = generateCorpus(BENCH_CORPORA[0]);
  const requests: Request[] = [];
  for (const first of requestWindows(docs.length)) {
    const documents = docs.slice(first, first + DOCS_PER_REQUEST).map((d, i) => ({ id: `doc-${first + i}`, data: d.text }));
    requests.push({
      method: 'POST',
      path: '/v1/batch',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ documents }),
    });
  }
  return requests;
}

/** Runs the batch scenario; starts (and stops) its own pdps unless one is passed in. */
export async function runBatchBench(given?: PdpsServer): Promise<BatchResult> {
  const pdps = given ?? (await startPdps());
  try {
    const requests = batchRequests(pdps.apiKey);
    const first = requests[0] as Request;
    const answer = (await probe(`${pdps.baseUrl}/v1/batch`, {
      method: 'POST', headers: first.headers, body: first.body as string,
    })) as { results?: unknown[] };
    if (answer.results?.length !== DOCS_PER_REQUEST) throw new Error('batch answer does not hold one result per document');

    progress('batch warm-up');
    await fire(`${pdps.baseUrl}/v1/batch`, requests, WARMUP_SECONDS, CONNECTIONS);
    progress(`batch ${SECONDS} s`);
    const tally = { latencies: [] as number[], ok: 0, non2xx: 0, errors: 0, seconds: 0 };
    const { load } = await measureThreads(pdps.pid, () => fire(`${pdps.baseUrl}/v1/batch`, requests, SECONDS, CONNECTIONS, tally));
    const peak = pdps.peakRssBytes();
    return {
      docsPerRequest: DOCS_PER_REQUEST,
      connections: CONNECTIONS,
      seconds: round3(tally.seconds),
      docsPerSec: Math.round((tally.ok * DOCS_PER_REQUEST) / tally.seconds),
      requestP50Ms: round3(percentile(tally.latencies, 50)),
      requestP99Ms: round3(percentile(tally.latencies, 99)),
      non2xx: tally.non2xx,
      errors: tally.errors,
      peakRssMB: peak === null ? null : round3(peak / 1e6),
      threads: load,
    };
  } finally {
    if (given === undefined) await pdps.stop();
  }
}

if (isMain(import.meta.url)) {
  const build = buildDist();
  if (!build.ok) throw new Error(`build failed:\n${build.diagnostics}`);
  console.log(JSON.stringify(await runBatchBench(), null, 2));
}
