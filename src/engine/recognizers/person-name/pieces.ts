/**
 * Reading name runs word by word: which words the lexicon lets into a name, how a word is cut ("O'Brien",
 * "Fritz-Armstrong", a possessive), initials, particles ("van", "ten") and suffixes ("Jr.", "PhD").
 */
import { lowerNameFlags, NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE } from '../../lexicons/person-names.js';
import { isNonAsciiWordUnit } from '../../pipeline/scan.js';
import { hasSurnameEnding } from './morphology.js';

/** Pieces read at most per run (names, initials, particles and suffixes together count twice this). */
const MAX_PIECES = 5;

/** Particles inside a name ("Ludwig van Beethoven", "Willemine ten Pas"). */
const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'del', 'della', 'du', 'dos', 'das', 'le', 'la', 'bin', 'ibn', 'al', 'el', 'ter', 'ten', 'y', 'st']);

/** Generations and degrees that may close a name ("Jr.", "PhD"). */
export const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq', 'dds', 'dvm', 'rn', 'cpa', 'mba', 'jd']);

/** A piece flag beside the lexicon's: the surname evidence comes from the word's ending alone ("Petrussen"). */
export const BY_ENDING = 1 << 8;

/** One word of a name run. */
export interface Piece {
  start: number;
  end: number;
  flags: number; // lexicon flags, 0 for initials/particles
  kind: 'name' | 'initial' | 'particle' | 'suffix';
}

/** Any name evidence of the lexicon. */
export const NAMEISH = NAME_FIRST | NAME_LAST | NAME_KNOWN;

/** Never part of a name on its own evidence: curated common words, dictionary words no name list holds, places. */
export function isStop(flags: number): boolean {
  if (flags & NAME_COMMON) return true;
  if (flags & NAME_DICT) return (flags & (NAME_FIRST | NAME_LAST)) === 0;
  return (flags & NAME_PLACE) !== 0 && (flags & NAME_FIRST) === 0;
}

/** A real word or place that is also a census name ("Will", "Grant", "Jordan"): a name only beside stronger evidence. */
export function isAmbiguous(flags: number): boolean {
  return (flags & (NAME_DICT | NAME_PLACE)) !== 0;
}

