/**
 * Evidence shared across one text: names listed together are alike, a person named once is the same person when
 * named again, and a sentence's subject that a he/she takes up (or a copula calls a person) is a person. These passes
 * raise candidates the recognizer already found (single tokens included); a list also takes in a given name that is
 * an ordinary word, which is no candidate on its own ("Victor, Evan and April.").
 */
import { candidate, type Candidate } from '../../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_PLACE, nameFlags } from '../../lexicons/person-names.js';
import { WordSet } from '../../lexicons/word-set.js';
import { isAsciiLetter, isAsciiLower, isAsciiSpace, isAsciiUpper, isLetterUnit } from '../../pipeline/boundary.js';

const LIST_SEPARATOR = /^(?:,\s*(?:and\s+|or\s+|&\s*)?|\s+(?:and|or|&)\s+)$/;
const SEPARATOR = '(?:,\\s*(?:and\\s+|or\\s+|&\\s*)?|\\s+(?:and|or|&)\\s+)';
/** One word between two separators: a list member that is no candidate ("Evan, April and John"). */
const WORD_BETWEEN = new RegExp(`^${SEPARATOR}(\\p{L}[\\p{L}'’-]{1,30})${SEPARATOR}$`, 'du');
/** Longest gap WORD_BETWEEN can match: two separators ", and " and a word. */
const MAX_GAP = 48;
/** One word after a separator that closes its clause: the last member ("John, Evan and April."). */
export const WORD_CLOSING = new RegExp(`${SEPARATOR}(\\p{L}[\\p{L}'’-]{1,30})(?=[.,;:!?)\\n]|$)`, 'duy');

/**
 * Names enumerated together ("Rasmus, Jeremy and Sara") are alike: when `vouches` accepts a list (the candidates
 * `found[first…end)`), every member is raised to at least `floor`. A member read as a street without a number
 * ("Robert Elz and Steve Summit", "Stanislav Fort and Neil Horman") is then a person too, and so is a census given
 * name that is also an ordinary word or a place, which is no candidate on its own ("Victor, Evan and April.",
 * "silvana, kristina, chad and caleb").
 */
export function raiseListedNames(
  text: string, units: Uint16Array,
  found: Candidate[],
  from: number,
  vouches: (text: string, units: Uint16Array, found: Candidate[], first: number, end: number) => boolean,
  floor: number,
): void {
  let added: Candidate[] | undefined;
  let chainStart = from;
  // Given names between members of the chain being read, made candidates only if the chain is vouched for.
  let between: Candidate[] | undefined;
  for (let i = from; i <= found.length; i++) {
    if (i < found.length && i > from) {
      const gapStart = found[i - 1]!.end;
      if (found[i]!.start - gapStart <= MAX_GAP && mayOpenSeparator(units, gapStart)) {
        const gap = text.slice(gapStart, found[i]!.start);
        if (LIST_SEPARATOR.test(gap)) continue;
        const m = WORD_BETWEEN.exec(gap);
        const member = m === null ? undefined : givenName(text, gapStart + m.indices![1]![0], gapStart + m.indices![1]![1], found[i - 1]!, floor);
        if (member !== undefined) {
          (between ??= []).push(member);
          continue;
        }
      }
    }
    if (i > chainStart && vouches(text, units, found, chainStart, i)) {
      // A lone vouched name may still head a list whose other members are given names that are also words.
      const closing = closingGivenName(text, units, found[i - 1]!, floor);
      if (i - chainStart > 1 || between !== undefined || closing !== undefined) {
        for (let k = chainStart; k < i; k++) {
          const c = found[k]!;
          c.confidence = Math.max(c.confidence, floor);
          if (c.type === 'ADDRESS') c.type = 'PERSON_NAME';
        }
        if (between !== undefined) for (const b of between) (added ??= []).push(b);
        if (closing !== undefined) (added ??= []).push(closing);
      }
    }
    between = undefined;
    chainStart = i;
  }
  if (added !== undefined) mergeInTextOrder(found, from, added);
}

