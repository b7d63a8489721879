/**
 * Context enhancement, its own pass with named tunables (after presidio's LemmaContextAwareEnhancer):
 * a context word in a short window around a candidate, or a JSON key / CSV header naming the type,
 * raises its confidence. Runs over candidates only, never over the whole text.
 */
import type { Candidate } from '../candidate.js';
import { foldsLikeLowerCase } from './boundary.js';

/** Characters looked at before the candidate ("SSN: ", "born on ") and after it ("… office", "… fax"). */
const CONTEXT_WINDOW_BEFORE = 48;
const CONTEXT_WINDOW_AFTER = 16;
/** Candidates at or above this score are settled by validation: context is not looked up for them. */
const SETTLED = 0.85;
/** Added when a context word is near; presidio's default context boost is 0.35. */
const CONTEXT_BOOST = 0.35;
/** Added when the field name (JSON key / CSV header) names the type: a stronger signal than nearby prose. */
const KEY_BOOST = 0.45;

interface TypeContext {
  /** Whole words (lower case) that signal the type in the surrounding text. */
  readonly words: readonly string[];
  /** Words that open (or, 4+ letters long, end) a normalized field name (lower case, alphanumerics only) naming the type. */
  readonly keys: readonly string[];
}

/** Context words per type; a candidate of a type not listed gets no boost. */
const TYPE_CONTEXT: Readonly<Record<string, TypeContext>> = {
  EMAIL: { words: ['email', 'e-mail', 'mail', 'contact'], keys: ['email', 'mail'] },
  PHONE: {
    words: [
      'phone', 'tel', 'telephone', 'mobile', 'cell', 'call', 'fax', 'office', 'desk', 'home', 'work', 'number', 'reach', 'text', 'sms',
      'whatsapp', 'contact', 'messages', 'answering', 'dial', 'registered',
      // The same labels in the languages of our users' forms and signatures (German/Nordic/Slavic, Romance, Finnish).
      'telefon', 'tlf', 'mobil', 'teléfono', 'telefono', 'téléphone', 'tél', 'móvil', 'celular', 'cellulare', 'puhelin',
    ],
    keys: ['phone', 'tel', 'mobile', 'cell', 'fax', 'contactnumber'],
  },
  SSN: { words: ['ssn', 'social', 'security', 'ss#', 'ssa'], keys: ['ssn', 'socialsecurity'] },
  CREDIT_CARD: {
    words: ['card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'discover', 'pan', 'cc', 'payment', 'charge', 'charged'],
    keys: ['card', 'ccnum', 'pan', 'creditcard'],
  },
  IP_ADDRESS: { words: ['ip', 'ipv4', 'ipv6', 'address', 'host', 'server', 'client', 'from', 'login', 'logged'], keys: ['ip', 'host'] },
  MAC_ADDRESS: { words: ['mac', 'hardware', 'ethernet', 'wifi', 'device'], keys: ['mac'] },
  POSTAL_CODE: { words: ['zip', 'zipcode', 'postal', 'postcode', 'post', 'plz', 'cep', 'pin'], keys: ['zip', 'postal', 'postcode', 'plz'] },
  DATE: { words: ['date', 'dated', 'on', 'since', 'when', 'day'], keys: ['date', 'day', 'time', 'created', 'updated'] },
  URL: { words: ['website', 'url', 'link', 'site', 'homepage', 'visit'], keys: ['url', 'website', 'link', 'homepage', 'uri'] },
  CRYPTO_WALLET: { words: ['wallet', 'bitcoin', 'btc', 'eth', 'ethereum', 'address', 'send', 'crypto'], keys: ['wallet', 'btc', 'eth', 'crypto'] },
};

/** One compiled whole-word alternation per type, built at module load. */
const WORD_PATTERNS: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(TYPE_CONTEXT).map(([type, ctx]) => [
    type,
    // Letters of any script bound a word: "tél" is not in "Télécom". ('-' needs no escape outside a class, and
    // may not have one under the u flag.)
    new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${ctx.words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`, 'u'),
  ]),
);

/**
 * The same, case-insensitive, for windows read without lower-casing them first; a text on which folding and
 * lower-casing disagree ("wifİ" lower-cases to "wifi̇", which ends in the word "wifi") takes the lower-casing path.
 */
const WORD_PATTERNS_FOLDED: ReadonlyMap<string, RegExp> = new Map([...WORD_PATTERNS].map(([type, re]) => [type, new RegExp(re.source, 'iu')]));

/** Whether the normalized field name names `type`. */
function keyNamesType(key: string, type: string): boolean {
  if (key === '') return false;
  const ctx = TYPE_CONTEXT[type];
  // A hint opens the field name ("phonenumber", "zipcode") or, when 4+ letters long, ends it ("homephone");
  // so "hotel" is not a "tel" field and "description" not an "ip" one.
  if (ctx === undefined) return false;
  // A loop, not keys.some(): its closure was an allocation per weak candidate.
  for (let i = 0; i < ctx.keys.length; i++) {
    const k = ctx.keys[i]!;
    if (key.startsWith(k) || (k.length >= 4 && key.endsWith(k))) return true;
  }
  return false;
}

/** Raises candidate confidences in place from nearby words and the field name. */
export function applyContext(text: string, key: string, candidates: Candidate[]): void {
  let addresses: AddressIndex | null | undefined;
  let folded: boolean | undefined;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    // Context decides for weak candidates; a validated one (card, IBAN, dashed SSN) is reported anyway.
    if (c.confidence >= SETTLED) continue;
    const ctx = TYPE_CONTEXT[c.type];
    if (!ctx) continue;
    // A ZIP inside an address is part of it (decisions.md); "post mail" must not lift it over its address.
    if (c.type === 'POSTAL_CODE') {
      if (addresses === undefined) addresses = candidates.length <= LINEAR_ADDRESS_SEARCH_MAX ? null : indexAddresses(candidates);
      if (addresses === null ? insideAddress(candidates, c) : addresses.contains(c)) continue;
    }
    let boost = 0;
    if (keyNamesType(key, c.type)) boost = KEY_BOOST;
    else {
      // The two windows are tested apart: no context word holds a line break, so a match across them cannot exist.
      folded ??= foldsLikeLowerCase(text);
      const before = text.slice(Math.max(0, c.start - CONTEXT_WINDOW_BEFORE), c.start);
      // The window after is copied only when the one before holds no context word.
      if (folded) {
        const words = WORD_PATTERNS_FOLDED.get(c.type)!;
        if (words.test(before) || words.test(text.slice(c.end, c.end + CONTEXT_WINDOW_AFTER))) boost = CONTEXT_BOOST;
      } else {
        const words = WORD_PATTERNS.get(c.type)!;
        if (words.test(before.toLowerCase()) || words.test(text.slice(c.end, c.end + CONTEXT_WINDOW_AFTER).toLowerCase())) boost = CONTEXT_BOOST;
      }
    }
    if (boost > 0) c.confidence = Math.min(1, round2(c.confidence + boost));
  }
}

/** Up to this many candidates, "inside an address?" is answered by a pass over them. */
const LINEAR_ADDRESS_SEARCH_MAX = 64;

interface AddressIndex {
  contains(c: Candidate): boolean;
}

/**
 * The ADDRESS candidates sorted by start, with the furthest end reached so far: a span lies inside some address
 * exactly when the furthest end among addresses starting at or before it reaches its end. One binary search per
 * question, so a text of many weak codes and addresses stays linear-logarithmic.
 */
function indexAddresses(candidates: readonly Candidate[]): AddressIndex {
  const spans = candidates.filter((a) => a.type === 'ADDRESS').sort((a, b) => a.start - b.start);
  const starts = spans.map((a) => a.start);
  const reach: number[] = [];
  for (const a of spans) reach.push(Math.max(a.end, reach.at(-1) ?? 0));
  return {
    contains(c) {
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid]! <= c.start) lo = mid + 1;
        else hi = mid;
      }
      return lo > 0 && reach[lo - 1]! >= c.end;
    },
  };
}

/**
 * Whether an ADDRESS candidate covers c, by a pass over a short list (any ordinary document): building the index, or
 * even a closure over the list, allocated more than it saved.
 */
function insideAddress(candidates: readonly Candidate[], c: Candidate): boolean {
  for (let i = 0; i < candidates.length; i++) {
    const a = candidates[i]!;
    if (a.type === 'ADDRESS' && a.start <= c.start && a.end >= c.end) return true;
  }
  return false;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
