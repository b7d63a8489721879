/**
 * The one shared pass over the text. A single global regex jumps from one "interesting" character to
 * the next (an ASCII digit or capital, or a Latin/Greek/Cyrillic letter beyond ASCII); each hit is widened
 * to its whole word token and recorded once with its flags. Plain lower-case ASCII words, most of any
 * prose, are never visited. The same regex stops at the punctuation anchors ':' (and "://"), '=' and '@'; PEM
 * headers are read from their "BEGIN" token and "www." by one native search. Recognizers read only these lists (no
 * recognizer sweeps the text itself); only a text without any capital letter is tokenized in full, for names written
 * in lower case.
 *
 * Texts of up to 2^17 units run the same loop compiled to WebAssembly (assembly/scan.ts, wasm-scan.ts): there a unit
 * costs a few instructions, where each of the regex's calls costs hundreds and a TurboFan loop tens a unit
 * (docs/performance.md). The module reads every '.' as it goes, so it marks "www." itself.
 *
 * The token lists are typed-array views into buffers an analyzer reuses from call to call (ScanBuffers), the
 * punctuation lists are the buffers' own arrays refilled, and the anchors object itself is the buffers' own, so a scan
 * of an ordinary document allocates nothing.
 */

import { cachedView } from './views.js';
import { createWasmScanner, MARK_AT, MARK_PEM, MARK_SCHEME, MARK_WWW, type WasmScanner } from './wasm-scan.js';

/** Token flags (bit set). */
export const TOKEN_UPPER_INITIAL = 1;
export const TOKEN_DIGIT_INITIAL = 2;
export const TOKEN_HAS_DIGIT = 4;
export const TOKEN_HAS_LOWER = 8;
export const TOKEN_HAS_UPPER = 16;
export const TOKEN_NON_ASCII = 32;

export interface Anchors {
  /** Recorded tokens: starts, ends (exclusive) and flags, in text order. */
  readonly tokenStart: Int32Array;
  readonly tokenEnd: Int32Array;
  readonly tokenFlags: Uint8Array;
  /** Indexes into the token lists: tokens holding a digit; title-case or capital-initial tokens. */
  readonly digitTokens: Int32Array;
  readonly upperTokens: Int32Array;
  /** True when the text has no capital letter: then every word is a token (names may be lower case). */
  readonly caseless: boolean;
  /** Offsets of '@' (e-mail). */
  readonly atSigns: readonly number[];
  /** Offsets of the ':' of "://" (URLs with a scheme). */
  readonly schemeSeps: readonly number[];
  /** Offsets of "www." (URLs without a scheme). */
  readonly wwwStarts: readonly number[];
  /** Offsets of '=' and ':' (key = value pairs), in text order. */
  readonly assignments: readonly number[];
  /** Offsets of "-----BEGIN" (PEM blocks). */
  readonly pemStarts: readonly number[];
}

const NONE: readonly number[] = Object.freeze([]);

type MutableAnchors = { -readonly [K in keyof Anchors]: Anchors[K] };

const INITIAL_CAPACITY = 256;
/** Buffers grown past this many tokens for one huge document are dropped afterwards instead of kept. */
const RETAINED_CAPACITY = 1 << 16;

/**
 * Reusable storage for one scan at a time: the token and punctuation lists of the latest scan are views into it or
 * its own arrays, valid until the next scan with the same buffers (or trim()). An analyzer owns one (analyze() is synchronous and not re-entrant).
 */
export class ScanBuffers {
  /**
   * @param retainedTokens token buffers grown past this many entries for one document are dropped afterwards, and so
   *   are punctuation lists past it.
   * @param cachedViews views are cached for lengths up to this (see view()).
   */
  constructor(
    private readonly retainedTokens = RETAINED_CAPACITY,
    private readonly cachedViews = VIEW_CACHE_MAX,
  ) {}