/**
 * Whether a SEPARATOR may start at `at`: a comma, or blanks and then "and", "or" or "&". A necessary condition read by
 * char codes, so most gaps after a name ("Anna was", "Anna (") are settled without a pattern; units beyond ASCII,
 * which may be Unicode spaces, go to the pattern.
 */
function mayOpenSeparator(units: Uint16Array, at: number): boolean {
  const c = units[at]!;
  if (c === 44 || c >= 128) return true;
  if (!isAsciiSpace(c)) return false;
  let i = at + 1;
  while (isAsciiSpace(units[i]!)) i++;
  const next = units[i]!;
  return next === 97 || next === 111 || next === 38 || next >= 128;
}

/**
 * Appends `added` to `found[from…]` and sorts that part by start: later passes read the candidates in text order.
 * Element by element: spreading a list as large as a megabyte of names into push() overflows the call stack.
 */
function mergeInTextOrder(found: Candidate[], from: number, added: readonly Candidate[]): void {
  for (const c of added) found.push(c);
  const tail = found.splice(from).sort((a, b) => a.start - b.start);
  for (const c of tail) found.push(c);
}

function closingGivenName(text: string, units: Uint16Array, last: Candidate, floor: number): Candidate | undefined {
  if (last.type !== 'PERSON_NAME' || !mayOpenSeparator(units, last.end) || !closingWordMayFollow(text, units, last.end)) return undefined;
  WORD_CLOSING.lastIndex = last.end;
  const m = WORD_CLOSING.exec(text);
  if (m === null) return undefined;
  return givenName(text, m.indices![1]![0], m.indices![1]![1], last, floor);
}

/**
 * Whether WORD_CLOSING may match at `at`, read by char codes: past the separator's ',', '&' and blanks, the first run of
 * word units (or the one after "and"/"or" and blanks) must end the clause. Most lists go on after it ("Anna, the
 * manager"), and the pattern, which ran after about one candidate in four, then never matched. Exact for ASCII; any unit
 * beyond ASCII (a Unicode space, a letter with an accent, ’) leaves the answer to the pattern.
 */
export function closingWordMayFollow(text: string, units: Uint16Array, at: number): boolean {
  let i = skipSeparatorUnits(units, at);
  if (i < 0) return true;
  let end = asciiWordEnd(units, i);
  if (end < 0) return true;
  if (closesClauseAt(text, units, end)) return true;
  // "and"/"or" then blanks: the word after them may be the member.
  const c = units[i]!;
  const joiner = (end - i === 3 && c === 97 && units[i + 1]! === 110 && units[i + 2]! === 100) || (end - i === 2 && c === 111 && units[i + 1]! === 114);
  if (!joiner || !isAsciiSpace(units[end]!)) return false;
  i = end;
  while (isAsciiSpace(units[i]!)) i++;
  if (units[i]! >= 128) return true;
  end = asciiWordEnd(units, i);
  return end < 0 || (end > i && closesClauseAt(text, units, end));
}

/** Past the ',', '&' and ASCII blanks from `at`; -1 at a unit beyond ASCII. */
function skipSeparatorUnits(units: Uint16Array, at: number): number {
  let i = at;
  for (;;) {
    const c = units[i]!;
    if (c === 44 || c === 38 || isAsciiSpace(c)) i++;
    else return c >= 128 ? -1 : i;
  }
}

/** End of the run of ASCII letters, apostrophes and hyphens from `from`; -1 at a unit beyond ASCII in or after it. */
function asciiWordEnd(units: Uint16Array, from: number): number {
  let i = from;
  for (;;) {
    const c = units[i]!;
    if (c >= 128) return -1;
    if (!(isAsciiLetter(c) || c === 39 || c === 45)) return i;
    i++;
  }
}

/** WORD_CLOSING's lookahead: one of . , ; : ! ? ) \n, or the text's end. */
function closesClauseAt(text: string, units: Uint16Array, i: number): boolean {
  if (i >= text.length) return true;
  const c = units[i]!;
  return c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41 || c === 10;
}

