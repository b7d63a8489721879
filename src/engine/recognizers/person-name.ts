/**
 * PERSON_NAME without a model. Runs of title-case tokens (with initials "K.", particles "van", "de",
 * hyphens "Fritz-Armstrong", "O'Brien", suffixes "PhD", "Jr.") are split at common words and place
 * names, then scored from the name lexicon (census first names and surnames, a larger multilingual
 * list) and from cues: an honorific right before ("Mr.", "Dr."), a phrase before ("my name is", "Dear",
 * "signed by", "Patient"), a verb or possessive right after ("said", "'s"), or a field named like a name.
 * Names listed together lift each other. A text without any capital letter (chat, lower-cased data) is read
 * with the lexicon alone. A run that ends in a USPS street suffix ("Herceg Gateway") is a street: it is
 * reported as ADDRESS here, since only this reader sees capitalized runs without a house number.
 * Modules: pieces.ts reads runs word by word, cues.ts scores the words around a candidate, morphology.ts knows
 * surname endings, places.ts place-name shapes, street.ts streets, caps.ts names in capitals, document.ts the
 * evidence shared across a text (lists, repeated mentions).
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, NAME_PLACE, nameFlagsAt } from '../lexicons/person-names.js';
import {
  afterRelation,
  afterStrengthAt,
  cueBefore,
  cueBoost,
  CUES,
  finalWords,
  HONORIFIC,
  isRoleNoun,
  namingCueBefore,
  keyNamesPerson,
  lineBreakBefore,
  lineEndAfter,
  lowerCueLength,
  mailboxAfter,
  mayOpenLowerCue,
  NAME_CUE,
  newCueWindow,
  opensSentence,
  SPEAKER_COLON,
} from './person-name/cues.js';
import { emitCapsName } from './person-name/caps.js';
import { raisePersonSubjects, raiseListedNames, raiseRepeatedNames, raiseSubjectPartners, joinSurnameFirst, takenUpByPronoun } from './person-name/document.js';
import { demoteNonPersons } from './person-name/organizations.js';
import { emitMentions } from './person-name/mentions.js';
import {
  AMBIGUOUS,
  BY_ENDING,
  CAPITAL_PARTICLES,
  isAmbiguous,
  isLetterBefore,
  isStop,
  NAMEISH,
  type Piece,
  readRun,
  RUN_PIECES,
  surnameParticleStart,
  wordEnd,
} from './person-name/pieces.js';
import { isPlaceDesignator, isPlacePrefix, saintEnd } from './person-name/places.js';
import { emitStreet, isStreetName } from './person-name/street.js';
import { isAsciiDigit, isAsciiLetter, isLetterUnit } from '../pipeline/boundary.js';
import { WordSet } from '../lexicons/word-set.js';
import { TOKEN_HAS_DIGIT, TOKEN_HAS_LOWER, TOKEN_HAS_UPPER } from '../pipeline/scan.js';

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

/** Candidates below this are dropped at once; between it and the threshold they may still gain from a list of names. */
const MIN_EMIT = 0.15;

/** The flags a word counts with at `position`: a word that is also an ordinary word only as that name part. */
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

/** Whether every piece of `pieces[from…to)` has one of `flags` (a loop: a callback to every() is a closure made per call). */
function allFlagged(pieces: readonly Piece[], from: number, to: number, flags: number): boolean {
  for (let i = from; i < to; i++) if ((pieces[i]!.flags & flags) === 0) return false;
  return true;
}

