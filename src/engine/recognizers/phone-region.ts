/**
 * National phone numbers written without a country code ("06 71 28 44 93", "0917 583 2046"): a number is only
 * valid for some region, so the text must say which. The regions hinted by the text — a country's name, the ccTLD
 * of an e-mail or web address, a "+CC" calling code or an ISO 4217 currency code before an amount elsewhere in it —
 * are tried (a few at most) with libphonenumber-js, and the number must be written as that region writes its
 * national numbers (trunk prefix included: "6 71 28 44 93" is not how France writes 06 71 28 44 93).
 * A phone cue word before or just after the number ("tel", "portable", "rappeler", "give me a ring on") is looked
 * up here too: it is what lifts a region-valid number over the threshold.
 */
import { Metadata, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.max.json';
import type { Anchors } from '../pipeline/scan.js';
import { digitsOf, isAsciiDigit, isAsciiLetter } from '../pipeline/boundary.js';

const countries = (metadata as unknown as { countries: Record<string, unknown> }).countries;
const callingCodes = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

/** At most this many hinted regions are tried for one number. */
const MAX_REGIONS = 4;

/** Country names, in English and in their own languages, by ISO 3166 code; "Zealand" stands for "New Zealand". */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AR: 'argentina', AT: 'austria österreich', AU: 'australia', BE: 'belgium belgique belgië belgien', BR: 'brazil brasil',
  CA: 'canada', CH: 'switzerland schweiz suisse svizzera', CL: 'chile', CO: 'colombia', CZ: 'czechia česko',
  DE: 'germany deutschland', DK: 'denmark danmark', ES: 'spain españa', FI: 'finland suomi', FR: 'france',
  GB: 'uk britain england scotland wales', GR: 'greece ελλάδα', IE: 'ireland éire', IN: 'india', IT: 'italy italia',
  JP: 'japan', MX: 'mexico méxico', MY: 'malaysia', NL: 'netherlands nederland', NO: 'norway norge', NZ: 'zealand aotearoa',
  PE: 'peru perú', PH: 'philippines pilipinas', PL: 'poland polska', PT: 'portugal', RO: 'romania românia',
  SE: 'sweden sverige', SG: 'singapore',
};
const REGION_OF_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRY_NAMES).flatMap(([region, names]) => names.split(' ').map((n) => [n, region] as const)),
);

/** ISO 4217 codes of one country's currency, read as a hint only before an amount ("PHP 1,899", "NZD 40"). */
const REGION_OF_CURRENCY: ReadonlyMap<string, string> = new Map([
  ['PHP', 'PH'], ['MXN', 'MX'], ['NZD', 'NZ'], ['AUD', 'AU'], ['GBP', 'GB'], ['INR', 'IN'], ['BRL', 'BR'], ['ARS', 'AR'],
  ['CLP', 'CL'], ['COP', 'CO'], ['SEK', 'SE'], ['NOK', 'NO'], ['DKK', 'DK'], ['PLN', 'PL'], ['CHF', 'CH'], ['RON', 'RO'],
  ['SGD', 'SG'], ['MYR', 'MY'], ['ZAR', 'ZA'], ['JPY', 'JP'], ['CZK', 'CZ'], ['CAD', 'CA'],
]);

/** Two-letter top-level domains sold as generic names (.io, .co, .me, …): no hint of a country. */
const GENERIC_TLDS: ReadonlySet<string> = new Set(
  'io co ai me tv ly fm to sh gg cc ws so la im am nu tk ms gd vc sc st md ac ag bz cd cx dj fo gl lc li mn mu pw sx vg yt'.split(' '),
);

/**
 * Phone cue words, lower case: the phone's own name and the verbs of calling, in English and the languages whose
 * national numbers are tried here. Bounded by non-letters on both sides.
 */
const CUE = new RegExp(
  '(?:^|[^\\p{L}\\p{N}])(?:' +
    [
      'tel', 'tél', 'tlf', 'tfn', 'phone', 'telephone', 'téléphone', 'telefon', 'telefone', 'telefono', 'teléfono', 'telèfon',
      'mobile', 'mobil', 'móvil', 'movil', 'móvel', 'cell', 'cel', 'celular', 'cellulare', 'cellphone', 'portable', 'gsm',
      'handy', 'natel', 'whatsapp', 'viber', 'sms', 'landline', 'line', 'hotline', 'helpline', 'ring', 'call', 'rappeler',
      'appeler', 'appelez', 'joindre', 'llamar', 'llámame', 'llámenos', 'chiamare', 'chiamami', 'ligar', 'ligue', 'anrufen',
      'puhelin', 'numer telefonu',
    ].join('|') +
    ')(?![\\p{L}\\p{N}])',
  'u',
);
/** Characters read for a cue before the number (same line) and after it ("06 71 28 44 93 (portable)"). */
const CUE_BEFORE = 32;
const CUE_AFTER = 16;

/** Whether a phone cue word is written just before the number on its line, or just after it. */
export function hasPhoneCue(text: string, units: Uint16Array, start: number, end: number): boolean {
  // The line break is looked for inside the window only: lastIndexOf/indexOf over a text without one would read it
  // whole for every number (quadratic on a long single line).
  let from = start;
  while (from > 0 && start - from < CUE_BEFORE && units[from - 1]! !== 10) from--;
  if (CUE.test(text.slice(from, start).toLowerCase())) return true;
  let to = end;
  while (to < text.length && to - end < CUE_AFTER && units[to]! !== 10) to++;
  return CUE.test(text.slice(end, to).toLowerCase());
}

