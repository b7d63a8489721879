/**
 * DATE and DATE_OF_BIRTH: ISO 8601 dates (optionally with time), numeric M/D/Y, D.M.Y and D-M-Y forms,
 * and dates with an English month name ("March 5, 1990", "5 Mar 1990"; a capitalized full month name also without
 * a year: "on October 1", "1 October", and an abbreviated one with its dot: "Sept. 4"). Timestamps in the mail and
 * log layouts stay one date: RFC 5322 "Mon, 04 Mar 2024 11:02:45 +0100", ctime "Tue Jan 9 14:31:07 2024" (a weekday
 * written just before any month-name date belongs to it), syslog "Oct 12 07:52:33" and the Common Log Format of web
 * servers "12/Oct/2025:07:41:09 +0000". Month and day are validated against the calendar (leap years included). A
 * birth cue before the date ("born", "DOB", "date of birth") or a field named like one makes it DATE_OF_BIRTH.
 * Month names of other languages ("3 mars 2026", "9 de abril de 2026", "7. Mai 2024") are read by date/months.ts.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { asciiDigitRun, digitsValue, foldsLikeLowerCase, isAsciiLetter, isAsciiLower, isDigitAt, isRegexWordUnit, isStandaloneNumber, isWordUnitAt } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL } from '../pipeline/scan.js';
import { matchWrittenDate } from './date/months.js';

const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const TIME = '(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:[.,]\\d{1,9})?)?(?: ?[AaPp][Mm])?(?:Z|[+-]\\d{2}:?\\d{2})?)?';
/**
 * The optional clock time after a numeric date. ISO dates ("YYYY-MM-DD") and numeric ones
 * (`(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)`) are read by char codes, without a match array each; only their
 * time, the optional tail of both patterns, is matched here.
 */
