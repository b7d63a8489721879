/**
 * PERSON_NAME through the public API: names found from cues and naming customs, and look-alikes that must stay
 * unnamed (sentence-initial words, months, weekdays, products, places, Title Case headings). Names are invented.
 */
import { describe, expect, it } from 'vitest';
import { analyzer, names } from '../../support/engine.js';
import { hasSurnameEnding } from '../../../src/engine/recognizers/person-name/morphology.js';

describe('surname endings', () => {
  it.each(['jensen', 'petrussen', 'andersson', 'ásgeirsdóttir', 'ryhänen', 'nováková', 'kowalski', 'marušić', 'kovalenko', 'khadzhiyev', 'papadopoulos', 'popescu', 'åström'])(
    '%s ends like a surname',
    (w) => expect(hasSurnameEnding(w)).toBe(true),
  );
  it.each(['reason', 'season', 'garden', 'kiev', 'nova', 'music', 'pacific', 'atlantic', 'orange', 'system'])('%s does not', (w) =>
    expect(hasSurnameEnding(w)).toBe(false),
  );
});

describe('PERSON_NAME from cues', () => {
  it.each([
    ['I would like to remove my kid Tadzio from the will.', 'Tadzio'],
    // After a relative even a place or an ordinary word names the person.
    ['I would like to remove my kid Mali from the will.', 'Mali'],
    ['Our daughter Georgia starts school.', 'Georgia'],
    ['Pt seen with daughter Zorvath today.', 'Zorvath'],
    ['Husband (Zorvath) reachable on the ward phone.', 'Zorvath'],
    ['She named him Frank', 'Frank'],
    ['Vittore, can I please speak to your boss?', 'Vittore'],
    ["Don't go to town, Derrick!", 'Derrick'],
    ['Stephen had given Julcsa his address.', 'Julcsa'],
    ['Krisztián Szöllösy listed his top 20 songs.', 'Krisztián Szöllösy'],
    ['Unlike the Christiansen novel, it is short.', 'Christiansen'],
    ['I want to add Edvard Petrussen as a beneficiary', 'Edvard Petrussen'],
    ['Police detained tennis player Hülya Bouwmeester over visa disputes.', 'Hülya Bouwmeester'],
    ['Anna Kowalczyk joined in May. Later Kowalczyk left.', 'Kowalczyk'],
    ['Could you please correct it to Dr. Justin Beet?', 'Justin Beet'],
    ['Willemine ten Pas will be talking in the conference', 'Willemine ten Pas'],
    ['Unlike the van Gijn novel, it is short.', 'van Gijn'],
    ['the work of Jan van der Berg', 'Jan van der Berg'],
    ['Regards,\nFletcher Hill\nAcme Corp', 'Fletcher Hill'],
    ['Call Maria Gonzalez tomorrow morning.', 'Maria Gonzalez'],
    // An adverb between the subject and its verb, a plural subject, a question about someone.
    ['He left, but Stanko just has to pay.', 'Stanko'],
    ['Back then Sousa and Ball were flatmates.', 'Sousa'],
    ['Back then Sousa and Ball were flatmates.', 'Ball'],
    ['Why is Katrine so quiet?', 'Katrine'],
    // A novel only a person writes; a former member of something.
    ['I preferred the Fry novel to the film.', 'Fry'],
    ['Tracks by ex-Pixie Quarnby are underrated.', 'Quarnby'],
    // A role noun that is no dictionary word stays outside the name.
    ['Adjuster Greg Lindqvist inspected the roof.', 'Greg Lindqvist'],
    ['Complainant Aoife Brennan stated she heard glass breaking.', 'Aoife Brennan'],
    ['We thank Sarah Fritz-Armstrong for the review.', 'Sarah Fritz-Armstrong'],
    ['The passport was scanned by Officer Delgado.', 'Delgado'],
    ['I spoke with Grace yesterday.', 'Grace'],
    ['Ubul: What a wife.\nNicole: Remember me?', 'Ubul'],
    ['Dear April Smith, thanks.', 'April Smith'],
    ['Hi Max, see you at noon.', 'Max'],
    ['Mr. May said hi.', 'May'],
    ['Mary Smith, CEO of Zorvath, Inc., said hi.', 'Mary Smith'],
    // Chat, tickets and e-mail: a greeting, a field only a person fills, a sign-off, pronouns in parentheses.
    ['Hey Zorvath, can you check?', 'Zorvath'],
    ['Reviewer: Zorvath', 'Zorvath'],
    ['Posted by Zorvath on 2024-01-02', 'Zorvath'],
    ['Contributors: Zorvath, Quellin', 'Quellin'],
    ['Best,\nZorvath', 'Zorvath'],
    ['Cheers,\nZorvath\nSupport team', 'Zorvath'],
    ['Zorvath (she/her) leads QA.', 'Zorvath'],
    ['The ticket was submitted by Zorvath.', 'Zorvath'],
    ['Zorvath mentioned that the fix is live.', 'Zorvath'],
    ['Customer Zorvath Quellin called about the order.', 'Zorvath Quellin'],
    ['Good morning Zorvath, any news?', 'Zorvath'],
    ['{"first_name": "Zorvath", "id": 7}', 'Zorvath'],
    ['lastName=Quellin status=active', 'Quellin'],
    ['Hola Zorvath, ¿cómo estás?', 'Zorvath'],
    ['Congrats Zorvath on the launch!', 'Zorvath'],
    ['From: "Zorvath Quellin" <zq@example.org>', 'Zorvath Quellin'],
  ])('%j: %s', (input, name) => expect(names(input)).toContain(name));
  it.each(['Welcome Page', 'Welcome Kit', 'Happy Birthday Song', 'Hola Mundo', 'Good Morning America'])('%j has no name', (input) => expect(names(input)).toEqual([]));
  it.each(['The best Zorvath release yet.', 'Package manager: Zorvath', 'I am a user of Zorvath and I love it.', 'Zorvath (beta) ships today.', 'Exceptions raised by Zorvath itself.', 'Tell Zorvath to use the Unix diff.', '{"filename": "Zorvath", "size": 7}'])(
    '%j: Zorvath is no name',
    (input) => expect(names(input)).not.toContain('Zorvath'),
  );
});

