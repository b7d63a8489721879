/**
 * The two npm peers, behind one shape: `redact(text)` for throughput (what a user of the library calls) and
 * `detect(text)` for scoring (typed spans in our labels).
 *
 * Neither peer returns positions: both only return the redacted string, with a fixed placeholder per rule
 * (e.g. `PHONE_NUMBER`). `detect` therefore aligns the redacted output back onto the input: the text between
 * placeholders is literal input, so an anchored pattern `^lit(.+?)lit(.+?)…$` recovers, for each placeholder, the
 * input range it replaced (leftmost shortest, which is the unique answer whenever the literal after a placeholder does
 * not also occur inside the replaced value). A record whose output cannot be aligned scores as "nothing detected" and
 * is counted in `alignmentFailures`, so the benchmark can show it.
 *
 * Label mapping (documented in docs/performance.md), chosen to credit each peer wherever its rule means our type:
 * redact-pii: PERSON_NAME→PERSON_NAME, CREDIT_CARD_NUMBER→CREDIT_CARD, STREET_ADDRESS→ADDRESS, ZIPCODE→POSTAL_CODE,
 * PHONE_NUMBER→PHONE, IP_ADDRESS→IP_ADDRESS, US_SOCIAL_SECURITY_NUMBER→SSN, EMAIL_ADDRESS→EMAIL, URL→URL,
 * USERNAME/PASSWORD/CREDENTIALS→CREDENTIAL; DIGITS (any run of 4+ digits) is untyped and dropped, so it is never
 * counted against them. @redactpii/node: PERSON_NAME, CREDIT_CARD_NUMBER, EMAIL_ADDRESS, PHONE_NUMBER,
 * US_SOCIAL_SECURITY_NUMBER mapped the same way.
 */
import { Redactor } from '@redactpii/node';
import { SyncRedactor } from 'redact-pii';
import type { TypedSpan } from './score.js';

export interface Peer {
  /** npm package name. */
  readonly name: string;
  /** The library's own call, default options: all built-in rules on. */
  redact(text: string): string;
  /** Typed spans in our labels, recovered from `redact` output. */
  detect(text: string): TypedSpan[];
  /** Records whose redacted output could not be aligned with the input. */
  alignmentFailures: number;
}

/** Placeholder → our label, or null for a placeholder that carries no type. */
type LabelMap = Readonly<Record<string, string | null>>;

const REDACT_PII_LABELS: LabelMap = {
  PERSON_NAME: 'PERSON_NAME',
  CREDIT_CARD_NUMBER: 'CREDIT_CARD',
  STREET_ADDRESS: 'ADDRESS',
  ZIPCODE: 'POSTAL_CODE',
  PHONE_NUMBER: 'PHONE',
  IP_ADDRESS: 'IP_ADDRESS',
  US_SOCIAL_SECURITY_NUMBER: 'SSN',
  EMAIL_ADDRESS: 'EMAIL',
  URL: 'URL',
  USERNAME: 'CREDENTIAL',
  PASSWORD: 'CREDENTIAL',
  CREDENTIALS: 'CREDENTIAL',
  DIGITS: null,
};

const REDACTPII_NODE_LABELS: LabelMap = {
  PERSON_NAME: 'PERSON_NAME',
  CREDIT_CARD_NUMBER: 'CREDIT_CARD',
  EMAIL_ADDRESS: 'EMAIL',
  PHONE_NUMBER: 'PHONE',
  US_SOCIAL_SECURITY_NUMBER: 'SSN',
};

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Recovers the input ranges behind the placeholders of `redacted`, or null when the output is not the input with
 * placeholders substituted. Bounded: texts with more than 64 placeholders are not aligned (none in the dev set
 * come near), which keeps the backtracking of the lazy groups small.
 */
export function alignRedaction(original: string, redacted: string, labels: LabelMap): TypedSpan[] | null {
  const placeholder = new RegExp(
    Object.keys(labels).sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'),
    'g',
  );
  const found = [...redacted.matchAll(placeholder)];
  if (found.length === 0) return redacted === original ? [] : null;
  if (found.length > 64) return null;
  let source = '^';
  let at = 0;
  for (const m of found) {
    source += `${escapeRegExp(redacted.slice(at, m.index))}([\\s\\S]+?)`;
    at = m.index + m[0].length;
  }
  source += `${escapeRegExp(redacted.slice(at))}$`;
  const aligned = new RegExp(source, 'd').exec(original);
  if (aligned?.indices === undefined) return null;
  const spans: TypedSpan[] = [];
  found.forEach((m, i) => {
    const type = labels[m[0]];
    const range = aligned.indices?.[i + 1];
    if (type !== null && type !== undefined && range !== undefined) {
      spans.push({ start: range[0], end: range[1], type });
    }
  });
  return spans;
}

function createPeer(name: string, redact: (text: string) => string, labels: LabelMap): Peer {
  const peer: Peer = {
    name,
    redact,
    alignmentFailures: 0,
    detect(text: string): TypedSpan[] {
      const spans = alignRedaction(text, redact(text), labels);
      if (spans === null) {
        peer.alignmentFailures += 1;
        return [];
      }
      return spans;
    },
  };
  return peer;
}

/** `redact-pii` 3.x, `SyncRedactor` with its defaults (every built-in rule and the name list on). */
export function createRedactPii(): Peer {
  const redactor = new SyncRedactor();
  return createPeer('redact-pii', (text) => redactor.redact(text), REDACT_PII_LABELS);
}

/** `@redactpii/node`, `Redactor` with its defaults (all five rules on, normal mode, no dashboard key). */
export function createRedactPiiNode(): Peer {
  const redactor = new Redactor();
  return createPeer('@redactpii/node', (text) => redactor.redact(text), REDACTPII_NODE_LABELS);
}
