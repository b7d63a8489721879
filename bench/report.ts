/** Turns the scenario results into the targets verdict, the Markdown tables and the one-line summary. */
import type { BatchResult } from './batch.bench.js';
import { OURS, type EngineResult, type SizeResult } from './engine.bench.js';
import type { HttpResult } from './http.bench.js';
import type { MemoryResult } from './memory.bench.js';
import type { PoolCeiling } from './pool-ceiling.js';
import type { ThreadLoad } from './thread-cpu.js';
import { median, round3, type MachineInfo } from './util.js';

export interface TargetVerdict {
  target: string;
  measured: string;
  /** null when the scenario did not run. */
  met: boolean | null;
}

export interface BenchResults {
  generatedAt: string;
  machine: MachineInfo;
  durationSeconds: number;
  engine: EngineResult;
  memory: MemoryResult;
  http: HttpResult | null;
  batch: BatchResult | null;
  targets: TargetVerdict[];
  /** Scenarios that could not run, and why. */
  problems: string[];
}

const NODE_PEER = '@redactpii/node';
const OLD_PEER = 'redact-pii';

function subjectAt(engine: EngineResult, name: string, label: string): SizeResult | undefined {
  return engine.sizes.find((s) => s.label === label)?.subjects.find((s) => s.name === name);
}

function throughput(engine: EngineResult, name: string, label: string): number | undefined {
  return subjectAt(engine, name, label)?.mbPerSec;
}

/** Our speed ÷ the library's at one size: the median of the rounds' ratios (engine.bench.ts). */
function ratioAt(engine: EngineResult, name: string, label: string): number | undefined {
  const ratio = subjectAt(engine, name, label)?.ratio;
  return ratio === undefined || Number.isNaN(ratio) ? undefined : ratio;
}

/** The lowest and highest of some ratios, as "0.3-0.6×". */
function spanOf(ratios: readonly number[]): string {
  return `${fmt(Math.min(...ratios))}-${fmt(Math.max(...ratios))}×`;
}

/** Our speed ÷ the peer's, per size label. */
function ratios(engine: EngineResult, peer: string): { label: string; ratio: number }[] {
  const out: { label: string; ratio: number }[] = [];
  for (const size of engine.sizes) {
    const ratio = ratioAt(engine, peer, size.label);
    if (ratio !== undefined) out.push({ label: size.label, ratio });
  }
  return out;
}

/** The per-round ratios to each peer, per size: how far the median ratio in the table could move within this run. */
export function engineRoundsLine(engine: EngineResult): string {
  const parts: string[] = [];
  for (const size of engine.sizes) {
    for (const subject of size.subjects) {
      if (subject.name === OURS || subject.roundRatios.length === 0) continue;
      parts.push(`÷ ${subject.name} @ ${size.label} ${spanOf(subject.roundRatios)}`);
    }
  }
  return parts.length === 0
    ? 'Per round: not measured.'
    : `pdps ÷ it is the median of the rounds' ratios (our round r against its round r, in the same turn); per round: ${parts.join(', ')}.`;
}

/** The libraries' speeds on the machine's own prose, beside the table: real text, not a target. */
export function engineProseLine(engine: EngineResult): string | undefined {
  const prose = engine.prose;
  const ours = prose?.subjects.find((s) => s.name === OURS);
  if (prose === undefined || ours === undefined) return undefined;
  const peers = prose.subjects.filter((s) => s.name !== OURS).map((s) => `${s.name} ${fmt(s.mbPerSec)} MB/s (pdps ÷ it ${fmt(s.ratio)}×, rounds ${spanOf(s.roundRatios)})`);
  return (
    `Not a target: the machine's own prose (bench/prose.ts: node_modules READMEs and change logs, Debian copyright files; ` +
    `${prose.documents} files, ${fmt(prose.bytes / 1e6)} MB, whole passes in rounds of 0.5 s or more, ${ours.roundsMBps.length} rounds): ` +
    `pdps ${fmt(ours.mbPerSec)} MB/s${peers.length === 0 ? '' : `, ${peers.join(', ')}`}.`
  );
}

function minOf(values: number[]): number | undefined {
  return values.length === 0 ? undefined : Math.min(...values);
}

function f1Of(engine: EngineResult, name: string): number | undefined {
  return engine.f1.find((f) => f.name === name)?.f1;
}

function fmt(value: number | null | undefined, suffix = ''): string {
  return value === undefined || value === null || Number.isNaN(value) ? 'n/a' : `${round3(value)}${suffix}`;
}

