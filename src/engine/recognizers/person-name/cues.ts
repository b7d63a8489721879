/**
 * The words around a PERSON_NAME candidate: an honorific or a phrase before it, an act only people do after it,
 * a field named like a name. Each cue adds to the lexicon's base score (docs/entities.md, PERSON_NAME scoring).
 * Cues are read only for candidates, never per token.
 */
import { unitsOf } from '../../pipeline/units.js';
import { NAME_COMMON, NAME_DICT, NAME_FIRST, NAME_KNOWN, NAME_LAST, nameFlags } from '../../lexicons/person-names.js';
import { WordSet } from '../../lexicons/word-set.js';
import { isAsciiLetter, isAsciiSpace, isRegexWordUnit } from '../../pipeline/boundary.js';

/** Cue adjustments. */
export const NAME_CUE = { strong: 0.35, weak: 0.15, after: 0.1, afterNovel: 0.2, afterStrong: 0.3, ownLine: 0.15, initial: 0.15, key: 0.45 } as const;
/** Base score of an unlisted word (person-name.ts): a chat speaker must be listed somewhere. */
const UNLISTED = 0.2;
/** A chat log's bracketed time and the spaces after it: "[10:42] ", "[10:42:07] ". */
const CHAT_TIME = String.raw`\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*`;
/** A chat log's bracketed time at a line's start, right before the speaker. */
const CHAT_TIME_BEFORE = new RegExp(String.raw`(?:^|\n)[ \t]*${CHAT_TIME}$`);
/** Base score of a single census given name (person-name.ts): a line-initial "Name:" needs at least that alone. */
const GIVEN = 0.6;
/** Floor for any capitalized token right after an honorific ("Mr. Ford"). */
export const AFTER_HONORIFIC = 0.85;

export const HONORIFIC =
  /\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|lady|lord|madam|madame|mme|mlle|monsieur|herr|frau|sr|sra|srta|señor|señora|senhor|senhora|signor|signora|sig|dott|don|doña|dona|bu|ibu|pak|bapak)\.?\s{1,3}$/;
/** Relatives and people one knows, after a possessive: "my kid Lukas", "her colleague Anna". */
const RELATION =
  '(?:my|our|your|his|her|their)\\s+(?:kids?|child|son|daughter|wife|husband|partner|spouse|mother|father|mom|mum|dad|brother|sister|cousin|uncle|aunt|nephew|niece|grandson|granddaughter|grandmother|grandfather|grandma|grandpa|friend|colleague|co-?worker|boss|fianc[eé]e?|boyfriend|girlfriend|neighbou?r|roommate|flatmate)';
/** A relative or acquaintance right before `start` ("my kid ", "her colleague "). */
const AFTER_RELATION = new RegExp(`\\b${RELATION}[ \\t]{1,3}$`);
/**
 * The nouns of RELATION for family and friends: a partner, a boss or a colleague may be a firm or a team ("our partner
 * Bank of America").
 */
const RELATION_NOUNS = new WordSet(
  `kid kids child son daughter wife husband spouse mother father mom mum dad brother sister cousin uncle aunt nephew niece
  grandson granddaughter grandmother grandfather grandma grandpa friend fiance fiancee boyfriend girlfriend roommate
  flatmate`.split(/\s+/),
);

/**
 * Whether a relative or acquaintance after a possessive stands right before `start`: then even a word that is also
 * a place or an ordinary word names a person ("my kid Mali", "our daughter Georgia").
 */
export function afterRelation(text: string, units: Uint16Array, start: number): boolean {
  let e = start;
  while (e > 0 && e > start - 3 && (units[e - 1]! === 32 || units[e - 1]! === 9)) e--;
  if (e === start) return false;
  let s = e;
  while (s > 0 && e - s <= 14 && units[s - 1]! >= 97 && units[s - 1]! <= 122) s--;
  if (s === e || !RELATION_NOUNS.hasAt(text, s, e)) return false;
  return AFTER_RELATION.test(text.slice(Math.max(0, start - 40), start).toLowerCase());
}

/** Ranks and offices written before a surname like an honorific: "Officer Delgado", "Detective Lund". */
const TITLE =
  '(?:officer|detective|sergeant|sgt\\.?|lieutenant|lt\\.|captain|capt\\.?|inspector|sheriff|constable|agent|nurse|judge|senator|governor|mayor|coach|professor|rabbi|pastor|reverend|rev\\.|father|sister)';
/** Form and ticket fields that only a person fills: "Reviewer: Virpi", "Assignee: Kaoru" (with their colon). */
const PERSON_LABEL =
  '(?:assignee|reviewer|reporter|requester|approver|authors?|contributors?|maintainers?|interviewer|employee|attendees?|participants?|tenant|witness|beneficiary|guardian)';
/**
 * Greetings addressed to a person, in the languages of European mail ("Hola Itzel", "Congrats Ade"). Not "Welcome" nor
 * "Happy birthday": Title Case headings follow them ("Welcome Page", "Happy Birthday Song").
 */
