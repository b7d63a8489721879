/** analyzeMany() gives, for each text, exactly what analyze() gives for it alone. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCustomPatterns, createAnalyzer, type AnalyzeOptions } from '../../src/engine/index.js';
import { BENCH_CORPORA, generateCorpus } from '../../bench/corpus.js';

const devTexts = readFileSync(new URL('../../../shared/data/pii-dev.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => (JSON.parse(line) as { text: string }).text);

/** Each text analyzed alone, by an analyzer of its own (so state one call leaves for the next would show). */
function oneByOne(texts: readonly string[], options?: AnalyzeOptions, contexts?: readonly (string | undefined)[]): unknown[] {
  const alone = createAnalyzer();
  return texts.map((text, i) => alone.analyze(text, { ...options, context: contexts?.[i] ?? options?.context }));
}

describe('analyzeMany', () => {
  const analyzer = createAnalyzer();

  it('equals analyze() text by text on the dev set, its lower- and upper-cased copies, and the bench corpus', () => {
    const corpus = generateCorpus({ ...BENCH_CORPORA[0], documents: 64 }).map((d) => d.text);
    const texts = [...devTexts, ...devTexts.map((t) => t.toLowerCase()), ...devTexts.map((t) => t.toUpperCase()), ...corpus];
    expect(texts.length).toBeGreaterThan(1000);
    const many = analyzer.analyzeMany(texts);
    expect(many).toEqual(oneByOne(texts));
    expect(many.flat().length).toBeGreaterThan(1000);
  });

  it('applies one set of options to every text and each text its own context', () => {
    const texts = ['DOB: 03/04/1990', 'reach me at 03/04/1990', 'Jane Doe, jane@example.com, 212-555-0147', 'age: 42', 'zip 94110'];
    const contexts = ['date_of_birth', undefined, 'contact', 'Age', 'postal code'];
    const custom = compileCustomPatterns([{ name: 'ZIP_WORD', pattern: 'zip', confidence: 0.9 }]);
    const cases: AnalyzeOptions[] = [
      {},
      { threshold: 0.9 },
      { entities: new Set(['PERSON_NAME', 'DATE_OF_BIRTH']) },
      { customPatterns: custom, context: 'notes' },
    ];
    for (const options of cases) {
      expect(analyzer.analyzeMany(texts, options, contexts)).toEqual(oneByOne(texts, options, contexts));
      expect(analyzer.analyzeMany(texts, options)).toEqual(oneByOne(texts, options));
    }
    // A context changes what is found (otherwise the case above shows nothing about contexts).
    expect(analyzer.analyzeMany(['03/04/1990'], {}, ['date_of_birth'])).not.toEqual(analyzer.analyzeMany(['03/04/1990']));
  });

  it('splits long lists and long texts into groups without changing the result', () => {
    const short = devTexts.slice(0, 100);
    // About 100 KB of text between short ones: a group of its own, and the next group starts after it.
    const long = devTexts.slice(0, 400).join('\n\n').repeat(3);
    expect(long.length).toBeGreaterThan(64 * 1024);
    const texts = [...short.slice(0, 40), long, ...short.slice(40), '', ' ', long.slice(0, 70_000)];
    expect(analyzer.analyzeMany(texts)).toEqual(oneByOne(texts));
    expect(analyzer.analyzeMany([])).toEqual([]);
  });

  it('leaves analyze() of the same analyzer as it was', () => {
    const texts = devTexts.slice(0, 50);
    const before = texts.map((t) => analyzer.analyze(t));
    analyzer.analyzeMany(devTexts.slice(50, 150));
    expect(texts.map((t) => analyzer.analyze(t))).toEqual(before);
  });

  it('equals analyze() on any list of texts (fast-check)', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        'John Smith', 'Dr. Maria García', '4111 1111 1111 1111', '536-90-4399', '(212) 555-0147', 'a@b.io', '192.168.0.1',
        '1600 Pennsylvania Avenue NW, Washington, DC 20500', 'born 1990-03-05', 'Patient Name:', 'GARCIA', 'Main Street',
        '\n', ', ', 'İ',
      ),
    );
    const text = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(' '));
    const alone = createAnalyzer();
    fc.assert(
      fc.property(fc.array(text, { maxLength: 40 }), fc.array(fc.constantFrom(undefined, 'name', 'ssn', 'dob')), (texts, contexts) => {
        const expected = texts.map((t, i) => alone.analyze(t, { context: contexts[i] }));
        expect(analyzer.analyzeMany(texts, undefined, contexts)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
