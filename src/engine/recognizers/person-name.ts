/**
 * PERSON_NAME without a model. Runs of title-case tokens (with initials "K.", particles "van", "de",
 * hyphens "Fritz-Armstrong", "O'Brien", suffixes "PhD", "Jr.") are split at common words and place
 * names, then scored from the name lexicon (census first names and surnames, a larger multilingual
 * list) and from cues: an honorific right before ("Mr.", "Dr."), a phrase before ("my name is", "Dear",
 * "signed by", "Patient"), a verb or possessive right after ("said", "'s"), or a field named like a name.
 * Names listed together lift each other. A text without any capital letter (chat, lower-cased data) is read
 * with the lexicon alone. A run that ends in a USPS street suffix ("Herceg Gateway") is a street: it is
 * reported as ADDRESS here, since only this reader sees capitalized runs without a house number.
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE, lowerNameFlags, nameFlagsAt } from '../lexicons/person-names.js';
import {
  AFTER_STRONG_CUE,
  AFTER_WEAK_CUE,
  cueBoost,
  CUES,
  endsWithCue,
  HONORIFIC,
  namingCueBefore,
  keyNamesPerson,
  LINE_BREAK_BEFORE,
  LINE_END_AFTER,
  NAME_CUE,
  opensSentence,
  SPEAKER_COLON,
} from './person-name/cues.js';
import { raiseListedNames, raiseRepeatedNames } from './person-name/document.js';
import { hasSurnameEnding } from './person-name/morphology.js';
import { STREET_SUFFIXES } from '../lexicons/street-types.js';
import { isNonAsciiWordUnit, TOKEN_HAS_DIGIT, TOKEN_HAS_LOWER, TOKEN_HAS_UPPER } from '../pipeline/scan.js';

/** Base scores by lexicon evidence (calibrated on synthetic prose so that 0.5 separates names from words). */
const NAME_CONFIDENCE = {
  firstAndLast: 0.85,
  firstAndUnknown: 0.75,
  twoKnown: 0.65,
  knownAndUnknown: 0.55,
  twoUnknown: 0.45,
  singleFirst: 0.6,
  singleLast: 0.45,
  singleKnown: 0.4,
  singleUnknown: 0.2,
  ambiguous: 0.3,
  caselessFirst: 0.5,
  caselessFull: 0.75,
  caselessOther: 0.3,
  caselessOtherFull: 0.45,
  /** Floor for a member of a list whose other members include a confident name. */
  listed: 0.6,
} as const;

const MAX_PIECES = 5;
/** Candidates below this are dropped at once; between it and the threshold they may still gain from a list of names. */
const MIN_EMIT = 0.15;
const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'del', 'della', 'du', 'dos', 'das', 'le', 'la', 'bin', 'ibn', 'al', 'el', 'ter', 'ten', 'y', 'st']);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq', 'dds', 'dvm', 'rn', 'cpa', 'mba', 'jd']);

interface Piece {
  start: number;
  end: number;
  flags: number; // lexicon flags, 0 for initials/particles
  kind: 'name' | 'initial' | 'particle' | 'suffix';
}


const NAMEISH = NAME_FIRST | NAME_LAST | NAME_KNOWN;

/** Never part of a name on its own evidence: curated common words, dictionary words no name list holds, places. */
function isStop(flags: number): boolean {
  if (flags & NAME_COMMON) return true;
  if (flags & NAME_DICT) return (flags & (NAME_FIRST | NAME_LAST)) === 0;
  return (flags & NAME_PLACE) !== 0 && (flags & NAME_FIRST) === 0;
}

/** A real word or place that is also a census name ("Will", "Grant", "Jordan"): a name only beside stronger evidence. */
function isAmbiguous(flags: number): boolean {
  return (flags & (NAME_DICT | NAME_PLACE)) !== 0;
}

function evidence(flags: number, position: number): number {
  return isAmbiguous(flags) ? flags & position : flags;
}

function scoreSingle(flags: number): number {
  if (isAmbiguous(flags)) return NAME_CONFIDENCE.ambiguous;
  if (flags & NAME_FIRST) return NAME_CONFIDENCE.singleFirst;
  if (flags & NAME_LAST) return NAME_CONFIDENCE.singleLast;
  if (flags & NAME_KNOWN) return NAME_CONFIDENCE.singleKnown;
  return NAME_CONFIDENCE.singleUnknown;
}