  tokenStart = new Int32Array(INITIAL_CAPACITY);
  tokenEnd = new Int32Array(INITIAL_CAPACITY);
  tokenFlags = new Uint8Array(INITIAL_CAPACITY);
  digitTokens = new Int32Array(INITIAL_CAPACITY);
  upperTokens = new Int32Array(INITIAL_CAPACITY);
  claimed = new Uint8Array(INITIAL_CAPACITY);
  /**
   * The punctuation lists, refilled by each scan and emptied by the next scan or trim() with pop(), which keeps their
   * stores (a list per mark and per document, grown from one slot, was most of what a scan of a short text allocated).
   */
  marks: PunctuationLists = newMarks();
  /** The latest scan's anchors: one object per buffers, its fields replaced by each scan. */
  readonly anchors: MutableAnchors = {
    tokenStart: this.tokenStart,
    tokenEnd: this.tokenEnd,
    tokenFlags: this.tokenFlags,
    digitTokens: this.digitTokens,
    upperTokens: this.upperTokens,
    caseless: false,
    atSigns: NONE,
    schemeSeps: NONE,
    wwwStarts: NONE,
    assignments: NONE,
    pemStarts: NONE,
  };
  /**
   * Views of the first n entries of each buffer, by n, made once: a scan's lists are views of the lengths of its
   * document, and a typed-array view is an allocation of about 100 bytes (six per call were 5% of the bytes analyze()
   * allocated on 1 KB documents). Bounded by `cachedViews` entries per buffer; reset when a buffer is replaced.
   */
  private views: ViewCache = emptyViewCache();

  /** The first `count` entries of one of the buffers, as a view valid until the buffers are grown or trimmed. */
  view<K extends keyof ViewCache>(kind: K, count: number): ViewCache[K][number] {
    return cachedView(this[kind] as ViewCache[K][number], this.views[kind] as ViewCache[K][number][], count, this.cachedViews);
  }

  /**
   * Points `anchors`' token lists at views of the latest scan's lengths. Each buffer is named, not looked up by a key
   * as view() does: those lookups, one shape per buffer at one site, were megamorphic (4% of a 1 KB text's scan).
   */
  publishTokens(anchors: MutableAnchors, count: number, digits: number, uppers: number): void {
    const views = this.views;
    const most = this.cachedViews;
    anchors.tokenStart = cachedView(this.tokenStart, views.tokenStart, count, most);
    anchors.tokenEnd = cachedView(this.tokenEnd, views.tokenEnd, count, most);
    anchors.tokenFlags = cachedView(this.tokenFlags, views.tokenFlags, count, most);
    anchors.digitTokens = cachedView(this.digitTokens, views.digitTokens, digits, most);
    anchors.upperTokens = cachedView(this.upperTokens, views.upperTokens, uppers, most);
  }

  /** Doubles the token buffers (keeping the first `count` entries). */
  grow(count: number): void {
    this.views = emptyViewCache();
    const size = this.tokenStart.length * 2;
    this.tokenStart = copyInto(new Int32Array(size), this.tokenStart, count);
    this.tokenEnd = copyInto(new Int32Array(size), this.tokenEnd, count);
    this.tokenFlags = copyInto(new Uint8Array(size), this.tokenFlags, count);
    this.digitTokens = copyInto(new Int32Array(size), this.digitTokens, count);
    this.upperTokens = copyInto(new Int32Array(size), this.upperTokens, count);
    this.claimed = new Uint8Array(size);
  }

  /** A zeroed claim map for `count` tokens. */
  claims(count: number): Uint8Array {
    const view = this.view('claimed', count);
    view.fill(0);
    return view;
  }

  /** Empties the punctuation lists, keeping their stores unless a huge document grew them. */
  emptyMarks(): void {
    const m = this.marks;
    if (m.atSigns.length + m.schemeSeps.length + m.assignments.length + m.pemStarts.length + m.wwwStarts.length > this.retainedTokens) {
      this.marks = newMarks();
      return;
    }
    empty(m.atSigns);
    empty(m.schemeSeps);
    empty(m.assignments);
    empty(m.pemStarts);
    empty(m.wwwStarts);
  }

  /** Lets a document's anchors, and a huge document's buffers, go once its scan is no longer read. */
  trim(): void {
    const anchors = this.anchors;
    anchors.atSigns = anchors.schemeSeps = anchors.wwwStarts = anchors.assignments = anchors.pemStarts = NONE;
    this.emptyMarks();
    if (this.tokenStart.length > this.retainedTokens) {
      this.views = emptyViewCache();
      this.tokenStart = new Int32Array(INITIAL_CAPACITY);
      this.tokenEnd = new Int32Array(INITIAL_CAPACITY);
      this.tokenFlags = new Uint8Array(INITIAL_CAPACITY);
      this.digitTokens = new Int32Array(INITIAL_CAPACITY);
      this.upperTokens = new Int32Array(INITIAL_CAPACITY);
      this.claimed = new Uint8Array(INITIAL_CAPACITY);
      anchors.tokenStart = this.tokenStart;
      anchors.tokenEnd = this.tokenEnd;
      anchors.tokenFlags = this.tokenFlags;
      anchors.digitTokens = this.digitTokens;
      anchors.upperTokens = this.upperTokens;
    }
  }
}