const GREETING =
  '(?:hola|bonjour|bonsoir|hallo|ciao|olá|hej|hei|salut|servus|moin|congrats|congratulations|buongiorno|buonasera|salve|kia\\s+ora|selamat\\s+(?:pagi|siang|sore|malam)|bom\\s+dia|boa\\s+(?:tarde|noite)|buen[oa]s\\s+(?:d[ií]as|tardes|noches)|guten\\s+(?:tag|morgen|abend)|goedemorgen|goedemiddag)';
/** A person's name field in JSON, YAML or key=value text, quoted or not: "first_name": "…", lastName=…. */
const NAME_FIELD = `(?:first|last|given|family|full|middle|sur|maiden)[_-]?name['"]?\\s*[:=]\\s*['"]?`;
/**
 * The cue patterns test `\b` once before their alternation, not once in each of its words: the same matches, but
 * irregexp then checks the boundary once per position of the unanchored search and compiles less code. A test of the
 * strong cue's 45 alternatives took 1.28-1.51 µs where the analysis makes it and 0.26 µs hot; written this way,
 * 0.79-0.91 and 0.11 (docs/performance-log.md, session 35 (3)).
 */
const STRONG_CUE = new RegExp(
  `\\b(?:name\\s+is|name\\s*[:=?]|${NAME_FIELD}|good\\s+(?:morning|afternoon|evening)|i'?m|i\\s+am|dear|signed(?:\\s+by)?|patient(?:\\s+name)?\\s*:?|calls?\\s+me|named(?:\\s+(?:him|her|them))?|says|said|told|asked|called|(?:directed|written|produced|performed|authored|reported|prepared|reviewed|approved|submitted|filed|escalated|posted|photographed|illustrated|translated|interviewed)\\s+by\\s*:?|starring|attn\\.?\\s*:?|contact\\s*:|person\\s*:|from\\s*:|to\\s*:|cc\\s*:|hi|hey|hello|${GREETING}|thanks|thank\\s+you|sincerely,?|regards,?|(?:best|cheers|thx|warmly|yours),[ \\t]*\\r?\\n|${PERSON_LABEL}\\s*:|meet|tell|ask|married|son\\s+of|daughter\\s+of|(?:wife|husband|son|daughter|mother|father|brother|nephew|niece|cousin|grandson|granddaughter|grandmother|grandfather)(?:\\s*\\()?|user\\s*:|${RELATION}|${TITLE}|(?:spoke|speak|talked|talk|chatted)\\s+(?:with|to))[\\s,]{0,4}$`,
);
/** A role written before a name, as in news prose: "tennis player Hülya Bouwmeester", "commenter anna bizier". */
const ROLE =
  '(?:adjuster|complainant|claimant|plaintiff|defendant|respondent|petitioner|applicant|victim|suspect|policyholder|insured|player|singer|actor|actress|writer|author|artist|journalist|commenter|reporter|founder|coach|producer|poet|novelist|painter|composer|musician|drummer|guitarist|rapper|chef|scientist|researcher|detective|attorney|lawyer|customer|client|employee|engineer|developer|designer|manager|teacher|student|tenant|landlord|driver|passenger|witness)';
/** Every word of ROLE and TITLE: a role noun written before a name is no part of it ("Tenant Itzel Huerta"). */
const ROLE_NOUNS = new WordSet(`${ROLE} ${TITLE}`.match(/[a-z]{3,}/g) ?? []);

/** Whether `text[start…end)` is a role or an office written before names ("Coach", "Driver", "Tenant"). */
export function isRoleNoun(text: string, start: number, end: number): boolean {
  return end - start <= 12 && ROLE_NOUNS.hasAt(text, start, end);
}
/**
 * A preposition, a conjunction, a comma, a role, a verb whose object is often a person ("gave", "told"), or a question
 * about someone ("Why is Katrine so …", "How did Omar …").
 */
const WEAK_CUE = new RegExp(
  `(?:\\b(?:(?:why|how|where)\\s+(?:is|was|does|did|has)|by|with|and|for|to|of|${ROLE}|(?:gave|given|give|gives|sent|handed|showed|shown|offered|thanked|invited|visited|met|emailed|phoned|hired|fired|introduced|congratulated|ask|asks|remind|reminded)\\s+)|,)\\s{0,3}$`,
);
/** Phrases that announce a name whatever its case; "I'm" does not ("I'm glad"). */
const NAMING_CUE = /\b(?:name\s+is|name\s*[:=?]|named|calls?\s+me|dear|signed\s+by|said|user\s*:|patient\s*:)[\s,]{0,4}$/;
/** A phrase pattern ending a look-behind window, and the last [a-z] words its phrases can end with. */
export interface Cue {
  readonly pattern: RegExp;
  readonly finals: ReadonlySet<string>;
  /** Whether commas may trail the phrase (as spaces may). */
  readonly commas: boolean;
  /**
   * The last [a-z] words of the phrases that may end in a dot ("mr.", "attn."): a window ending in a dot (past spaces
   * and commas) goes to the pattern only after one of them.
   */
  readonly dotted: ReadonlySet<string>;
  /**
   * The ASCII symbols other than a dot that may end a phrase, past the trailing blanks (and commas): a window ending in
   * another symbol or a digit (", Anna" for an honorific, "3 Anna") goes to no pattern. \v and \f, blanks the
   * pattern's \s takes but the readers do not skip, always go to it.
   */
  readonly symbols: string;
  /**
   * Of the symbols, those that are a whole phrase (the weak cue's ','), in a cue that skips no commas and none of whose
   * phrases ends in blanks after one: the window then ends in the cue exactly when at most `trailing` blanks follow it.
   */
  readonly closing: string;
  readonly trailing: number;
  /** The most blanks (and commas, where `commas`) the pattern takes between a phrase and the window's end. */
  readonly gap: number;
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter((w) => w !== ''));

