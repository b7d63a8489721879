/**
 * Vietnamese addresses: "Số 18 ngõ 95 Chùa Bộc, Đống Đa, Hà Nội", "123 đường Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh".
 * Số is the house number's word; ngõ, ngách, hẻm and kiệt name a lane and its number; đường and phố a street.
 * Place names are written as capitalized syllables; the ward, district and city follow after commas, most largest last.
 */

/** A syllable of a name: capitalized, Vietnamese letters and tone marks. */
const SYLLABLE = String.raw`\p{Lu}[\p{L}\p{M}]{0,7}`;
/** A name of one to five syllables. */
const NAME = String.raw`${SYLLABLE}(?: ${SYLLABLE}){0,4}`;

/**
 * The house number (after Số or not), up to three lanes with their numbers, an optional street word and the
 * street's name. Group 1: Số; group 2: the lanes; group 3: the street word.
 */
const HEAD = new RegExp(
  String.raw`([Ss]ố )?\d{1,5}[A-Za-z]?(?:\/\d{1,4}[A-Za-z]?){0,2}((?: (?:[Nn]gõ|[Nn]gách|[Hh]ẻm|[Kk]iệt) \d{1,4}[A-Za-z]?(?:\/\d{1,4}){0,2}){0,3})(?: ([Đđ]ường|[Pp]hố))? ${NAME}`,
  'uy',
);

/** The words naming an administrative unit before its name or number: Phường 5, Quận 1, Huyện, Thị xã, TP., Tỉnh. */
const UNIT_WORD = String.raw`(?:Phường|Quận|Huyện|Xã|Thị xã|Thị trấn|Thành phố|Tỉnh|TP\.|Tp\.|P\.|Q\.)`;

/** One tail part after a comma: "Đống Đa", "Quận 1", "P. 5", "TP. Hồ Chí Minh", a postal code. */
const TAIL_PART = new RegExp(String.raw`, ?(?:(${UNIT_WORD}) ?(?:\d{1,2}|${NAME})|${NAME}|\d{5,6})`, 'uy');

/** What may follow the address: its clause's end. */
const CLAUSE_END = /^(?:$|[\n,.;:!?)"'”])/;

const MAX_PARTS = 4;

/** A Vietnamese address starting at `start` (a house number, or "Số" before it): its end and parts, or null. */
export function vietnameseAddress(text: string, start: number): { end: number; parts: number } | null {
  HEAD.lastIndex = start;
  const head = HEAD.exec(text);
  if (head === null) return null;
  let end = HEAD.lastIndex;
  let parts = 0;
  let unitWords = 0;
  for (let i = 0; i < MAX_PARTS; i++) {
    TAIL_PART.lastIndex = end;
    const m = TAIL_PART.exec(text);
    if (m === null) break;
    end = TAIL_PART.lastIndex;
    parts++;
    if (m[1] !== undefined) unitWords++;
  }
  // Số, a lane, a street word or a named district marks the form; a bare "<number> <Name>, <Name>" is not enough.
  const marked = head[1] !== undefined || head[2]!.length > 0 || head[3] !== undefined || unitWords > 0;
  if (!marked || parts === 0) return null;
  // The name's last syllable must end its word: "Số 18 ngõ 95 Chùa Bộc" and not a prefix of a longer word.
  if (!CLAUSE_END.test(text.slice(end, end + 1)) && !/^ \p{Ll}/u.test(text.slice(end, end + 2))) return null;
  return { end, parts };
}

/** A lane or street word right after the number's space: ngõ, ngách, hẻm, kiệt, đường, phố. */
const LANE_WORD = / (?:[Nn]gõ|[Nn]gách|[Hh]ẻm|[Kk]iệt|[Đđ]ường|[Pp]hố) /y;
/** Farthest a Vietnamese letter is looked for after the number's space: the street name's first two syllables. */
const LETTER_REACH = 12;

/**
 * Cheap gate before vietnameseAddress for a number ending at `end` (`from` < `start` when "Số" stands before it): a
 * lane or street word after it, or a capitalized name holding a letter only Vietnamese writes (đ, ư, ơ, ă, or the
 * tone-marked range U+1EA0–U+1EF9) in its first syllables ("Chùa Bộc", "Lê Lợi").
 */
export function mayBeVietnamese(text: string, units: Uint16Array, start: number, end: number, from: number): boolean {
  if (from < start) return true;
  const c = units[end + 1]!;
  if ((c >= 97 && c <= 122) || c === 0x111) {
    // LANE_WORD's lower-case words open with n, h, k, đ or p: "208 items" is let go without the regex.
    if (c !== 110 && c !== 104 && c !== 107 && c !== 0x111 && c !== 112) return false;
    LANE_WORD.lastIndex = end;
    return LANE_WORD.test(text);
  }
  if (!((c >= 65 && c <= 90) || c >= 0xc0)) return false;
  const stop = Math.min(text.length, end + 1 + LETTER_REACH);
  for (let i = end + 2; i < stop; i++) {
    const u = units[i]!;
    if (u < 0x103) continue;
    if ((u >= 0x1ea0 && u <= 0x1ef9) || u === 0x111 || u === 0x110 || u === 0x1b0 || u === 0x1af || u === 0x1a1 || u === 0x1a0 || u === 0x103 || u === 0x102) return true;
  }
  return false;
}

/** Whether "Số " stands right before `start` (the house number's word), so the address starts there. */
export function soBefore(text: string, units: Uint16Array, start: number): number {
  const s = start - 3;
  // ' ', 'ố' (U+1ED1) and 'S' or 's' by char codes: no one-character strings per number.
  if (s < 0 || units[start - 1]! !== 32 || units[s + 1]! !== 0x1ed1 || (units[s]! | 32) !== 115) return start;
  if (s > 0 && /[\p{L}\d]/u.test(text[s - 1]!)) return start;
  return s;
}
