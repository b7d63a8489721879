/**
 * POSTAL_CODE through the public API: codes after places, on a block's last line, in two parts, under a
 * postcode word; numbers in prose are not codes. Places are real; codes are invented.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { createAnalyzer, type Entity } from '../../../src/engine/index.js';
import { keyNamesPostal, lineTailWord } from '../../../src/engine/recognizers/postal-code.js';

const analyzer = createAnalyzer();

function codes(input: string): string[] {
  return analyzer
    .analyze(input)
    .filter((e: Entity) => e.type === 'POSTAL_CODE')
    .map((e: Entity) => e.text);
}

describe('POSTAL_CODE', () => {
  it.each([
    ['Looking to support MysticWeb in Quinta de São Tiago 3610-114 in its mission', '3610-114'],
    ['Looking to support Acme in ÖVERTURINGEN 840 24 in its mission', '840 24'],
    ['looking to support acme in barra de carrasco 15000 in its mission', '15000'],
    ['My zip code is 880', '880'],
    ['Reykjavík\n>Turkmenistan 51262', '51262'],
    ['??? galmisdale\n??? costa rica 67775', '67775'],
    ['Dr. Jo Apt. 712 21 36 Rue de Pologne\nCite De L\'Interieur 13 70486', '70486'],
    ['Carnegie Mellon University, Pittsburgh PA 15213-3890 or', '15213-3890'],
    ['Write to San Juan, PR 00901.', '00901'],
    ['the Foundation at Boston, MA  02110-1301  USA', '02110-1301'],
    ['Our office in ARENDAL 4844, near the port.', '4844'],
    ['Ship to Anna Berg\nBosnia and Herzegovina 71000', '71000'],
    ['Dr. Jo Smith\nGreenlander 39610', '39610'],
  ])('finds in %j: %j', (input, code) => {
    expect(codes(input)).toEqual([code]);
  });

  it('leaves a block code inside its address', () => {
    expect(codes('Send it to 971 Kesk 53\n Suite 343\n Pärnu\n Estonia 62031 please')).toEqual([]);
  });

  it.each([
    'We had 880 visitors',
    'call 555 24 now',
    'we met in monday 12345 in',
    'He waited in Room 1021, then left',
    'Invoice 2024-113 is due',
    'The team scored 840 24 times',
    // State codes and acronyms that are not places: a bug tracker's id, a standard's number.
    'bugfix for the include file [Bug ID 117474 - reported]',
    'tests: use ffdhe3072 defined in RFC 7919.',
    'Shipping: 5 Elm Road\nNotes: fragile\nTotal 12345',
    // A house number starting a line under a name is not a block's code.
    'leidy muris\nrosales-mcguire\n5670 r josé a madeira 1 suite 696',
    // Change logs and code: a problem report under its author's line, an issue id, a colour, a prose line.
    '2022-12-19  Nick Clifton  <nickc@example.org>\n\n\tPR 29914\n\t* elf.c: Fix.',
    'From: Jim Smith <jim@example.org>\nPR 25830\nfixed',
    '- gh-issue-64490: Fix zip path for venv creation.',
    'color author "#F0F8FF" "#708090"',
    '\tTCP6:127.0.0.1:80\n\tDebian issue 695885\n\tThanks to him',
    'Guy Harris.)\n\n    Cite Internet RFC 9636, which obsoletes RFC 8536',
  ])('finds no code in %j', (input) => {
    expect(codes(input)).toEqual([]);
  });
});

describe('lineTailWord (the place word before a code, read backwards)', () => {
  /** The rule as the regex wrote it: the last word of the match, '' without one. */
  const LINE_TAIL = /(?:^|[\s,>])([A-Za-z][A-Za-z.]*(?: [A-Z][A-Za-z]+)?),? {1,2}$/;
  const byRegex = (window: string): string => {
    const m = LINE_TAIL.exec(window);
    return m === null ? '' : m[1]!.slice(m[1]!.lastIndexOf(' ') + 1);
  };

  it.each([
    'Boston, MA ', 'Texas  ', 'New York ', 'St. Louis, ', 'in Costamezzana ', 'x.y ', '>Oslo ', 'Oslo   ', 'Oslo', '12 Main ',
    'a, ', ' , ', '.Oslo ', 'São Paulo ', 'Rio de Janeiro ', '\u00a0Lima ', '\u2003Lima ', 'e-Town ', 'AB Cd ',
  ])('agrees with the regex on %j', (window) => {
    const text = `ab${window}`;
    expect(lineTailWord(text, unitsOf(text), 2, text.length)).toBe(byRegex(window));
  });

  it('agrees with the regex on random windows', () => {
    const units = ['a', 'B', 'Z', '.', ' ', ' ', ',', '>', '\n', '\t', '\u00a0', '1', '-', 'é'];
    let seed = 11;
    const next = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % n;
    for (let k = 0; k < 20_000; k++) {
      let window = '';
      for (let i = next(12); i > 0; i--) window += units[next(units.length)];
      window += ' '.repeat(next(3));
      const text = `x${window}`;
      expect(lineTailWord(text, unitsOf(text), 1, text.length)).toBe(byRegex(window));
    }
  });
});

