/**
 * Request loggers built on first use. Fastify gives every request a pino child bound to its request id, up front:
 * an Object.create, the binding's JSON and a function per level, ≈ 1 KB and a few µs per request. Most requests log
 * nothing but app.ts's one line, which the root logger writes with the same bytes (the id as the first field);
 * a RequestLogger makes the child only when something else logs for the request.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Log = (...args: unknown[]) => void;

export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The pino child Fastify would have made. */
  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): FastifyBaseLogger['level'] {
    return this.logger.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    const log = this.logger;
    (log.fatal as Log).apply(log, args);
  }

  error(...args: unknown[]): void {
    const log = this.logger;
    (log.error as Log).apply(log, args);
  }

  warn(...args: unknown[]): void {
    const log = this.logger;
    (log.warn as Log).apply(log, args);
  }

  info(...args: unknown[]): void {
    const log = this.logger;
    (log.info as Log).apply(log, args);
  }

  debug(...args: unknown[]): void {
    const log = this.logger;
    (log.debug as Log).apply(log, args);
  }

  trace(...args: unknown[]): void {
    const log = this.logger;
    (log.trace as Log).apply(log, args);
  }

  silent(...args: unknown[]): void {
    const log = this.logger;
    (log.silent as Log).apply(log, args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** The childLoggerFactory option of Fastify that makes RequestLoggers. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);