/** `cued`: a strong cue or an honorific stands before the run ("what's your name? mark pinto", "mr. chad farmer"). */
function scorePieces(names: readonly Piece[], from: number, to: number, caseless: boolean, cued: boolean): number {
  const count = to - from;
  if (caseless) {
    // No case signal: the first piece must be a listed name that is not also an ordinary word, unless a cue
    // says a name follows.
    const lead = names[from]!.flags;
    if (isAmbiguous(lead) && !cued) return 0;
    // An unlisted word may still be a name after a strong cue ("my name is borna"); alone it stays below 0.5,
    // and so does an unlisted word before a listed one ("hyuuma t. maida") without a cue.
    if (!(lead & NAMEISH)) {
      return count > 1 && names[to - 1]!.flags & NAMEISH ? NAME_CONFIDENCE.caselessOther : NAME_CONFIDENCE.singleUnknown;
    }
    if (lead & NAME_FIRST) {
      if (count === 1) return NAME_CONFIDENCE.caselessFirst;
      return allFlagged(names, from, to, NAMEISH) ? NAME_CONFIDENCE.caselessFull : NAME_CONFIDENCE.caselessFirst;
    }
    return count === 1 ? NAME_CONFIDENCE.caselessOther : NAME_CONFIDENCE.caselessOtherFull;
  }
  if (count === 1) return scoreSingle(names[from]!.flags);
  if (allFlagged(names, from, to, AMBIGUOUS)) return NAME_CONFIDENCE.ambiguous;
  // A word that is also an ordinary word or a place counts only as a census first name in front ("Will
  // Smith") or as a census surname after one ("Sofia Lima"), never as mere "listed somewhere".
  const first = evidence(names[from]!.flags, NAME_FIRST);
  const last = evidence(names[to - 1]!.flags, first & NAME_FIRST ? NAME_LAST : 0);
  if (first & NAME_FIRST) return last & NAMEISH ? NAME_CONFIDENCE.firstAndLast : NAME_CONFIDENCE.firstAndUnknown;
  // An ordinary word that is no given name in front is a modifier or a verb ("Grand Hyatt", "Fix Schmitt trigger"):
  // the run is a name only with a cue, or when the last word is a surname by its shape ("Maxim Kuvyrkov").
  if (isAmbiguous(names[from]!.flags) && !(names[to - 1]!.flags & BY_ENDING)) return NAME_CONFIDENCE.twoUnknown;
  if (first & NAMEISH && last & NAMEISH) return NAME_CONFIDENCE.twoKnown;
  if (first & NAMEISH || last & NAMEISH) return NAME_CONFIDENCE.knownAndUnknown;
  return NAME_CONFIDENCE.twoUnknown;
}

/** Prepositions of place: a lone surname-by-ending after them is a town ("flights to Rostov"). */
const LOCATIVE_BEFORE = /\b(?:in|to|from|at|near|into|via|across|around|outside|of)\s+$/i;

/** What an article right before a run takes off its score. */
const ARTICLE_PENALTY = 0.15;

/** Determiners that make the capitalized words after them a thing's name ("the Json Schema", "our Json Schema"). */
const DETERMINERS = new WordSet(['the', 'a', 'an', 'our', 'your', 'their', 'its', 'this', 'that', 'these', 'those']);

/** Whether a determiner (a word of its own, capitalized or not) stands right before `start`. */
function articleBefore(text: string, units: Uint16Array, start: number): boolean {
  if (units[start - 1]! !== 32) return false;
  let from = start - 1;
  while (from > 0 && start - 1 - from <= 5 && isAsciiLetter(units[from - 1]!)) from--;
  const length = start - 1 - from;
  if (length === 0 || length > 5) return false;
  // "674bc6a Mansour Moufid": a letter or digit before it makes the "a" part of a word.
  if (from > 0 && (isLetterUnit(units[from - 1]!) || isAsciiDigit(units[from - 1]!))) return false;
  return DETERMINERS.hasAt(text, from, start - 1);
}

/**
 * Legal forms of companies written after their name, with or without a comma ("Acme, Inc.", "Müller GmbH"); not a
 * bare "SA", which is as often South Africa or South Australia.
 */
export const COMPANY_SUFFIX =
  /,? (?:Inc|Incorporated|LLC|L\.L\.C|LLP|Ltd|Limited|GmbH|Corp|Corporation|AG|S\.A|SAS|SARL|BV|B\.V|NV|N\.V|plc|PLC|Pty|Oy|Oyj|KG|S\.p\.A|SpA|S\.r\.l|Srl|AB|ASA|A\/S|ApS|Kft|Zrt|sp\. z o\.o|s\.r\.o|a\.s)(?![\p{L}\d])/uy;

/** COMPANY_SUFFIX's forms as written ("L.L.C", "A/S"), read from its source so the two cannot drift apart. */
export const COMPANY_FORMS: readonly string[] = COMPANY_SUFFIX.source
  .slice(COMPANY_SUFFIX.source.indexOf('(?:') + 3, COMPANY_SUFFIX.source.indexOf(')(?!'))
  .split('|')
  .map((form) => form.replace(/\\(.)/g, '$1'));

/**
 * Per ASCII unit a form opens with, the units its second may be ('' for none): most words after a name ("said",
 * "and", "Smith") are ruled out by their first two units before the pattern runs (every form has two or more).
 */
const COMPANY_SUFFIX_SECONDS: string[] = new Array<string>(128).fill('');
for (const form of COMPANY_FORMS) {
  const first = form.charCodeAt(0);
  if (!COMPANY_SUFFIX_SECONDS[first]!.includes(form[1]!)) COMPANY_SUFFIX_SECONDS[first] += form[1]!;
}

