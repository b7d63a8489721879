/**
 * AGE (a quasi-identifier): a number of years 0-125 marked as an age, either after it ("42 years old",
 * "42-year-old", "42 y/o", "42yo") or before it ("age: 42", "aged 42", "turned 42"). The span is the number.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isAsciiDigit, isWordUnitAt } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL, TOKEN_HAS_LOWER, TOKEN_HAS_UPPER, TOKEN_NON_ASCII } from '../pipeline/scan.js';

/** Sticky at the number's end: every match and lookahead ends within 16 characters of it. */
const AFTER = /(?:[ -](?:years?|yrs?)[ -](?:old|of age)\b|[ -]?(?:y\/o|yo|y\.o\.)(?![A-Za-z])|[ -]years?[ -]old)/iy;
/** "age" glued to a word before it by '-' or '_' names a setting ("max-age=60", "cache_age: 30"), not a person's age. */
const BEFORE_STRONG = /(?<![\p{L}\d][-_])\b(?:age[sd]?|aged)\s*(?:is|of|:|=|-)?\s*$/iu;
const BEFORE_WEAK = /\b(?:turned|turning|turn|turns)\s+$/i;
/**
 * An age in apposition, as news and clinical notes write it: "the patient, 67, reports", "Ann Lee, 45, said". The
 * words before are a person noun or a name of two capitalized words or a title and a name ("Mr. Lee, 45,"), not one
 * capitalized word ("Apples, 12, Pears", "155 Server, 25, and"), and a lower-case word follows.
 */
const APPOSITIVE_BEFORE = /(?:\b(?:patient|man|woman|boy|girl|victim|driver|resident|mother|father|wife|husband|son|daughter|child)|(?:(?<![\p{L}\d_.])\p{Lu}\p{Ll}+|\b(?:Mr|Mrs|Ms|Dr)\.?) \p{Lu}\p{Ll}+), $/u;
/** A lower-case word, or a record's next field ("Harold Whitfield, 76, DOB 02/08/1949"). */
const APPOSITIVE_AFTER = /^, (?:\p{Ll}|(?:DOB|D\.O\.B|MRN|NHS|SSN|Sex|Gender|M|F)\b)/u;
/**
 * The same in parentheses, followed by what a person did, as police and news reports write it: "Siobhán Ní Bhriain
 * (29) stated", "Mr. Lee (45) was arrested" (not "Windows Server (64) is supported", "Chapter Two (12) for details").
 */
const PAREN_APPOSITIVE_BEFORE = /(?:(?<![\p{L}\d_.])\p{Lu}\p{Ll}+|\b(?:Mr|Mrs|Ms|Dr)\.?) \p{Lu}\p{Ll}+ \($/u;
const PAREN_APPOSITIVE_AFTER =
  /^\) (?:stated|said|told|reported|was|died|presented|admitted|complained|denied|declined|lives|lived|arrived|called|claimed|confirmed|explained)\b/;
/** A police report's race/sex code before the age: "KOWALCZYK, Brian T., W/M, 38, Illinois DL …". */
const RACE_SEX_BEFORE = /\b[WBHAIO]\/[MF], $/;
const RANGE_AFTER = /^\s*(?:-|–|to|and)\s*\d/;
const RANGE_BEFORE = /\d\s*(?:-|–|to)\s*$/;
/** "when he was 78.", "I am 30,": a person and a bare number closing the clause. */
const BEFORE_PERSON_BE = /\b(?:he|she|i|i'm|you|they|we)\s+(?:was|is|am|are|were)\s+$/i;
const KEY = /^(?:age|ageyears|patientage|ageatdeath)$/;
/**
 * A subject that is a thing right before "N years old": a relative "which"/"that" or "it", or a version number, then
 * "is"/"was" and an optional "now", "about", "over", "more than", "almost" ("which is now about 5 years old").
 */
const THING_SUBJECT =
  /(?:\b(?:which|that|it)|\d\.\d[\d.]*)\s+(?:is|was|are|were)\s+(?:now\s+)?(?:(?:about|over|almost|nearly|around|roughly|more\s+than|less\s+than)\s+)?$/i;
const MAX_AGE = 125;

const AGE_CONFIDENCE = { marked: 0.85, turned: 0.6, personBe: 0.6, key: 0.7 } as const;

/** Whether the number ending at `end` closes its clause: end of text or prose punctuation not followed by a digit. */
/** The value of a number token of at most three units: by char codes when all are digits, else as Number() reads it. */
function numberValue(text: string, units: Uint16Array, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = units[i]!;
    if (c < 48 || c > 57) return Number(text.slice(start, end));
    value = value * 10 + (c - 48);
  }
  return value;
}

/** Whether "ag" or "tur" (any ASCII case) occurs in units [from, to): the letters every "before" cue holds. */
function holdsCueLetters(units: Uint16Array, from: number, to: number): boolean {
  for (let i = from; i + 1 < to; i++) {
    const a = units[i]! | 32;
    const b = units[i + 1]! | 32;
    if (a === 97 && b === 103) return true;
    if (a === 116 && b === 117 && i + 2 < to && (units[i + 2]! | 32) === 114) return true;
  }
  return false;
}

function isSexLetter(c: number): boolean {
  return c === 77 || c === 70; // M F
}

function isDigitRun(units: Uint16Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isAsciiDigit(units[i]!)) return false;
  return end > start && end - start <= 3;
}

/** "NNM"/"NNF" (0-125) in apposition after a name, closed by a comma or the line's end: "El-Amrani, 62M, MRN". */
function sexAppositive(text: string, units: Uint16Array, start: number, end: number): boolean {
  if (numberValue(text, units, start, end - 1) > MAX_AGE || units[start - 1]! !== 32 || units[start - 2]! !== 44) return false;
  if (!(end === text.length || units[end]! === 10 || RECORD_FIELD_AFTER.test(text.slice(end, end + 8)))) return false;
  return SEX_APPOSITIVE_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}

