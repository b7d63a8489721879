/**
 * Internal shapes shared by the scanner, the recognizers and the pipeline passes.
 * A Candidate is an Entity before context, threshold and overlap resolution.
 */
import type { Anchors } from './pipeline/scan.js';

/** A candidate at least this confident claims its tokens for later recognizers (analyze.ts). */
export const CLAIM_CONFIDENCE = 0.7;

/** A proposed match; `confidence` is the recognizer's base score after validation. */
export interface Candidate {
  type: string;
  /** '' until analyze() hands the candidate out as an Entity; absent on candidates not built by candidate(). */
  text?: string;
  start: number;
  end: number;
  confidence: number;
  recognizer: string;
}

/** What every recognizer reads: the text, the shared anchors and the field name it sits under. */
export interface ScanInput {
  readonly text: string;
  readonly anchors: Anchors;
  /** The JSON key / CSV header, lower-cased with non-alphanumerics removed (`"Date of Birth"` → `dateofbirth`); '' when none. */
  readonly key: string;
  /**
   * Per token index: 1 once a validating recognizer (card, IBAN, SSN, IP, e-mail, URL, date, …) has proven the
   * token part of its entity. Recognizers that run later skip claimed tokens instead of re-reading them.
   */
  readonly claimed: Uint8Array;
  /** The text's UTF-16 units, `units[i]` for `text.charCodeAt(i)`: what recognizers read the text with (pipeline/units.ts). */
  readonly units: Uint16Array;
}

/**
 * A recognizer is data plus one small function: it reads the shared anchor lists (never the
 * whole text with its own sweep), proposes candidates and validates them before pushing.
 */
export interface Recognizer {
  readonly name: string;
  /** Labels this recognizer can emit; lets the analyzer skip it when all are filtered out. */
  readonly entities: readonly string[];
  /** Whether its confident candidates claim their tokens (it validates by checksum, calendar or strict syntax). */
  readonly claims?: boolean;
  /**
   * Whether its confident candidates claim their tokens when their type is shown (no filter, or one that names it): a
   * structure read whole, such as an address, whose numbers and words the readers after it would only read again to
   * lose to it. Unlike `claims`, a filter that hides its type leaves its tokens to the others (a hidden candidate never
   * suppresses a shown one: the ZIP code of an address is still found when only postal codes are asked for).
   */
  readonly claimsWhenShown?: boolean;
  find(input: ScanInput, out: Candidate[]): void;
}

/**
 * A candidate built with the Entity's own keys in the Entity's order, `text` left empty: analyze() fills `text` in and
 * hands the object out as the entity instead of copying it into a new one (the copies were a quarter of the bytes an
 * analysis allocated). One allocation site also gives every candidate one hidden class, so the passes that read them
 * stay monomorphic.
 */
export function candidate(type: string, start: number, end: number, confidence: number, recognizer: string): Candidate {
  return { type, text: '', start, end, confidence, recognizer };
}
