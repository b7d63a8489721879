/**
 * A Redis command's deadline that a busy process does not take for a dead Redis.
 *
 * A plain timer (ioredis's `commandTimeout`) fires in the event loop's timers phase, which comes before the poll
 * phase that reads sockets. When this process was busy past the deadline (a long synchronous task, a GC pause, a
 * CPU-throttled container), such a timer fires although Redis's reply is already waiting in the socket, and the
 * limiter falls back to per-node buckets for nothing. The deadline here is checked in the check phase
 * (`setImmediate`), after the poll phase has read whatever reply arrived meanwhile.
 */

/** A command that had no answer by its deadline; `code` is what the limiter's log line names. */
export class CommandDeadlineError extends Error {
  readonly code = 'ETIMEDOUT';

  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'CommandDeadlineError';
  }
}

/**
 * Settles as `command` does, or rejects with {@link CommandDeadlineError} if `command` has not settled `ms` after
 * this call and once the loop has read the sockets.
 */
export function withDeadline<T>(command: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new CommandDeadlineError(ms));
      });
    }, ms);
    command.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
