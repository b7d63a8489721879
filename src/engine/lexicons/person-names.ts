/**
 * The name lexicon: every word of name-sources.ts, lower-cased, with a bit set of flags, built on first use, so
 * one lookup per capitalized token answers every question the person-name recognizer asks.
 *
 * Stored packed, not as a Map of strings: the keys' UTF-16 units sit end to end in one Uint16Array, and an
 * open-addressing table (power-of-two size, linear probing, at most half full) holds each key's offset and
 * its length and flags. About 7.5 MB for ~230,000 words instead of ~31 MB of heap for a Map and its strings.
 * Lookups hash the text in place: nameFlagsAt() reads a token straight from the document, folding case as it
 * goes, without a substring or a lower-cased copy.
 *
 * Worker threads need not build their own: shareLexicon() moves the arrays into SharedArrayBuffers and returns
 * them, and a thread given them calls adoptLexicon() before its first lookup (src/workers).
 */
import { FNV_OFFSET, foldUnit, hashStep } from './folding-hash.js';
import { forEachLexiconWord, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST } from './name-sources.js';

export { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE } from './name-sources.js';

/** Slot info packs the key length above sixteen flag bits; longer keys are no names and are not stored. */
const FLAG_BITS = 16;
const FLAG_MASK = (1 << FLAG_BITS) - 1;
const MAX_KEY_LENGTH = 0xffff;

/** The built lexicon: plain typed arrays, so a thread can be handed them (structured clone shares SharedArrayBuffers). */
export interface LexiconData {
  /** The keys' UTF-16 units, end to end. */
  readonly units: Uint16Array;
  /** Per slot: offset of the key in `units` plus one; 0 marks an empty slot. Its length is a power of two. */
  readonly keys: Uint32Array;
  /** Per slot: key length << FLAG_BITS | flags. */
  readonly info: Uint32Array;
}

/** Builds the table from name-sources.ts (~165 ms). */
function build(): LexiconData {
  // Sized for the ~1.7 million key units of today's sources, so growing (a copy) is the exception.
  let units = new Uint16Array(1 << 21);
  let used = 0;
  let count = 0;
  let keys = new Uint32Array(1 << 19);
  let info = new Uint32Array(1 << 19);

  /** Slot of `key` folded to lower case (Latin-1 only: others come lower-cased already), or its empty slot. */
  const slotOf = (key: string, hash: number): number => {
    const mask = keys.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const k = keys[slot]!;
      if (k === 0) return slot;
      if (info[slot]! >>> FLAG_BITS === key.length && sameFolded(units, k - 1, key)) return slot;
    }
  };
  const rehash = (): void => {
    const oldKeys = keys;
    const oldInfo = info;
    keys = new Uint32Array(oldKeys.length * 2);
    info = new Uint32Array(oldKeys.length * 2);
    const mask = keys.length - 1;
    for (let slot = 0; slot < oldKeys.length; slot++) {
      const k = oldKeys[slot]!;
      if (k === 0) continue;
      const length = oldInfo[slot]! >>> FLAG_BITS;
      let h = FNV_OFFSET;
      for (let i = 0; i < length; i++) h = hashStep(h, units[k - 1 + i]!);
      let at = h & mask;
      while (keys[at] !== 0) at = (at + 1) & mask;
      keys[at] = k;
      info[at] = oldInfo[slot]!;
    }
  };

  forEachLexiconWord((word, flag) => {
    if (flag <= 0 || flag > FLAG_MASK) throw new RangeError(`lexicon flag ${flag} does not fit ${FLAG_BITS} bits`);
    // Latin-1 words are folded unit by unit as they are hashed and copied (no lower-cased copy per word, ~300,000
    // short-lived strings while building); any other word is lower-cased by toLowerCase() first.
    let h = FNV_OFFSET;
    let key = word;
    for (let i = 0; i < word.length; i++) {
      const c = foldUnit(word.charCodeAt(i));
      if (c < 0) {
        key = word.toLowerCase();
        h = FNV_OFFSET;
        for (let j = 0; j < key.length; j++) h = hashStep(h, key.charCodeAt(j));
        break;
      }
      h = hashStep(h, c);
    }
    if (key.length > MAX_KEY_LENGTH) return;
    const slot = slotOf(key, h);
    if (keys[slot] !== 0) {
      info[slot] = info[slot]! | flag;
      return;
    }
    if (used + key.length > units.length) {
      const grown = new Uint16Array(units.length * 2);
      grown.set(units);
      units = grown;
    }
    for (let i = 0; i < key.length; i++) units[used + i] = foldStored(key.charCodeAt(i));
    keys[slot] = used + 1;
    info[slot] = (key.length << FLAG_BITS) | flag;
    used += key.length;
    if (++count * 2 > keys.length) rehash();
  });
  // A view of the used units: trimming by copy would briefly hold both.
  return { units: units.subarray(0, used), keys, info };
}

