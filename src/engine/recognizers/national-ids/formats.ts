/**
 * National identity, tax and bank-account numbers of particular countries, each from its issuer's published rules:
 * the written shape, the embedded birth date or region code where there is one, and the check digit. A format whose
 * check is strong (a long structure plus a check character) may be reported without a keyword; the others need one.
 */
import { isLuhnValid } from '../../checksums/luhn.js';
import { isCalendarDate, twoDigits } from './dates.js';
import { isCodiceFiscaleValid, isCurpCheckValid, isDniValid, isHetuCheckValid, isPpsnValid } from './letters.js';
import { isNzBankAccountValid, isNzBankCode } from './nz-bank.js';
import { isCnpChecksumValid, isCuitValid, isEan13Valid, isIrdValid, isNirKeyValid, isPortugueseNifValid, isRutValid } from './weighted.js';

export type IdType = 'NATIONAL_ID' | 'TAX_ID' | 'BANK_ACCOUNT';

/** What a format's check says of a value that has its shape; Unchecked: no check digit to test (or a failed check
 * that does not rule the number out), so a keyword must name it. */
export const Verdict = { Invalid: 0, Unchecked: 1, Valid: 2 } as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

/**
 * The first token of a candidate: its length, whether it holds letters, the character after it, and how many digits
 * follow that character (`nextRun`, counted up to NEXT_RUN_MAX; every grouped format's next group opens with one, so
 * "with 208 items" tries no pattern).
 */
export interface FirstToken {
  readonly length: number;
  readonly letters: boolean;
  readonly next: number;
  readonly nextRun: number;
}

/** FirstToken.nextRun counts no further. */
export const NEXT_RUN_MAX = 8;

export interface NationalFormat {
  readonly name: string;
  readonly type: IdType;
  /** A cheap test of the first token before the pattern is tried. */
  readonly gate: (first: FirstToken) => boolean;
  /** Sticky: tried at the first token's start. */
  readonly pattern: RegExp;
  readonly check: (value: string) => Verdict;
  /** A valid check is enough to report it without a keyword (for some formats only in their written form). */
  readonly alone: boolean | ((value: string) => boolean);
  /** Keywords (lower-cased text) that name this format; the type's generic words count too. */
  readonly cue: RegExp;
  /** Field names (normalized) that name it. */
  readonly key: RegExp;
  /** A keyword that names the same number as another type ("NIF" before a DNI is a tax number). */
  readonly retype?: { readonly cue: RegExp; readonly type: IdType };
}

const DASH = 45;
const DOT = 46;
const SPACE = 32;
const PLUS = 43;
const SLASH = 47;

function verdict(ok: boolean): Verdict {
  return ok ? Verdict.Valid : Verdict.Invalid;
}

function digitsOnly(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '');
}

/** YYMMDD at `i` is a calendar date (century unknown: 29 February in any year divisible by 4). */
function isYymmdd(s: string, i: number): boolean {
  return isCalendarDate(2000 + twoDigits(s, i), twoDigits(s, i + 2), twoDigits(s, i + 4));
}

/** DDMMYY at `i` is a calendar date. */
function isDdmmyy(s: string, i: number): boolean {
  return isCalendarDate(2000 + twoDigits(s, i + 4), twoDigits(s, i + 2), twoDigits(s, i));
}

/** South Africa (Home Affairs): YYMMDD SSSS C A Z, C 0 citizen / 1 resident / 2 refugee, Luhn check digit Z. */
function checkSouthAfrica(v: string): Verdict {
  const c = v.charCodeAt(10) - 48;
  return verdict(c <= 2 && isYymmdd(v, 0) && isLuhnValid(v));
}

/** Romania: S (1-8: sex and century; 9 foreigners) YYMMDD, county 01-52 (or 70), serial, check. */
const CNP_CENTURY = [0, 1900, 1900, 1800, 1800, 2000, 2000, 1900, 1900, 1900];
function checkCnp(v: string): Verdict {
  const s = v.charCodeAt(0) - 48;
  const county = twoDigits(v, 7);
  if (s === 0 || !((county >= 1 && county <= 52) || county === 70)) return Verdict.Invalid;
  return verdict(isCalendarDate(CNP_CENTURY[s]! + twoDigits(v, 1), twoDigits(v, 3), twoDigits(v, 5)) && isCnpChecksumValid(v));
}

