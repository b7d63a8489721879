/**
 * Engine, in process, single-threaded: MB/s of our analyzer (all recognizers on, default options) and of the two npm
 * peers on the same seeded corpus, at 1 KB and 100 KB documents; each one's typed F1 on the dev set; and how much
 * of the planted personal data each one touches in the corpus (so speed bought by finding nothing shows); and, not a
 * target, the same libraries' speeds over a sample of the machine's own prose.
 *
 * Fairness: the libraries take turns in short timed rounds (A, B, C, A, B, C, …) after a warm-up, so a slow phase
 * of a shared machine hits all of them; each one's MB/s is its median round, and its ratio to ours the median of the
 * rounds' ratios (our round r against its round r, in the same turn), which a machine's drift over the run moves less
 * than it moves the two medians. MB is 10^6 bytes of UTF-8 input.
 * Peers are timed on their own `redact()` call (detection plus string replacement), ours on `analyze()` (detection
 * only, returning entity objects with offsets), because those are what a caller of each library invokes.
 */
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { BENCH_CORPORA, generateCorpus, type CorpusDocument } from './corpus.js';
import { createRedactPii, createRedactPiiNode, type Peer } from './peers.js';
import { machineProse } from './prose.js';
import { loadDevSet, scoreTyped, type TypedSpan } from './score.js';
import { isMain, median, pairedRatios, progress, REPO_ROOT, round3 } from './util.js';

/** A library under test. */
export interface Subject {
  readonly name: string;
  /** The timed call. */
  run(text: string): unknown;
  /** Typed spans in our labels, for scoring. */
  detect(text: string): TypedSpan[];
}

export interface SizeResult {
  name: string;
  mbPerSec: number;
  roundsMBps: number[];
  /** Our MB/s ÷ this library's: the median of `roundRatios` (1 for ours). */
  ratio: number;
  /** Per round r, our round r's MB/s ÷ this library's round r's. */
  roundRatios: number[];
}

export interface EngineResult {
  sizes: { label: string; documents: number; bytes: number; subjects: SizeResult[] }[];
  /**
   * The same libraries over a sample of the machine's own prose (bench/prose.ts): not a target and not seeded (what it
   * holds differs from machine to machine), but real text, where the corpus's mix of words and values is not.
   */
  prose?: { documents: number; bytes: number; subjects: SizeResult[] };
  /** Per subject: share of the values planted in the 1 KB corpus that some detection overlaps, whatever its type. */
  plantedTouched: { name: string; share: number }[];
  f1: { name: string; f1: number; precision: number; recall: number; alignmentFailures: number }[];
}


/**
 * Per library and size, before the rounds. Ours is the slowest to reach its steady speed: on the slowest VM so far
 * (session 29) it got there 0.8-1.4 s into a cold start, and after the 0.4 s warm-up used until then its first 1 KB
 * round read half the speed of the rest in every run.
 */
const WARMUP_MS = 2000;
/** Our engine's name among the subjects (the report reads the peers' ratios to it under this name). */
export const OURS = 'pdps';
const ROUND_MS = 500;
const ROUNDS = 7;
/** Every PROSE_STRIDE-th file of the machine's prose (≈ 2 MB of 13 on the VMs so far), each round whole passes over them. */
const PROSE_STRIDE = 6;
const PROSE_ROUNDS = 5;

interface PreparedDoc {
  text: string;
  bytes: number;
}

/** A library's figures at one size from its rounds' MB/s and ours (the same rounds, in order). */
export function sizeResult(name: string, roundsMBps: readonly number[], oursMBps: readonly number[]): SizeResult {
  const roundRatios = pairedRatios(oursMBps, roundsMBps);
  return {
    name,
    mbPerSec: round3(median(roundsMBps)),
    roundsMBps: roundsMBps.map(round3),
    ratio: roundRatios.length === 0 ? Number.NaN : round3(median(roundRatios)),
    roundRatios,
  };
}

