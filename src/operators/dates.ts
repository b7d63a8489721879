/**
 * Finds a calendar date inside an entity's text and rebuilds it in the same format, for the methods that
 * noise (differential privacy, in days) or generalize (k-anonymity, to month or year) dates.
 */

export interface FoundDate {
  /** Days since 1970-01-01 (UTC, proleptic Gregorian). */
  day: number;
  /** The text with the date replaced by the date of `day`, written in the format found. */
  rewrite(day: number): string;
  /** The text with the date replaced by `shown` (a generalization such as the year). */
  replace(shown: string): string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAME = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

// Patterns are bounded (no nested quantifiers), so they run in linear time.
const ISO = /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/;
const NUMERIC = /(?<!\d)(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?!\d)/;
const MONTH_FIRST = new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'i');
const DAY_FIRST = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+(\\d{4})(?!\\d)`, 'i');

/** The first date in `text`, or undefined. Numeric D/M vs M/D: an unambiguous field decides, else `/` is US (M/D) and `.`/`-` day first. */
export function findDate(text: string): FoundDate | undefined {
  let m = ISO.exec(text);
  if (m) {
    const [, y, sep, mo, d] = m as unknown as string[];
    return build(text, m, +y!, +mo!, +d!, (Y, M, D) => `${pad(Y, 4)}${sep}${pad(M, width(mo!, d!))}${sep}${pad(D, width(mo!, d!))}`);
  }
  m = NUMERIC.exec(text);
  if (m) {
    const [, a, sep, b, y] = m as unknown as string[];
    const dayFirst = +a! > 12 || (+b! <= 12 && sep !== '/');
    const [mo, d] = dayFirst ? [b!, a!] : [a!, b!];
    return build(text, m, +y!, +mo, +d, (Y, M, D) => {
      const [first, second] = dayFirst ? [pad(D, width(a!, b!)), pad(M, width(a!, b!))] : [pad(M, width(a!, b!)), pad(D, width(a!, b!))];
      return `${first}${sep}${second}${sep}${pad(Y, 4)}`;
    });
  }
  m = MONTH_FIRST.exec(text);
  if (m) {
    const [, name, d, y] = m as unknown as string[];
    const comma = m[0].includes(',') ? ',' : '';
    return build(text, m, +y!, monthIndex(name!), +d!, (Y, M, D) => `${monthName(M, name!)} ${D}${comma} ${Y}`);
  }
  m = DAY_FIRST.exec(text);
  if (m) {
    const [, d, name, y] = m as unknown as string[];
    return build(text, m, +y!, monthIndex(name!), +d!, (Y, M, D) => `${D} ${monthName(M, name!)} ${Y}`);
  }
  return undefined;
}

function build(
  text: string,
  match: RegExpExecArray,
  year: number,
  month: number,
  day: number,
  format: (y: number, m: number, d: number) => string,
): FoundDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCDate() !== day) return undefined; // 31 February and the like
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return {
    day: Math.round(time / 86_400_000),
    rewrite(newDay) {
      const d = new Date(newDay * 86_400_000);
      return before + format(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()) + after;
    },
    replace: (shown) => before + shown + after,
  };
}

/** Year, month (1–12) and day of a day number. */
export function civilOf(day: number): { year: number; month: number; day: number } {
  const d = new Date(day * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function pad(n: number, size: number): string {
  return String(n).padStart(size, '0');
}

/** Zero-padded styles (`03/12`, `31.03`, `12/10`) stay two digits; unpadded ones (`3/31`) stay unpadded. */
function width(month: string, day: string): number {
  return month.startsWith('0') || day.startsWith('0') || (month.length === 2 && day.length === 2) ? 2 : 1;
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().replace('.', '').slice(0, 3))) + 1;
}

/** The month's name in the style found: abbreviated or full, capitalised like the original. */
function monthName(month: number, style: string): string {
  const full = MONTHS[month - 1] as string;
  const bare = style.replace('.', '');
  const word = bare.length <= 4 && bare.toLowerCase() !== full ? full.slice(0, 3) + (style.endsWith('.') ? '.' : '') : full;
  if (style === style.toUpperCase()) return word.toUpperCase();
  return style[0] === style[0]?.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}
