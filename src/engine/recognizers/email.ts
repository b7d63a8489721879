/**
 * EMAIL: anchored at each '@'; the local part and domain are grown outwards with RFC 5322
 * "dot-atom" characters, then checked: no leading/trailing/double dots, a domain of at least two
 * labels (RFC 1035 label syntax) and an alphabetic TLD of 2+ letters. The local part starts after the last of
 * RFC 5322's rarer characters (= ' / ? { | } ` ! # $ & * ^ ~): in running text and logs these nearly always
 * belong to what surrounds the address ("user=ann@x.io", "'ann@x.io'"), almost never to the mailbox name.
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';

const LOCAL_CHAR = /[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/;
const COMMON_LOCAL_CHAR = /[A-Za-z0-9%+_.-]/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,24}$/;
/** RFC 5321 §4.5.3.1: local part at most 64 octets, domain at most 255. */
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;

const CONFIDENCE = 0.95;

function isDomainChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46;
}

export const emailRecognizer: Recognizer = {
  name: 'email',
  entities: ['EMAIL'],
  claims: true,
  find({ text, anchors }: ScanInput, out: Candidate[]): void {
    for (const at of anchors.atSigns) {
      let s = at;
      while (s > 0 && at - s < MAX_LOCAL && LOCAL_CHAR.test(text[s - 1]!)) s--;
      for (let i = at - 1; i >= s; i--) {
        if (!COMMON_LOCAL_CHAR.test(text[i]!)) {
          s = i + 1;
          break;
        }
      }
      while (s < at && text.charCodeAt(s) === 46) s++;
      let e = at + 1;
      while (e < text.length && e - at <= MAX_DOMAIN && isDomainChar(text.charCodeAt(e))) e++;
      while (e > at + 1 && (text.charCodeAt(e - 1) === 46 || text.charCodeAt(e - 1) === 45)) e--;
      if (s === at || e === at + 1) continue;
      const local = text.slice(s, at);
      if (local.endsWith('.') || local.includes('..')) continue;
      const labels = text.slice(at + 1, e).split('.');
      if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l)) || !TLD.test(labels[labels.length - 1]!)) continue;
      out.push({ type: 'EMAIL', start: s, end: e, confidence: CONFIDENCE, recognizer: 'email' });
    }
  },
};
