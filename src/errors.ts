/**
 * The error catalogue: every code the API can answer with, declared once (spec §7).
 * Only the HTTP error handler turns a PdpsError into the `{error, request_id}` envelope.
 */
export const ERROR_CATALOGUE = {
  invalid_request: { status: 400, message: 'The request is malformed or missing parameters.' },
  unauthorized: { status: 401, message: 'Invalid or missing API key.' },
  forbidden: { status: 403, message: 'The API key lacks the required permission.' },
  not_found: { status: 404, message: 'No such resource.' },
  rate_limit_exceeded: { status: 429, message: 'Too many requests.' },
  internal_error: { status: 500, message: 'Internal server error; please retry.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Details carried by an error; never holds submitted data or matched text. */
export type ErrorDetails = Record<string, unknown>;

/**
 * The one error class of the project.
 * @example throw new PdpsError('invalid_request', 'data is required', { parameter: 'data', type: 'missing' })
 */
export class PdpsError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message?: string, details: ErrorDetails = {}, options?: { cause?: unknown }) {
    super(message ?? ERROR_CATALOGUE[code].message, options);
    this.name = 'PdpsError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

/** Shorthand for the spec's validation errors: `{parameter, type, ...extra}`. */
export function invalidRequest(
  parameter: string,
  type: 'missing' | 'invalid' | 'too_large',
  message: string,
  extra: ErrorDetails = {},
): PdpsError {
  return new PdpsError('invalid_request', message, { parameter, type, ...extra });
}
