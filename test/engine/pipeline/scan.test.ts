import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNonAsciiWordUnit, ScanBuffers, scanAnchors, type Anchors } from '../../../src/engine/pipeline/scan.js';

function tokens(text: string): string[] {
  const a = scanAnchors(text);
  return Array.from(a.tokenStart, (s, i) => text.slice(s, a.tokenEnd[i]));
}

function listed(a: Anchors, list: Int32Array, text: string): string[] {
  return Array.from(list, (t) => text.slice(a.tokenStart[t], a.tokenEnd[t]));
}

/**
 * The scan's contract written the slow, obvious way: a token is a maximal run of word units holding a digit or
 * capital (any ASCII letter or digit when the text has no capital) or a letter from U+00C0 to U+052F.
 */
function referenceTokens(text: string): { start: number; end: number }[] {
  const caseless = !/[A-Z\u00C0-\u00DE\u0391-\u03A9\u0410-\u042F]/.test(text);
  const isWord = (c: number): boolean => (c < 128 ? /[0-9A-Za-z]/.test(String.fromCharCode(c)) : isNonAsciiWordUnit(c));
  const interesting = caseless ? /[0-9A-Za-z\u00C0-\u052F]/ : /[0-9A-Z\u00C0-\u052F]/;
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < text.length; ) {
    if (!isWord(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isWord(text.charCodeAt(i))) i++;
    if (interesting.test(text.slice(start, i))) out.push({ start, end: i });
  }
  return out;
}

function occurrences(text: string, needle: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) out.push(i);
  return out;
}

const textArb = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom('Ana', 'josé', 'ÉLAN', 'iPhone', '4111', 'a5', '×', 'ß', 'Ωμέγα', 'дом', '中文', '😀', ' ', '@', ':', '=', '-', '\n', 'www.', '://', ':/', '/', '-----BEGIN', '------BEGIN', 'BEGIN', '-----BEGINPRIVATE', ', ', '. ', ' :', '= ', ' @', '@:', 'B', '7'), { maxLength: 30 }).map((p) => p.join('')),
);

describe('scanAnchors', () => {
  it('records tokens with digits or capitals, whole, and skips plain lower-case words', () => {
    expect(tokens('call John at 555-0147 about the iPhone and a56319335')).toEqual(['John', '555', '0147', 'iPhone', 'a56319335']);
  });

  it('splits digit and capital tokens into their lists', () => {
    const text = 'Card 4111 for Ana';
    const a = scanAnchors(text);
    expect(listed(a, a.digitTokens, text)).toEqual(['4111']);
    expect(listed(a, a.upperTokens, text)).toEqual(['Card', 'Ana']);
  });

  it('tokenizes everything in a text without capitals', () => {
    const a = scanAnchors('my name is anna');
    expect(a.caseless).toBe(true);
    expect(a.tokenStart).toHaveLength(4);
  });

  it('records punctuation anchors by UTF-16 offset, past emoji', () => {
    const text = '😀 a@b.io https://x.org www.y.org key=v';
    const a = scanAnchors(text);
    expect(a.atSigns).toEqual([text.indexOf('@')]);
    expect(a.schemeSeps).toEqual([text.indexOf('://')]);
    expect(a.wwwStarts).toEqual([text.indexOf('www.')]);
    expect(a.assignments).toContain(text.indexOf('='));
  });

  it('keeps accented letters and combining marks inside a token', () => {
    expect(tokens('Dear José García and Jose\u0301')).toEqual(['Dear', 'José', 'García', 'Jose\u0301']);
  });

  it('records exactly the reference tokens, whatever the text (fast-check)', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const a = scanAnchors(text);
        expect(Array.from(a.tokenStart, (start, i) => ({ start, end: a.tokenEnd[i] }))).toEqual(referenceTokens(text));
        const assignments = [...text.matchAll(/[:=]/g)].map((m) => m.index);
        expect([...a.assignments]).toEqual(assignments);
        expect([...a.atSigns]).toEqual([...text.matchAll(/@/g)].map((m) => m.index));
        expect([...a.schemeSeps]).toEqual(occurrences(text, '://'));
        expect([...a.pemStarts]).toEqual(occurrences(text, '-----BEGIN'));
        expect([...a.wwwStarts]).toEqual(occurrences(text, 'www.'));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same lists when its buffers are reused and grown', () => {
    const buffers = new ScanBuffers();
    const long = Array.from({ length: 700 }, (_, i) => `Word${i} x`).join(' ');
    for (const text of ['Card 4111 for Ana', long, 'Dear José 12', long]) {
      const fresh = scanAnchors(text);
      const reused = scanAnchors(text, buffers);
      expect(Array.from(reused.tokenStart)).toEqual(Array.from(fresh.tokenStart));
      expect(Array.from(reused.tokenEnd)).toEqual(Array.from(fresh.tokenEnd));
      expect(Array.from(reused.tokenFlags)).toEqual(Array.from(fresh.tokenFlags));
      expect(Array.from(reused.digitTokens)).toEqual(Array.from(fresh.digitTokens));
      expect(Array.from(reused.upperTokens)).toEqual(Array.from(fresh.upperTokens));
    }
  });

  it('keeps grown buffers and cached views only up to its limits', () => {
    const long = Array.from({ length: 700 }, (_, i) => `Word${i} x`).join(' ');
    const roomy = new ScanBuffers();
    const small = new ScanBuffers(300, 8);
    for (const buffers of [roomy, small]) {
      scanAnchors(long, buffers);
      expect(buffers.tokenStart.length).toBeGreaterThanOrEqual(700);
      buffers.trim();
    }
    // 700 tokens grew both to 1024 entries: the default keeps them, a limit of 300 lets them go.
    expect(roomy.tokenStart.length).toBe(1024);
    expect(small.tokenStart.length).toBe(256);
    expect(small.view('tokenStart', 8)).toBe(small.view('tokenStart', 8));
    expect(small.view('tokenStart', 9)).not.toBe(small.view('tokenStart', 9));
    expect(roomy.view('tokenStart', 9)).toBe(roomy.view('tokenStart', 9));
  });
});
