/** The packed name lexicon: case-folded lookups in place, and sharing one built copy with other threads. */
import { describe, expect, it } from 'vitest';
import {
  adoptLexicon,
  exactFlagsAt,
  exactFlagsHashed,
  lowerNameFlags,
  nameFlags,
  nameFlagsAt,
  NAME_DICT,
  NAME_FIRST,
  NAME_PLACE,
  shareLexicon,
  type LexiconData,
} from '../../../src/engine/lexicons/person-names.js';
import { forEachLexiconWord } from '../../../src/engine/lexicons/name-sources.js';
import { FNV_OFFSET, foldUnit, hashStep } from '../../../src/engine/lexicons/folding-hash.js';

describe('name lexicon', () => {
  it('looks a token up in any case, in place or as a string', () => {
    const flags = lowerNameFlags('john');
    expect(flags & NAME_FIRST).toBe(NAME_FIRST);
    expect(nameFlags('JOHN')).toBe(flags);
    expect(nameFlagsAt('Dear John,', 5, 9)).toBe(flags);
    expect(lowerNameFlags('John')).toBe(0); // the lower-case entry point reads its argument as is
    expect(nameFlags('qzxvbn')).toBe(0);
    expect(nameFlagsAt('x', 1, 1)).toBe(0);
  });

  it('folds Latin-1 capitals in place and lower-cases other scripts as toLowerCase() does', () => {
    expect(nameFlags('THE') & NAME_DICT).toBe(NAME_DICT);
    expect(nameFlagsAt('«JOSÉ»', 1, 5)).toBe(nameFlags('josé'));
    expect(nameFlagsAt('«JOSÉ»', 1, 5) & NAME_FIRST).toBe(NAME_FIRST);
    expect(nameFlags('ΣΟΦΙΑ')).toBe(lowerNameFlags('ΣΟΦΙΑ'.toLowerCase()));
  });

  it('looks an accented word unknown as written up again without its accents', () => {
    expect(lowerNameFlags('chloé')).toBe(0); // the census lists spell it in ASCII only
    const plain = lowerNameFlags('chloe');
    expect(plain & NAME_FIRST).toBe(NAME_FIRST);
    expect(nameFlags('Chloé')).toBe(plain);
    expect(nameFlagsAt('— CHLOÉ —', 2, 7)).toBe(plain);
    expect(nameFlags('Qzxvbné')).toBe(0);
    // Not the English spelling's place flag: "jose" is listed for San Jose, "José" is a name.
    expect(lowerNameFlags('jose') & NAME_PLACE).toBe(NAME_PLACE);
    expect(nameFlags('José') & NAME_PLACE).toBe(0);
  });

  it('answers the same after moving to shared memory, and a thread can adopt that copy', () => {
    const before = ['john', 'smith', 'the', 'gateway', 'qzxvbn'].map(nameFlags);
    const shared = shareLexicon();
    expect(shared.units.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.keys.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shareLexicon().keys).toBe(shared.keys); // shared once, not copied again
    adoptLexicon(shared);
    expect(['john', 'smith', 'the', 'gateway', 'qzxvbn'].map(nameFlags)).toEqual(before);
  });

  it('answers a word looked up again (from the recent entries) as the table does, whatever was looked up between', () => {
    // Thousands of listed words of every kind for 1,024 entries: entries are overwritten, and words of one length
    // with different flags share entries.
    const words: string[] = [];
    forEachLexiconWord((word) => {
      if (/^[a-z]{2,20}$/.test(word) && words.length < 40_000) words.push(word[0]!.toUpperCase() + word.slice(1));
    });
    words.push('Qzxvbn', 'Supercalifragilistic');
    for (let pass = 0; pass < 3; pass++) {
      const wrong = words.filter((w) => nameFlags(w) !== lowerNameFlags(w.toLowerCase()));
      expect(wrong.slice(0, 5)).toEqual([]);
      words.reverse();
    }
  });

  it('answers a word hashed by its reader as exactFlagsAt does, in any case and from the recent entries too', () => {
    const hashed = (text: string, start: number, end: number): number => {
      let h = FNV_OFFSET;
      for (let i = start; i < end; i++) h = hashStep(h, foldUnit(text.charCodeAt(i)));
      return exactFlagsHashed(text, start, end, h);
    };
    const text = 'john SMITH the Gateway qzxvbn a x José supercalifragilisticexpialidocious';
    const words = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
    for (let pass = 0; pass < 2; pass++) {
      for (const [start, end] of words) expect(hashed(text, start, end)).toBe(exactFlagsAt(text, start, end));
    }
    expect(hashed(text, 0, 4) & NAME_FIRST).toBe(NAME_FIRST);
    expect(hashed(text, 23, 29)).toBe(0);
  });

  it('answers from a recent entry only the word it holds, whatever shares the entry', () => {
    // Same length, first, middle and last letters: one entry, asked in turn; a unit beyond Latin-1 never matches.
    const words = ['Mark', 'Mork', 'MARK', 'mirk', 'Ma\u0433k', 'Mark', 'JOHN', 'John', 'Jo\u0570n', 'jOhN'];
    for (let pass = 0; pass < 3; pass++) {
      for (const w of words) {
        const text = ` ${w} `;
        expect(exactFlagsAt(text, 1, w.length + 1)).toBe(lowerNameFlags(w.toLowerCase()));
        const ascii = /^[a-z]+$/.test(w);
        if (ascii) {
          let h = FNV_OFFSET;
          for (let i = 0; i < w.length; i++) h = hashStep(h, w.charCodeAt(i));
          expect(exactFlagsHashed(text, 1, w.length + 1, h)).toBe(lowerNameFlags(w));
        }
      }
    }
    expect(exactFlagsAt(' Mark ', 1, 5) & NAME_FIRST).toBe(NAME_FIRST);
  });

  it('starts hashing from the int32 of the FNV-1a offset, which hashes as the unsigned constant does', () => {
    expect(FNV_OFFSET).toBe(0x811c9dc5 | 0);
    let signed = FNV_OFFSET;
    let unsigned = 0x811c9dc5;
    for (const c of [0x4a, 0x6f, 0xe9, 0x2019]) {
      signed = hashStep(signed, c);
      unsigned = hashStep(unsigned, c);
    }
    expect(signed).toBe(unsigned);
    expect(0x811c9dc5 & 1023).toBe(FNV_OFFSET & 1023);
  });

  it('refuses arrays that are not a lexicon', () => {
    expect(() => adoptLexicon({ units: new Uint16Array(4), keys: new Uint32Array(3), info: new Uint32Array(3) })).toThrow(TypeError);
    expect(() => adoptLexicon({} as LexiconData)).toThrow(TypeError);
  });
});
