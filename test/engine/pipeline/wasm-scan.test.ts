/**
 * The scan's WebAssembly path (assembly/scan.ts) must give exactly what the JavaScript scan gives, for any text, and
 * the committed module must be what its source compiles to.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScanBuffers, scanAnchors, scanAnchorsJs, scannedUnits, scansInWasm, type Anchors } from '../../../src/engine/pipeline/scan.js';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { compileScan, moduleSource } from '../../../scripts/build-wasm.js';
import { BENCH_CORPORA, generateCorpus } from '../../../bench/corpus.js';

/** Every list of a scan, as plain data (the anchors object is the buffers' own and is refilled by the next scan). */
function snapshot(a: Anchors): Record<string, unknown> {
  return {
    tokenStart: Array.from(a.tokenStart),
    tokenEnd: Array.from(a.tokenEnd),
    tokenFlags: Array.from(a.tokenFlags),
    digitTokens: Array.from(a.digitTokens),
    upperTokens: Array.from(a.upperTokens),
    caseless: a.caseless,
    atSigns: [...a.atSigns],
    schemeSeps: [...a.schemeSeps],
    wwwStarts: [...a.wwwStarts],
    assignments: [...a.assignments],
    pemStarts: [...a.pemStarts],
  };
}

const wasmBuffers = new ScanBuffers();
const jsBuffers = new ScanBuffers();

function expectSameScan(text: string): void {
  expect(snapshot(scanAnchors(text, wasmBuffers))).toEqual(snapshot(scanAnchorsJs(text, jsBuffers)));
}

/** Pieces that sit on the scan's edges: case, digits, punctuation marks and their neighbours, PEM headers, scripts. */
const PIECES = [
  'Ana', 'josé', 'ÉLAN', 'iPhone', '4111', 'a5', '×', '÷', 'ß', 'Ωμέγα', 'дом', 'ДОМ', '中文', '😀', 'ǅ', 'ﬀ', 'İ', 'ᾈ',
  ' ', '  ', '\n', '\t', '@', ':', '=', '-', '.', ',', '/', 'www.', '://', ':/', '-----BEGIN', '------BEGIN', 'BEGIN',
  '-----BEGINPRIVATE', '-----BEGI', ', ', '. ', ' :', '= ', ' @', '@:', '=:', 'B', '7', 'x', '\u00bf', '\u00c0', '\u052f',
  '\u0530', '\u2019', '\ud800', '\udc00', '\ufe0f',
];
const textArb = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 120 }).map((codes) => String.fromCharCode(...codes)),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join('')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join('').toLowerCase()),
  // A capital (so the text is cased), then long runs of the units the skip loop passes, broken by any piece anywhere.
  fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.constantFrom('the quiet units ', 'abcdefghijklmnop', 'q'.repeat(15), ', and so on, ', 'z'.repeat(33))), { maxLength: 40 })
    .map((p) => `X${p.join('')}`),
);

describe('the WebAssembly scan', () => {
  it('runs here (else the tests below compare the JavaScript scan with itself)', () => {
    expect(scansInWasm()).toBe(true);
  });

  it('gives the JavaScript scan\'s lists for any text', () => {
    fc.assert(fc.property(textArb, (text) => expectSameScan(text)), { numRuns: 3000 });
  });

  it('gives them on the bench corpora, and on their lower- and upper-cased copies', () => {
    for (const spec of BENCH_CORPORA) {
      for (const doc of generateCorpus(spec)) {
        expectSameScan(doc.text);
        expectSameScan(doc.text.toLowerCase());
        expectSameScan(doc.text.toUpperCase());
      }
    }
  });

  it('gives them at the edges of a text and of its module\'s lists', () => {
    for (const text of ['', 'A', 'a', '7', ':', '@', 'a:', 'a@', 'A:', 'x://', 'http://', 'B', 'EGIN', '-----BEGIN', 'A-----BEGIN', 'é']) expectSameScan(text);
    // "www." whose '.' the step to an adjacent token passes over, with case and without.
    for (const text of ['www.', 'ww.', 'wwww.', 'www.www.', 'Awww.Example', 'Awww..B', 'A www.X', 'go to www.example.com', 'Xwww. Y', 'www.Www.']) expectSameScan(text);
    // Its lists hold texts of up to 2^17 units; longer ones are scanned in JavaScript, with the same result.
    const unit = 'Ab 1 c:d=e@f ';
    for (const length of [(1 << 17) - 1, 1 << 17, (1 << 17) + 1]) expectSameScan(unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
  });

  it('gives the same lists read in place as copied, for any text', () => {
    const inPlace = new ScanBuffers();
    fc.assert(
      fc.property(textArb, (text) => {
        expect(snapshot(scanAnchors(text, inPlace, true))).toEqual(snapshot(scanAnchorsJs(text, jsBuffers)));
      }),
      { numRuns: 1000 },
    );
    // In place, the lists are the module's own: the next scan rewrites what the previous anchors read.
    const first = scanAnchors('Ann Lee, 212-555-0147', inPlace, true).tokenStart;
    const before = Array.from(first);
    scanAnchors('Zed Quux, 7 8 9', inPlace, true);
    expect(Array.from(first)).not.toEqual(before);
  });

  it('leaves the scanned text\'s units readable in place, exactly its length, until the next scan', () => {
    const buffers = new ScanBuffers();
    fc.assert(
      fc.property(textArb, (text) => {
        scanAnchors(text, buffers);
        expect(Array.from(scannedUnits(text)!)).toEqual(Array.from(unitsOf(text)));
      }),
      { numRuns: 500 },
    );
    // A longer text than the scan's before it: the view ends at the text's end, not the earlier text's.
    scanAnchors('Ann Lee called 212-555-0147 twice.', buffers);
    scanAnchors('Ann', buffers);
    const units = scannedUnits('Ann')!;
    expect(units.length).toBe(3);
    expect(units[3]).toBeUndefined();
    // Texts past the module's lists are scanned in JavaScript: there are no units in place to read.
    const long = 'a'.repeat((1 << 17) + 1);
    scanAnchors(long, buffers);
    expect(scannedUnits(long)).toBeUndefined();
  });

  it('is the module its source compiles to', async () => {
    // After a change to assembly/scan.ts, `npx tsx scripts/build-wasm.ts` writes scan-wasm.ts again.
    const committed = readFileSync(new URL('../../../src/engine/pipeline/scan-wasm.ts', import.meta.url), 'utf8');
    expect(committed).toBe(moduleSource(await compileScan()));
  });
});
