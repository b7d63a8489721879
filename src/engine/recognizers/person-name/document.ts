/**
 * Evidence shared across one text: names listed together are alike, and a person named once is the same person
 * when named again. Both only raise candidates the recognizer already found (single tokens included).
 */
import type { Candidate } from '../../candidate.js';
import { NAME_COMMON, NAME_DICT, NAME_PLACE, nameFlags } from '../../lexicons/person-names.js';

const LIST_SEPARATOR = /^(?:,\s*(?:and\s+|or\s+|&\s*)?|\s+(?:and|or|&)\s+)$/;

/**
 * Names enumerated together ("Rasmus, Jeremy and Sara") are alike: when one member of a list reaches
 * `confident`, every member is raised to at least `floor`.
 */
export function raiseListedNames(text: string, found: Candidate[], from: number, confident: number, floor: number): void {
  let chainStart = from;
  for (let i = from; i <= found.length; i++) {
    const linked = i < found.length && i > from && LIST_SEPARATOR.test(text.slice(found[i - 1]!.end, found[i]!.start));
    if (linked) continue;
    if (i - chainStart > 1) {
      const chain = found.slice(chainStart, i);
      if (chain.some((c) => c.confidence >= confident)) {
        for (const c of chain) c.confidence = Math.max(c.confidence, floor);
      }
    }
    chainStart = i;
  }
}

const WORDLIKE = NAME_COMMON | NAME_DICT | NAME_PLACE;
/** Shorter words of a full name are not kept as mentions of it ("Al", initials). */
const MIN_MENTION = 3;

/**
 * A person named with confidence once ("Tómas had given Tómas his address", "Anna Berg … Berg said") is the same
 * person at every other mention of that name or of one of its words: those candidates are raised to `floor`.
 */
export function raiseRepeatedNames(text: string, found: Candidate[], from: number, confident: number, floor: number): void {
  // Product and project names recur in documentation as often as people do in prose: only a mention that is
  // very likely a person (a full name, an honorific) lends its words to the others.
  let named: Set<string> | undefined;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.type !== 'PERSON_NAME' || c.confidence < confident) continue;
    const whole = text.slice(c.start, c.end);
    named ??= new Set();
    named.add(whole);
    if (!whole.includes(' ')) continue;
    // A word of a full name that is also an ordinary word or a place ("Hill", "Benchmark") is not a mention on its own.
    for (const w of whole.split(' ')) if (w.length >= MIN_MENTION && !w.includes('.') && (nameFlags(w) & WORDLIKE) === 0) named.add(w);
  }
  if (named === undefined) return;
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    if (c.type === 'PERSON_NAME' && c.confidence < floor && named.has(text.slice(c.start, c.end))) c.confidence = floor;
  }
}
