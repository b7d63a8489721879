/**
 * Char-code readers that replaced sticky regexes in the validating recognizers: each must end exactly where its regex
 * ends, at every position of strings built from the characters the regex cares about.
 */
import { describe, expect, it } from 'vitest';
import { ssnShapeEnd } from '../../../src/engine/recognizers/ssn.js';

/** Strings of length 0..max over `alphabet`, sampled deterministically (a small LCG), plus the given extras. */
function samples(alphabet: string, max: number, count: number, extras: readonly string[] = []): string[] {
  const out = [...extras];
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const length = seed % (max + 1);
    let s = '';
    for (let j = 0; j < length; j++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      s += alphabet[(seed >>> 8) % alphabet.length];
    }
    out.push(s);
  }
  return out;
}

/** The end of a sticky regex's match at `at`, or -1. */
function regexEnd(regex: RegExp, text: string, at: number): number {
  regex.lastIndex = at;
  return regex.test(text) ? regex.lastIndex : -1;
}

describe('ssnShapeEnd', () => {
  const SHAPE = /(\d{3})([- ]?)(\d{2})\2(\d{4})/y;
  const texts = samples('0123456789- a', 16, 20_000, [
    '123-45-6789', '123 45 6789', '123456789', '1234567890', '123-45 6789', '123 45-6789', '123--45-6789',
    '12-345-6789', '123-456-789', '123-45-678', 'x123-45-6789y', '١٢٣-45-6789',
  ]);
  it('ends where (\\d{3})([- ]?)(\\d{2})\\2(\\d{4}) ends, at every position', () => {
    for (const text of texts) {
      for (let at = 0; at <= text.length; at++) expect([text, at, ssnShapeEnd(text, at)]).toEqual([text, at, regexEnd(SHAPE, text, at)]);
    }
  });
});
