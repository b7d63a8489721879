/**
 * Scores the engine on a labelled JSONL corpus (default ../shared/data/pii-dev.jsonl, see its README).
 * Usage: npm run eval [-- <path.jsonl>] [--errors] [--dump TYPE] [--threshold X] [--api BASE_URL]
 *
 * `--api http://127.0.0.1:8080` scores a running pdps through `POST /v1/detect` instead of the in-process engine, as
 * the held-out evaluation does (key in PDPS_API_KEY; a key on a plan whose limits fit ~2,000 requests, e.g. the
 * admin key).
 *
 * Typed scoring: a prediction is a true positive when span and type family match a gold span exactly
 * (DATE_OF_BIRTH and DATE are one family). Gold `OTHER:*` spans are not scored: a prediction that overlaps
 * one and matches no scored gold span is neither TP nor FP. Protective recall: a scored gold span is
 * protected when one prediction, of any type, covers at least half of it.
 * `--errors` prints each miss and false positive (for development; it shows corpus text);
 * `--dump TYPE` prints only those whose gold or predicted type is TYPE. Both also print each unprotected gold span.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAnalyzer } from '../src/engine/index.js';

interface GoldSpan {
  start: number;
  end: number;
  type: string;
}
interface GoldRecord {
  id: string;
  text: string;
  entities: GoldSpan[];
}
interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const family = (type: string): string => (type === 'DATE_OF_BIRTH' ? 'DATE' : type);
const isScored = (type: string): boolean => !type.startsWith('OTHER:');
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

function counts(map: Map<string, Counts>, type: string): Counts {
  let c = map.get(type);
  if (!c) map.set(type, (c = { tp: 0, fp: 0, fn: 0 }));
  return c;
}

function f1(c: Counts): { p: number; r: number; f: number } {
  const p = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

const args = process.argv.slice(2);
const dumpAt = args.indexOf('--dump');
const dumpType = dumpAt >= 0 ? args[dumpAt + 1] : undefined;
const showErrors = args.includes('--errors') || dumpType !== undefined;
const shows = (type: string): boolean => showErrors && (dumpType === undefined || dumpType === type);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const thresholdAt = args.indexOf('--threshold');
const threshold = thresholdAt >= 0 ? Number(args[thresholdAt + 1]) : undefined;
const apiAt = args.indexOf('--api');
const apiBase = apiAt >= 0 ? args[apiAt + 1]?.replace(/\/+$/, '') : undefined;
if (apiAt >= 0 && (apiBase === undefined || !process.env.PDPS_API_KEY)) throw new Error('--api needs a base URL and PDPS_API_KEY');
const isOptionValue = (i: number): boolean =>
  (dumpAt >= 0 && i === dumpAt + 1) || (thresholdAt >= 0 && i === thresholdAt + 1) || (apiAt >= 0 && i === apiAt + 1);
const path = args.find((a, i) => !a.startsWith('--') && !isOptionValue(i)) ?? resolve(repoRoot, '../shared/data/pii-dev.jsonl');
const records = readFileSync(path, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as GoldRecord);

interface Predicted {
  type: string;
  text: string;
  start: number;
  end: number;
  confidence: number;
}

const analyzer = apiBase === undefined ? createAnalyzer() : undefined;

/** The entities of `text`, from the engine or from the service's /v1/detect. */
async function detect(text: string): Promise<Predicted[]> {
  if (analyzer !== undefined) return analyzer.analyze(text, threshold === undefined ? {} : { threshold });
  const response = await fetch(`${apiBase}/v1/detect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.PDPS_API_KEY}` },
    body: JSON.stringify(threshold === undefined ? { data: text } : { data: text, confidence_threshold: threshold }),
  });
  if (!response.ok) throw new Error(`/v1/detect answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { entities: Predicted[] }).entities;
}
const byType = new Map<string, Counts>();
let protectedSpans = 0;
let scoredGold = 0;

for (const record of records) {
  const predicted = await detect(record.text);
  const scored = record.entities.filter((g) => isScored(g.type));
  const other = record.entities.filter((g) => !isScored(g.type));
  const matched = new Set<GoldSpan>();
  for (const p of predicted) {
    const hit = scored.find(
      (g) => !matched.has(g) && g.start === p.start && g.end === p.end && family(g.type) === family(p.type),
    );
    if (hit) {
      matched.add(hit);
      counts(byType, hit.type).tp++;
    } else if (!other.some((g) => overlaps(g, p))) {
      counts(byType, p.type).fp++;
      if (shows(p.type)) console.log(`FP ${record.id} ${p.type} ${JSON.stringify(p.text)} ${p.confidence}`);
    }
  }
  for (const g of scored) {
    scoredGold++;
    if (!matched.has(g)) {
      counts(byType, g.type).fn++;
      if (shows(g.type)) {
        const near = predicted.filter((p) => overlaps(p, g)).map((p) => `${p.type}:${JSON.stringify(p.text)}`);
        console.log(`FN ${record.id} ${g.type} ${JSON.stringify(record.text.slice(g.start, g.end))} got [${near.join(', ')}]`);
      }
    }
    const half = (g.end - g.start) / 2;
    if (predicted.some((p) => Math.min(p.end, g.end) - Math.max(p.start, g.start) >= half)) protectedSpans++;
    else if (shows(g.type)) console.log(`UNPROTECTED ${record.id} ${g.type} ${JSON.stringify(record.text.slice(g.start, g.end))}`);
  }
}

const pct = (x: number): string => x.toFixed(3);
console.log(`corpus: ${path} (${records.length} records)${apiBase === undefined ? '' : `, through ${apiBase}/v1/detect`}`);
console.log(`${'type'.padEnd(24)}${'gold'.padStart(6)}${'tp'.padStart(6)}${'fp'.padStart(6)}${'fn'.padStart(6)}   precision  recall  F1`);
const total: Counts = { tp: 0, fp: 0, fn: 0 };
for (const [type, c] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
  total.tp += c.tp;
  total.fp += c.fp;
  total.fn += c.fn;
  const { p, r, f } = f1(c);
  console.log(
    `${type.padEnd(24)}${String(c.tp + c.fn).padStart(6)}${String(c.tp).padStart(6)}${String(c.fp).padStart(6)}${String(c.fn).padStart(6)}   ${pct(p).padStart(9)}  ${pct(r).padStart(6)}  ${pct(f)}`,
  );
}
const micro = f1(total);
console.log(`typed micro: precision ${pct(micro.p)} recall ${pct(micro.r)} F1 ${pct(micro.f)}`);
console.log(`protective recall: ${pct(scoredGold === 0 ? 1 : protectedSpans / scoredGold)} (${protectedSpans}/${scoredGold})`);
