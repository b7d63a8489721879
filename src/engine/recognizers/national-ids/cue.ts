/** The keyword window before a candidate number, cut at the last clause break so an earlier sentence does not count. */

const CUE_WINDOW = 40;

/** Abbreviations whose period does not end a clause ("N. 123", "nr. 123", "no. 123"). */
const ABBREVIATION_BEFORE = /\b(?:no|nr|n)$/;

/** The lower-cased text a keyword before `start` is looked for in. */
export function cueWindow(text: string, start: number): string {
  const window = text.slice(Math.max(0, start - CUE_WINDOW), start).toLowerCase();
  for (let i = window.length - 3; i >= 0; i--) {
    const c = window[i];
    if (c === ';' || c === '!' || c === '?' || c === '\n' || (c === '.' && window[i + 1] === ' ' && !ABBREVIATION_BEFORE.test(window.slice(0, i)))) {
      return window.slice(i + 1);
    }
  }
  return window;
}