/** A name of two capitalized words (hyphenated parts allowed: "El-Amrani") or a title and a name, then ", ". */
const SEX_APPOSITIVE_BEFORE = /(?:(?<![\p{L}\d_.])\p{Lu}\p{Ll}+|\b(?:Mr|Mrs|Ms|Dr)\.?) \p{Lu}[\p{L}'-]*\p{Ll}, $/u;
/** A clinical record's next field after the shorthand ("62M, MRN: …"); "Engine Room, 12F, next to …" has none. */
const RECORD_FIELD_AFTER = /^[,;]? ?(?:DOB|D\.O\.B|MRN|NHS|SSN|DOD|Hx|Dx|PMH)\b/;

function endsClause(text: string, units: Uint16Array, end: number): boolean {
  if (end === text.length) return true;
  const c = text[end]!;
  if (c !== '.' && c !== ',' && c !== ';' && c !== '!' && c !== '?') return false;
  const d = units[end + 1]!;
  return !(d >= 48 && d <= 57);
}

// Regex literals in a function body are a new RegExp object per evaluation: these run per candidate.
const NUMBER_GOES_ON = /^[.,]?\d/;

export const ageRecognizer: Recognizer = {
  name: 'age',
  entities: ['AGE'],
  find({ text, units, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    const keyIsAge = key !== '' && KEY.test(key);
    for (let k = 0; k < digitTokens.length; k++) {
      const t = digitTokens[k]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      let end = tokenEnd[t]!;
      // Clinical shorthand glues the sex to the age: "Youssef El-Amrani, 62M, MRN …" (the age is the number).
      if (end - start >= 2 && end - start <= 4 && isSexLetter(units[end - 1]!) && isDigitRun(units, start, end - 1)) {
        if (sexAppositive(text, units, start, end)) out.push(candidate('AGE', start, end - 1, AGE_CONFIDENCE.personBe, 'age'));
        continue;
      }
      if ((tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0 || end - start > 3) continue;
      if (tokenFlags[t]! & (TOKEN_HAS_LOWER | TOKEN_HAS_UPPER | TOKEN_NON_ASCII) || numberValue(text, units, start, end) > MAX_AGE) continue;
      if (isWordUnitAt(text, start - 1) || text[start - 1] === '.' || text[start - 1] === '$') continue;
      // "max-age=1.5": the whole part of a decimal is no age in years.
      if (units[end]! === 46 && isAsciiDigit(units[end + 1]!)) continue;
      let confidence = 0;
      const next = text[end];
      AFTER.lastIndex = end;
      // Every AFTER match opens with a 'y' (years, yrs, y/o, yo, y.o.), after a ' ' or '-' or right at the number:
      // "with 272 items" is let go without the call.
      if ((next === 'y' || ((next === ' ' || next === '-') && (units[end + 1]! | 32) === 121)) && AFTER.test(text)) {
        // "which is now about 5 years old", "2.69 is over 6 years old": the age of a thing, not of a person.
        // "20 to 30 years old", "18-25 years old": a range describes a group, not a person's age.
        const before = text.slice(Math.max(0, start - 40), start);
        if (!THING_SUBJECT.test(before) && !RANGE_BEFORE.test(before)) confidence = AGE_CONFIDENCE.marked;
      } else {
        // Every "before" cue holds "ag" (age, aged) or "tur" (turned), or the number ends its clause ("he was 78.",
        // "the patient, 67, reports"): most numbers stop here, before any substring is made.
        // "was 78." / "is 5," end in s, m or e before one space; an apposition has ", " before and "," after.
        const c1 = units[start - 1]!;
        const c2 = units[start - 2]! | 32;
        const maybeBe = c1 === 32 && (c2 === 115 || c2 === 109 || c2 === 101);
        const maybeAppositive = next === ',' && c1 === 32 && c2 === 44;
        const maybeParenthesized = next === ')' && c1 === 40 && c2 === 32;
        const cued = keyIsAge || holdsCueLetters(units, Math.max(0, start - 16), start);
        if (!cued && !maybeParenthesized && !((maybeBe || maybeAppositive) && endsClause(text, units, end))) continue;
        const before = text.slice(Math.max(0, start - 16), start);
        if (BEFORE_STRONG.test(before)) {
          // "patients aged 18 to 65": a range describes a group, not a person's age.
          if (!RANGE_AFTER.test(text.slice(end, end + 8))) confidence = AGE_CONFIDENCE.marked;
        }
        else if (maybeBe && BEFORE_PERSON_BE.test(before) && endsClause(text, units, end)) confidence = AGE_CONFIDENCE.personBe;
        else if (maybeAppositive && APPOSITIVE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && APPOSITIVE_AFTER.test(text.slice(end, end + 8))) {
          confidence = AGE_CONFIDENCE.personBe;
        }
        else if (maybeAppositive && RACE_SEX_BEFORE.test(before)) confidence = AGE_CONFIDENCE.personBe;
        else if (maybeParenthesized && PAREN_APPOSITIVE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && PAREN_APPOSITIVE_AFTER.test(text.slice(end, end + 14))) {
          confidence = AGE_CONFIDENCE.personBe;
        }
        else if (BEFORE_WEAK.test(before) && !NUMBER_GOES_ON.test(text.slice(end, end + 2))) confidence = AGE_CONFIDENCE.turned;
        else if (keyIsAge && start === 0 && end === text.length) confidence = AGE_CONFIDENCE.key;
      }
      if (confidence > 0) out.push(candidate('AGE', start, end, confidence, 'age'));
    }
  },
};
