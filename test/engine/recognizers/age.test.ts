/** AGE through the public API: marked ages, clause-final ages after a person, ages in apposition, and look-alikes. */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';

const analyzer = createAnalyzer();

function ages(input: string): string[] {
  return analyzer
    .analyze(input)
    .filter((e) => e.type === 'AGE')
    .map((e) => e.text);
}

describe('AGE', () => {
  it.each([
    ['This 79 year old female', '79'],
    ['Written when he was 78.', '78'],
    ['I am 30, and I live alone.', '30'],
    ['Note: the patient, 67, reports chest pain.', '67'],
    ['Ann Lee, 45, said she would come.', '45'],
    ['Jonathan Williamson, 45, said he would come.', '45'],
    ['Mr. Lee, 45, said he would come.', '45'],
    ['The patient, who is 67 years old, reports pain.', '67'],
    ['Witness Aoife Brennan (31) stated she saw the van.', '31'],
    ['Subject: HOLLAND, Mark R., W/M, 44, brown hair.', '44'],
    ['Re: Samir Ben-Haddou, 58F, MRN: 00417723', '58'],
    ['Referral: Agnes Whitmore, 81, DOB 03/04/1944, MRN 00912288', '81'],
  ])('%j: %s', (input, age) => expect(ages(input)).toEqual([age]));

  it.each([
    'Bump the bundled copy to 8.27, which is now about 5 years old.',
    'Even 2.69 is over 6 years old now.',
    'It was 78.',
    'he was 78.5 kg',
    'she is 5 minutes late',
    'Apples, 12, Pears, 5',
    'In 2019, 45, or so',
    'Room 42, second floor',
    'The study enrolled patients aged 18 to 65.',
    'Participants aged 18-65 were eligible.',
    // A setting named "…-age" and a decimal; a capitalized part of a camelCase identifier is no name.
    'Set-Cookie: session=abc; max-age=60; path=/',
    'session=abc; Age: 1.5 hours',
    'pbkdf2(password, salt, numIterations, 16, function(err, key) {',
    'AbstractSet = _alias(collections.abc.Set, 1, name=\'AbstractSet\')',
    '    ...    35: 484,   # 30 to 40 years old',
    'Respondents 18-25 years old were asked first.',
    'also known as Collage PCI 155 Server, 25, and 155 Client',
    'Windows Server (64) is supported.',
    'See Chapter Two (12) for details.',
    'Engine Room, 12F, next to the lift.',
    'Build Server, 64M, RAM upgrade pending.',
  ])('%j has no age', (input) => expect(ages(input)).toEqual([]));
});

describe('AGE: the words after a number, in any case', () => {
  // The pattern after a number runs only when a 'y' opens them: each form and case it takes must still pass.
  it.each(['He is 42 Years Old today.', 'She is a 42-YEAR-OLD teacher.', 'Patient is 42 yrs old.', 'Patient, 42 y/o, stable.', 'Male 42 y.o. stable.', 'A 42-yo male.', 'Patient is 42 YRS OLD.'])(
    '%s',
    (input) => expect(ages(input)).toEqual(['42']),
  );
});
