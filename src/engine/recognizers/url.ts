/**
 * URL: anchored at "://" (scheme grown backwards: http, https, ftp, ftps, sftp, ws, wss) or at a
 * "www." token; grown forwards over RFC 3986 characters, then trailing prose punctuation and an
 * unbalanced ')' are trimmed. The host must have a dot-separated name with an alphabetic TLD or be an IP.
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { isWordUnitAt } from '../pipeline/boundary.js';

const SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'sftp', 'ws', 'wss']);
const URL_CHAR = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})\.)+[A-Za-z]{2,24}(?::\d{1,5})?$|^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?$/;
const MAX_URL = 2048;

const URL_CONFIDENCE = { scheme: 0.9, www: 0.85 } as const;

function growUrl(text: string, from: number): number {
  let e = from;
  // A ')' or ']' closes only a bracket opened inside the URL: "(see https://x.org/a)", "[x](https://x.org)".
  let parens = 0;
  let brackets = 0;
  for (; e < text.length && e - from < MAX_URL; e++) {
    const ch = text[e]!;
    if (!URL_CHAR.test(ch)) break;
    if (ch === '(') parens++;
    else if (ch === '[') brackets++;
    else if (ch === ')' && parens-- === 0) break;
    else if (ch === ']' && brackets-- === 0) break;
  }
  // Sentence punctuation after a URL is prose.
  while (e > from && '.,;:!?\'"'.includes(text[e - 1]!)) e--;
  return e;
}

function hostOf(rest: string): string {
  const end = rest.search(/[/?#]/);
  const authority = end < 0 ? rest : rest.slice(0, end);
  const at = authority.lastIndexOf('@');
  return at < 0 ? authority : authority.slice(at + 1);
}

export const urlRecognizer: Recognizer = {
  name: 'url',
  entities: ['URL'],
  claims: true,
  find({ text, anchors }: ScanInput, out: Candidate[]): void {
    for (const sep of anchors.schemeSeps) {
      let s = sep;
      while (s > 0 && /[A-Za-z]/.test(text[s - 1]!)) s--;
      if (!SCHEMES.has(text.slice(s, sep).toLowerCase()) || isWordUnitAt(text, s - 1)) continue;
      const e = growUrl(text, sep + 3);
      if (!HOST.test(hostOf(text.slice(sep + 3, e)))) continue;
      out.push({ type: 'URL', start: s, end: e, confidence: URL_CONFIDENCE.scheme, recognizer: 'url' });
    }
    for (const s of anchors.wwwStarts) {
      if (isWordUnitAt(text, s - 1) || text[s - 1] === '/' || text[s - 1] === '.') continue;
      const e = growUrl(text, s);
      const host = hostOf(text.slice(s, e));
      // "www.txt" is a file name: a www host needs a name and a TLD after "www.".
      if (!HOST.test(host) || host.split('.').length < 3) continue;
      out.push({ type: 'URL', start: s, end: e, confidence: URL_CONFIDENCE.www, recognizer: 'url' });
    }
  },
};
