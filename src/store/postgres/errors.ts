/**
 * Errors leaving the PostgreSQL store: rebuilt with only a sanitized message and the error code, so no connection
 * string, password or row data (pg's `detail`, `where`, `input`) reaches a log or an HTTP response.
 */

/** Errors meaning "the server cannot be reached right now", as opposed to a broken query or schema. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE',
  // SQLSTATE class 57: admin_shutdown, crash_shutdown, cannot_connect_now (server starting or stopping).
  '57P01', '57P02', '57P03',
  // Class 08: connection exceptions.
  '08000', '08003', '08006', '08001', '08004',
]);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i;

/** An error from the PostgreSQL store; `code` is the SQLSTATE or system error code when there is one. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** The secrets a message must never contain: the URL itself and its password, raw and percent-decoded. */
export function secretsOf(databaseUrl: string): string[] {
  const secrets = [databaseUrl];
  try {
    const password = new URL(databaseUrl).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  } catch {
    // Not a WHATWG URL (e.g. a socket path form); the whole string is still masked.
  }
  return secrets.filter((s) => s.length > 0);
}

/** Converts anything thrown by `pg` into a StoreError safe to log. */
export function sanitizeError(err: unknown, secrets: readonly string[]): StoreError {
  if (err instanceof StoreError) return err;
  const raw = err instanceof Error ? err : new Error(String(err));
  const rawCode: unknown = (raw as Error & { code?: unknown }).code;
  const code = typeof rawCode === 'string' ? rawCode : undefined;
  let message = raw.message;
  for (const secret of secrets) message = message.split(secret).join('***');
  // Any other URL-embedded credentials, e.g. from a misconfigured host string.
  message = message.replace(/\/\/[^/\s@]*@/g, '//***@');
  const unreachable = (code !== undefined && UNREACHABLE_CODES.has(code)) || UNREACHABLE_MESSAGES.test(message);
  return new StoreError(`PostgreSQL: ${message}`, code, unreachable);
}
