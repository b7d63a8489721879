/**
 * buildApp(): the Fastify application, fully wired but never listening (./server.ts listens; tests inject).
 * Plugin order is the request's path: request id → auth (identify) → rate limit → auth (enforce, before the
 * body is read) → JSON body → validation → route → audit (before the response leaves) → error envelope.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Runtime } from '../service/runtime.js';
import { isoTimestamp, newRequestId } from '../service/ids.js';
import { API_VERSION } from '../service/status.js';
import auditPlugin from './plugins/audit.js';
import auth from './plugins/auth.js';
import errorHandler from './plugins/error-handler.js';
import jsonBody from './plugins/json-body.js';
import metricsPlugin from './plugins/metrics.js';
import rateLimit from './plugins/rate-limit.js';
import requestId from './plugins/request-id.js';
import auditLogsRoute from './routes/audit-logs.js';
import batchRoute from './routes/batch.js';
import detectRoute from './routes/detect.js';
import detokenizeRoute from './routes/detokenize.js';
import keysCreateRoute from './routes/keys-create.js';
import keysListRoute from './routes/keys-list.js';
import keysRevokeRoute from './routes/keys-revoke.js';
import processRoute from './routes/process.js';
import protectRoute from './routes/protect.js';
import statusRoute from './routes/status.js';
import { ErrorBody } from './schemas/common.js';
import { validatorCompiler } from './validation.js';
import { TurnBufferedDestination } from './log-destination.js';
import { lazyChildLogger } from './request-logger.js';

/** The field of every request's log lines that holds its id. */
const REQUEST_ID_LABEL = 'request_id';

export interface AppOptions {
  runtime: Pick<Runtime, 'ctx' | 'keys' | 'audit' | 'store' | 'limiter' | 'startedAt' | 'config' | 'metrics'>;
  /** Default: pino JSON lines at the configured level (see createLogger). */
  logger?: FastifyBaseLogger;
  /** Extra /v1/status components, e.g. the worker pool. */
  probes?: Record<string, () => Promise<boolean>>;
}

/** The service log: pino JSON lines. Nothing logs bodies, headers (so no keys) or query strings. */
export function createLogger(level: string): FastifyBaseLogger {
  // pino.stdTimeFunctions.isoTime's output, from the per-millisecond cache the audit timestamps use.
  return pino({ level, base: { service: 'pdps' }, timestamp: () => `,"time":"${isoTimestamp()}"` }, new TurnBufferedDestination());
}

/** Builds the application; call `ready()` or `listen()` on it. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { runtime } = opts;
  const { limits } = runtime.config;
  const app = Fastify({
    loggerInstance: opts.logger ?? createLogger(runtime.config.logLevel),
    genReqId: newRequestId,
    requestIdHeader: false,
    // Fastify's own per-request lines are replaced by the single onResponse line below.
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LABEL, disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: limits.bodyBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // During shutdown, requests already on an open connection are still answered (graceful drain).
    return503OnClosing: false,
    // Behind a load balancer (docs/deploy.md): the client address comes from X-Forwarded-For set by these hops only.
    trustProxy: runtime.config.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.addSchema(ErrorBody);

  await app.register(errorHandler, { bodyLimit: limits.bodyBytes });
  await app.register(requestId);
  await app.register(auth, { keys: runtime.keys });
  await app.register(rateLimit, { limiter: runtime.limiter });
  await app.register(jsonBody);
  await app.register(auditPlugin, { audit: runtime.audit });
  await app.register(metricsPlugin, { metrics: runtime.metrics, port: runtime.config.metricsPort, host: runtime.config.host });

  // Responses may hold personal data: no shared cache may keep them.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Cache-Control', 'no-store');
    done();
  });
  // One log line per request: route and status only. Written by the root logger with the request id first, the
  // bytes request.log would write, so that most requests never build their child logger (./request-logger.ts).
  const log = app.log;
  app.addHook('onResponse', (request, reply, done) => {
    log.info({ [REQUEST_ID_LABEL]: request.id, method: request.method, route: request.routeOptions.url ?? 'unknown', status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100 }, 'request');
    done();
  });

  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, so TypeBox's const, anyOf and null types are valid as they are.
      openapi: '3.1.0',
      info: {
        title: 'pdps — Privacy Data Protection Service',
        version: API_VERSION,
        description: 'Detects personal data in text, JSON and CSV and protects it. See docs/api.md for every rule.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const { ctx, keys, audit } = runtime;
  const status = { store: runtime.store, limiter: runtime.limiter, probes: opts.probes, startedAt: runtime.startedAt, now: Date.now };
  await app.register(processRoute, { ctx });
  await app.register(detectRoute, { ctx });
  await app.register(batchRoute, { ctx });
  await app.register(protectRoute, { ctx });
  await app.register(detokenizeRoute, { ctx });
  await app.register(auditLogsRoute, { audit });
  await app.register(statusRoute, { status });
  await app.register(keysCreateRoute, { keys });
  await app.register(keysListRoute, { keys });
  await app.register(keysRevokeRoute, { keys });
  return app;
}
