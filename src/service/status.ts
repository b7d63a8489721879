/**
 * GET /v1/status (decisions.md "Other endpoints"): service health and the calling key's plan and usage.
 */
import { PLAN_LIMITS, type RateLimiter } from '../limits/limiter.js';
import type { Store } from '../store/store.js';
import type { Caller } from './keys.js';

/** spec §9: the API version. */
export const API_VERSION = '1.0';

export type ComponentState = 'ok' | 'down';

export interface StatusResponse {
  request_id: string;
  status: 'ok' | 'degraded';
  version: string;
  uptime_s: number;
  components: Record<string, ComponentState>;
  plan: {
    name: string;
    requests_per_second: number;
    burst: number;
    /** null: unlimited (enterprise). */
    requests_per_month: number | null;
    used_this_month: number;
  };
}

export interface StatusDeps {
  store: Store;
  limiter: RateLimiter;
  /** Extra components (e.g. the batch worker pool) and how to probe them. */
  probes?: Record<string, () => Promise<boolean>>;
  startedAt: number;
  now: () => number;
}

async function probe(check: () => Promise<boolean>): Promise<ComponentState> {
  try {
    return (await check()) ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

/** The status as seen by `caller`. */
export async function getStatus(deps: StatusDeps, caller: Caller, requestId: string): Promise<StatusResponse> {
  const checks: Record<string, () => Promise<boolean>> = {
    database: () => deps.store.ping(),
    // A limiter running on its fallback still answers, but limits are no longer shared: report it down.
    rate_limiter: async () => (await deps.limiter.health()) === 'ok',
    ...deps.probes,
  };
  const names = Object.keys(checks);
  const states = await Promise.all(names.map((name) => probe(checks[name] as () => Promise<boolean>)));
  const components = Object.fromEntries(names.map((name, i) => [name, states[i] as ComponentState]));
  const policy = PLAN_LIMITS[caller.plan];
  return {
    request_id: requestId,
    status: states.every((s) => s === 'ok') ? 'ok' : 'degraded',
    version: API_VERSION,
    uptime_s: Math.floor((deps.now() - deps.startedAt) / 1000),
    components,
    plan: {
      name: caller.plan,
      requests_per_second: policy.ratePerSecond,
      burst: policy.burst,
      requests_per_month: policy.monthlyQuota,
      used_this_month: await deps.limiter.monthlyUsage(`key:${caller.keyId}`, deps.now()),
    },
  };
}