const HONORIFIC_WORDS = words(
  'mr mrs ms miss mx dr prof sir dame lady lord madam madame mme mlle monsieur herr frau sr sra srta or ora a senhor senhora signor signora sig dott don dona bu ibu pak bapak',
);

/** The finals sets let most windows be rejected by one Set lookup; cue tests check they agree with the patterns. */
export const CUES = {
  // Every honorific may take a dot.
  honorific: { pattern: HONORIFIC, finals: HONORIFIC_WORDS, commas: false, dotted: HONORIFIC_WORDS, symbols: '', closing: '', trailing: 0, gap: 3 },
  strong: {
    pattern: STRONG_CUE,
    finals: words(`is m im am dear signed by patient name me named him her them says said told asked called starring attn hi
      hello thanks you sincerely regards meet tell ask married of wife husband with to kid kids child son daughter partner
      spouse mother father mom mum dad brother sister cousin uncle aunt nephew niece grandson granddaughter grandmother
      grandfather grandma grandpa friend colleague worker coworker boss fiance fiancee e neighbor neighbour boyfriend
      girlfriend roommate flatmate firstname lastname givenname familyname fullname middlename surname maidenname morning
      afternoon evening hola bonjour bonsoir hallo ciao hej hei salut servus moin congrats congratulations buongiorno
      buonasera salve ora pagi siang sore malam dia tarde noite dias tardes noches tag morgen abend goedemorgen goedemiddag hey best cheers thx warmly yours assignee reviewer reporter requester approver author
      authors contributor contributors maintainer maintainers interviewer employee attendee attendees participant participants tenant witness beneficiary guardian officer detective sergeant sgt lieutenant captain capt inspector sheriff constable agent
      nurse judge senator governor mayor coach professor rabbi pastor reverend`),
    commas: true,
    // "attn.", and the abbreviated titles ("sgt.", "lt.", "capt.", "rev.").
    dotted: words('attn sgt lt capt rev'),
    // "name:", "name=", "name?", 'first_name: "', "son (".
    symbols: `:=?'"(`,
    closing: '',
    trailing: 0,
    gap: 4,
  },
  weak: {
    pattern: WEAK_CUE,
    finals: words(`is was does did has by with and for to of adjuster complainant claimant plaintiff defendant respondent petitioner applicant victim
      suspect policyholder insured player singer actor actress writer author artist journalist commenter reporter
      founder coach producer poet novelist painter composer musician drummer guitarist rapper chef scientist researcher
      detective attorney lawyer customer client employee engineer developer designer manager teacher student tenant landlord
      driver passenger witness gave given give gives sent handed showed shown offered thanked invited visited met emailed
      phoned hired fired introduced congratulated ask asks remind reminded`),
    commas: false,
    dotted: words(''),
    symbols: ',',
    // ", Anna", ",   Anna": the pattern's `,` then \s{0,3}.
    closing: ',',
    trailing: 3,
    gap: 3,
  },
  /** Without the honorifics, which namingCueBefore asks apart. */
  naming: { pattern: NAMING_CUE, finals: words('is named me dear by said'), commas: true, dotted: words(''), symbols: ':=?', closing: '', trailing: 0, gap: 4 },
} as const satisfies Record<string, Cue>;

/**
 * Whether `before` (lower case) ends with the cue: the trailing [a-z] word, past spaces (and commas), must be one a
 * phrase can end with before the pattern runs, and so must the word before a trailing dot ("mr.", "attn."); a window
 * ending in another symbol (':', '?') goes to the pattern directly.
 */
export function endsWithCue(before: string, cue: Cue): boolean {
  let e = before.length;
  while (e > 0) {
    const c = before.charCodeAt(e - 1);
    if (c === 32 || c === 9 || c === 10 || c === 13 || (cue.commas && c === 44)) e--;
    else break;
  }
  let s = e;
  while (s > 0) {
    const c = before.charCodeAt(s - 1);
    if (c >= 97 && c <= 122) s--;
    else break;
  }
  if (s < e && !cue.finals.has(before.slice(s, e))) return false;
  if (s === e && e > 0) {
    const c = before.charCodeAt(e - 1);
    if (c === 46) {
      let w = e - 1;
      while (w > 0 && before.charCodeAt(w - 1) >= 97 && before.charCodeAt(w - 1) <= 122) w--;
      if (!cue.dotted.has(before.slice(w, e - 1))) return false;
    } else if (c < 128) {
      if (!endsPhrase(cue, c)) return false;
      if (isClosing(cue, c)) return before.length - e <= cue.trailing;
    }
  }
  return cue.pattern.test(before);
}

/** Whether the ASCII unit `c` (no dot, no letter) may end one of the cue's phrases: one of its symbols, \v or \f. */
function endsPhrase(cue: Cue, c: number): boolean {
  if (c === 11 || c === 12) return true;
  const symbols = cue.symbols;
  for (let i = 0; i < symbols.length; i++) if (symbols.charCodeAt(i) === c) return true;
  return false;
}