/** A census given name at [start, end), in the same case as `like`'s first letter, as a candidate at `floor`. */
function givenName(text: string, start: number, end: number, like: Candidate, floor: number): Candidate | undefined {
  if (isUpper(text[start]!) !== isUpper(text[like.start]!) || (nameFlags(text.slice(start, end)) & NAME_FIRST) === 0) return undefined;
  return candidate('PERSON_NAME', start, end, floor, like.recognizer);
}

function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase();
}

const WORDLIKE = NAME_COMMON | NAME_DICT | NAME_PLACE;
/** Shorter words of a full name are not kept as mentions of it ("Al", initials). */
const MIN_MENTION = 3;

/**
 * A person named with confidence once ("Tómas had given Tómas his address", "Anna Berg … Berg said") is the same
 * person at every other mention of that name or of one of its words: those candidates are raised to `floor`.
 */
export function raiseRepeatedNames(text: string, units: Uint16Array, found: Candidate[], from: number, confident: number, floor: number): void {
  // Product and project names recur in documentation as often as people do in prose: only a mention that is
  // very likely a person (a full name, an honorific) lends its words to the others.
  // Lengths of the candidates that could be raised, one bit each: words of another length are never sliced.
  let lengths = 0;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    const length = c.end - c.start;
    // Single words only: a repeated full name carries its own evidence.
    if (c.type === 'PERSON_NAME' && c.confidence < floor && length < 32 && !hasSpace(units, c.start, c.end)) lengths |= 1 << length;
  }
  if (lengths === 0) return;
  let named: Set<string> | undefined;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.type !== 'PERSON_NAME' || c.confidence < confident) continue;
    named = noteMention(text, c.start, c.end, true, lengths, named);
    let wordStart = c.start;
    for (let k = c.start; k < c.end; k++) {
      if (units[k]! !== 32) continue;
      named = noteMention(text, wordStart, k, false, lengths, named);
      wordStart = k + 1;
    }
    if (wordStart > c.start) named = noteMention(text, wordStart, c.end, false, lengths, named);
  }
  if (named === undefined) return;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    const length = c.end - c.start;
    if (c.type !== 'PERSON_NAME' || c.confidence >= floor || length >= 32 || (lengths & (1 << length)) === 0) continue;
    if (!hasSpace(units, c.start, c.end) && named.has(text.slice(c.start, c.end))) c.confidence = floor;
  }
}

/**
 * Adds the mention `text[start…end)` to `named` (made on first use) when a candidate of its length may be raised;
 * returns the set. A module function rather than a closure per call.
 */
function noteMention(text: string, start: number, end: number, whole: boolean, lengths: number, named: Set<string> | undefined): Set<string> | undefined {
  const length = end - start;
  if (length >= 32 || (lengths & (1 << length)) === 0 || (!whole && length < MIN_MENTION)) return named;
  const w = text.slice(start, end);
  // A word of a full name that is also an ordinary word or a place ("Hill", "Benchmark") is not a mention on its own.
  if (whole || (!w.includes('.') && (nameFlags(w) & WORDLIKE) === 0)) (named ??= new Set()).add(w);
  return named;
}

/** Whether [start, end) holds a space; read within the span (an indexOf would run on to the next space of a long text). */
function hasSpace(units: Uint16Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (units[i]! === 32) return true;
  return false;
}

/** How far after a candidate a personal pronoun is looked for (the rest of its sentence and the next one). */
const PRONOUN_WINDOW = 200;
/** He/she and their forms tell a person; "it" tells a thing ("Lodash is fast. It …"). */
const PERSONAL_PRONOUNS = new WordSet(['he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself']);
const NEUTER_PRONOUNS = new WordSet(['it', 'its', 'itself']);
/** Nouns and pronouns for people that a he/she may take up instead ("Kubernetes is hard. My boss says he …"). */
const PERSON_WORDS = new WordSet(
  `user users author authors boss friend colleague coworker manager developer maintainer customer client person man woman
  guy girl boy lady someone somebody mother father mom dad brother sister
  son daughter wife husband partner teacher doctor nurse patient engineer owner admin agent`.split(/\s+/),
);

