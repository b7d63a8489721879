import { describe, expect, it } from 'vitest';
import { civilOf, findDate } from '../../src/operators/dates.js';

describe('findDate', () => {
  it.each([
    ['1985-03-12', '1985-03-13'],
    ['born 1985-03-12.', 'born 1985-03-13.'],
    ['03/12/1985', '03/13/1985'],
    ['3/31/1985', '4/1/1985'],
    ['31.03.1985', '01.04.1985'],
    ['March 12, 1985', 'March 13, 1985'],
    ['Mar 31 1985', 'Apr 1 1985'],
    ['12 March 1985', '13 March 1985'],
  ])('moves %s by one day, keeping its format → %s', (text, next) => {
    const found = findDate(text);
    expect(found).toBeDefined();
    expect(found?.rewrite((found?.day ?? 0) + 1)).toBe(next);
  });

  it('reads the calendar date', () => {
    const found = findDate('1970-01-02');
    expect(found?.day).toBe(1);
    expect(civilOf(365)).toEqual({ year: 1971, month: 1, day: 1 });
  });

  it.each(['2019-02-30', '13/13/2000', 'no date', '12345678'])('finds no date in %s', (text) => {
    expect(findDate(text)).toBeUndefined();
  });
});
