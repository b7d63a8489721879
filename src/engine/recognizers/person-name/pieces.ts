/**
 * Reading name runs word by word: which words the lexicon lets into a name, how a word is cut ("O'Brien",
 * "Fritz-Armstrong", a possessive), initials, particles ("van", "ten") and suffixes ("Jr.", "PhD").
 */
import { exactFlagsAt, exactFlagsHashed, lowerNameFlags, NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE } from '../../lexicons/person-names.js';
import { FNV_OFFSET, hashStep } from '../../lexicons/folding-hash.js';
import { WordSet } from '../../lexicons/word-set.js';
import { isAsciiLetter, isAsciiUpper, isLetterUnit } from '../../pipeline/boundary.js';
import { hasSurnameEndingAt } from './morphology.js';

/** Pieces read at most per run (names, initials, particles and suffixes together count twice this). */
const MAX_PIECES = 5;

/** Particles inside a name ("Ludwig van Beethoven", "Willemine ten Pas"). */
const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'del', 'della', 'du', 'dos', 'das', 'le', 'la', 'bin', 'ibn', 'al', 'el', 'ter', 'ten', 'y', 'st']);

/** Generations and degrees that may close a name ("Jr.", "PhD"). */
export const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq', 'dds', 'dvm', 'rn', 'cpa', 'mba', 'jd']);
export const SUFFIX_WORDS = new WordSet(SUFFIXES);
const PARTICLE_WORDS = new WordSet(PARTICLES);
/**
 * Articles and particles written capitalized inside a surname ("Marine Le Pen", "Lana Del Rey", "Robert De Niro"):
 * name pieces between two capitalized names, and no name alone ("Le remboursement …", but "Le Van Hung", "Du Cane").
 */
/** One capital letter of any script (a literal in a function is a new RegExp object per evaluation). */
const UPPER_LETTER = /\p{Lu}/u;

export const CAPITAL_PARTICLES = new WordSet(['le', 'la', 'les', 'du', 'des', 'del', 'della', 'de', 'da', 'di', 'dos', 'das']);

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

/** The flags that make a name also a word or a place (isAmbiguous). */
export const AMBIGUOUS = NAME_DICT | NAME_PLACE;

/** A real word or place that is also a census name ("Will", "Grant", "Jordan"): a name only beside stronger evidence. */
export function isAmbiguous(flags: number): boolean {
  return (flags & AMBIGUOUS) !== 0;
}

function isApostrophe(c: number): boolean {
  return c === 39 || c === 0x2019;
}

/** "Anna's": the name ends before the possessive (/['’]s$/i, by char codes). */
function isPossessive(units: Uint16Array, start: number, end: number): boolean {
  return end - start >= 2 && isApostrophe(units[end - 2]!) && (units[end - 1]! | 32) === 115;
}

/** "Don't", "I'm", "We'll": never a name (/['’](?:t|m|re|ve|ll|d)$/i, by char codes). */
function isContraction(units: Uint16Array, start: number, end: number): boolean {
  const last = units[end - 1]! | 32;
  if (end - start >= 2 && isApostrophe(units[end - 2]!) && (last === 116 || last === 109 || last === 100)) return true;
  if (end - start < 3 || !isApostrophe(units[end - 3]!)) return false;
  const prev = units[end - 2]! | 32;
  return (prev === 114 && last === 101) || (prev === 118 && last === 101) || (prev === 108 && last === 108);
}

// Word sets asked in place: the words wordBefore() finds are a-z only, so the sets' case folding changes nothing.
/** Particles that open a Dutch or German surname when written in lower case; "de", "da", "la" also open places. */
const SURNAME_PARTICLE_WORDS = new WordSet(['van', 'von', 'ten', 'ter', 'vom', 'zu', 'zur']);
/** Articles that may follow "van"/"von" inside the particle ("van der", "von dem"). */
const PARTICLE_ARTICLE_WORDS = new WordSet(['der', 'den', 'de', 'het', 'dem']);
const VAN_VON = new WordSet(['van', 'von']);

/** Start of the lower-case word ending right before `end` (one space between), or -1 when there is none. */
function wordBefore(text: string, units: Uint16Array, end: number): number {
  // Every particle and article ends in one of these letters: most words are rejected before they are read.
  const last = units[end - 2]!;
  if (units[end - 1]! !== 32 || (last !== 110 && last !== 114 && last !== 109 && last !== 117 && last !== 101 && last !== 116)) return -1;
  let i = end - 1;
  while (i > 0 && units[i - 1]! >= 97 && units[i - 1]! <= 122) i--;
  if (i === end - 1 || isLetterBefore(text, units, i)) return -1;
  return i;
}

/** Start of a surname particle written right before a name (`start`), or -1. */
export function surnameParticleStart(text: string, units: Uint16Array, start: number): number {
  const w = wordBefore(text, units, start);
  if (w < 0) return -1;
  if (SURNAME_PARTICLE_WORDS.hasAt(text, w, start - 1)) return w;
  if (!PARTICLE_ARTICLE_WORDS.hasAt(text, w, start - 1)) return -1;
  const v = wordBefore(text, units, w);
  return v >= 0 && VAN_VON.hasAt(text, v, w - 1) ? v : -1;
}