function empty(list: number[]): void {
  while (list.length > 0) list.pop();
}

interface ViewCache {
  tokenStart: Int32Array[];
  tokenEnd: Int32Array[];
  tokenFlags: Uint8Array[];
  digitTokens: Int32Array[];
  upperTokens: Int32Array[];
  claimed: Uint8Array[];
}

/** Views kept per buffer: every length an ordinary document of up to a few KB gives. */
const VIEW_CACHE_MAX = 512;

function emptyViewCache(): ViewCache {
  return { tokenStart: [], tokenEnd: [], tokenFlags: [], digitTokens: [], upperTokens: [], claimed: [] };
}

function copyInto<T extends Int32Array | Uint8Array>(target: T, source: T, count: number): T {
  target.set(source.subarray(0, count));
  return target;
}

/** Token flag of each ASCII word character (0: not a word character). */
const ASCII_FLAGS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_FLAGS[c] = TOKEN_HAS_DIGIT;
for (let c = 97; c <= 122; c++) ASCII_FLAGS[c] = TOKEN_HAS_LOWER;
for (let c = 65; c <= 90; c++) ASCII_FLAGS[c] = TOKEN_HAS_UPPER;

/** A text with one of these has case: capitals are its name signal, so only interesting tokens are recorded. */
const HAS_CAPITAL = /[A-Z\u00C0-\u00DE\u0391-\u03A9\u0410-\u042F]/;
/**
 * Whether a non-ASCII UTF-16 unit belongs to a word. Letters and combining marks of Latin, Greek,
 * Cyrillic, Hebrew, Arabic and CJK are in; general punctuation, symbols, surrogates (emoji) and
 * variation selectors are out. A coarse range test keeps the scan branch-light.
 */
export function isNonAsciiWordUnit(c: number): boolean {
  if (!(c >= 0xc0)) return false; // also NaN or undefined: a read past the end of the text
  if (c === 0xd7 || c === 0xf7) return false;
  if (c >= 0x2000 && c <= 0x2bff) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  if (c >= 0xfe00 && c <= 0xfe0f) return false;
  if (c >= 0xff00 && c <= 0xff0f) return false;
  return true;
}

/** Case flags of a non-ASCII word unit (rare: plain ASCII never comes here). */
function wideFlags(c: number): number {
  const ch = String.fromCharCode(c);
  if (ch !== ch.toLowerCase()) return TOKEN_NON_ASCII | TOKEN_HAS_UPPER;
  return ch !== ch.toUpperCase() ? TOKEN_NON_ASCII | TOKEN_HAS_LOWER : TOKEN_NON_ASCII;
}

function indexAll(text: string, needle: string, out: number[]): void {
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) out.push(i);
}

/** The list, or the shared empty one when it holds nothing. */
function listOrNone(list: number[]): readonly number[] {
  return list.length === 0 ? NONE : list;
}

/**
 * Builds the anchor lists in one left-to-right pass that stops at interesting units and at ':', '=' and '@': in
 * WebAssembly when the text fits its module's lists (which also marks "www."), else in JavaScript (plus a native search
 * for "www."). With `buffers`, the token lists are views into them (valid until their next scan); without, into fresh
 * ones.
 */
export function scanAnchors(text: string, buffers: ScanBuffers = new ScanBuffers(), inPlace = false): Anchors {
  const scanner = wasmScannerFor(text);
  if (scanner !== undefined) return scanInWasm(text, buffers, scanner, inPlace);
  return scanAnchorsJs(text, buffers);
}

/** The WebAssembly scanner when it scans `text` (it fits the module's lists), else undefined: the JavaScript scan does. */
function wasmScannerFor(text: string): WasmScanner | undefined {
  return wasm !== undefined && text.length <= wasm.limit ? wasm : undefined;
}

/**
 * The units of `text`, just scanned by scanAnchors(), read in place where the WebAssembly scan left them (no second
 * copy), or undefined when the JavaScript scan read it. Valid until the next scan on this thread.
 */
export function scannedUnits(text: string): Uint16Array | undefined {
  return wasmScannerFor(text)?.scannedUnits(text.length);
}