function hasUnit(units: string, c: number): boolean {
  for (let i = 0; i < units.length; i++) if (units.charCodeAt(i) === c) return true;
  return false;
}

export function isCompanySuffixAfter(text: string, units: Uint16Array, end: number): boolean {
  const c = units[end]!;
  if (c !== 32 && c !== 44) return false;
  const space = c === 44 ? end + 1 : end;
  if (units[space]! !== 32) return false;
  const seconds = COMPANY_SUFFIX_SECONDS[units[space + 1]!];
  if (seconds === undefined || !hasUnit(seconds, units[space + 2]!)) return false;
  COMPANY_SUFFIX.lastIndex = end;
  return COMPANY_SUFFIX.test(text);
}

/** Prepositions after which a lone capitalized word is a place, and the verbs that make "in" a particle. */
const PLACE_PREPOSITIONS = new WordSet(['in', 'near', 'into', 'across', 'around', 'outside', 'inside', 'within', 'throughout']);
const IN_PARTICLE_VERBS = new WordSet(['loop', 'loops', 'looped', 'looping', 'rope', 'roped', 'roping', 'bring', 'brings', 'brought', 'bringing', 'let', 'lets', 'fill', 'filled', 'filling']);

/** The start of the ASCII word ending at `end` (`end` itself when none). */
function wordStartBefore(units: Uint16Array, end: number): number {
  let i = end;
  while (i > 0 && end - i < 12 && isAsciiLetter(units[i - 1]!)) i--;
  return i;
}

function placePrepositionBefore(text: string, units: Uint16Array, start: number): boolean {
  if (units[start - 1]! !== 32) return false;
  const from = wordStartBefore(units, start - 1);
  if (from === start - 1 || (from > 0 && isLetterUnit(units[from - 1]!)) || !PLACE_PREPOSITIONS.hasAt(text, from, start - 1)) return false;
  if (units[from - 1]! !== 32) return true;
  const verb = wordStartBefore(units, from - 1);
  return !IN_PARTICLE_VERBS.hasAt(text, verb, from - 1);
}

function isPossessiveAt(units: Uint16Array, end: number): boolean {
  const c = units[end]!;
  return (c === 39 || c === 0x2019) && (units[end + 1]! | 32) === 115;
}

/** Month names and abbreviations that are also given names ("Jan", "June"): before a day number they are dates. */
const MONTHS = new Set(['jan', 'january', 'feb', 'mar', 'apr', 'april', 'may', 'jun', 'june', 'jul', 'july', 'aug', 'august', 'sep', 'sept', 'oct', 'nov', 'dec']);

/** Whether the word at [start, end) is a month followed by a day number ("Tue Jan 9 14:31:07 2024", "Jan 12,"). */
function isMonthBeforeDay(text: string, units: Uint16Array, start: number, end: number): boolean {
  if (end - start > 8 || units[end]! !== 32 || !isAsciiDigit(units[end + 1]!)) return false;
  const after = units[isAsciiDigit(units[end + 2]!) ? end + 3 : end + 2]!;
  if (isAsciiDigit(after) || isLetterUnit(after)) return false;
  return MONTHS.has(text.slice(start, end).toLowerCase());
}

/**
 * Whether a lone word that is also an ordinary word ("Call", "Born"), at [start, end), opens a sentence as that word:
 * it stays a candidate only when an act of a person follows ("Mark said", "Grace: …") or a personal pronoun takes it up
 * ("Walker began writing …, publishing her first story"), which the subject pass (document.ts) then weighs.
 * SPEAKER_COLON reads only a window opening with ':'.
 */
function isOrdinaryOpener(text: string, units: Uint16Array, start: number, end: number): boolean {
  return (
    opensSentence(text, units, start) &&
    afterStrengthAt(text, units, end, end + 14) === 0 &&
    !(units[end]! === 58 && SPEAKER_COLON.test(text.slice(end, end + 14))) &&
    !takenUpByPronoun(text, units, end)
  );
}

/** The name pieces of the sub-run emit() is scoring: scratch, emit() is never re-entered. */
const nameScratch: Piece[] = [];

/**
 * Scores the sub-run `run[from…to)` of name pieces and pushes it when it has any chance. The run is the pooled one
 * readRun() filled: words dropped from either end move the bounds, nothing is copied.
 */
