/** The street-word reader's helpers (address/words.ts), asked about words in place. */
import { describe, expect, it } from 'vitest';
import { STREET_PREFIXES, STREET_SUFFIXES } from '../../../src/engine/lexicons/street-types.js';
import { PREFIX_WORDS, SUFFIX_WORDS } from '../../../src/engine/recognizers/address/street.js';
import { isLowerFunctionWordAt, readWords, Words } from '../../../src/engine/recognizers/address/words.js';

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

describe('readWords', () => {
  const read = (text: string): string[] => {
    const words = readWords(text, 0, new Words());
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
