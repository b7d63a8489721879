/**
 * The service's Prometheus metrics (issue 8), on a Registry of their own so nothing else in the process (or a
 * second service in the same test process) can add to or read from it.
 *
 * Labels are bounded and never carry personal data or key material: route patterns (not raw URLs), methods,
 * status codes, canonical entity types, limit names and component names.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ENTITY_TYPES } from '../engine/entity.js';
import type { RateLimiter } from '../limits/limiter.js';
import type { BudgetRepo, Store } from '../store/store.js';

/** Which limit refused a request: the bucket, the monthly quota, or the differential-privacy budget. */
export type RejectedLimit = 'burst' | 'monthly' | 'privacy_budget';

export interface ServiceMetrics {
  readonly registry: Registry;
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly duration: Histogram<'method' | 'route'>;
  readonly entities: Counter<'type'>;
  /**
   * Entity counts by label not yet added to `entities`, which adds them when read (scrape or get()): a counter's
   * inc() hashes its labels, ten times per detect response otherwise. A Map keeps first-seen order, so the
   * series come out in the order direct incs would have created them.
   */
  readonly pendingEntities: Map<string, number>;
  readonly rateLimited: Counter<'limit'>;
  readonly epsilonSpent: Counter;
}

/** What the health gauges probe on each scrape. */
export interface HealthSources {
  store: Pick<Store, 'ping'>;
  limiter: Pick<RateLimiter, 'kind' | 'health'>;
}

/** Custom-pattern names are labels too (decisions.md), but caller-chosen: they are counted under this one label. */
export const CUSTOM_ENTITY_LABEL = 'CUSTOM';

const CANONICAL = new Set<string>(ENTITY_TYPES);

// From 1 ms (a small detect) to 10 s (the largest batch within the body limit).
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Creates the registry with its instruments, Node's default metrics (event-loop lag, heap, GC, handles) and
 * gauges that probe the database and, when configured, Redis at scrape time.
 */
export function createMetrics(health: HealthSources): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  // Registered for its collect() alone: the registry calls it on every scrape.
  new Gauge({
    name: 'pdps_component_up',
    help: '1 when the component answers, 0 when it is down (redis: 0 while limits run on the per-node fallback).',
    labelNames: ['component'] as const,
    registers,
    async collect() {
      const [database, limiter] = await Promise.all([
        health.store.ping().catch(() => false),
        health.limiter.health().catch(() => 'down' as const),
      ]);
      this.set({ component: 'database' }, database ? 1 : 0);
      if (health.limiter.kind === 'redis') this.set({ component: 'redis' }, limiter === 'ok' ? 1 : 0);
    },
  });

  const pendingEntities = new Map<string, number>();
  return {
    registry,
    pendingEntities,
    requests: new Counter({
      name: 'pdps_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'pdps_http_request_duration_seconds',
      help: 'Time from request to response, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    entities: new Counter({
      name: 'pdps_entities_detected_total',
      help: `Entities detected, by entity type (custom patterns as ${CUSTOM_ENTITY_LABEL}).`,
      labelNames: ['type'] as const,
      registers,
      collect() {
        for (const [type, n] of pendingEntities) this.inc({ type }, n);
        pendingEntities.clear();
      },
    }),
    rateLimited: new Counter({
      name: 'pdps_rate_limit_rejections_total',
      help: 'Requests refused with 429, by the limit that refused them.',
      labelNames: ['limit'] as const,
      registers,
    }),
    epsilonSpent: new Counter({
      name: 'pdps_privacy_budget_epsilon_spent_total',
      help: 'Differential-privacy budget (epsilon) spent by this node, all keys together.',
      registers,
    }),
  };
}

/** Adds entity counts by type; a type outside the canonical list (a custom pattern name) counts as CUSTOM. */
export function countEntities(metrics: ServiceMetrics, counts: Readonly<Record<string, number>>): void {
  const pending = metrics.pendingEntities;
  // The label is chosen here, not when the counts are added: custom names must not grow the Map.
  for (const type in counts) {
    const n = counts[type]!;
    if (n <= 0) continue;
    const label = CANONICAL.has(type) ? type : CUSTOM_ENTITY_LABEL;
    pending.set(label, (pending.get(label) ?? 0) + n);
  }
}

/** A BudgetRepo that counts the epsilon it actually spends (refused spends count nothing). */
export function meterBudgets(budgets: BudgetRepo, metrics: ServiceMetrics): BudgetRepo {
  return {
    async trySpend(keyId, period, epsilon, limit) {
      const result = await budgets.trySpend(keyId, period, epsilon, limit);
      if (result.spent) metrics.epsilonSpent.inc(epsilon);
      return result;
    },
    get: (keyId, period) => budgets.get(keyId, period),
  };
}
