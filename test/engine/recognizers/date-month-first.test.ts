/**
 * Month-first dates through the public API, around the shortcut that sends a month word followed by a comma, or by a
 * space and three digits, straight to the month-and-year form (every other month-first form has a one- or two-digit
 * day right after the month).
 */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';

const analyzer = createAnalyzer();

function dates(input: string): string[] {
  return analyzer
    .analyze(input)
    .filter((e) => e.type === 'DATE' || e.type === 'DATE_OF_BIRTH')
    .map((e) => e.text);
}

describe('month-first dates', () => {
  it.each([
    ['Moved in March 1959.', ['March 1959']],
    ['Moved in March, 1959.', ['March, 1959']],
    ['It was May, 2020 then', ['May, 2020']],
    ['December 2026 plans', ['December 2026']],
    ['In March 19, 1959 we met.', ['March 19, 1959']],
    ['Seen on March 19 at noon.', ['March 19']],
    ['Since May 12 we wait.', ['May 12']],
    ['Jan  9 14:31:07 2024 boot', ['Jan  9 14:31:07 2024']],
    ['Oct 12 07:52:33 host', ['Oct 12 07:52:33']],
    ['Paid Sept. 4 in full.', ['Sept. 4']],
    ['Due Dec 5th, 2025.', ['Dec 5th, 2025']],
    ['Met Feb 20, we agreed', ['Feb 20']],
    ['Since Mar 195 units.', []],
    ['MARCH 1959 was cold', []],
    ['In March 19591 items', []],
  ])('%s', (input, expected) => {
    expect(dates(input)).toEqual(expected);
  });
});
