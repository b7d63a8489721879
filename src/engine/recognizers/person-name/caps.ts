/**
 * Names in capitals, as forms and records write them ("Patient Name: GARCIA, LUIS", "Mr. JOHN SMITH"): read only
 * after a naming cue or an honorific, or as a party of a court caption ("DANIELLE R. MORALES, Plaintiff"); a surname
 * in capitals before a census given name is read anywhere ("KOWALCZYK, Brian T.", "KOVALENKO/OKSANA").
 */
import { candidate, type Candidate } from '../../candidate.js';
import { NAME_FIRST, NAME_KNOWN, nameFlagsAt } from '../../lexicons/person-names.js';
import { CUES, finalWords, namingCueBefore } from './cues.js';
import { isAsciiLetter, isAsciiSpace, isLetterUnit } from '../../pipeline/boundary.js';
import { isAmbiguous, isStop, NAMEISH, SUFFIX_WORDS } from './pieces.js';
import { WordSet } from '../../lexicons/word-set.js';

/** A name in capitals after a naming cue: forms and records write them so ("Patient name: GARCIA, LUIS"). */
const CAPS_NAME_CONFIDENCE = 0.8;

const MAX_CAPS_WORDS = 4;

/** Whether the UTF-16 unit is an upper-case letter (ASCII by code, others by case mapping). */
function isUpperUnit(text: string, units: Uint16Array, i: number): boolean {
  // Past the end there is no letter ("Mr. JOHN SMITH " ends in a space).
  if (i >= text.length) return false;
  const c = units[i]!;
  if (c < 128) return c >= 65 && c <= 90;
  const ch = text[i]!;
  return ch !== ch.toLowerCase();
}

/**
 * Reads a name in capitals at `start` when a naming cue or an honorific stands before it, or a court caption's "v."
 * or party role around it: up to four words of two or more capitals (middle initials with their period read over),
 * "LAST, FIRST" allowed once; at least one word must be a listed name and none a common word ("Name: N/A", "Name:
 * TBD" stay unnamed). Returns the end of what was read, or 0.
 */
export function emitCapsName(text: string, units: Uint16Array, start: number, out: Candidate[]): number {
  const cued = capsCueBefore(text, units, start);
  if (!cued) {
    const surnameFirst = emitSurnameFirst(text, units, start, out);
    if (surnameFirst > 0) return surnameFirst;
  }
  // A court caption names its parties in capitals without a cue before them: "DANIELLE R. MORALES, Plaintiff,",
  // "v.\nDARNELL RAY WATKINS, Defendant." The role after the name (or "v." before it) is the cue.
  const versus = !cued && captionBefore(text, units, start);
  if (!cued && !versus && !captionRoleAhead(text, units, start)) return 0;
  let pos = start;
  let end = 0;
  let listed = false;
  let comma = false;
  let words = 0;
  while (words < MAX_CAPS_WORDS) {
    let e = pos;
    while (e < text.length && isUpperUnit(text, units, e)) e++;
    // A middle initial with its period ("DANIELLE R. MORALES") is read over, not counted.
    if (e - pos === 1 && words > 0 && units[e]! === 46 && units[e + 1]! === 32 && isUpperUnit(text, units, e + 2)) {
      pos = e + 2;
      continue;
    }
    if (e - pos < 2 || isLetterUnit(units[e]!)) break;
    const flags = nameFlagsAt(text, pos, e);
    if (isStop(flags) || (e - pos <= 3 && SUFFIX_WORDS.hasAt(text, pos, e))) break;
    if (flags & NAMEISH) listed = true;
    words++;
    end = e;
    if (units[e]! === 32 && isUpperUnit(text, units, e + 1)) pos = e + 1;
    else if (!comma && words === 1 && units[e]! === 44 && units[e + 1]! === 32 && isUpperUnit(text, units, e + 2)) {
      comma = true;
      pos = e + 2;
    } else break;
  }
  if (!listed || end === 0) return 0;
  // In a caption, only a full name after "v." or closed by its role: one capitalized word could be a firm ("ACME, Defendant").
  if (!cued && (words < 2 || (!versus && !CAPTION_ROLE.test(text.slice(end, end + 16))))) return 0;
  out.push(candidate('PERSON_NAME', start, end, CAPS_NAME_CONFIDENCE, 'person-name'));
  return end;
}

