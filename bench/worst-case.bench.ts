/**
 * Worst cases: one analyze() call on pathological texts of 1 and 2 MiB (a long run of one pattern each: bare
 * numbers, "http://" over and over, '@'s, capitals, one subject named thousands of times, lists, firm names, log
 * timestamps, identifiers, credentials, streets). Every case must cost linear time: doubling the input may roughly
 * double the time, not quadruple it. Prints ms per case and size and the growth ratio; exits 1 when a ratio is
 * above 3 (two quadratic paths were found this way: an indexOf that ran on to the next space of a spaceless text,
 * a mention-by-mention comparison from every mention of one subject, and overlap resolution inserting into the middle of
 * a long array). Not part of `npm run bench`, whose
 * figures are about typical text: `npx tsx bench/worst-case.bench.ts`.
 */
import { createAnalyzer } from '../src/engine/index.js';
import { isMain, round3 } from './util.js';

/** One repeated unit per case, chosen to reach a different anchor or pass of the engine. */
const CASES: Readonly<Record<string, string>> = {
  numbers: '1 ',
  schemes: 'http://',
  atSigns: 'a@',
  capitals: 'Aaaa ',
  subject: 'Zorvath is here. ',
  subjectAndPronoun: 'Zorvath is here and he ',
  firms: 'Goldman Sachs & Morgan Stanley and ',
  eponyms: "Parkinson's disease Xyz's law ",
  lists: 'Anna, Bob, Carl, Dora and ',
  speakers: 'Hint: yes Note: no ',
  lowerName: 'my name is anna ',
  timestamps: 'Oct 12 07:52:33 Sept. 4 12/Oct/2025:07:41:09 +0000 ',
  nationalInsurance: 'NI number: JR 54 77 21 C ',
  credentials: 'password: x; token=<a> secret: process.env.A ',
  streets: 'on Wall Street Journal on Elm Loop ',
  yearLines: '1999 x\n',
  wideLetters: 'Ａ',
  subjectPairs: 'Lopez and Quarnby were here. Park and Mann were. ',
  surnameFirst: 'KOWALCZYK, Brian T., KOVALENKO/OKSANA Okonkwo, Chidinma A. ',
  nationalNumbers: 'tel 06 71 28 44 93 .fr 3 mars 2026 CNP 2900612403181 ',
  addressTails: 'Via Nizza 262, 10126 Torino alle Str. Eminescu nr. 14, bl. B2, ap. 7, ',
};

const MIB = 1 << 20;
/** Above this growth for twice the input, a case is not linear (GC and cache effects stay well under it). */
const MAX_GROWTH = 3;
const NOISE_FLOOR_MS = 25;

export interface WorstCase {
  name: string;
  ms1MiB: number;
  ms2MiB: number;
  growth: number;
}

export function runWorstCases(): WorstCase[] {
  const analyzer = createAnalyzer();
  analyzer.analyze('warm up: Anna Berg, 12 Main Street, http://example.org, a@b.co');
  const timeOf = (unit: string, size: number): number => {
    const text = unit.repeat(Math.ceil(size / unit.length));
    const start = performance.now();
    analyzer.analyze(text);
    return performance.now() - start;
  };
  return Object.entries(CASES).map(([name, unit]) => {
    const ms1MiB = timeOf(unit, MIB);
    const ms2MiB = timeOf(unit, 2 * MIB);
    // A case done in a few milliseconds is judged against a floor: timer and GC noise would dominate its ratio.
    return { name, ms1MiB: round3(ms1MiB), ms2MiB: round3(ms2MiB), growth: round3(ms2MiB / Math.max(ms1MiB, NOISE_FLOOR_MS)) };
  });
}

if (isMain(import.meta.url)) {
  const results = runWorstCases();
  for (const r of results) console.log(`${r.name.padEnd(20)} 1 MiB ${String(Math.round(r.ms1MiB)).padStart(6)} ms   2 MiB ${String(Math.round(r.ms2MiB)).padStart(6)} ms   ×${r.growth}`);
  const superlinear = results.filter((r) => r.growth > MAX_GROWTH);
  if (superlinear.length > 0) {
    console.error(`not linear: ${superlinear.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}
