/**
 * Starts the service: worker pool, runtime (store, limiter, keys), the app, then listens.
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, finish in-flight requests, close the
 * worker pool, flush usage counts and close the database; exit anyway after the configured grace period.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { openRuntime, type Runtime } from '../service/runtime.js';
import { WorkerPool } from '../workers/pool.js';
import { buildApp, createLogger } from './app.js';

export interface RunningServer {
  app: FastifyInstance;
  runtime: Runtime;
  /** `http://host:port` actually bound (PORT=0 picks a free port). */
  url: string;
  /** Stops accepting, drains in-flight requests, then closes the pool and the runtime. Idempotent. */
  close(): Promise<void>;
}

/** Starts listening on config.host:config.port. */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  // The error's name only: its message may quote a worker's reply (documents' text).
  const onPoolError = (error: Error): void => log.error({ component: 'worker_pool', error: error.name }, 'worker pool error');
  const pool = config.workers > 0 ? new WorkerPool(config.workers, onPoolError) : undefined;
  let runtime: Runtime;
  try {
    runtime = await openRuntime(config, { batchRunner: pool, onEvent: (msg) => log.warn({ component: 'rate_limiter' }, msg) });
  } catch (err) {
    await pool?.close();
    throw err;
  }
  const probes = pool ? { workers: async () => pool.healthy() } : undefined;
  const app = await buildApp({ runtime, logger: log, probes });
  // Requests still in flight when shutdown starts answer with `Connection: close`, so their keep-alive
  // connections end with them instead of holding the drain open until the client's idle timeout.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    await pool?.close();
    await runtime.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  log.info({ host: config.host, port, store: runtime.store.kind, limiter: runtime.limiter.kind, workers: pool?.threads ?? 0 }, 'pdps listening');

  let closing: Promise<void> | undefined;
  return {
    app,
    runtime,
    url: `http://${host}:${port}`,
    close() {
      closing ??= (async () => {
        await app.close();
        await pool?.close();
        await runtime.close();
      })();
      return closing;
    },
  };
}

/** Shuts `server` down on SIGTERM/SIGINT, then exits (0, or 1 when the grace period ran out). */
export function handleSignals(server: RunningServer, graceMs: number): void {
  const onSignal = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.app.log.error({ graceMs }, 'in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
