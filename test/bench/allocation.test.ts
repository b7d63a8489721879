import { describe, expect, it } from 'vitest';
import { measureAllocation } from '../../bench/allocation.js';

/** 50 ASCII texts of 1,000 characters: 1,000 input bytes each. */
const TEXTS = Array.from({ length: 50 }, (_, i) => String.fromCharCode(97 + (i % 26)).repeat(1000));
const WINDOW_BYTES = 100_000;
const WARM_BYTES = 1_000_000;

/** An array of one Smi slot per input character: a known number of bytes allocated per input byte. */
const slotsPerChar = (text: string): unknown => new Array<number>(text.length).fill(0);

describe('measureAllocation', () => {
  it("reads a function's known allocation per input byte in every window", () => {
    const reference = measureAllocation(slotsPerChar, TEXTS, WINDOW_BYTES, WARM_BYTES);
    // One slot per character, whatever a slot's size on this build (8 bytes, or 4 with pointer compression), plus
    // the array's headers. A window can read more, never less: the optimizing compiler may add its code to one (the
    // reason for the median).
    const slot = reference.bytesPerInputByte >= 8 ? 8 : 4;
    expect(reference.bytesPerInputByte).toBeGreaterThanOrEqual(slot);
    // Windows this small also hold up to ≈ 0.45 bytes per input byte of other allocation (8.13-8.45 with 8-byte slots).
    expect(reference.bytesPerInputByte).toBeLessThan(slot + 0.5);
    expect(reference.windows).toHaveLength(5);
    for (const w of reference.windows) expect(w).toBeGreaterThanOrEqual(slot);
    expect(reference.inputBytes).toBeGreaterThanOrEqual(5 * WINDOW_BYTES);
  });

  it('reports the median window, so one burst of allocation in one window does not move it', () => {
    // Calls 1-1000 warm up (1,000,000 bytes), 1001-1100 are the first window, 1101-1200 the second: call 1150 also
    // allocates 2 MB once (20 bytes per input byte of its window), as a late optimizing compile puts its code in the
    // heap once.
    let calls = 0;
    const withBurst = (text: string): unknown => {
      calls += 1;
      if (calls === 1150) return [slotsPerChar(text), new Array<number>(250_000).fill(0)];
      return slotsPerChar(text);
    };
    const result = measureAllocation(withBurst, TEXTS, WINDOW_BYTES, WARM_BYTES);
    expect(result.windows[1]).toBeGreaterThan(result.windows[0]! + 10);
    // Still one slot per character: the mean of the windows would read about 4 bytes more.
    const slot = result.bytesPerInputByte >= 8 ? 8 : 4;
    expect(result.bytesPerInputByte).toBeLessThan(slot + 0.5);
  });
});
