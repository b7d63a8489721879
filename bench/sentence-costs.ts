/**
 * What one sentence of each of the bench corpus's templates costs each stage of `analyze()`, beyond a clean sentence:
 * the corpus generator's personal-data sentences, grouped by what they plant, each appended to one clean 1 KB text,
 * against clean sentences appended to the same text. It replays analyze()'s loop (bench/replay.ts, claims included)
 * with a clock reading between stages, alternating each group's pass with the clean pass, and prints the median of
 * the rounds' differences in µs, a row per template and a column per stage. A stage that costs on a template holding
 * none of its types is reading near-misses: how session 33 found the street-first tests run on the words before every
 * claimed number (docs/performance-log.md, session 33 (2)). The figures include what a stage's code costs to reload
 * between documents, so they run higher than the same sentence in a hot loop of one recognizer.
 * Usage: npx tsx bench/sentence-costs.ts [rounds=30]
 */
import { loadLexicon } from '../src/engine/lexicons/person-names.js';
import { ScanBuffers } from '../src/engine/pipeline/scan.js';
import { createRng, generateDocument } from './corpus.js';
import { replayTimed, STAGES } from './replay.js';

const rounds = Number(process.argv[2] ?? 30);
/** Texts per group: enough values per template to spread over the generator's word lists. */
const PER_GROUP = 40;

const rng = createRng(12345);
// Flat copies: the generator builds ConsStrings, while a server gets flat strings from JSON.parse.
const flat = (s: string): string => JSON.parse(JSON.stringify(s)) as string;
const base = generateDocument(rng, 1000, 0).text;
const groups = new Map<string, string[]>();
// A document of one character's target is one sentence; with piiShare 1 it carries personal data.
for (let i = 0; i < 100 * PER_GROUP; i++) {
  const sentence = generateDocument(rng, 1, 1);
  // Two templates plant a lone name: told apart by their opening word.
  const opening = sentence.planted.length === 1 && sentence.planted[0]!.type === 'PERSON_NAME' ? ` (${sentence.text.split(' ')[0]})` : '';
  const key = sentence.planted.map((p) => p.type).join('+') + opening;
  const group = groups.get(key) ?? [];
  if (group.length < PER_GROUP) group.push(flat(base + sentence.text));
  groups.set(key, group);
}
const clean = Array.from({ length: PER_GROUP }, () => flat(base + generateDocument(rng, 1, 0).text));

loadLexicon();
const buffers = new ScanBuffers();
const sums = new Float64Array(STAGES.length);

/** Mean ns per text of each stage over one pass of `texts`. */
function pass(texts: readonly string[]): Float64Array {
  sums.fill(0);
  for (const text of texts) replayTimed(text, buffers, sums);
  return sums.map((ns) => ns / texts.length);
}

const keys = [...groups.keys()].sort();
for (let i = 0; i < 50; i++) {
  for (const key of keys) pass(groups.get(key)!);
  pass(clean);
}
const differences = new Map(keys.map((key) => [key, STAGES.map(() => [] as number[])]));
for (let r = 0; r < rounds; r++) {
  for (const key of keys) {
    const withData = pass(groups.get(key)!);
    const without = pass(clean);
    for (let s = 0; s < STAGES.length; s++) differences.get(key)![s]!.push(withData[s]! - without[s]!);
  }
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
console.log(`µs a sentence beyond a clean one, by stage (median of ${rounds} alternating rounds, ${PER_GROUP} texts a template)`);
console.log('template'.padEnd(34) + STAGES.map((s) => s.slice(0, 6).padStart(7)).join('') + '    all');
for (const key of keys) {
  const row = STAGES.map((_, s) => median(differences.get(key)![s]!) / 1000);
  console.log(key.padEnd(34) + row.map((us) => us.toFixed(2).padStart(7)).join('') + row.reduce((a, b) => a + b, 0).toFixed(2).padStart(7));
}
