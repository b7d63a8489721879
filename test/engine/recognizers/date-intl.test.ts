/** Written-out dates of other languages, and English month abbreviations with a day but no year. */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';

const analyzer = createAnalyzer();
const dates = (input: string): string[] =>
  analyzer
    .analyze(input)
    .filter((e) => e.type === 'DATE' || e.type === 'DATE_OF_BIRTH')
    .map((e) => e.text);
/** The types (DATE or DATE_OF_BIRTH) of the dates found in `input`. */
const dateTypes = (input: string): string[] =>
  analyzer.analyze(input).filter((e) => e.type.startsWith('DATE')).map((e) => e.type);

describe('DATE: month names of other languages, with day and year', () => {
  it.each([
    ['Le 3 mars 2026 à 10:14, Florence a écrit :', '3 mars 2026'],
    ['fait à Lyon le 14 juillet 2025.', '14 juillet 2025'],
    ['le 15 août 2024', '15 août 2024'],
    ['En Santiago, a 9 de abril de 2026, comparece', '9 de abril de 2026'],
    ['el contrato suscrito el 2 de enero de 2024.', '2 de enero de 2024'],
    ['Madrid, 1 de enero del 2024', '1 de enero del 2024'],
    ['Il primo giorno è il 4 maggio 2026: ti aspettiamo', '4 maggio 2026'],
    ['Lisboa, 12 de março de 2025', '12 de março de 2025'],
    ['Berlin, den 7. Mai 2024', '7. Mai 2024'],
    ['am 7. März 2024 unterschrieben', '7. März 2024'],
    ['Wien, 3. Jänner 2025', '3. Jänner 2025'],
    ['Warszawa, dnia 14 lipca 2023 r.', '14 lipca 2023'],
    ['Amsterdam, 3 maart 2026', '3 maart 2026'],
    ['Stockholm den 3 mars 2026', '3 mars 2026'],
    ['København, 7. maj 2024', '7. maj 2024'],
    ['Helsingissä 3. maaliskuuta 2026', '3. maaliskuuta 2026'],
    ['București, 3 martie 2026', '3 martie 2026'],
    ['Berlin, 29. Februar 2024', '29. Februar 2024'],
    // Abbreviations, with or without their dot, and the first of the month as an ordinal.
    ['Paris, le 3 janv. 2026', '3 janv. 2026'],
    ['Sevilla, 12 dic 2024', '12 dic 2024'],
    ['München, 7. Okt. 2024', '7. Okt. 2024'],
    ['le 1er mars 2026 à Paris', '1er mars 2026'],
    ['el 1º de enero de 2024', '1º de enero de 2024'],
  ])('%s → %s', (input, expected) => expect(dates(input)).toEqual([expected]));

  it.each([
    // A month word alone, or with only a day or only a year: "mars", "mai" and "marzo" are ordinary words too.
    'il y a 3 mars sur la table',
    'Mars 2026 mission update',
    'these 3 may fail',
    '1. Earth 2. Venus 3. Mars 4. Jupiter',
    'încă 3 mai multe',
    'el 3 de marca blanca',
    'Sevilla, 10 dic',
    'the Mars 2020 rover',
    // Not a calendar day, or a year that is not four digits.
    'el 31 de febrero de 2024',
    'Berlin, 29. Februar 2023',
    'le 32 mars 2026',
    'le 3 mars 26',
    'le 3 mars 20261',
    // The day runs into a longer number or word.
    'ref 123 mars 2026',
    'x3 mars 2026',
    // Abbreviations that are words of their own, and ordinals other than the first.
    'Table 3 set 2024 rows',
    'les 3 des 2024 dossiers',
    'le 2er mars 2026',
  ])('no date in %s', (input) => expect(dates(input)).toEqual([]));

  it.each([
    ['Jag flyttade till Stockholm den 1 november och vill', '1 november'],
    ['la réunion du 14 juillet à Paris', '14 juillet'],
    ['el 9 de abril en Santiago', '9 de abril'],
    ['am 7. Mai wird gefeiert', '7. Mai'],
    ['vom 3. Juni an', '3. Juni'],
  ])('without a year, a full month name no other word shares: %s → %s', (input, expected) =>
    expect(dates(input)).toEqual([expected]));

  it('a day and month without a year score below a dated one', () => {
    const [found] = analyzer.analyze('den 1 november och').filter((e) => e.type === 'DATE');
    expect(found?.confidence).toBeLessThan(0.85);
  });

  it('a birth cue before a written-out date makes it DATE_OF_BIRTH', () => {
    const found = analyzer.analyze('née le 3 mars 1987 à Lyon').filter((e) => e.type === 'DATE_OF_BIRTH');
    expect(found.map((e) => e.text)).toEqual(['3 mars 1987']);
  });

  it.each(['Born', 'BORN', 'DOB:', 'dob', 'D.O.B.', 'd.o.b:', 'b-day', 'bday', 'BDAY', 'Birthdate:', 'birthday:', 'Birth date', 'date of BIRTH', 'Née', 'NÉE', 'nee', 'NEE'])('the cue "%s" in any case makes a date DATE_OF_BIRTH', (cue) => {
    // As written (the window is matched case-folded), and beside an 'İ', which lower-cases unlike its fold (the window
    // is lower-cased first): both ways of reading the window.
    for (const text of [`${cue} 03/04/1990`, `İ ${cue} 03/04/1990`]) {
      expect(analyzer.analyze(text).filter((e) => e.type === 'DATE_OF_BIRTH').map((e) => e.text)).toEqual(['03/04/1990']);
    }
  });

  it('a birth cue counts as a word of its own, wherever it stands in the window', () => {
    // A word that merely holds the cue's letters comes first, the cue after it.
    expect(dateTypes('Bob Abbott, born on 03/04/1990')).toEqual(['DATE_OF_BIRTH']);
    expect(dateTypes('the number, dob 03/04/1990')).toEqual(['DATE_OF_BIRTH']);
    // Inside another word it is none.
    expect(dateTypes('reborn on 03/04/1990')).toEqual(['DATE']);
    expect(dateTypes('kdob 03/04/1990')).toEqual(['DATE']);
  });

  it('a birth cue after words holding its letters elsewhere ("committee", "about", "Street") still counts', () => {
    expect(dateTypes('Committee member, about to retire, born 03/04/1990')).toEqual(['DATE_OF_BIRTH']);
    expect(dateTypes('Oak Street agreement, nee 03/04/1990')).toEqual(['DATE_OF_BIRTH']);
    // The same words without a cue leave the date a date.
    expect(dateTypes('Committee member, about to retire, on 03/04/1990')).toEqual(['DATE']);
    expect(dateTypes('Oak Street agreement, see 03/04/1990')).toEqual(['DATE']);
  });

  it('English "5 April 1990" keeps its English reading (with the time after it)', () => {
    expect(dates('on 5 April 1990 10:00 we met')).toEqual(['5 April 1990 10:00']);
  });
});

