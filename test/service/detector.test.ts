/** coalescedDetector: the calls of one loop turn are detected together, each answered as analyze() of its segments alone. */
import { describe, expect, it } from 'vitest';
import { compileCustomPatterns, createAnalyzer, type Analyzer } from '../../src/engine/index.js';
import { DEFAULT_DOCUMENT_LIMITS, parseDocument, type Format } from '../../src/formats/document.js';
import { coalescedDetector } from '../../src/service/detector.js';
import type { DetectOptions } from '../../src/service/pipeline.js';
import type { ParsedDocument } from '../../src/formats/document.js';

const analyzer = createAnalyzer();

/** A document's entities the plain way: analyze() of each segment alone, by an analyzer of its own, with its path. */
function oneByOne(doc: ParsedDocument, options: DetectOptions) {
  const alone = createAnalyzer();
  return doc.segments.flatMap((segment) =>
    alone.analyze(segment.value, { ...options, context: segment.context }).map((e) => (segment.path === undefined ? e : { ...e, path: segment.path })),
  );
}
const parse = (data: unknown, format?: Format) => parseDocument(data, format, DEFAULT_DOCUMENT_LIMITS, 'data');

const TEXT = 'Dr. Maria García (DOB 03/04/1990) lives at 1600 Pennsylvania Avenue NW, Washington, DC 20500; call 212-555-0147.';
const MAIL = 'Mail jane.doe@example.com, SSN 536-22-1234';

/** Documents with options that put them in several groups: thresholds, entity filters, custom patterns. */
const calls: { doc: ReturnType<typeof parse>; options: DetectOptions }[] = [
  { doc: parse(TEXT), options: { threshold: 0.5 } },
  { doc: parse(MAIL), options: { threshold: 0.9 } },
  { doc: parse({ patient: { name: 'John Smith', dob: '1990-03-05' }, notes: ['card 4111 1111 1111 1111'] }), options: { threshold: 0.5 } },
  { doc: parse('order ZX-99812 for Ann Lee'), options: { threshold: 0.5, customPatterns: compileCustomPatterns([{ name: 'ORDER', pattern: 'ZX-[0-9]+' }]) } },
  { doc: parse('name,email\nJane,jane@example.com\n', 'csv'), options: { threshold: 0.5, entities: new Set(['EMAIL']) } },
  { doc: parse(TEXT), options: { threshold: 0.5, entities: new Set(['PHONE', 'EMAIL']) } },
  { doc: parse(TEXT), options: { threshold: 0.5, entities: new Set(['EMAIL', 'PHONE']) } },
  { doc: parse(MAIL), options: { threshold: 0.5 } },
];

describe('coalescedDetector', () => {
  it('answers the calls of one turn, in several groups, as analyze() answers each segment alone', async () => {
    const detect = coalescedDetector(analyzer);
    const together = await Promise.all(calls.map((c) => detect(c.doc, c.options)));
    const alone = calls.map((c) => oneByOne(c.doc, c.options));
    expect(together).toEqual(alone);
    // The calls differ where they should: a higher threshold drops entities, a filter keeps its types, paths are kept.
    expect(together[1]!.length).toBeLessThan(together[7]!.length);
    expect(new Set(together[5]!.map((e) => e.type))).toEqual(new Set(['PHONE']));
    expect(together[2]!.every((e) => e.path !== undefined)).toBe(true);
    expect(together[3]!.map((e) => e.type)).toContain('ORDER');
  });

  it('runs the calls of one turn with the same options as one analyzeMany() call', async () => {
    const lists: number[] = [];
    const counting: Analyzer = {
      analyze: (text, options) => analyzer.analyze(text, options),
      analyzeMany: (texts, options, contexts) => (lists.push(texts.length), analyzer.analyzeMany(texts, options, contexts)),
    };
    const detect = coalescedDetector(counting);
    await Promise.all([TEXT, MAIL, 'Ann Lee', 'nothing here'].map((t) => detect(parse(t), { threshold: 0.5 })));
    expect(lists).toEqual([4]);
  });

  it('rejects the calls of a group whose detection throws, and answers the others', async () => {
    const failing: Analyzer = {
      analyze: (text, options) => analyzer.analyze(text, options),
      analyzeMany: (texts, options, contexts) => {
        if (options?.threshold === 0.9) throw new TypeError('engine bug');
        return analyzer.analyzeMany(texts, options, contexts);
      },
    };
    const detect = coalescedDetector(failing);
    const settled = await Promise.allSettled([
      detect(parse(MAIL), { threshold: 0.9 }),
      detect(parse(MAIL), { threshold: 0.5 }),
      detect(parse(TEXT), { threshold: 0.9 }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect((settled[0] as PromiseRejectedResult).reason).toBeInstanceOf(TypeError);
    expect((settled[1] as PromiseFulfilledResult<unknown[]>).value.length).toBeGreaterThan(0);
  });
});
