/**
 * Scale-out (issue 8): req/s and p99 of `POST /v1/detect` (1 KB documents, 50 connections, 127.0.0.1 only) for
 * one node on SQLite with in-process limits, one node on PostgreSQL + Redis, and two nodes on PostgreSQL + Redis,
 * in one run, interleaved. For two nodes the client spreads its connections evenly over both, as a load balancer would.
 *
 * Every request is authenticated, rate-limited and audited: on PostgreSQL + Redis that is one Lua call to Redis
 * and one committed INSERT per request. The keys are BENCH_KEYS enterprise keys made by each setup's first node, so
 * the plan limits never refuse.
 * Needs the PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379) servers; uses a schema and key prefix of its own and drops them afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { Request } from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { detectRequests, fire, probe, type Tally } from './http.bench.js';
import { BENCH_KEYS, buildDist, createKeys, startPdps, type PdpsServer } from './servers.js';
import { describeMachine, isMain, percentile, progress, round3 } from './util.js';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;

export interface ClusterRow {
  setup: string;
  nodes: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface Setup {
  name: string;
  nodes: PdpsServer[];
  /** The detect requests, with keys of this setup's store. */
  requests: Request[];
  /** One tally per node, summed over the rounds. */
  tallies: Tally[];
}

/** Loads every node of `setup` at once, `CONNECTIONS / nodes` connections each (as a balancer would spread them). */
async function round(setup: Setup, seconds: number, measured: boolean): Promise<void> {
  const perNode = Math.floor(CONNECTIONS / setup.nodes.length);
  await Promise.all(setup.nodes.map((n, i) => fire(`${n.baseUrl}/v1/detect`, setup.requests, seconds, perNode, measured ? setup.tallies[i] : undefined)));
}

function summarize(setup: Setup): ClusterRow {
  const latencies = setup.tallies.flatMap((t) => t.latencies);
  const ok = setup.tallies.reduce((sum, t) => sum + t.ok, 0);
  // The nodes of one setup are loaded over the same seconds: the run's length is one node's.
  const seconds = Math.max(...setup.tallies.map((t) => t.seconds));
  return {
    setup: setup.name,
    nodes: setup.nodes.length,
    reqPerSec: Math.round(ok / seconds),
    p50Ms: round3(percentile(latencies, 50)),
    p99Ms: round3(percentile(latencies, 99)),
    non2xx: setup.tallies.reduce((sum, t) => sum + t.non2xx, 0),
    errors: setup.tallies.reduce((sum, t) => sum + t.errors, 0),
  };
}

/** Drops the bench's schema and Redis keys. */
async function dropShared(schema: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts all three setups (idle nodes cost little), then measures them interleaved — warm-up each, then rounds of
 * A, B, C — so that a busy machine weighs on every setup alike.
 */
export async function runClusterBench(): Promise<ClusterRow[]> {
  const apiKey = `bench_${randomBytes(24).toString('hex')}`;
  const schema = `pdps_bench_${process.pid}_${Date.now().toString(36)}`;
  const prefix = `${schema}:`;
  const shared = { DATABASE_URL, PDPS_DATABASE_SCHEMA: schema, REDIS_URL, REDIS_KEY_PREFIX: prefix, PDPS_TOKEN_KEY: apiKey };
  const setups: Setup[] = [];
  const add = async (name: string, envs: Record<string, string>[]) => {
    const setup: Setup = { name, nodes: [], requests: [], tallies: [] };
    setups.push(setup);
    // One at a time: the first migrates the schema, the others find it done.
    for (const env of envs) {
      setup.nodes.push(await startPdps({ env, apiKey }));
      setup.tallies.push({ latencies: [], ok: 0, non2xx: 0, errors: 0, seconds: 0 });
    }
    setup.requests = detectRequests(await createKeys(setup.nodes[0] as PdpsServer, BENCH_KEYS, ['detect']));
    const first = setup.requests[0] as Request;
    for (const node of setup.nodes) {
      await probe(`${node.baseUrl}/v1/detect`, { method: 'POST', headers: first.headers, body: first.body as string });
    }
  };
  try {
    await add('SQLite, in-process limits', [{}]);
    await add('PostgreSQL + Redis', [shared]);
    await add('PostgreSQL + Redis', [shared, shared]);
    for (const setup of setups) {
      progress(`cluster warm-up: ${setup.name}, ${setup.nodes.length} node(s)`);
      await round(setup, WARMUP_SECONDS, false);
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const setup of setups) {
        progress(`cluster round ${r + 1}/${ROUNDS}: ${setup.name}, ${setup.nodes.length} node(s)`);
        await round(setup, ROUND_SECONDS, true);
      }
    }
    return setups.map(summarize);
  } finally {
    await Promise.all(setups.flatMap((setup) => setup.nodes.map((n) => n.stop())));
    await dropShared(schema, prefix).catch((err: unknown) => progress(`cleanup failed: ${String(err)}`));
  }
}

/** A Markdown table of the rows. */
export function formatTable(rows: ClusterRow[]): string {
  const lines = [
    '| setup | nodes | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.setup} | ${r.nodes} | ${r.reqPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`),
  ];
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const build = buildDist();
  if (!build.ok) throw new Error(`build failed:\n${build.diagnostics}`);
  const machine = describeMachine();
  const rows = await runClusterBench();
  console.log(`POST /v1/detect, 1 KB documents, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s per setup after ${WARMUP_SECONDS} s warm-up`);
  console.log(`${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}; load generator on the same machine`);
  console.log(formatTable(rows));
}
