/**
 * Written-out dates in languages other than English, read from the day number: "3 mars 2026" (fr),
 * "9 de abril de 2026" (es/pt), "4 maggio 2026" (it), "7. Mai 2024" (de, with the ordinal dot of German, the Nordic
 * languages and Finnish), "14 lipca 2023" (pl genitive), "3 maart 2026" (nl), "3 martie 2026" (ro). A day, a month
 * word and a four-digit year are all required: several month words are ordinary words elsewhere ("mars", "mai",
 * "Mars", "marzo"), so a month word is never read alone.
 */
import { digitsValue } from '../../pipeline/boundary.js';

/** Month words (lower case) by language; a word shared by several languages is listed once per language. */
const MONTH_WORDS: readonly (readonly string[])[] = [
  // fr
  ['janvier', 'février', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'aout', 'septembre', 'octobre', 'novembre', 'décembre', 'decembre'],
  // es
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre|setiembre', 'octubre', 'noviembre', 'diciembre'],
  // it
  ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  // pt
  ['janeiro', 'fevereiro', 'março', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  // de (Jänner: Austria)
  ['januar|jänner', 'februar', 'märz', 'maerz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  // nl
  ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  // sv
  ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  // da / no
  ['januar', 'februar', 'marts|mars', 'april', 'maj|mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december|desember'],
  // pl (genitive, as a date writes it)
  ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  // fi (partitive, after the day's ordinal dot)
  ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'],
  // ro
  ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
];

/**
 * Abbreviations, written with or without their dot ("3 janv. 2026", "12 dic 2024", "7. Okt. 2024"), by month; the
 * English ones also stand for the German, Dutch and Nordic abbreviations they equal ("7. Jan. 2024"). Those that
 * are words of their own ("set", "out", "des", "gen", "mag") are left out, even with a day and a year around them.
 */
const ABBREVIATIONS: readonly string[] = [
  'jan|janv|ene', 'feb|févr|fév|fevr|fev', 'mar|mär|mrt', 'apr|avr|abr', 'may', 'jun|giu', 'jul|juil|lug', 'aug|ago|aoû',
  'sep|sept', 'oct|okt|ott', 'nov', 'dec|déc|dic|dez',
];

/** Full month names: only these are read without a year. */
const FULL_NAMES: ReadonlySet<string> = new Set(MONTH_WORDS.flatMap((months) => months.flatMap((forms) => forms.split('|'))));

const MONTH_OF: ReadonlyMap<string, number> = new Map([
  ...ABBREVIATIONS.flatMap((forms, i) => forms.split('|').map((w) => [w, i + 1] as const)),
  ...MONTH_WORDS.flatMap((months) => months.flatMap((forms, i) => forms.split('|').map((w) => [w, i + 1] as const))),
]);

/** Month words English dates also write ("5 April 1990", "5 Mar 1990"): date.ts reads those forms itself. */
const ENGLISH: ReadonlySet<string> = new Set([
  'april', 'august', 'september', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);

const LONGEST = Math.max(...[...MONTH_OF.keys()].map((w) => w.length));

/**
 * 1 for the first three letters of every month word written in ASCII, indexed by their codes' low five bits (either
 * case): most words after a small number ("3 people", "5 p.m.") are turned away here, without a lower-cased copy and a
 * Map lookup each.
 */
const ASCII_PREFIXES = new Uint8Array(1 << 15);
const prefixKey = (a: number, b: number, c: number): number => ((a & 31) << 10) | ((b & 31) << 5) | (c & 31);
for (const word of MONTH_OF.keys()) {
  const [a, b, c] = [word.charCodeAt(0), word.charCodeAt(1), word.charCodeAt(2)];
  if (a < 128 && b < 128 && c < 128) ASCII_PREFIXES[prefixKey(a, b, c)] = 1;
}

/** Whether the word at `at` (three letters at least) may be a month word: false only for an ASCII start no month word has. */
function mayBeMonthWord(units: Uint16Array, at: number): boolean {
  const a = units[at]!;
  const b = units[at + 1]!;
  const c = units[at + 2]!;
  // A non-ASCII letter may lower-case to ASCII ('İ'), or be a month's own ("mär"): such words take the Map lookup.
  return a >= 128 || b >= 128 || c >= 128 || ASCII_PREFIXES[prefixKey(a, b, c)] === 1;
}

const MONTH_DAYS: readonly number[] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLetter(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7;
}

/** Whether `[digitsEnd, dayEnd)` is the "er" of "1er" or the "o" of "1o" after the digit 1. */
function isFirstOrdinal(text: string, units: Uint16Array, start: number, digitsEnd: number, dayEnd: number): boolean {
  if (digitsEnd !== start + 1 || units[start]! !== 49) return false;
  const suffix = text.slice(digitsEnd, dayEnd).toLowerCase();
  return suffix === 'er' || suffix === 'o';
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether "de " / "del " (es, pt, ca) opens the text at `at`: returns its length, else 0. */
function connectorAt(units: Uint16Array, at: number): number {
  if ((units[at]! | 0x20) !== 100 || (units[at + 1]! | 0x20) !== 101) return 0;
  const c = units[at + 2]!;
  if (c === 32) return 3;
  return (c | 0x20) === 108 && units[at + 3]! === 32 ? 4 : 0;
}

/**
 * Month words that are also ordinary words or names ("mars" the planet and the bars, "may" the verb, "Julio", Spanish
 * "marca" a brand, "mai" Romanian "more"): read only with a year. The second set is safe with the ordinal dot or "de"
 * ("7. Mai", "3 de mayo") but not alone ("3 mai" in a Romanian sentence).
 */
const YEAR_ONLY: ReadonlySet<string> = new Set(['mars', 'may', 'march', 'marca', 'julio', 'august', 'april']);
const MARKED_ONLY: ReadonlySet<string> = new Set(['mai', 'maj', 'mei', 'mayo', 'maja']);

type CalendarCheck = (year: number, month: number, day: number) => boolean;

export interface WrittenDate {
  readonly end: number;
  /** False for the day-and-month form ("den 1 november", "9 de abril", "7. Mai"). */
  readonly hasYear: boolean;
}

/** The end of the year after the month word ending at `at` (", 2026", " 2026", " de 2026"), or 0. */
function yearEnd(text: string, units: Uint16Array, at: number, connector: number, month: number, day: number, check: CalendarCheck): number {
  if (connector > 0) {
    // "9 de abril de 2026": the connector comes back before the year.
    const again = connectorAt(units, at + 1);
    if (units[at]! !== 32 || again === 0) return 0;
    at += 1 + again;
  } else {
    if (units[at]! === 44) at++;
    if (units[at]! !== 32) return 0;
    at++;
  }
  const yearStart = at;
  while (at - yearStart < 5 && isDigit(units[at]!)) at++;
  if (at - yearStart !== 4 || isLetter(units[at]!)) return 0;
  return check(digitsValue(text, yearStart, at), month, day) ? at : 0;
}

/**
 * A written-out date whose day number spans `[start, dayEnd)`: with its year, or without one when the month word is
 * a full name no other word shares. The year is checked against the calendar by the caller's isCalendarDate through
 * `check` (one source for leap years and the accepted range).
 */
export function matchWrittenDate(
  text: string, units: Uint16Array,
  start: number,
  dayEnd: number,
  check: CalendarCheck,
): WrittenDate | undefined {
  let digitsEnd = start;
  while (digitsEnd < dayEnd && isDigit(units[digitsEnd]!)) digitsEnd++;
  const digits = digitsEnd - start;
  // The first of the month may be written as an ordinal: "1er mars" (fr), "1º de enero" (es, pt).
  if (digits < 1 || digits > 2 || (dayEnd !== digitsEnd && !isFirstOrdinal(text, units, start, digitsEnd, dayEnd))) return undefined;
  const day = digitsValue(text, start, digitsEnd);
  if (day < 1 || day > 31) return undefined;
  let at = dayEnd;
  // A degree-like ordinal sign is no word unit, so the token ended before it.
  if (dayEnd === digitsEnd && day === 1 && (units[at]! === 0xba || units[at]! === 0xb0)) at++;
  const dotted = units[at]! === 46;
  if (dotted) at++;
  if (units[at]! !== 32) return undefined;
  at++;
  const connector = dotted ? 0 : connectorAt(units, at);
  at += connector;
  const wordStart = at;
  while (at - wordStart <= LONGEST && isLetter(units[at]!)) at++;
  const length = at - wordStart;
  if (length < 3 || length > LONGEST || !mayBeMonthWord(units, wordStart)) return undefined;
  const word = text.slice(wordStart, at).toLowerCase();
  const month = MONTH_OF.get(word);
  if (month === undefined || day > MONTH_DAYS[month - 1]!) return undefined;
  const wordEnd = at;
  // An abbreviation's own dot: "3 janv. 2026".
  if (units[at]! === 46 && length <= 5) at++;
  const end = yearEnd(text, units, at, connector, month, day, check);
  // "5 April 1990" and "1 November" are English's: date.ts reads them (with a time tail); the dotted and "de" forms
  // are not English, nor a lower-case month without a year ("den 1 november").
  const plainEnglish = !dotted && connector === 0 && ENGLISH.has(word);
  if (end > 0) return plainEnglish ? undefined : { end, hasYear: true };
  if (plainEnglish && units[wordStart]! < 97) return undefined;
  if (!FULL_NAMES.has(word) || YEAR_ONLY.has(word) || (MARKED_ONLY.has(word) && !dotted && connector === 0)) return undefined;
  // A number after it is a year the check refused ("3 mars 26", "31 de febrero de 2024", "5 juin 1700"): no date.
  return numberFollows(units, wordEnd) ? undefined : { end: wordEnd, hasYear: false };
}

/** Whether a number follows `at` after an optional comma and space, or after " de " / " del ". */
function numberFollows(units: Uint16Array, at: number): boolean {
  if (units[at]! === 44) at++;
  if (units[at]! === 32) at++;
  if (isDigit(units[at]!)) return true;
  const connector = connectorAt(units, at);
  return connector > 0 && isDigit(units[at + connector]!);
}
