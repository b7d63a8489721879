/**
 * URL: anchored at "://" (scheme grown backwards: http, https, ftp, ftps, sftp, ws, wss) or at a
 * "www." token; grown forwards over RFC 3986 characters, then trailing prose punctuation and an
 * unbalanced ')' are trimmed. The host must have a dot-separated name with an alphabetic TLD or be an IP.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isAsciiLetter, isWordUnitAt } from '../pipeline/boundary.js';

const SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'sftp', 'ws', 'wss']);
/**
 * Per ASCII unit, 1 for RFC 3986's unreserved and reserved characters and '%'. Every unit of a URL is tested: a regular
 * expression called per unit took ≈ 5 µs for a URL of 70 characters, two-thirds of the engine's regex calls on real
 * change logs and READMEs.
 */
const URL_UNITS = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%") URL_UNITS[ch.charCodeAt(0)] = 1;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})\.)+[A-Za-z]{2,24}(?::\d{1,5})?$|^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?$/;
const MAX_URL = 2048;
/** Longest accepted scheme name ("https"). */
const MAX_SCHEME = 5;

const URL_CONFIDENCE = { scheme: 0.9, www: 0.85 } as const;

/** Whether a UTF-16 unit may stand in a URL (RFC 3986, ASCII only). */
export function isUrlUnit(c: number): boolean {
  return c < 128 && URL_UNITS[c] === 1;
}

function growUrl(text: string, units: Uint16Array, from: number): number {
  let e = from;
  // A ')' or ']' closes only a bracket opened inside the URL: "(see https://x.org/a)", "[x](https://x.org)".
  let parens = 0;
  let brackets = 0;
  for (; e < text.length && e - from < MAX_URL; e++) {
    const c = units[e]!;
    if (!isUrlUnit(c)) break;
    if (c === 40) parens++; // (
    else if (c === 91) brackets++; // [
    else if (c === 41 && parens-- === 0) break; // )
    else if (c === 93 && brackets-- === 0) break; // ]
  }
  // Sentence punctuation after a URL is prose.
  while (e > from && '.,;:!?\'"'.includes(text[e - 1]!)) e--;
  return e;
}

/** RFC 1035 limits a host name to 253 characters; with user info and port an authority is shorter than this. */
const MAX_AUTHORITY = 320;

/** The host of the authority starting at `from` (user info and the rest of the URL left out), read within bounds. */
function hostAt(text: string, units: Uint16Array, from: number): string {
  let end = from;
  while (end < text.length && end - from < MAX_AUTHORITY) {
    const c = units[end]!;
    if (c === 47 || c === 63 || c === 35 || !isUrlUnit(c)) break; // '/', '?', '#'
    end++;
  }
  let authority = text.slice(from, end);
  while (authority !== '' && '.,;:!?\'")'.includes(authority[authority.length - 1]!)) authority = authority.slice(0, -1);
  const at = authority.lastIndexOf('@');
  return at < 0 ? authority : authority.slice(at + 1);
}

export const urlRecognizer: Recognizer = {
  name: 'url',
  entities: ['URL'],
  claims: true,
  find({ text, units, anchors }: ScanInput, out: Candidate[]): void {
    // The host is checked before the URL is grown, and anchors inside a found URL are skipped, so text made
    // of "http://" over and over costs linear time.
    let next = 0;
    const { schemeSeps, wwwStarts } = anchors;
    for (let i = 0; i < schemeSeps.length; i++) {
      const sep = schemeSeps[i]!;
      if (sep < next) continue;
      let s = sep;
      while (s > 0 && sep - s < MAX_SCHEME && isAsciiLetter(units[s - 1]!)) s--;
      if (!SCHEMES.has(text.slice(s, sep).toLowerCase()) || isWordUnitAt(text, s - 1)) continue;
      if (!HOST.test(hostAt(text, units, sep + 3))) continue;
      const e = growUrl(text, units, sep + 3);
      out.push(candidate('URL', s, e, URL_CONFIDENCE.scheme, 'url'));
      next = e;
    }
    next = 0;
    for (let i = 0; i < wwwStarts.length; i++) {
      const s = wwwStarts[i]!;
      if (s < next || isWordUnitAt(text, s - 1) || text[s - 1] === '/' || text[s - 1] === '.') continue;
      const host = hostAt(text, units, s);
      // "www.txt" is a file name: a www host needs a name and a TLD after "www.".
      if (!HOST.test(host) || host.split('.').length < 3) continue;
      const e = growUrl(text, units, s);
      out.push(candidate('URL', s, e, URL_CONFIDENCE.www, 'url'));
      next = e;
    }
  },
};