/**
 * A copula and a noun only people are: "Mark is a very sympathetic person", "Tarja was my aunt" (sticky, after the
 * subject). Not "friend": "Google is your friend" says nothing of a person.
 */
const PERSON_PREDICATE =
  / (?:is|was) (?:(?:a|an) (?:[a-z]+ ){0,2}(?:person|man|woman|guy|girl|boy|lady|gentleman)|(?:my|our|his|her|their) (?:[a-z]+ )?(?:wife|husband|mother|father|sister|brother|son|daughter|aunt|uncle|cousin|grandmother|grandfather|colleague))\b/y;

/**
 * A sentence subject below `floor` that the prose shows to be a person gains `boost`: a personal pronoun
 * takes it up later in its sentence or the next ("Shovda is very reliable. You can always depend on him.", "Walker
 * began writing …, publishing her first story"), or a copula calls it a person ("Mark is a very sympathetic person").
 * A pronoun does not count when another candidate (a closer antecedent) or "it" comes first, nor when it follows at
 * once ("Will he come?", "Mark his words": a verb, not a subject).
 */
export function raisePersonSubjects(
  text: string, units: Uint16Array,
  found: Candidate[],
  from: number,
  floor: number,
  boost: number,
  opensSentence: (text: string, units: Uint16Array, start: number) => boolean,
): void {
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.type !== 'PERSON_NAME' || c.confidence >= floor) continue;
    // A subject: it opens its sentence and a lower-case word follows ("Shovda is", "Walker began").
    if (units[c.end]! !== 32 || !isAsciiLower(units[c.end + 1]!) || !opensSentence(text, units, c.start)) continue;
    PERSON_PREDICATE.lastIndex = c.end;
    let person = PERSON_PREDICATE.test(text);
    if (!person) {
      const limit = Math.min(text.length, c.end + PRONOUN_WINDOW);
      person = personalPronounAhead(text, units, c.end + 1, Math.min(limit, nextOtherCandidate(text, units, found, i, limit)));
    }
    if (person) c.confidence = Math.round(Math.min(1, c.confidence + boost) * 100) / 100;
  }
}

/**
 * Where the next candidate that is not another mention of `found[i]` starts (text length when none). Mentions at or
 * past `limit` end the search: the caller reads no further, and a text that names one subject thousands of times
 * ("Zorvath is here. " × 60,000) would otherwise be compared mention by mention from every mention (quadratic).
 */
function nextOtherCandidate(text: string, units: Uint16Array, found: Candidate[], i: number, limit: number): number {
  const c = found[i]!;
  const length = c.end - c.start;
  for (let k = i + 1; k < found.length; k++) {
    const o = found[k]!;
    if (o.start >= limit || o.end - o.start !== length || !sameUnits(units, c.start, o.start, length)) return o.start;
  }
  return text.length;
}

function sameUnits(units: Uint16Array, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (units[a + k]! !== units[b + k]!) return false;
  return true;
}

/** Quote marks and the slash of "s/he", "he/she": a pronoun named or written for anyone ("using \"he\" for the user"). */
function isMentionMark(c: number): boolean {
  return c === 34 || c === 39 || c === 47 || c === 0x201c || c === 0x201d || c === 0x2018 || c === 0x2019;
}

function isWordUnit(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57) || c === 95 || (c >= 128 && isLetterUnit(c));
}

/**
 * Whether a he/she pronoun comes in [from, limit) before "it", before a word for another person ("my boss", "the
 * user", "someone"), before a second sentence end, and not as the first word; one in quotes or beside a slash does not
 * count. Read unit by unit: only short words that start like a
 * pronoun (h, s, i) are looked up.
 */
/**
 * Whether a personal pronoun takes up the word at [start, end) later in its sentence or the next ("Walker began
 * writing as a teenager, publishing her first story"): person-name.ts keeps such a sentence-opening word that is also
 * an ordinary word as a candidate, for raisePersonSubjects to weigh.
 */
