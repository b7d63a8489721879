import { describe, expect, it } from 'vitest';
import { measureAllocation } from '../../bench/allocation.js';

/** 50 ASCII texts of 1,000 characters: 1,000 input bytes each. */
const TEXTS = Array.from({ length: 50 }, (_, i) => String.fromCharCode(97 + (i % 26)).repeat(1000));
const WINDOW_BYTES = 100_000;
const WARM_BYTES = 200_000;

/** An array of one Smi slot per input character: a known number of bytes allocated per input byte. */
const slotsPerChar = (text: string): unknown => new Array<number>(text.length).fill(0);

describe('measureAllocation', () => {
  it("reads a function's known allocation per input byte in every window", () => {
    const reference = measureAllocation(slotsPerChar, TEXTS, WINDOW_BYTES, WARM_BYTES);
    // One slot per character, whatever a slot's size on this build (8 bytes, or 4 with pointer compression), plus
    // the array's headers: the windows agree with each other and with the slot size.
    expect([4, 8].some((slot) => reference.bytesPerInputByte >= slot && reference.bytesPerInputByte < slot * 1.05)).toBe(true);
    expect(reference.windows).toHaveLength(5);
    for (const w of reference.windows) expect(Math.abs(w - reference.bytesPerInputByte)).toBeLessThan(0.1);
    expect(reference.inputBytes).toBeGreaterThanOrEqual(5 * WINDOW_BYTES);
  });

  it('reports the median window, so one burst of allocation in one window does not move it', () => {
    const reference = measureAllocation(slotsPerChar, TEXTS, WINDOW_BYTES, WARM_BYTES).bytesPerInputByte;
    // Calls 1-200 warm up (200,000 bytes), 201-300 are the first window, 301-400 the second: call 350 also allocates
    // 2 MB once, as a late optimizing compile puts its code in the heap once.
    let calls = 0;
    const withBurst = (text: string): unknown => {
      calls += 1;
      if (calls === 350) return [slotsPerChar(text), new Array<number>(250_000).fill(0)];
      return slotsPerChar(text);
    };
    const result = measureAllocation(withBurst, TEXTS, WINDOW_BYTES, WARM_BYTES);
    expect(result.windows[1]).toBeGreaterThan(result.windows[0]! + 5);
    expect(Math.abs(result.bytesPerInputByte - reference)).toBeLessThan(0.1);
  });
});
