/** The street-word reader's helpers (address/words.ts), asked about words in place. */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { STREET_PREFIXES, STREET_SUFFIXES } from '../../../src/engine/lexicons/street-types.js';
import { PREFIX_WORDS, SUFFIX_WORDS } from '../../../src/engine/recognizers/address/street.js';
import { FUNCTION_WORD, isLowerFunctionWordAt, readWords, Words } from '../../../src/engine/recognizers/address/words.js';

describe('isLowerFunctionWordAt', () => {
  it.each([
    ['on', true],
    ['their', true],
    ['a', true],
    ['On', false],
    ['ON', false],
    ['onto', false],
    ['oń', false],
    ['', false],
  ])('%j → %s', (word, expected) => {
    expect(isLowerFunctionWordAt(`x ${word} y`, 2, 2 + word.length)).toBe(expected);
  });
});

describe('isLowerFunctionWordAt against FUNCTION_WORD (the packed-key table)', () => {
  const expected = (word: string): boolean => /^[a-z]*$/.test(word) && FUNCTION_WORD.test(word);
  const asked = (word: string): boolean => isLowerFunctionWordAt(`(${word})`, 1, 1 + word.length);

  it('agrees on every lower-case word of up to three letters', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words = [''];
    for (let n = 0; n < 3; n++) for (const w of words.filter((x) => x.length === n)) for (const c of letters) words.push(w + c);
    expect(words.filter((w) => asked(w) !== expected(w))).toEqual([]);
  });

  it('agrees on each function word, its case and one-letter changes, and random words of four to six units', () => {
    const words: string[] = [];
    for (const w of FUNCTION_WORD.source.slice(4, -2).split('|')) {
      words.push(w, w.toUpperCase(), w + 's', w.slice(1), `${w}é`);
      for (let i = 0; i < w.length; i++) words.push(w.slice(0, i) + String.fromCharCode(w.charCodeAt(i) + 1) + w.slice(i + 1));
    }
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const units = 'abcdefghijklmnopqrstuvwxyzTHE{`é';
    for (let k = 0; k < 20000; k++) {
      let w = '';
      for (let n = 4 + (next() % 3); n > 0; n--) w += units[next() % units.length];
      words.push(w);
    }
    expect(words.filter((w) => asked(w) !== expected(w))).toEqual([]);
  });
});

describe('readWords', () => {
  const read = (text: string): string[] => {
    const words = readWords(text, unitsOf(text), 0, new Words());
    return Array.from({ length: words.length }, (_, i) => text.slice(words.start[i]!, words.end[i]!));
  };

  it('stops before a lower-case function word, not before a capitalized one', () => {
    expect(read('Brightwater Lane on 5')).toEqual(['Brightwater', 'Lane']);
    expect(read('Rue On Kim 5')).toEqual(['Rue', 'On', 'Kim']);
  });

  it('stops inside a word with a digit or an inner period', () => {
    expect(read('Gate GB79 5')).toEqual(['Gate']);
    expect(read('Via U.S. 5')).toEqual(['Via']);
    expect(read('Main St. 5')).toEqual(['Main', 'St.']);
  });

  it('reads an ordinal in a street name and stops before a number', () => {
    expect(read('West 55th Street 12')).toEqual(['West', '55th', 'Street']);
  });
});

describe('the designator sets', () => {
  it('admit every designator in any case', () => {
    for (const key of [...STREET_PREFIXES, ...STREET_SUFFIXES]) {
      for (const word of [key, key.toUpperCase(), key[0]!.toUpperCase() + key.slice(1)]) {
        expect(PREFIX_WORDS.has(word) || SUFFIX_WORDS.has(word), word).toBe(true);
      }
    }
  });
});
