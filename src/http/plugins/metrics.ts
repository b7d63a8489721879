/**
 * Prometheus metrics (issue 8): records every response (route pattern, status, latency, entities by type,
 * 429s by limit) and serves the text exposition format.
 *
 * Where: `GET /metrics` on the API port behind the `admin` scope; or, when METRICS_PORT is set, only on a
 * listener of its own on that port without auth (for a scraper on a private network), and not on the API port.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countEntities, type RejectedLimit, type ServiceMetrics } from '../../metrics/metrics.js';
import '../types.js';

export interface MetricsPluginOptions {
  metrics: ServiceMetrics;
  /** A separate metrics port; undefined serves /metrics on the API port (admin scope). */
  port?: number;
  host: string;
}

/** Path of the metrics endpoint on either listener. */
export const METRICS_PATH = '/metrics';

/** Requests that matched no route share one label, so unknown URLs cannot grow the label set. */
const UNMATCHED_ROUTE = 'unmatched';

async function metricsPlugin(app: FastifyInstance, opts: MetricsPluginOptions): Promise<void> {
  const { metrics } = opts;

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.auditFacts !== undefined && reply.statusCode < 400) countEntities(metrics, request.auditFacts.entityCounts);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ limit: rejectedLimit(request.rateLimit) });
    done();
  });

  if (opts.port === undefined) {
    app.get(
      METRICS_PATH,
      {
        schema: { summary: 'Prometheus metrics (text exposition format)', tags: ['service'], security: [{ bearer: [] }] },
        config: { access: { scopes: ['admin'] } },
      },
      async (_request, reply) => {
        reply.type(metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
    return;
  }

  const server = createMetricsServer(metrics);
  const port = opts.port;
  // Bound in onReady so that a taken METRICS_PORT fails start-up like a taken PORT does.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/** The refusing limit of a 429: the rate limiter's reason, else (the request passed it) the privacy budget. */
function rejectedLimit(decision: { allowed: boolean; reason?: 'burst' | 'monthly' } | undefined): RejectedLimit {
  if (decision !== undefined && !decision.allowed) return decision.reason ?? 'burst';
  return 'privacy_budget';
}

/** A bare HTTP listener answering GET /metrics and 404 for anything else. */
function createMetricsServer(metrics: ServiceMetrics): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
