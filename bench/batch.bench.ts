/**
 * Batch: `POST /v1/batch` with 100 documents of 1 KB each per request (default method, `parallel` default true, so
 * pdps spreads documents over its worker threads), a few connections so both cores stay busy; docs/s counts only
 * documents of 2xx answers. Bodies rotate over the 1 KB corpus so requests differ. Its rounds alternate with rounds of
 * pdps's worker pool alone (bench/pool-ceiling.ts), the ceiling the figure is read against.
 */
import type { Request } from 'autocannon';
import { batchDocuments, DOCS_PER_REQUEST } from './batch-documents.js';
import { answersPerSecond, fire, meanLoad, probe } from './http.bench.js';
import { buildDist, startPdps, type PdpsServer } from './servers.js';
import { BATCH_WARMUP_SECONDS, PoolCeilingProcess, type PoolCeiling } from './pool-ceiling.js';
import { measureThreads, type ThreadLoad } from './thread-cpu.js';
import { isMain, percentile, progress, round3 } from './util.js';

/** Two per core: one request can be parsed while another is being analysed by the workers. */
const CONNECTIONS = 4;
/** The load is measured in rounds, each followed by a round of the pool alone (its ceiling) of the same length. */
const ROUNDS = 4;
const ROUND_SECONDS = 2;

export interface BatchResult {
  docsPerRequest: number;
  connections: number;
  seconds: number;
  docsPerSec: number;
  requestP50Ms: number;
  requestP99Ms: number;
  /** Answers of the measured rounds, 2xx or not. */
  responses: number;
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
   * The worker pool alone on the same chunks (bench/pool-ceiling.ts), in rounds alternating with the load's, while pdps
   * idles: the ceiling docsPerSec is read against, measured in the same minute. Null when it could not run.
   */
  poolAlone: PoolCeiling | null;
}

export function batchRequests(apiKey: string): Request[] {
  return batchDocuments().map((docs) => ({
    method: 'POST',
    path: '/v1/batch',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ documents: docs.map((d) => ({ id: d.id, data: d.text })) }),
  }));
}

/** The batch figure stands without its ceiling: a ceiling that fails is reported and left out. */
function ceilingFailed(error: unknown): null {
  progress(`batch ceiling not measured: ${error instanceof Error ? error.message : String(error)}`);
  return null;
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

    // The ceiling's pool warms before pdps's warm-up load, so the two never run at once.
    let ceiling = await PoolCeilingProcess.start().catch(ceilingFailed);
    progress('batch warm-up');
    await fire(`${pdps.baseUrl}/v1/batch`, requests, BATCH_WARMUP_SECONDS, CONNECTIONS);
    const tally = { latencies: [] as number[], ok: 0, non2xx: 0, errors: 0, seconds: 0 };
    const loads: (ThreadLoad | null)[] = [];
    try {
      for (let r = 0; r < ROUNDS; r++) {
        progress(`batch round ${r + 1}/${ROUNDS}`);
        const round = () => fire(`${pdps.baseUrl}/v1/batch`, requests, ROUND_SECONDS, CONNECTIONS, tally);
        loads.push((await measureThreads(pdps.pid, round)).load);
        if (ceiling) {
          progress(`batch ceiling round ${r + 1}/${ROUNDS}`);
          try {
            await ceiling.round(ROUND_SECONDS);
          } catch (error) {
            await ceiling.stop();
            ceiling = ceilingFailed(error);
          }
        }
      }
    } finally {
      await ceiling?.stop();
    }
    const peak = pdps.peakRssBytes();
    return {
      docsPerRequest: DOCS_PER_REQUEST,
      connections: CONNECTIONS,
      seconds: round3(tally.seconds),
      docsPerSec: Math.round(answersPerSecond(tally.ok, tally.seconds) * DOCS_PER_REQUEST),
      requestP50Ms: round3(percentile(tally.latencies, 50)),
      requestP99Ms: round3(percentile(tally.latencies, 99)),
      responses: tally.latencies.length,
      non2xx: tally.non2xx,
      errors: tally.errors,
      peakRssMB: peak === null ? null : round3(peak / 1e6),
      threads: meanLoad(loads),
      poolAlone: ceiling?.result() ?? null,
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
