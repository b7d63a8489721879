/** Names in capitals after a cue, at the very end of a text: reading stops at the end instead of past it. */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';

describe('names in capitals at the end of a text', () => {
  const analyzer = createAnalyzer();
  it.each(['Mr. JOHN SMITH ', 'Patient Name: GARCIA ', 'Name: GARCIA, '])('reads %j without throwing', (text) => {
    const names = analyzer.analyze(text).filter((e) => e.type === 'PERSON_NAME');
    expect(names.map((e) => e.text)).toEqual([text.trim().replace(/^.*?: |^Mr\. /, '').replace(/,$/, '')]);
  });
});