/** Runs `subject` over the documents, round-robin, for at least `budgetMs` and at least one document. */
function timeRound(subject: Subject, docs: readonly PreparedDoc[], budgetMs: number): number {
  let bytes = 0;
  let i = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    const doc = docs[i++ % docs.length] as PreparedDoc;
    subject.run(doc.text);
    bytes += doc.bytes;
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  return bytes / 1e6 / (elapsed / 1000);
}

/**
 * MB/s of `subject` in whole passes over every document, for at least `budgetMs` (a round of timeRound() over long
 * documents would reach only the first few files, and one pass of a fast library is too short to time).
 */
function timePasses(subject: Subject, docs: readonly PreparedDoc[], budgetMs: number): number {
  let bytes = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const doc of docs) {
      subject.run(doc.text);
      bytes += doc.bytes;
    }
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  return bytes / 1e6 / (elapsed / 1000);
}

/** The libraries' speeds over the machine's prose sample, in alternating passes; undefined when there is none. */
function proseResult(subjects: readonly Subject[], rounds: number): EngineResult['prose'] {
  // Flat strings, as a server gets them from JSON.parse.
  const docs = machineProse()
    .filter((_, i) => i % PROSE_STRIDE === 0)
    .map(([, text]) => ({ text: JSON.parse(JSON.stringify(text)) as string, bytes: Buffer.byteLength(text) }));
  if (docs.length === 0) return undefined;
  const bytes = docs.reduce((sum, d) => sum + d.bytes, 0);
  progress(`engine, the machine's prose: ${docs.length} documents, ${bytes} bytes`);
  for (const s of subjects) timePasses(s, docs, ROUND_MS);
  const speeds = new Map<string, number[]>(subjects.map((s) => [s.name, []]));
  for (let r = 0; r < rounds; r++) for (const s of subjects) speeds.get(s.name)?.push(timePasses(s, docs, ROUND_MS));
  return { documents: docs.length, bytes, subjects: subjects.map((s) => sizeResult(s.name, speeds.get(s.name) ?? [], speeds.get(OURS) ?? [])) };
}

function plantedTouched(subject: Subject, corpus: readonly CorpusDocument[]): number {
  let planted = 0;
  let touched = 0;
  for (const doc of corpus) {
    const found = subject.detect(doc.text);
    for (const p of doc.planted) {
      planted += 1;
      if (found.some((f) => f.start < p.end && p.start < f.end)) touched += 1;
    }
  }
  return planted === 0 ? 0 : touched / planted;
}

/** Our analyzer, loaded lazily so the bench still reports the peers while the engine is being built. */
async function loadOurs(): Promise<Subject | null> {
  try {
    const engine = await import('../src/engine/index.js');
    const analyzer = engine.createAnalyzer();
    return {
      name: OURS,
      run: (text) => analyzer.analyze(text),
      detect: (text) => analyzer.analyze(text).map((e) => ({ start: e.start, end: e.end, type: e.type })),
    };
  } catch (error) {
    progress(`engine not loadable, skipped: ${(error as Error).message}`);
    return null;
  }
}

/** Path of the labelled dev set (override with PDPS_DEV_SET). */
export function devSetPath(): string {
  return process.env.PDPS_DEV_SET ?? resolve(REPO_ROOT, '../shared/data/pii-dev.jsonl');
}

/** Our analyzer and the two peers, each with its default options; the peers' alignment counters are returned too. */
export async function loadSubjects(): Promise<{ subjects: Subject[]; peers: Peer[] }> {
  const ours = await loadOurs();
  const peers = [createRedactPiiNode(), createRedactPii()];
  const subjects: Subject[] = [
    ...(ours ? [ours] : []),
    ...peers.map((peer) => ({ name: peer.name, run: (t: string) => peer.redact(t), detect: (t: string) => peer.detect(t) })),
  ];
  return { subjects, peers };
}

