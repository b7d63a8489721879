/**
 * Japanese addresses in Latin letters: block numbers first (chōme-banchi-gō, "2-11-3"), then the district, the ward or
 * city ("Meguro-ku", "Yodogawa-ku") and the prefecture or city with its postal code ("Tokyo 153-0063"), largest last.
 */

/** The chōme-banchi-gō numbers and the district name: "2-11-3 Meguro", "3-5-12 Nishinakajima". */
const HEAD = /\d{1,2}-\d{1,3}(?:-\d{1,3})? \p{Lu}[\p{Ll}\p{M}]{1,20}(?:[ -]\p{Lu}?[\p{Ll}\p{M}]{1,12}){0,2}/uy;
/** A tail part after a comma: a ward, city or prefecture, with the postal code "NNN-NNNN" on the last one. */
const PART = /, ?\p{Lu}[\p{Ll}\p{M}]{1,20}(?:-(ku|shi|cho|chō|machi|gun|mura|ken|to|fu))?(?: (?:City|Prefecture|Ward))?( \d{3}-\d{4})?(?![\p{L}\d-])/uy;
const MAX_PARTS = 4;

/** A Japanese address from `start`: its end and tail parts, or null. A ward-like suffix and the code mark the form. */
export function japaneseAddress(text: string, start: number): { end: number; parts: number } | null {
  HEAD.lastIndex = start;
  if (!HEAD.test(text)) return null;
  let end = HEAD.lastIndex;
  let parts = 0;
  let ward = false;
  let coded = false;
  for (let i = 0; i < MAX_PARTS && !coded; i++) {
    PART.lastIndex = end;
    const m = PART.exec(text);
    if (m === null) break;
    end = PART.lastIndex;
    parts++;
    if (m[1] !== undefined) ward = true;
    if (m[2] !== undefined) coded = true;
  }
  return ward && coded ? { end, parts } : null;
}
