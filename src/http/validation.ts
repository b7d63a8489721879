/**
 * Request validation with the route's TypeBox schemas (compiled once per route at start-up).
 * A failure becomes the spec's 400 `invalid_request` with details `{parameter, type, expected?|limit?}`
 * (spec §7, decisions.md "Request validation"). Bodies are never coerced (`"0.5"` is not a number);
 * query strings are, since every query value arrives as text.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { invalidRequest, type PdpsError } from '../errors.js';

/** `/documents/3/data` → `documents[3].data` (the form decisions.md uses, e.g. `custom_patterns[i].pattern`). */
export function parameterName(pointer: string, part: string): string {
  if (pointer === '') return part === 'body' ? 'body' : part;
  let name = '';
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    name += /^\d+$/.test(token) ? `[${token}]` : name === '' ? token : `.${token}`;
  }
  return name;
}

/** A short description of what a schema accepts, for `details.expected`. */
export function describeExpected(schema: TSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).map(describeExpected).join('|');
  const type = schema.type as string | string[] | undefined;
  const base = Array.isArray(type) ? type.join('|') : type ?? 'value';
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (min !== undefined || max !== undefined) return `${base} ${min ?? ''}..${max ?? ''}`;
  return base;
}

/** Converts the first TypeBox error into the API's validation error. */
export function toInvalidRequest(error: ValueError, part: string): PdpsError {
  const parameter = parameterName(error.path, part);
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return invalidRequest(parameter, 'missing', `${parameter} is required`);
    case ValueErrorType.ArrayMaxItems:
      return invalidRequest(parameter, 'too_large', `${parameter} has more than ${error.schema.maxItems} items`, { limit: error.schema.maxItems });
    case ValueErrorType.StringMaxLength:
      return invalidRequest(parameter, 'too_large', `${parameter} is longer than ${error.schema.maxLength} characters`, { limit: error.schema.maxLength });
    default: {
      const expected = describeExpected(error.schema);
      return invalidRequest(parameter, 'invalid', `${parameter} is invalid; expected ${expected}`, { expected });
    }
  }
}

/** Fastify validator compiler backed by TypeBox's compiled checkers. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = TypeCompiler.Compile(schema);
  const coerce = httpPart === 'querystring' || httpPart === 'params';
  const part = httpPart ?? 'body';
  return (input: unknown) => {
    const value = coerce ? Value.Convert(schema, input) : input;
    if (checker.Check(value)) return { value };
    const first = checker.Errors(value).First();
    return { error: first ? toInvalidRequest(first, part) : invalidRequest(part, 'invalid', `${part} is invalid`) };
  };
};