/** A name in capitals written surname first, whatever stands before it: records and tickets ("KOWALCZYK, Brian T.")
 * and airline bookings ("KOVALENKO/OKSANA MS") write a person so. */
const SURNAME_FIRST_CONFIDENCE = 0.8;

/**
 * "SURNAME, Given" (a title-case census given name, an optional hyphenated second part and middle initial) or
 * "SURNAME/GIVEN" (the IATA passenger-name form, the title after it left out). The given name must be a census first
 * name (or any listed name after a listed surname) that is no ordinary word or place, and the surname no common word or place ("USA, Canada", "LONDON, Victoria",
 * "TCP/IP" stay unnamed). Returns the end of the name, or 0.
 */
function emitSurnameFirst(text: string, units: Uint16Array, start: number, out: Candidate[]): number {
  let s = start;
  let e = start;
  for (;;) {
    while (e < text.length && isUpperUnit(text, units, e)) e++;
    // "VAN DER BERG/MAARTEN": particles before the surname belong to it.
    if (units[e]! !== 32 || !isUpperUnit(text, units, e + 1) || !SURNAME_PARTICLE_CAPS.hasAt(text, s, e)) break;
    s = e = e + 1;
  }
  if (e - s < 2 || isLetterUnit(units[e]!)) return 0;
  const surname = nameFlagsAt(text, s, e);
  if (isStop(surname)) return 0;
  const sep = units[e]!;
  let from: number;
  // After a comma the surname has three letters or more ("Struktur AG, Dirk Farin" is a firm and a person).
  if (sep === 44 && units[e + 1]! === 32 && e - s >= 3) from = e + 2;
  // A slash pair inside a path ("BAR/BAR/FOO/FOO") is no passenger name.
  else if (sep === 47 && surname & NAMEISH && units[start - 1]! !== 47) from = e + 1;
  else return 0;
  if (!isUpperUnit(text, units, from)) return 0;
  // The given name: title case after a comma, capitals after a slash; its first hyphenated part is looked up.
  let g = from + 1;
  while (g < text.length && isLetterUnit(units[g]!) && (sep === 47 ? isUpperUnit(text, units, g) : !isUpperUnit(text, units, g))) g++;
  if (g - from < 2) return 0;
  const given = nameFlagsAt(text, from, g);
  // A census given name, or a name the multilingual list holds after a listed surname ("POPESCU, Ioana").
  if (!(given & NAME_FIRST || (given & NAME_KNOWN && surname & NAMEISH)) || isStop(given) || isAmbiguous(given)) return 0;
  let end = g;
  if (units[end]! === 45 && isUpperUnit(text, units, end + 1)) {
    let h = end + 2;
    while (h < text.length && isLetterUnit(units[h]!) && (sep === 47 || !isUpperUnit(text, units, h))) h++;
    if (h - end >= 3) end = h;
  }
  if (isLetterUnit(units[end]!) || (sep === 47 && units[end]! === 47)) return 0;
  if (sep === 44 && units[end]! === 32 && isUpperUnit(text, units, end + 1)) {
    // "KOWALCZYK, Brian T.": a middle initial with its period; a capitalized word instead makes "Brian Kowalczyk" a
    // name of its own after a list's comma ("ACME, Brian Kowalczyk").
    if (units[end + 2]! !== 46) return 0;
    end += 3;
  }
  out.push(candidate('PERSON_NAME', start, end, SURNAME_FIRST_CONFIDENCE, 'person-name'));
  return end;
}