/** What a run measures; `npm run bench` uses the defaults, `--quick` is for comparing engine changes in a minute. */
export interface EngineBenchOptions {
  /** Subjects to keep, by name (default: all). */
  only?: readonly string[];
  /** Skip the planted-touch and F1 scoring. */
  speedOnly?: boolean;
  rounds?: number;
  /** Rounds over the machine's prose (default PROSE_ROUNDS; 0 skips it). */
  proseRounds?: number;
}

export async function runEngineBench(options: EngineBenchOptions = {}): Promise<EngineResult> {
  const loaded = await loadSubjects();
  const peers = loaded.peers;
  const subjects = options.only ? loaded.subjects.filter((s) => options.only?.includes(s.name)) : loaded.subjects;
  const roundCount = options.rounds ?? ROUNDS;
  const result: EngineResult = { sizes: [], plantedTouched: [], f1: [] };
  for (const spec of BENCH_CORPORA) {
    const corpus = generateCorpus(spec);
    const docs = corpus.map((d) => ({ text: d.text, bytes: Buffer.byteLength(d.text) }));
    const totalBytes = docs.reduce((sum, d) => sum + d.bytes, 0);
    progress(`engine ${spec.label}: ${docs.length} documents, ${totalBytes} bytes`);
    for (const s of subjects) timeRound(s, docs, WARMUP_MS);
    const rounds = new Map<string, number[]>(subjects.map((s) => [s.name, []]));
    for (let r = 0; r < roundCount; r++) {
      for (const s of subjects) rounds.get(s.name)?.push(timeRound(s, docs, ROUND_MS));
    }
    result.sizes.push({
      label: spec.label,
      documents: docs.length,
      bytes: totalBytes,
      subjects: subjects.map((s) => sizeResult(s.name, rounds.get(s.name) ?? [], rounds.get(OURS) ?? [])),
    });
  }
  const proseRounds = options.proseRounds ?? PROSE_ROUNDS;
  if (proseRounds > 0) result.prose = proseResult(subjects, proseRounds);

  if (options.speedOnly) return result;
  const small = generateCorpus(BENCH_CORPORA[0]);
  for (const s of subjects) result.plantedTouched.push({ name: s.name, share: round3(plantedTouched(s, small)) });

  const path = devSetPath();
  if (existsSync(path)) {
    const records = loadDevSet(path);
    progress(`scoring ${records.length} dev records`);
    for (const peer of peers) peer.alignmentFailures = 0;
    for (const s of subjects) {
      const score = scoreTyped(records, (text) => s.detect(text));
      const peer = peers.find((p) => p.name === s.name);
      result.f1.push({
        name: s.name,
        f1: round3(score.f1),
        precision: round3(score.precision),
        recall: round3(score.recall),
        alignmentFailures: peer?.alignmentFailures ?? 0,
      });
    }
  } else {
    progress(`dev set not found at ${path}; F1 skipped`);
  }
  return result;
}

/**
 * `npx tsx bench/engine.bench.ts --quick`: ours and @redactpii/node only, speed only, 9 rounds: the before/after
 * check for an engine change (a one-line summary per size: medians and the ratio to the peer).
 */
if (isMain(import.meta.url)) {
  if (process.argv.includes('--quick')) {
    const result = await runEngineBench({ only: [OURS, '@redactpii/node'], speedOnly: true, rounds: 9 });
    for (const size of result.sizes) {
      const [ours, peer] = size.subjects;
      const range = peer ? `${Math.min(...peer.roundRatios)}-${Math.max(...peer.roundRatios)}` : 'n/a';
      console.log(`${size.label}: pdps ${ours?.mbPerSec} MB/s, @redactpii/node ${peer?.mbPerSec} MB/s, ratio ${peer?.ratio} (rounds ${range})`);
    }
    const [ours, peer] = result.prose?.subjects ?? [];
    if (peer) console.log(`machine prose: pdps ${ours?.mbPerSec} MB/s, @redactpii/node ${peer.mbPerSec} MB/s, ratio ${peer.ratio} (rounds ${Math.min(...peer.roundRatios)}-${Math.max(...peer.roundRatios)})`);
  } else {
    console.log(JSON.stringify(await runEngineBench(), null, 2));
  }
}
