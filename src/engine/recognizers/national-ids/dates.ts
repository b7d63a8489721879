/** Birth dates embedded in national numbers: a calendar check turns a random digit run into an unlikely ID. */

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether day/month exist (29 February only in leap years when the full year is known).
 * @example isCalendarDate(1986, 3, 14) // true
 */
export function isCalendarDate(year: number | undefined, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return false;
  if (month === 2 && day === 29 && year !== undefined) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return true;
}

/** Two digits at `i` of `s` as a number. */
export function twoDigits(s: string, i: number): number {
  return (s.charCodeAt(i) - 48) * 10 + (s.charCodeAt(i + 1) - 48);
}
