/**
 * POST /v1/batch (spec §4.3, decisions.md "Other endpoints"): several documents in one request,
 * processed concurrently on worker threads when `parallel` (default true); results in input order;
 * one refused document fails the whole request with a 400 naming `documents[i]`.
 */
import type { CustomPatternSpec } from '../engine/index.js';
import { PdpsError } from '../errors.js';
import type { Format } from '../formats/document.js';
import { epsilonFor, type Method } from '../operators/index.js';
import { processChunk, type ChunkDocument, type ChunkResult, type ChunkTask } from './batch-runner.js';
import { documentLimits, elapsedMs, type Outcome, type ServiceContext } from './context.js';
import { newBatchId } from './ids.js';
import type { Caller } from './keys.js';
import { compilePatterns, resolveProtectParams, resolveThreshold } from './options.js';
import { spendPrivacyBudget } from './privacy-budget.js';

export interface BatchDocument {
  id: string;
  data: unknown;
  format?: Format;
}

export interface BatchRequest {
  documents: BatchDocument[];
  method?: Method;
  parallel?: boolean;
  confidence_threshold?: number;
  custom_patterns?: CustomPatternSpec[];
  preserve_context?: boolean;
  epsilon?: number;
  k?: number;
  quasi_identifiers?: string[];
}

/**
 * The response body (spec §4.3: `request_id`, `batch_id`, `results`, `total_processing_time_ms`), serialized as
 * UTF-8: each chunk's results arrive as JSON bytes from the thread that processed it (ChunkResult.json), and the body
 * is those joined. The same text the route's response schema would write from the object (its property order,
 * JSON.stringify's escapes).
 */
export type BatchResponseJson = Buffer;

const COMMA = Buffer.from(',');

/**
 * Chunks a batch is cut into per worker thread: with two, a thread that finishes its first chunk early can take
 * another instead of idling while a slower one ends the batch (one per thread measured no different under the bench's
 * load, 0.97-1.05×: docs/performance-log.md, session 11).
 */
export const CHUNKS_PER_THREAD = 2;

/** Contiguous slices, at most `count`, of near-equal length. */
export function slices<T>(items: T[], count: number): T[][] {
  const n = Math.max(1, Math.min(count, items.length));
  const size = Math.ceil(items.length / n);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The PdpsError of a refused document; its details always name `documents[i]`. */
function documentError(result: Extract<ChunkResult, { ok: false }>): PdpsError {
  const details = { ...result.error.details };
  const parameter = typeof details.parameter === 'string' ? details.parameter : undefined;
  if (parameter === undefined || !parameter.startsWith(`documents[${result.index}]`)) details.document = `documents[${result.index}]`;
  return new PdpsError(result.error.code, result.error.message, details);
}

/** Processes a batch for `caller`. */
export async function processBatch(ctx: ServiceContext, caller: Caller, requestId: string, body: BatchRequest): Promise<Outcome<BatchResponseJson>> {
  const started = performance.now();
  const threshold = resolveThreshold(body.confidence_threshold);
  const params = resolveProtectParams(body);
  const method = body.method ?? 'auto';
  const customPatterns = compilePatterns(body.custom_patterns, ctx.limits);
  const documents: ChunkDocument[] = body.documents.map((d, index) => ({ index, id: d.id, data: d.data, format: d.format }));

  const base: Omit<ChunkTask, 'documents'> = {
    method,
    threshold,
    params,
    limits: documentLimits(ctx.limits),
    tenantId: caller.tenantId,
    keyring: await ctx.tokenKeys.snapshot(),
  };
  // Compiled RE2 patterns cannot cross threads, and loading re2 in worker threads can crash the process
  // (src/engine/custom-patterns.ts): batches with custom patterns run on the request thread.
  const runner = body.parallel === false || customPatterns !== undefined ? undefined : ctx.batchRunner;
  const chunks = runner
    ? await Promise.all(
        slices(documents, runner.threads * CHUNKS_PER_THREAD).map((part) => runner.run({ ...base, documents: part })),
      )
    : [processChunk(ctx.analyzer, { ...base, documents }, customPatterns)];
  // Chunks are contiguous slices in input order, so the first refused chunk holds the first refused document.
  for (const chunk of chunks) if (!chunk.ok) throw documentError(chunk);
  const processed = chunks as Extract<ChunkResult, { ok: true }>[];
  // Noised values are released only with the response: charge the budget (sequential composition: one
  // epsilon per document) before answering, or answer 429 and release nothing.
  if (method === 'differential_privacy' && documents.length > 0) {
    await spendPrivacyBudget(ctx.store, caller.keyId, epsilonFor(params) * documents.length, ctx.privacyBudget, ctx.now());
  }

  const entityCounts: Record<string, number> = {};
  const methods = new Set<string>();
  let entitiesDetected = 0;
  const head = `{"request_id":${JSON.stringify(requestId)},"batch_id":${JSON.stringify(newBatchId())},"results":[`;
  // The chunks' bytes joined as strings were (`results.join(',')`): a comma between chunks.
  const parts: Uint8Array[] = [Buffer.from(head)];
  processed.forEach((r, i) => {
    entitiesDetected += r.entitiesDetected;
    for (const type in r.entityCounts) entityCounts[type] = (entityCounts[type] ?? 0) + (r.entityCounts[type] as number);
    for (const m of r.methodsUsed) methods.add(m);
    if (i > 0) parts.push(COMMA);
    parts.push(r.json);
  });
  parts.push(Buffer.from(`],"total_processing_time_ms":${JSON.stringify(elapsedMs(started))}}`));
  return {
    response: Buffer.concat(parts),
    audit: { entitiesDetected, entityCounts, methodUsed: methods.size === 0 ? method : [...methods].sort().join(',') },
  };
}