/** `cued`: a strong cue or an honorific stands before the run ("what's your name? mark pinto", "mr. chad farmer"). */
function scorePieces(names: Piece[], caseless: boolean, cued: boolean): number {
  if (caseless) {
    // No case signal: the first piece must be a listed name that is not also an ordinary word, unless a cue
    // says a name follows.
    const lead = names[0]!.flags;
    if (isAmbiguous(lead) && !cued) return 0;
    // An unlisted word may still be a name after a strong cue ("my name is borna"); alone it stays below 0.5,
    // and so does an unlisted word before a listed one ("hyuuma t. maida") without a cue.
    if (!(lead & NAMEISH)) {
      return names.length > 1 && names[names.length - 1]!.flags & NAMEISH ? NAME_CONFIDENCE.caselessOther : NAME_CONFIDENCE.singleUnknown;
    }
    if (lead & NAME_FIRST) {
      if (names.length === 1) return NAME_CONFIDENCE.caselessFirst;
      return names.every((p) => p.flags & NAMEISH) ? NAME_CONFIDENCE.caselessFull : NAME_CONFIDENCE.caselessFirst;
    }
    return names.length === 1 ? NAME_CONFIDENCE.caselessOther : NAME_CONFIDENCE.caselessOtherFull;
  }
  if (names.length === 1) return scoreSingle(names[0]!.flags);
  if (names.every((p) => isAmbiguous(p.flags))) return NAME_CONFIDENCE.ambiguous;
  // A word that is also an ordinary word or a place counts only as a census first name in front ("Will
  // Smith") or as a census surname after one ("Sofia Lima"), never as mere "listed somewhere".
  const first = evidence(names[0]!.flags, NAME_FIRST);
  const last = evidence(names[names.length - 1]!.flags, first & NAME_FIRST ? NAME_LAST : 0);
  if (first & NAME_FIRST) return last & NAMEISH ? NAME_CONFIDENCE.firstAndLast : NAME_CONFIDENCE.firstAndUnknown;
  if (first & NAMEISH && last & NAMEISH) return NAME_CONFIDENCE.twoKnown;
  if (first & NAMEISH || last & NAMEISH) return NAME_CONFIDENCE.knownAndUnknown;
  return NAME_CONFIDENCE.twoUnknown;
}

/**
 * Capitalized cues after which a name may be written in lower case ("My name is anna", "Mrs. catherine");
 * the captured words are read as a lower-case run.
 */