/** scanAnchors() in JavaScript: texts longer than the WebAssembly module's lists, and the reference its tests use. */
export function scanAnchorsJs(text: string, buffers: ScanBuffers = new ScanBuffers()): Anchors {
  const caseless = !HAS_CAPITAL.test(text);
  const finder = caseless ? INTERESTING_CASELESS : INTERESTING;
  const interestingAscii = caseless ? TOKEN_HAS_DIGIT | TOKEN_HAS_UPPER | TOKEN_HAS_LOWER : TOKEN_HAS_DIGIT | TOKEN_HAS_UPPER;
  let { tokenStart, tokenEnd, tokenFlags, digitTokens, upperTokens } = buffers;
  let count = 0;
  let digits = 0;
  let uppers = 0;
  buffers.emptyMarks();
  const marks = buffers.marks;
  const n = text.length;
  let lastEnd = 0;
  /** The next token's start when it was seen without the regex, else -1. */
  let adjacent = -1;
  finder.lastIndex = 0;
  for (;;) {
    let start = adjacent;
    if (start < 0) {
      if (!finder.test(text)) break;
      start = finder.lastIndex - 1;
      const hit = text.charCodeAt(start);
      if (hit < 128 && ASCII_FLAGS[hit] === 0) {
        markPunctuation(text, start, hit, marks);
        continue;
      }
      // Widen the hit to its whole token ("iPhone", "a56319335"), never back into the previous token.
      while (start > lastEnd && isWordUnit(text.charCodeAt(start - 1))) start--;
    }
    let c = text.charCodeAt(start);
    let flags = c < 128 ? ASCII_FLAGS[c]! : wideFlags(c);
    if (flags & TOKEN_HAS_DIGIT) flags |= TOKEN_DIGIT_INITIAL;
    else if (flags & TOKEN_HAS_UPPER) flags |= TOKEN_UPPER_INITIAL;
    let end = start + 1;
    while (end < n) {
      c = text.charCodeAt(end);
      if (c < 128) {
        const f = ASCII_FLAGS[c]!;
        if (f === 0) break;
        flags |= f;
      } else {
        if (!isNonAsciiWordUnit(c)) break;
        if ((flags & TOKEN_HAS_LOWER) === 0 || (flags & TOKEN_NON_ASCII) === 0) flags |= wideFlags(c);
      }
      end++;
    }
    if (count === tokenStart.length) {
      buffers.grow(count);
      ({ tokenStart, tokenEnd, tokenFlags, digitTokens, upperTokens } = buffers);
    }
    tokenStart[count] = start;
    tokenEnd[count] = end;
    tokenFlags[count] = flags;
    if (flags & TOKEN_HAS_DIGIT) digitTokens[digits++] = count;
    if (flags & TOKEN_UPPER_INITIAL) {
      upperTokens[uppers++] = count;
      // A PEM header is the token "BEGIN…" after five dashes.
      if (text.charCodeAt(start) === 66 && start >= 5 && text.startsWith('-----BEGIN', start - 5)) marks.pemStarts.push(start - 5);
    }
    count++;
    // One separator, then a digit or capital ("John Smith", "555-0147", "10:30"), or two ASCII ones ("Boston, MA",
    // "2024. The"): the next token opens there, and the regex (whose hit it would be) is not entered for it; a
    // separator it would have stopped at is marked here.
    const next = text.charCodeAt(end + 1);
    adjacent = -1;
    if (next < 128) {
      const nextFlags = ASCII_FLAGS[next]!;
      if ((nextFlags & interestingAscii) !== 0) {
        adjacent = end + 1;
        if (c === 58 || c === 61 || c === 64) markPunctuation(text, end, c, marks);
      } else if (nextFlags === 0) {
        const after = text.charCodeAt(end + 2);
        if (after < 128 && (ASCII_FLAGS[after]! & interestingAscii) !== 0) {
          adjacent = end + 2;
          if (c === 58 || c === 61 || c === 64) markPunctuation(text, end, c, marks);
          if (next === 58 || next === 61 || next === 64) markPunctuation(text, end + 1, next, marks);
        }
      }
    }
    finder.lastIndex = end;
    lastEnd = end;
  }
  indexAll(text, 'www.', marks.wwwStarts);
  return publish(buffers, count, digits, uppers, caseless);
}

/**
 * The WebAssembly scan (assembly/scan.ts): the same lists, copied into `buffers`, or with `inPlace` read where the scan
 * wrote them (valid until the next scan on this thread, as scannedUnits()).
 */
