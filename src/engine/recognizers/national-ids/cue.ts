/** The keyword window before a candidate number, cut at the last clause break so an earlier sentence does not count. */
import { clauseTail } from '../../pipeline/clause.js';

const CUE_WINDOW = 40;

/** Abbreviations whose period does not end a clause ("N. 123", "nr. 123", "no. 123"). */
const ABBREVIATION_BEFORE = /\b(?:no|nr|n)$/;

/** The lower-cased text a keyword before `start` is looked for in. */
export function cueWindow(text: string, start: number): string {
  return clauseTail(text.slice(Math.max(0, start - CUE_WINDOW), start).toLowerCase(), ABBREVIATION_BEFORE);
}
