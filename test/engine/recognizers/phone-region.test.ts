/** National numbers without a country code: valid for a region the text hints at, and lifted by a phone cue word. */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { hasPhoneCue, regionOfNationalNumber } from '../../../src/engine/recognizers/phone-region.js';
import { textsOf } from '../../support/engine.js';

const phones = (input: string): string[] => textsOf('PHONE', input);

describe('regionOfNationalNumber', () => {
  it.each([
    ['06 71 28 44 93', ['FR'], 'FR'],
    ['0917 583 2046', ['PH'], 'PH'],
    ['33 1842 9067', ['MX'], 'MX'],
    ['55 2390 4718', ['MX'], 'MX'],
    ['021 846 3072', ['NZ'], 'NZ'],
    ['021 846 3072', ['MX', 'NZ'], 'NZ'],
    // Valid in both: the first hinted region wins (France writes it 02 18 46 30 72, the same digits).
    ['021 846 3072', ['FR', 'NZ'], 'FR'],
    // Without the trunk prefix the region writes: not its national layout.
    ['6 71 28 44 93', ['FR'], undefined],
    ['917 583 2046', ['PH'], undefined],
    // Too short, or not a number of that plan.
    ['06 71 28 44 9', ['FR'], undefined],
    ['8012 447 9912', ['PH'], undefined],
    ['06 71 28 44 93', ['MX'], undefined],
    ['2 87 06 75 112 043 05', ['FR'], undefined],
  ])('%s in %j → %s', (raw, regions, expected) => expect(regionOfNationalNumber(raw, regions)).toBe(expected));
});

describe('hasPhoneCue', () => {
  const at = (text: string, number: string): boolean => {
    const start = text.indexOf(number);
    return hasPhoneCue(text, unitsOf(text), start, start + number.length);
  };
  it.each([
    ['Pouvez-vous me rappeler au 06 71 28 44 93 ?', true],
    ['but my line 0917 583 2046 was', true],
    ['so give me a ring on 021 846 3072 if', true],
    ['Portable : 06 71 28 44 93', true],
    ['06 71 28 44 93 (cel)', true],
    // Letters bound a cue: "Ringo", "online", "tellement" are none.
    ['Ringo sent 06 71 28 44 93', false],
    ['online order 06 71 28 44 93', false],
    ['tellement 06 71 28 44 93', false],
    // A cue on the line before does not count.
    ['Téléphone\n06 71 28 44 93', false],
  ])('%s → %s', (text, cued) => expect(at(text, text.match(/\d[\d ]+\d/)![0])).toBe(cued));
});

describe('PHONE: national numbers with a region hint and a cue', () => {
  it.each([
    // ccTLD of an e-mail address.
    ['Florence <florence.girard@orange.fr> a écrit :\n> Pouvez-vous me rappeler au 06 71 28 44 93 ? Merci.', '06 71 28 44 93'],
    // A currency code before an amount.
    ['I paid PHP 1,899 (ref no. 8012 447 9912) but my line 0917 583 2046 was still disconnected.', '0917 583 2046'],
    // A country's name, in its own language or in English.
    ['Oficina en Guadalajara, México. Cel 33 1842 9067.', '33 1842 9067'],
    ['Auckland, New Zealand. Give me a ring on 021 846 3072 anytime.', '021 846 3072'],
    // A calling code elsewhere in the text.
    ['Office +64 9 379 0000. Or give me a ring on 021 846 3072.', '+64 9 379 0000|021 846 3072'],
    // A URL's ccTLD.
    ['https://www.example.com.mx — portable 55 2390 4718', '55 2390 4718'],
    ['Büro in Deutschland, Handy: 0171 2345678', '0171 2345678'],
    ['Oficina en México, cel 55-2390-4718', '55-2390-4718'],
  ])('%s', (input, expected) => expect(phones(input)).toEqual(expected.split('|')));

  it.each([
    // No region hint: a bare national number with a cue context.ts does not know stays out.
    'so give me a ring on 021 846 3072 if needed',
    // A hint, but no cue: valid for France, yet as likely a reference.
    'florence@orange.fr — réf. 06 71 28 44 93',
    // A hint and a cue, but not the region's national layout (no trunk prefix) or not a valid number.
    'florence@orange.fr, rappeler au 6 71 28 44 93',
    'florence@orange.fr, rappeler au 06 71 28 44',
    'PHP 1,899 paid, my line ref 8012 447 9912',
    // Prices, dates and ids beside a hint and a cue word.
    'Paris, France. Portable : 1 299 000 € TTC',
    'France, line 2024 03 15 of the log',
    'Paris, France. Appeler le 06 07 2024 pour la date.',
    'Deutschland. line 12 345 678 of the log',
    'Mon numéro de sécu (France) est le 2 87 06 75 112 043 05, rappeler',
    // Grouped digits in code.
    'git@github.fr:x.git\nline = [0917, 583, 2046]',
    // A generic top-level domain names no country.
    'see https://linear.io, ring 021 846 3072',
  ])('no PHONE in %s', (input) => expect(phones(input)).toEqual([]));
});
