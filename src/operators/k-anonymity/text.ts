/**
 * k_anonymity for a single text or a free-text value (decisions.md "Methods"): direct identifiers are
 * redacted and quasi-identifiers generalized — age → 10-year range, date → year, postal code → first
 * 3 characters (HIPAA Safe Harbor keeps at most the first three ZIP digits, 45 CFR §164.514(b)(2)(i)(B)).
 */
import type { Entity } from '../../engine/entity.js';
import { findDate } from '../dates.js';
import type { Replacer } from '../spans.js';

/** Generalizes one quasi-identifier entity, or returns undefined when it is not one (or unreadable). */
function generalizeEntityText(entity: Entity): string | undefined {
  switch (entity.type) {
    case 'AGE': {
      const m = /\d{1,3}/.exec(entity.text);
      if (m === null) return undefined;
      const low = Math.floor(Number(m[0]) / 10) * 10;
      return entity.text.slice(0, m.index) + `${low}-${low + 9}` + entity.text.slice(m.index + m[0].length);
    }
    case 'DATE':
    case 'DATE_OF_BIRTH': {
      const date = findDate(entity.text);
      return date?.replace(String(new Date(date.day * 86_400_000).getUTCFullYear()));
    }
    case 'POSTAL_CODE':
      return keepFirstAlphanumerics(entity.text, 3);
    default:
      return undefined;
  }
}

/** The replacer for texts: generalize quasi-identifiers, redact everything else with `redact`. */
export function textGeneralizer(redact: Replacer): Replacer {
  return (entity) => generalizeEntityText(entity) ?? redact(entity);
}

function keepFirstAlphanumerics(text: string, keep: number): string {
  let seen = 0;
  return Array.from(text, (ch) => (/[\p{L}\p{N}]/u.test(ch) ? (++seen > keep ? '*' : ch) : ch)).join('');
}
