/**
 * A batch is cut into chunks of documents; a chunk is processed by `processChunk`, on the request's thread
 * or on a worker thread (src/workers/). Chunks carry plain data only: they cross a thread boundary.
 */
import type { Analyzer, CompiledPatterns } from '../engine/index.js';
import { PdpsError } from '../errors.js';
import { parseDocument, type DocumentLimits, type Format, type ParsedDocument } from '../formats/document.js';
import { protectData, type Method, type ProtectParams } from '../operators/index.js';
import { detectDocuments } from './pipeline.js';
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

/**
 * What a chunk gives back: one result for all its documents, so a chunk crosses back to the request thread as one
 * byte array and a few numbers rather than a message per document (which the request thread, sharing the cores with
 * the workers, deserialized, merged and joined one by one).
 */
export type ChunkResult =
  | {
      ok: true;
      /**
       * The chunk's entries of the response's `results`, in the chunk's order, each a BatchResultView as JSON,
       * joined with commas, as UTF-8: the worker serializes and encodes in parallel, hands the bytes over without a
       * copy (src/workers/batch-worker.ts), and the request thread copies chunks into the response once instead of
       * receiving a string copy, joining strings and encoding the whole body again when it writes it.
       * Its ArrayBuffer is its own (never a slice of a shared pool), so it can be transferred.
       */
      json: Uint8Array;
      entitiesDetected: number;
      /** Counts by type over the chunk's documents, keys in order of first appearance. */
      entityCounts: Record<string, number>;
      /** Each method applied, once, in order of first use. */
      methodsUsed: string[];
    }
  | {
      ok: false;
      /** The first refused document of the chunk. */
      index: number;
      error: { code: PdpsError['code']; message: string; details: Record<string, unknown> };
    };

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
  run(task: ChunkTask): Promise<ChunkResult>;
  close(): Promise<void>;
}

/**
 * Processes every document of a chunk: parses them all, detects over all of them at once (detectDocuments), then
 * protects and serializes each. A document the API refuses (PdpsError) makes the chunk's result the first such
 * document's error, naming its own parameter (`documents[i].data`); the other documents still run, so anything else
 * (a bug) throws as it would have. Counts are added in document order, as the request thread adds chunks.
 */
export function processChunk(analyzer: Analyzer, task: ChunkTask, customPatterns?: CompiledPatterns): ChunkResult {
  const keyring = keyringFromSnapshot(task.keyring);
  let refused: Extract<ChunkResult, { ok: false }> | undefined;
  const refuse = (index: number, err: unknown): void => {
    if (!(err instanceof PdpsError)) throw err;
    if (refused === undefined || index < refused.index) refused = { ok: false, index, error: { code: err.code, message: err.message, details: err.details } };
  };
  const parsed: { document: ChunkDocument; doc: ParsedDocument }[] = [];
  for (const document of task.documents) {
    try {
      parsed.push({ document, doc: parseDocument(document.data, document.format, task.limits, `documents[${document.index}].data`) });
    } catch (err) {
      refuse(document.index, err);
    }
  }
  const detected = detectDocuments(
    analyzer,
    parsed.map((p) => p.doc),
    { threshold: task.threshold, customPatterns },
  );
  let json = '';
  const entityCounts: Record<string, number> = {};
  const methodsUsed: string[] = [];
  let entitiesDetected = 0;
  parsed.forEach(({ document, doc }, i) => {
    const entities = detected[i]!;
    try {
      const { methodUsed, result } = protectData({ doc, entities, method: task.method, params: task.params }, { tenantId: task.tenantId, keyring });
      const view: BatchResultView = {
        document_id: document.id,
        processed_data: result.data,
        entities_detected: entities.length,
        method_used: methodUsed,
      };
      json += (json === '' ? '' : ',') + viewJson(view);
      entitiesDetected += entities.length;
      // protect()'s countsByType, added straight into the chunk's: same keys in the same order of first appearance.
      for (const entity of entities) entityCounts[entity.type] = (entityCounts[entity.type] ?? 0) + 1;
      if (!methodsUsed.includes(methodUsed)) methodsUsed.push(methodUsed);
    } catch (err) {
      refuse(document.index, err);
    }
  });
  if (refused) return refused;
  return { ok: true, json: utf8.encode(json), entitiesDetected, entityCounts, methodsUsed };
}

/** Its encode() returns a Uint8Array over an ArrayBuffer of exactly its length, allocated for it. */
const utf8 = new TextEncoder();

/**
 * JSON.stringify(view). A text result (the usual case) is written by hand around quoteJsonString, which finds the
 * few characters to escape with a regular expression instead of JSON.stringify's character-by-character copy
 * (≈ 1.7 against 2.8 µs per 1 KB document on Node 20).
 */
function viewJson(view: BatchResultView): string {
  if (typeof view.processed_data !== 'string') return JSON.stringify(view);
  return `{"document_id":${quoteJsonString(view.document_id)},"processed_data":${quoteJsonString(view.processed_data)},"entities_detected":${view.entities_detected},"method_used":${quoteJsonString(view.method_used)}}`;
}

/** Characters JSON.stringify escapes, and surrogates (escaped when unpaired: left to JSON.stringify). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/g;

/** JSON.stringify's escape of each character below 0x20, `"` and `\\`. */
const ESCAPES: string[] = [];
for (let c = 0; c < 0x20; c++) ESCAPES[c] = `\\u${c.toString(16).padStart(4, '0')}`;
Object.assign(ESCAPES, { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r', 0x22: '\\"', 0x5c: '\\\\' });

/** The same text as JSON.stringify(text). */
export function quoteJsonString(text: string): string {
  NEEDS_ESCAPE.lastIndex = 0;
  let match = NEEDS_ESCAPE.exec(text);
  if (match === null) return `"${text}"`;
  let out = '"';
  let from = 0;
  do {
    const code = text.charCodeAt(match.index);
    if (code >= 0xd800) return JSON.stringify(text);
    out += text.slice(from, match.index) + (ESCAPES[code] as string);
    from = match.index + 1;
  } while ((match = NEEDS_ESCAPE.exec(text)) !== null);
  return `${out}${text.slice(from)}"`;
}
