/** Small helpers shared by the bench scenarios. */
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Repository root (bench/ sits directly under it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** An entity as the tools that compare checkouts read it from any checkout's engine. */
export interface CheckoutEntity {
  type: string;
  start: number;
  end: number;
  confidence: number;
}

/** What the tools call of another checkout's analyzer: analyze(), with an entity filter at most. */
export interface CheckoutAnalyzer {
  analyze(text: string, options?: { entities?: ReadonlySet<string> }): CheckoutEntity[];
}

/** A new analyzer of another checkout of this repository, from its TypeScript sources (the caller runs under tsx). */
export async function loadCheckoutAnalyzer(checkout: string): Promise<CheckoutAnalyzer> {
  const engine = (await import(pathToFileURL(join(resolve(checkout), 'src/engine/index.ts')).href)) as {
    createAnalyzer(): CheckoutAnalyzer;
  };
  return engine.createAnalyzer();
}

/** True when the module at `moduleUrl` is the script node was started with (a scenario run on its own). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** ours[r] ÷ theirs[r] for each round r both measured (a round in which the second did nothing gives no ratio). */
export function pairedRatios(ours: readonly number[], theirs: readonly number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < Math.min(ours.length, theirs.length); r++) if (theirs[r]! > 0) out.push(round3(ours[r]! / theirs[r]!));
  return out;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Rounds for display: 3 significant digits, no exponent. */
export function round3(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(value))));
  return Number(value.toFixed(digits));
}

export interface MachineInfo {
  cpuModel: string;
  /**
   * What tells one VM's processor from another's where the model name does not ("AMD EPYC" names several generations):
   * its family and model numbers and the first core's cache sizes, e.g. "family 25 model 17; L1d 32K, L1i 32K, L2 1024K,
   * L3 32768K". Absent where /proc and /sys do not tell (not Linux).
   */
  cpuDetail?: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function describeMachine(): MachineInfo {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    ...cpuDetail(),
    cores: list.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/** MachineInfo.cpuDetail, read from /proc/cpuinfo and /sys; nothing where either is missing. */
function cpuDetail(): { cpuDetail?: string } {
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const field = (name: string): string | undefined => new RegExp(`^${name}\\s*: (.*)$`, 'm').exec(info)?.[1]?.trim();
    const caches: string[] = [];
    for (let i = 0; ; i++) {
      const dir = `/sys/devices/system/cpu/cpu0/cache/index${i}`;
      let level: string;
      let type: string;
      let size: string;
      try {
        [level, type, size] = ['level', 'type', 'size'].map((f) => readFileSync(`${dir}/${f}`, 'utf8').trim()) as [string, string, string];
      } catch {
        break;
      }
      caches.push(`L${level}${type === 'Instruction' ? 'i' : type === 'Data' ? 'd' : ''} ${size}`);
    }
    const family = field('cpu family');
    const model = field('model');
    const id = family !== undefined && model !== undefined ? `family ${family} model ${model}` : undefined;
    const detail = [id, caches.length > 0 ? caches.join(', ') : undefined].filter((part) => part !== undefined).join('; ');
    return detail === '' ? {} : { cpuDetail: detail };
  } catch {
    return {};
  }
}

/** Logs progress to stderr so stdout keeps only the table and the summary line. */
export function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
