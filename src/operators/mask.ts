/**
 * masking (decisions.md "Methods"): letters and digits become `*`; length and separators are kept,
 * and per type a part that is safe to show:
 * - CREDIT_CARD, SSN: the last 4 digits (PCI DSS v4.0 §3.4.1 allows at most first 6 / last 4 of a PAN);
 * - EMAIL: the first character of the local part and the whole domain;
 * - every other type: nothing but separators.
 * A safe part is shown only when at least as many characters stay hidden, so a short value is never
 * shown whole.
 */
import type { Entity } from '../engine/entity.js';
import type { Operator } from './operator.js';
import { replaceSpans } from './spans.js';

const MASK = '*';
const isMaskable = (ch: string): boolean => /[\p{L}\p{N}]/u.test(ch);

/**
 * The masked form of one entity's text. It always differs from the text: a value with nothing but
 * separators to hide (say `!!!`) has every visible character masked.
 */
export function maskValue(type: string, text: string): string {
  const masked = maskByType(type, text);
  if (masked !== text) return masked;
  return Array.from(text, (ch) => (/\s/u.test(ch) ? ch : MASK)).join('');
}

function maskByType(type: string, text: string): string {
  switch (type) {
    case 'CREDIT_CARD':
    case 'SSN':
      return maskKeepingLastDigits(text, 4);
    case 'EMAIL':
      return maskEmail(text);
    default:
      return maskAll(text);
  }
}

function maskAll(text: string): string {
  return Array.from(text, (ch) => (isMaskable(ch) ? MASK : ch)).join('');
}

function maskKeepingLastDigits(text: string, keep: number): string {
  const chars = Array.from(text);
  const digits = chars.filter((ch) => /\d/.test(ch)).length;
  if (digits < 2 * keep) return maskAll(text);
  let seen = 0;
  return chars.map((ch) => (/\d/.test(ch) ? (++seen > digits - keep ? ch : MASK) : isMaskable(ch) ? MASK : ch)).join('');
}

function maskEmail(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 2) return maskAll(text);
  const [first, ...rest] = Array.from(text.slice(0, at));
  const hidden = maskAll(rest.join(''));
  // Show the first character only when something of the local part stays hidden.
  if (!hidden.includes(MASK)) return maskAll(text.slice(0, at)) + text.slice(at);
  return (first ?? '') + hidden + text.slice(at);
}

export const masking: Operator = {
  method: 'masking',
  apply: ({ doc, entities }) => replaceSpans(doc, entities, (e: Entity) => maskValue(e.type, e.text)),
};