describe('keyNamesPostal (a key naming a postal code before its value)', () => {
  /** The rule without the last-letter gate: KEY_BEFORE, then the normalized name among the postal fields. */
  const KEY_BEFORE = /(?:^|[^\p{L}\d_])["']?([\p{L}_. ]{2,20})["']? ?[:=] ?["']?$/u;
  const FIELDS = new Set(
    'cp zip zipcode postcode postalcode postal eircode codigopostal códigopostal codpostal cep plz postleitzahl cap pincode pin postnummer postnr codepostal kodpocztowy'.split(' '),
  );
  const byRegex = (before: string): boolean => {
    if (!/[:=] ?["']?$/.test(before)) return false;
    const m = KEY_BEFORE.exec(before);
    return m !== null && FIELDS.has(m[1]!.toLowerCase().replace(/[^\p{L}]/gu, ''));
  };

  it.each([
    '"zip": "', "'CP': ", 'cp=', 'Código_Postal: ', 'codigo postal : ', 'post.code=', 'PLZ :', 'zip_ :', 'zip. = "', 'postnr:',
    'kodPocztowy: ', 'Postleitzahl=', 'IP address: ', 'DOB: ', 'zips: ', 'ZIP\u212a: ', 'pın: ', 'xzip: ', '9zip: ', '_zip: ', 'zip"_: ',
  ])('agrees with the ungated rule on %j', (before) => {
    expect(keyNamesPostal(before)).toBe(byRegex(before));
  });

  it('agrees with the ungated rule on random keys', () => {
    const units = ['zip', 'ZIP', 'code', 'post', 'al', 'c', 'p', 'Código', '_', '.', ' ', '"', "'", ':', '=', 'x', '1', 'é', 'K', '\u212a', 'nr', 'pin'];
    let seed = 5;
    const next = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % n;
    let named = 0;
    for (let k = 0; k < 30_000; k++) {
      let before = '';
      for (let i = 1 + next(8); i > 0; i--) before += units[next(units.length)];
      before += [':', '=', ': ', '= "', ":'", ' : '][next(6)];
      const expected = byRegex(before);
      if (expected) named++;
      expect(keyNamesPostal(before), JSON.stringify(before)).toBe(expected);
    }
    expect(named).toBeGreaterThan(100);
  });
});

describe('POSTAL_CODE named by a cue or a field', () => {
  it.each([
    ['Colonia Juárez, C.P. 06600, Ciudad de México', '06600'],
    ['Zapopan, Jalisco, CP 45010', '45010'],
    ['{"nombre": "Ana", "cp": "64000"}', '64000'],
    ['{"codigo_postal": 28013}', '28013'],
    ['id,nombre,cp\n1,Ana,44600\n2,Luis,03100', '44600'],
    // Eircode under a postcode field or after an Irish place.
    ['id,city,eircode\n7,Galway,H91 F2K3', 'H91 F2K3'],
    ['Eircode: T12 X5Y7', 'T12 X5Y7'],
    ['Ballybane, Galway, H91 E2K3', 'H91 E2K3'],
  ])('reads %j', (input, code) => {
    expect(codes(input)).toContain(code);
  });

  it.each([
    'cp 12345 files/ backup/',
    'id,name,count\n1,Ana,44600',
    '{"cpu": "64000"}',
    'Invoice CPX 45010 paid',
    // An Eircode shape alone reads like a part number.
    'Part A12 B345 ships today',
    // A five-digit value in a CSV column named otherwise is that column's, even with "zip" in the header.
    'customer_id,name,zip\n10442,Ana,',
  ])('finds no code in %j', (input) => {
    expect(codes(input)).toEqual([]);
  });

  it.each([
    // The header's delimiter is a tab, else ';', else ','; every field at most 32 units, none empty, no digit.
    ['id\tnombre\tcp\n1\tAna\t44600', ['44600']],
    ['id;nombre;cp\n1;Ana;44600', ['44600']],
    [`id,${'n'.repeat(32)},cp\n1,Ana,44600`, ['44600']],
    [`${'n'.repeat(32)},cp\nAna,44600`, ['44600']],
    [`id,cp,${'n'.repeat(32)}\n1,44600,x`, ['44600']],
    [`id,${'n'.repeat(33)},cp\n1,Ana,44600`, []],
    [`id,cp,${'n'.repeat(33)}\n1,44600,x`, []],
    ['id,,cp\n1,Ana,44600', []],
    ['id, ,cp\n1,Ana,44600', []],
    ['id2,nombre,cp\n1,Ana,44600', []],
  ])('reads the CSV header of %j', (input, expected) => {
    expect(codes(input)).toEqual(expected);
  });
});

describe('POSTAL_CODE: the shapes and words tried only when they may be there', () => {
  // Each postcode word, in either case, still names a three-digit code after it.
  it.each(['My zip 880 is here.', 'ZIP code 880 here.', 'Postal code 880 here.', 'post code 880 here.', 'postcode 880 here.', 'PLZ 880 here.', 'CEP 880 here.', 'pin code 880 here.', 'PIN CODE 880 here.'])(
    '%s',
    (input) => expect(codes(input)).toEqual(['880']),
  );

  it('words holding a postcode word\'s letters ("report", "proposal", "spin") name no code', () => {
    expect(codes('The report and the proposal list 880 items.')).toEqual([]);
    expect(codes('A spin of 880 rounds.')).toEqual([]);
  });

  // UK and Canadian codes with and without their space, whatever the length of their first part.
  it.each(['SW1A 1AA', 'SW1A1AA', 'W1A 0AX', 'M1 1AE', 'EC1A 1BB', 'K1A 0B1', 'K1A0B1'])('%s stands alone as a code', (code) =>
    expect(codes(`Send it to ${code} please.`)).toEqual([code]),
  );

  it('an Eircode under a postcode word', () => expect(codes('Eircode: D02 X285')).toEqual(['D02 X285']));
});
