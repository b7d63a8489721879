/**
 * The cue look-behind skips its pattern when the window's last word is not one a cue phrase ends with: that shortcut
 * must never change an answer. Windows are built from every word of the patterns, joined by spaces, commas, colons,
 * dots, hyphens and apostrophes (seeded, so a failure reproduces).
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../../src/engine/pipeline/units.js';
import {
  AFTER_STRONG_CUE,
  AFTER_WEAK_CUE,
  afterStrength,
  afterStrengthAt,
  cueBefore,
  CUE_LED_LOWER,
  CUES,
  endsWithCue,
  HONORIFIC,
  LINE_BREAK_BEFORE,
  LINE_END_AFTER,
  lineBreakBefore,
  lineEndAfter,
  lowerCueLength,
  newCueWindow,
  opensSentence,
} from '../../../src/engine/recognizers/person-name/cues.js';

function* windows(source: string, count: number): Generator<string> {
  const vocabulary = [...new Set(source.replace(/\\[bsdw]/g, ' ').match(/[a-zñé]+/g) ?? [])].concat(['x', 'un', 'é', 'dr', 'co', 'i']);
  // Symbols a phrase may end with (':', '=', '?', quotes, '('), others that end none (digits, ';', ')'), and \v, \f.
  const joints = [' ', '  ', ', ', ': ', '. ', '-', "'", '', '\n', ' :', '?', '=', '" ', ' (', '3 ', ') ', '; ', ',    ', ',   ', ', \n\t', '\v', '\f '];
  let seed = 7;
  const next = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % n;
  for (let i = 0; i < count; i++) {
    let w = '';
    for (let k = 1 + next(4); k > 0; k--) w += vocabulary[next(vocabulary.length)]! + joints[next(joints.length)]!;
    yield w.slice(-28);
  }
}

/** Endings after a phrase's last word: a dot ends a window after an abbreviated title or a sentence ("mr. ", "attn.", "done. "). */
const PAIR_ENDS = [' ', ', ', '', '. ', '.', '., ', '..  '];
/** And the symbols the cues' gates read (':', '=', '"', '(', a digit, \v). */
const SYMBOL_ENDS = [': ', '= "', ' ( ', '7 ', ',\v'];

/** Every two-word ending of the pattern's words: each phrase of a cue is one of them. */
function* pairs(source: string, ends: readonly string[] = PAIR_ENDS): Generator<string> {
  const vocabulary = [...new Set(source.replace(/\\[bsdw]/g, ' ').match(/[a-zñé]+/g) ?? [])];
  for (const a of vocabulary) for (const b of vocabulary) for (const end of ends) yield `x ${a} ${b}${end}`;
}

