/** Invariants that hold for any input (fast-check), and UTF-16 offsets around non-ASCII text. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCustomPatterns, createAnalyzer, type Entity } from '../../src/engine/index.js';

const analyzer = createAnalyzer();

function assertWellFormed(input: string, entities: Entity[]): void {
  let previousEnd = 0;
  for (const e of entities) {
    expect(input.slice(e.start, e.end)).toBe(e.text);
    expect(e.start).toBeGreaterThanOrEqual(previousEnd); // sorted and never overlapping
    expect(e.end).toBeGreaterThan(e.start);
    expect(e.confidence).toBeGreaterThanOrEqual(0);
    expect(e.confidence).toBeLessThanOrEqual(1);
    previousEnd = e.end;
  }
}

/** Text built from PII-shaped pieces, so the properties exercise matches and overlaps, not just noise. */
const piece = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  // Arbitrary UTF-16, lone surrogates included.
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 16 }).map((codes) => String.fromCharCode(...codes)),
  fc.constantFrom(
    'John Smith', 'Dr. Maria García', '4111 1111 1111 1111', '536-90-4399', '(212) 555-0147', 'a@b.io',
    '192.168.0.1', '::1', 'GB82 WEST 1234 5698 7654 32', '1600 Pennsylvania Avenue NW, Washington, DC 20500',
    'born 1990-03-05', '42 years old', 'password=hunter22', 'https://x.org/a(b)', '😀', '中文', 'שלום', 'e\u0301', '\n', ', ',
  ),
  // Cues, capitals and address parts that steer the heuristic recognizers down their less common paths
  // (names in capitals after a label, block lines, units, tails), often at the very end of the text.
  fc.constantFrom(
    'Patient Name:', 'Mr.', 'JOHN SMITH', 'GARCIA', 'Dear', 'van', 'de la', "O'Brien", 'St.', 'Apt. 5', 'Suite 12',
    '\n ', '\n   ', '\n>', '\n???', 'the corner of', 'Main Street', 'ul.', '12345', 'SW1A 1AA', 'Mon,', 'Jan',
    'October', 'MRN', '-', '.', '', "'s", 'Ø', 'İ',
  ),
);
const document = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(' '));

/**
 * Text made of a few name, label and address tokens only, so sequences such as a label, a name in capitals and a
 * trailing space ("Patient Name: GARCIA ") come up often: the paths where the heuristic recognizers read ahead.
 */
const structuredDocument = fc
  .array(
    fc.constantFrom('Patient Name:', 'Mr.', 'JOHN', 'SMITH', 'Garcia', 'Dear', 'van', 'Apt. 5', 'Main Street', '12345', "'s", '.', ',', '\n', ''),
    { maxLength: 8 },
  )
  .chain((tokens) => fc.constantFrom(' ', '').map((glue) => tokens.join(glue)));

describe('analyze invariants (fast-check)', () => {
  it('holds on text made of names, labels and address parts', () => {
    fc.assert(
      fc.property(structuredDocument, (input) => {
        assertWellFormed(input, analyzer.analyze(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('slices equal text, no overlaps, sorted, confidences in [0,1], no crash', () => {
    fc.assert(
      fc.property(document, (input) => {
        assertWellFormed(input, analyzer.analyze(input));
      }),
      { numRuns: 400 },
    );
  });

  it('holds with custom patterns and any threshold', () => {
    const custom = compileCustomPatterns([{ name: 'WORD', pattern: '[a-z]+' }, { name: 'ANY', pattern: '.', confidence: 0.3 }]);
    fc.assert(
      fc.property(document, fc.double({ min: 0, max: 1, noNaN: true }), (input, threshold) => {
        const entities = analyzer.analyze(input, { customPatterns: custom, threshold });
        assertWellFormed(input, entities);
        for (const e of entities) expect(e.confidence).toBeGreaterThanOrEqual(threshold);
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(document, (input) => {
        expect(analyzer.analyze(input)).toEqual(analyzer.analyze(input));
      }),
      { numRuns: 100 },
    );
  });
});

describe('UTF-16 offsets', () => {
  it.each([
    ['emoji before', '😀😀 mail a@example.com', 'a@example.com'],
    ['CJK around', '联系邮箱a@example.com谢谢', 'a@example.com'],
    ['RTL text', 'שלום 536-90-4399 תודה', '536-90-4399'],
    ['combining marks', 'Caf\u0065\u0301 card 4111 1111 1111 1111', '4111 1111 1111 1111'],
    ['flag and ZWJ emoji', '👩‍👩‍👧🇫🇷 call (212) 555-0147', '(212) 555-0147'],
  ])('%s', (_label, input, value) => {
    const entities = analyzer.analyze(input);
    const e = entities.find((x) => x.text === value);
    expect(e).toBeDefined();
    expect(e!.start).toBe(input.indexOf(value));
    expect(input.slice(e!.start, e!.end)).toBe(value);
  });

  it('keeps combining marks inside a name', () => {
    const input = 'Dear Jose\u0301 Garci\u0301a, welcome';
    const e = analyzer.analyze(input).find((x) => x.type === 'PERSON_NAME');
    expect(e?.text).toBe('Jose\u0301 Garci\u0301a');
  });
});
