/**
 * A set of words asked about straight from the document: `hasAt(text, start, end)` folds case as it hashes, so a
 * recognizer checking "is this word a street suffix / function word / cue" needs no substring and no
 * `toLowerCase()` copy per word (the bulk of address's and person-name's allocation, docs/performance-log.md).
 * Same layout as the name lexicon (person-names.ts): key units end to end, an open-addressing table of offsets.
 */

import { FNV_OFFSET, foldUnit, hashStep } from './folding-hash.js';

export class WordSet {
  private readonly units: Uint16Array;
  /** Per slot: offset of the key in `units` plus one, 0 when empty. */
  private readonly offsets: Uint32Array;
  private readonly lengths: Uint16Array;
  private readonly mask: number;
  /**
   * One bit per ASCII letter a key opens with (a = bit 0): a word opening with another ASCII letter is no key, and is
   * told so before it is hashed. Exact: lower-casing keeps an ASCII letter ASCII, so a key opening beyond ASCII is
   * only ever met by a word opening beyond ASCII, which this test lets through.
   */
  private readonly initials: number;
  /**
   * Per (first, last) pair of ASCII letters (26 × first + last): 1 when some key opens and ends with them. A word
   * whose two ends are ASCII letters is a key only if its pair is marked; exact for the same reason, however its
   * inside folds. Two reads and a table lookup tell most words apart without hashing them.
   */
  private readonly ends = new Uint8Array(26 * 26);

  /** @param words matched case-insensitively (each is stored lower-cased) */
  constructor(words: Iterable<string>) {
    const keys = [...new Set([...words].map((w) => w.toLowerCase()))];
    let size = 8;
    while (size < keys.length * 2) size *= 2;
    this.offsets = new Uint32Array(size);
    this.lengths = new Uint16Array(size);
    this.mask = size - 1;
    this.units = new Uint16Array(keys.reduce((n, k) => n + k.length, 0));
    let used = 0;
    let initials = 0;
    for (const key of keys) {
      const first = key.charCodeAt(0) - 97;
      const last = key.charCodeAt(key.length - 1) - 97;
      if (first >= 0 && first < 26) {
        initials |= 1 << first;
        if (last >= 0 && last < 26) this.ends[first * 26 + last] = 1;
      }
      if (key.length === 0 || key.length > 0xffff) continue;
      let h = FNV_OFFSET;
      for (let i = 0; i < key.length; i++) h = hashStep(h, key.charCodeAt(i));
      let slot = h & this.mask;
      while (this.offsets[slot] !== 0) slot = (slot + 1) & this.mask;
      for (let i = 0; i < key.length; i++) this.units[used + i] = key.charCodeAt(i);
      this.offsets[slot] = used + 1;
      this.lengths[slot] = key.length;
      used += key.length;
    }
    this.initials = initials;
  }

  /** Whether `text[start…end)`, in any case, is one of the words; reads the text in place. */
  hasAt(text: string, start: number, end: number): boolean {
    const length = end - start;
    if (length <= 0) return false;
    // `| 32` lands in a…z only for an ASCII letter of either case.
    const first = (text.charCodeAt(start) | 32) - 97;
    if (first >= 0 && first < 26) {
      if ((this.initials & (1 << first)) === 0) return false;
      const last = (text.charCodeAt(end - 1) | 32) - 97;
      if (last >= 0 && last < 26 && this.ends[first * 26 + last] === 0) return false;
    }
    let h = FNV_OFFSET;
    for (let i = start; i < end; i++) {
      const c = foldUnit(text.charCodeAt(i));
      if (c < 0) return this.hasLower(text.slice(start, end).toLowerCase());
      h = hashStep(h, c);
    }
    for (let slot = h & this.mask; ; slot = (slot + 1) & this.mask) {
      const offset = this.offsets[slot]!;
      if (offset === 0) return false;
      if (this.lengths[slot] !== length) continue;
      let at = offset - 1;
      let i = start;
      while (i < end && this.units[at] === foldUnit(text.charCodeAt(i))) {
        at++;
        i++;
      }
      if (i === end) return true;
    }
  }

  /** Whether `word`, in any case, is one of the words. */
  has(word: string): boolean {
    return this.hasAt(word, 0, word.length);
  }

  /** Exact lookup of a word already in lower case (the slow path for words beyond Latin-1). */
  private hasLower(lower: string): boolean {
    let h = FNV_OFFSET;
    for (let i = 0; i < lower.length; i++) h = hashStep(h, lower.charCodeAt(i));
    for (let slot = h & this.mask; ; slot = (slot + 1) & this.mask) {
      const offset = this.offsets[slot]!;
      if (offset === 0) return false;
      if (this.lengths[slot] !== lower.length) continue;
      let i = 0;
      while (i < lower.length && this.units[offset - 1 + i] === lower.charCodeAt(i)) i++;
      if (i === lower.length) return true;
    }
  }
}