const TIME_AT = new RegExp(TIME, 'y');
/** A capitalized full month name (never "may" the verb): the no-year forms need it. */
const FULL_MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';
/** No year: the day must not run on into one (" 2024", ", 2024" were tried first), a time or a decimal. */
const NO_YEAR_END = '(?![\\p{L}\\p{N}:/-]|[.,]\\d| \\d)';
const MONTH_DAY_NO_YEAR = new RegExp(`${FULL_MONTH} (\\d{1,2})(?:st|nd|rd|th)?${NO_YEAR_END}`, 'uy');
/** A day and a capitalized month, or its abbreviation ("17 Nov", "5 Jan"; a dot after it may end the sentence, so it stays out). */
const DAY_MONTH_NO_YEAR = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${FULL_MONTH.slice(1, -1)}|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec))${NO_YEAR_END}`, 'uy');
/** A capitalized month and a year, no day: "December 2026", "in March 1999". */
const MONTH_YEAR = new RegExp(`${FULL_MONTH},? ((?:18|19|20|21)\\d{2})(?![\\p{L}\\p{N}]|[.,:]\\d)`, 'uy');
/** ctime / git / Unix `date`: "Jan 9 14:31:07 2024 +0100", "Aug  1 20:25:37 PDT 1999". */
const CTIME = new RegExp(`${MONTH} {1,2}(\\d{1,2}) \\d{1,2}:\\d{2}:\\d{2}(?: [A-Za-z]{2,5})? (\\d{4})(?: [+-]\\d{4})?(?![\\w:])`, 'iy');
/** syslog (RFC 3164) stamps carry no year: "Oct 12 07:52:33", "Mar  3 09:05:12.123". */
const SYSLOG = new RegExp(`${MONTH} {1,2}(\\d{1,2}) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,6})?(?![\\w:])`, 'iy');
/** An abbreviated month with its dot and a day, no year, as news and letters write it: "Sept. 4", "Oct. 12th". */
const ABBREVIATED_MONTH_DAY_NO_YEAR = new RegExp(`(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\. (\\d{1,2})(?:st|nd|rd|th)?${NO_YEAR_END}`, 'uy');
/**
 * A capitalized month abbreviation and a day, without its dot or a year: "last Feb 20", "Feb 20, we". The day must
 * end there (NO_YEAR_END), so "Feb 2020" and "Mar 20.1" stay out; "May" is a full name, read by MONTH_DAY_NO_YEAR.
 */
const ABBREVIATED_MONTH_DAY_BARE = new RegExp(`(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) (\\d{1,2})(?:st|nd|rd|th)?${NO_YEAR_END}`, 'uy');
/**
 * Day, month abbreviation and year joined by '/' or '-': the Common Log Format of Apache and nginx
 * ("12/Oct/2025:07:41:09 +0000", time and zone included) and the DD-MON-YYYY of databases ("05-Mar-2024").
 */
const DAY_MON_YEAR = new RegExp(`(\\d{1,2})([/\\-])${MONTH}\\2(\\d{4})(?::\\d{2}:\\d{2}:\\d{2}(?: [+-]\\d{4})?)?(?![\\w:])`, 'iy');
/** The clock time and zone that follow the date of an RFC 5322 timestamp: " 11:02:45 +0100", " 09:15 GMT". */
const TIME_TAIL = /(?: \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?(?: (?:[+-]\d{4}|[A-Z]{2,5}))?)(?![\w:])/y;
/** A weekday, with an optional dot and comma, ending just before a date: "Mon, ", "Tuesday ". */
const WEEKDAY_BEFORE = /(?:^|[^\p{L}])((?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\.?,? {1,2})$/u;
/** Year first with a month name: "2017 Mar 4", "2017 March 4th". */
const YEAR_MONTH = new RegExp(`(\\d{4}) ${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?!\\d)`, 'iy');
/** "patch 7.4.1925", "v1.2.2020": version numbers, not dates. */
const VERSION_BEFORE = /\b(?:version|ver|patch|release|build|v)\.?[ \t]*$/i;
/** A birth word before a date; the abbreviation keeps its last dot too ("D.O.B. 03/04/1990"). */
const BIRTH_CUE = /\b(?:(?:born|dob|birth|birthday|birthdate|b-day|bday|née|nee)\b|d\.o\.b\b\.?)[^.!?\n]{0,24}$/;
const BIRTH_KEY = /dob|birth|bday/;

/**
 * Where in units [from, to) a BIRTH_CUE match may start, or -1 when none can. Every cue word holds one of these, in
 * either case (no other unit lower-cases or folds to their letters): a 'b' before "or" or "ir" (born, birth…), "-d"
 * (b-day) or "da" (bday), a 'b' after "do" (dob) or "o." (d.o.b), or an "ee" or "ée" after 'n' (nee, née). A window
 * without them needs no slice and no regex call: the words around a date ("by", "before", "about", "committee",
 * "agreement", "Street") hold a 'b' or an "ee" and no cue. With one, the pattern need only read from the start of the
 * first such word: its unanchored search over the whole window was a fifth of the reader's time on dates with a cue.
 */
function birthCueFrom(units: Uint16Array, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = units[i]! | 32;
    let hit = false;
    if (c === 98) {
      // Past the text's end a unit reads undefined, which `| 32` makes a space.
      const next = units[i + 1]! | 32;
      const after = units[i + 2]! | 32;
      const prev = i > from ? units[i - 1]! | 32 : 0;
      const before = i - 1 > from ? units[i - 2]! | 32 : 0;
      hit =
        ((next === 111 || next === 105) && after === 114) ||
        (next === 45 && after === 100) ||
        (next === 100 && after === 97) ||
        (prev === 111 && before === 100) ||
        (prev === 46 && before === 111);
    } else if (c === 101 || c === 0xe9) hit = i > from && (units[i - 1]! | 32) === 110 && i + 1 < to && (units[i + 1]! | 32) === 101;
    if (hit) return cueWordStart(units, from, i);
  }
  return -1;
}

/**
 * The start of the run of word units, '.' and '-' holding `at` (not before `from`). A cue word is such a run, so every
 * match holding a later hit starts at or after it; the unit before it is no word unit, so the pattern's `\b` reads
 * there as it did in the whole window.
 */
function cueWordStart(units: Uint16Array, from: number, at: number): number {
  let i = at;
  while (i > from) {
    const c = units[i - 1]!;
    if (!(isAsciiLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45 || c >= 128)) break;
    i--;
  }
  return i;
}

/** Month names in lower case by month number (1-12), for reading a token without a substring. */
const MONTH_NAMES: readonly string[] = ['', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The months whose names open with each pair of letters, at (first letter & 31) * 32 + (second letter & 31), either
 * case: one month, or two packed low byte first (Ma: March, May; Ju: June, July), 0 for the pairs no month opens with.
 * Read from MONTH_NAMES, so every month word the three-letter tests (MONTH_TRIGRAMS) pass has its slot here.
 */
const MONTHS_BY_PAIR = new Uint16Array(1024);
for (let m = 1; m <= 12; m++) {
  const name = MONTH_NAMES[m]!;
  const slot = (name.charCodeAt(0) & 31) * 32 + (name.charCodeAt(1) & 31);
  MONTHS_BY_PAIR[slot] = MONTHS_BY_PAIR[slot] === 0 ? m : MONTHS_BY_PAIR[slot]! | (m << 8);
}

/** Whether the units at `at` and `at + 1` fall in a slot of MONTHS_BY_PAIR (other codes can share a slot). */
function isMonthPairAt(units: Uint16Array, at: number): boolean {
  return MONTHS_BY_PAIR[(units[at]! & 31) * 32 + (units[at + 1]! & 31)] !== 0;
}

/**
 * The month (1-12) a token of `len` units at `s` names in any case — its three-letter abbreviation, its full name,
 * or "sept" — else 0. Every month-first pattern follows the month word with '.', ',' or ' ', so a longer word that
 * merely opens like a month ("Mark", "Janet", "Decker") can match none of them and is not tried. Only the months of
 * the word's first two letters are compared (their first three letters tell all twelve apart): a loop over the
 * twelve was an eighth of the date reader's own time on dates with a month name.
 */
function monthWordAt(text: string, s: number, len: number): number {
  const a = text.charCodeAt(s) | 0x20;
  const b = text.charCodeAt(s + 1) | 0x20;
  const c = text.charCodeAt(s + 2) | 0x20;
  for (let months = MONTHS_BY_PAIR[(a & 31) * 32 + (b & 31)]!; months !== 0; months >>= 8) {
    const m = months & 255;
    const name = MONTH_NAMES[m]!;
    if (name.charCodeAt(0) !== a || name.charCodeAt(1) !== b || name.charCodeAt(2) !== c) continue;
    if (len === 3) return m;
    if (len !== name.length && !(m === 9 && len === 4)) return 0;
    for (let i = 3; i < len; i++) if ((text.charCodeAt(s + i) | 0x20) !== name.charCodeAt(i)) return 0;
    return m;
  }
  return 0;
}

/** Base scores: ISO and month-name dates are unambiguous; numeric ones also look like versions and ratios. */
const DATE_CONFIDENCE = { iso: 0.85, monthName: 0.85, numeric: 0.75, shortYear: 0.45, noYear: 0.6, birthBoost: 0.1 } as const;

const MONTH_DAYS: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether (year, month, day) is a real calendar day in 1800..2199. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1800 || year > 2199 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}

/** A month's first three letters, lower case, as (first << 16) | (second << 8) | third: "jan" … "dec". */
const MONTH_TRIGRAMS: ReadonlySet<number> = new Set(MONTH_NAMES.slice(1).map((name) => (name.charCodeAt(0) << 16) | (name.charCodeAt(1) << 8) | name.charCodeAt(2)));

/**
 * Whether the units at `at` may open a month name or "of", either case: a month's first three letters (every month
 * word the patterns after a number take opens with them), or "of". A word after a number that merely shares a month's
 * first letters ("2278 Maple", "12 days", "10 Market St") leaves the patterns unrun.
 */
function opensMonthWord(units: Uint16Array, at: number): boolean {
  const a = units[at]!;
  const b = units[at + 1]!;
  if ((a | 32) === 111 && (b | 32) === 102) return true;
  if (!isMonthPairAt(units, at)) return false;
  const c = units[at + 2]!;
  return isAsciiLetter(a) && isAsciiLetter(b) && isAsciiLetter(c) && MONTH_TRIGRAMS.has(((a | 32) << 16) | ((b | 32) << 8) | (c | 32));
}

/** Whether the two units before `end` are an ordinal suffix (st, nd, rd, th), either case. */
function endsInOrdinal(units: Uint16Array, end: number): boolean {
  const a = units[end - 2]! | 0x20;
  const b = units[end - 1]! | 0x20;
  return (a === 115 && b === 116) || (a === 110 && b === 100) || (a === 114 && b === 100) || (a === 116 && b === 104);
}

function fullYear(n: number, digits: number): number {
  return digits === 2 ? (n < 50 ? 2000 + n : 1900 + n) : n;
}

/** The end of the optional clock time that starts at `at` (`at` itself when none). */
function timeEnd(text: string, at: number): number {
  // Every time opens with 'T' or a space, two digits and ':': a date without one is let go without the call.
  const c = text.charCodeAt(at);
  if ((c !== 84 && c !== 32) || text.charCodeAt(at + 3) !== 58 || !isDigitAt(text, at + 1) || !isDigitAt(text, at + 2)) return at;
  TIME_AT.lastIndex = at;
  TIME_AT.test(text);
  return TIME_AT.lastIndex;
}

/**
 * A numeric date at `start` — (\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d) and its time — that is a calendar day
 * in M/D/Y or D/M/Y order, else undefined. Each group's digit count is fixed by the text: a one- or two-digit group
 * must be followed by the separator, and the year has exactly four or two digits.
 */
function matchNumericForm(text: string, units: Uint16Array, start: number): DateMatch | undefined {
  const firstDigits = asciiDigitRun(units, start, 2);
  if (firstDigits === 0) return undefined;
  const sepAt = start + firstDigits;
  const sep = units[sepAt]!;
  if (sep !== 47 && sep !== 46 && sep !== 45) return undefined;
  const secondDigits = asciiDigitRun(units, sepAt + 1, 2);
  if (secondDigits === 0 || units[sepAt + 1 + secondDigits]! !== sep) return undefined;
  const yearAt = sepAt + 2 + secondDigits;
  const yearDigits = asciiDigitRun(units, yearAt, 5);
  if (yearDigits !== 4 && yearDigits !== 2) return undefined;
  const a = digitsValue(text, start, start + firstDigits);
  const b = digitsValue(text, sepAt + 1, sepAt + 1 + secondDigits);
  const year = fullYear(digitsValue(text, yearAt, yearAt + yearDigits), yearDigits);
  // "1.9.48" and "1.2.13" are versions: a dotted date with a two-digit year writes day and month with two digits.
  const versionLike = sep === 46 && yearDigits === 2 && (firstDigits < 2 || secondDigits < 2);
  // US order (M/D/Y) first, then day-first (D/M/Y, D.M.Y).
  if (versionLike || !(isCalendarDate(year, a, b) || isCalendarDate(year, b, a))) return undefined;
  return matched(timeEnd(text, yearAt + yearDigits), yearDigits === 2 ? DATE_CONFIDENCE.shortYear : DATE_CONFIDENCE.numeric);
}

/** A "YYYY-MM-DD" date and its time at `start`, as DateMatch, or undefined. */
function matchIso(text: string, units: Uint16Array, start: number): DateMatch | undefined {
  if (asciiDigitRun(units, start, 4) < 4 || units[start + 4]! !== 45 || asciiDigitRun(units, start + 5, 2) < 2) return undefined;
  if (units[start + 7]! !== 45 || asciiDigitRun(units, start + 8, 2) < 2) return undefined;
  if (!isCalendarDate(digitsValue(text, start, start + 4), digitsValue(text, start + 5, start + 7), digitsValue(text, start + 8, start + 10))) return undefined;
  return matched(timeEnd(text, start + 10), DATE_CONFIDENCE.iso);
}

interface DateMatch {
  end: number;
  confidence: number;
}

/**
 * The one DateMatch the matchers hand back, rewritten per match: it is read at once (report, then the next token's
 * bound), never kept.
 */
const MATCH: DateMatch = { end: 0, confidence: 0 };

function matched(end: number, confidence: number): DateMatch {
  MATCH.end = end;
  MATCH.confidence = confidence;
  return MATCH;
}

function matchNumeric(text: string, units: Uint16Array, start: number, tokenEnd: number): DateMatch | undefined {
  const len = tokenEnd - start;
  // The unit after the token, by char code: ' ' 32, '-' 45, '.' 46, '/' 47, 'º' 0xba, '°' 0xb0.
  const sep = units[tokenEnd]!;
  if (len === 4 && sep === 45) {
    return matchIso(text, units, start);
  }
  if (len > 4) return undefined;
  // Month names of other languages ("3 mars 2026", "9 de abril de 2026", "7. Mai 2024"): date/months.ts.
  if (len <= 3 && (sep === 32 || sep === 46 || sep === 0xba || sep === 0xb0)) {
    const written = matchWrittenDate(text, units, start, tokenEnd, isCalendarDate);
    if (written) return matched(written.end, written.hasYear ? DATE_CONFIDENCE.monthName : DATE_CONFIDENCE.noYear);
  }
  // A month name follows the space of "2017 Mar 4" and "5 March 1990" (or "of" in "5th of March"): most numbers stop here.
  if (sep === 32 && !opensMonthWord(units, tokenEnd + 1)) return undefined;
  if (len === 4 && sep === 32) {
    YEAR_MONTH.lastIndex = start;
    const ym = YEAR_MONTH.exec(text);
    if (ym && isCalendarDate(Number(ym[1]), monthWordAt(ym[2]!, 0, 3), Number(ym[3]))) {
      return matched(start + ym[0].length, DATE_CONFIDENCE.monthName);
    }
  }
  let m: RegExpExecArray | null = null;
  if (len <= 2 && (sep === 47 || sep === 45) && isAsciiLetter(units[tokenEnd + 1]!)) {
    DAY_MON_YEAR.lastIndex = start;
    m = DAY_MON_YEAR.exec(text);
    if (m && isCalendarDate(Number(m[4]), monthWordAt(m[3]!, 0, 3), Number(m[1]))) {
      return matched(start + m[0].length, DATE_CONFIDENCE.monthName);
    }
    return undefined;
  }
  if (len <= 2 && (sep === 47 || sep === 46 || sep === 45)) {
    const numeric = matchNumericForm(text, units, start);
    if (numeric) return numeric;
  }
  if (len > 4 || (sep !== 32 && !(tokenEnd >= 2 && endsInOrdinal(units, tokenEnd)))) return undefined;
  // The most common month-name form, read by char codes and its parts read back from its end.
  const end = dayMonthEnd(text, units, start);
  if (end >= 0) {
    if (isCalendarDate(digitsValue(text, end - 4, end), monthWordAt(text, monthBeforeYear(units, end), 3), digitsValue(text, start, start + asciiDigitRun(units, start, 2)))) {
      return matched(withTimeTail(text, units, end), DATE_CONFIDENCE.monthName);
    }
  }
  DAY_MONTH_NO_YEAR.lastIndex = start;
  m = DAY_MONTH_NO_YEAR.exec(text);
  if (m && isDayOfMonth(monthWordAt(m[2]!, 0, 3), Number(m[1]))) {
    return matched(start + m[0].length, DATE_CONFIDENCE.noYear);
  }
  return undefined;
}

/**
 * The end of `(\d{1,2})(?:st|nd|rd|th)?(?: of)? MONTH\.?,? (\d{4})` matched at `start` (sticky, case-insensitive, MONTH
 * the alternation of the three-letter, full and "sept" forms the other patterns here use), or -1, read by char codes:
 * the pattern took 0.5 µs a call where the analysis makes it (bench/regex-census.ts --time, session 36). Each part
 * has one way to match: the ordinal and " of" are taken where they stand (without them a letter would stand where a
 * space or a month must), a shorter month form leaves a letter where '.', ',' or ' ' must follow, so the month is the
 * whole run of ASCII letters (the non-unicode 'i' flag folds no other letter onto them), and nothing follows the year's
 * four digits.
 */
export function dayMonthEnd(text: string, units: Uint16Array, start: number): number {
  const day = asciiDigitRun(units, start, 2);
  if (day === 0) return -1;
  let at = start + day;
  if (endsInOrdinal(units, at + 2)) at += 2;
  if (units[at]! === 32 && (units[at + 1]! | 0x20) === 111 && (units[at + 2]! | 0x20) === 102 && units[at + 3]! === 32) at += 3;
  if (units[at]! !== 32) return -1;
  const word = at + 1;
  at = word;
  while (isAsciiLetter(units[at]!)) at++;
  if (at - word < 3 || monthWordAt(text, word, at - word) === 0) return -1;
  if (units[at]! === 46) at++;
  if (units[at]! === 44) at++;
  if (units[at]! !== 32 || asciiDigitRun(units, at + 1, 4) < 4) return -1;
  return at + 5;
}

/**
 * The end of `MONTH\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})` matched at `start` (sticky, case-insensitive, MONTH as in
 * dayMonthEnd()), or -1, read by char codes: the pattern took 0.56 µs a call where the analysis makes it
 * (bench/regex-census.ts --time, session 36). The month is the whole run of ASCII letters, as in dayMonthEnd(), and the
 * day's digits, the ordinal and the comma are taken where they stand (without them a digit or a letter would stand
 * where the next part must).
 */
export function monthDayEnd(text: string, units: Uint16Array, start: number): number {
  let at = start;
  while (isAsciiLetter(units[at]!)) at++;
  if (at - start < 3 || monthWordAt(text, start, at - start) === 0) return -1;
  return dayYearEnd(units, at);
}

/** The end of monthDayEnd()'s match after its month word, which ends at `end`, or -1. */
function dayYearEnd(units: Uint16Array, end: number): number {
  let at = end;
  if (units[at]! === 46) at++;
  if (units[at]! !== 32) return -1;
  const day = asciiDigitRun(units, at + 1, 2);
  if (day === 0) return -1;
  at += 1 + day;
  if (endsInOrdinal(units, at + 2)) at += 2;
  if (units[at]! === 44) at++;
  if (units[at]! !== 32 || asciiDigitRun(units, at + 1, 4) < 4) return -1;
  return at + 5;
}

/**
 * Where the month word of a match of dayMonthEnd() ending at `end` starts: the match ends in `MONTH\.?,? (\d{4})`,
 * and a space opens the month, whose letters are ASCII.
 */
function monthBeforeYear(units: Uint16Array, end: number): number {
  let q = end - 5;
  if (units[q - 1]! === 44) q--;
  if (units[q - 1]! === 46) q--;
  while (isAsciiLetter(units[q - 1]!)) q--;
  return q;
}

/** Whether the day exists in the month in some year (29 February included). */
function isDayOfMonth(month: number, day: number): boolean {
  return day >= 1 && day <= (month === 2 ? 29 : MONTH_DAYS[month - 1]!);
}

/** The end of the date with the clock time and zone that directly follow it, if any. */
function withTimeTail(text: string, units: Uint16Array, end: number): number {
  if (units[end]! !== 32) return end;
  TIME_TAIL.lastIndex = end;
  return TIME_TAIL.test(text) ? TIME_TAIL.lastIndex : end;
}

/**
 * Whether only MONTH_YEAR of the month-first patterns can match after a month word ending at `end`: every other one
 * has a space (or a dot and a space) right after the month and a day of one or two digits, so a comma, or a space
 * and three digits ("March 1959"), leaves only "month, year".
 */
function onlyYearFollows(units: Uint16Array, end: number): boolean {
  const c = units[end]!;
  return c === 44 || (c === 32 && asciiDigitRun(units, end + 1, 3) === 3);
}

function matchMonthFirst(text: string, units: Uint16Array, start: number, end: number, month: number): DateMatch | undefined {
  if (onlyYearFollows(units, end)) {
    MONTH_YEAR.lastIndex = start;
    return MONTH_YEAR.test(text) ? matched(MONTH_YEAR.lastIndex, DATE_CONFIDENCE.noYear) : undefined;
  }
  // The token is a month form, so the month-day-year form's month is the token itself (monthDayEnd()).
  const matchEnd = dayYearEnd(units, end);
  if (matchEnd >= 0) {
    // Its parts read back: an optional '.', a space and the day, whose one or two digits are all taken.
    const dayAt = end + (units[end]! === 46 ? 2 : 1);
    if (isCalendarDate(digitsValue(text, matchEnd - 4, matchEnd), month, digitsValue(text, dayAt, dayAt + asciiDigitRun(units, dayAt, 2)))) {
      return matched(withTimeTail(text, units, matchEnd), DATE_CONFIDENCE.monthName);
    }
  }
  CTIME.lastIndex = start;
  let m = CTIME.exec(text);
  if (m && isCalendarDate(Number(m[3]), month, Number(m[2]))) return matched(start + m[0].length, DATE_CONFIDENCE.monthName);
  SYSLOG.lastIndex = start;
  m = SYSLOG.exec(text);
  if (m && isDayOfMonth(month, Number(m[2]))) return matched(start + m[0].length, DATE_CONFIDENCE.monthName);
  MONTH_DAY_NO_YEAR.lastIndex = start;
  m = MONTH_DAY_NO_YEAR.exec(text);
  if (m && isDayOfMonth(month, Number(m[2]))) return matched(start + m[0].length, DATE_CONFIDENCE.noYear);
  ABBREVIATED_MONTH_DAY_NO_YEAR.lastIndex = start;
  m = ABBREVIATED_MONTH_DAY_NO_YEAR.exec(text);
  if (m && isDayOfMonth(month, Number(m[1]))) return matched(start + m[0].length, DATE_CONFIDENCE.noYear);
  ABBREVIATED_MONTH_DAY_BARE.lastIndex = start;
  m = ABBREVIATED_MONTH_DAY_BARE.exec(text);
  if (m && isDayOfMonth(month, Number(m[1]))) {
    // "Jan" and "Jun" are also given names ("Jan 2 more"): those need a date word near ("on Jan 15") to pass.
    return matched(start + m[0].length, month === 1 || month === 6 ? DATE_CONFIDENCE.shortYear : DATE_CONFIDENCE.noYear);
  }
  MONTH_YEAR.lastIndex = start;
  if (MONTH_YEAR.test(text)) return matched(MONTH_YEAR.lastIndex, DATE_CONFIDENCE.noYear);
  return undefined;
}

/** The start of the date with the weekday written just before it ("Mon, 04 Mar 2024"), if any. */
function withWeekday(text: string, units: Uint16Array, start: number): number {
  // WEEKDAY_BEFORE ends in a weekday's last letter (n e s d u r i t y), an optional '.' and ',', and one or two
  // spaces: most dates fail that on their char codes, without a window copied for the regex.
  let p = start - 1;
  if (units[p]! !== 32) return start;
  if (units[p - 1]! === 32) p--;
  if (units[p - 1]! === 44) p--;
  if (units[p - 1]! === 46) p--;
  const last = units[p - 1]!;
  if (last !== 110 && last !== 101 && last !== 115 && last !== 100 && last !== 117 && last !== 114 && last !== 105 && last !== 116 && last !== 121) return start;
  // The weekday is a capital (M T W F S) and up to eight lower-case letters: "on", "born" stop here.
  let w = p - 1;
  while (w >= p - 9 && isAsciiLower(units[w]!)) w--;
  const first = units[w]!;
  if (first !== 77 && first !== 84 && first !== 87 && first !== 70 && first !== 83) return start;
  const m = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
  return m ? start - m[1]!.length : start;
}

/**
 * Whether VERSION_BEFORE can match the ten units before `at`: they must end in one of its words' last three letters
 * (versION, VER, patCH, releASE, buILD) or in a 'v', then an optional dot and spaces or tabs. Most dates fail this
 * without a window copied for the regex ("on", "before", "by", "born on").
 */
function mayFollowVersionWord(units: Uint16Array, at: number): boolean {
  const floor = Math.max(0, at - 10);
  let i = at - 1;
  while (i >= floor && (units[i]! === 32 || units[i]! === 9)) i--;
  if (i >= floor && units[i]! === 46) i--;
  if (i < floor) return false;
  const c = units[i]! | 0x20;
  if (c === 118) return true;
  // Every word but "v" has three letters or more, all of them inside the window the pattern reads.
  if (i - 2 < floor) return false;
  const b = units[i - 1]! | 0x20;
  const a = units[i - 2]! | 0x20;
  // ion, ver, tch, ase, ild
  return (
    (c === 110 && b === 111 && a === 105) ||
    (c === 114 && b === 101 && a === 118) ||
    (c === 104 && b === 99 && a === 116) ||
    (c === 101 && b === 115 && a === 97) ||
    (c === 100 && b === 108 && a === 105)
  );
}

/**
 * Whether BIRTH_CUE, case-insensitive, matches in units [from, to) of a text on which folding agrees with lower-casing
 * (foldsLikeLowerCase), read by char codes: the pattern took 0.29 µs a call where the analysis makes it, nearly every
 * call a match (bench/regex-census.ts --time, session 36). A cue starts where `\b` reads a boundary (the window's own
 * start is one), at most one of its words reads from a unit, and it must end where the tail after it (at most 24 units,
 * no '.', '!', '?' or line break) reaches `to`. Only ASCII letters and 'é' fold onto the cue's letters under the
 * pattern's non-unicode 'i' flag.
 */
export function hasBirthCue(units: Uint16Array, from: number, to: number): boolean {
  let tailFrom = to;
  while (tailFrom > from && to - tailFrom < 24 && !isSentenceStop(units[tailFrom - 1]!)) tailFrom--;
  for (let s = from; s < to; s++) {
    if (s > from && isRegexWordUnit(units[s - 1]!)) continue;
    if (birthCueEnd(units, s, to) >= tailFrom) return true;
  }
  return false;
}

function isSentenceStop(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 10;
}

/** The end of the cue word BIRTH_CUE reads at `s` (before `to`), with the boundary after it, or -1. */
function birthCueEnd(units: Uint16Array, s: number, to: number): number {
  const c = units[s]! | 0x20;
  let end = -1;
  if (c === 98) {
    // born, birth, birthday, birthdate, b-day, bday
    end = cueWordEnd(units, s, to, 'born');
    if (end < 0) end = cueWordEnd(units, s, to, 'birthday');
    if (end < 0) end = cueWordEnd(units, s, to, 'birthdate');
    if (end < 0) end = cueWordEnd(units, s, to, 'birth');
    if (end < 0) end = cueWordEnd(units, s, to, 'b-day');
    if (end < 0) end = cueWordEnd(units, s, to, 'bday');
  } else if (c === 100) {
    end = cueWordEnd(units, s, to, 'dob');
    if (end < 0) {
      // d.o.b, with the dot after it when there is one: the tail may hold none.
      end = cueWordEnd(units, s, to, 'd.o.b');
      if (end >= 0 && end < to && units[end]! === 46) end++;
    }
  } else if (c === 110) {
    end = cueWordEnd(units, s, to, 'née');
    if (end < 0) end = cueWordEnd(units, s, to, 'nee');
  }
  return end;
}

/** The end of `word` (lower case) at `s`, before `to`, in either case and with no word unit after it, or -1. */
function cueWordEnd(units: Uint16Array, s: number, to: number, word: string): number {
  const end = s + word.length;
  if (end > to) return -1;
  for (let k = 0; k < word.length; k++) {
    const w = word.charCodeAt(k);
    const u = units[s + k]!;
    // ASCII letters in either case; 'é' and 'É' (the only pair beyond ASCII the cues hold) alike.
    if (u !== w && !((isAsciiLetter(w) || w === 0xe9) && (u | 0x20) === w)) return -1;
  }
  return end < to && isRegexWordUnit(units[end]!) ? -1 : end;
}

/** Pushes a date found at `start` unless it is part of a longer number or a version; a birth cue makes it a DOB. */
function report(text: string, units: Uint16Array, birthKey: boolean, at: number, found: DateMatch, out: Candidate[]): void {
  if (isWordUnitAt(text, at - 1) || !isStandaloneNumber(text, at, found.end)) return;
  if (mayFollowVersionWord(units, at) && VERSION_BEFORE.test(text.slice(Math.max(0, at - 10), at))) return;
  const start = withWeekday(text, units, at);
  const windowStart = Math.max(0, start - 40);
  let birth = birthKey;
  if (!birth) {
    const cueFrom = birthCueFrom(units, windowStart, start);
    birth = cueFrom >= 0 && (foldsLikeLowerCase(text) ? hasBirthCue(units, cueFrom, start) : BIRTH_CUE.test(text.slice(cueFrom, start).toLowerCase()));
  }
  out.push(candidate(birth ? 'DATE_OF_BIRTH' : 'DATE', start, found.end, birth ? Math.min(1, found.confidence + DATE_CONFIDENCE.birthBoost) : found.confidence, 'date'));
}

export const dateRecognizer: Recognizer = {
  name: 'date',
  entities: ['DATE', 'DATE_OF_BIRTH'],
  claims: true,
  find({ text, units, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens, upperTokens } = anchors;
    const birthKey = key !== '' && BIRTH_KEY.test(key);
    const first = out.length;
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next || (tokenFlags[t]! & TOKEN_DIGIT_INITIAL) === 0) continue;
      const found = matchNumeric(text, units, start, tokenEnd[t]!);
      if (found) report(text, units, birthKey, start, found, out);
      if (found) next = found.end;
    }
    // Month tokens inside a date the numbers gave ("12 May 1897") are not read again ("May 1897" would outscore it).
    const numericEnd = out.length;
    let covering = first;
    for (let i = 0; i < upperTokens.length; i++) {
      const t = upperTokens[i]!;
      const s = tokenStart[t]!;
      const len = tokenEnd[t]! - s;
      // Month names start with one of ten letter pairs (Ja, Fe, Ma, Ap, Ju, Au, Se, Oc, No, De); other codes can
      // share a pair's slot: monthWordAt compares the letters themselves. Most capitalized words stop here.
      if (len < 3 || len > 9 || !isMonthPairAt(units, s)) continue;
      const month = monthWordAt(text, s, len);
      if (month === 0 || claimed[t]) continue;
      while (covering < numericEnd && out[covering]!.end <= s) covering++;
      if (covering < numericEnd && out[covering]!.start <= s) continue;
      const found = matchMonthFirst(text, units, s, s + len, month);
      if (found) report(text, units, birthKey, s, found, out);
    }
  },
};