/** Whether the ASCII unit `c` is a whole phrase of the cue (Cue.closing). */
function isClosing(cue: Cue, c: number): boolean {
  const closing = cue.closing;
  for (let i = 0; i < closing.length; i++) if (closing.charCodeAt(i) === c) return true;
  return false;
}

/** Each cue's finals, asked about a word of the text in place. */
const FINAL_WORDS = new Map<Cue, WordSet>(Object.values(CUES).map((cue: Cue) => [cue, new WordSet(cue.finals)]));
const HONORIFIC_FINALS = FINAL_WORDS.get(CUES.honorific)!;
const STRONG_FINALS = FINAL_WORDS.get(CUES.strong)!;
const WEAK_FINALS = FINAL_WORDS.get(CUES.weak)!;
const NAMING_FINALS = FINAL_WORDS.get(CUES.naming)!;

/**
 * Each cue's finals that are a whole phrase by themselves ("dear", "patient", "said"; not "by" of the strong cue, whose
 * phrases end in it after another word), read off the pattern: such a word after a boundary, with no more than the
 * cue's gap of blanks after it, answers the pattern without running it.
 */
const STANDALONE_WORDS = new Map<Cue, WordSet>(Object.values(CUES).map((cue: Cue) => [cue, new WordSet([...cue.finals].filter((w) => cue.pattern.test(w)))]));
const STRONG_STANDALONE = STANDALONE_WORDS.get(CUES.strong)!;

/** The cue's whole-phrase finals (the strong cue's, most asked, without a Map lookup). */
function standaloneWords(cue: Cue): WordSet {
  return cue === CUES.strong ? STRONG_STANDALONE : STANDALONE_WORDS.get(cue)!;
}

/** Each cue's dotted words, asked in place. */
const DOTTED_WORDS = new Map<Cue, WordSet>(Object.values(CUES).map((cue: Cue) => [cue, new WordSet(cue.dotted)]));
const HONORIFIC_DOTTED = DOTTED_WORDS.get(CUES.honorific)!;
const STRONG_DOTTED = DOTTED_WORDS.get(CUES.strong)!;

/** The cue's dotted words as a WordSet; a cue none of whose phrases ends in a dot answers from an empty set. */
function dottedWords(cue: Cue): WordSet {
  return cue === CUES.honorific ? HONORIFIC_DOTTED : cue === CUES.strong ? STRONG_DOTTED : DOTTED_WORDS.get(cue)!;
}

/** The cue's finals as a WordSet (the built-in cues without a Map lookup: this runs per candidate). */
export function finalWords(cue: Cue): WordSet {
  return cue === CUES.honorific ? HONORIFIC_FINALS : cue === CUES.strong ? STRONG_FINALS : cue === CUES.weak ? WEAK_FINALS : cue === CUES.naming ? NAMING_FINALS : FINAL_WORDS.get(cue)!;
}

/** How far before a candidate cue phrases are looked for. */
export const CUE_WINDOW = 28;

/** The lower-cased window last made, and the candidate start it was made for (-1: none; see newCueWindow). */
let windowText = '';
let windowFor = -1;

/** Forgets the window made for the previous candidate (the next one may start at the same offset of another text). */
export function newCueWindow(): void {
  windowFor = -1;
}

function window(text: string, start: number): string {
  if (windowFor !== start) {
    windowText = text.slice(Math.max(0, start - CUE_WINDOW), start).toLowerCase();
    windowFor = start;
  }
  return windowText;
}

/**
 * endsWithCue over the lower-cased window of CUE_WINDOW characters before `start`, with the trailing word read in
 * the text: the window is lower-cased only when that word may end one of the cue's phrases. Call newCueWindow()
 * before the first cue of a candidate.
 */
export function cueBefore(text: string, units: Uint16Array, start: number, cue: Cue): boolean {
  const from = Math.max(0, start - CUE_WINDOW);
  let e = start;
  while (e > from) {
    const c = units[e - 1]!;
    if (c === 32 || c === 9 || c === 10 || c === 13 || (cue.commas && c === 44)) e--;
    else if (c >= 128) return endsWithCue(window(text, start), cue);
    else break;
  }
  let s = e;
  while (s > from) {
    const c = units[s - 1]!;
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) s--;
    else if (c >= 128) return endsWithCue(window(text, start), cue);
    else break;
  }
  if (s < e) {
    if (!finalWords(cue).hasAt(text, s, e)) return false;
    // A word that is a phrase by itself, opening at a boundary (the unit before it, if any, is none `\b` reads as a
    // word's) and followed by no more blanks than the pattern takes: the pattern matches it there.
    if (start - e <= cue.gap && (s === from || !isRegexWordUnit(units[s - 1]!)) && standaloneWords(cue).hasAt(text, s, e)) return true;
  }
  if (s === e && e > from) {
    const c = units[e - 1]!;
    // A sentence's end before the candidate (". Anna") is a cue only after a title or "attn".
    if (c === 46) {
      let w = e - 1;
      while (w > from && isAsciiLetter(units[w - 1]!)) w--;
      if (w > from && units[w - 1]! >= 128) return endsWithCue(window(text, start), cue);
      if (!dottedWords(cue).hasAt(text, w, e - 1)) return false;
    } else if (!endsPhrase(cue, c)) return false;
    else if (isClosing(cue, c)) return start - e <= cue.trailing;
  }
  return cue.pattern.test(window(text, start));
}

