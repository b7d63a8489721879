/**
 * The scan's WebAssembly fast path (assembly/scan.ts, compiled into scan-wasm.ts): one instance per thread, its memory
 * fixed in size (it never grows, so the views below stay valid). scan.ts writes a text's units into it, runs the scan,
 * and copies the lists out into the caller's ScanBuffers.
 */
import { SCAN_WASM_BASE64 } from './scan-wasm.js';
import { cachedView } from './views.js';

interface ScanExports {
  memory: WebAssembly.Memory;
  scan(length: number): number;
  HEADER: WebAssembly.Global;
  LIMIT: WebAssembly.Global;
  UNITS: WebAssembly.Global;
  TOKEN_START: WebAssembly.Global;
  TOKEN_END: WebAssembly.Global;
  TOKEN_FLAGS: WebAssembly.Global;
  DIGIT_TOKENS: WebAssembly.Global;
  UPPER_TOKENS: WebAssembly.Global;
  MARKS: WebAssembly.Global;
  END: WebAssembly.Global;
}

/** The module's unit table: one byte per UTF-16 unit, at offset 0. */
const TABLE_UNITS = 65536;

/** Kinds of the marks list's entries (assembly/scan.ts); any other kind is an assignment ('=' or ':'). */
export const MARK_AT = 0;
export const MARK_SCHEME = 2;
export const MARK_PEM = 3;
export const MARK_WWW = 4;

/** The lists a scan fills, by the names ScanBuffers gives them. */
export interface ScanLists {
  tokenStart: Int32Array;
  tokenEnd: Int32Array;
  tokenFlags: Uint8Array;
  digitTokens: Int32Array;
  upperTokens: Int32Array;
}

/** Views of a list's first n entries are cached up to this n. */
const CACHED_VIEWS = 512;

export class WasmScanner {
  /** Longest text, in units, the module's lists are sized for. */
  readonly limit: number;
  private readonly run: (length: number) => number;
  private readonly bytes: Buffer;
  private readonly header: Int32Array;
  /** The marks list: (offset, kind) pairs. */
  readonly marks: Int32Array;
  private readonly unitsAt: number;
  private readonly lists: ScanLists;
  private readonly views: { [K in keyof ScanLists]: ScanLists[K][] } = { tokenStart: [], tokenEnd: [], tokenFlags: [], digitTokens: [], upperTokens: [] };

  /** @param unitEntry the module table's entry of each UTF-16 unit (assembly/scan.ts). */
  constructor(unitEntry: (unit: number) => number) {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(SCAN_WASM_BASE64, 'base64')), {
      env: { abort: () => { throw new Error('scan module aborted'); } },
    });
    const exports = instance.exports as unknown as ScanExports;
    const at = (global: WebAssembly.Global): number => global.value as number;
    const buffer = exports.memory.buffer;
    if (at(exports.END) > buffer.byteLength || at(exports.HEADER) < TABLE_UNITS) throw new Error('scan module: its layout does not fit its memory');
    this.limit = at(exports.LIMIT);
    this.run = exports.scan;
    this.bytes = Buffer.from(buffer);
    // Token count, digit tokens, upper tokens, marks, caseless.
    this.header = new Int32Array(buffer, at(exports.HEADER), 5);
    this.unitsAt = at(exports.UNITS);
    this.marks = new Int32Array(buffer, at(exports.MARKS), this.limit * 2);
    this.lists = {
      tokenStart: new Int32Array(buffer, at(exports.TOKEN_START), this.limit),
      tokenEnd: new Int32Array(buffer, at(exports.TOKEN_END), this.limit),
      tokenFlags: new Uint8Array(buffer, at(exports.TOKEN_FLAGS), this.limit),
      digitTokens: new Int32Array(buffer, at(exports.DIGIT_TOKENS), this.limit),
      upperTokens: new Int32Array(buffer, at(exports.UPPER_TOKENS), this.limit),
    };
    const table = new Uint8Array(buffer, 0, TABLE_UNITS);
    for (let c = 0; c < TABLE_UNITS; c++) table[c] = unitEntry(c);
  }

  /** Scans `text` (at most `limit` units); returns its token count. The other counts: digits(), uppers(), markCount(), caseless(). */
  scan(text: string): number {
    // UTF-16LE is the units' bytes in WebAssembly's little-endian memory on any host.
    this.bytes.write(text, this.unitsAt, text.length * 2, 'utf16le');
    return this.run(text.length);
  }

  /**
   * The latest scan's text as units, read in place in the module's memory: valid until the next scan on this thread
   * (of any analyzer), so only a caller that scans nothing before it is done with them may keep them.
   */
  scannedUnits(length: number): Uint16Array {
    return new Uint16Array(this.bytes.buffer, this.bytes.byteOffset + this.unitsAt, length);
  }

  digits(): number {
    return this.header[1]!;
  }

  uppers(): number {
    return this.header[2]!;
  }

  markCount(): number {
    return this.header[3]!;
  }

  caseless(): boolean {
    return this.header[4] === 1;
  }

  /**
   * Points `target`'s lists at the latest scan's own, in the module's memory: valid until the next scan on this thread,
   * like scannedUnits(). Views of up to CACHED_VIEWS entries are made once.
   */
  viewLists(target: ScanLists, count: number, digits: number, uppers: number): void {
    const { lists, views } = this;
    target.tokenStart = cachedView(lists.tokenStart, views.tokenStart, count, CACHED_VIEWS);
    target.tokenEnd = cachedView(lists.tokenEnd, views.tokenEnd, count, CACHED_VIEWS);
    target.tokenFlags = cachedView(lists.tokenFlags, views.tokenFlags, count, CACHED_VIEWS);
    target.digitTokens = cachedView(lists.digitTokens, views.digitTokens, digits, CACHED_VIEWS);
    target.upperTokens = cachedView(lists.upperTokens, views.upperTokens, uppers, CACHED_VIEWS);
  }

  /**
   * Copies the latest scan's lists into `target`'s: `count` tokens, `digits` and `uppers` indexes. Each list is named,
   * not looked up by a key (one site over five shapes was a megamorphic lookup).
   */
  copyLists(target: ScanLists, count: number, digits: number, uppers: number): void {
    const { lists, views } = this;
    copyFirst(lists.tokenStart, views.tokenStart, target.tokenStart, count);
    copyFirst(lists.tokenEnd, views.tokenEnd, target.tokenEnd, count);
    copyFirst(lists.tokenFlags, views.tokenFlags, target.tokenFlags, count);
    copyFirst(lists.digitTokens, views.digitTokens, target.digitTokens, digits);
    copyFirst(lists.upperTokens, views.upperTokens, target.upperTokens, uppers);
  }
}

/** Copies the first `count` entries of `list` into `target`, through a view cached in `cache` by its length. */
function copyFirst<T extends Int32Array | Uint8Array>(list: T, cache: T[], target: T, count: number): void {
  if (count === 0) return;
  target.set(cachedView(list, cache, count, CACHED_VIEWS));
}

/** A scanner for this thread, or undefined where WebAssembly is unavailable (the scan then runs in JavaScript). */
export function createWasmScanner(unitEntry: (unit: number) => number): WasmScanner | undefined {
  if (typeof WebAssembly !== 'object') return undefined;
  return new WasmScanner(unitEntry);
}
