/**
 * IP_ADDRESS (IPv4 dotted quad, IPv6 per RFC 4291 incl. "::" and embedded IPv4, parsed by node:net),
 * MAC_ADDRESS (six hex octets separated by ':' or '-', or Cisco dotted triples).
 */
import { isIPv6 } from 'node:net';
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { WordSet } from '../lexicons/word-set.js';
import { asciiDigitRun, isAsciiAlphanumeric, isRegexWordUnit, isWordUnitAt } from '../pipeline/boundary.js';
import { TOKEN_DIGIT_INITIAL, TOKEN_HAS_UPPER } from '../pipeline/scan.js';

/**
 * The length of the octet `25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d` (alternatives in that order) at `at`, given `run`, the
 * number of digits there (at most three counted), or 0.
 */
function octetLength(units: Uint16Array, at: number, run: number): number {
  if (run === 0) return 0;
  const a = units[at]!;
  if (run === 3) {
    const b = units[at + 1]!;
    const c = units[at + 2]!;
    if (a === 49 || (a === 50 && (b < 53 || (b === 53 && c <= 53)))) return 3;
  }
  return run >= 2 && a !== 48 ? 2 : 1;
}

/**
 * The end of the dotted quad `OCTET(?:\.OCTET){3}` matched at `start` (sticky), or -1, read by char codes. Each of
 * the first three octets must be followed by '.', which only an octet spanning its whole digit run can be (a shorter
 * alternative leaves a digit there); the last takes the first alternative that fits.
 */
export function ipv4End(units: Uint16Array, start: number): number {
  let at = start;
  for (let k = 0; k < 3; k++) {
    const run = asciiDigitRun(units, at, 3);
    if (run === 0 || octetLength(units, at, run) !== run || units[at + run]! !== 46) return -1;
    at += run + 1;
  }
  const length = octetLength(units, at, asciiDigitRun(units, at, 3));
  return length === 0 ? -1 : at + length;
}

/**
 * "version 1.2.3.4", "v1.2.3.4", "v8@3.14.5.9": software versions; "section 11.6.2.1", "[7.6.1.1]" after "sections":
 * numbered clauses of a standard. Not addresses.
 */
const VERSION_BEFORE = /(?:\b(?:version|ver|release|build|v|sections?|sec|clause|chapter)\.?\s*\[?|@|§\s*)$/i;
/** VERSION_BEFORE's words. */
const VERSION_WORDS = new WordSet(['version', 'ver', 'release', 'build', 'v', 'section', 'sections', 'sec', 'clause', 'chapter']);

/**
 * Whether VERSION_BEFORE may match the ten units before `start`, read back by char codes: an '@', or past an optional
 * '[', blanks and an optional '.', one of its words, whole (the units before it no word units, or the window's start).
 * A unit beyond ASCII on the way (a Unicode space, the '§') leaves the answer to the pattern. "from", "Server" and
 * "host" before an address are let go without a window copied for it.
 */
function mayFollowVersionMark(text: string, units: Uint16Array, start: number): boolean {
  const from = Math.max(0, start - 10);
  let i = start - 1;
  if (i < from) return false;
  if (units[i]! === 64) return true;
  if (units[i]! === 91) i--;
  while (i >= from && (units[i]! === 32 || (units[i]! >= 9 && units[i]! <= 13))) i--;
  if (i >= from && units[i]! >= 128) return true;
  if (i >= from && units[i]! === 46) i--;
  let w = i + 1;
  while (w > from && isRegexWordUnit(units[w - 1]!)) w--;
  return w <= i && VERSION_WORDS.hasAt(text, w, i + 1);
}

function isHexUnit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function isHexRunAt(units: Uint16Array, at: number, count: number): boolean {
  for (let i = at; i < at + count; i++) if (!isHexUnit(units[i]!)) return false;
  return true;
}

/**
 * The end of `[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}`
 * matched at `start` (sticky), or -1, read by char codes: six octets joined by one separator, or Cisco's three dotted
 * groups of four.
 */
export function macEnd(units: Uint16Array, start: number): number {
  const sep = units[start + 2]!;
  if ((sep === 58 || sep === 45) && isHexRunAt(units, start, 2)) {
    let at = start + 3;
    let octets = 1;
    while (octets < 6 && isHexRunAt(units, at, 2) && (octets === 5 || units[at + 2]! === sep)) {
      octets++;
      at += 3;
    }
    if (octets === 6) return at - 1;
  }
  if (isHexRunAt(units, start, 4) && units[start + 4]! === 46 && isHexRunAt(units, start + 5, 4) && units[start + 9]! === 46 && isHexRunAt(units, start + 10, 4)) {
    return start + 14;
  }
  return -1;
}

/** Dotted quads are also version numbers and OIDs, so IPv4 stays below certainty without context. */
const NETWORK_CONFIDENCE = { ipv4: 0.85, ipv6: 0.9, mac: 0.85 } as const;

/** Whether text[start…end) is one to four hex digits: an IPv6 group, or the first octet pair of a MAC. */
// Regex literals in a function body are a new RegExp object per evaluation: these run per candidate.
const HEX_DIGIT = /[0-9A-Fa-f]/;

function isHexRun(units: Uint16Array, start: number, end: number): boolean {
  if (end - start < 1 || end - start > 4) return false;
  return isHexRunAt(units, start, end - start);
}

function countColons(units: Uint16Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (units[i]! === 58) n++;
  return n;
}

function hasDoubleColon(units: Uint16Array, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (units[i]! === 58 && units[i - 1]! === 58) return true;
  return false;
}

/** Whether the unit may be part of an IPv6 run: a hex digit, ':' or '.'. */
function isIpv6RunUnit(c: number): boolean {
  return (c >= 48 && c <= 58) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102) || c === 46;
}

