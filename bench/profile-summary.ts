/**
 * Top functions of a V8 `.cpuprofile` (from `node --cpu-prof`) by self time and by total time (self plus callees,
 * each function counted once per sample even when recursive), for finding what an engine change should target.
 * `--cpu-prof` writes one file per thread (the main thread's ends in `.0.001.cpuprofile`; tsx's loader thread adds
 * another), so several files may be given, e.g. a whole directory's glob: each is summarized under its own name.
 * Usage: npx tsx bench/profile-summary.ts <file.cpuprofile>... [top=25]
 */
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { REPO_ROOT } from './util.js';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const USAGE = 'usage: profile-summary.ts <file.cpuprofile>... [top=25]';

function keyOf(node: ProfileNode): string {
  const frame = node.callFrame;
  const where = frame.url === '' ? '' : ` ${relative(REPO_ROOT, frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}`;
  return `${frame.functionName || '(anonymous)'}${where}`;
}

function summarize(file: string, top: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const selfTime = new Map<string, number>();
  const totalTime = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    total += delta;
    const leaf = byId.get(id);
    if (leaf === undefined) return;
    selfTime.set(keyOf(leaf), (selfTime.get(keyOf(leaf)) ?? 0) + delta);
    const onStack = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node !== undefined; node = byId.get(parentOf.get(node.id) ?? -1)) {
      onStack.add(keyOf(node));
    }
    for (const key of onStack) totalTime.set(key, (totalTime.get(key) ?? 0) + delta);
  });

  console.log(`== ${basename(file)}: ${(total / 1000).toFixed(0)} ms sampled`);
  for (const [title, times] of [['self time', selfTime], ['total time', totalTime]] as const) {
    console.log(`-- by ${title}`);
    for (const [key, micros] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`);
    }
  }
}

const args = process.argv.slice(2);
// A trailing whole number is the row count, every other argument a profile: a glob over a directory of per-thread
// files used to have its second file taken for the count, and printed no rows.
const last = args.at(-1);
const top = last !== undefined && /^\d+$/.test(last) ? Number(args.pop()) : 25;
if (args.length === 0 || top < 1) throw new Error(USAGE);
for (const file of args) summarize(file, top);
