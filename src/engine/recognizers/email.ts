/**
 * EMAIL: anchored at each '@'; the local part and domain are grown outwards with RFC 5322
 * "dot-atom" characters, then checked: no leading/trailing/double dots, a domain of at least two
 * labels (RFC 1035 label syntax) and an alphabetic TLD of 2+ letters. The local part starts after the last of
 * RFC 5322's rarer characters (= ' / ? { | } ` ! # $ & * ^ ~): in running text and logs these nearly always
 * belong to what surrounds the address ("user=ann@x.io", "'ann@x.io'"), almost never to the mailbox name.
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isAsciiLetter } from '../pipeline/boundary.js';

/** Per ASCII unit: 1 for RFC 5322 atext and '.', 2 for the common ones among them (letters, digits, % + _ . -). */
const LOCAL_CHARS = new Uint8Array(128);
for (const ch of "!#$&'*/=?^`{|}~") LOCAL_CHARS[ch.charCodeAt(0)] = 1;
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789%+_.-') LOCAL_CHARS[ch.charCodeAt(0)] = 2;
/** RFC 1035: a label has at most 63 characters; TLDs are 2-24 letters. */
const MAX_LABEL = 63;
const MIN_TLD = 2;
const MAX_TLD = 24;
/** RFC 5321 §4.5.3.1: local part at most 64 octets, domain at most 255. */
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;

const CONFIDENCE = 0.95;

function isDomainChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46;
}

function localClass(c: number): number {
  return c < 128 ? LOCAL_CHARS[c]! : 0;
}

/**
 * Whether units [from, to) (domain characters only) is two or more RFC 1035 labels (no empty label, no hyphen
 * at either end) ending in an alphabetic TLD; read in place, label by label.
 */
function isDomain(units: Uint16Array, from: number, to: number): boolean {
  let labels = 0;
  let labelStart = from;
  for (let i = from; i <= to; i++) {
    if (i < to && units[i]! !== 46) continue;
    const length = i - labelStart;
    if (length === 0 || length > MAX_LABEL) return false;
    if (units[labelStart]! === 45 || units[i - 1]! === 45) return false;
    labels++;
    if (i === to) {
      if (labels < 2 || length < MIN_TLD || length > MAX_TLD) return false;
      for (let j = labelStart; j < i; j++) if (!isAsciiLetter(units[j]!)) return false;
    }
    labelStart = i + 1;
  }
  return true;
}

function hasDoubleDot(units: Uint16Array, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (units[i]! === 46 && units[i - 1]! === 46) return true;
  return false;
}

/** How far back an '@' is looked at as the end of a URL's user info. */
const MAX_USERINFO = 256;

/**
 * Whether the '@' at `at` ends the user info of a URL ("postgres://app:s3cr3t@db.internal"): the text back to
 * "://" holds no space, quote, bracket or '/'. That '@' is no mailbox's (the password before it is a CREDENTIAL).
 */
function endsUserinfo(units: Uint16Array, at: number): boolean {
  for (let j = at - 1; j >= 0 && at - j <= MAX_USERINFO; j--) {
    const c = units[j]!;
    if (c === 47) return j >= 2 && units[j - 1]! === 47 && units[j - 2]! === 58;
    if (c <= 32 || c === 34 || c === 39 || c === 60 || c === 62 || c === 40 || c === 91 || c === 64) return false;
  }
  return false;
}

export const emailRecognizer: Recognizer = {
  name: 'email',
  entities: ['EMAIL'],
  claims: true,
  find({ text, units, anchors }: ScanInput, out: Candidate[]): void {
    const { atSigns } = anchors;
    for (let k = 0; k < atSigns.length; k++) {
      const at = atSigns[k]!;
      let s = at;
      while (s > 0 && at - s < MAX_LOCAL && localClass(units[s - 1]!) !== 0) s--;
      for (let i = at - 1; i >= s; i--) {
        if (localClass(units[i]!) !== 2) {
          s = i + 1;
          break;
        }
      }
      while (s < at && units[s]! === 46) s++;
      let e = at + 1;
      while (e < text.length && e - at <= MAX_DOMAIN && isDomainChar(units[e]!)) e++;
      while (e > at + 1 && (units[e - 1]! === 46 || units[e - 1]! === 45)) e--;
      if (s === at || e === at + 1) continue;
      if (units[at - 1]! === 46 || hasDoubleDot(units, s, at) || !isDomain(units, at + 1, e)) continue;
      if (endsUserinfo(units, at)) continue;
      out.push(candidate('EMAIL', s, e, CONFIDENCE, 'email'));
    }
  },
};
