/** The documents of the batch scenario's requests, shared by its HTTP load and its ceiling (bench/pool-ceiling.ts). */
import { BENCH_CORPORA, generateCorpus } from './corpus.js';

export const DOCS_PER_REQUEST = 100;

export interface BatchDocumentText {
  /** The caller's id, as `documents[i].id`. */
  id: string;
  text: string;
}

/** One list per request: windows of DOCS_PER_REQUEST over the 1 KB corpus, each starting halfway into the last. */
export function batchDocuments(): BatchDocumentText[][] {
  const docs = generateCorpus(BENCH_CORPORA[0]);
  const requests: BatchDocumentText[][] = [];
  for (let first = 0; first + DOCS_PER_REQUEST <= docs.length; first += DOCS_PER_REQUEST / 2) {
    requests.push(docs.slice(first, first + DOCS_PER_REQUEST).map((d, i) => ({ id: `doc-${first + i}`, text: d.text })));
  }
  return requests;
}
