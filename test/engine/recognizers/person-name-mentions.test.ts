/** Chat and code-review mentions: the handle after '@' names a person when it is a listed given name. */
import { describe, expect, it } from 'vitest';
import { names } from '../../support/engine.js';

describe('PERSON_NAME: @mentions', () => {
  it.each([
    ['thanks @priya, can you ping @marco.rossi about the deploy?', ['priya', 'marco.rossi']],
    ['LGTM, merging. cc @Hannah', ['Hannah']],
  ])('reads the person in %j', (text, expected) => {
    for (const n of expected) expect(names(text)).toContain(n);
  });

  it.each([
    'Ping @channel and @here before the release',
    'mail anna@example.com',
    'npm i @babel/parser @sinclair/typebox',
    ' * @param leftHandOperand the value',
    'class Card { @Input() maria = 1 }',
    'Account @anna2 and site @anna.io',
  ])('reads no mention in %j', (text) => {
    // Other rules may read words of these texts (lower-case text is read with the lexicon alone); no handle is a name.
    expect(names(text).filter((n) => text.includes(`@${n}`))).toEqual([]);
  });
});
