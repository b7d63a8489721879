/**
 * Top self-time functions of a V8 `.cpuprofile` (from `node --cpu-prof`), for finding what an engine change should
 * target. Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { REPO_ROOT } from './util.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  const delta = profile.timeDeltas[i] ?? 0;
  total += delta;
  if (frame === undefined) return;
  const where = frame.url === '' ? '' : ` ${relative(REPO_ROOT, frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}`;
  const key = `${frame.functionName || '(anonymous)'}${where}`;
  selfTime.set(key, (selfTime.get(key) ?? 0) + delta);
});
const rows = [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25));
for (const [key, micros] of rows) {
  console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`);
}