/** Finland: the century sign gives the full year of the embedded date. */
function hetuCentury(sign: string): number {
  if (sign === '+') return 1800;
  return '-YXWVU'.includes(sign) ? 1900 : 2000;
}
function checkHetu(v: string): Verdict {
  const year = hetuCentury(v[6]!) + twoDigits(v, 4);
  return verdict(isCalendarDate(year, twoDigits(v, 2), twoDigits(v, 0)) && isHetuCheckValid(v));
}

/** France: sex 1/2 (3, 4, 7, 8 for provisional numbers), YY, month 01-12 or the 20-42 / 50-99 of unknown months. */
function checkNir(value: string): Verdict {
  const v = digitsOnly(value);
  const month = twoDigits(v, 3);
  if (!(month >= 1 && month <= 12) && !(month >= 20 && month <= 42) && !(month >= 50)) return Verdict.Invalid;
  return verdict(isNirKeyValid(v.slice(0, 13), v.slice(13)));
}

/** Chile: the body in one piece, dotted or not, then '-' and the check character. */
function checkRut(value: string): Verdict {
  const dash = value.lastIndexOf('-');
  return verdict(isRutValid(value.slice(0, dash).replace(/\./g, ''), value.slice(dash + 1)));
}

/** Mexico: the birth date (YYMMDD at 4) must exist; the check digit follows RENAPO's weights. */
function checkCurp(v: string): Verdict {
  return verdict(isYymmdd(v, 4) && isCurpCheckValid(v));
}

/** Italy: month letter and day (41-71 for women) must form a date; omocodia letters stand for digits (L=0 … V=9). */
const CF_MONTHS = 'ABCDEHLMPRST';
const CF_OMOCODIA = 'LMNPQRSTUV';
function cfDigit(c: string): number {
  const d = c.charCodeAt(0) - 48;
  return d >= 0 && d <= 9 ? d : CF_OMOCODIA.indexOf(c);
}
function checkCodiceFiscale(v: string): Verdict {
  const month = CF_MONTHS.indexOf(v[8]!) + 1;
  let day = cfDigit(v[9]!) * 10 + cfDigit(v[10]!);
  if (day > 40) day -= 40;
  return verdict(isCalendarDate(undefined, month, day) && isCodiceFiscaleValid(v));
}

/** Indonesia's NIK: province 11-94, regency, district, then DDMMYY with 40 added to a woman's day. */
function checkNik(v: string): Verdict {
  const province = twoDigits(v, 0);
  let day = twoDigits(v, 6);
  if (day > 40) day -= 40;
  return province >= 11 && province <= 94 && isCalendarDate(undefined, twoDigits(v, 8), day) ? Verdict.Unchecked : Verdict.Invalid;
}

/** Viet Nam's CCCD: province 001-096, a century-and-sex digit, the birth year, a six-digit serial. */
function checkCccd(v: string): Verdict {
  const province = Number(v.slice(0, 3));
  return province >= 1 && province <= 96 ? Verdict.Unchecked : Verdict.Invalid;
}

/** Denmark's CPR: DDMMYY-SSSS; the mod-11 check was dropped in 2007, so only the date is tested. */
function checkCpr(value: string): Verdict {
  return isDdmmyy(digitsOnly(value), 0) ? Verdict.Unchecked : Verdict.Invalid;
}

/**
 * Czech and Slovak birth number (rodné číslo): YYMMDD/SSSS, the month +50 for women (+20 or +70 from 2004); ten digits
 * divisible by 11 (or, issued until 1985, a remainder of 10 on the first nine written as a final 0); nine digits before
 * 1954, which carry no check.
 */
function checkRodneCislo(value: string): Verdict {
  const v = digitsOnly(value);
  let month = twoDigits(v, 2);
  if (month > 50) month -= 50;
  if (month > 20) month -= 20;
  if (!isCalendarDate(2000 + twoDigits(v, 0), month, twoDigits(v, 4))) return Verdict.Invalid;
  if (v.length === 9) return Verdict.Unchecked;
  const head = Number(v.slice(0, 9));
  const last = v.charCodeAt(9) - 48;
  return verdict(Number(v) % 11 === 0 || (head % 11 === 10 && last === 0));
}

/** Pakistan's CNIC: 5-7-1 digits; the first is the province (1-7). */
function checkCnic(value: string): Verdict {
  const first = value.charCodeAt(0) - 48;
  return first >= 1 && first <= 7 ? Verdict.Unchecked : Verdict.Invalid;
}

