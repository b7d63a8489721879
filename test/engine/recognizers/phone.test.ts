/** The compiled-metadata phone validation must give libphonenumber-js's own `isValid()` answer. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';
import { isValidPhone } from '../../../src/engine/recognizers/phone.js';

/** Calling codes of single- and multi-region plans, with and without a trunk prefix. */
const CALLING_CODES = ['1', '44', '41', '49', '33', '39', '34', '31', '46', '358', '48', '420', '36', '351', '55', '61', '81', '91', '7', '27'];

function* internationalNumbers(count: number): Generator<string> {
  let seed = 42;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    const cc = CALLING_CODES[Math.floor(next() * CALLING_CODES.length)]!;
    let national = '';
    for (let j = 6 + Math.floor(next() * 7); j > 0; j--) national += Math.floor(next() * 10);
    yield `+${cc} ${national}`;
  }
}

describe('isValidPhone', () => {
  it('agrees with libphonenumber-js isValid() on international numbers', () => {
    const disagreements = [...internationalNumbers(3000)].filter(
      (n) => isValidPhone(n) !== (parsePhoneNumberFromString(n)?.isValid() ?? false),
    );
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['(212) 555-0147', true],
    ['1 (212) 555-0147', true],
    ['(012) 555-0147', false], // NANP area codes never start with 0
    ['+44 20 7946 0958', true],
    ['+41 (0)96 471 07 95', parsePhoneNumberFromString('+41 (0)96 471 07 95')?.isValid() ?? false],
    ['555-0147', false], // 7 digits: not a US national number
  ])('%s → %s', (raw, valid) => expect(isValidPhone(raw)).toBe(valid));
});

describe('PHONE look-alikes in real text', () => {
  const analyzer = createAnalyzer();
  const phones = (input: string): string[] =>
    analyzer
      .analyze(input)
      .filter((e) => e.type === 'PHONE')
      .map((e) => e.text);

  it.each([
    // A copyright line's range of years, even with a phone context word near ("Telephone", "text").
    'Copyright (C) 2006-2007 NTT (Nippon Telegraph and Telephone Corporation)',
    'Files: text-utils/pg.c\nCopyright: 2000-2001 Gunnar Ritter',
    // A clause number whose groups mix '.' and '-'.
    'Restricted Rights as defined in Clause 252.227-7013 (c) (1) of DFARs.',
    // Decimals and version numbers in code, and a standard's number, even beside "Text" or "number".
    "            'Text::Wrap'            => '2007.1117',",
    '  >>> ExtendedContext.quantize(Decimal(\'+35236450.6\'), Decimal(\'1e-2\'))',
    '    # POSIX 1003.1-1988 requires numbers to be encoded',
    // A national number that validates only with its groups run together: ids, a date and a version.
    '  * Allocate gid 64040-64044 (grsec-tpe, grsec-sock-all)',
    '20221231 6.4 release for upload to ftp.gnu.org',
    // An identifier's number glued to its letters.
    '  * Fix the number parsing (CVE-2019-15796)',
  ])('%j has no phone', (input) => expect(phones(input)).toEqual([]));

  it.each([
    ['Call me at 252.227.7013 today', '252.227.7013'],
    ['Phone: 252.227-7013', '252.227-7013'],
    ['Call 555.0147 after six', '555.0147'],
  ])('%j: %s', (input, phone) => expect(phones(input)).toEqual([phone]));

  it('keeps US numbers written in NANP groups', () => {
    expect(phones('Call 1-212-555-0147 or 212 5550147')).toEqual(['1-212-555-0147', '212 5550147']);
  });

  it('reads a change-log date after a sentence ending in "version." as a date, not a phone', () => {
    const input = '\t  - Call git-version-gen to get package version.\n\n2015-10-20  Theppitak Karoonboonyanan';
    const dates = analyzer.analyze(input).filter((e) => e.type === 'DATE').map((e) => e.text);
    expect([phones(input), dates]).toEqual([[], ['2015-10-20']]);
  });

  it('still takes a dotted number after "version" on its line as a version', () => {
    expect(analyzer.analyze('see version 06.02.2022 of the tool').filter((e) => e.type === 'DATE')).toEqual([]);
  });
});
