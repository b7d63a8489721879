/**
 * The char-code gates person-name puts in front of its patterns: wherever a pattern matches, its gate must let it
 * run (and an exact reader must answer as the pattern does). Strings are built from pieces at the gates' edges:
 * blanks beyond ASCII, letters with accents, both apostrophes, both cases, the words and marks the patterns name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { COMPANY_FORMS, COMPANY_SUFFIX, isCompanySuffixAfter } from '../../../src/engine/recognizers/person-name.js';
import { closesWithMark, mayOpenNovel, mayOpenVocative, NOVEL_AFTER, VOCATIVE_CLOSING, VOCATIVE_OPENING } from '../../../src/engine/recognizers/person-name/cues.js';
import { mayEndStreetCue, STREET_CUE } from '../../../src/engine/recognizers/person-name/street.js';

const RUNS = { numRuns: 20000 };
const text = (pieces: string[]): fc.Arbitrary<string> => fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join(''));
const BLANKS = [' ', '  ', '\t', '\n', '\u00a0', '\u2003'];
/** The window cueBoost's after-name patterns read. */
const AFTER_WINDOW = 24;

describe('gates after a name (cueBoost)', () => {
  const pieces = [...BLANKS, ',', '!', '?', '.', 'can', 'Can', 'could', 'do', 'done', 'i', "i'm", "let's", 'let', 'lets', 'thanks', 'thank', 'look', 'x', 'é', 'novel', 'novels', 'Novel', 'novelist', 'n', '_', '7', 'abcdefghijklmnop'];
  it('VOCATIVE_OPENING', () => {
    fc.assert(
      fc.property(text(pieces), fc.string({ maxLength: 3 }), (rest, before) => {
        const t = `${before},${rest}`;
        const end = before.length;
        if (VOCATIVE_OPENING.test(t.slice(end, end + AFTER_WINDOW))) expect(mayOpenVocative(t, unitsOf(t), end)).toBe(true);
      }),
      RUNS,
    );
  });
  it('VOCATIVE_OPENING: every word of the pattern opens the gate (its word set is a copy of the list)', () => {
    const source = VOCATIVE_OPENING.source;
    const words = source.slice(source.indexOf('(?:') + 3, source.indexOf(')\\b')).split('|');
    expect(words.length).toBeGreaterThan(20);
    for (const word of words) {
      expect(VOCATIVE_OPENING.test(`, ${word} x`)).toBe(true);
      const text = `Anna, ${word} x`;
      expect(mayOpenVocative(text, unitsOf(text), 4)).toBe(true);
    }
  });
  it('VOCATIVE_CLOSING, answered exactly', () => {
    fc.assert(
      fc.property(text(pieces), fc.string({ maxLength: 3 }), fc.boolean(), (rest, before, copied) => {
        const t = before + rest;
        const end = before.length;
        const after = t.slice(end, end + AFTER_WINDOW);
        expect(closesWithMark(t, unitsOf(t), end, copied ? after : undefined)).toBe(VOCATIVE_CLOSING.test(after));
      }),
      RUNS,
    );
  });
  it('NOVEL_AFTER', () => {
    fc.assert(
      fc.property(text(pieces), fc.string({ maxLength: 3 }), (rest, before) => {
        const t = before + rest;
        const end = before.length;
        if (NOVEL_AFTER.test(t.slice(end, end + AFTER_WINDOW))) expect(mayOpenNovel(t, unitsOf(t), end)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('gate before a street (emitStreet)', () => {
  const pieces = [...BLANKS, 'on', 'On', 'ON', 'at', 'of', 'off', 'near', 'along', 'via', 'VIA', 'lives', 'located', 'corner', 'x', 'é', 'ſ', '.', 'abcdefghijkl', 'cotton', 'heart'];
  it('STREET_CUE', () => {
    fc.assert(
      fc.property(text(pieces), (before) => {
        const t = `${before}Elm Loop`;
        const start = before.length;
        if (STREET_CUE.test(t.slice(Math.max(0, start - 16), start))) expect(mayEndStreetCue(unitsOf(t), start)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('gate before a legal form (isCompanySuffixAfter)', () => {
  const pieces = [',', ' ', '  ', '.', ...COMPANY_FORMS, 'Inco', 'Smith', 's', 'p', 'a', 'S', 'A', 'x', 'é', '7', '\u00a0'];
  it('answers as the pattern after a space or a comma', () => {
    fc.assert(
      fc.property(text(pieces), (rest) => {
        const t = `Anna${rest}`;
        const c = t.charCodeAt(4);
        const space = c === 44 ? 5 : 4;
        COMPANY_SUFFIX.lastIndex = 4;
        const expected = (c === 32 || c === 44) && t.charCodeAt(space) === 32 && COMPANY_SUFFIX.test(t);
        expect(isCompanySuffixAfter(t, unitsOf(t), 4)).toBe(expected);
      }),
      RUNS,
    );
  });
  it('reads every form', () => {
    for (const form of COMPANY_FORMS) {
      const text = `Anna ${form} x`;
      expect(isCompanySuffixAfter(text, unitsOf(text), 4)).toBe(true);
    }
  });
});
