import { describe, expect, it } from 'vitest';
import { compilePatterns } from '../../src/service/options.js';
import type { RequestLimits } from '../../src/config.js';
import { PdpsError } from '../../src/errors.js';

const limits = (customPatterns: number, patternLength: number): RequestLimits => ({
  bodyBytes: 10 << 20,
  textLength: 1 << 20,
  batchDocuments: 1000,
  depth: 64,
  customPatterns,
  patternLength,
});

function details(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return (err as PdpsError).details;
  }
  return undefined;
}

describe('compilePatterns', () => {
  const specs = (n: number, length = 3) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, pattern: 'x'.repeat(length) }));

  it('honours configured limits above the documented defaults', () => {
    expect(compilePatterns(specs(150), limits(200, 1000))?.size).toBe(150);
    expect(compilePatterns(specs(1, 1500), limits(100, 2000))?.size).toBe(1);
  });

  it('refuses past configured limits below the defaults, naming the limit', () => {
    expect(details(() => compilePatterns(specs(3), limits(2, 1000)))).toEqual({ parameter: 'custom_patterns', type: 'too_large', limit: 2 });
    expect(details(() => compilePatterns(specs(1, 11), limits(100, 10)))).toEqual({
      parameter: 'custom_patterns[0].pattern',
      type: 'too_large',
      limit: 10,
    });
  });

  it('compiles nothing when no patterns are given', () => {
    expect(compilePatterns(undefined, limits(100, 1000))).toBeUndefined();
    expect(compilePatterns([], limits(100, 1000))).toBeUndefined();
  });
});