const CUE_LED_LOWER = /(?:My name is|I'm|I am|Mrs?\.?|Ms\.?|Miss|Dr\.?|Dear|Call me) (?=[a-z\u00DF-\u00FF])/y;
const POSSESSIVE = /['’]s$/i;
const CONTRACTION = /['’](?:t|m|re|ve|ll|d)$/i;

/** Scores one sub-run of name pieces and pushes it when it has any chance. */
function emit(text: string, key: string, caseless: boolean, pieces: Piece[], out: Candidate[]): void {
  const names = pieces.filter((p) => p.kind === 'name');
  if (names.length === 0) return;
  // An ordinary word that is no first name before a first name is a verb or an adjective, not a name's first
  // part: "Call Maria Gonzalez", "Ask Peter".
  if (names.length >= 2 && pieces[0] === names[0] && isAmbiguous(names[0]!.flags) && !(names[0]!.flags & NAME_FIRST)) {
    const next = names[1]!.flags;
    if (next & NAME_FIRST && (!isAmbiguous(next) || names.length >= 3) && pieces[1] === names[1]) {
      pieces.shift();
      names.shift();
    }
  }
  // A run may not start or end with an initial-less particle, nor start with a lower-case letter ("a claudia …").
  while (pieces.length > 0 && (pieces[0]!.kind === 'particle' || (caseless && pieces[0]!.kind === 'initial'))) pieces.shift();
  while (pieces.length > 0 && pieces[pieces.length - 1]!.kind === 'particle') pieces.pop();
  if (pieces.length === 0 || pieces[0]!.kind === 'suffix') return;
  let start = pieces[0]!.start;
  let end = pieces[pieces.length - 1]!.end;
  if (pieces[pieces.length - 1]!.kind === 'initial' && names.length === 1 && pieces.length === 2) end = names[0]!.end;
  const cued = caseless && isAmbiguous(names[0]!.flags) && namingCueBefore(text, start);
  let score = scorePieces(names, caseless, cued);
  if (score === 0) return;
  // "van Gijn", "von Trier", "van der Berg": a Dutch or German surname particle in lower case before a capitalized
  // word belongs to the name, and is as good as a second name.
  const particle = caseless || pieces[0]!.kind !== 'name' ? -1 : surnameParticleStart(text, start);
  if (particle >= 0) {
    start = particle;
    score = Math.max(score, NAME_CONFIDENCE.knownAndUnknown);
  }
  // A lone word that is also an ordinary word ("Call", "Born") opening a sentence is that word.
  // It stays a candidate only when an act of a person follows ("Mark said", "Grace: …").
  if (names.length === 1 && isAmbiguous(names[0]!.flags) && opensSentence(text, start)) {
    const after = text.slice(end, end + 14);
    if (!AFTER_STRONG_CUE.test(after) && !AFTER_WEAK_CUE.test(after) && !SPEAKER_COLON.test(after)) return;
  }
  // Cues only matter below the score of a full first + last name; above it they are not looked up.
  // A middle initial between two names ("Ravil G Yefimov", "Erlendur G. Hafliðason") is a name's shape.
  const middleInitial = names.length >= 2 && pieces.some((p, i) => p.kind === 'initial' && i > 0 && i < pieces.length - 1);
  if (middleInitial) score += NAME_CUE.initial;
  if (score < NAME_CONFIDENCE.firstAndLast) score += cueBoost(text, key, start, end, score, names.length > 1);
  score = Math.round(Math.min(1, score) * 100) / 100;
  if (score < MIN_EMIT) return;
  const candidate: Candidate = { type: 'PERSON_NAME', start, end, confidence: score, recognizer: 'person-name' };
  const lead = names[0]!.flags;
  leadKinds[out.length] = isAmbiguous(lead) ? 0 : lead & NAME_FIRST ? LEAD_FIRST : lead & NAME_LAST ? LEAD_SURNAME : 0;
  out.push(candidate);
}

/**
 * What leads each candidate, by its index in the output (scratch for one find() call): a census first name or a
 * surname that is no ordinary word. A list is vouched for by one confident first name ("Victor, Andrew and April"),
 * or by two surnames one of which is confident ("Morrison, Rogers and Torres"); a product list with one surname in
 * it ("Postgres, Redis and Kafka") does not lift its members.
 */
const LEAD_FIRST = 1;
const LEAD_SURNAME = 2;
const leadKinds: number[] = [];

function vouchesForList(found: Candidate[], first: number, end: number): boolean {
  let surnames = 0;
  let confident = false;
  for (let k = first; k < end; k++) {
    const c = found[k]!;
    const kind = leadKinds[k] ?? 0;
    const sure = c.confidence >= NAME_CONFIDENCE.singleFirst;
    if (sure && kind === LEAD_FIRST) return true;
    confident ||= sure;
    if (kind === LEAD_SURNAME && c.confidence >= NAME_CONFIDENCE.singleLast) surnames++;
  }
  return confident && surnames >= 2;
}

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
function surnameParticleStart(text: string, start: number): number {
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

/**
 * Reads a run of name pieces from `start`, word by word, joined by single spaces: title-case words (or any
 * lower-case word in `lower` mode), initials ("K.", "J"), particles inside ("van", "de"), suffixes at the end.
 */
function isLetterUnit(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isNonAsciiWordUnit(c);
}

/** End of the word at `pos`: letters, with inner apostrophes and hyphens ("O'Brien", "Fritz-Armstrong"). */
function wordEnd(text: string, pos: number): number {
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

/**
 * Reads a run of name pieces from `start`, word by word, joined by single spaces: title-case words (or any
 * lower-case word in `lower` mode), initials ("K.", "J"), particles inside ("van", "de"), suffixes at the end.
 */
function readRun(text: string, start: number, lower: boolean, firstFlags = -1): Piece[] {
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
      // An unlisted token (or one only the weak multilingual list holds) with a surname ending is a surname.
      if ((flags & ~NAME_KNOWN) === 0 && hasSurnameEnding(folded)) flags |= NAME_LAST;
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

/** USPS suffixes written in full ("Gateway", "Loop"); abbreviations like "St" are too often "Saint". */
const MIN_SUFFIX_LENGTH = 4;
const STREET_CUE = /\b(?:on|at|corner of|off|near|along|via|lives on|located on|located at)\s+$/i;
const STREET_CONFIDENCE = { bare: 0.55, cued: 0.7 } as const;
const INTERSECTION = /(?:the\s+)?(?:corner|intersection|junction)\s+of\s+$/i;

/**
 * Whether the capitalized words in `part` followed by `suffix` name a street ("Herceg Gateway", "Inna Loop"):
 * the suffix is a USPS street suffix in full, and the words are not a first name + surname ("Isaac Lodge").
 */
function isStreetName(text: string, part: Piece[], suffix: Piece): boolean {
  if (suffix.end - suffix.start < MIN_SUFFIX_LENGTH || part.length > 3 || part.some((p) => p.kind !== 'name')) return false;
  if (!STREET_SUFFIXES.has(text.slice(suffix.start, suffix.end).toLowerCase())) return false;
  // Alone on its line it is a signature or contact line ("Fletcher Hill"), not a street.
  const start = part[0]!.start;
  if (LINE_BREAK_BEFORE.test(text.slice(Math.max(0, start - 4), start)) && LINE_END_AFTER.test(text.slice(suffix.end, suffix.end + 4))) return false;
  return !(part[0]!.flags & NAME_FIRST && suffix.flags & NAME_LAST);
}

/** A street named without a house number; stronger after "on", "at", "corner of". */
function emitStreet(text: string, start: number, end: number, wordy: boolean, out: Candidate[]): void {
  // "the corner of 12 Main Street and Elm Loop": an intersection is one location.
  let previous: Candidate | undefined;
  for (let i = out.length - 1; i >= 0 && !previous; i--) if (out[i]!.type === 'ADDRESS' && out[i]!.end <= start) previous = out[i];
  if (previous && /^\s+and\s+$/.test(text.slice(previous.end, start))) {
    const lead = INTERSECTION.exec(text.slice(Math.max(0, previous.start - 32), previous.start));
    if (lead) {
      previous.start -= lead[0].length;
      previous.end = end;
      previous.confidence = Math.max(previous.confidence, STREET_CONFIDENCE.cued);
      return;
    }
  }
  const cued = STREET_CUE.test(text.slice(Math.max(0, start - 16), start));
  // Without "on", "at", … ordinary words before a street word are a phrase ("the Blue Green deployment").
  if (!cued && wordy) return;
  out.push({ type: 'ADDRESS', start, end, confidence: cued ? STREET_CONFIDENCE.cued : STREET_CONFIDENCE.bare, recognizer: 'person-name' });
}

/** Words that open a place name before a word that would otherwise be a given name ("San Jose", "Port Elizabeth"). */
const PLACE_PREFIXES = new Set(['saint', 'sainte', 'san', 'santa', 'são', 'sao', 'sankt', 'fort', 'port', 'mount', 'lake', 'cape', 'porto', 'puerto']);
/** Whether text[start, end) is a place prefix; most stop words are told apart by length and first letter alone. */
function isPlacePrefix(text: string, start: number, end: number): boolean {
  const c = text.charCodeAt(start) | 32;
  if (end - start < 3 || end - start > 6 || (c !== 115 && c !== 102 && c !== 112 && c !== 108 && c !== 99 && c !== 109)) return false;
  return PLACE_PREFIXES.has(text.slice(start, end).toLowerCase());
}

/** Landforms that end a place name; street words are told apart by isStreetName, and "Hill" or "Park" are surnames too. */
const PLACE_DESIGNATORS = new Set(['falls', 'springs', 'creek', 'canyon', 'heights', 'valley', 'beach', 'harbor', 'harbour', 'bay', 'river', 'lake', 'lakes', 'island', 'islands', 'mountains']);

/** Whether text[start, end) is a landform word; only words of a landform's length are sliced. */
function isPlaceDesignator(text: string, start: number, end: number): boolean {
  return end - start >= 3 && end - start <= 9 && PLACE_DESIGNATORS.has(text.slice(start, end).toLowerCase());
}

/**
 * A surname that is also an ordinary word closes a name in three shapes: after an inner particle ("Willemine ten
 * Pas"), after an honorific and a first name ("Dr. Justin Beet"), and after a first name on a line of its own, as in
 * a signature or a contact card ("Fletcher Hill"). Places never do, and without case nothing marks the word as a name.
 */
function closesWithWord(text: string, part: Piece[], p: Piece): boolean {
  if (part.length === 0 || p.flags & NAME_PLACE) return false;
  const prev = part[part.length - 1]!;
  if (prev.kind === 'particle') return !(p.flags & NAME_COMMON) && part.some((q) => q.kind === 'name');
  if (part.length !== 1 || prev.kind !== 'name' || !(prev.flags & NAME_FIRST) || isAmbiguous(prev.flags)) return false;
  const start = prev.start;
  if (!(p.flags & NAME_COMMON) && HONORIFIC.test(text.slice(Math.max(0, start - 8), start).toLowerCase())) return true;
  return (
    (p.flags & NAME_LAST) !== 0 &&
    LINE_BREAK_BEFORE.test(text.slice(Math.max(0, start - 4), start)) &&
    LINE_END_AFTER.test(text.slice(p.end, p.end + 4))
  );
}

/** Splits a run at common words and place-only tokens; each part is scored on its own. Returns the run end. */
function emitRun(text: string, key: string, lower: boolean, run: Piece[], out: Candidate[]): number {
  let part: Piece[] = [];
  // After "Saint", "San", "Fort" … the next words are a place ("Saint Helena", "Fort Worth"), not a person.
  let placeNext = false;
  for (const p of run) {
    if (placeNext && !(p.kind === 'name' && isStop(p.flags))) continue;
    placeNext = false;
    if (p.kind === 'name' && p.flags & (NAME_DICT | NAME_COMMON) && part.length > 0 && isStreetName(text, part, p)) {
      emitStreet(text, part[0]!.start, p.end, part.some((q) => q.flags & NAME_DICT), out);
      part = [];
      continue;
    }
    // A surname that is also a word or a place ("Sofia Lima", "Ryan P Costa") still ends a run begun by a first name.
    const lead = part.find((q) => q.kind === 'name');
    // So does one after a middle initial ("Jildau S Bouts"): first-initial-last is a name's shape.
    const afterInitial = part.length >= 2 && part[part.length - 1]!.kind === 'initial';
    const closesName =
      lead !== undefined && ((lead.flags & NAME_FIRST && !isAmbiguous(lead.flags)) || afterInitial) && p.flags & NAMEISH && !(p.flags & NAME_COMMON);
    if (p.kind === 'name' && isStop(p.flags) && (closesName || (!lower && closesWithWord(text, part, p)))) {
      part.push(p);
      emit(text, key, lower, part, out);
      part = [];
    } else if (lower && p.kind === 'name' && isAmbiguous(p.flags) && part.length > 0) {
      // Without case, a word that is also a name ("michelle kozma will be …") ends the run, unless a naming cue
      // stands before the run and the word is a surname that ends the clause ("mr. chad farmer.", not "mr. elliott
      // flew to …").
      const surname =
        p.flags & NAME_LAST &&
        part.length === 1 &&
        part[0]!.kind === 'name' &&
        !(text.charCodeAt(p.end) === 32 && isLetterUnit(text.charCodeAt(p.end + 1))) &&
        namingCueBefore(text, part[0]!.start);
      if (surname) part.push(p);
      emit(text, key, lower, part, out);
      part = [];
    } else if (p.kind === 'name' && isStop(p.flags)) {
      // Words before a landform ("Victoria Falls", "Palm Springs") name a place, not a person.
      if (part.length > 0 && !isPlaceDesignator(text, p.start, p.end)) emit(text, key, lower, part, out);
      placeNext = !lower && isPlacePrefix(text, p.start, p.end);
      part = [];
    } else part.push(p);
  }
  if (part.length > 0) emit(text, key, lower, part, out);
  return run.length > 0 ? run[run.length - 1]!.end : 0;
}

export const personNameRecognizer: Recognizer = {
  name: 'person-name',
  // Street names without a number ("Herceg Gateway") look like names until their last word: they are told apart here.
  entities: ['PERSON_NAME', 'ADDRESS'],
  find({ text, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, upperTokens, caseless } = anchors;
    const from = out.length;
    leadKinds.length = 0;
    // Without capitals there is no case signal: every recorded token may start a lower-case run.
    const lowerEverywhere = caseless || keyNamesPerson(key);
    const count = lowerEverywhere ? tokenStart.length : upperTokens.length;
    let next = 0;
    for (let i = 0; i < count; i++) {
      const t = lowerEverywhere ? i : upperTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next || isLetterBefore(text, start)) continue;
      const f = tokenFlags[t]!;
      if (f & TOKEN_HAS_DIGIT) continue;
      const c0 = text.charCodeAt(start);
      // "My name is …", "I'm …", "Mrs. …", "Dear …", "Call me …" start with M, I, D or C.
      if (!lowerEverywhere && (c0 === 77 || c0 === 73 || c0 === 68 || c0 === 67) && tokenEnd[t]! - start <= 4) {
        CUE_LED_LOWER.lastIndex = start;
        const cue = CUE_LED_LOWER.exec(text);
        if (cue) {
          const end = emitRun(text, key, true, readRun(text, start + cue[0].length, true), out);
          if (end > 0) {
            next = end;
            continue;
          }
        }
      }
      // Fast path: a capitalized stop word ("The", "Please") cannot start a name; a later capital will be visited.
      const joined = text[tokenEnd[t]!] === "'" || text[tokenEnd[t]!] === '-' || text[tokenEnd[t]!] === '’';
      let firstFlags = lowerEverywhere || joined ? -1 : nameFlagsAt(text, start, tokenEnd[t]!);
      if (firstFlags >= 0 && isStop(firstFlags)) {
        // A common word that is also a given name or surname is one after an honorific or a naming phrase ("Dear
        // April Smith", "Hi Max", "Mr. May"): it then counts as a plain name.
        if (firstFlags & (NAME_FIRST | NAME_LAST) && cuedAsName(text, start, firstFlags)) firstFlags &= ~(NAME_COMMON | NAME_DICT | NAME_PLACE);
        else {
          // "Saint Helena", "Fort Worth": the capitalized word after a place prefix is not visited either.
          if (text.charCodeAt(tokenEnd[t]!) === 32 && isPlacePrefix(text, start, tokenEnd[t]!)) next = wordEnd(text, tokenEnd[t]! + 1);
          continue;
        }
      }
      if (!lowerEverywhere && (f & TOKEN_HAS_LOWER) === 0 && tokenEnd[t]! - start >= 2) {
        // Capitals: an acronym, a heading, or a name as forms write it after a cue ("Patient Name: GARCIA, LUIS").
        next = Math.max(next, emitCapsName(text, start, out));
        continue;
      }
      const run = readRun(text, start, lowerEverywhere && (f & TOKEN_HAS_UPPER) === 0, firstFlags);
      const end = emitRun(text, key, lowerEverywhere && (f & TOKEN_HAS_UPPER) === 0, run, out);
      next = Math.max(next, end);
    }
    raiseListedNames(text, out, from, (first, end) => vouchesForList(out, first, end), NAME_CONFIDENCE.listed);
    raiseRepeatedNames(text, out, from, NAME_CONFIDENCE.firstAndLast, NAME_CONFIDENCE.listed);
  },
};

/**
 * Whether a common word with name flags `flags` at `start` is a name by its cue: any surname or given name after an
 * honorific ("Mr. May"), a given name after a strong phrase ("Dear April", "Hi Max"; "Hello World" and "I'm Free"
 * stay words: "World" and "Free" are surnames only).
 */
function cuedAsName(text: string, start: number, flags: number): boolean {
  // The cue shares the line: "ms\n New PathScurry" is a unit and a heading, not "Ms. New".
  let i = start - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i === start - 1 || i < 0 || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) return false;
  // Sentence starts ("… done. In", "You") are most of these tokens: only the word before the space (or before a dot)
  // is read until it could end a cue.
  const dot = text.charCodeAt(i) === 46;
  const wordEndAt = dot ? i : i + 1;
  let w = wordEndAt;
  while (w > 0 && w > wordEndAt - 16 && isAsciiLetter(text.charCodeAt(w - 1))) w--;
  // Honorifics and dotted titles have at most five letters ("Prof.", "Capt."): a longer word before a dot ends a
  // sentence, and only an honorific may name a surname that is a common word ("Mr. Young").
  if ((dot || !(flags & NAME_FIRST)) && wordEndAt - w > 5) return false;
  if (w < wordEndAt) {
    const word = text.slice(w, wordEndAt).toLowerCase();
    if (!CUES.honorific.finals.has(word) && (dot || !CUES.strong.finals.has(word)) && !(dot && DOTTED_TITLES.has(word))) return false;
  } else if (dot) return false;
  const before = text.slice(Math.max(0, start - 28), start).toLowerCase();
  return endsWithCue(before, CUES.honorific) || ((flags & NAME_FIRST) !== 0 && endsWithCue(before, CUES.strong));
}

/** A name in capitals after a naming cue: forms and records write them so ("Patient name: GARCIA, LUIS"). */
const CAPS_NAME_CONFIDENCE = 0.8;
const MAX_CAPS_WORDS = 4;

/** Whether the UTF-16 unit is an upper-case letter (ASCII by code, others by case mapping). */
function isUpperUnit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  const ch = text[i]!;
  return ch !== ch.toLowerCase();
}

/**
 * Reads a name in capitals at `start` when a naming cue or an honorific stands before it: up to four words of two
 * or more capitals, "LAST, FIRST" allowed once; at least one word must be a listed name and none a common word
 * ("Name: N/A", "Name: TBD" stay unnamed). Returns the end of what was read, or 0.
 */
function emitCapsName(text: string, start: number, out: Candidate[]): number {
  if (!capsCueBefore(text, start)) return 0;
  let pos = start;
  let end = 0;
  let listed = false;
  let comma = false;
  for (let words = 0; words < MAX_CAPS_WORDS; ) {
    let e = pos;
    while (e < text.length && isUpperUnit(text, e)) e++;
    if (e - pos < 2 || isLetterUnit(text.charCodeAt(e))) break;
    const flags = nameFlagsAt(text, pos, e);
    if (isStop(flags) || (e - pos <= 3 && SUFFIXES.has(text.slice(pos, e).toLowerCase()))) break;
    if (flags & NAMEISH) listed = true;
    words++;
    end = e;
    if (text.charCodeAt(e) === 32 && isUpperUnit(text, e + 1)) pos = e + 1;
    else if (!comma && words === 1 && text.charCodeAt(e) === 44 && text.charCodeAt(e + 1) === 32 && isUpperUnit(text, e + 2)) {
      comma = true;
      pos = e + 2;
    } else break;
  }
  if (!listed || end === 0) return 0;
  out.push({ type: 'PERSON_NAME', start, end, confidence: CAPS_NAME_CONFIDENCE, recognizer: 'person-name' });
  return end;
}

/** Naming cues end in ':' / '?' / '=' or with one of these words; the pattern runs only then. */
const NAMING_FINALS = new Set(['is', 'named', 'me', 'dear', 'by', 'said']);

/** Cheap look at the word before `start` before namingCueBefore() reads the window. */
function capsCueBefore(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i === start - 1 || i < 0) return false;
  const c = text.charCodeAt(i);
  if (c === 46 || isAsciiLetter(c)) {
    const wordEndAt = c === 46 ? i : i + 1;
    let w = wordEndAt;
    while (w > 0 && wordEndAt - w <= 6 && isAsciiLetter(text.charCodeAt(w - 1))) w--;
    if (w === wordEndAt || wordEndAt - w > 6) return false;
    const word = text.slice(w, wordEndAt).toLowerCase();
    if (!CUES.honorific.finals.has(word) && (c === 46 || !NAMING_FINALS.has(word))) return false;
  } else if (c !== 58 && c !== 63 && c !== 61) return false;
  return namingCueBefore(text, start);
}

/** Abbreviated titles written with a dot that the strong cues hold ("Sgt. May"). */
const DOTTED_TITLES = new Set(['attn', 'sgt', 'lt', 'capt', 'rev']);

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A letter right before `start` means the token continues a word ("McDonald" seen from "Donald"). */
function isLetterBefore(text: string, start: number): boolean {
  if (start === 0) return false;
  const code = text.charCodeAt(start - 1);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 39;
  const c = text[start - 1]!;
  return c !== c.toLowerCase() || c !== c.toUpperCase() || c === '’';
}
