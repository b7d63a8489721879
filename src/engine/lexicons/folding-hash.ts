/**
 * The case folding and hash shared by the packed word tables (person-names.ts, word-set.ts), so a word read in
 * place from a document hashes exactly like the lower-cased key stored for it.
 */

/**
 * FNV-1a over UTF-16 units: the start value, then one step per unit. Kept as its int32 (`| 0`): 0x811c9dc5 is above
 * 2^31, so as written it is a heap number, and a hash loop that starts from it and continues with Math.imul's int32
 * mixes a double and a Smi at its phi, where V8 may box. The bits, and so every hash, are the same either way:
 * `^`, `&` and `>>>` read the operand as int32.
 */
export const FNV_OFFSET = 0x811c9dc5 | 0;

export function hashStep(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193);
}

/**
 * Lower case of a UTF-16 unit where toLowerCase() maps it alone to one unit: ASCII and Latin-1. -1 beyond, where
 * casing may depend on context (Greek final sigma) or change the length ('İ'), so the caller lower-cases the string.
 */
export function foldUnit(c: number): number {
  if (c < 0x41) return c;
  if (c <= 0x5a) return c | 0x20;
  if (c < 0xc0) return c;
  if (c <= 0xde) return c === 0xd7 ? c : c + 0x20;
  return c <= 0xff ? c : -1;
}
