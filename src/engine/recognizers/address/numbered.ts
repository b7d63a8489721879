/**
 * Addresses written as a chain of numbered parts, as in Pakistan, India and Bangladesh: "House 42, Street 7, F-10/2,
 * Islamabad 44000", "Plot 15, Road 3, Block B, …", "Flat 4B, Sai Krupa Apartments, 12th Cross, Indiranagar, …". Each part is a designator and its number; a sector code may
 * follow ("F-10/2", "G-9/4", "DHA Phase 5"). The chain is an address only when a city and postal code or a known
 * place ends it (growTail's tail), read by the caller.
 */

/** The first part: the house or plot and its number. */
const FIRST = /(?:House|H\. ?No\.|H ?# ?|Plot|Flat) ?(?:No\.? ?|#)?\d{1,5}[A-Z]?(?:\/\d{1,3}[A-Z]?)?(?![\p{L}\d])/uy;
/**
 * A following part: a street, road, lane, block, sector or phase and its number or letter, a sector code ("F-10/2"),
 * Bengaluru's ordinal cross and main roads and stages ("12th Cross", "5th Main", "2nd Stage"), or the name of a
 * building or housing society ("Sai Krupa Apartments", "Green Park Colony").
 */
const NEXT =
  /, ?(?:(?:Street|St\.|Road|Rd\.|Lane|Gali|Block|Sector|Phase|Mohalla) ?(?:No\.? ?|#)?(?:[A-Z]-?\d{1,4}[A-Z]?(?:\/\d{1,2})?|\d{1,4}[A-Z]?|[A-Z])|[A-Z]{1,2}-\d{1,2}(?:\/\d{1,2})?|\d{1,2}(?:st|nd|rd|th) (?:Cross|Main|Block|Stage|Phase|Sector|Lane|Street|Road)|(?:\p{Lu}\p{Ll}+ ){1,3}(?:Apartments|Apts\.|Residency|Towers?|Complex|Enclave|Heights|Society|Colony))(?![\p{L}\d])/uy;
const MAX_PARTS = 4;

/**
 * Whether FIRST (case-sensitive) may match at `start`, by its first units: "Ho", "H.", "H ", "H#", "Plo", "Fla".
 * Most capitalized words ("Hector", "Priya", "Fabian") are let go without the regex.
 */
function mayOpenChain(units: Uint16Array, start: number): boolean {
  const a = units[start]!;
  const b = units[start + 1]!;
  if (a === 72) return b === 111 || b === 46 || b === 32 || b === 35;
  const c = units[start + 2]!;
  if (a === 80) return b === 108 && c === 111;
  return a === 70 && b === 108 && c === 97;
}

/** End of a chain of at least two numbered parts from `start`, and how many follow the first; null when there is none. */
export function numberedChain(text: string, units: Uint16Array, start: number): { end: number; parts: number } | null {
  if (!mayOpenChain(units, start)) return null;
  FIRST.lastIndex = start;
  if (!FIRST.test(text)) return null;
  let end = FIRST.lastIndex;
  let parts = 0;
  for (let i = 0; i < MAX_PARTS; i++) {
    NEXT.lastIndex = end;
    if (!NEXT.test(text)) break;
    end = NEXT.lastIndex;
    parts++;
  }
  return parts > 0 ? { end, parts } : null;
}
