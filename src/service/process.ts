/**
 * POST /v1/process (spec §4.1): detect and protect `data` with the requested method (default `auto`).
 */
import type { CustomPatternSpec } from '../engine/index.js';
import { parseDocument, type Format } from '../formats/document.js';
import { epsilonFor, protect, type Method, type ProtectMetrics } from '../operators/index.js';
import type { ComplianceFlags } from '../compliance/index.js';
import { documentLimits, elapsedMs, type Outcome, type ServiceContext } from './context.js';
import { isoTimestamp } from './ids.js';
import type { Caller } from './keys.js';
import { compilePatterns, resolveProtectParams, resolveThreshold } from './options.js';
import { complianceOf, viewEntity, type EntityView } from './pipeline.js';
import { spendPrivacyBudget, type BudgetState } from './privacy-budget.js';

export interface ProcessRequest {
  data: unknown;
  method?: Method;
  format?: Format;
  confidence_threshold?: number;
  custom_patterns?: CustomPatternSpec[];
  return_metrics?: boolean;
  preserve_context?: boolean;
  epsilon?: number;
  k?: number;
  quasi_identifiers?: string[];
}

/** `return_metrics: true` (decisions.md "Compliance and risk"). */
export interface ProcessMetrics {
  input_risk: number;
  residual_risk: number;
  counts_by_type: Record<string, number>;
  timings_ms: { parse: number; detect: number; protect: number; total: number };
  achieved_k?: number;
  suppressed_rows?: number;
  information_loss?: number;
  epsilon_spent?: number;
  privacy_budget?: BudgetState;
}

export interface ProcessResponse {
  request_id: string;
  timestamp: string;
  processed_data: unknown;
  entities_detected: EntityView[];
  processing_time_ms: number;
  method_used: string;
  compliance: ComplianceFlags;
  risk_score: number;
  metrics?: ProcessMetrics;
}

function viewMetrics(metrics: ProtectMetrics, timings: ProcessMetrics['timings_ms'], budget?: BudgetState): ProcessMetrics {
  const view: ProcessMetrics = {
    input_risk: metrics.inputRisk,
    residual_risk: metrics.residualRisk,
    counts_by_type: metrics.countsByType,
    timings_ms: timings,
  };
  if (metrics.achievedK !== undefined) view.achieved_k = metrics.achievedK;
  if (metrics.suppressedRows !== undefined) view.suppressed_rows = metrics.suppressedRows;
  if (metrics.informationLoss !== undefined) view.information_loss = metrics.informationLoss;
  if (metrics.epsilonSpent !== undefined) view.epsilon_spent = metrics.epsilonSpent;
  if (budget !== undefined) view.privacy_budget = budget;
  return view;
}

/** Detects and protects one document for `caller`. */
export async function processData(ctx: ServiceContext, caller: Caller, requestId: string, body: ProcessRequest): Promise<Outcome<ProcessResponse>> {
  const started = performance.now();
  const threshold = resolveThreshold(body.confidence_threshold);
  const params = resolveProtectParams(body);
  const method = body.method ?? 'auto';
  const customPatterns = compilePatterns(body.custom_patterns, ctx.limits);

  const doc = parseDocument(body.data, body.format, documentLimits(ctx.limits), 'data');
  const parsed = performance.now();
  const entities = await ctx.detect(doc, { threshold, customPatterns });
  const detected = performance.now();

  // Charged only once the input is known to be valid, and before any noised value exists.
  const budget =
    method === 'differential_privacy'
      ? await spendPrivacyBudget(ctx.store, caller.keyId, epsilonFor(params), ctx.privacyBudget, ctx.now())
      : undefined;
  const keyring = await ctx.tokenKeys.current();
  const output = protect({ doc, entities, method, params }, { tenantId: caller.tenantId, keyring });
  const finished = performance.now();

  const response: ProcessResponse = {
    request_id: requestId,
    timestamp: isoTimestamp(ctx.now()),
    processed_data: output.data,
    entities_detected: output.entities.map((e) => viewEntity(e)),
    processing_time_ms: elapsedMs(started, finished),
    method_used: output.methodUsed,
    compliance: complianceOf(output),
    risk_score: output.metrics.inputRisk,
  };
  if (body.return_metrics === true) {
    response.metrics = viewMetrics(
      output.metrics,
      {
        parse: elapsedMs(started, parsed),
        detect: elapsedMs(parsed, detected),
        protect: elapsedMs(detected, finished),
        total: elapsedMs(started, finished),
      },
      budget,
    );
  }
  return {
    response,
    audit: { entitiesDetected: entities.length, entityCounts: output.metrics.countsByType, methodUsed: output.methodUsed },
  };
}
