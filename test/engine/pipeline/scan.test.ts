import { describe, expect, it } from 'vitest';
import { scanAnchors } from '../../../src/engine/pipeline/scan.js';

function tokens(text: string): string[] {
  const a = scanAnchors(text);
  return a.tokenStart.map((s, i) => text.slice(s, a.tokenEnd[i]));
}

describe('scanAnchors', () => {
  it('records tokens with digits or capitals, whole, and skips plain lower-case words', () => {
    expect(tokens('call John at 555-0147 about the iPhone and a56319335')).toEqual(['John', '555', '0147', 'iPhone', 'a56319335']);
  });

  it('splits digit and capital tokens into their lists', () => {
    const text = 'Card 4111 for Ana';
    const a = scanAnchors(text);
    expect(a.digitTokens.map((t) => text.slice(a.tokenStart[t], a.tokenEnd[t]))).toEqual(['4111']);
    expect(a.upperTokens.map((t) => text.slice(a.tokenStart[t], a.tokenEnd[t]))).toEqual(['Card', 'Ana']);
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
});
