/**
 * The name lexicon: every word of name-sources.ts, lower-cased, mapped to a bit set of flags, built once at
 * module load, so one lookup per capitalized token answers every question the person-name recognizer asks.
 */
import { forEachLexiconWord } from './name-sources.js';

export { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE } from './name-sources.js';

function buildLexicon(): Map<string, number> {
  const lexicon = new Map<string, number>();
  forEachLexiconWord((word, flag) => {
    const key = word.toLowerCase();
    lexicon.set(key, (lexicon.get(key) ?? 0) | flag);
  });
  return lexicon;
}

const LEXICON = buildLexicon();

/** Flags of a token (any case); 0 when unknown. */
export function nameFlags(token: string): number {
  return LEXICON.get(token.toLowerCase()) ?? 0;
}

/** Flags of a token already in lower case. */
export function lowerNameFlags(lower: string): number {
  return LEXICON.get(lower) ?? 0;
}