describe('DATE: an abbreviated month and a day, no year', () => {
  it.each([
    ['I paid my bill of PHP 1,899 last Feb 20 through GCash', 'Feb 20'],
    ['Due Feb 20, then again in March', 'Feb 20'],
    ['shipped Oct 3rd from the warehouse', 'Oct 3rd'],
  ])('%s → %s', (input, expected) => expect(dates(input)).toEqual([expected]));

  it.each([
    'in Feb 2020 we moved',
    'release Mar 20.1 is out',
    'see Feb 20-22 for the range',
    'Nov 31 is not a day',
    'feb 20 in lower case',
    // "Jan" and "Jun" are given names too: alone they stay under the threshold.
    'Jan 2 more items',
    'Jun 5 replied',
  ])('no date in %s', (input) => expect(dates(input)).toEqual([]));

  it('"Jan 15" passes with a date word near', () => expect(dates('paid on Jan 15 at noon')).toEqual(['Jan 15']));
});

describe('DATE: a number before a month word', () => {
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'];
  // Every month's three letters open a month word after a number, in any case: day first, year first, "of".
  it.each(MONTHS.flatMap((m) => [m, m.toUpperCase(), m.toLowerCase()]))('"%s" after a number is read as a month', (month) => {
    expect(dates(`paid 7 ${month} 2021 in full`)).toEqual([`7 ${month} 2021`]);
    expect(dates(`paid 2021 ${month} 7 in full`)).toEqual([`2021 ${month} 7`]);
  });

  it.each(['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December'])(
    'the full name "%s" too, and after "of"',
    (month) => {
      expect(dates(`on 7 ${month} 2021 we met`)).toEqual([`7 ${month} 2021`]);
      expect(dates(`on the 7th of ${month} 2021 we met`)).toEqual([`7th of ${month} 2021`]);
    },
  );

  it.each(['10 Market Street', '3 Mayors met', '12 Junipers grew', '5 Decks built', '2017 Maple Road', '12 Jaguars ran', '4 Sea Lane'])(
    'a word that shares only its first letters with a month leaves the number a number: %s',
    (input) => expect(dates(input)).toEqual([]),
  );
});