/** Acts only people do, right after a name: "Anna said", "Mark smiled". */
const PERSON_ACTS = `said says shouted wrote writes told tells asked asks replied lives lived spent smiled laughed cried sighed
  nodded shrugged whispered yelled explained added noted argued married works worked joined resigned thinks thought loves
  loved signed died mentioned emailed texted phoned messaged complained apologized apologised agreed promised insisted`;
/** Relatives and days that only people have, after a possessive: "Anna's wife", "Tom's birthday". */
const PERSON_HAS = `wife husband son daughter mother father mom mum dad brother sister parents kids children birthday boyfriend girlfriend
  uncle aunt cousin nephew niece grandmother grandfather fiance fiancee widow widower wedding funeral`;
/**
 * A person's contact details after a possessive, closing the clause or before "is"/"was" ("here's Soib's address:",
 * "Ana's phone number is"); a firm's or a machine's come in compounds ("Slack's email digest", "Linux's address space").
 */
const PERSON_CONTACT = '(?:address|phone(?:\\s+number)?|e-?mail(?:\\s+address)?)(?=[ \\t]*(?:[:.,;!?)\\n]|$)|\\s+(?:is|was)\\b)';
/** A weaker verb after a name, or a work or household named after its person ("the Jensen novel", "the Smith family"). */
const WEAK_AFTER = `is was were will would has had who novel novels book books song songs album film movie poem biography memoir family
  household administration campaign concert concerts tour`;
const alternation = (list: string): string => list.split(/\s+/).filter((w) => w !== '').join('|');

/**
 * Right after a name: an act only people do, pronouns given in parentheses ("(she/her)"), a dialogue colon,
 * a relative (strong).
 */
export const AFTER_STRONG_CUE = new RegExp(
  `^(?:\\s+(?:${alternation(PERSON_ACTS)}|was born)\\b|\\s*\\((?:she|he|they)/(?:hers?|him|his|them|theirs)\\)|\\s*:\\s*["“\\\\]|['’]s\\s+(?:${alternation(PERSON_HAS)}|${PERSON_CONTACT})\\b)`,
);
/** "his" right after a name or after its verb ("Krisztián Szöllösy listed his"): tried only when "his" is there. */
const AFTER_HIS = /^\s+(?:[a-z]{2,12}(?:ed|s)\s+)?his\b/;
/** A possessive or a weaker word after a name, or a partner in a plural subject ("Sousa and Ball were"), weak. */
export const AFTER_WEAK_CUE = new RegExp(
  `^(?:'s\\b|’s\\b|\\s+(?:${alternation(WEAK_AFTER)}|and\\s+[iI]|and\\s+[A-Z\u00C0-\u00DE][a-z\u00DF-\u024F'-]{1,20}\\s+were)\\b)`,
);
/** Every word either pattern can start with after the spaces. */
const AFTER_WORDS = new WordSet(`${PERSON_ACTS} ${WEAK_AFTER} was and`.split(/\s+/).filter((w) => w !== ''));

/**
 * What follows a name: 2 when AFTER_STRONG_CUE matches `after`, 1 when only AFTER_WEAK_CUE does, else 0. Most
 * windows are settled by their first word (one Set lookup); cue tests check the answer equals the patterns'.
 */
export function afterStrength(after: string): number {
  return afterStrengthAt(after, unitsOf(after), 0, after.length);
}

/**
 * afterStrength of `text.slice(at, to)`, read in place: the window is copied only when a pattern must read it, which
 * most windows after a candidate (", ", " from", ".") never do.
 */
export function afterStrengthAt(text: string, units: Uint16Array, at: number, to: number): number {
  const stop = Math.min(text.length, to);
  if (at >= stop) return 0;
  const c0 = units[at]!;
  if (c0 === 39 || c0 === 0x2019 || c0 === 58 || c0 === 40 || c0 >= 128) return afterByPattern(text.slice(at, stop));
  if (!isAsciiSpace(c0)) return 0;
  let i = at + 1;
  while (i < stop && isAsciiSpace(units[i]!)) i++;
  if (i === stop) return afterByPattern(text.slice(at, stop));
  const c = units[i]!;
  if (c === 58 || c === 40 || c >= 128) return afterByPattern(text.slice(at, stop));
  let j = i;
  while (j < stop && units[j]! >= 97 && units[j]! <= 122) j++;
  if (j === i) return 0;
  if (AFTER_WORDS.hasAt(text, i, j)) return afterByPattern(text.slice(at, stop));
  // An adverb between the subject and its verb: "Stanko just has to", "Anna also said". The window keeps its end.
  if (VERB_ADVERBS.hasAt(text, i, j) && j < stop && isAsciiSpace(units[j]!)) return afterStrengthAt(text, units, j, stop);
  return 0;
}

const VERB_ADVERBS = new WordSet(['just', 'also', 'never', 'always', 'still', 'really', 'then', 'already', 'finally', 'only', 'even', 'later', 'recently', 'once', 'soon', 'often']);