function emit(text: string, units: Uint16Array, key: string, caseless: boolean, run: readonly Piece[], from: number, to: number, out: Candidate[]): void {
  // The name pieces are names[n0…n1).
  const names = nameScratch;
  let n1 = 0;
  for (let i = from; i < to; i++) if (run[i]!.kind === 'name') names[n1++] = run[i]!;
  if (n1 === 0) return;
  let n0 = 0;
  let p0 = from;
  let p1 = to;
  // An ordinary word that is no first name before a first name is a verb or an adjective, not a name's first
  // part: "Call Maria Gonzalez", "Ask Peter". Nor is a role noun before any name ("Tenant Itzel Huerta"): its cue
  // is read before the name.
  if (n1 >= 2 && run[p0] === names[0] && !(names[0]!.flags & NAME_FIRST) && run[p0 + 1] === names[1]) {
    const next = names[1]!.flags;
    // A role noun need not be a dictionary word ("Complainant", "Adjuster").
    const role = isRoleNoun(text, names[0]!.start, names[0]!.end) && !isAmbiguous(next);
    if (role || (isAmbiguous(names[0]!.flags) && next & NAME_FIRST && (!isAmbiguous(next) || n1 >= 3))) {
      p0++;
      n0++;
    }
  }
  // Without case, unlisted words run into a name ("regular rr commenter anna bizier"): a census given name that is
  // no ordinary word after nothing but unlisted words starts the name.
  if (caseless && n1 - n0 >= 2 && !(names[n0]!.flags & NAMEISH)) {
    let k = n0 + 1;
    while (k < n1 && !(names[k]!.flags & NAMEISH)) k++;
    if (k < n1 - 1 && names[k]!.flags & NAME_FIRST && !isAmbiguous(names[k]!.flags)) {
      while (run[p0] !== names[k]) p0++;
      n0 = k;
    }
  }
  // A run may not start or end with an initial-less particle, nor start with a lower-case letter ("a claudia …").
  while (p0 < p1 && (run[p0]!.kind === 'particle' || (caseless && run[p0]!.kind === 'initial'))) p0++;
  while (p1 > p0 && run[p1 - 1]!.kind === 'particle') p1--;
  if (p0 === p1 || run[p0]!.kind === 'suffix') return;
  const pieceCount = p1 - p0;
  const nameCount = n1 - n0;
  const lead = names[n0]!;
  let start = run[p0]!.start;
  let end = run[p1 - 1]!.end;
  if (run[p1 - 1]!.kind === 'initial' && nameCount === 1 && pieceCount === 2) end = lead.end;
  const cued = caseless && isAmbiguous(lead.flags) && namingCueBefore(text, units, start);
  let score = scorePieces(names, n0, n1, caseless, cued);
  if (score === 0) return;
  // A lone ordinary word opening a sentence is dropped before the tests below, which can only drop it too.
  const lone = nameCount === 1 && isAmbiguous(lead.flags);
  if (lone && isOrdinaryOpener(text, units, start, end)) return;
  if (nameCount === 1 && pieceCount === 1 && (isMonthBeforeDay(text, units, start, end) || CAPITAL_PARTICLES.hasAt(text, start, end))) return;
  // A company's legal form after the words makes them its name ("Author: Facebook, Inc.", "Ortiz LLC"), also when the
  // run read its first letter as an initial ("Ferretti Meccanica S.r.l.", "Rossi S.p.A.").
  if (isCompanySuffixAfter(text, units, end)) return;
  if (run[p1 - 1]!.kind === 'initial' && pieceCount >= 2 && isCompanySuffixAfter(text, units, run[p1 - 2]!.end)) return;
  // A lone word that is a surname by its ending only, after "in", "to", "from" …, is a place ("flights to Rostov",
  // "our office in Hessen").
  if (nameCount === 1 && lead.flags & BY_ENDING && LOCATIVE_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return;
  // Any lone word after "in", "near", "outside" … is a place ("his brother Karim in Alexandria"); people are met,
  // written to and heard from, not found in ("looped in Lena" is the phrasal verb).
  if (pieceCount === 1 && !caseless && placePrepositionBefore(text, units, start) && !isPossessiveAt(units, end)) return;
  // "van Gijn", "von Trier", "van der Berg": a Dutch or German surname particle in lower case before a capitalized
  // word belongs to the name, and is as good as a second name.
  const particle = caseless || run[p0]!.kind !== 'name' ? -1 : surnameParticleStart(text, units, start);
  if (particle >= 0) {
    start = particle;
    score = Math.max(score, NAME_CONFIDENCE.knownAndUnknown);
    // The particle may open the sentence ("… done. van Gijn"); the word alone could not, with a particle before it.
    if (lone && isOrdinaryOpener(text, units, start, end)) return;
  }
  // Cues only matter below the score of a full first + last name; above it they are not looked up.
  // A middle initial between two names ("Ravil G Yefimov", "Erlendur G. Hafliðason") is a name's shape.
  let middleInitial = false;
  for (let i = p0 + 1; i < p1 - 1 && nameCount >= 2 && !middleInitial; i++) middleInitial = run[i]!.kind === 'initial';
  if (middleInitial) score += NAME_CUE.initial;
  if (score < NAME_CONFIDENCE.firstAndLast) {
    score += cueBoost(text, units, key, start, end, score, nameCount > 1);
    // After an article a capitalized run without a given name names a thing ("the Json Schema validator", "an
    // Apache project"), unless a person's act or work follows ("the Jensen novel", "the Smith family").
    if (!(lead.flags & NAME_FIRST) && articleBefore(text, units, start) && afterStrengthAt(text, units, end, end + 14) === 0) score -= ARTICLE_PENALTY;
  }
  score = Math.round(Math.min(1, score) * 100) / 100;
  if (score < MIN_EMIT) return;
  const leadFlags = lead.flags;
  setLeadKind(out.length, isAmbiguous(leadFlags) ? 0 : leadFlags & NAME_FIRST ? LEAD_FIRST : leadFlags & NAME_LAST ? LEAD_SURNAME : 0);
  out.push(candidate('PERSON_NAME', start, end, score, 'person-name'));
}

/**
 * What leads each candidate, by its index in the output (scratch for one find() call): a census first name or a
 * surname that is no ordinary word. A list is vouched for by one confident first name ("Victor, Andrew and April"),
 * or by two surnames one of which is confident ("Morrison, Rogers and Torres"); a product list with one surname in
 * it ("Postgres, Redis and Kafka") does not lift its members.
 */
const LEAD_FIRST = 1;
const LEAD_SURNAME = 2;
/**
 * A typed array kept from call to call (an array emptied by `length = 0` drops its store and grew a new one per text);
 * entries up to `leadKindsUsed` are cleared when a call starts, so a candidate pushed by another reader reads 0.
 */
let leadKinds = new Uint8Array(64);
let leadKindsUsed = 0;

function setLeadKind(index: number, kind: number): void {
  if (index >= leadKinds.length) {
    const grown = new Uint8Array(Math.max(index + 1, leadKinds.length * 2));
    grown.set(leadKinds);
    leadKinds = grown;
  }
  leadKinds[index] = kind;
  if (index >= leadKindsUsed) leadKindsUsed = index + 1;
}

function clearLeadKinds(): void {
  leadKinds.fill(0, 0, leadKindsUsed);
  leadKindsUsed = 0;
}

function vouchesForList(text: string, units: Uint16Array, found: Candidate[], first: number, end: number): boolean {
  let surnames = 0;
  let led = 0;
  let confident = false;
  for (let k = first; k < end; k++) {
    const c = found[k]!;
    const kind = k < leadKinds.length ? leadKinds[k]! : 0;
    const sure = c.confidence >= NAME_CONFIDENCE.singleFirst;
    if (sure && kind === LEAD_FIRST) return true;
    confident ||= sure;
    if (kind === LEAD_SURNAME && c.confidence >= NAME_CONFIDENCE.singleLast) surnames++;
    if (kind !== 0) led++;
  }
  if ((confident && surnames >= 2) || (led >= 3 && led === end - first)) return true;
  // A list after a phrase that names people ("Attendees: Ade, Itzel and Wiebke", "cc: Ade, Itzel"), when the first
  // member passes on its own.
  if (end - first < 2 || found[first]!.confidence < NAME_CONFIDENCE.knownAndUnknown) return false;
  newCueWindow();
  return cueBefore(text, units, found[first]!.start, CUES.strong);
}

/**
 * A surname that is also an ordinary word closes a name in three shapes: after an inner particle ("Willemine ten
 * Pas"), after an honorific and a first name ("Dr. Justin Beet"), and after a first name on a line of its own, as in
 * a signature or a contact card ("Fletcher Hill"). Places never do, and without case nothing marks the word as a name.
 */
function closesWithWord(text: string, units: Uint16Array, run: readonly Piece[], from: number, to: number, p: Piece): boolean {
  if (to === from || p.flags & NAME_PLACE) return false;
  const prev = run[to - 1]!;
  // A mailbox after it makes the run a person's name: "Iain Lane <laney@example.org>".
  if (prev.kind === 'name' && p.flags & NAME_LAST && mailboxAfter(text, units, p.end)) return true;
  if (prev.kind === 'particle') return !(p.flags & NAME_COMMON) && firstName(run, from, to) !== undefined;
  if (to - from !== 1 || prev.kind !== 'name' || !(prev.flags & NAME_FIRST) || isAmbiguous(prev.flags)) return false;
  const start = prev.start;
  if (!(p.flags & NAME_COMMON) && HONORIFIC.test(text.slice(Math.max(0, start - 8), start).toLowerCase())) return true;
  return (
    (p.flags & NAME_LAST) !== 0 &&
    lineBreakBefore(text, units, start, 4) &&
    lineEndAfter(text, units, p.end, 4)
  );
}

/** Whether the stop word `p` after the part `run[from…i)` still ends the name that part begins. */
function closesName(run: readonly Piece[], from: number, i: number, p: Piece): boolean {
  // A surname that is also a word or a place ("Sofia Lima", "Ryan P Costa") still ends a run begun by a first name.
  const lead = firstName(run, from, i);
  // So does one after a middle initial ("Jildau S Bouts"): first-initial-last is a name's shape.
  const afterInitial = i - from >= 2 && run[i - 1]!.kind === 'initial';
  return (
    lead !== undefined && ((lead.flags & NAME_FIRST && !isAmbiguous(lead.flags)) || afterInitial) && (p.flags & NAMEISH) !== 0 && !(p.flags & NAME_COMMON)
  );
}

function someFlag(pieces: readonly Piece[], from: number, to: number, flag: number): boolean {
  for (let i = from; i < to; i++) if (pieces[i]!.flags & flag) return true;
  return false;
}

function firstName(pieces: readonly Piece[], from: number, to: number): Piece | undefined {
  for (let i = from; i < to; i++) if (pieces[i]!.kind === 'name') return pieces[i];
  return undefined;
}

/**
 * Splits the run readRun() read (its `count` pieces, in RUN_PIECES) at common words and place-only tokens; each part
 * is scored on its own. Returns the run end.
 */
function emitRun(text: string, units: Uint16Array, key: string, lower: boolean, count: number, out: Candidate[]): number {
  const run = RUN_PIECES;
  // The part being filled is always run[from…i).
  let from = 0;
  // After "Saint", "San", "Fort" … the next words are a place ("Saint Helena", "Fort Worth"), not a person.
  let placeNext = false;
  for (let i = 0; i < count; i++) {
    const p = run[i]!;
    if (placeNext && !(p.kind === 'name' && isStop(p.flags))) {
      from = i + 1;
      continue;
    }
    placeNext = false;
    const length = i - from;
    // Vietnamese names carry a middle name that marks the given names after it, ordinary words as they often are
    // ("Nguyen Van An", "Tran Thi Binh", "Nguyễn Thị Thu Hà"): up to two words after it continue the name.
    if (!lower && p.kind === 'name' && p.flags & NAMEISH && length >= 2 && length <= 3 && run[from]!.kind === 'name' && isVietnameseMiddle(text, run[from + 1]!) && !isStreetName(text, units, run, from, i, p)) {
      continue;
    }
    if (p.kind === 'name' && p.flags & (NAME_DICT | NAME_COMMON) && length > 0 && isStreetName(text, units, run, from, i, p)) {
      emitStreet(text, units, run[from]!.start, p.end, someFlag(run, from, i, NAME_DICT), out);
      from = i + 1;
      // Capitalized words right after a street word continue the same proper name ("Apache Commons Lang").
      placeNext = !lower;
      continue;
    }
    const stop = p.kind === 'name' && isStop(p.flags);
    if (stop && (closesName(run, from, i, p) || (!lower && closesWithWord(text, units, run, from, i, p)))) {
      emit(text, units, key, lower, run, from, i + 1, out);
      from = i + 1;
    } else if (lower && p.kind === 'name' && isAmbiguous(p.flags) && length > 0) {
      // Without case, a word that is also a name ("michelle kozma will be …") ends the run, unless a naming cue
      // stands before the run and the word is a surname that ends the clause ("mr. chad farmer.", not "mr. elliott
      // flew to …").
      const surname =
        p.flags & NAME_LAST &&
        length === 1 &&
        run[from]!.kind === 'name' &&
        !(units[p.end]! === 32 && isLetterUnit(units[p.end + 1]!)) &&
        namingCueBefore(text, units, run[from]!.start);
      emit(text, units, key, lower, run, from, surname ? i + 1 : i, out);
      from = i + 1;
    } else if (stop) {
      // Words before a landform ("Victoria Falls", "Palm Springs") name a place, not a person.
      if (length > 0 && !isPlaceDesignator(text, p.start, p.end)) emit(text, units, key, lower, run, from, i, out);
      placeNext = !lower && isPlacePrefix(text, units, p.start, p.end);
      from = i + 1;
    }
  }
  if (count > from) emit(text, units, key, lower, run, from, count, out);
  return count > 0 ? run[count - 1]!.end : 0;
}

export const personNameRecognizer: Recognizer = {
  name: 'person-name',
  // Street names without a number ("Herceg Gateway") look like names until their last word: they are told apart here.
  entities: ['PERSON_NAME', 'ADDRESS'],
  find({ text, units, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, upperTokens, caseless } = anchors;
    const from = out.length;
    clearLeadKinds();
    // Without capitals there is no case signal: every recorded token may start a lower-case run.
    const lowerEverywhere = caseless || keyNamesPerson(key);
    const count = lowerEverywhere ? tokenStart.length : upperTokens.length;
    let next = 0;
    for (let i = 0; i < count; i++) {
      const t = lowerEverywhere ? i : upperTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next || isLetterBefore(text, units, start)) continue;
      const f = tokenFlags[t]!;
      if (f & TOKEN_HAS_DIGIT) continue;
      const c0 = units[start]!;
      // "My name is …", "I'm …", "Mrs. …", "Dear …", "Call me …": two letters tell most words they are none.
      if (!lowerEverywhere && tokenEnd[t]! - start <= 4 && mayOpenLowerCue(c0, units[start + 1]!)) {
        const cue = lowerCueLength(text, units, start);
        if (cue > 0) {
          const end = emitRun(text, units, key, true, readRun(text, units, start + cue, true), out);
          if (end > 0) {
            next = end;
            continue;
          }
        }
      }
      // Fast path: a capitalized stop word ("The", "Please") cannot start a name; a later capital will be visited.
      const after = units[tokenEnd[t]!]!;
      const joined = after === 39 || after === 45 || after === 0x2019;
      let firstFlags = lowerEverywhere || joined ? -1 : nameFlagsAt(text, start, tokenEnd[t]!);
      if (firstFlags >= 0 && isStop(firstFlags)) {
        // A common word that is also a given name or surname is one after an honorific or a naming phrase ("Dear
        // April Smith", "Hi Max", "Mr. May"): it then counts as a plain name.
        // After a relative ("my kid Mali") any word names the person.
        if ((firstFlags & (NAME_FIRST | NAME_LAST) && cuedAsName(text, units, start, firstFlags)) || afterRelation(text, units, start)) {
          firstFlags &= ~(NAME_COMMON | NAME_DICT | NAME_PLACE);
        }
        else {
          // "Saint Helena", "Fort Worth", "St. Mary's Hospital": the capitalized word after a place prefix or the
          // abbreviated Saint is not visited either.
          const end = tokenEnd[t]!;
          if (units[end]! === 32 && isPlacePrefix(text, units, start, end)) next = wordEnd(text, units, end + 1);
          else {
            const saint = saintEnd(units, start, end);
            if (saint > 0) next = wordEnd(text, units, saint);
          }
          continue;
        }
      }
      if (!lowerEverywhere && (f & TOKEN_HAS_LOWER) === 0 && tokenEnd[t]! - start >= 2) {
        // Capitals: an acronym, a heading, or a name as forms write it after a cue ("Patient Name: GARCIA, LUIS").
        next = Math.max(next, emitCapsName(text, units, start, out));
        continue;
      }
      // With the first word's flags known it is a token of letters with no joiner after it: its end is the token's.
      const run = readRun(text, units, start, lowerEverywhere && (f & TOKEN_HAS_UPPER) === 0, firstFlags, firstFlags >= 0 ? tokenEnd[t]! : 0);
      const end = emitRun(text, units, key, lowerEverywhere && (f & TOKEN_HAS_UPPER) === 0, run, out);
      next = Math.max(next, end);
    }
    raiseListedNames(text, units, out, from, vouchesForList, NAME_CONFIDENCE.listed);
    raiseRepeatedNames(text, units, out, from, NAME_CONFIDENCE.firstAndLast, NAME_CONFIDENCE.listed);
    raisePersonSubjects(text, units, out, from, NAME_CONFIDENCE.listed, NAME_CUE.afterStrong, opensSentence);
    raiseSubjectPartners(text, units, out, from, NAME_CONFIDENCE.singleFirst, NAME_CONFIDENCE.listed, opensSentence);
    joinSurnameFirst(text, units, out, from);
    demoteNonPersons(text, units, out, from);
    if (!lowerEverywhere) emitNamedInLowerCase(text, units, key, out);
    if (anchors.atSigns.length > 0) emitMentions(text, units, anchors.atSigns, out);
  },
};

