/**
 * Schemas shared by several routes (spec §2, §7). Declared once with TypeBox and used for request
 * validation, response serialization and the OpenAPI document.
 */
import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';
import { ERROR_CATALOGUE, type ErrorCode } from '../../errors.js';
import { METHODS } from '../../operators/protect-api.js';

/** A string enum as a union of literals (TypeBox checks it; OpenAPI shows the values). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(values.map((v) => Type.Literal(v)), options);
}

/** spec §7: `{error: {code, message, details}, request_id}`. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: StringEnum(Object.keys(ERROR_CATALOGUE) as ErrorCode[]),
      message: Type.String(),
      details: Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'For validation errors: parameter (name), type (missing|invalid|too_large), expected (invalid), limit (too_large)',
        },
      ),
    }),
    request_id: Type.String({ description: '`req_` + ULID, equal to the X-Request-Id header' }),
  },
  { $id: 'ErrorBody', description: 'Error envelope of every failed request' },
);

/** Error responses every authenticated route can give. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 429 | 500)[]): Record<number, unknown> {
  return Object.fromEntries(statuses.map((status) => [status, Type.Ref('ErrorBody')]));
}

export const RequestId = Type.String({ description: '`req_` + ULID; also in the X-Request-Id header', examples: ['req_01JD3X5Q0M8W4Y6Z2A1B3C4D5E'] });
export const Timestamp = Type.String({ description: 'ISO 8601 UTC with milliseconds' });

/** `data`: text, or any JSON object or array (spec §4.1). */
export const Data = Type.Union([Type.String(), Type.Object({}, { additionalProperties: true }), Type.Array(Type.Unknown())], {
  description: 'Text (format text or csv), or a JSON object or array (format json)',
});

export const Method = StringEnum(METHODS, { description: 'Protection method; default auto (redaction for /v1/protect)' });
export const Format = StringEnum(['text', 'json', 'csv'], { description: 'Default text for a string, json otherwise' });

export const ConfidenceThreshold = Type.Number({
  minimum: 0,
  maximum: 1,
  description: 'Report entities with confidence ≥ this; default 0.5',
});

/** spec §2.2 plus the optional `confidence` of decisions.md. */
export function customPatterns(maxItems: number, maxLength: number) {
  return Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 100, description: 'Label of the entities this pattern finds' }),
      pattern: Type.String({ minLength: 1, maxLength, description: 'RE2 regular expression (no backreferences or look-around)' }),
      confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Default 1.0' })),
    }),
    { maxItems, description: `At most ${maxItems} patterns of at most ${maxLength} characters` },
  );
}

/** Method options (decisions.md "Methods"); validated in detail by the operators. */
export const MethodOptions = {
  preserve_context: Type.Optional(Type.Boolean({ description: 'redaction: numbered placeholders per distinct value; default false' })),
  epsilon: Type.Optional(Type.Number({ description: 'differential_privacy: > 0, ≤ 100; default 1.0' })),
  k: Type.Optional(Type.Integer({ description: 'k_anonymity: ≥ 2; default 5' })),
  quasi_identifiers: Type.Optional(Type.Array(Type.String(), { description: 'k_anonymity: fields to generalize; default detected' })),
};

/** spec §2.1 (+ `path` for JSON/CSV input, decisions.md). */
export const Entity = Type.Object({
  text: Type.String(),
  type: Type.String({ description: 'Entity label, e.g. PERSON_NAME, EMAIL, PHONE, SSN, or a custom pattern name' }),
  start: Type.Optional(Type.Integer({ description: 'UTF-16 offset, inclusive' })),
  end: Type.Optional(Type.Integer({ description: 'UTF-16 offset, exclusive' })),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  replacement: Type.Optional(Type.String()),
  path: Type.Optional(Type.String({ description: 'JSON Pointer (RFC 6901) for JSON, /ROW/COLUMN for CSV' })),
});

export const Compliance = Type.Object({
  gdpr: Type.Boolean(),
  ccpa: Type.Boolean(),
  hipaa: Type.Boolean(),
  pci_dss: Type.Boolean(),
});

export const CountsByType = Type.Record(Type.String(), Type.Integer());