export function takenUpByPronoun(text: string, units: Uint16Array, end: number): boolean {
  // An imperative opens its sentence the same way ("Read more on his homepage", "Check the docs in her repo"): the
  // word after a subject is its verb, not an article, a particle or an adverb.
  let w = end + 1;
  while (w < text.length && w - end <= 8 && isAsciiLower(units[w]!)) w++;
  if (w > end + 1 && NOT_A_VERB.hasAt(text, end + 1, w)) return false;
  return personalPronounAhead(text, units, end + 1, Math.min(text.length, end + PRONOUN_WINDOW));
}

const NOT_A_VERB = new WordSet(
  ['the', 'a', 'an', 'more', 'less', 'on', 'about', 'your', 'this', 'that', 'these', 'our', 'all', 'here', 'now', 'to', 'it', 'up', 'out', 'with', 'for', 'in', 'at', 'by', 'from', 'me', 'us', 'him', 'her', 'them', 'my', 'his', 'their', 'its', 'off', 'down', 'over', 'again'],
);

function personalPronounAhead(text: string, units: Uint16Array, from: number, limit: number): boolean {
  let ends = 0;
  for (let i = from; i < limit; ) {
    const c = units[i]!;
    if (isWordUnit(c)) {
      let j = i + 1;
      while (j < limit && isWordUnit(units[j]!)) j++;
      // Another antecedent for the pronoun comes first.
      if (j - i <= 11 && PERSON_WORDS.hasAt(text, i, j)) return false;
      const lead = c | 0x20;
      // Read in place: a lower-cased copy of every short word opening with h, s or i ("is", "in", "so") was the walk's
      // one allocation.
      if (j - i <= 8 && (lead === 104 || lead === 115 || lead === 105)) {
        if (NEUTER_PRONOUNS.hasAt(text, i, j)) return false;
        const quoted = (i > from && isMentionMark(units[i - 1]!)) || (j < limit && isMentionMark(units[j]!));
        if (!quoted && PERSONAL_PRONOUNS.hasAt(text, i, j)) return i > from;
      }
      i = j;
      continue;
    }
    // A sentence ends at '.', '!' or '?' before a space or the text's end, and at a blank line.
    if ((c === 46 || c === 33 || c === 63) && (i + 1 >= text.length || isAsciiSpace(units[i + 1]!))) {
      if (++ends === 2) return false;
    } else if (c === 10) {
      let k = i + 1;
      while (k < limit && (units[k]! === 32 || units[k]! === 9)) k++;
      if (k < limit && units[k]! === 10) {
        if (++ends === 2) return false;
        i = k;
      }
    }
    i++;
  }
  return false;
}

