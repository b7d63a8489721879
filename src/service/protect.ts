/**
 * POST /v1/protect (spec §4.5, decisions.md "Other endpoints"): protect a text, acting only on the named
 * entity types (default all) with `method` (default redaction).
 */
import type { CustomPatternSpec } from '../engine/index.js';
import { parseDocument } from '../formats/document.js';
import { epsilonFor, protect, type Method } from '../operators/index.js';
import { documentLimits, type Outcome, type ServiceContext } from './context.js';
import { isoTimestamp } from './ids.js';
import type { Caller } from './keys.js';
import { compilePatterns, resolveEntityFilter, resolveProtectParams, resolveThreshold } from './options.js';
import { viewEntity, type EntityView } from './pipeline.js';
import { spendPrivacyBudget } from './privacy-budget.js';

export interface ProtectRequest {
  text: string;
  entities?: string[];
  method?: Method;
  confidence_threshold?: number;
  custom_patterns?: CustomPatternSpec[];
  preserve_context?: boolean;
  epsilon?: number;
  k?: number;
}

export interface ProtectResponse {
  request_id: string;
  timestamp: string;
  protected_text: string;
  entities_protected: EntityView[];
  method_used: string;
}

/** Protects the entities of `body.text` for `caller`. */
export async function protectText(ctx: ServiceContext, caller: Caller, requestId: string, body: ProtectRequest): Promise<Outcome<ProtectResponse>> {
  const threshold = resolveThreshold(body.confidence_threshold);
  const params = resolveProtectParams(body);
  const method = body.method ?? 'redaction';
  const customPatterns = compilePatterns(body.custom_patterns, ctx.limits);
  const filter = resolveEntityFilter(body.entities, (body.custom_patterns ?? []).map((p) => p.name));

  const doc = parseDocument(body.text, 'text', documentLimits(ctx.limits), 'text');
  const entities = await ctx.detect(doc, { threshold, customPatterns, entities: filter });
  if (method === 'differential_privacy') {
    await spendPrivacyBudget(ctx.store, caller.keyId, epsilonFor(params), ctx.privacyBudget, ctx.now());
  }
  const keyring = await ctx.tokenKeys.current();
  const output = protect({ doc, entities, method, params }, { tenantId: caller.tenantId, keyring });
  return {
    response: {
      request_id: requestId,
      timestamp: isoTimestamp(ctx.now()),
      protected_text: output.data as string,
      entities_protected: output.entities.map((e) => viewEntity(e)),
      method_used: output.methodUsed,
    },
    audit: { entitiesDetected: entities.length, entityCounts: output.metrics.countsByType, methodUsed: output.methodUsed },
  };
}
