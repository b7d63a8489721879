/** Names in capitals after a cue, at the very end of a text: reading stops at the end instead of past it. */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';
import { names } from '../../support/engine.js';

describe('names in capitals at the end of a text', () => {
  const analyzer = createAnalyzer();
  it.each(['Mr. JOHN SMITH ', 'Patient Name: GARCIA ', 'Name: GARCIA, '])('reads %j without throwing', (text) => {
    const names = analyzer.analyze(text).filter((e) => e.type === 'PERSON_NAME');
    expect(names.map((e) => e.text)).toEqual([text.trim().replace(/^.*?: |^Mr\. /, '').replace(/,$/, '')]);
  });
});

describe('parties of a court caption in capitals', () => {
  it.each([
    ['Case No. RG24-118207. DANIELLE R. MORALES, Plaintiff, v. ACME HOLDINGS LLC, Defendant.', 'DANIELLE R. MORALES'],
    ['THE PEOPLE OF THE STATE OF CALIFORNIA, Plaintiff,\nv.\nDARNELL RAY WATKINS, Defendant.', 'DARNELL RAY WATKINS'],
    ['In re the matter of JOHN SMITH v. JANE DOE', 'JANE DOE'],
    // Every role, after a comma and any blanks (a no-break space included).
    ...['Plaintiffs', 'Defendant', 'Petitioner', 'Respondents', 'Appellant', 'Appellee', 'Claimant', 'Debtors'].map((role) => [`DANIELLE R. MORALES,\n\t ${role}, filed.`, 'DANIELLE R. MORALES']),
    ['DANIELLE R. MORALES,\u00a0Plaintiff, filed.', 'DANIELLE R. MORALES'],
    // Capitals beyond ASCII are read over on the way to the role's comma.
    ['JOSÉ ÁLVAREZ, Defendant.', 'JOSÉ ÁLVAREZ'],
  ])('reads the party in %j', (text, party) => {
    expect(names(text)).toContain(party);
  });

  // A comma after anything but the capitals, spaces and initials of a name opens no role for them.
  it.each(['ACME, Defendant, moves to dismiss.', 'v. BAYVIEW PROPERTY MANAGEMENT LLC', 'SECTION TWO, Plaintiffs agree', 'see RFC 7230 vs. HTTP API', 'DANIELLE MORALES et al, Plaintiffs', 'DANIELLE MORALES 2, Plaintiff'])(
    'reads no party in %j',
    (text) => {
      expect(names(text)).toEqual([]);
    },
  );
});

describe('a surname in capitals before the given name', () => {
  it.each([
    ['Insured: NOWAK, Katarzyna\nPolicy 88-1204', 'NOWAK, Katarzyna'],
    ['The officer stopped HERNANDEZ, Michael J., at 23:10.', 'HERNANDEZ, Michael J.'],
    ['Buyer: DUMITRESCU, Ana-Maria', 'DUMITRESCU, Ana-Maria'],
    ['{"pax": "SHEVCHENKO/OLENA MRS", "seat": "14C"}', 'SHEVCHENKO/OLENA'],
    ['PNR 7QX2LM  DE LA CRUZ/JUAN MR', 'DE LA CRUZ/JUAN'],
  ])('reads %j', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it.each(['Shipped via TCP/IP and USA, Canada.', 'Paths: BAR/BAR/FOO/FOO', 'LONDON, Victoria Station', 'Vendor: ACME GmbH, Dirk Weber'])(
    'reads no surname-first name in %j',
    (text) => {
      expect(names(text).filter((n) => /[A-Z]{2,}[,/]/.test(n))).toEqual([]);
    },
  );
});