function scanInWasm(text: string, buffers: ScanBuffers, scanner: WasmScanner, inPlace: boolean): Anchors {
  buffers.emptyMarks();
  const count = scanner.scan(text);
  // Grown with the lists in place too: the claim map is the buffers' own.
  while (buffers.tokenStart.length < count) buffers.grow(0);
  const digits = scanner.digits();
  const uppers = scanner.uppers();
  if (!inPlace) scanner.copyLists(buffers, count, digits, uppers);
  const marks = buffers.marks;
  const found = scanner.marks;
  for (let k = 0, end = scanner.markCount() * 2; k < end; k += 2) {
    const at = found[k]!;
    const kind = found[k + 1]!;
    if (kind === MARK_AT) marks.atSigns.push(at);
    else if (kind === MARK_WWW) marks.wwwStarts.push(at);
    else if (kind === MARK_PEM) marks.pemStarts.push(at);
    else {
      marks.assignments.push(at);
      if (kind === MARK_SCHEME) marks.schemeSeps.push(at);
    }
  }
  return publish(buffers, count, digits, uppers, scanner.caseless(), inPlace ? scanner : undefined);
}

/** Points the buffers' anchors at the lists of the scan that filled them (`inPlace`: the module's own). */
function publish(buffers: ScanBuffers, count: number, digits: number, uppers: number, caseless: boolean, inPlace?: WasmScanner): Anchors {
  const marks = buffers.marks;
  const anchors = buffers.anchors;
  if (inPlace !== undefined) inPlace.viewLists(anchors, count, digits, uppers);
  else buffers.publishTokens(anchors, count, digits, uppers);
  anchors.caseless = caseless;
  anchors.atSigns = listOrNone(marks.atSigns);
  anchors.schemeSeps = listOrNone(marks.schemeSeps);
  anchors.wwwStarts = listOrNone(marks.wwwStarts);
  anchors.assignments = listOrNone(marks.assignments);
  anchors.pemStarts = listOrNone(marks.pemStarts);
  return anchors;
}

interface PunctuationLists {
  readonly atSigns: number[];
  readonly schemeSeps: number[];
  readonly assignments: number[];
  readonly pemStarts: number[];
  readonly wwwStarts: number[];
}

function newMarks(): PunctuationLists {
  return { atSigns: [], schemeSeps: [], assignments: [], pemStarts: [], wwwStarts: [] };
}

/** Records the ':' (and "://"), '=' or '@' at `at`. */
function markPunctuation(text: string, at: number, c: number, marks: PunctuationLists): void {
  if (c === 64) {
    marks.atSigns.push(at);
    return;
  }
  marks.assignments.push(at);
  if (c === 58 && text.charCodeAt(at + 1) === 47 && text.charCodeAt(at + 2) === 47) marks.schemeSeps.push(at);
}

function isWordUnit(c: number): boolean {
  return c < 128 ? ASCII_FLAGS[c]! !== 0 : isNonAsciiWordUnit(c);
}

/**
 * Characters that make a token worth recording: digits, capitals, Latin-1 to Cyrillic letters (not the signs
 * × and ÷ among them, which are not word characters); and the punctuation anchors ':', '=' and '@'. The regex jumps
 * over everything else natively, which beats a JavaScript loop visiting every character.
 */
const INTERESTING = /[0-9A-Z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u052F:=@]/g;
const INTERESTING_CASELESS = /[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u052F:=@]/g;

/**
 * The WebAssembly module's table entry of a UTF-16 unit (assembly/scan.ts): its token flags (0 for a unit that is no
 * word unit), 64 when INTERESTING stops at it, 128 when INTERESTING_CASELESS does, 1 for '.' (where "www." may end).
 */
function unitEntry(c: number): number {
  const flags = c < 128 ? ASCII_FLAGS[c]! : isNonAsciiWordUnit(c) ? wideFlags(c) : 0;
  const unit = String.fromCharCode(c);
  INTERESTING.lastIndex = 0;
  INTERESTING_CASELESS.lastIndex = 0;
  return flags | (INTERESTING.test(unit) ? 64 : 0) | (INTERESTING_CASELESS.test(unit) ? 128 : 0) | (c === 46 ? 1 : 0);
}

const wasm = createWasmScanner(unitEntry);

/** Whether this thread's scans of texts up to 2^17 units run in WebAssembly (false where WebAssembly is unavailable). */
export function scansInWasm(): boolean {
  return wasm !== undefined;
}
