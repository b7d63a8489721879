/**
 * The name lexicon: every word of name-sources.ts, lower-cased, with a bit set of flags, built once at module
 * load, so one lookup per capitalized token answers every question the person-name recognizer asks.
 *
 * Stored packed, not as a Map of strings: the keys' UTF-16 units sit end to end in one Uint16Array, and an
 * open-addressing table (power-of-two size, linear probing, at most half full) holds each key's offset and
 * its length and flags. About 8 MB for ~300,000 words instead of ~30 MB of heap for a Map and its strings,
 * once per isolate (each worker thread builds its own). Lookups hash the text in place: nameFlagsAt() reads
 * a token straight from the document, folding case as it goes, without a substring or a lower-cased copy.
 */
import { forEachLexiconWord } from './name-sources.js';

export { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE } from './name-sources.js';

/** Slot info packs the key length above sixteen flag bits; longer keys are no names and are not stored. */
const FLAG_BITS = 16;
const FLAG_MASK = (1 << FLAG_BITS) - 1;
const MAX_KEY_LENGTH = 0xffff;

interface Table {
  /** Per slot: offset of the key in `units` plus one; 0 marks an empty slot. */
  keys: Uint32Array;
  /** Per slot: key length << FLAG_BITS | flags. */
  info: Uint32Array;
  mask: number;
}

let units = new Uint16Array(1 << 20);
let used = 0;
let count = 0;
let table: Table = emptyTable(1 << 19);

function emptyTable(size: number): Table {
  return { keys: new Uint32Array(size), info: new Uint32Array(size), mask: size - 1 };
}

/** FNV-1a over UTF-16 units, one step. */
const FNV_OFFSET = 0x811c9dc5;
function step(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193);
}

/** Hash of `units[offset … offset+length)`. */
function hashStored(offset: number, length: number): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < length; i++) h = step(h, units[offset + i]!);
  return h;
}

function sameKey(slotOffset: number, s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (units[slotOffset++] !== s.charCodeAt(i)) return false;
  return true;
}

/** Slot of `s[start…end)` (already lower case), or of the empty slot where it would go. */
function findSlot(s: string, start: number, end: number, hash: number): number {
  const { keys, info, mask } = table;
  const length = end - start;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const k = keys[slot]!;
    if (k === 0) return slot;
    if (info[slot]! >>> FLAG_BITS === length && sameKey(k - 1, s, start, end)) return slot;
  }
}

function rehash(size: number): void {
  const old = table;
  table = emptyTable(size);
  for (let slot = 0; slot < old.keys.length; slot++) {
    const k = old.keys[slot]!;
    if (k === 0) continue;
    const length = old.info[slot]! >>> FLAG_BITS;
    let at = hashStored(k - 1, length) & table.mask;
    while (table.keys[at] !== 0) at = (at + 1) & table.mask;
    table.keys[at] = k;
    table.info[at] = old.info[slot]!;
  }
}

function add(word: string, flag: number): void {
  if (flag <= 0 || flag > FLAG_MASK) throw new RangeError(`lexicon flag ${flag} does not fit ${FLAG_BITS} bits`);
  const key = word.toLowerCase();
  if (key.length > MAX_KEY_LENGTH) return;
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) h = step(h, key.charCodeAt(i));
  const slot = findSlot(key, 0, key.length, h);
  if (table.keys[slot] !== 0) {
    table.info[slot] = table.info[slot]! | flag;
    return;
  }
  if (used + key.length > units.length) {
    const grown = new Uint16Array(units.length * 2);
    grown.set(units);
    units = grown;
  }
  for (let i = 0; i < key.length; i++) units[used + i] = key.charCodeAt(i);
  table.keys[slot] = used + 1;
  table.info[slot] = (key.length << FLAG_BITS) | flag;
  used += key.length;
  if (++count * 2 > table.keys.length) rehash(table.keys.length * 2);
}

forEachLexiconWord(add);
// Keep only what is used: the key units, trimmed to their length.
units = units.slice(0, used);

/** Flags of `s[start…end)` read as is (it must already be lower case); 0 when unknown. */
function storedFlags(s: string, start: number, end: number): number {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = step(h, s.charCodeAt(i));
  const slot = findSlot(s, start, end, h);
  return table.keys[slot] === 0 ? 0 : table.info[slot]! & FLAG_MASK;
}

/**
 * Lower case of a UTF-16 unit where toLowerCase() maps it alone to one unit: ASCII and Latin-1. -1 beyond, where
 * casing may depend on context (Greek final sigma) or change the length ('İ'), so the caller lower-cases the string.
 */
function foldUnit(c: number): number {
  if (c < 0x41) return c;
  if (c <= 0x5a) return c | 0x20;
  if (c < 0xc0) return c;
  if (c <= 0xde) return c === 0xd7 ? c : c + 0x20;
  return c <= 0xff ? c : -1;
}

/** Flags of the word `text[start…end)` in any case, read in place; 0 when unknown. */
export function nameFlagsAt(text: string, start: number, end: number): number {
  const length = end - start;
  if (length <= 0) return 0;
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    const c = foldUnit(text.charCodeAt(i));
    if (c < 0) return lowerNameFlags(text.slice(start, end).toLowerCase());
    h = step(h, c);
  }
  const { keys, info, mask } = table;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const k = keys[slot]!;
    if (k === 0) return 0;
    if (info[slot]! >>> FLAG_BITS !== length) continue;
    let at = k - 1;
    let i = start;
    while (i < end && units[at] === foldUnit(text.charCodeAt(i))) {
      at++;
      i++;
    }
    if (i === end) return info[slot]! & FLAG_MASK;
  }
}

/** Flags of a token (any case); 0 when unknown. */
export function nameFlags(token: string): number {
  return nameFlagsAt(token, 0, token.length);
}

/** Flags of a token already in lower case. */
export function lowerNameFlags(lower: string): number {
  return storedFlags(lower, 0, lower.length);
}
