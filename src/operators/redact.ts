/**
 * redaction (decisions.md "Methods"): each entity becomes `[TYPE]`; with preserve_context the
 * placeholder is numbered per distinct value within the request, `[PERSON_NAME_1]`, so the same
 * value always reads the same and text stays usable by people and language models.
 */
import type { Entity } from '../engine/entity.js';
import type { Operator } from './operator.js';
import type { ProtectParams } from './protect-api.js';
import { replaceSpans, type Replacer } from './spans.js';

/** A request-scoped placeholder generator (numbering state lives in the closure). */
export function createRedactor(params: Pick<ProtectParams, 'preserveContext'>): Replacer {
  if (!params.preserveContext) return (entity) => `[${entity.type}]`;
  const numbers = new Map<string, Map<string, number>>();
  return (entity: Entity) => {
    const perType = numbers.get(entity.type) ?? new Map<string, number>();
    numbers.set(entity.type, perType);
    let n = perType.get(entity.text);
    if (n === undefined) {
      n = perType.size + 1;
      perType.set(entity.text, n);
    }
    return `[${entity.type}_${n}]`;
  };
}

export const redaction: Operator = {
  method: 'redaction',
  apply: ({ doc, entities, params }) => replaceSpans(doc, entities, createRedactor(params)),
};