function isHostUnit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46;
}

/** The country of the host name starting at `at` (e-mail domain or URL host), by its ccTLD; undefined if none. */
function regionOfHost(text: string, units: Uint16Array, at: number): string | undefined {
  let end = at;
  while (end < text.length && end - at < 253 && isHostUnit(units[end]!)) end++;
  while (end > at && units[end - 1]! === 46) end--;
  const dot = text.lastIndexOf('.', end - 1);
  if (dot < at || end - dot !== 3) return undefined;
  const tld = text.slice(dot + 1, end).toLowerCase();
  if (GENERIC_TLDS.has(tld)) return undefined;
  const region = tld === 'uk' ? 'GB' : tld.toUpperCase();
  return region in countries ? region : undefined;
}

/** The region of the '+CC' calling code whose digits start at `at`: the main region of the first code that exists. */
function regionOfCallingCode(text: string, units: Uint16Array, at: number): string | undefined {
  let code = '';
  for (let i = at; i < at + 3; i++) {
    const c = units[i]!;
    if (c < 48 || c > 57) return undefined;
    code += text[i];
    const regions = callingCodes[code];
    if (regions) return regions[0];
  }
  return undefined;
}

/**
 * The regions the text hints at, in text order, at most MAX_REGIONS: read from the scan's anchors only ('@' and
 * URL starts for ccTLDs, capitalized tokens for names and currency codes, digit tokens after '+' for calling codes).
 */
export function hintedRegions(text: string, units: Uint16Array, anchors: Anchors): readonly string[] {
  const found: string[] = [];
  const add = (region: string | undefined): void => {
    if (region !== undefined && found.length < MAX_REGIONS && !found.includes(region)) found.push(region);
  };
  for (const at of anchors.atSigns) add(regionOfHost(text, units, at + 1));
  for (const at of anchors.schemeSeps) add(regionOfHost(text, units, at + 3));
  for (const at of anchors.wwwStarts) add(regionOfHost(text, units, at));
  const { tokenStart, tokenEnd, upperTokens, digitTokens } = anchors;
  for (let i = 0; i < upperTokens.length && found.length < MAX_REGIONS; i++) {
    const t = upperTokens[i]!;
    const s = tokenStart[t]!;
    const len = tokenEnd[t]! - s;
    if (len < 2 || len > 11) continue;
    const word = text.slice(s, s + len);
    // A currency code counts before an amount only ("PHP 1,899"), not as a word ("PHP 8 release" still does; rare).
    if (len === 3 && units[s + 3]! === 32 && isAsciiDigit(units[s + 4]!)) add(REGION_OF_CURRENCY.get(word));
    add(REGION_OF_NAME.get(word.toLowerCase()));
  }
  for (let i = 0; i < digitTokens.length && found.length < MAX_REGIONS; i++) {
    const s = tokenStart[digitTokens[i]!]!;
    if (units[s - 1]! === 43 /* + */ && !isAsciiDigit(units[s - 2]!) && !isAsciiLetter(units[s - 2]!)) add(regionOfCallingCode(text, units, s));
  }
  return found;
}


/** The parts of libphonenumber-js's numbering-plan object used here (public in JS, absent from its typings). */
interface PlanTypes {
  type(name: string): { pattern(): string | undefined } | undefined;
  nationalPrefix(): string | undefined;
}
const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'TOLL_FREE', 'PREMIUM_RATE', 'PERSONAL_NUMBER', 'VOIP', 'UAN', 'PAGER', 'VOICEMAIL', 'SHARED_COST'];
const plans = new Metadata(metadata as never);

interface RegionRule {
  readonly pattern: RegExp;
  readonly trunk: string;
}

/**
 * A region's number-type patterns (on the national significant number) and trunk prefix, compiled on first use: a
 * cheap first test, so that a table of grouped numbers in a text naming a country is not parsed number by number.
 */
const regionRules = new Map<string, RegionRule | null>();
function regionRule(region: string): RegionRule | null {
  let rule = regionRules.get(region);
  if (rule !== undefined) return rule;
  plans.selectNumberingPlan(region as CountryCode);
  const plan = plans.numberingPlan as unknown as PlanTypes;
  const sources = NUMBER_TYPES.map((t) => plan.type(t)?.pattern()).filter((p): p is string => !!p);
  rule = sources.length > 0 ? { pattern: new RegExp(`^(?:${sources.join('|')})$`), trunk: plan.nationalPrefix() ?? '' } : null;
  regionRules.set(region, rule);
  return rule;
}

/** Whether the digits may be a number of the region, with or without its trunk prefix (a superset of validity). */
function mayBeNumberOf(digits: string, region: string): boolean {
  const rule = regionRule(region);
  if (rule === null) return false;
  if (rule.pattern.test(digits)) return true;
  return rule.trunk !== '' && digits.startsWith(rule.trunk) && rule.pattern.test(digits.slice(rule.trunk.length));
}

/**
 * The first of `regions` for which `national` (no '+', no extension) is a valid number written in that region's
 * national layout: its digits are those libphonenumber-js formats for it, trunk prefix included.
 */
export function regionOfNationalNumber(national: string, regions: readonly string[]): string | undefined {
  const digits = digitsOf(national);
  for (const region of regions) {
    if (!mayBeNumberOf(digits, region)) continue;
    const parsed = parsePhoneNumberFromString(national, region as CountryCode, metadata as never);
    if (parsed?.country === region && parsed.isValid() && digitsOf(parsed.formatNational()) === digits) return region;
  }
  return undefined;
}