/**
 * A lower-case turn in a text that has capitals elsewhere ("agent: How can I help?\ncustomer: my name is itzel
 * huerta"): the scan visits capitals only, so the words after a lower-case "my name is" are read here, one native
 * search per text ("My name is anna" is read from its capital M, CUE_LED_LOWER). They come after the other candidates (the resolver sorts them).
 */
function emitNamedInLowerCase(text: string, units: Uint16Array, key: string, out: Candidate[]): void {
  // The search is for NAME_PROBE, the rest of the phrase checked at each hit: V8 searches a pattern of fewer than 7
  // units with memchr on its first unit (a rare 'y' here), a longer one by Boyer-Moore-Horspool keyed on its last unit,
  // which at ' ' shifts little: 0.09 against 0.47 ns per character on the 100 KB bench corpus.
  for (let y = text.indexOf(NAME_PROBE); y >= 0; y = text.indexOf(NAME_PROBE, y + NAME_PROBE.length)) {
    const at = y - 1;
    if (at < 0 || units[at]! !== 109 || !text.startsWith(NAME_IS, at)) continue;
    const start = at + NAME_IS.length;
    const c = units[start]!;
    if (!((c >= 97 && c <= 122) || (c >= 0xdf && c <= 0xff)) || (at > 0 && isLetterUnit(units[at - 1]!))) continue;
    emitRun(text, units, key, true, readRun(text, units, start, true), out);
  }
}

