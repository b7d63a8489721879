/**
 * Typed-array views cached by length. A scan's lists are views of its text's lengths, and a view is an allocation of
 * about 100 bytes; made once per length, they cost nothing per text (scan.ts's ScanBuffers, wasm-scan.ts's copies).
 */

/** The first `count` entries of `buffer` as a view, from `cache` when `count` is at most `most`. */
export function cachedView<T extends Int32Array | Uint8Array>(buffer: T, cache: T[], count: number, most: number): T {
  if (count > most) return buffer.subarray(0, count) as T;
  return (cache[count] ??= buffer.subarray(0, count) as T);
}
