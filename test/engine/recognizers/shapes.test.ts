/**
 * Char-code readers that replaced regexes in the recognizers: each must end exactly where its sticky regex ends, at
 * every position of strings built from the characters the regex cares about (or, for a test, answer as it does).
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { US_TAIL, usTailAt } from '../../../src/engine/recognizers/address/tail.js';
import { dayMonthEnd, hasBirthCue, monthDayEnd } from '../../../src/engine/recognizers/date.js';
import { ibanShapeEnd } from '../../../src/engine/recognizers/iban.js';
import { ipv4End, macEnd } from '../../../src/engine/recognizers/network.js';
import { cardShapeEnd } from '../../../src/engine/recognizers/payment-card.js';
import { phoneShapeEnd } from '../../../src/engine/recognizers/phone.js';
import { ssnShapeEnd } from '../../../src/engine/recognizers/ssn.js';
import { isUrlUnit } from '../../../src/engine/recognizers/url.js';
import { KINDS, mayFitAShape } from '../../../src/engine/recognizers/identifiers.js';

/** Strings of length 0..max over `alphabet`, sampled deterministically (a small LCG), plus the given extras. */
function samples(alphabet: string, max: number, count: number, extras: readonly string[] = []): string[] {
  const out = [...extras];
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const length = seed % (max + 1);
    let s = '';
    for (let j = 0; j < length; j++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      s += alphabet[(seed >>> 8) % alphabet.length];
    }
    out.push(s);
  }
  return out;
}

/** A seeded draw of 0…n-1 from an LCG's high bits: its low bits repeat with a short period (the lowest alternates). */
function seededDraw(seed: number): (n: number) => number {
  let state = seed;
  return (n) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 16) % n;
}

/** Copies of `bases` with one or two units replaced from `alphabet` (deterministic): near-misses of valid forms. */
function mutations(bases: readonly string[], alphabet: string, count: number): string[] {
  const out: string[] = [];
  let seed = 777;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  for (let i = 0; i < count; i++) {
    const units = [...bases[next(bases.length)]!];
    for (let k = next(3); k > 0; k--) units[next(units.length)] = alphabet[next(alphabet.length)]!;
    out.push(units.join(''));
  }
  return out;
}

/** The end of a sticky regex's match at `at`, or -1. */
function regexEnd(regex: RegExp, text: string, at: number): number {
  regex.lastIndex = at;
  return regex.test(text) ? regex.lastIndex : -1;
}

/** [text, position, reader's end, regex's end] wherever the two disagree (the first ten), over every position. */
function disagreements(read: (units: Uint16Array, at: number, text: string) => number, regex: RegExp, texts: readonly string[]): unknown[] {
  const out: unknown[] = [];
  for (const text of texts) {
    const units = unitsOf(text);
    for (let at = 0; at <= text.length && out.length < 10; at++) {
      const [mine, theirs] = [read(units, at, text), regexEnd(regex, text, at)];
      if (mine !== theirs) out.push([text, at, mine, theirs]);
    }
  }
  return out;
}

/** How many of the texts the regex matches somewhere: the samples must exercise matches, not only rejections. */
function matching(regex: RegExp, texts: readonly string[]): number {
  return texts.filter((text) => [...text].some((_, at) => regexEnd(regex, text, at) >= 0)).length;
}

describe('ssnShapeEnd', () => {
  const SHAPE = /(\d{3})([- ]?)(\d{2})\2(\d{4})/y;
  const texts = samples('0123456789- a', 16, 20_000, [
    '123-45-6789', '123 45 6789', '123456789', '1234567890', '123-45 6789', '123 45-6789', '123--45-6789',
    '12-345-6789', '123-456-789', '123-45-678', 'x123-45-6789y', '١٢٣-45-6789',
    ...mutations(['123-45-6789', '123 45 6789', '1234567890'], '0123456789- a', 5_000),
  ]);
  it('ends where (\\d{3})([- ]?)(\\d{2})\\2(\\d{4}) ends, at every position', () => {
    expect(disagreements(ssnShapeEnd, SHAPE, texts)).toEqual([]);
    expect(matching(SHAPE, texts)).toBeGreaterThan(50);
  });
});

describe('cardShapeEnd', () => {
  const SHAPE = /\d(?:[ -]?\d){11,18}/y;
  const texts = samples('0123456789- a', 26, 20_000, [
    '4111 1111 1111 1111', '4111-1111-1111-1111', '4111111111111111', '41111111111111111111111', '4111  1111 1111 1111',
    '4111 1111 1111 1111 ', '4111 1111 1111 1111-', '1 2 3 4 5 6 7 8 9 0 1 2', '1 2 3 4 5 6 7 8 9 0 1', '123456789012',
    '12345678901', '1234567890123456789', '12345678901234567890', '1-2-3-4-5-6-7-8-9-0-1-2-3-4-5-6-7-8-9-0',
    ...mutations(['4111 1111 1111 1111', '4111-1111-1111-1111-111', '378282246310005'], '0123456789 -', 5_000),
  ]);
  it('ends where \\d(?:[ -]?\\d){11,18} ends, at every position', () => {
    expect(disagreements(cardShapeEnd, SHAPE, texts)).toEqual([]);
    expect(matching(SHAPE, texts)).toBeGreaterThan(50);
  });
});