/** Particles of a surname as capitals write them ("VAN DER BERG", "DE LA CRUZ"). */
const SURNAME_PARTICLE_CAPS = new WordSet(['van', 'von', 'der', 'den', 'de', 'la', 'le', 'del', 'della', 'da', 'di', 'dos', 'das', 'du', 'ten', 'ter']);

/** "v." or "vs." (and a line break or spaces) right before a party's name. */
const CAPTION_BEFORE = /\bvs?\.\s+$/;
/**
 * CAPTION_BEFORE over the six characters before `start`: the pattern runs only when a dot ends them past ASCII blanks
 * (or a unit beyond ASCII, which may be a Unicode space, stands there).
 */
function captionBefore(text: string, units: Uint16Array, start: number): boolean {
  const from = Math.max(0, start - 6);
  let i = start;
  while (i > from) {
    const c = units[i - 1]!;
    if (isAsciiSpace(c)) i--;
    else break;
  }
  if (i === from) return false;
  const c = units[i - 1]!;
  if (c === 46) {
    // "v." or "vs.": a 'v' before the dot, or "vs".
    const p = units[i - 2]!;
    if (p === 115 ? units[i - 3]! !== 118 : p !== 118) return false;
  }
  return (c === 46 || c >= 128) && CAPTION_BEFORE.test(text.slice(from, start));
}

/** A party's role after its name in a caption: ", Plaintiff", ", Defendant-Appellant". */
const CAPTION_ROLE = /^,\s*(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Claimants?|Debtors?)\b/;

/**
 * Whether a caption role follows the capitals run at `start` (read only when a comma comes within 60). The read stops
 * at the first unit no party's name in capitals holds (a lower-case letter, a digit, ':', a line break): emitCapsName
 * names a party only when the role's comma stands right after its capitals, spaces and initials' dots, so a comma
 * further on ("IBAN: DE89 …, Plaintiff") could never name one. Units beyond ASCII are read over (they may be capitals).
 */
function captionRoleAhead(text: string, units: Uint16Array, start: number): boolean {
  for (let i = start; i < text.length && i - start < 60; i++) {
    const c = units[i]!;
    if (c === 44) return mayOpenCaptionRole(units, i + 1) && CAPTION_ROLE.test(text.slice(i, i + 16));
    if (c !== 32 && c !== 46 && (c < 65 || c > 90) && c < 128) return false;
  }
  return false;
}

/**
 * Whether a caption role may start at `at`, past ASCII blanks: every role opens with P, D, R, A or C; a unit beyond
 * ASCII (a Unicode space, for \s) goes to the pattern. Most commas after a heading or an acronym are followed by other words.
 */
function mayOpenCaptionRole(units: Uint16Array, at: number): boolean {
  let c = units[at]!;
  while (isAsciiSpace(c)) c = units[++at]!;
  return c >= 128 || c === 80 || c === 68 || c === 82 || c === 65 || c === 67;
}

/** Cheap look at the word before `start` before namingCueBefore() reads the window. */
function capsCueBefore(text: string, units: Uint16Array, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (units[i]! === 32 || units[i]! === 9)) i--;
  if (i === start - 1 || i < 0) return false;
  const c = units[i]!;
  if (c === 46 || isAsciiLetter(c)) {
    const wordEndAt = c === 46 ? i : i + 1;
    let w = wordEndAt;
    while (w > 0 && wordEndAt - w <= 6 && isAsciiLetter(units[w - 1]!)) w--;
    if (w === wordEndAt || wordEndAt - w > 6) return false;
    if (!finalWords(CUES.honorific).hasAt(text, w, wordEndAt) && (c === 46 || !finalWords(CUES.naming).hasAt(text, w, wordEndAt))) return false;
  } else if (c !== 58 && c !== 63 && c !== 61) return false;
  return namingCueBefore(text, units, start);
}