/** Canada's SIN: first digit 1-7 or 9 (0 and 8 are not issued to persons), Luhn. */
function checkSin(value: string): Verdict {
  const v = digitsOnly(value);
  return verdict(v[0] !== '0' && v[0] !== '8' && isLuhnValid(v));
}

/** New Zealand bank account: a listed bank code; a failed check does not rule out a number a keyword names. */
function checkNzBank(value: string): Verdict {
  const parts = value.split(/[- ]/);
  if (!isNzBankCode(parts[0]!)) return Verdict.Invalid;
  return isNzBankAccountValid(parts[0]! + parts[1]! + parts[2]! + parts[3]!.padStart(3, '0')) ? Verdict.Valid : Verdict.Unchecked;
}

/** Words that name any national identity number. "ID" alone does not: order, customer and user IDs are not. */
export const NATIONAL_CUE =
  /national\s+(?:id|identity|identification)|\bid\s*(?:number|no\b|nr\b|#|card)|identity\s+(?:card|number|no\b|document)|identification\s+(?:number|no\b)|personal\s+(?:id\b|identity|number)|citizen(?:ship)?\s+(?:id\b|number)/;
export const TAX_CUE = /\btax\s*(?:id\b|identification|number|no\b|#|code|file)|taxpayer/;
const NATIONAL_KEY = /nationalid|identitynumber|idnumber|personalnumber|identitycard/;
const TAX_KEY = /taxid|taxnumber|taxpayer/;

/** The first token is `length` digits, followed by `next` or `orNext`. Called per token: no closure or rest array. */
function isDigitRun(f: FirstToken, length: number): boolean {
  return f.length === length && !f.letters;
}
function isGroupOf(f: FirstToken, length: number, next: number, orNext = next): boolean {
  return f.length === length && !f.letters && splitBy(f, next, orNext);
}
/** The first token is followed by `next` or `orNext` and then by a digit: the first group of a grouped number. */
function splitBy(f: FirstToken, next: number, orNext = next): boolean {
  return (f.next === next || f.next === orNext) && f.nextRun > 0;
}
const digitRun = (length: number) => (f: FirstToken) => isDigitRun(f, length);
const groupOf = (length: number, next: number, orNext = next) => (f: FirstToken) => isGroupOf(f, length, next, orNext);

export const FORMATS: readonly NationalFormat[] = [
  {
    name: 'za-id',
    type: 'NATIONAL_ID',
    gate: digitRun(13),
    pattern: /\d{13}/y,
    check: checkSouthAfrica,
    alone: true,
    cue: /south\s+african\s+id|\b(?:sa|rsa)\s+id\b|identity\s+document/,
    key: /^said$|rsaid|southafrican/,
  },
  {
    name: 'ro-cnp',
    type: 'NATIONAL_ID',
    gate: digitRun(13),
    pattern: /\d{13}/y,
    check: checkCnp,
    alone: true,
    cue: /\bcnp\b|cod\s+numeric\s+personal/,
    key: /^cnp$|codnumeric/,
  },
  {
    name: 'ch-ahv',
    type: 'NATIONAL_ID',
    gate: (f) => (f.length === 3 && splitBy(f, DOT)) || (f.length === 13 && !f.letters),
    pattern: /756(\.?)\d{4}\1\d{4}\1\d{2}/y,
    check: (v) => verdict(isEan13Valid(digitsOnly(v))),
    alone: true,
    cue: /\bahv\b|\bavs\b|sozialversicherung|assurance[-\s]vieillesse|social\s+security/,
    key: /ahv|avs|socialsecurity/,
  },
  {
    name: 'fr-nir',
    type: 'NATIONAL_ID',
    gate: (f) => (f.length === 1 && splitBy(f, SPACE)) || f.length === 15,
    pattern: /[1-478]( ?)\d{2}\1(?:0[1-9]|1[0-2]|[2-9]\d)\1(?:\d{2}|2[AB])\1\d{3}\1\d{3}\1\d{2}/y,
    check: checkNir,
    alone: true,
    cue: /\bs[ée]cu\b|s[ée]curit[ée]\s+sociale|\bnir\b|\binsee\b|carte\s+vitale|social\s+security/,
    key: /nir|securitesociale|secu|insee|socialsecurity/,
  },
  {
    name: 'fi-hetu',
    type: 'NATIONAL_ID',
    gate: (f) => (f.length === 6 && !f.letters && splitBy(f, DASH, PLUS)) || f.length === 11,
    pattern: /\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]/y,
    check: checkHetu,
    alone: true,
    cue: /\bhetu\b|henkilötunnus|personbeteckning|personal\s+identity\s+code/,
    key: /hetu|henkilotunnus|personbeteckning/,
  },
  {
    name: 'mx-curp',
    type: 'NATIONAL_ID',
    gate: (f) => f.length === 18 && f.letters,
    pattern:
      /[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX](?:AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z0-9]\d/y,
    check: checkCurp,
    alone: true,
    cue: /\bcurp\b|clave\s+[úu]nica/,
    key: /curp/,
  },
  {
    name: 'it-codice-fiscale',
    type: 'TAX_ID',
    gate: (f) => f.length === 16 && f.letters,
    pattern: /[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]/y,
    check: checkCodiceFiscale,
    alone: true,
    cue: /codice\s+fiscale|\bc\.\s?f\./,
    key: /codicefiscale|^cf$/,
  },
  {
    name: 'cl-rut',
    type: 'NATIONAL_ID',
    // The dotted form's second group has three digits: a version or a decimal ("2.36-9", "1.22%") tries no pattern.
    gate: (f) => ((f.length === 1 || f.length === 2) && f.next === DOT && f.nextRun === 3) || ((f.length === 7 || f.length === 8) && f.next === DASH),
    pattern: /(?:\d{1,2}\.\d{3}\.\d{3}|\d{7,8})-[\dkK]/y,
    check: checkRut,
    // A dotted RUT is unlike any other number; "12345678-5" is an ordinary reference shape.
    alone: (v) => v.includes('.'),
    // Not "RUN" (Chile's name for the same number): in English text it is a verb before build and job numbers.
    cue: /\brut\b|c[ée]dula|rol\s+[úu]nico/,
    key: /^rut$|^run$|cedula/,
  },
  {
    name: 'ar-cuit',
    type: 'TAX_ID',
    gate: (f) => (f.length === 2 && splitBy(f, DASH)) || isDigitRun(f, 11),
    pattern: /(?:20|23|24|27|30|33|34)(-?)\d{8}\1\d/y,
    check: (v) => verdict(isCuitValid(digitsOnly(v))),
    // Dashed 2-8-1 with an AFIP prefix and its check digit; eleven bare digits could be anything.
    alone: (v) => v.includes('-'),
    cue: /\bcuit\b|\bcuil\b|\bcdi\b/,
    key: /cuit|cuil/,
    retype: { cue: /\bcuil\b/, type: 'NATIONAL_ID' },
  },
  {
    name: 'pk-cnic',
    type: 'NATIONAL_ID',
    gate: (f) => isGroupOf(f, 5, DASH) || isDigitRun(f, 13),
    pattern: /\d{5}(-?)\d{7}\1\d/y,
    check: checkCnic,
    alone: false,
    cue: /\bcnic\b|\bnic\b|nadra|computeri[sz]ed\s+national/,
    key: /cnic|^nic$/,
  },
  {
    name: 'id-nik',
    type: 'NATIONAL_ID',
    gate: digitRun(16),
    pattern: /\d{16}/y,
    check: checkNik,
    alone: false,
    cue: /\bnik\b|\bktp\b|nomor\s+induk|kependudukan/,
    key: /^nik$|ktp/,
  },
  {
    name: 'vn-cccd',
    type: 'NATIONAL_ID',
    gate: digitRun(12),
    pattern: /\d{12}/y,
    check: checkCccd,
    alone: false,
    cue: /\bcccd\b|\bcmnd\b|căn\s+cước|can\s+cuoc|citizen\s+identi/,
    key: /cccd|cmnd|cancuoc/,
  },
  {
    name: 'cz-sk-rodne-cislo',
    type: 'NATIONAL_ID',
    gate: (f) => isGroupOf(f, 6, SLASH) || isDigitRun(f, 10),
    pattern: /\d{6}\/?\d{3,4}(?!\d)/y,
    check: checkRodneCislo,
    alone: false,
    cue: /rodn[éeá]\s+č[ií]slo|rodne\s+cislo|\brč\b|birth\s+number/,
    key: /rodnecislo|birthnumber/,
  },
  {
    name: 'dk-cpr',
    type: 'NATIONAL_ID',
    gate: (f) => isGroupOf(f, 6, DASH) || isDigitRun(f, 10),
    pattern: /\d{6}-?\d{4}/y,
    check: checkCpr,
    alone: false,
    cue: /\bcpr\b|cpr-?(?:nr|nummer)|personnummer/,
    key: /cpr|personnummer/,
  },
  {
    name: 'es-dni',
    type: 'NATIONAL_ID',
    gate: (f) => f.length === 9 && f.letters,
    pattern: /(?:\d{8}|[XYZ]\d{7})[A-HJ-NP-TV-Z]/y,
    check: (v) => verdict(isDniValid(v)),
    alone: true,
    cue: /\bdni\b|\bnie\b|documento\s+nacional|n[úu]mero\s+de\s+identidad/,
    key: /^dni$|^nie$|documentonacional/,
    retype: { cue: /\bnif\b/, type: 'TAX_ID' },
  },
  {
    name: 'ie-ppsn',
    type: 'NATIONAL_ID',
    gate: (f) => (f.length === 8 || f.length === 9) && f.letters,
    pattern: /\d{7}[A-W][A-IW]?/y,
    check: (v) => verdict(isPpsnValid(v)),
    alone: false,
    cue: /\bppsn?\b|\bpps\s+(?:number|no\b)|personal\s+public\s+service/,
    key: /ppsn|ppsnumber/,
  },
  {
    name: 'il-teudat-zehut',
    type: 'NATIONAL_ID',
    gate: digitRun(9),
    pattern: /\d{9}/y,
    check: (v) => verdict(isLuhnValid(v)),
    alone: false,
    cue: /teudat\s+zehut|\bzehut\b|israeli\s+id|ת\.?ז|תעודת\s+זהות/,
    key: /zehut/,
  },
  {
    name: 'ca-sin',
    type: 'NATIONAL_ID',
    gate: (f) => isGroupOf(f, 3, SPACE, DASH) || isDigitRun(f, 9),
    pattern: /\d{3}([ -]?)\d{3}\1\d{3}/y,
    check: checkSin,
    alone: false,
    cue: /\bsin\b|social\s+insurance|\bnas\b|assurance\s+sociale/,
    key: /^sin$|socialinsurance/,
  },
  {
    name: 'nz-ird',
    type: 'TAX_ID',
    gate: (f) => ((f.length === 2 || f.length === 3) && splitBy(f, DASH)) || ((f.length === 8 || f.length === 9) && !f.letters),
    pattern: /\d{2,3}(-?)\d{3}\1\d{3}/y,
    check: (v) => verdict(isIrdValid(digitsOnly(v))),
    alone: false,
    cue: /\bird\b|inland\s+revenue|\bgst\s+(?:number|no\b)/,
    key: /^ird|irdnumber/,
  },
  {
    name: 'pt-nif',
    type: 'TAX_ID',
    gate: digitRun(9),
    pattern: /\d{9}/y,
    check: (v) => verdict(isPortugueseNifValid(v)),
    alone: false,
    cue: /\bnif\b|contribuinte|\bnipc\b/,
    key: /^nif$|nipc|contribuinte/,
  },
  {
    name: 'ph-tin',
    type: 'TAX_ID',
    gate: groupOf(3, DASH),
    pattern: /\d{3}-\d{3}-\d{3}(?:-\d{3,5})?/y,
    check: () => Verdict.Unchecked,
    alone: false,
    cue: /\btin\b|\bbir\b|tax\s+identification/,
    key: /^tin$/,
  },
  {
    name: 'nz-bank-account',
    type: 'BANK_ACCOUNT',
    gate: groupOf(2, DASH, SPACE),
    pattern: /\d{2}([- ])\d{4}\1\d{7}\1\d{2,3}/y,
    check: checkNzBank,
    alone: true,
    cue: /\b(?:account|acct|a\/c|bank|banking)\b|\bpaid\s+into|\bpay\s+into|\bdeposit(?:ed)?\s+(?:in)?to|\btransfer(?:red)?\s+to/,
    key: /account|acct|bank/,
  },
];

/** The words that name any format's type in general. */
export function genericCue(type: IdType): RegExp | undefined {
  return type === 'NATIONAL_ID' ? NATIONAL_CUE : type === 'TAX_ID' ? TAX_CUE : undefined;
}

export function genericKey(type: IdType): RegExp | undefined {
  return type === 'NATIONAL_ID' ? NATIONAL_KEY : type === 'TAX_ID' ? TAX_KEY : undefined;
}
