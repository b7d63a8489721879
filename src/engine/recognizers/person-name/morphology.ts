/**
 * Surname endings that are general knowledge of naming customs: patronymic, nationality and family suffixes that
 * ordinary English words do not have (Nordic -sen/-sson/-dóttir, Finnish -nen, Slavic -ová/-ski/-ović/-enko/-ov,
 * Greek -poulos/-akis, Romanian -escu, Turkish -oğlu, Georgian -shvili/-dze, Swedish -ström/-qvist).
 * A token with such an ending counts as a surname only where a name is already plausible: the recognizer applies it
 * to unlisted capitalized tokens inside a name run, where a lone surname still needs a cue to be reported.
 */

/** Endings by last letter, so a token is compared with a handful of endings at most. */
const ENDINGS = new Map<number, readonly string[]>(
  Object.entries({
    n: ['sen', 'sson', 'nson', 'nen'],
    r: ['dóttir', 'dottir'],
    á: ['ová', 'ská', 'cká'],
    a: ['ska', 'cka', 'ova', 'yeva', 'ieva', 'eva'],
    i: ['ski', 'cki', 'shvili'],
    y: ['sky', 'skiy', 'ckiy'],
    ý: ['ský', 'cký'],
    ć: ['ić'],
    c: ['ovic', 'evic'],
    h: ['vich'],
    z: ['wicz'],
    o: ['enko'],
    v: ['ov', 'ev'],
    s: ['poulos', 'akis', 'idis'],
    u: ['escu', 'eanu', 'oğlu', 'oglu'],
    e: ['dze'],
    m: ['ström', 'strom'],
    t: ['qvist', 'kvist'],
    k: ['czyk', 'czak', 'chuk'],
  }).map(([last, endings]) => [last.charCodeAt(0), endings]),
);

/** Shorter tokens with an ASCII ending are too often words or places ("Kiev", "Nova", "Pskov"); "Ćaćić" is not. */
const MIN_LENGTH = 6;
const MIN_LENGTH_MARKED = 4;

/** Whether a lower-case token ends like a surname of one of the naming customs above. */
export function hasSurnameEnding(lower: string): boolean {
  if (lower.length < (lower.charCodeAt(lower.length - 1) < 128 ? MIN_LENGTH : MIN_LENGTH_MARKED)) return false;
  const endings = ENDINGS.get(lower.charCodeAt(lower.length - 1));
  if (endings === undefined) return false;
  for (const e of endings) if (lower.endsWith(e)) return true;
  return false;
}

/** hasSurnameEnding of `text[start…end)` lower-cased, read in place for Latin-1 words. */
export function hasSurnameEndingAt(text: string, units: Uint16Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (units[i]! > 0xff) return hasSurnameEnding(text.slice(start, end).toLowerCase());
  const length = end - start;
  const last = foldLatin1(units[end - 1]!);
  if (length < (last < 128 ? MIN_LENGTH : MIN_LENGTH_MARKED)) return false;
  const endings = ENDINGS.get(last);
  if (endings === undefined) return false;
  for (const e of endings) {
    if (e.length > length) continue;
    let k = 0;
    while (k < e.length && e.charCodeAt(e.length - 1 - k) === foldLatin1(units[end - 1 - k]!)) k++;
    if (k === e.length) return true;
  }
  return false;
}

/** Lower case of an ASCII or Latin-1 unit, as toLowerCase() gives it. */
function foldLatin1(c: number): number {
  if (c >= 0x41 && c <= 0x5a) return c | 0x20;
  if (c >= 0xc0 && c <= 0xde && c !== 0xd7) return c + 0x20;
  return c;
}
