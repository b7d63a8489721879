/**
 * The UTF-16 units of the text being analyzed, as a typed array the recognizers index (`units[i]` for
 * `text.charCodeAt(i)`). TurboFan compiles each `charCodeAt` site to a dispatch on the string's representation, about
 * 330 bytes of machine code against about 60 for a typed-array read; with hundreds of sites across sixteen recognizers
 * that code outgrew the instruction cache (docs/performance.md, the engine).
 *
 * Reads past either end give `undefined` where `charCodeAt` gave `NaN`: both compare false, and both are 0 in bitwise
 * operations, which is all the readers do with them.
 */
import { endianness } from 'node:os';

const LITTLE_ENDIAN = endianness() === 'LE';

const INITIAL_BYTES = 4096;
/** By default, a store grown past this for one huge text is let go afterwards (trim()) instead of kept. */
const RETAINED_BYTES = 1 << 17;

/** One text's units at a time, in a store reused from text to text. */
export class UnitStore {
  /** @param retainedBytes a store grown past this for one text is let go by trim(). */
  constructor(private readonly retainedBytes = RETAINED_BYTES) {}

  private bytes = Buffer.alloc(INITIAL_BYTES);

  /** Units the store holds without growing. */
  get capacity(): number {
    return this.bytes.length >> 1;
  }

  /** `text`'s units, exactly `text.length` of them, valid until the next fill(). */
  fill(text: string): Uint16Array {
    const size = text.length * 2;
    if (size > this.bytes.length) this.bytes = Buffer.alloc(Math.max(size, this.bytes.length * 2));
    const units = new Uint16Array(this.bytes.buffer, this.bytes.byteOffset, text.length);
    // UTF-16LE is the units' own bytes on a little-endian machine, copied natively (lone surrogates as they are).
    if (LITTLE_ENDIAN) this.bytes.write(text, 0, size, 'utf16le');
    else for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
    return units;
  }

  /** Lets a huge text's store go once its units are no longer read. */
  trim(): void {
    if (this.bytes.length > this.retainedBytes) this.bytes = Buffer.alloc(INITIAL_BYTES);
  }
}

/** `text`'s units in an array of their own (for callers outside an analyzer: tests, tools). */
export function unitsOf(text: string): Uint16Array {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
}
