/** Hand-built entities for operator tests (the engine is tested on its own). */
import type { Entity } from '../../src/engine/entity.js';

/** An entity for every occurrence of `text` in `value` (optionally at a JSON/CSV path). */
export function entitiesOf(value: string, type: string, text: string, path?: string): Entity[] {
  const found: Entity[] = [];
  for (let start = value.indexOf(text); start >= 0; start = value.indexOf(text, start + text.length)) {
    found.push({ type, text, start, end: start + text.length, confidence: 1, recognizer: 'test', ...(path === undefined ? {} : { path }) });
  }
  return found;
}