describe('ipv4End', () => {
  const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
  const IPV4 = new RegExp(`${OCTET}(?:\\.${OCTET}){3}`, 'y');
  const texts = [
    ...samples('0123456789.', 20, 30_000),
    ...samples('012569.', 20, 30_000),
    ...samples('12345.x', 16, 10_000),
    ...mutations(['192.168.0.1', '255.255.255.255', '10.200.30.4', ' 1.2.3.4.', '250.249.199.100'], '0123456789.', 5_000),
    '192.168.0.1', '255.255.255.255', '256.1.1.1', '1.1.1.256', '01.1.1.1', '1.01.1.1', '1.1.1.01', '10.0.0.300', '1.2.3',
    '1.2.3.4.5', '199.249.250.251', '1000.1.1.1', '1..1.1', '2555.1.1.1', '1.1.1.1999',
  ];
  it('ends where the dotted-quad regex ends, at every position', () => {
    expect(disagreements(ipv4End, IPV4, texts)).toEqual([]);
    expect(matching(IPV4, texts)).toBeGreaterThan(50);
  });
});

describe('macEnd', () => {
  const MAC = /[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}/y;
  const texts = [
    ...samples('0aF:-.g', 22, 40_000),
    ...mutations(['00:1A:2b:3C:4d:5E', '00-1A-2b-3C-4d-5E', '001A.2b3C.4d5E', ' 0a:0b:0c:0d:0e:0f:', '1234.abcd.EF01.'], '0aFg:-. ', 5_000),
    ...samples('0a:', 20, 10_000),
    ...samples('0F.', 18, 10_000),
    '00:1A:2b:3C:4d:5E', '00-1A-2b-3C-4d-5E', '00:1A-2b:3C:4d:5E', '00:1A:2b:3C:4d', '00:1A:2b:3C:4d:5', '001A.2b3C.4d5E',
    '001A.2b3C.4d5', '00:1A:2b:3C:4d:5E:6F', 'G0:1A:2b:3C:4d:5E', '0000.0000.0000.0000',
  ];
  it('ends where the MAC regex ends, at every position', () => {
    expect(disagreements(macEnd, MAC, texts)).toEqual([]);
    expect(matching(MAC, texts)).toBeGreaterThan(50);
  });
});

describe('phoneShapeEnd', () => {
  const SHAPE = /(?:\+ ?|00)?(?:\(\d{1,4}\)|\d{1,5})(?:(?: ?\(\d{1,4}\) ?|[ .\-]|)\d{1,6}){0,5}(?: ?(?:x|ext\.?|extension) ?\d{1,6})?/y;
  // The extension's words, cut short and capitalized, and runs of digits longer than the head and five groups take.
  const words = ['x', 'ext', 'ext.', 'extension', 'exte', 'extens', 'X', 'Ext'];
  const texts = [
    ...samples('0123456789 +().-x', 30, 30_000),
    ...samples('0 (1)', 20, 10_000),
    ...samples('12 .-', 45, 5_000),
    ...mutations(['+1 (212) 555-0147 ext. 12', '0044 20 7946 0958', '212.555.0147 extension 9', '(12) 345 678 x 12', '00 (12) 3'], '0123456789 +().-xe', 10_000),
    ...words.flatMap((w) => [`555-0147 ${w} 12`, `555-0147 ${w}12`, `555-0147${w} 12`, `555-0147 ${w}  12`, `555-0147  ${w} 12`]),
    '00 12', '+ (12) 3', '+ 12', '+(1234)5', '(12345)6', '1 2 3 4 5 6 7 8 x 1', '1'.repeat(40), `00${'2'.repeat(40)}`, '00', '00(1)',
  ];
  it('ends where the phone shape regex ends, at every position', () => {
    expect(disagreements(phoneShapeEnd, SHAPE, texts)).toEqual([]);
    expect(matching(SHAPE, texts)).toBeGreaterThan(50);
  });
});