describe('streets without a number', () => {
  const streets = (input: string): string[] =>
    analyzer
      .analyze(input)
      .filter((e) => e.type === 'ADDRESS')
      .map((e) => e.text);
  it('reads a street after "on"', () => expect(streets('She lives on Herceg Gateway now.')).toEqual(['Herceg Gateway']));
  it('leaves a phrase of ordinary words', () => expect(streets('Rolling back the Blue Green deployment.')).toEqual([]));
  it('leaves "and Wall Street"', () => expect(streets('Rates rose, and Wall Street reacted calmly.')).toEqual([]));
  it.each(['Wall Street reacted calmly.', 'See the Apache Commons Lang docs.', 'The Unicode Common Locale Data Repository.'])(
    'leaves an uncued street-like name in %j',
    (input) => expect(streets(input)).toEqual([]),
  );
  it('reads the second street of an intersection', () =>
    expect(streets('Stop at the corner of 11 Botley Road St. and Herceg Gateway St.')).toContain('Herceg Gateway'));
});

describe('PERSON_NAME spans', () => {
  it.each([
    ['Our 3 founders: Morrison, Rogers and Torres.', ['Morrison', 'Rogers', 'Torres']],
    ['They had 3: Efimiya, Mary and Jennifer.', ['Efimiya', 'Mary', 'Jennifer']],
    ['We run Postgres, Redis and Nginx in production.', []],
    ['Attendees: Kenji Watanabe, Olga Petrova', ['Kenji Watanabe', 'Olga Petrova']],
    ['Contact: Ahmed Hassan, Senior Engineer', ['Ahmed Hassan']],
    ['Sincerely,\nDr. Amelia Hartmann, PhD', ['Amelia Hartmann']],
    ['Contact person: Lindqvist', ['Lindqvist']],
    ['Patient Name: GARCIA, LUIS   MRN: 00482913', ['GARCIA, LUIS']],
    ['Mr. JOHN SMITH called', ['JOHN SMITH']],
    ['Name: N/A', []],
    ['Name: TBD', []],
    ['ERROR: NULL POINTER in USA Today feed', []],
    ['Nguyen Van An transferred $2,500 to Tran Thi Binh.', ['Nguyen Van An', 'Tran Thi Binh']],
    ['Sebastian McKenzie, Josh MacDonald and Conan O\'Brien', ['Sebastian McKenzie', 'Josh MacDonald', "Conan O'Brien"]],
    ['Problems reported by Robert Elz and Steve Summit.', ['Robert Elz', 'Steve Summit']],
    ['Patches by YunQiang Su and ChangZhuo Chen.', ['YunQiang Su', 'ChangZhuo Chen']],
    ['We saw the Anna Kowalczyk concert.', ['Anna Kowalczyk']],
    // A mailbox after a name, as in changelogs and From: lines.
    ['  * Fix the build.\n -- Iain Lane <iain@example.org>  Wed, 06 Nov 2019', ['Iain Lane']],
    ['2014-11-19 Maxim Kuvyrkov <maxim@example.org>', ['Maxim Kuvyrkov']],
    // A role noun before a name is no part of it; a surname that is also a role noun still is.
    ['Tenant Zorvath Quellin has not paid rent.', ['Zorvath Quellin']],
    ['Minnie Driver starred in it.', ['Minnie Driver']],
  ])('%j: %j', (input, expected) => expect(names(input)).toEqual(expected));
});

