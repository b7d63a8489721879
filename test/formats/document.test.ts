import { describe, expect, it } from 'vitest';
import { parseDocument, defaultFormat } from '../../src/formats/document.js';
import { PdpsError } from '../../src/errors.js';

function errorDetails(fn: () => unknown): Record<string, unknown> {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PdpsError);
    return (err as PdpsError).details;
  }
  throw new Error('expected a PdpsError');
}

describe('parseDocument', () => {
  it('defaults to text for strings and json otherwise', () => {
    expect(defaultFormat('a')).toBe('text');
    expect(defaultFormat({})).toBe('json');
    expect(defaultFormat([])).toBe('json');
  });

  it('treats text as one segment and renders the replacement', () => {
    const doc = parseDocument('call 555-0100');
    expect(doc.segments).toEqual([{ value: 'call 555-0100', kind: 'string' }]);
    expect(doc.renderSegments(['call [PHONE]'])).toBe('call [PHONE]');
  });

  it('walks JSON with RFC 6901 pointers and key names as context', () => {
    const data = { patients: [{ email: 'a@b.io', 'a/b~c': 'x', age: 42, ok: true, none: null }] };
    const doc = parseDocument(data);
    expect(doc.segments).toEqual([
      { value: 'a@b.io', kind: 'string', path: '/patients/0/email', context: 'email' },
      { value: 'x', kind: 'string', path: '/patients/0/a~1b~0c', context: 'a/b~c' },
      { value: '42', kind: 'number', path: '/patients/0/age', context: 'age' },
    ]);
    const out = doc.renderSegments(['[EMAIL]', 'y', '42']) as typeof data;
    expect(out.patients[0]).toEqual({ email: '[EMAIL]', 'a/b~c': 'y', age: 42, ok: true, none: null });
    // The input is never mutated.
    expect(data.patients[0]?.email).toBe('a@b.io');
  });

  it('offers a record view only for arrays of flat objects', () => {
    expect(parseDocument([{ a: 1 }, { b: 'x' }]).records).toEqual({ columns: ['a', 'b'], rows: [{ a: 1 }, { b: 'x' }] });
    expect(parseDocument([{ a: { nested: 1 } }]).records).toBeUndefined();
    expect(parseDocument({ a: 1 }).records).toBeUndefined();
  });

  it('rejects nesting deeper than the limit as too_large', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 70; i++) deep = { d: deep };
    expect(errorDetails(() => parseDocument(deep))).toEqual({ parameter: 'data', type: 'too_large', limit: 64 });
  });

  it('rejects text over the length limit as too_large', () => {
    const limits = { maxTextLength: 10, maxDepth: 64 };
    expect(errorDetails(() => parseDocument('x'.repeat(11), 'text', limits))).toMatchObject({ type: 'too_large', limit: 10 });
    expect(errorDetails(() => parseDocument({ a: 'x'.repeat(6), b: 'y'.repeat(6) }, 'json', limits))).toMatchObject({ type: 'too_large' });
  });

  it('rejects a non-string for text and csv formats', () => {
    expect(errorDetails(() => parseDocument({}, 'text'))).toMatchObject({ parameter: 'data', type: 'invalid' });
    expect(errorDetails(() => parseDocument(3, 'csv'))).toMatchObject({ parameter: 'data', type: 'invalid' });
  });

  it('parses CSV with BOM, quotes and embedded newlines, paths /ROW/COLUMN', () => {
    const csv = '\uFEFFname,note\n"Smith, Jane","line1\nline2"\nBob,plain\n';
    const doc = parseDocument(csv, 'csv');
    expect(doc.segments).toEqual([
      { value: 'Smith, Jane', kind: 'string', path: '/0/name', context: 'name' },
      { value: 'line1\nline2', kind: 'string', path: '/0/note', context: 'note' },
      { value: 'Bob', kind: 'string', path: '/1/name', context: 'name' },
      { value: 'plain', kind: 'string', path: '/1/note', context: 'note' },
    ]);
    expect(doc.renderSegments(['[PERSON_NAME]', 'line1\nline2', '[PERSON_NAME]', 'plain'])).toBe(
      'name,note\n[PERSON_NAME],"line1\nline2"\n[PERSON_NAME],plain\n',
    );
    expect(doc.records?.rows).toEqual([
      { name: 'Smith, Jane', note: 'line1\nline2' },
      { name: 'Bob', note: 'plain' },
    ]);
    expect(doc.renderRecords([{ name: '*', note: 3 }])).toBe('name,note\n*,3\n');
  });

  it('reports malformed CSV without echoing its content', () => {
    const details = errorDetails(() => parseDocument('a,b\n"secret-ssn-123,2\n', 'csv'));
    expect(details).toMatchObject({ parameter: 'data', type: 'invalid' });
    expect(JSON.stringify(details)).not.toContain('secret');
  });
});