function afterByPattern(after: string): number {
  return AFTER_STRONG_CUE.test(after) ? 2 : AFTER_WEAK_CUE.test(after) ? 1 : 0;
}
/** A speaker or field label at the start of a line: "Ubul: What a wife." */
export const SPEAKER_COLON = /^:[ \t]+[\p{Lu}"“]/u;
/** A sentence-initial vocative: "Johannes, can I please speak to your boss?" */
export const VOCATIVE_OPENING = /^,\s+(?:can|could|would|will|please|do|did|are|have|i|you|we|thanks|thank|how|what|where|when|why|let's|listen|look)\b/;
/** A vocative closing a sentence after a comma: "Don't go to town, Mark!" */
export const VOCATIVE_CLOSING = /^\s*[!?]/;
/** A line's start, past quote marks and a chat log's bracketed time ("[10:42] Mike: …"). */
export const LINE_BREAK_BEFORE = new RegExp(String.raw`(?:^|\n)[ \t>?]*(?:${CHAT_TIME})?$`);
export const LINE_END_AFTER = /^[ \t]*(?:\n|$)/;

/**
 * LINE_BREAK_BEFORE over the `reach` characters before `start`, read by char codes: only a window ending in a bracketed
 * time (']' before the trailing blanks) goes to the pattern.
 */
export function lineBreakBefore(text: string, units: Uint16Array, start: number, reach: number): boolean {
  const from = Math.max(0, start - reach);
  let i = start;
  while (i > from) {
    const c = units[i - 1]!;
    if (c === 32 || c === 9 || c === 62 || c === 63) i--;
    else break;
  }
  if (i === from || units[i - 1]! === 10) return true;
  return units[i - 1]! === 93 && LINE_BREAK_BEFORE.test(text.slice(from, start));
}

/** LINE_END_AFTER over the `reach` characters from `end`, by char codes. */
export function lineEndAfter(text: string, units: Uint16Array, end: number, reach: number): boolean {
  const to = Math.min(text.length, end + reach);
  let i = end;
  while (i < to && (units[i]! === 32 || units[i]! === 9)) i++;
  return i >= to || units[i]! === 10;
}
const KEY_NAME = /name|person|patient|customer|contact|employee|author|owner|signer|holder|recipient|sender|member/;
const KEY_NOT_NAME = /username|filename|hostname|domain|company|org|file|path|product|brand|city|street|country|state|nickname|login|user$/;

export function keyNamesPerson(key: string): boolean {
  return key !== '' && KEY_NAME.test(key) && !KEY_NOT_NAME.test(key);
}

/** Whether `start` opens the text, a line or a sentence. */
export function opensSentence(text: string, units: Uint16Array, start: number): boolean {
  let i = start - 1;
  let c = units[i]!;
  while (i >= 0 && (c === 32 || c === 9 || c === 34 || c === 0x201c)) c = units[--i]!;
  if (i >= 0 && c === 46 && mayEndHonorific(text, units, i) && HONORIFIC.test(text.slice(Math.max(0, i - 5), start).toLowerCase())) return false; // "Mrs. Baker"
  return i < 0 || c === 10 || c === 46 || c === 33 || c === 63;
}

/**
 * Whether HONORIFIC may match in opensSentence's window (the five units before the dot at `dot`, the dot, the blanks):
 * an honorific there ends right before the dot, so the ASCII letters there (cut where the window starts) must be one
 * of its words. Most sentences end in another word ("done. Anna"), told so without the lower-cased copy. A unit beyond
 * ASCII next to the letters ("señor", a Kelvin sign that lower-cases to 'k') leaves the answer to the pattern.
 */
function mayEndHonorific(text: string, units: Uint16Array, dot: number): boolean {
  const from = Math.max(0, dot - 5);
  let w = dot;
  while (w > from && isAsciiLetter(units[w - 1]!)) w--;
  if (w > from && units[w - 1]! >= 128) return true;
  return w < dot && HONORIFIC_FINALS.hasAt(text, w, dot);
}


/**
 * Whether an honorific or a phrase that announces a name stands right before `start` ("my name is", "Dear", "Mr."):
 * then a word that is also an ordinary word may be a name even in text without capitals ("user: heather …").
 */
export function namingCueBefore(text: string, units: Uint16Array, start: number): boolean {
  // cueBefore's window is the 28 characters these patterns were always tested on; without case most words before a
  // candidate end no cue, and the window is then neither copied nor lower-cased.
  newCueWindow();
  return cueBefore(text, units, start, CUES.honorific) || cueBefore(text, units, start, CUES.naming);
}

/**
 * Capitalized cues after which a name may be written in lower case ("My name is anna", "Mrs. catherine"); the words
 * after the match are read as a lower-case run. The scan asks lowerCueLength(), which answers as this pattern does.
 */
export const CUE_LED_LOWER = /(?:My name is|I'm|I am|Mrs?\.?|Ms\.?|Miss|Dr\.?|Dear|Call me) (?=[a-z\u00DF-\u00FF])/y;

/** Whether CUE_LED_LOWER may match at a word opening with `c0`, `c1`: "My", "I'", "I ", "Mr", "Ms", "Mi", "Dr", "De", "Ca". */
export function mayOpenLowerCue(c0: number, c1: number): boolean {
  if (c0 === 77) return c1 === 121 || c1 === 114 || c1 === 115 || c1 === 105;
  if (c0 === 73) return c1 === 39 || c1 === 32;
  if (c0 === 68) return c1 === 114 || c1 === 101;
  return c0 === 67 && c1 === 97;
}

/**
 * The length of CUE_LED_LOWER's match at `start` (the phrase and its space), or 0, by char codes: no match array per
 * "I", "Mr" or "My" token. The phrases' optional letters ('s', '.') are never a space, so the one place the space may
 * stand is found without backtracking.
 */
export function lowerCueLength(text: string, units: Uint16Array, start: number): number {
  const c0 = units[start]!;
  const c1 = units[start + 1]!;
  // Where the space after the phrase must stand; 0: no phrase opens here.
  let space = 0;
  if (c0 === 77) {
    if (c1 === 121) space = text.startsWith('y name is', start + 1) ? start + 10 : 0;
    else if (c1 === 114 || c1 === 115) {
      space = start + 2;
      if (c1 === 114 && units[space]! === 115) space++;
      if (units[space]! === 46) space++;
    } else if (c1 === 105) space = text.startsWith('ss', start + 2) ? start + 4 : 0;
  } else if (c0 === 73) {
    if (c1 === 39) space = units[start + 2]! === 109 ? start + 3 : 0;
    else if (c1 === 32) space = text.startsWith('am', start + 2) ? start + 4 : 0;
  } else if (c0 === 68) {
    if (c1 === 114) space = units[start + 2]! === 46 ? start + 3 : start + 2;
    else if (c1 === 101) space = text.startsWith('ar', start + 2) ? start + 4 : 0;
  } else if (c0 === 67 && c1 === 97) space = text.startsWith('ll me', start + 2) ? start + 7 : 0;
  if (space === 0 || units[space]! !== 32) return 0;
  const next = units[space + 1]!;
  return (next >= 97 && next <= 122) || (next >= 0xdf && next <= 0xff) ? space + 1 - start : 0;
}

/** A line opening with a capitalized word and a colon: "Nicole: Remember me". */
const SPEAKER_LINE = new RegExp(String.raw`[ \t>]*(?:${CHAT_TIME})?(\p{Lu}[\p{L}'’-]{1,30}):[ \t]`, 'uy');

/** Whether the line after the one holding `from` opens with a listed name (not a common word) and a colon. */
function nextLineIsSpeaker(text: string, from: number): boolean {
  const newline = text.indexOf('\n', from);
  if (newline < 0) return false;
  SPEAKER_LINE.lastIndex = newline + 1;
  const m = SPEAKER_LINE.exec(text);
  if (m === null) return false;
  const flags = nameFlags(m[1]!);
  return (flags & (NAME_FIRST | NAME_LAST | NAME_KNOWN)) !== 0 && (flags & (NAME_COMMON | NAME_DICT)) === 0;
}

/** An e-mail address in angle brackets after a name: "Maxim Kuvyrkov <maxim@example.org>" (RFC 5322 name-addr, quoted or not). */
const MAILBOX_AFTER = /["”]? ?<[\w.+-]{1,64}@/y;

/** Whether a mailbox in angle brackets follows `end`, as in From: lines, changelogs and author lists. */
export function mailboxAfter(text: string, units: Uint16Array, end: number): boolean {
  const c = units[end]!;
  // '"Aigerim Nurlanovna" <aigerim@…>': a display name may be quoted.
  const quote = c === 34 || c === 0x201d ? 1 : 0;
  const next = units[end + quote]!;
  if (next !== 60 && !(next === 32 && units[end + quote + 1]! === 60)) return false;
  MAILBOX_AFTER.lastIndex = end;
  return MAILBOX_AFTER.test(text);
}

export const NOVEL_AFTER = /^\s+novels?\b/;

/** How much of the text after a candidate its cues read: enough for "'s phone number is". */
const AFTER_WINDOW = 24;

/** What the words around a name candidate add to its score. */
export function cueBoost(text: string, units: Uint16Array, key: string, start: number, end: number, score: number, multiWord: boolean): number {
  let boost = 0;
  newCueWindow();
  if (cueBefore(text, units, start, CUES.honorific)) boost = Math.max(NAME_CUE.strong, AFTER_HONORIFIC - score);
  else if (keyNamesPerson(key)) boost = NAME_CUE.key;
  else if (cueBefore(text, units, start, CUES.strong)) boost = NAME_CUE.strong;
  else if (cueBefore(text, units, start, CUES.weak)) boost = NAME_CUE.weak;
  else if (afterFormerMembership(units, start)) boost = NAME_CUE.strong;
  // The window after the name is copied only for a pattern that must read it (most candidates need none).
  let after: string | undefined;
  const lineStart = lineBreakBefore(text, units, start, 14);
  // A line-initial word and a colon is a speaker when the word is a given name, or when the next line is a listed
  // name's turn too (a dialogue): alone, "Attendees:" or "Hint:" is a label.
  // In a chat log ("[10:42] mike: yo …") the turn may open in lower case; any listed name is a speaker there.
  const speaker =
    (lineStart && units[end]! === 58 && SPEAKER_COLON.test((after ??= text.slice(end, end + AFTER_WINDOW))) && (score >= GIVEN || nextLineIsSpeaker(text, end))) ||
    (score > UNLISTED && units[end]! === 58 && CHAT_TIME_BEFORE.test(text.slice(Math.max(0, start - 12), start)));
  const strength = afterStrengthAt(text, units, end, end + AFTER_WINDOW);
  if (strength === 2 || speaker || (hasHisWithin(text, units, end, end + AFTER_WINDOW) && AFTER_HIS.test((after ??= text.slice(end, end + AFTER_WINDOW)))) || mailboxAfter(text, units, end)) {
    boost += NAME_CUE.afterStrong;
  } else if (units[end]! === 44 && mayOpenVocative(text, units, end) && VOCATIVE_OPENING.test((after ??= text.slice(end, end + AFTER_WINDOW))) && opensSentence(text, units, start)) boost += NAME_CUE.afterStrong;
  else if (endsWithCommaSpace(units, start) && closesWithMark(text, units, end, after)) boost += NAME_CUE.afterStrong;
  // Only a person writes a novel ("the Fry novel"): more than a book or a song, less than an act, so an unlisted word
  // ("the Acme novel") stays under the threshold.
  else if (strength === 1) boost += mayOpenNovel(text, units, end) && NOVEL_AFTER.test((after ??= text.slice(end, end + AFTER_WINDOW))) ? NAME_CUE.afterNovel : NAME_CUE.after;
  // A name alone on its line: a signature, an address block or a contact card.
  else if (multiWord && lineStart && lineEndAfter(text, units, end, AFTER_WINDOW)) boost += NAME_CUE.ownLine;
  return boost;
}

/** VOCATIVE_OPENING's words, and "let" of its "let's". */
const VOCATIVE_WORDS = new WordSet(
  'can could would will please do did are have i you we thanks thank how what where when why let listen look'.split(' '),
);

/**
 * Whether VOCATIVE_OPENING may match the window after the comma at `end`: past ASCII blanks (one at least) the run of
 * a-z letters inside the window must be one of its words. A unit beyond ASCII (a Unicode space) leaves it to the pattern.
 */
export function mayOpenVocative(text: string, units: Uint16Array, end: number): boolean {
  const stop = Math.min(text.length, end + AFTER_WINDOW);
  let i = end + 1;
  if (i >= stop) return false;
  if (units[i]! >= 128) return true;
  if (!isAsciiSpace(units[i]!)) return false;
  while (i < stop && isAsciiSpace(units[i]!)) i++;
  if (i < stop && units[i]! >= 128) return true;
  let j = i;
  while (j < stop && units[j]! >= 97 && units[j]! <= 122) j++;
  return j > i && VOCATIVE_WORDS.hasAt(text, i, j);
}

/**
 * VOCATIVE_CLOSING over the window after `end` (`after`, when the caller has copied it): blanks, then '!' or '?'. Read
 * by char codes; a unit beyond ASCII (a Unicode space) goes to the pattern.
 */
export function closesWithMark(text: string, units: Uint16Array, end: number, after: string | undefined): boolean {
  const stop = Math.min(text.length, end + AFTER_WINDOW);
  let i = end;
  while (i < stop && isAsciiSpace(units[i]!)) i++;
  if (i === stop) return false;
  const c = units[i]!;
  if (c >= 128) return VOCATIVE_CLOSING.test(after ?? text.slice(end, stop));
  return c === 33 || c === 63;
}

/** Whether NOVEL_AFTER may match after `end`: blanks, then an 'n'; a unit beyond ASCII goes to the pattern. */
export function mayOpenNovel(text: string, units: Uint16Array, end: number): boolean {
  const stop = Math.min(text.length, end + AFTER_WINDOW);
  let i = end;
  while (i < stop && isAsciiSpace(units[i]!)) i++;
  if (i === end || i === stop) return i < stop && units[i]! >= 128;
  const c = units[i]!;
  return c === 110 || c >= 128;
}

/** Whether "his" lies wholly inside `text[from…to)` (a bounded loop: indexOf would read on past the window). */
function hasHisWithin(text: string, units: Uint16Array, from: number, to: number): boolean {
  const last = Math.min(text.length, to) - 3;
  for (let i = from; i <= last; i++) {
    if (units[i]! === 104 && units[i + 1]! === 105 && units[i + 2]! === 115) return true;
  }
  return false;
}

/** "ex-Zombie Sedej", "ex-Beatle Ringo": a former member of something, written before the person's name. */
function afterFormerMembership(units: Uint16Array, start: number): boolean {
  if (units[start - 1]! !== 32) return false;
  let i = start - 1;
  while (i > 0 && start - i < 20 && isAsciiLetter(units[i - 1]!)) i--;
  if (i === start - 1 || units[i - 1]! !== 45 || i < 3) return false;
  return (units[i - 3]! | 32) === 101 && (units[i - 2]! | 32) === 120 && (i === 3 || !isAsciiLetter(units[i - 4]!));
}

/** Whether ", " ends right before `start` (and inside the cue window, which always holds two characters). */
function endsWithCommaSpace(units: Uint16Array, start: number): boolean {
  return start >= 2 && units[start - 2]! === 44 && units[start - 1]! === 32;
}