describe('cue look-behind shortcut', () => {
  it.each(Object.entries(CUES))('%s agrees with its pattern', (_, cue) => {
    const all = [...windows(cue.pattern.source, 40_000), ...pairs(cue.pattern.source, [...PAIR_ENDS, ...SYMBOL_ENDS])];
    const disagreements = all.filter((w) => endsWithCue(w, cue) !== cue.pattern.test(w));
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

/** Mixed case, a digit or '_' before a word, marks beyond ASCII, a window cut inside a word. */
function variants(w: string): string[] {
  return [w, w.toUpperCase(), w.replace(/\b[a-z]/g, (c) => c.toUpperCase()), `3${w}`, `_${w}`, `é${w}`, `\u212a${w}`, `x${'y'.repeat(30)}${w}`];
}

describe('cue look-behind read in the text', () => {
  it.each(Object.entries(CUES))('%s agrees with endsWithCue over the lower-cased window', (_, cue) => {
    const all = [...windows(cue.pattern.source, 5_000), ...pairs(cue.pattern.source)].flatMap(variants);
    const disagreements = all.filter((w) => {
      const text = `${w}Anna`;
      newCueWindow();
      return cueBefore(text, unitsOf(text), w.length, cue) !== endsWithCue(text.slice(Math.max(0, w.length - 28), w.length).toLowerCase(), cue);
    });
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

describe('a cue word that is a whole phrase', () => {
  // cueBefore answers for such a word without the pattern: these are the blanks and commas around the gap the patterns
  // take after a phrase (three for the weak cue, four for the strong and naming ones), and what may stand before it.
  const gaps = ['', ' ', ',', '  ', ', ', '   ', ',  ', '    ', ',   ', ' ,  ', '     ', ',    ', '      ', '\n  ,', '\t\t\t\t\t'];
  const before = ['', 'x ', '(', '3', '_', 'y3 ', 'é ', 'word-', "it's "];
  it.each(Object.entries(CUES))('%s agrees with endsWithCue after any gap and boundary', (_, cue) => {
    const disagreements: string[] = [];
    for (const word of cue.finals) {
      for (const b of before) {
        for (const gap of gaps) {
          for (const w of [`${b}${word}${gap}`, `${b}${word.toUpperCase()}${gap}`, `${'y'.repeat(28 - word.length)}${word}${gap}`]) {
            const text = `${w}Anna`;
            newCueWindow();
            if (cueBefore(text, unitsOf(text), w.length, cue) !== endsWithCue(text.slice(Math.max(0, w.length - 28), w.length).toLowerCase(), cue)) disagreements.push(w);
          }
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

/** Windows after a name: the patterns' words and others, behind spaces, colons, quotes, apostrophes or nothing. */
function* afterWindows(count: number): Generator<string> {
  const source = `${AFTER_STRONG_CUE.source} ${AFTER_WEAK_CUE.source}`.replace(/\\[bsdw]/g, ' ');
  const vocabulary = [...new Set(source.match(/[a-z]+/g) ?? [])].concat(['Said', 'x', 'saidx', 'his', '12', '_']);
  const joints = [' ', '  ', '\n', ': "', ':', "'s ", '’s ', ', ', '', '\u00a0', ' : “'];
  let seed = 11;
  const next = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % n;
  for (let i = 0; i < count; i++) {
    let w = '';
    for (let k = 1 + next(3); k > 0; k--) w += joints[next(joints.length)]! + vocabulary[next(vocabulary.length)]!;
    yield w.slice(0, 14);
  }
  // Every two-word opening, so each phrase of a pattern is met whole.
  for (const a of vocabulary) for (const b of vocabulary) yield ` ${a} ${b}`.slice(0, 14);
}

describe('cue look-ahead shortcut', () => {
  it('agrees with the after-name patterns', () => {
    const expected = (w: string): number => (AFTER_STRONG_CUE.test(w) ? 2 : AFTER_WEAK_CUE.test(w) ? 1 : 0);
    const disagreements = [...afterWindows(60_000)].filter((w) => afterStrength(w) !== expected(w));
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it("answers each word of the patterns as they do, whatever follows it: a boundary, or a unit `\\b` reads as a word's", () => {
    const vocabulary = [...new Set(`${AFTER_STRONG_CUE.source} ${AFTER_WEAK_CUE.source}`.replace(/\\[bsdw]/g, ' ').match(/[a-z]+/g) ?? [])];
    const ends = ['', ' ', '.', ',', '-', '12', '3x', 'X', 'Born', '_', 'é', '\u00a0', ' born', ' born.', ' bornx', ' born2', ' Born', '  born'];
    const expected = (w: string): number => (AFTER_STRONG_CUE.test(w) ? 2 : AFTER_WEAK_CUE.test(w) ? 1 : 0);
    const windows = vocabulary.flatMap((word) => ends.map((end) => ` ${word}${end}`));
    expect(windows.filter((w) => afterStrength(w) !== expected(w)).slice(0, 5)).toEqual([]);
  });

  it('reads the window in place as it reads the sliced window, whatever lies past its end', () => {
    const tails = ['', ' said', 'x', ' ', 's his', '\n', ' just said', ' also', 'also was'];
    const disagreements = [...afterWindows(20_000)].flatMap((w, i) => {
      const text = `Anna${w}${tails[i % tails.length]!}`;
      return [14, 24, 6].filter((reach) => afterStrengthAt(text, unitsOf(text), 4, 4 + reach) !== afterStrength(text.slice(4, 4 + reach))).map((reach) => `${reach}:${text}`);
    });
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

/** Texts of the characters the line patterns read: blanks, quote marks, line breaks, bracketed times, letters. */
function* lineTexts(count: number): Generator<string> {
  const parts = [' ', '\t', '\n', '\r\n', '>', '?', ']', '[10:42]', '[9:05:07] ', '[1:2]', 'Anna', 'x', ':', '. '];
  let seed = 5;
  const next = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % n;
  for (let i = 0; i < count; i++) {
    let t = '';
    for (let k = next(6); k > 0; k--) t += parts[next(parts.length)]!;
    yield t;
  }
}

describe('line start and end read by char codes', () => {
  it('agree with LINE_BREAK_BEFORE and LINE_END_AFTER over the same window', () => {
    const disagreements: string[] = [];
    for (const t of lineTexts(30_000)) {
      for (let at = 0; at <= t.length; at++) {
        for (const reach of [4, 14]) {
          if (lineBreakBefore(t, unitsOf(t), at, reach) !== LINE_BREAK_BEFORE.test(t.slice(Math.max(0, at - reach), at))) disagreements.push(`before ${JSON.stringify(t)} ${at}`);
          if (lineEndAfter(t, unitsOf(t), at, reach) !== LINE_END_AFTER.test(t.slice(at, at + reach))) disagreements.push(`after ${JSON.stringify(t)} ${at}`);
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

describe('lower-case run after a capitalized cue', () => {
  it('measures the cue as CUE_LED_LOWER matches it', () => {
    const parts = ['My', 'My name is', 'my name is', 'I', "I'm", 'I am', 'Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Dear', 'Call me', 'Ca', 'De', 'Mi', 'M'];
    const joints = [' ', '. ', '.', 's', 's.', 's ', 's. ', '.s ', '', '  ', "'", ' a', 'x'];
    const after = ['anna', 'Anna', 'ßa', 'é', 'ÿ', 'ā', '1', ' ', '', '.'];
    const disagreements: string[] = [];
    for (const p of parts) {
      for (const j of joints) {
        for (const a of after) {
          for (const text of [`${p}${j}${a}`, `x ${p}${j}${a}`]) {
            const start = text.startsWith('x ') ? 2 : 0;
            CUE_LED_LOWER.lastIndex = start;
            const m = CUE_LED_LOWER.exec(text);
            if (lowerCueLength(text, unitsOf(text), start) !== (m ? m[0].length : 0)) disagreements.push(text);
          }
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

describe('sentence opening after a dot', () => {
  /** opensSentence as it read every window before the honorific gate. */
  const reference = (text: string, start: number): boolean => {
    let i = start - 1;
    let c = text.charCodeAt(i);
    while (i >= 0 && (c === 32 || c === 9 || c === 34 || c === 0x201c)) c = text.charCodeAt(--i);
    if (i >= 0 && c === 46 && HONORIFIC.test(text.slice(Math.max(0, i - 5), start).toLowerCase())) return false;
    return i < 0 || c === 10 || c === 46 || c === 33 || c === 63;
  };

  it('tells an honorific before the dot from a sentence end as the pattern does', () => {
    const words = [...new Set(HONORIFIC.source.match(/[a-zñ]+/g) ?? [])].concat(['done', 'x', 'a', 'or', 'ora', 'pa\u212a', 'MR', 'Mrs', 'DR', '']);
    const befores = ['', ' ', 'x', '2', '_', 'é', 'ñ', '\u212a', '.', 'se', 'do'];
    const afters = [' ', '  ', '    ', '\t', '"', ' “', '', '\n'];
    const disagreements: string[] = [];
    for (const w of words) {
      for (const b of befores) {
        for (const a of afters) {
          const text = `${b}${w}.${a}Anna`;
          const start = text.length - 4;
          if (opensSentence(text, unitsOf(text), start) !== reference(text, start)) disagreements.push(text);
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});
