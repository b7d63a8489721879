/**
 * PERSON_NAME evidence from beyond the name's own words: a sentence subject that a personal pronoun takes up later,
 * a possessive before what people have. Names are invented words that no name list holds, so only the rule under
 * test can find them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import { names } from '../../support/engine.js';
import { closingWordMayFollow, WORD_CLOSING } from '../../../src/engine/recognizers/person-name/document.js';

describe('a subject taken up by a personal pronoun or called a person', () => {
  it.each([
    ['Zorvath is very reliable. You can always depend on him.', 'Zorvath'],
    ['Quellin began writing as a teenager, publishing her first story in 1988.', 'Quellin'],
    ['Zorvath is kind; everyone at the office likes her.', 'Zorvath'],
    ['Thanks a lot! Zorvath fixed the build for himself.', 'Zorvath'],
    ['Zorvath is a very sympathetic person.', 'Zorvath'],
    ['Zorvath was my late aunt.', 'Zorvath'],
    ['Zorvath Quellin left early. Please forward her mail to the team.', 'Zorvath Quellin'],
    // A word that is also an ordinary word, opening the sentence.
    ['Baker moved to Leeds in 1990 and opened her first shop there.', 'Baker'],
  ])('%j: %s', (input, name) => expect(names(input)).toContain(name));

  it('reads no subject in an imperative that a pronoun follows', () => {
    expect(names('Read more on his homepage.')).toEqual([]);
  });

  it.each([
    // A thing: "it" comes first.
    'Zorvath is fast. It is used by his team.',
    // The pronoun is two sentences away.
    'Zorvath is fast. Tests pass. He said so.',
    // A closer antecedent stands between.
    'Zorvath is ready. Ask Anna Berg about her plans.',
    'Zorvath is hard to learn. My boss says he loves it.',
    'Zorvath is slow. The user said she gave up.',
    // Not a subject: the pronoun follows at once, or the word does not open a sentence.
    'Zorvath him now.',
    'We use Zorvath in production. He likes it.',
    // A pronoun named or written for anyone, in quotes or with a slash.
    'Zorvath is for everybody. Some write "he" or "his" when they mean the user.',
    'Zorvath uses brute force. The user may see it if s/he is unlucky.',
    // A copula whose noun is no person.
    'Zorvath is a very fast tool.',
    'Zorvath is your friend when builds fail.',
  ])('%j: Zorvath is no name', (input) => expect(names(input)).not.toContain('Zorvath'));
});

describe('a possessive before what only people have', () => {
  it.each([
    ["As promised, here's Zorvath's address:\n\n12 Main Street", 'Zorvath'],
    ["I lost Quellin's phone number.", 'Quellin'],
    ["Zorvath's phone number is 555-0100.", 'Zorvath'],
    ["Zorvath's niece called.", 'Zorvath'],
  ])('%j: %s', (input, name) => expect(names(input)).toContain(name));
  it.each(["See Zorvath's documentation.", "Zorvath's address space is 64-bit wide.", "Zorvath's email digest is sent daily."])('%j: Zorvath is no name', (input) =>
    expect(names(input)).not.toContain('Zorvath'),
  );
});

describe('names listed together', () => {
  it.each([
    ['They had 6: Victor, Andrew, Brandon, John, Evan and April.', ['Victor', 'Andrew', 'Brandon', 'John', 'Evan', 'April']],
    ['they had 4: silvana, kristina, chad and caleb.', ['silvana', 'kristina', 'chad', 'caleb']],
    ['The guests were Andrew, May and Brandon.', ['Andrew', 'May', 'Brandon']],
    ['our 3 founders: smit, zhang and edwards.', ['smit', 'zhang', 'edwards']],
    ['Attendees: Zorvath Quellin, Tazzelin, Mervok', ['Zorvath Quellin', 'Tazzelin', 'Mervok']],
    // Without the phrase before it, the same list has no confident member.
    ['We shipped Zorvath Quellin, Tazzelin and Mervok.', []],
    // A given name that is also a word joins a list only where a member could end: not before a number or a verb.
    ['Call John, April 5 works.', ['John']],
    // No census name vouches for a list of products.
    ['We run Postgres, Redis and Nginx in production.', []],
    ['We flew to Paris, Chad and Niger.', []],
  ])('%j: %j', (input, expected) => expect(names(input)).toEqual(expected));
});

describe('two words joined by "and" as the subject of a plural verb', () => {
  it.each([
    ['Quarnby and Lopez were bandmates.', 'Quarnby'],
    ['Park and Mann were precision engineers.', 'Park'],
  ])('takes the partner of a confident name in %j', (text, partner) => {
    expect(names(text)).toContain(partner);
  });

  it.each(['Postgres and Redis were upgraded.', 'Sales and Marketing were merged into one team.', 'Both and Anna were'])(
    'takes no partner in %j',
    (text) => {
      expect(names(text).filter((n) => !['Anna'].includes(n))).toEqual([]);
    },
  );
});

describe('a surname, a comma and a given name with its middle initial', () => {
  it('is one name written surname first', () => {
    expect(names('PATIENT: Adeyemi, Chidinma A.   MRN: 00918273')).toContain('Adeyemi, Chidinma A.');
  });

  it('keeps a list of surnames apart', () => {
    expect(names('Signed: Okafor, Adeyemi and Bello.')).not.toContain('Okafor, Adeyemi');
  });
});

describe('chat logs', () => {
  it('reads the speaker after a bracketed time even when the turn is in lower case', () => {
    const found = names('[10:42] Mike: did u get the keys\n[10:43] Ania: ya, on the desk');
    expect(found).toContain('Mike');
    expect(found).toContain('Ania');
  });

  it('reads no speaker in a build log', () => {
    expect(names('[09:01] Build: passed\n[09:02] Deploy: started\n[09:03] Warning: disk at 91%')).toEqual([]);
  });
});

describe('the char-code gate before WORD_CLOSING', () => {
  // Wherever the pattern matches, the gate must let it run; pieces at the gate's edges: blanks beyond ASCII, letters
  // with accents, both apostrophes, "and"/"or"/"&" in either case, every closing mark.
  const pieces = [',', ' ', '  ', '\n', '\t', '\u00a0', '&', 'and', 'And', 'or', 'an', 'April', 'Zoë', "O'Hara", 'O’Hara', 'Jean-Luc', 'x', '.', ')', ';', ':', '!', '?', '-', "'", '7', '(', 'é'];
  const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 9 }).map((p) => p.join(''));
  it('lets every match through', () => {
    fc.assert(
      fc.property(texts, fc.nat(3), (text, at) => {
        const from = Math.min(at, text.length);
        WORD_CLOSING.lastIndex = from;
        if (WORD_CLOSING.test(text)) expect(closingWordMayFollow(text, unitsOf(text), from)).toBe(true);
      }),
      { numRuns: 20000 },
    );
  });
  it('stops the lists that go on', () => {
    const mayFollow = (text: string): boolean => closingWordMayFollow(text, unitsOf(text), 4);
    expect(mayFollow('Anna, the manager')).toBe(false);
    expect(mayFollow('Anna and Bob went')).toBe(false);
    expect(mayFollow('Anna and April.')).toBe(true);
    expect(names('Invite Andrew, Evan and April.')).toEqual(['Andrew', 'Evan', 'April']);
  });
});