/** Only in the first person: "the name is long", "the file name is index.js" are about things. */
const NAME_IS = 'my name is ';
/** NAME_IS from its second unit, short enough for V8's memchr search (emitNamedInLowerCase). */
const NAME_PROBE = 'y name';

/**
 * Whether a common word with name flags `flags` at `start` is a name by its cue: any surname or given name after an
 * honorific ("Mr. May"), a given name after a strong phrase ("Dear April", "Hi Max"; "Hello World" and "I'm Free"
 * stay words: "World" and "Free" are surnames only).
 */
function cuedAsName(text: string, units: Uint16Array, start: number, flags: number): boolean {
  // The cue shares the line: "ms\n New PathScurry" is a unit and a heading, not "Ms. New".
  let i = start - 1;
  while (i >= 0 && (units[i]! === 32 || units[i]! === 9)) i--;
  if (i === start - 1 || i < 0 || units[i]! === 10 || units[i]! === 13) return false;
  // Sentence starts ("… done. In", "You") are most of these tokens: only the word before the space (or before a dot)
  // is read until it could end a cue.
  const dot = units[i]! === 46;
  const wordEndAt = dot ? i : i + 1;
  let w = wordEndAt;
  while (w > 0 && w > wordEndAt - 16 && isAsciiLetter(units[w - 1]!)) w--;
  // Honorifics and dotted titles have at most five letters ("Prof.", "Capt."): a longer word before a dot ends a
  // sentence, and only an honorific may name a surname that is a common word ("Mr. Young").
  if ((dot || !(flags & NAME_FIRST)) && wordEndAt - w > 5) return false;
  // Before a dot only a capitalized abbreviation ("Mr.", "Sgt.") is a title; "done." ends a sentence.
  if (dot && (w === wordEndAt || units[w]! < 65 || units[w]! > 90)) return false;
  if (w < wordEndAt) {
    if (!finalWords(CUES.honorific).hasAt(text, w, wordEndAt) && (dot || !finalWords(CUES.strong).hasAt(text, w, wordEndAt)) && !(dot && DOTTED_TITLES.hasAt(text, w, wordEndAt))) {
      return false;
    }
    // "Good Morning America": a greeting for the time of day is a title's first words as often as a greeting.
    if (TIME_OF_DAY.hasAt(text, w, wordEndAt)) return false;
  } else if (dot) return false;
  newCueWindow();
  return cueBefore(text, units, start, CUES.honorific) || ((flags & NAME_FIRST) !== 0 && cueBefore(text, units, start, CUES.strong));
}

/** Vietnamese middle names that mark the given name after them (Văn for men, Thị for women), with or without marks. */
const VIETNAMESE_MIDDLE = new WordSet(['van', 'văn', 'thi', 'thị']);

function isVietnameseMiddle(text: string, p: Piece): boolean {
  return p.end - p.start === 3 && VIETNAMESE_MIDDLE.hasAt(text, p.start, p.end);
}

const TIME_OF_DAY = new WordSet(['morning', 'afternoon', 'evening']);

/** Abbreviated titles written with a dot that the strong cues hold ("Sgt. May"). */
const DOTTED_TITLES = new WordSet(['attn', 'sgt', 'lt', 'capt', 'rev']);

