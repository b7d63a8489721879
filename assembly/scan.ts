/**
 * AssemblyScript source of the scan's WebAssembly fast path (compiled by scripts/build-wasm.ts into
 * src/engine/pipeline/scan-wasm.ts). The same loop as scanAnchorsJs() in src/engine/pipeline/scan.ts, statement for
 * statement, save that it skips quiet units four at a time and also marks "www." (searched natively there): a test holds
 * the two to the same output. In TurboFan every unit a loop visits costs about 25-30
 * instructions (the typed arrays' checks are repeated each iteration) and each RegExp test() call about 480; here a unit
 * costs a few (docs/performance-log.md, session 15).
 *
 * Memory: the unit table at 0, written by the JavaScript side (src/engine/pipeline/wasm-scan.ts), one byte per UTF-16
 * unit: the scan's token flags of an ASCII unit, wideFlags() of a non-ASCII word unit, 0 for any other, plus
 * INTERESTING and INTERESTING_CASELESS for the units scan.ts's regexes of those names stop at, and DOT for '.'; then
 * the header at HEADER, the text's units at UNITS, and the output lists.
 */

const TOKEN_UPPER_INITIAL: u32 = 1;
const TOKEN_DIGIT_INITIAL: u32 = 2;
const TOKEN_HAS_DIGIT: u32 = 4;
const TOKEN_HAS_LOWER: u32 = 8;
const TOKEN_HAS_UPPER: u32 = 16;
const TOKEN_NON_ASCII: u32 = 32;

/** Kinds of the marks list's entries (the JavaScript side files them in the punctuation lists). */
const MARK_AT: i32 = 0;
const MARK_ASSIGNMENT: i32 = 1;
const MARK_SCHEME: i32 = 2;
const MARK_PEM: i32 = 3;
const MARK_WWW: i32 = 4;

/** Header words: token count, digit tokens, upper tokens, marks, caseless (1 or 0). After the unit table. */
export const HEADER: usize = 65536;

/** The capacity the JavaScript side sizes the lists for: texts of up to this many units. */
export const LIMIT: i32 = 1 << 17;

export const UNITS: usize = HEADER + 64;
export const TOKEN_START: usize = UNITS + ((<usize>LIMIT) << 1);
export const TOKEN_END: usize = TOKEN_START + ((<usize>LIMIT) << 2);
export const DIGIT_TOKENS: usize = TOKEN_END + ((<usize>LIMIT) << 2);
export const UPPER_TOKENS: usize = DIGIT_TOKENS + ((<usize>LIMIT) << 2);
export const MARKS: usize = UPPER_TOKENS + ((<usize>LIMIT) << 2);
export const TOKEN_FLAGS: usize = MARKS + ((<usize>LIMIT) << 3);
export const END: usize = TOKEN_FLAGS + <usize>LIMIT;

// @ts-ignore: decorator
@inline function unit(i: i32): u32 {
  return <u32>load<u16>(UNITS + ((<usize>i) << 1));
}

/**
 * The table's bits beside a unit's token flags (which never hold the two INITIAL bits): the unit is one the scan stops
 * at, with case, without case; DOT marks '.', where "www." may end.
 */
const INTERESTING: u32 = 64;
const INTERESTING_CASELESS: u32 = 128;
const DOT: u32 = 1;
const TOKEN_FLAGS_MASK: u32 = TOKEN_HAS_DIGIT | TOKEN_HAS_LOWER | TOKEN_HAS_UPPER | TOKEN_NON_ASCII;

// @ts-ignore: decorator
@inline function entryOf(c: u32): u32 {
  return <u32>load<u8>(<usize>c);
}

// @ts-ignore: decorator
@inline function flagsOf(c: u32): u32 {
  return entryOf(c) & TOKEN_FLAGS_MASK;
}

/** HAS_CAPITAL of scan.ts: [A-Z\u00C0-\u00DE\u0391-\u03A9\u0410-\u042F]. */
// @ts-ignore: decorator
@inline function isCapital(c: u32): bool {
  return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde) || (c >= 0x391 && c <= 0x3a9) || (c >= 0x410 && c <= 0x42f);
}

let marks: i32 = 0;

// @ts-ignore: decorator
@inline function mark(at: i32, kind: i32): void {
  const entry = MARKS + ((<usize>marks) << 3);
  store<i32>(entry, at);
  store<i32>(entry, kind, 4);
  marks++;
}

/** markPunctuation of scan.ts: the ':' (and "://"), '=' or '@' at `at`. */
function markPunctuation(at: i32, c: u32, n: i32): void {
  if (c == 64) {
    mark(at, MARK_AT);
    return;
  }
  mark(at, c == 58 && at + 2 < n && unit(at + 1) == 47 && unit(at + 2) == 47 ? MARK_SCHEME : MARK_ASSIGNMENT);
}

/**
 * Marks "www." when the '.' at `dot` ends one: scan.ts searches "www." natively; here every '.' is read anyway, by the
 * skip loop or as a separator the adjacent-token step passes over. The pattern cannot overlap itself, so the marks are
 * the native search's, in order.
 */