describe('ibanShapeEnd', () => {
  const SHAPE = /[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){2,7}(?: ?[A-Za-z0-9]{1,3})?/y;
  const texts = [
    ...samples('GBb8A2 -é', 45, 30_000),
    ...mutations(['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432', 'fr14 2004 1010 0505 0001 3m02 606', 'DE89 3704 0044 0532 0130 00 x'], 'GB82a -', 10_000),
    'GB82 WEST', 'GB82 WEST 1234', 'GB82 WEST1234 5698 7654 3210 1234 5678 9012', 'GB82  WEST 1234', 'GB82 WEST 1234 ', 'GB82 WEST 1234 5',
  ];
  it('ends where the IBAN shape regex ends, at every position', () => {
    expect(disagreements(ibanShapeEnd, SHAPE, texts)).toEqual([]);
    expect(matching(SHAPE, texts)).toBeGreaterThan(50);
  });
});

describe('dayMonthEnd and monthDayEnd', () => {
  const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
  const DAY_MONTH = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH}\\.?,? (\\d{4})`, 'iy');
  // Every month form and its near misses: cut short, run on, capitalized, with a letter beyond ASCII after it.
  const months = ['jan', 'January', 'JANU', 'feb', 'February', 'Mar', 'march', 'Marchx', 'Marché', 'apr', 'APRIL', 'may', 'Mayo', 'jun', 'June', 'jul', 'July', 'Aug', 'august', 'sep', 'Sept', 'September', 'Septe', 'oct', 'October', 'nov', 'November', 'dec', 'December', 'of', 'often', 'Oc'];
  const parts = ['1', '12', '123', 'st', 'ND', 'rd', 'Th', 'x', ' of', ' OF', ' ', '  ', '.', ',', '. ', ', ', '2024', '202', '20245', '-'];
  const next = seededDraw(31);
  const texts = ['5 March 1990', '5th of March, 1990', '12 Sept. 2024', '1ST OF JAN 2000', '31 december,  2020', '123 May 2020', '5 Mar., 2020', '5 Mar,. 2020'];
  for (let k = 0; k < 20_000; k++) {
    let text = '';
    for (let n = 1 + next(7); n > 0; n--) text += next(3) === 0 ? months[next(months.length)]! : parts[next(parts.length)]!;
    texts.push(text);
  }
  texts.push(...mutations(['5 March 1990', '5th of March, 1990', '12 Sept. 2024', '31 Dec 2020'], '0123456789 .,ofO', 10_000));
  it('ends where the day-month-year regex ends, at every position', () => {
    expect(disagreements((units, at, text) => dayMonthEnd(text, units, at), DAY_MONTH, texts)).toEqual([]);
    expect(matching(DAY_MONTH, texts)).toBeGreaterThan(50);
  });

  const MONTH_DAY = new RegExp(`${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})`, 'iy');
  const monthFirst = [...texts, 'March 5, 1990', 'Sept. 12th 2024', 'JAN 1ST, 2000', 'december 31,  2020', 'May 123, 2020', 'Mar 5,, 2020', 'Mar. 5 .2020'];
  monthFirst.push(...mutations(['March 5, 1990', 'Sept. 12th 2024', 'Dec 31 2020'], '0123456789 .,sth', 10_000));
  it('monthDayEnd ends where the month-day-year regex ends, at every position', () => {
    expect(disagreements((units, at, text) => monthDayEnd(text, units, at), MONTH_DAY, monthFirst)).toEqual([]);
    expect(matching(MONTH_DAY, monthFirst)).toBeGreaterThan(50);
  });
});

describe('hasBirthCue', () => {
  const BIRTH_CUE = /\b(?:(?:born|dob|birth|birthday|birthdate|b-day|bday|née|nee)\b|d\.o\.b\b\.?)[^.!?\n]{0,24}$/i;
  // The cue words in both cases, cut short and run on, 'é' and 'É', word units and stops beside them, and tails
  // around the 24 units the pattern allows.
  const words = ['born', 'BORN', 'Born', 'dob', 'DOB', 'd.o.b', 'D.O.B', 'd.o.b.', 'd.o', 'birth', 'Birthday', 'BIRTHDATE', 'birthdays', 'b-day', 'B-Day', 'bday', 'née', 'NÉE', 'nee', 'Nee', 'neé', 'reborn', 'born2', 'bor'];
  const parts = [' ', ', ', ': ', 'x', '_', '1', 'é', '.', '!', '?', '\n', '-', ' on ', ' was ', 'abcdefghij', 'abcdefghijklmnopqrst', '(', ')'];
  const next = seededDraw(41);
  const windows = ['born on ', 'DOB: ', 'D.O.B. ', 'date of birth ', 'née Smith, ', 'born in a small town near the river of ', 'x.born '];
  for (let k = 0; k < 30_000; k++) {
    let window = '';
    for (let n = 1 + next(6); n > 0; n--) window += next(2) === 0 ? words[next(words.length)]! : parts[next(parts.length)]!;
    windows.push(window);
  }
  it('answers as the birth-cue pattern does, from every unit of 30,007 texts to their end and to a unit after', () => {
    let matched = 0;
    const differences: string[] = [];
    for (const text of windows) {
      const units = unitsOf(text);
      for (let from = 0; from < text.length; from++) {
        // The window may end inside the text (the date's start), where a word runs on past it.
        for (const to of [text.length, from + next(text.length - from + 1)]) {
          const expected = BIRTH_CUE.test(text.slice(from, to));
          if (expected) matched++;
          if (hasBirthCue(units, from, to) !== expected) differences.push(`${JSON.stringify(text)} [${from}, ${to})`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(matched).toBeGreaterThan(10_000);
  });
});

describe('usTailAt', () => {
  // Tails built part by part, each part picked from forms that reach every branch of the pattern, the wrong ones
  // included: the three openers, quoted lines, one to six words with '.', '\'', '-' and '’', states with and without
  // commas, one to three spaces, ZIPs of four to six digits with and without "-dddd", and letters beyond ASCII that
  // leave the reading to the pattern, which stays in the source for them.
  const openers = [',', ', ', ' ', '\n', ' \n', '\n > ', '\n>>', '  ', ',\n', 'x'];
  const words = ['Springfield', 'New', 'York', 'St.', "O'Neil", 'Winston-Salem', 'NY', 'A', 'Ab', 'x', 'Zürich', 'Ölfus', 'd’Arc', 'Ab’s', 'É', 'Ab—', '1st'];
  const joins = [' ', ' ', ' ', '  ', ', ', '\n'];
  const beforeState = [' ', ', ', ',', '  ', ''];
  const states = ['IL', 'NY', 'XX', 'Il', 'I', 'ILL', 'É1'];
  const beforeZip = [' ', '  ', ', ', ',  ', '   ', ',', ''];
  const zips = ['62704', '62704-1234', '62704-12345', '62704-123', '6270', '627041', '62704-', 'ABCDE'];
  const after = ['', ' today', '.', '5', '-', '\n', 'x'];
  const next = seededDraw(17);
  const pick = (list: readonly string[]): string => list[next(list.length)]!;
  // The pattern takes four words at most: a fifth before the state leaves it unmatched.
  const texts = [', A B C D EF 12345', ', A B C D E FG 12345', ', New York City Of Al NY 10001'];
  for (let k = 0; k < 20_000; k++) {
    let text = pick(openers) + pick(words);
    for (let n = next(6); n > 0; n--) text += pick(joins) + pick(words);
    texts.push(text + pick(beforeState) + pick(states) + pick(beforeZip) + pick(zips) + pick(after));
  }

  it('ends where US_TAIL ends, at every position', () => {
    expect(disagreements((units, at, text) => usTailAt(text, units, at), US_TAIL, texts)).toEqual([]);
    expect(matching(US_TAIL, texts)).toBeGreaterThan(500);
  });
});

describe('isUrlUnit', () => {
  it('answers as the URL character class did, for every UTF-16 unit', () => {
    const urlChar = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;
    const differing: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isUrlUnit(c) !== urlChar.test(String.fromCharCode(c))) differing.push(c);
    expect(differing).toEqual([]);
  });
});

describe('mayFitAShape', () => {
  // Values as identifiers.ts reads them (VALUE): a letter or digit, then letters, digits and single inner hyphens.
  const next = seededDraw(29);
  const pieces = ['0', '1', '5', '9', '42', '2024', 'a', 'x', 'u', 'amd', 'A', 'B', 'Z', 'AB', 'DL', '-'];
  const values: string[] = [];
  while (values.length < 50_000) {
    let v = '';
    const length = 5 + next(21);
    while (v.length < length) {
      const piece = pieces[next(pieces.length)]!;
      if (piece === '-' && (v === '' || v.endsWith('-'))) continue;
      v += piece;
    }
    v = v.slice(0, length);
    if (!v.endsWith('-')) values.push(v);
  }
  // Capitals with few digits, as a tax number that opens with two capitals is written.
  for (let k = 0; k < 20_000; k++) {
    let v = '';
    for (let length = 5 + next(21); v.length < length; ) v += 'ABCXYZ0'[next(7)];
    values.push(v);
  }
  const fitting = values.filter((v) => KINDS.some((kind) => kind.shape.test(v)));

  it("is true of every value some kind's shape fits", () => {
    expect(fitting.filter((v) => !mayFitAShape(v))).toEqual([]);
    expect(fitting.length).toBeGreaterThan(10_000);
  });

  it("is false of most values no shape fits, such as a log's package names", () => {
    expect(['amd64', 'libsystemd0', 'python3', 'deb12'].map(mayFitAShape)).toEqual([false, false, false, false]);
    const unfit = values.filter((v) => !KINDS.some((kind) => kind.shape.test(v)));
    expect(unfit.filter((v) => !mayFitAShape(v)).length).toBeGreaterThan(unfit.length / 2);
  });
});
