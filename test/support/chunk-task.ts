/** A /v1/batch chunk as the request thread hands it to a worker: redaction, default threshold and limits, a fixed key. */
import { DEFAULT_DOCUMENT_LIMITS } from '../../src/formats/document.js';
import type { ChunkTask } from '../../src/service/batch-runner.js';

export function chunkTask(documents: ChunkTask['documents']): ChunkTask {
  return {
    documents,
    method: 'redaction',
    threshold: 0.5,
    params: {},
    limits: DEFAULT_DOCUMENT_LIMITS,
    tenantId: 'ten_test',
    keyring: { current: 1, keys: [[1, new Uint8Array(32).fill(7)]] },
  };
}