/** Whether the stored key at `at` is `key` folded (its length already compared). */
function sameFolded(units: Uint16Array, at: number, key: string): boolean {
  for (let i = 0; i < key.length; i++) if (units[at++] !== foldStored(key.charCodeAt(i))) return false;
  return true;
}

/** Folds a Latin-1 unit; leaves others as they are (a key holding them was lower-cased whole). */
function foldStored(c: number): number {
  const f = foldUnit(c);
  return f < 0 ? c : f;
}

function sameUnits(units: Uint16Array, at: number, s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (units[at++] !== s.charCodeAt(i)) return false;
  return true;
}

let lexicon: LexiconData | undefined;

function data(): LexiconData {
  return (lexicon ??= build());
}

/** Builds the lexicon now unless this thread has one (createAnalyzer() calls it: compile at boot, not per request). */
export function loadLexicon(): void {
  data();
}

/** Copies a typed array into shared memory (a no-op for one already there). */
function shared<T extends Uint16Array | Uint32Array>(array: T, make: (buffer: SharedArrayBuffer) => T): T {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const copy = make(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
}

/**
 * The lexicon in SharedArrayBuffers, for worker threads (postMessage / workerData share them, not copy them); this
 * thread switches to the shared arrays too, so the memory exists once.
 */
export function shareLexicon(): LexiconData {
  const { units, keys, info } = data();
  lexicon = {
    units: shared(units, (b) => new Uint16Array(b)),
    keys: shared(keys, (b) => new Uint32Array(b)),
    info: shared(info, (b) => new Uint32Array(b)),
  };
  return lexicon;
}

/**
 * Uses a lexicon another thread built (shareLexicon()) instead of building one here; call it before the first
 * lookup. Throws on arrays of the wrong shape, so a mismatched caller fails loudly instead of finding no names.
 */
export function adoptLexicon(given: LexiconData): void {
  const { units, keys, info } = given;
  const valid =
    units instanceof Uint16Array &&
    keys instanceof Uint32Array &&
    info instanceof Uint32Array &&
    keys.length > 0 &&
    (keys.length & (keys.length - 1)) === 0 &&
    info.length === keys.length;
  if (!valid) throw new TypeError('adoptLexicon: not a lexicon from shareLexicon()');
  lexicon = given;
  recentInfo.fill(0);
}

/** Flags of `s[start…end)` read as is (it must already be lower case); 0 when unknown. */
function storedFlags(s: string, start: number, end: number): number {
  const { units, keys, info } = data();
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = hashStep(h, s.charCodeAt(i));
  const mask = keys.length - 1;
  const length = end - start;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const k = keys[slot]!;
    if (k === 0) return 0;
    if (info[slot]! >>> FLAG_BITS === length && sameUnits(units, k - 1, s, start, end)) return info[slot]! & FLAG_MASK;
  }
}

/**
 * Flags of the word `text[start…end)` in any case, read in place; 0 when unknown. A word with accents that is
 * unknown as written is looked up again without them ("Chloé" as "chloe", "Zoë" as "zoe"): the census lists spell
 * many names in ASCII only.
 */
export function nameFlagsAt(text: string, start: number, end: number): number {
  const flags = exactFlagsAt(text, start, end);
  if (flags !== 0) return flags;
  // Only accented Latin letters (Latin-1 to Latin Extended-B) have an ASCII spelling in the lists; words of other
  // scripts, unknown as most of them are, skip the normalizing copy.
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xc0 && c <= 0x24f) return withoutAccentsFlags(text.slice(start, end));
  }
  return 0;
}

const COMBINING_MARKS = /\p{M}+/gu;

/**
 * The ASCII spelling's name and dictionary flags. Not its place or common-word flags: those curated lists hold
 * English spellings ("jose" of San Jose), and a word written with accents is not that English word.
 */
function withoutAccentsFlags(word: string): number {
  const plain = word.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
  if (plain.length === 0 || plain === word.toLowerCase()) return 0;
  return storedFlags(plain, 0, plain.length) & (NAME_FIRST | NAME_LAST | NAME_KNOWN | NAME_DICT);
}

