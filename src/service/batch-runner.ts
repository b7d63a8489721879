/**
 * A batch is cut into chunks of documents; a chunk is processed by `processChunk`, on the request's thread
 * or on a worker thread (src/workers/). Chunks carry plain data only: they cross a thread boundary.
 */
import type { Analyzer, CompiledPatterns } from '../engine/index.js';
import { PdpsError } from '../errors.js';
import { parseDocument, type DocumentLimits, type Format } from '../formats/document.js';
import { protect, type Method, type ProtectParams } from '../operators/index.js';
import { detectDocument } from './pipeline.js';
import { keyringFromSnapshot, type KeyringSnapshot } from './token-keys.js';

export interface ChunkDocument {
  /** Position in the request's `documents`. */
  index: number;
  /** The caller's `documents[index].id`. */
  id: string;
  data: unknown;
  format?: Format;
}

export interface ChunkTask {
  documents: ChunkDocument[];
  method: Method;
  threshold: number;
  params: ProtectParams;
  limits: DocumentLimits;
  tenantId: string;
  keyring: KeyringSnapshot;
}

export type ChunkResult =
  | {
      index: number;
      ok: true;
      /**
       * The document's entry of the response's `results`, already serialized (BatchResultView as JSON): the
       * worker writes it in parallel, and one string crosses back to the request thread instead of a tree.
       */
      json: string;
      entitiesDetected: number;
      entityCounts: Record<string, number>;
      methodUsed: string;
    }
  | { index: number; ok: false; error: { code: PdpsError['code']; message: string; details: Record<string, unknown> } };

/** One entry of the response's `results` (spec §4.3), in the response schema's property order. */
export interface BatchResultView {
  document_id: string;
  processed_data: unknown;
  entities_detected: number;
  method_used: string;
}

/** Runs chunks somewhere else (a worker pool). */
export interface BatchRunner {
  /** Threads available, to size the chunks. */
  readonly threads: number;
  run(task: ChunkTask): Promise<ChunkResult[]>;
  close(): Promise<void>;
}

/**
 * Processes every document of a chunk. A document the API refuses (PdpsError) gives an error result
 * naming its own parameter (`documents[i].data`); anything else is a bug and throws.
 */
export function processChunk(analyzer: Analyzer, task: ChunkTask, customPatterns?: CompiledPatterns): ChunkResult[] {
  const keyring = keyringFromSnapshot(task.keyring);
  const results: ChunkResult[] = [];
  for (const { index, id, data, format } of task.documents) {
    try {
      const doc = parseDocument(data, format, task.limits, `documents[${index}].data`);
      const entities = detectDocument(analyzer, doc, { threshold: task.threshold, customPatterns });
      const output = protect({ doc, entities, method: task.method, params: task.params }, { tenantId: task.tenantId, keyring });
      const view: BatchResultView = {
        document_id: id,
        processed_data: output.data,
        entities_detected: entities.length,
        method_used: output.methodUsed,
      };
      results.push({
        index,
        ok: true,
        json: JSON.stringify(view),
        entitiesDetected: entities.length,
        entityCounts: output.metrics.countsByType,
        methodUsed: output.methodUsed,
      });
    } catch (err) {
      if (!(err instanceof PdpsError)) throw err;
      results.push({ index, ok: false, error: { code: err.code, message: err.message, details: err.details } });
    }
  }
  return results;
}