/** The issue's targets, each with the figure that decides it. */
export function evaluateTargets(r: BenchResults): TargetVerdict[] {
  const verdicts: TargetVerdict[] = [];
  for (const size of r.engine.sizes) {
    const ours = throughput(r.engine, OURS, size.label);
    verdicts.push({
      target: `engine ≥ 100 MB/s at ${size.label}`,
      measured: fmt(ours, ' MB/s'),
      met: ours === undefined ? null : ours >= 100,
    });
  }
  const nodeRatio = minOf(ratios(r.engine, NODE_PEER).map((x) => x.ratio));
  const ourF1 = f1Of(r.engine, OURS);
  const peerF1s = [f1Of(r.engine, NODE_PEER), f1Of(r.engine, OLD_PEER)].filter((x) => x !== undefined);
  const bestPeerF1 = peerF1s.length === 0 ? undefined : Math.max(...peerF1s);
  verdicts.push({
    target: `engine ≥ 1.5× ${NODE_PEER} (both sizes)`,
    measured: fmt(nodeRatio, '×'),
    met: nodeRatio === undefined ? null : nodeRatio >= 1.5,
  });
  verdicts.push({
    target: 'our typed F1 higher than both peers',
    measured: `${fmt(ourF1)} vs best peer ${fmt(bestPeerF1)}`,
    met: ourF1 === undefined || bestPeerF1 === undefined ? null : ourF1 > bestPeerF1,
  });
  const pdpsHttp = r.http?.targets.find((t) => t.name === OURS);
  verdicts.push({
    target: 'HTTP ≥ 0.75× hello-world req/s',
    measured: fmt(r.http?.ratio, '×'),
    met: r.http ? r.http.ratio >= 0.75 : null,
  });
  verdicts.push({
    target: 'HTTP p99 ≤ 15 ms at 50 connections',
    measured: fmt(pdpsHttp?.p99Ms, ' ms'),
    met: pdpsHttp ? pdpsHttp.p99Ms <= 15 : null,
  });
  verdicts.push({
    target: 'batch ≥ 30,000 docs/s',
    measured: fmt(r.batch?.docsPerSec, ' docs/s'),
    met: r.batch ? r.batch.docsPerSec >= 30_000 : null,
  });
  verdicts.push({
    target: 'server peak RSS ≤ 128 MB under HTTP load',
    measured: fmt(r.http?.peakRssMB, ' MB'),
    met: r.http?.peakRssMB == null ? null : r.http.peakRssMB <= 128,
  });
  for (const size of r.memory.allocation) {
    const ours = size.subjects.find((s) => s.name === OURS);
    verdicts.push({
      target: `engine ≤ 2 bytes allocated per input byte at ${size.label}`,
      measured: fmt(ours?.bytesPerInputByte, ' B/B'),
      met: ours ? ours.bytesPerInputByte <= 2 : null,
    });
  }
  return verdicts;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One sentence on how busy pdps's threads and the machine were under a load (bench/thread-cpu.ts). */
export function threadLine(load: string, t: ThreadLoad, others: string): string {
  const pct = (share: number): string => `${Math.round(share * 100)}%`;
  return `During ${load}: pdps's request thread ${pct(t.mainThreadBusy)} busy, its other threads (${others}) ` +
    `${fmt(t.otherThreadsBusy)} cores in all, the machine ${pct(t.machineIdle)} idle.`;
}

/** The per-round req/s ratios' range and median: how much the pooled ratio above could move within this one run. */
export function roundRatiosLine(roundRatios: readonly number[] | undefined): string {
  if (!roundRatios || roundRatios.length === 0) return 'Per round pair: not measured.';
  return (
    `Per round pair (the order alternating: pdps first, then hello-world first, …): ` +
    `${spanOf(roundRatios)} in req/s, median ${fmt(median(roundRatios))}× ` +
    `(${roundRatios.map((x) => fmt(x)).join(', ')} in round order).`
  );
}

/**
 * A warning when a server refused some of the load (a plan's rate limit, say): its answers a second count 2xx only,
 * but the CPU it spent on the refusals is in its CPU per request, so the run's figures are not its usual ones.
 */
export function refusalLines(targets: readonly { name: string; responses: number; non2xx: number }[]): string[] {
  return targets
    .filter((t) => t.non2xx > 0)
    .map((t) => `**${t.name} answered ${t.non2xx} of ${t.responses} responses with a non-2xx status**: its req/s counts ` +
      `the 2xx alone, and its CPU per request includes the refusals'; this run's figures for it are not comparable.`);
}

/** One sentence on the batch figure against the worker pool's own (bench/pool-ceiling.ts). */
export function ceilingLine(docsPerSec: number, pool: PoolCeiling): string {
  return `The worker pool alone (${pool.threads} threads, the same chunks, no HTTP, no load generator; rounds ` +
    `alternating with the load's): ${pool.docsPerSec} docs/s; through HTTP pdps reached ${fmt(docsPerSec / pool.docsPerSec)}× of it.`;
}

/** The line that opens the tables: when and on what machine the run was made. */
export function machineLine(r: Pick<BenchResults, 'generatedAt' | 'machine' | 'durationSeconds'>): string {
  const m = r.machine;
  const cpu = m.cpuDetail === undefined ? m.cpuModel : `${m.cpuModel} (${m.cpuDetail})`;
  return `Run ${r.generatedAt} on ${cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node} (${m.platform}); whole run ${fmt(r.durationSeconds, ' s')}.`;
}

/** Markdown tables: machine, engine, HTTP, batch, targets. */
export function renderTables(r: BenchResults): string {
  const parts: string[] = [machineLine(r)];
  const names = r.engine.sizes[0]?.subjects.map((s) => s.name) ?? [];
  parts.push(
    '### Engine, in process, single thread',
    table(
      ['library', ...r.engine.sizes.map((s) => `MB/s @ ${s.label}`), ...r.engine.sizes.map((s) => `pdps ÷ it @ ${s.label}`),
        'typed F1 (P / R) on dev set', 'corpus PII touched', ...r.memory.allocation.map((a) => `alloc B/B @ ${a.label}`)],
      names.map((name) => {
        const f1 = r.engine.f1.find((f) => f.name === name);
        const touched = r.engine.plantedTouched.find((p) => p.name === name);
        return [
          name,
          ...r.engine.sizes.map((s) => fmt(throughput(r.engine, name, s.label))),
          ...r.engine.sizes.map((s) => {
            const ratio = ratioAt(r.engine, name, s.label);
            return ratio === undefined ? 'n/a' : `${fmt(ratio)}×`;
          }),
          f1 ? `${fmt(f1.f1)} (${fmt(f1.precision)} / ${fmt(f1.recall)})` : 'n/a',
          fmt(touched?.share),
          ...r.memory.allocation.map((a) => fmt(a.subjects.find((s) => s.name === name)?.bytesPerInputByte)),
        ];
      }),
    ),
    engineRoundsLine(r.engine),
    ...[engineProseLine(r.engine)].filter((line) => line !== undefined),
  );
  if (r.http) {
    parts.push(
      `### HTTP, POST /v1/detect, 1 KB body, ${r.http.connections} connections, ` +
        `${r.http.rounds} × ${r.http.roundSeconds} s rounds each, interleaved`,
      table(
        ['server', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/request', 'responses', 'non-2xx', 'errors'],
        r.http.targets.map((t) => [t.name, String(t.reqPerSec), fmt(t.p50Ms), fmt(t.p99Ms), fmt(t.cpuUsPerRequest),
          String(t.responses), String(t.non2xx), String(t.errors)]),
      ),
      ...refusalLines(r.http.targets),
      `pdps ÷ hello-world: ${fmt(r.http.ratio)}× in req/s, ${fmt(r.http.cpuRatio)}× in server CPU per request ` +
        `(the req/s ratio each would reach with a core of its own); pdps peak RSS under this load: ` +
        `${fmt(r.http.peakRssMB, ' MB')}.`,
      roundRatiosLine(r.http.roundRatios),
      ...(r.http.pdpsThreads ? [threadLine('pdps\'s rounds', r.http.pdpsThreads, 'V8\'s GC helpers, libuv\'s pool')] : []),
    );
  }
  if (r.batch) {
    const b = r.batch;
    parts.push(
      `### Batch, POST /v1/batch, ${b.docsPerRequest} × 1 KB documents per request, ${b.connections} connections, ${b.seconds} s`,
      table(
        ['docs/s', 'request p50 ms', 'request p99 ms', 'non-2xx', 'errors', 'peak RSS after batch'],
        [[String(b.docsPerSec), fmt(b.requestP50Ms), fmt(b.requestP99Ms), String(b.non2xx), String(b.errors),
          fmt(b.peakRssMB, ' MB')]],
      ),
      ...refusalLines([{ name: 'pdps', responses: b.responses, non2xx: b.non2xx }]),
      ...(b.threads ? [threadLine('the batch load', b.threads, 'the worker threads and V8\'s GC helpers')] : []),
      ...(b.poolAlone ? [ceilingLine(b.docsPerSec, b.poolAlone)] : []),
    );
  }
  parts.push(
    '### Targets',
    table(['target', 'measured', 'met'], r.targets.map((t) => [t.target, t.measured, t.met === null ? 'not run' : t.met ? 'yes' : 'no'])),
  );
  if (r.problems.length > 0) parts.push(`Not run: ${r.problems.join('; ')}`);
  return parts.join('\n\n');
}

/** `bench: engine X MB/s (Yx @redactpii/node, Zx redact-pii), http Rx hello-world p99 P ms, batch D docs/s, rss M MB` */
export function renderSummaryLine(r: BenchResults): string {
  // Conservative: the slower of the two sizes, and the smaller ratio.
  const ours = minOf(r.engine.sizes.map((s) => throughput(r.engine, OURS, s.label)).filter((x) => x !== undefined));
  const y = minOf(ratios(r.engine, NODE_PEER).map((x) => x.ratio));
  const z = minOf(ratios(r.engine, OLD_PEER).map((x) => x.ratio));
  const p99 = r.http?.targets.find((t) => t.name === OURS)?.p99Ms;
  return `bench: engine ${fmt(ours)} MB/s (${fmt(y)}x ${NODE_PEER}, ${fmt(z)}x ${OLD_PEER}), ` +
    `http ${fmt(r.http?.ratio)}x hello-world p99 ${fmt(p99)} ms, batch ${fmt(r.batch?.docsPerSec)} docs/s, ` +
    `rss ${fmt(r.http?.peakRssMB)} MB`;
}