/** A plural verb after a pair of subjects ("Sousa and Ball were …"). */
const PLURAL_VERB_AFTER = /^[ \t]+(?:were|are|have|had)\b/;
/** One capitalized word right before " and " ending at the match end ("Roeterdink and "). */
const PARTNER_BEFORE = /(\p{Lu}[\p{L}'’-]{1,30})[ \t]+and[ \t]+$/u;
/** " and " and one capitalized word after a name ("… and Roeterdink"). */
const PARTNER_AFTER = /^[ \t]+and[ \t]+(\p{Lu}[\p{L}'’-]{1,30})/du;
/** Words that open a sentence before "and" without naming anything ("Both", "Then"). */
const NO_PARTNER = new WordSet(['both', 'then', 'and', 'but', 'so', 'the', 'this', 'that', 'these', 'those', 'we', 'they', 'you', 'he', 'she', 'it', 'i', 'my', 'our', 'your', 'his', 'her', 'their']);

/**
 * Two single words joined by "and" as the subject of a plural verb, opening their sentence, are the same kind of
 * thing: when one is a confident name (at least `confident`) the other is a name at `floor` ("Roeterdink and Lopez
 * were precision engineers", "Park and Mann were …"), even a word that is also an ordinary word. Product pairs ("Postgres
 * and Redis were upgraded") have no confident name in them.
 */
export function raiseSubjectPartners(
  text: string, units: Uint16Array,
  found: Candidate[],
  from: number,
  confident: number,
  floor: number,
  opensSentence: (text: string, units: Uint16Array, start: number) => boolean,
): void {
  let added: Candidate[] | undefined;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.type !== 'PERSON_NAME' || c.confidence < confident || hasSpace(units, c.start, c.end)) continue;
    let start = -1;
    let end = -1;
    if (units[c.start - 1]! === 32 && units[c.start - 2]! === 100) {
      // c is the second of the pair: "X and c were".
      if (!PLURAL_VERB_AFTER.test(text.slice(c.end, c.end + 8))) continue;
      const m = PARTNER_BEFORE.exec(text.slice(Math.max(0, c.start - 40), c.start));
      if (m === null) continue;
      start = c.start - m[0].length;
      end = start + m[1]!.length;
    } else if (units[c.end]! === 32 && units[c.end + 1]! === 97) {
      // c is the first: "c and Y were".
      const m = PARTNER_AFTER.exec(text.slice(c.end, c.end + 40));
      if (m === null) continue;
      start = c.end + m.indices![1]![0];
      end = c.end + m.indices![1]![1];
      if (!PLURAL_VERB_AFTER.test(text.slice(end, end + 8))) continue;
    } else continue;
    const first = Math.min(start, c.start);
    if (!opensSentence(text, units, first) || isLetterUnit(units[end]!) || NO_PARTNER.hasAt(text, start, end)) continue;
    // Candidates are in text order here: the partner, when it is one, is the neighbour on its side.
    const neighbour = start < c.start ? found[i - 1] : found[i + 1];
    const partner = neighbour !== undefined && neighbour.start === start && neighbour.end === end ? neighbour : undefined;
    if (partner !== undefined) {
      if (partner.type === 'PERSON_NAME') partner.confidence = Math.max(partner.confidence, floor);
    } else (added ??= []).push(candidate('PERSON_NAME', start, end, floor, c.recognizer));
  }
  if (added !== undefined) mergeInTextOrder(found, from, added);
}

/**
 * "Okonkwo, Chidinma A.": a surname, a comma and a given name with a middle initial is one name written surname first,
 * as records and registers write them (two candidates until here, the run stopping at the comma). Without the initial
 * the comma is as often a list's ("Okonkwo, Adeyemi and Bello"), so the pair is joined only with it.
 */
export function joinSurnameFirst(text: string, units: Uint16Array, found: Candidate[], from: number): void {
  let kept = from;
  for (let i = from; i < found.length; i++) {
    const b = found[i]!;
    const a = kept > from ? found[kept - 1]! : undefined;
    if (a !== undefined && isSurnameFirstPair(text, units, a, b)) {
      found[kept - 1] = candidate(b.type, a.start, b.end + 3, Math.max(a.confidence, b.confidence), b.recognizer);
    } else found[kept++] = b;
  }
  // pop(), not `length = kept`: found is the analyzer's pooled array, and setting its length (even to the same value,
  // as nearly every call does) went through the runtime each time.
  while (found.length > kept) found.pop();
}

function isSurnameFirstPair(text: string, units: Uint16Array, a: Candidate, b: Candidate): boolean {
  if (a.type !== 'PERSON_NAME' || b.type !== 'PERSON_NAME' || b.start !== a.end + 2 || units[a.end]! !== 44) return false;
  if (hasSpace(units, a.start, a.end) || hasSpace(units, b.start, b.end)) return false;
  // The middle initial: " A." closing the name, not the start of another word.
  if (units[b.end]! !== 32 || !isAsciiUpper(units[b.end + 1]!) || units[b.end + 2]! !== 46) return false;
  return !isLetterUnit(units[b.end + 3]!) && (nameFlags(text.slice(b.start, b.end)) & (NAME_FIRST | NAME_KNOWN)) !== 0;
}