/**
 * The end of the IPv6-looking run at `from` — `[0-9A-Fa-f:.]{2,45}(?:%[0-9A-Za-z]{1,16})?`, read by char codes —
 * without its trailing '.' or ':' (prose, "…::1." at a sentence end) unless it ends in "::"; -1 when there is none.
 */
function ipv6RunEnd(units: Uint16Array, from: number): number {
  let end = from;
  while (end - from < 45 && isIpv6RunUnit(units[end]!)) end++;
  if (end - from < 2) return -1;
  if (units[end]! === 37) {
    let zone = end + 1;
    while (zone - end - 1 < 16 && isAsciiAlphanumeric(units[zone]!)) zone++;
    if (zone > end + 1) end = zone;
  }
  for (;;) {
    const c = units[end - 1]!;
    if (end - from <= 2 || (c !== 46 && c !== 58) || (c === 58 && units[end - 2]! === 58)) return end;
    end--;
  }
}

/** Where the zone ("%eth0") of the run `[from, to)` opens, or `to`. */
function zoneStart(units: Uint16Array, from: number, to: number): number {
  for (let i = from; i < to; i++) if (units[i]! === 37) return i;
  return to;
}

function endsCleanly(text: string, units: Uint16Array, end: number): boolean {
  if (isWordUnitAt(text, end)) return false;
  const c = units[end]!;
  // "1.2.3.4.5" or "1.2.3.4:" followed by more address digits is not an address.
  return !((c === 46 || c === 58) && isWordUnitAt(text, end + 1) && HEX_DIGIT.test(text[end + 1]!));
}

export const networkRecognizer: Recognizer = {
  name: 'network',
  entities: ['IP_ADDRESS', 'MAC_ADDRESS'],
  claims: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, tokenFlags, digitTokens } = anchors;
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next) continue;
      const flags = tokenFlags[t]!;
      const sep = units[tokenEnd[t]!]!;
      // Every form below has '.', ':' or '-' after the token, or "::" before it: most numbers stop here.
      if (sep !== 46 && sep !== 58 && sep !== 45 && units[start - 1]! !== 58) continue;
      if (isWordUnitAt(text, start - 1) || units[start - 1]! === 46) continue;
      // IPv4: a digit-initial token followed by '.'.
      if (flags & TOKEN_DIGIT_INITIAL && sep === 46) {
        const end = ipv4End(units, start);
        if (end > 0 && endsCleanly(text, units, end) && !(mayFollowVersionMark(text, units, start) && VERSION_BEFORE.test(text.slice(Math.max(0, start - 10), start)))) {
          out.push(candidate('IP_ADDRESS', start, end, NETWORK_CONFIDENCE.ipv4, 'network'));
          next = end;
          continue;
        }
      }
      const startsColon = units[start - 1]! === 58 && units[start - 2]! === 58;
      if (sep !== 58 && sep !== 45 && sep !== 46 && !startsColon) continue;
      const length = tokenEnd[t]! - start;
      // A MAC opens with two hex digits before ':' or '-', or four before '.' (Cisco): other tokens skip its regex.
      const macShape = (length === 2 && (sep === 58 || sep === 45)) || (length === 4 && sep === 46);
      // Hex groups of IPv6 have at most four digits.
      const hexToken = (macShape || length <= 4) && isHexRun(units, start, tokenEnd[t]!);
      const hexish = hexToken || (flags & TOKEN_HAS_UPPER) === 0;
      if (macShape && hexish) {
        const end = macEnd(units, start);
        if (end > 0 && !isWordUnitAt(text, end) && units[end]! !== 58) {
          out.push(candidate('MAC_ADDRESS', start, end, NETWORK_CONFIDENCE.mac, 'network'));
          next = end;
          continue;
        }
      }
      if ((sep === 58 || startsColon) && hexToken) {
        const from = startsColon ? start - 2 : start;
        // A colon before the run makes it a field of a colon-separated record ("someone:x:1022:1022::/home"), not an address.
        if (units[from - 1]! === 58) continue;
        const end = ipv6RunEnd(units, from);
        if (end < 0) continue;
        const colons = countColons(units, from, end);
        // Without "::" an IPv6 address writes all eight groups (seven colons), or six and an IPv4 tail: a clock time
        // ("11:02:45") is not handed to the parser.
        if (colons < 6 && !hasDoubleColon(units, from, end)) continue;
        if (colons >= 2 && isIPv6(text.slice(from, zoneStart(units, from, end))) && !isWordUnitAt(text, end)) {
          out.push(candidate('IP_ADDRESS', from, end, NETWORK_CONFIDENCE.ipv6, 'network'));
          next = end;
        }
      }
    }
  },
};
