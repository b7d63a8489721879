import { createAnalyzer } from './src/engine/index.js';
import { processChunk } from './src/service/batch-runner.js';
import { ceilingTasks } from './bench/pool-ceiling.js';
const tasks = ceilingTasks(2);
const a = createAnalyzer();
const texts = tasks.map((t) => t.documents.map((d) => d.data as string));
const mode = process.argv[2] ?? 'chunk';
const t0 = Date.now();
let docs = 0;
const cpu0 = process.cpuUsage();
while (Date.now() - t0 < Number(process.argv[3] ?? 8000)) {
  for (let i = 0; i < tasks.length; i++) {
    if (mode === 'chunk') processChunk(a, tasks[i]!); else a.analyzeMany(texts[i]!);
    docs += texts[i]!.length;
  }
}
const cpu = process.cpuUsage(cpu0);
console.log(mode, ((cpu.user + cpu.system) / docs).toFixed(2), 'µs CPU per doc', docs);
setTimeout(() => process.exit(0), 10);
