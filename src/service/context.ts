/**
 * What the data use cases need, built once at start-up (./runtime.ts) and passed to each call.
 */
import type { RequestLimits } from '../config.js';
import type { Analyzer } from '../engine/analyze-api.js';
import type { DocumentLimits } from '../formats/document.js';
import type { Store } from '../store/store.js';
import type { AuditFacts } from './audit.js';
import type { BatchRunner } from './batch-runner.js';
import type { Detect } from './detector.js';
import type { TokenKeys } from './token-keys.js';

export interface ServiceContext {
  analyzer: Analyzer;
  /** Detection for request handlers: the analyzer's, coalesced per event-loop turn (./detector.ts). */
  detect: Detect;
  store: Store;
  tokenKeys: TokenKeys;
  limits: RequestLimits;
  /** Epsilon one API key may spend per calendar month (UTC) with differential_privacy. */
  privacyBudget: number;
  /** Runs batch chunks on worker threads; undefined processes batches inline. */
  batchRunner?: BatchRunner;
  now: () => number;
}

/** A use case's answer plus what its audit entry records. */
export interface Outcome<T> {
  response: T;
  audit: AuditFacts;
}

/** The document limits of the configured request limits. */
export function documentLimits(limits: RequestLimits): DocumentLimits {
  return { maxTextLength: limits.textLength, maxDepth: limits.depth };
}

/** Milliseconds with microsecond resolution. */
export function elapsedMs(from: number, to: number = performance.now()): number {
  return Math.round((to - from) * 1000) / 1000;
}

