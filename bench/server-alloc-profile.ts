/**
 * Where the server allocates per request: starts pdps in this process (embedded defaults, a temporary data dir),
 * puts the detect load of bench/http.bench.ts on it with autocannon, and samples allocation with V8's sampling heap
 * profiler (keeping samples of collected objects: short-lived garbage is what the GC time of a request is spent on).
 * Prints bytes per request by function (self and total), the load generator's own frames left out.
 * Usage: npx tsx bench/server-alloc-profile.ts [seconds=6] [top=40]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/http/server.js';
import { fire, detectRequests } from './http.bench.js';
import { frameLabel, sampleAllocations, type SamplingNode } from './heap-sampling.js';

const [secondsArg, topArg] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 6);
const dataDir = mkdtempSync(join(tmpdir(), 'pdps-alloc-'));
const apiKey = 'pdps_admin_' + 'x'.repeat(40);
const server = await startServer(
  loadConfig({ ...process.env, PDPS_DATA_DIR: dataDir, PDPS_ADMIN_KEY: apiKey, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' }),
);
const requests = detectRequests([apiKey]);
let answered = 0;
await fire(server.url, requests, 3, 50); // warm-up: optimized code allocates less than cold code

const tally = { latencies: [] as number[], ok: 0, non2xx: 0, errors: 0, seconds: 0 };
const head = await sampleAllocations(4096, () => fire(server.url, requests, seconds, 50, tally));
answered = tally.ok + tally.non2xx;
await server.close();
rmSync(dataDir, { recursive: true, force: true });

const self = new Map<string, number>();
const total = new Map<string, number>();
const keyOf = frameLabel;
/** A stack is the load generator's when autocannon or its HTTP client appears on it. */
const isLoadGenerator = (stack: string[]): boolean => stack.some((k) => k.includes('autocannon') || k.includes('bench/http.bench') || k.includes('hdr-histogram'));
let serverBytes = 0;
let generatorBytes = 0;
const walk = (node: SamplingNode, stack: string[]): void => {
  const key = keyOf(node);
  const here = [...stack, key];
  if (node.selfSize > 0) {
    if (isLoadGenerator(here)) generatorBytes += node.selfSize;
    else {
      serverBytes += node.selfSize;
      self.set(key, (self.get(key) ?? 0) + node.selfSize);
      for (const k of new Set(here)) total.set(k, (total.get(k) ?? 0) + node.selfSize);
    }
  }
  for (const child of node.children) walk(child, here);
};
walk(head, []);
const top = Number(topArg ?? 40);
console.log(`${answered} requests in ${seconds} s; server ${(serverBytes / answered).toFixed(0)} B/request, load generator ${(generatorBytes / answered).toFixed(0)} B/request`);
for (const [title, map] of [['self', self], ['total', total]] as const) {
  console.log(`-- by ${title} bytes per request`);
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(bytes / answered).toFixed(0).padStart(8)} B  ${key}`);
  }
}