function markWww(dot: i32): void {
  if (dot >= 3 && unit(dot - 1) == 119 && unit(dot - 2) == 119 && unit(dot - 3) == 119) mark(dot - 3, MARK_WWW);
}

/** Whether "-----BEGIN" stands at `at` (the text's `n` units). */
function pemAt(at: i32, n: i32): bool {
  if (at + 10 > n) return false;
  for (let i = 0; i < 5; i++) if (unit(at + i) != 45) return false;
  return unit(at + 5) == 66 && unit(at + 6) == 69 && unit(at + 7) == 71 && unit(at + 8) == 73 && unit(at + 9) == 78;
}

/** Scans the `n` units at UNITS; returns the token count, the other counts in the header. */
export function scan(n: i32): i32 {
  let caseless = true;
  for (let i = 0; i < n; i++) {
    if (isCapital(unit(i))) {
      caseless = false;
      break;
    }
  }
  const stops: u32 = (caseless ? INTERESTING_CASELESS : INTERESTING) | DOT;
  const interestingAscii: u32 = caseless ? TOKEN_HAS_DIGIT | TOKEN_HAS_UPPER | TOKEN_HAS_LOWER : TOKEN_HAS_DIGIT | TOKEN_HAS_UPPER;
  let count = 0;
  let digits = 0;
  let uppers = 0;
  marks = 0;
  let lastEnd = 0;
  let adjacent = -1;
  // The regex's lastIndex in scan.ts.
  let from = 0;
  while (true) {
    let start = adjacent;
    if (start < 0) {
      let i = from;
      while (true) {
        // Four units a step while none of them is a stop: one 64-bit load and one branch for the four.
        while (i + 4 <= n) {
          const four = load<u64>(UNITS + ((<usize>i) << 1));
          const any = entryOf(<u32>(four & 0xffff)) | entryOf(<u32>((four >> 16) & 0xffff)) | entryOf(<u32>((four >> 32) & 0xffff)) | entryOf(<u32>(four >> 48));
          if ((any & stops) != 0) break;
          i += 4;
        }
        while (i < n && (entryOf(unit(i)) & stops) == 0) i++;
        if (i >= n || unit(i) != 46) break;
        markWww(i);
        i++;
      }
      if (i >= n) break;
      start = i;
      from = i + 1;
      const hit = unit(start);
      if (hit < 128 && flagsOf(hit) == 0) {
        markPunctuation(start, hit, n);
        continue;
      }
      while (start > lastEnd && flagsOf(unit(start - 1)) != 0) start--;
    }
    let c = unit(start);
    let flags = flagsOf(c);
    if (flags & TOKEN_HAS_DIGIT) flags |= TOKEN_DIGIT_INITIAL;
    else if (flags & TOKEN_HAS_UPPER) flags |= TOKEN_UPPER_INITIAL;
    let end = start + 1;
    while (end < n) {
      c = unit(end);
      const f = flagsOf(c);
      if (f == 0) break;
      if (c < 128) flags |= f;
      else if ((flags & TOKEN_HAS_LOWER) == 0 || (flags & TOKEN_NON_ASCII) == 0) flags |= f;
      end++;
    }
    store<i32>(TOKEN_START + ((<usize>count) << 2), start);
    store<i32>(TOKEN_END + ((<usize>count) << 2), end);
    store<u8>(TOKEN_FLAGS + <usize>count, <u8>flags);
    if (flags & TOKEN_HAS_DIGIT) {
      store<i32>(DIGIT_TOKENS + ((<usize>digits) << 2), count);
      digits++;
    }
    if (flags & TOKEN_UPPER_INITIAL) {
      store<i32>(UPPER_TOKENS + ((<usize>uppers) << 2), count);
      uppers++;
      if (unit(start) == 66 && start >= 5 && pemAt(start - 5, n)) mark(start - 5, MARK_PEM);
    }
    count++;
    // The unit the token loop stopped at (scan.ts's `c` after the loop): a word unit when the text ended.
    const stop: u32 = end < n ? c : 0;
    adjacent = -1;
    if (end + 1 < n) {
      const next = unit(end + 1);
      if (next < 128) {
        const nextFlags = flagsOf(next);
        if ((nextFlags & interestingAscii) != 0) {
          adjacent = end + 1;
          if (stop == 58 || stop == 61 || stop == 64) markPunctuation(end, stop, n);
          else if (stop == 46) markWww(end);
        } else if (nextFlags == 0 && end + 2 < n) {
          const after = unit(end + 2);
          if (after < 128 && (flagsOf(after) & interestingAscii) != 0) {
            adjacent = end + 2;
            if (stop == 58 || stop == 61 || stop == 64) markPunctuation(end, stop, n);
            else if (stop == 46) markWww(end);
            if (next == 58 || next == 61 || next == 64) markPunctuation(end + 1, next, n);
            else if (next == 46) markWww(end + 1);
          }
        }
      }
    }
    from = end;
    lastEnd = end;
  }
  store<i32>(HEADER, count);
  store<i32>(HEADER, digits, 4);
  store<i32>(HEADER, uppers, 8);
  store<i32>(HEADER, marks, 12);
  store<i32>(HEADER, caseless ? 1 : 0, 16);
  return count;
}