/** Flags of the word `text[start…end)` in any case as written (no accent-less retry), read in place; 0 when unknown. */
export function exactFlagsAt(text: string, start: number, end: number): number {
  const length = end - start;
  if (length <= 0) return 0;
  // The recent entries are asked before the word is hashed: a document's capitalized words repeat, and a hit then
  // costs one read of the word instead of two (the hash, then the comparison).
  const e = recentSlot(text, start, end);
  if (recentInfo[e]! >>> FLAG_BITS === length && isRecent(text, start, end, e)) return recentInfo[e]! & FLAG_MASK;
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    const c = foldUnit(text.charCodeAt(i));
    if (c < 0) return lowerNameFlags(text.slice(start, end).toLowerCase());
    h = hashStep(h, c);
  }
  return tableFlags(text, start, end, h, e);
}

/**
 * exactFlagsAt of a non-empty word of Latin-1 units whose folded hash (FNV_OFFSET, then hashStep over foldUnit of each
 * unit) the caller computed while reading it: a reader of lower-case words hashes as it finds the word's end.
 */
export function exactFlagsHashed(text: string, start: number, end: number, h: number): number {
  const e = recentSlot(text, start, end);
  if (recentInfo[e]! >>> FLAG_BITS === end - start && isRecent(text, start, end, e)) return recentInfo[e]! & FLAG_MASK;
  return tableFlags(text, start, end, h, e);
}

/**
 * The recent entry a word maps to, from its length and its first, middle and last units folded: read without hashing
 * the word, so a hit never hashes it. Any function of the word would do (an entry answers only when its units equal the
 * word's); this one spreads a document's words over the entries about as well as the hash did.
 */
function recentSlot(text: string, start: number, end: number): number {
  const length = end - start;
  const key = (foldUnit(text.charCodeAt(start)) << 16) ^ (foldUnit(text.charCodeAt(start + (length >> 1))) << 8) ^ foldUnit(text.charCodeAt(end - 1)) ^ (length << 24);
  return Math.imul(key, 0x9e3779b1) >>> (32 - RECENT_BITS);
}

/** Whether entry `e`, of the word's length, holds the word: stored units are folded, and folding is idempotent. */
function isRecent(text: string, start: number, end: number, e: number): boolean {
  // A unit beyond Latin-1 equals no stored unit, nor does its fold (-1): such a word is never answered from here.
  for (let i = start, at = e * RECENT_UNITS; i < end; i++, at++) {
    const u = text.charCodeAt(i);
    const stored = recentUnits[at]!;
    if (u !== stored && foldUnit(u) !== stored) return false;
  }
  return true;
}

/** exactFlagsAt's lookup in the table, for a word not among the recent ones (kept apart so the hit path stays small). */
function tableFlags(text: string, start: number, end: number, h: number, e: number): number {
  const length = end - start;
  const { units, keys, info } = data();
  const mask = keys.length - 1;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const k = keys[slot]!;
    if (k === 0) return remember(text, start, length, e, 0);
    if (info[slot]! >>> FLAG_BITS !== length) continue;
    let at = k - 1;
    let i = start;
    while (i < end && units[at] === foldUnit(text.charCodeAt(i))) {
      at++;
      i++;
    }
    if (i === end) return remember(text, start, length, e, info[slot]! & FLAG_MASK);
  }
}

/**
 * Words looked up lately, direct-mapped (1,024 entries of at most 16 units, 36 KB): a probe of the lexicon touches
 * three multi-megabyte arrays, a cache miss each, while a document's capitalized words repeat ("The", "In", its names).
 * An entry holds the folded word itself, so a hit is exact.
 */
const RECENT_BITS = 10;
const RECENT_UNITS = 16;
/** Per entry: length << FLAG_BITS | flags; 0 (no word has length 0) when empty. */
const recentInfo = new Uint32Array(1 << RECENT_BITS);
const recentUnits = new Uint16Array((1 << RECENT_BITS) * RECENT_UNITS);

/** Keeps a lookup's answer in entry `e` (a longer word is not kept); returns `flags`. */
function remember(text: string, start: number, length: number, e: number, flags: number): number {
  if (length > RECENT_UNITS) return flags;
  recentInfo[e] = (length << FLAG_BITS) | flags;
  for (let i = 0, at = e * RECENT_UNITS; i < length; i++, at++) recentUnits[at] = foldUnit(text.charCodeAt(start + i));
  return flags;
}

/** Flags of a token (any case); 0 when unknown. */
export function nameFlags(token: string): number {
  return nameFlagsAt(token, 0, token.length);
}

/** Flags of a token already in lower case. */
export function lowerNameFlags(lower: string): number {
  return storedFlags(lower, 0, lower.length);
}
