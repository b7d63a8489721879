/** Mapping of schema failures to the spec's validation details (decisions.md "Request validation"). */
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { parameterName, toInvalidRequest } from '../../src/http/validation.js';

describe('parameterName', () => {
  it.each([
    ['/data', 'data'],
    ['/documents/3/data', 'documents[3].data'],
    ['/custom_patterns/0/pattern', 'custom_patterns[0].pattern'],
    ['/a~1b/c~0d', 'a/b.c~d'],
    ['', 'body'],
  ])('%j → %s', (pointer, name) => {
    expect(parameterName(pointer, 'body')).toBe(name);
  });
});

describe('toInvalidRequest', () => {
  const schema = Type.Object({
    data: Type.String(),
    threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    list: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { maxItems: 2 })),
    mode: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
  });
  const checker = TypeCompiler.Compile(schema);
  const details = (value: unknown) => toInvalidRequest(checker.Errors(value).First()!, 'body').details;

  it('reports missing, invalid and too_large with what was expected', () => {
    expect(details({})).toEqual({ parameter: 'data', type: 'missing' });
    expect(details({ data: 1 })).toEqual({ parameter: 'data', type: 'invalid', expected: 'string' });
    expect(details({ data: 'x', threshold: 2 })).toEqual({ parameter: 'threshold', type: 'invalid', expected: 'number 0..1' });
    expect(details({ data: 'x', list: ['a', 'b', 'c'] })).toEqual({ parameter: 'list', type: 'too_large', limit: 2 });
    expect(details({ data: 'x', list: ['abcd'] })).toEqual({ parameter: 'list[0]', type: 'too_large', limit: 3 });
    expect(details({ data: 'x', mode: 'c' })).toEqual({ parameter: 'mode', type: 'invalid', expected: '"a"|"b"' });
  });
});
