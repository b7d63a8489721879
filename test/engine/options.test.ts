/** Options of analyze(): threshold, entity filter, field-name context, overlap policy; custom pattern errors. */
import { describe, expect, it } from 'vitest';
import { compileCustomPatterns, createAnalyzer } from '../../src/engine/index.js';
import { PdpsError } from '../../src/errors.js';

const analyzer = createAnalyzer();

describe('threshold and filter', () => {
  it('reports an entity whose confidence equals the threshold (ties reported)', () => {
    const [e] = analyzer.analyze('SSN: 536-90-4399');
    expect(e).toBeDefined();
    expect(analyzer.analyze('SSN: 536-90-4399', { threshold: e!.confidence })).toHaveLength(1);
    expect(analyzer.analyze('SSN: 536-90-4399', { threshold: Math.min(1, e!.confidence + 0.01) })).toHaveLength(e!.confidence < 1 ? 0 : 1);
  });

  it('keeps only the requested labels', () => {
    const input = 'Mail a@example.com or call (212) 555-0147';
    expect(analyzer.analyze(input, { entities: new Set(['PHONE']) }).map((e) => e.type)).toEqual(['PHONE']);
  });

  it('a filter does not change what the kept types find', () => {
    const input = 'Write to John.Smith@example.com or call John Smith.';
    const names = analyzer.analyze(input, { entities: new Set(['PERSON_NAME']) });
    expect(names.map((e) => e.text)).toEqual(['John Smith']);
    expect(names).toEqual(analyzer.analyze(input).filter((e) => e.type === 'PERSON_NAME'));
  });

  it('threshold 0 surfaces weak candidates that 0.5 hides', () => {
    const input = 'ref 90210';
    expect(analyzer.analyze(input)).toEqual([]);
    expect(analyzer.analyze(input, { threshold: 0 }).map((e) => e.type)).toContain('POSTAL_CODE');
  });
});

describe('context', () => {
  it('a nearby word raises a bare 9-digit SSN over the threshold', () => {
    expect(analyzer.analyze('536904399')).toEqual([]);
    expect(analyzer.analyze('SSN 536904399').map((e) => e.type)).toEqual(['SSN']);
  });

  it('a field name acts as context (JSON key / CSV header)', () => {
    expect(analyzer.analyze('536904399', { context: 'ssn' }).map((e) => e.type)).toEqual(['SSN']);
    expect(analyzer.analyze('90210', { context: 'Zip Code' }).map((e) => e.type)).toEqual(['POSTAL_CODE']);
    expect(analyzer.analyze('1990-03-05', { context: 'dob' }).map((e) => e.type)).toEqual(['DATE_OF_BIRTH']);
    expect(analyzer.analyze('1990-03-05', { context: 'created' }).map((e) => e.type)).toEqual(['DATE']);
    expect(analyzer.analyze('jane doe', { context: 'full_name' }).map((e) => e.type)).toEqual(['PERSON_NAME']);
  });

  it('a field name counts when it opens or ends the name, not inside another word', () => {
    expect(analyzer.analyze('555 1234 567')).toEqual([]);
    expect(analyzer.analyze('555 1234 567', { context: 'tel' }).map((e) => e.type)).toEqual(['PHONE']);
    expect(analyzer.analyze('555 1234 567', { context: 'Home Phone' }).map((e) => e.type)).toEqual(['PHONE']);
    expect(analyzer.analyze('555 1234 567', { context: 'hotel' })).toEqual([]);
  });

  it('a bare validated number needs a phone word', () => {
    expect(analyzer.analyze('Order 4155550123 shipped')).toEqual([]);
    expect(analyzer.analyze('Fax: 4155550123').map((e) => e.type)).toEqual(['PHONE']);
  });
});

describe('overlap resolution', () => {
  it('never returns overlapping entities; the higher confidence wins', () => {
    const custom = compileCustomPatterns([{ name: 'DIGITS', pattern: '\\d{3}-\\d{2}', confidence: 0.2 }]);
    const entities = analyzer.analyze('SSN: 536-90-4399', { customPatterns: custom, threshold: 0.1 });
    expect(entities.map((e) => e.type)).toEqual(['SSN']);
  });

  it('a custom pattern at 1.0 beats a built-in match over the same text', () => {
    const custom = compileCustomPatterns([{ name: 'EMPLOYEE_SSN', pattern: '\\d{3}-\\d{2}-\\d{4}' }]);
    expect(analyzer.analyze('SSN: 536-90-4399', { customPatterns: custom }).map((e) => [e.type, e.confidence])).toEqual([['EMPLOYEE_SSN', 1]]);
  });
});

describe('custom patterns', () => {
  it('finds matches named by the pattern, default confidence 1.0, or the given one', () => {
    const custom = compileCustomPatterns([
      { name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{6}' },
      { name: 'TICKET', pattern: 'T#\\d+', confidence: 0.6 },
    ]);
    expect(custom.size).toBe(2);
    const entities = analyzer.analyze('😀 EMP-123456 and T#42', { customPatterns: custom });
    expect(entities.map((e) => [e.type, e.text, e.start, e.confidence, e.recognizer])).toEqual([
      ['EMPLOYEE_ID', 'EMP-123456', 3, 1, 'custom'],
      ['TICKET', 'T#42', 18, 0.6, 'custom'],
    ]);
  });

  function errorOf(fn: () => unknown): PdpsError {
    try {
      fn();
    } catch (e) {
      if (e instanceof PdpsError) return e;
      throw e;
    }
    throw new Error('expected a PdpsError');
  }

  it.each([
    ['a backreference', '(a)\\1'],
    ['look-ahead', 'a(?=b)'],
    ['an unbalanced group', '(abc'],
  ])('rejects %s naming custom_patterns[i].pattern', (_label, pattern) => {
    const err = errorOf(() => compileCustomPatterns([{ name: 'OK', pattern: 'x' }, { name: 'BAD', pattern }]));
    expect(err.code).toBe('invalid_request');
    expect(err.details).toEqual({ parameter: 'custom_patterns[1].pattern', type: 'invalid' });
    expect(err.message).not.toContain(pattern);
  });

  it('rejects more than 100 patterns and patterns over 1000 characters', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `P${i}`, pattern: 'x' }));
    expect(errorOf(() => compileCustomPatterns(many)).details).toEqual({ parameter: 'custom_patterns', type: 'too_large', limit: 100 });
    expect(errorOf(() => compileCustomPatterns([{ name: 'LONG', pattern: 'a'.repeat(1001) }])).details).toEqual({
      parameter: 'custom_patterns[0].pattern',
      type: 'too_large',
      limit: 1000,
    });
    expect(compileCustomPatterns([{ name: 'MAX', pattern: 'a'.repeat(1000) }]).size).toBe(1);
  });

  it('rejects a confidence outside 0..1', () => {
    expect(errorOf(() => compileCustomPatterns([{ name: 'X', pattern: 'x', confidence: 1.5 }])).details).toEqual({
      parameter: 'custom_patterns[0].confidence',
      type: 'invalid',
    });
  });

  it('runs in linear time on a pattern that backtracks catastrophically in V8', () => {
    const custom = compileCustomPatterns([{ name: 'EVIL', pattern: '(a+)+$' }]);
    expect(analyzer.analyze(`${'a'.repeat(50_000)}!`, { customPatterns: custom })).toEqual([]);
  });
});