/** Lexicon flags of `text[start…end)` in any case, read in place unless it is joined by '-' or an apostrophe. */
function lexiconFlagsAt(text: string, units: Uint16Array, start: number, end: number): number {
  // As written: the accent-less retry of nameFlagsAt is the first word's only (person-name.ts).
  const whole = exactFlagsAt(text, start, end);
  if (whole !== 0 || !hasJoiner(units, start, end)) return whole;
  return joinedFlags(text.slice(start, end).toLowerCase());
}

function hasJoiner(units: Uint16Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = units[i]!;
    if (c === 45 || c === 39 || c === 0x2019) return true;
  }
  return false;
}

/** Flags of a lower-case word joined by '-' or an apostrophe that the lexicon does not hold whole. */
function joinedFlags(word: string): number {
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
/** End of the word at `pos`: letters, with inner apostrophes and hyphens ("O'Brien", "Fritz-Armstrong"). */
export function wordEnd(text: string, units: Uint16Array, pos: number): number {
  let e = pos;
  for (;;) {
    while (e < text.length && isLetterUnit(units[e]!)) e++;
    const c = units[e]!;
    if ((c === 39 || c === 0x2019 || c === 45) && isLetterUnit(units[e + 1]!)) e++;
    else return e;
  }
}

/** Whether a word read up to `end` goes on there: a letter, or an apostrophe or hyphen before one (wordEnd). */
function continuesWord(units: Uint16Array, end: number): boolean {
  const c = units[end]!;
  return isLetterUnit(c) || ((c === 39 || c === 0x2019 || c === 45) && isLetterUnit(units[end + 1]!));
}

/** Whether the word `text[start…end)` opens with a capital. */
function opensUpper(text: string, units: Uint16Array, start: number): boolean {
  const c0 = units[start]!;
  return c0 < 128 ? c0 >= 65 && c0 <= 90 : text[start] !== text[start]!.toLowerCase();
}

/** Whether some letter of `text[start…end)` is lower case; ASCII without allocation. */
function hasLowerIn(text: string, units: Uint16Array, start: number, end: number): boolean {
  let ascii = true;
  for (let i = start; i < end; i++) {
    const c = units[i]!;
    if (c >= 97 && c <= 122) return true;
    if (c >= 128) ascii = false;
  }
  if (ascii) return false;
  const word = text.slice(start, end);
  return word !== word.toUpperCase();
}

/**
 * The pieces of the run readRun() read last, reused from run to run: a run is read, emitted and dropped before the
 * next is read. Only the first readRun() count are that run's.
 */
const piecePool: Piece[] = [];
export const RUN_PIECES: readonly Piece[] = piecePool;

function pooledPiece(i: number, start: number, end: number, flags: number, kind: Piece['kind']): Piece {
  const p = piecePool[i];
  if (p === undefined) return (piecePool[i] = { start, end, flags, kind });
  p.start = start;
  p.end = end;
  p.flags = flags;
  p.kind = kind;
  return p;
}

/** Name prefixes after which a capital is part of the name: "McKenzie", "MacDonald", "DeShawn", "LaToya", "VandeVondele". */
const CAPITAL_PREFIXES = new WordSet(['mc', 'mac', 'fitz', 'de', 'di', 'da', 'du', 'la', 'le', 'van', 'vande', 'vanden', 'vander', 'von', 'del', 'della', 'st']);

/**
 * Whether the capitalized word `text[start…end)` has a capital inside it that no naming custom puts there: after two
 * capitals ("TString", "JWTs") or after lower-case letters that are no name prefix ("DocumentCloud", "ChaCha").
 * Apostrophes and hyphens start a new part ("O'Brien", "Fritz-Armstrong"). Read in place: most words have no inner
 * capital.
 */
function isCamelCase(text: string, units: Uint16Array, start: number, end: number): boolean {
  let partStart = start;
  for (let i = start + 1; i < end; i++) {
    const c = units[i]!;
    if (c === 39 || c === 45 || c === 0x2019) {
      partStart = i + 1;
      continue;
    }
    if (c < 65 || c > 90 || i === partStart) continue;
    const prev = units[i - 1]!;
    // Capitals opening a part, then lower-case letters later: an acronym glued to a word ("TString", "JWTs").
    if (prev >= 65 && prev <= 90) return i - 1 === partStart && hasLowerAfter(units, i, end);
    if (prev >= 97 && prev <= 122 && !CAPITAL_PREFIXES.hasAt(text, partStart, i)) return !isPinyinPair(text.slice(start, end));
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

function hasLowerAfter(units: Uint16Array, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const c = units[i]!;
    if (c >= 97 && c <= 122) return true;
  }
  return false;
}

/**
 * Reads a run of name pieces from `start`, word by word, joined by single spaces: title-case words (or any
 * lower-case word in `lower` mode), initials ("K.", "J"), particles inside ("van", "de"), suffixes at the end.
 * Returns how many pieces it read into RUN_PIECES. `firstEnd`, when above `start`, is where the first word ends as the
 * scan read it (a token of letters only, followed by no apostrophe or hyphen): wordEnd() would find the same end.
 */
export function readRun(text: string, units: Uint16Array, start: number, lower: boolean, firstFlags = -1, firstEnd = 0): number {
  let n = 0;
  let pos = start;
  while (n < MAX_PIECES * 2) {
    // Without case most words are plain a-z: their end and their lexicon hash are read in one pass, and nothing else
    // about their shape (contraction, possessive, capitals) needs reading.
    let end = pos;
    let hash = FNV_OFFSET;
    if (lower) {
      for (let c = units[end]!; c >= 97 && c <= 122; c = units[++end]!) hash = hashStep(hash, c);
    }
    const plain = end > pos && !continuesWord(units, end);
    let possessive = false;
    let upper = false;
    let hasLower = true;
    if (!plain) {
      if (n === 0 && firstEnd > pos) {
        // A scanned token with no joiner after it: the word is read already, and holds no apostrophe.
        end = firstEnd;
      } else {
        end = wordEnd(text, units, pos);
        if (end === pos) break;
        // "Don't", "I'm", "We'll": a contraction ends any run.
        if (isContraction(units, pos, end)) break;
        possessive = end - pos > 3 && isPossessive(units, pos, end);
        if (possessive) end -= 2;
      }
      upper = opensUpper(text, units, pos);
      hasLower = hasLowerIn(text, units, pos, end);
    }
    const lowerWord = !upper && hasLower;
    const length = end - pos;
    const i = n;
    let piece: Piece | undefined;
    // Every suffix has at most three letters (lower-casing never shortens a word): longer words are not looked up.
    if (length <= 3 && (upper || isJrOrSr(units, pos, end)) && SUFFIX_WORDS.hasAt(text, pos, end)) {
      // A degree or generation after a comma ("Amelia Hartmann, PhD") is no name of its own.
      if (n === 0) break;
      piece = pooledPiece(i, pos, units[end]! === 46 ? end + 1 : end, 0, 'suffix');
    } else if (lower && n > 0 && length === 1 && lowerWord && (units[end]! === 46 || units[end]! === 32)) {
      // Without case a lone letter after a name is a middle initial ("emidio p lombardo", "hyuuma t. maida"); when
      // no name follows it ("give anna a call") the emitted name stops before it.
      piece = pooledPiece(i, pos, units[end]! === 46 ? end + 1 : end, 0, 'initial');
    } else if (n > 0 && piecePool[n - 1]!.kind === 'name' && upper && length <= 5 && units[end]! === 32 && isAsciiUpper(units[end + 1]!) && CAPITAL_PARTICLES.hasAt(text, pos, end)) {
      piece = pooledPiece(i, pos, end, 0, 'particle');
    } else if ((upper && hasLower) || (lower && lowerWord)) {
      const known = n === 0 && firstFlags >= 0 && !possessive;
      let flags = known ? firstFlags : plain ? exactFlagsHashed(text, pos, end, hash) : lexiconFlagsAt(text, units, pos, end);
      // "DocumentCloud", "TString", "JWTs": an identifier or a brand, unless a census list holds it.
      if (upper && (flags & (NAME_FIRST | NAME_LAST)) === 0 && isCamelCase(text, units, pos, end)) break;
      // An unlisted token (or one only the weak multilingual list holds) with a surname ending is a surname.
      if ((flags & ~NAME_KNOWN) === 0 && hasSurnameEndingAt(text, units, pos, end)) flags |= NAME_LAST | BY_ENDING;
      piece = pooledPiece(i, pos, end, flags, 'name');
    } else if (length === 1 && upper && (units[end]! === 46 || (n > 0 && units[end]! === 32 && UPPER_LETTER.test(text[end + 1] ?? '')))) {
      piece = pooledPiece(i, pos, units[end]! === 46 ? end + 1 : end, 0, 'initial');
    } else if (n > 0 && lowerWord && PARTICLE_WORDS.hasAt(text, pos, end) && isAsciiLowerWord(units, pos, end)) {
      piece = pooledPiece(i, pos, end, 0, 'particle');
    }
    if (!piece) break;
    n++;
    if (piece.kind === 'suffix' || possessive || units[piece.end]! !== 32) break;
    pos = piece.end + 1;
  }
  return n;
}

/** "jr" or "sr" in any case. */
function isJrOrSr(units: Uint16Array, start: number, end: number): boolean {
  if (end - start !== 2) return false;
  const a = units[start]! | 32;
  return (a === 106 || a === 115) && (units[start + 1]! | 32) === 114 && units[start]! < 128 && units[start + 1]! < 128;
}

/** All lower-case ASCII letters (a particle is matched as written). */
function isAsciiLowerWord(units: Uint16Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = units[i]!;
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** A letter right before `start` means the token continues a word ("McDonald" seen from "Donald"). */
export function isLetterBefore(text: string, units: Uint16Array, start: number): boolean {
  if (start === 0) return false;
  const code = units[start - 1]!;
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 39;
  const c = text[start - 1]!;
  return c !== c.toLowerCase() || c !== c.toUpperCase() || c === '’';
}
