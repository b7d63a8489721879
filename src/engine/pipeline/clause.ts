/**
 * The part of a keyword window after its last clause break (';', '!', '?', a line break, or a period before a space
 * that ends no abbreviation), so a keyword of an earlier sentence does not name the value after it.
 * `abbreviation` tests the window up to a period: true keeps the period inside the clause ("no. 123", "nr. 123").
 */
export function clauseTail(window: string, abbreviation: RegExp): string {
  for (let i = window.length - 3; i >= 0; i--) {
    const c = window[i];
    if (c === ';' || c === '!' || c === '?' || c === '\n' || (c === '.' && window[i + 1] === ' ' && !abbreviation.test(window.slice(0, i)))) {
      return window.slice(i + 1);
    }
  }
  return window;
}