/** "Anna's": the name ends before the possessive. */
const POSSESSIVE = /['’]s$/i;

/** "Don't", "I'm", "We'll": never a name. */
const CONTRACTION = /['’](?:t|m|re|ve|ll|d)$/i;

/** Particles that open a Dutch or German surname when written in lower case; "de", "da", "la" also open places. */
const SURNAME_PARTICLES = new Set(['van', 'von', 'ten', 'ter', 'vom', 'zu', 'zur']);

/** Articles that may follow "van"/"von" inside the particle ("van der", "von dem"). */
const PARTICLE_ARTICLES = new Set(['der', 'den', 'de', 'het', 'dem']);

/** The lower-case word ending right before `end` (one space between), or '' when there is none. */
function wordBefore(text: string, end: number): string {
  // Every particle and article ends in one of these letters: most words are rejected before any slicing.
  const last = text.charCodeAt(end - 2);
  if (text.charCodeAt(end - 1) !== 32 || (last !== 110 && last !== 114 && last !== 109 && last !== 117 && last !== 101 && last !== 116)) return '';
  let i = end - 1;
  while (i > 0 && text.charCodeAt(i - 1) >= 97 && text.charCodeAt(i - 1) <= 122) i--;
  if (i === end - 1 || isLetterBefore(text, i)) return '';
  return text.slice(i, end - 1);
}

/** Start of a surname particle written right before a name (`start`), or -1. */
export function surnameParticleStart(text: string, start: number): number {
  const w = wordBefore(text, start);
  if (w === '') return -1;
  if (SURNAME_PARTICLES.has(w)) return start - w.length - 1;
  if (!PARTICLE_ARTICLES.has(w)) return -1;
  const v = wordBefore(text, start - w.length - 1);
  return v === 'van' || v === 'von' ? start - w.length - v.length - 2 : -1;
}

/** Lexicon flags of a lower-case word. */
function lexiconFlags(word: string): number {
  const whole = lowerNameFlags(word);
  if (whole !== 0 || !/[-'’]/.test(word)) return whole;
  // Hyphenated or apostrophe-joined ("Fritz-Armstrong", "O'Brien"): a name if every part longer than a letter is
  // one and none is an ordinary word only ("Back-slashes", "Read-Write", "Pretty-print" are words).
  let flags = 0;
  for (const part of word.split(/[-'’]/)) {
    if (part.length < 2) continue;
    const f = lowerNameFlags(part);
    if ((f & NAMEISH) === 0 || isStop(f)) return 0;
    flags |= f & ~NAME_COMMON & ~NAME_DICT;
  }
  return flags;
}

/** A letter of a name: ASCII or a Latin/Greek/Cyrillic (or other word) unit beyond ASCII. */
export function isLetterUnit(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isNonAsciiWordUnit(c);
}

/** End of the word at `pos`: letters, with inner apostrophes and hyphens ("O'Brien", "Fritz-Armstrong"). */
export function wordEnd(text: string, pos: number): number {
  let e = pos;
  for (;;) {
    while (e < text.length && isLetterUnit(text.charCodeAt(e))) e++;
    const c = text.charCodeAt(e);
    if ((c === 39 || c === 0x2019 || c === 45) && isLetterUnit(text.charCodeAt(e + 1))) e++;
    else return e;
  }
}

/** Case shape of a word: [first letter is a capital, some letter is lower case]; ASCII without allocation. */
function caseShape(word: string): [boolean, boolean] {
  const c0 = word.charCodeAt(0);
  let hasLower = false;
  let ascii = true;
  for (let i = 0; i < word.length && !hasLower; i++) {
    const c = word.charCodeAt(i);
    if (c >= 97 && c <= 122) hasLower = true;
    else if (c >= 128) ascii = false;
  }
  if (!ascii && !hasLower) hasLower = word !== word.toUpperCase();
  const upper = c0 < 128 ? c0 >= 65 && c0 <= 90 : word[0] !== word[0]!.toLowerCase();
  return [upper, hasLower];
}

/** Name prefixes after which a capital is part of the name: "McKenzie", "MacDonald", "DeShawn", "LaToya", "VandeVondele". */
const CAPITAL_PREFIXES = new Set(['mc', 'mac', 'fitz', 'de', 'di', 'da', 'du', 'la', 'le', 'van', 'vande', 'vanden', 'vander', 'von', 'del', 'della', 'st']);

/**
 * Whether a capitalized word has a capital inside it that no naming custom puts there: after two capitals
 * ("TString", "JWTs") or after lower-case letters that are no name prefix ("DocumentCloud", "ChaCha").
 * Apostrophes and hyphens start a new part ("O'Brien", "Fritz-Armstrong").
 */
function isCamelCase(word: string): boolean {
  let partStart = 0;
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 39 || c === 45 || c === 0x2019) {
      partStart = i + 1;
      continue;
    }
    if (c < 65 || c > 90 || i === partStart) continue;
    const prev = word.charCodeAt(i - 1);
    // Capitals opening a part, then lower-case letters later: an acronym glued to a word ("TString", "JWTs").
    if (prev >= 65 && prev <= 90) return i - 1 === partStart && hasLowerAfter(word, i);
    if (prev >= 97 && prev <= 122 && !CAPITAL_PREFIXES.has(word.slice(partStart, i).toLowerCase())) return !isPinyinPair(word);
  }
  return false;
}

/** One Hanyu Pinyin syllable without tone marks: an optional initial and a final. */
const PINYIN_SYLLABLE = /^(?:[bpmfdtnlgkhjqxrzcsyw]|zh|ch|sh)?(?:iang|iong|uang|ueng|ang|eng|ing|ong|iao|ian|uai|uan|ai|ei|ao|ou|an|en|er|ia|ie|iu|in|ua|uo|ui|un|ue|a|o|e|i|u|v)$/;

/** A Chinese given name of two syllables written with a capital on each ("YunQiang", "ZheNing"); not a repeat ("ChaCha"). */
function isPinyinPair(word: string): boolean {
  let at = -1;
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 97 || c > 122) {
      if (at >= 0 || c < 65 || c > 90) return false;
      at = i;
    }
  }
  const first = word.slice(0, at).toLowerCase();
  const second = word.slice(at).toLowerCase();
  return at > 0 && first !== second && PINYIN_SYLLABLE.test(first) && PINYIN_SYLLABLE.test(second);
}

function hasLowerAfter(word: string, from: number): boolean {
  for (let i = from; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 97 && c <= 122) return true;
  }
  return false;
}

/**
 * Reads a run of name pieces from `start`, word by word, joined by single spaces: title-case words (or any
 * lower-case word in `lower` mode), initials ("K.", "J"), particles inside ("van", "de"), suffixes at the end.
 */
export function readRun(text: string, start: number, lower: boolean, firstFlags = -1): Piece[] {
  const run: Piece[] = [];
  let pos = start;
  while (run.length < MAX_PIECES * 2) {
    let end = wordEnd(text, pos);
    if (end === pos) break;
    let word = text.slice(pos, end);
    // "Don't", "I'm", "We'll": a contraction ends any run.
    if (CONTRACTION.test(word)) break;
    const possessive = word.length > 3 && POSSESSIVE.test(word);
    if (possessive) {
      word = word.slice(0, -2);
      end -= 2;
    }
    const [upper, hasLower] = caseShape(word);
    const lowerWord = !upper && hasLower;
    const folded = word.toLowerCase();
    let piece: Piece | undefined;
    if (SUFFIXES.has(folded) && (upper || folded === 'jr' || folded === 'sr')) {
      // A degree or generation after a comma ("Amelia Hartmann, PhD") is no name of its own.
      if (run.length === 0) break;
      piece = { start: pos, end: text[end] === '.' ? end + 1 : end, flags: 0, kind: 'suffix' };
    } else if (lower && run.length > 0 && word.length === 1 && lowerWord && (text[end] === '.' || text[end] === ' ')) {
      // Without case a lone letter after a name is a middle initial ("emidio p lombardo", "hyuuma t. maida"); when
      // no name follows it ("give anna a call") the emitted name stops before it.
      piece = { start: pos, end: text[end] === '.' ? end + 1 : end, flags: 0, kind: 'initial' };
    } else if ((upper && hasLower) || (lower && lowerWord)) {
      const known = run.length === 0 && firstFlags >= 0 && !possessive;
      let flags = known ? firstFlags : lexiconFlags(folded);
      // "DocumentCloud", "TString", "JWTs": an identifier or a brand, unless a census list holds it.
      if (upper && (flags & (NAME_FIRST | NAME_LAST)) === 0 && isCamelCase(word)) break;
      // An unlisted token (or one only the weak multilingual list holds) with a surname ending is a surname.
      if ((flags & ~NAME_KNOWN) === 0 && hasSurnameEnding(folded)) flags |= NAME_LAST | BY_ENDING;
      piece = { start: pos, end, flags, kind: 'name' };
    } else if (word.length === 1 && upper && (text[end] === '.' || (run.length > 0 && text[end] === ' ' && /\p{Lu}/u.test(text[end + 1] ?? '')))) {
      piece = { start: pos, end: text[end] === '.' ? end + 1 : end, flags: 0, kind: 'initial' };
    } else if (run.length > 0 && lowerWord && PARTICLES.has(word)) {
      piece = { start: pos, end, flags: 0, kind: 'particle' };
    }
    if (!piece) break;
    run.push(piece);
    if (piece.kind === 'suffix' || possessive || text[piece.end] !== ' ') break;
    pos = piece.end + 1;
  }
  return run;
}

export function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A letter right before `start` means the token continues a word ("McDonald" seen from "Donald"). */
export function isLetterBefore(text: string, start: number): boolean {
  if (start === 0) return false;
  const code = text.charCodeAt(start - 1);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 39;
  const c = text[start - 1]!;
  return c !== c.toLowerCase() || c !== c.toUpperCase() || c === '’';
}
