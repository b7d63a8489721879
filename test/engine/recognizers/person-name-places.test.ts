/** Place prefixes ("Fort Worth", "São Paulo"): the letter gates in front of the lookup must let every prefix through. */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { isPlacePrefix } from '../../../src/engine/recognizers/person-name/places.js';

const PREFIXES = ['saint', 'sainte', 'san', 'santa', 'são', 'sao', 'sankt', 'fort', 'port', 'mount', 'lake', 'cape', 'porto', 'puerto', 'los', 'las'];

describe('isPlacePrefix', () => {
  it.each(PREFIXES.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]))('%s is one', (w) => {
    const text = `(${w} `;
    expect(isPlacePrefix(text, unitsOf(text), 1, 1 + w.length)).toBe(true);
  });
  it.each(['Please', 'Since', 'From', 'Contact', 'Mister', 'Sa', 'Saints', 'Lakes', 'Forte', 'Sanct', 'Søn'])('%s is not', (w) =>
    expect(isPlacePrefix(w, unitsOf(w), 0, w.length)).toBe(false),
  );
});
