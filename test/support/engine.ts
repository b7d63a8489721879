/** One analyzer for the engine's table tests, and the texts of one type it finds in an input. */
import { createAnalyzer } from '../../src/engine/index.js';

export const analyzer = createAnalyzer();

/** The texts of the entities of `type` found in `input` at the default threshold, in text order. */
export function textsOf(type: string, input: string): string[] {
  return analyzer
    .analyze(input)
    .filter((e) => e.type === type)
    .map((e) => e.text);
}

/** The PERSON_NAME texts found in `input`. */
export const names = (input: string): string[] => textsOf('PERSON_NAME', input);