describe('PERSON_NAME in text without capitals', () => {
  it.each([
    ["what's your name? mark pinto", 'mark pinto'],
    ['hello, this is mr. chad farmer. who are you?', 'chad farmer'],
    ['follow up with benjamin a seiler in a couple of months.', 'benjamin a seiler'],
    ['name: hyuuma t. maida', 'hyuuma t. maida'],
    ['bot: what is the name on the account? user: heather pustivšek', 'heather pustivšek'],
    ['as regular rr commenter anna bizier points out, most are horrible.', 'anna bizier'],
    // A lower-case turn in a text that has capitals elsewhere.
    ['Agent: How can I help?\ncustomer: my name is zorvath quellin', 'zorvath quellin'],
    // The search finds "y name" and checks the rest of the phrase: look-alikes before it must not hide it.
    ['Agent: Any name is fine, say name.\ncustomer: okay, my name was wrong, my name is zorvath quellin', 'zorvath quellin'],
    ['my name is zorvath quellin, Agent Smith asked', 'zorvath quellin'],
  ])('%j: %s', (input, name) => expect(names(input)).toContain(name));
  it.each([
    ['give anna a call tomorrow', ['anna']],
    ["i'm glad to hear that", []],
    ['have you been to a claudia nakajima concert?', ['claudia nakajima']],
    ['the mark on the wall', []],
    ['mr. elliott flew to oslo on friday', ['elliott']],
    ['The file name is index.js and the name is long.', []],
    // Words joined by an apostrophe or a hyphen, or with a letter beyond ASCII, are read whole like any other.
    ["yesterday anna o'brien said hi", ["anna o'brien"]],
    ['my name is jean-luc picard', ['jean-luc picard']],
    ["we met anna's brother at 5pm", ['anna']],
    ['i talked to ana-maría lópez today', ['ana-maría lópez']],
    ["mr. josé garcia called, don't worry", ['josé garcia']],
  ])('%j: %j', (input, expected) => expect(names(input)).toEqual(expected));
});

describe('PERSON_NAME in lower case after a capitalized cue', () => {
  it.each([
    'My name is anna kowalski.',
    "I'm anna kowalski.",
    'I am anna kowalski.',
    'Mr. anna kowalski called.',
    'Mrs anna kowalski called.',
    'Ms. anna kowalski called.',
    'Miss anna kowalski called.',
    'Dr. anna kowalski called.',
    'Dr anna kowalski called.',
    'Dear anna kowalski, thanks.',
    'Call me anna kowalski.',
  ])('%j', (input) => expect(names(input)).toEqual(['anna kowalski']));
  it.each(['In anna kowalski we trust.', 'Mx. anna kowalski called.'])('not after %j', (input) => expect(names(input)).toEqual([]));
});

describe('PERSON_NAME look-alikes', () => {
  it('a lone ordinary word opening a sentence is that word, unless a person acts after it', () => {
    expect(names('Wire the refund today.')).toEqual([]);
    expect(names('Wire said hello.')).toEqual(['Wire']);
    // A surname particle before it may open the sentence in its place.
    expect(names('It rained. van Wire left early.')).toEqual([]);
    expect(names('It rained. van Wire said hello.')).toEqual(['van Wire']);
  });

  it.each([
    'I preferred the Gothic novel.',
    'The samples go to our Kobe plant, not the Galway office.',
    'However, can we ship on Monday?',
    'Thanks, see you in April!',
    'Monday, can you send the report?',
    'The Quarterly Report Is Due',
    'We flew to New York and then to Boston.',
    'My kid loves Lego and Minecraft.',
    'Please, can you check?',
    'The reason is seasonal.',
    'We rented a van Monday.',
    'We walked up Forest Hill on Sunday.',
    'Sidenote: Because code coverage is slow, run it nightly.',
    'Hint: Enable verbose mode to see more.',
    'Victoria Falls is next on the list.',
    'Back-slashes will always be interpreted as escapes.',
    'On ElastiCache instances with Auto-failover enabled, reconnect.',
    'Cross-browser Testing Platform',
    'Numbers from Saint Helena and Fort Worth differ.',
    'The office moved to San Jose last year.',
    'Acme Corp updated its terms.',
    'Author: Zorvath, Inc.',
    'Copyright 2008, Novell, Inc. and Zorvath GmbH',
    'The Docker image is small.',
    'Unlike the Acme novel, it is short.',
    'Hmm, can you check?',
    'Btw, can you check the logs?',
    'Yep, we shipped it.',
    'Happy birthday, Mom!',
    'Met with Apple yesterday about the partnership.',
    'Max retries: 5. Min delay: 200 ms.',
    'Rolling back the Blue Green deployment in Frankfurt.',
    'Flights to Rostov were cancelled.',
    'We flew to Mali last year.',
    'We signed with our partner Bank of America.',
    'Our office in Hessen is closed on Monday.',
    'Hi All, quick update.',
    'Hello World',
    "I'm Free on Monday.",
    // Technical and travel prose: a modifier before a surname, a rare word, identifiers, a saint's name.
    'We met at the Grand Hyatt in Boston.',
    'The Json Schema validator rejects the payload.',
    'Copyright Underscore, DocumentCloud and friends',
    'user: TString, email: TEmail',
    'Use self-signed JWTs for service accounts.',
    'Salsa20, ChaCha and AES are supported.',
    "She was taken to St. Mary's Hospital.",
    'Fix Schmitt trigger handling on reset.',
    'Date:   Tue Jan 9 14:31:07 2024 +0100',
    'The Apache Commons Lang library is loaded.',
    'It shows in our Json Schema benchmarks.',
    'They married at St Peter Port last June.',
  ])('%j has no name', (input) => expect(names(input)).toEqual([]));
});
