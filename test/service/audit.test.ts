/** Audit query bounds (spec §4.4, decisions.md: inclusive dates, ISO 8601). */
import { describe, expect, it } from 'vitest';
import { parseDateBound } from '../../src/service/audit.js';

describe('parseDateBound', () => {
  it.each([
    ['2026-03-01', 'start_date', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01', 'end_date', '2026-03-01T23:59:59.999Z'],
    ['2026-03-01T10:20:30Z', 'start_date', '2026-03-01T10:20:30.000Z'],
    ['2026-03-01T10:20:30.123Z', 'end_date', '2026-03-01T10:20:30.123Z'],
    ['2026-03-01T10:20:30+02:00', 'start_date', '2026-03-01T08:20:30.000Z'],
    ['2026-03-01T10:20', 'start_date', '2026-03-01T10:20:00.000Z'],
    ['2024-02-29', 'start_date', '2024-02-29T00:00:00.000Z'],
  ] as const)('%s as %s → %s', (input, parameter, expected) => {
    expect(parseDateBound(input, parameter)).toBe(expected);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', 'yesterday', '2026-03-01T25:00:00Z', '1700000000', ''])('refuses %j', (input) => {
    expect(() => parseDateBound(input, 'start_date')).toThrow(expect.objectContaining({ details: { parameter: 'start_date', type: 'invalid', expected: 'ISO 8601' } }));
  });
});
