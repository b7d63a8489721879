/**
 * Names of people that name something else: a firm or institution ("Goldman Sachs", "Mayo Clinic", "University of
 * Patras"), a vendor's product ("Apache Kafka", "Mozilla Firefox", "Toyota Hilux"), a software component ("Netty 4.1") or a condition or law named after its discoverer
 * ("Parkinson's disease", "Moore's law"). They are not personal data: the candidates the default threshold would report
 * are lowered under it (not dropped, so a caller asking for 0.2 still sees them).
 */
import type { Candidate } from '../../candidate.js';
import { isAsciiDigit, isAsciiLower, isAsciiUpper } from '../../pipeline/boundary.js';
import { WordSet } from '../../lexicons/word-set.js';

/** What a candidate's confidence is lowered to. */
const NOT_A_PERSON = 0.25;
/** The default threshold (analyze.ts DEFAULT_THRESHOLD). */
const LOOKED_AT = 0.5;

/**
 * A word after the name that makes it an institution's or a firm's ("Mayo Clinic", "Smith & Associates"); legal forms
 * ("Acme, Inc.") are read where the run is scored (person-name.ts, COMPANY_SUFFIX).
 */
const INSTITUTION_AFTER =
  /^(?:'s)?[ \t]+(?:&[ \t]+(?:Co\b|Sons\b|Associates\b|Partners\b)|(?:Clinic|Hospital|Medical|Health|University|College|Institute|Foundation|Bank|Group|Company|Partners|Capital|Securities|Holdings|Associates|Airlines|Motors|Laboratories|Labs|Pharmaceuticals|School|Library|Museum|Stadium|Center|Centre)\b)/;
/** "University of Patras", "Bank of Montreal": the name after "<institution> of" is a place or a founder. */
const INSTITUTION_OF_BEFORE = /\b(?:University|College|Institute|Bank|School|Museum|Republic|Kingdom|Duchy|County|Province|City|Port|Archdiocese|Diocese) of[ \t]+$/;
/** "Parkinson's disease", "Lou Gehrig's disease", "Moore's law": an eponym, not a person in the text. */
const EPONYM_AFTER = /^['’]s?[ \t]+(?:disease|syndrome|palsy|lymphoma|sarcoma|anomaly|sign|law|principle|theorem|equation|constant|paradox|razor|rule)\b/i;

/**
 * Vendors whose name opens a product's ("Apache Kafka", "Intel Mac", "Microsoft Edge"): a capitalized word after
 * one is the product, and the pair reads like a first name and a surname.
 */
const VENDORS: ReadonlySet<string> = new Set([
  'adobe', 'amazon', 'amd', 'android', 'apache', 'apple', 'atlassian', 'autodesk', 'aws', 'azure', 'cisco', 'cloudflare',
  'datadog', 'dell', 'docker', 'dropbox', 'elastic', 'facebook', 'github', 'gitlab', 'google', 'hp', 'ibm', 'intel',
  'jetbrains', 'lenovo', 'linux', 'macos', 'microsoft', 'mongodb', 'mozilla', 'netflix', 'nvidia', 'oracle', 'paypal',
  'qualcomm', 'redhat', 'salesforce', 'samsung', 'sap', 'shopify', 'slack', 'sony', 'splunk', 'spotify', 'stripe',
  'tesla', 'twilio', 'ubuntu', 'vmware', 'windows', 'xbox',
  // Car makers: "a white Toyota Hilux", "Kia Sportage". Not Ford, Honda, Suzuki or Yamaha, surnames as often.
  'toyota', 'nissan', 'hyundai', 'kia', 'mazda', 'subaru', 'volkswagen', 'vw', 'peugeot', 'renault', 'citroen',
  'citroën', 'skoda', 'škoda', 'volvo', 'chevrolet', 'chevy', 'audi', 'bmw', 'porsche', 'fiat', 'jeep', 'dodge', 'lexus',
  'mitsubishi', 'isuzu', 'seat', 'opel', 'dacia',
]);

/**
 * A word after a name that makes it a software component ("the Jackson Blackbird module", "Netty 4.1", "Bumped
 * Netty to 4.1.112"): a kind of component, or a dotted version number (people have no version).
 */
const COMPONENT_NOUNS = new WordSet(['module', 'modules', 'library', 'libraries', 'plugin', 'plugins', 'framework', 'package', 'sdk', 'api', 'driver', 'extension', 'connector', 'adapter', 'bindings', 'dependency', 'release']);
const VERSION_AFTER = /^[ \t]+(?:(?:to|from)[ \t]+)?v?\d+\.\d/;

function namesComponent(text: string, units: Uint16Array, end: number): boolean {
  let w = end + 1;
  while (w < text.length && isAsciiLower(units[w]!)) w++;
  if (w > end + 1 && COMPONENT_NOUNS.hasAt(text, end + 1, w)) return true;
  const next = units[end + 1]!;
  return (isAsciiDigit(next) || next === 116 || next === 102 || next === 118) && VERSION_AFTER.test(text.slice(end, end + 16));
}

/**
 * Firms and institutions named after people, written without a word that says so (two capitalized words, lower
 * case, joined by one space; "&" and "and" dropped): the best known in finance, law, consulting, retail and care.
 */
const EPONYMOUS_FIRMS: ReadonlySet<string> = new Set([
  'goldman sachs', 'morgan stanley', 'merrill lynch', 'lehman brothers', 'charles schwab', 'wells fargo', 'dow jones',
  'bear stearns', 'smith barney', 'edward jones', 'raymond james', 'jp morgan', 'warburg pincus', 'bain capital',
  'ernst young', 'arthur andersen', 'booz allen', 'baker mckenzie', 'latham watkins', 'kirkland ellis',
  'sullivan cromwell', 'johnson johnson', 'procter gamble', 'marks spencer', 'harley davidson', 'rolls royce',
  'mercedes benz', 'louis vuitton', 'calvin klein', 'ralph lauren', 'tommy hilfiger', 'hugo boss', 'estee lauder',
  'walt disney', 'thomson reuters', 'johns hopkins', 'kaiser permanente', 'sloan kettering', 'cedars sinai',
  'mayo clinic', 'jack daniels', 'ben jerry', 'dolce gabbana', 'aston martin', 'hewlett packard', 'tim hortons',
]);

/** The firms' words by position, asked about in place before a pair is put together for EPONYMOUS_FIRMS. */
const FIRM_FIRST_WORDS = new WordSet([...EPONYMOUS_FIRMS].map((firm) => firm.slice(0, firm.indexOf(' '))));
const FIRM_SECOND_WORDS = new WordSet([...EPONYMOUS_FIRMS].map((firm) => firm.slice(firm.indexOf(' ') + 1)));
const VENDOR_WORDS = new WordSet(VENDORS);
/** Either's first words: most candidates' first word is neither, and one lookup says so. */
const VENDOR_OR_FIRM_WORDS = new WordSet([...VENDORS, ...[...EPONYMOUS_FIRMS].map((firm) => firm.slice(0, firm.indexOf(' ')))]);

/** Lowers the PERSON_NAME candidates of `found[from…]` that name a firm, a product or an eponym. */
export function demoteNonPersons(text: string, units: Uint16Array, found: Candidate[], from: number): void {
  for (let i = from; i < found.length; i++) {
    const c = found[i]!;
    // Only candidates the default threshold would report are looked at: lowering one already under it changes what a
    // caller sees only between 0.25 and its score, and this test runs for every candidate.
    if (c.type !== 'PERSON_NAME' || c.confidence < LOOKED_AT) continue;
    if (namesSomethingElse(text, units, c.start, c.end)) c.confidence = NOT_A_PERSON;
  }
}

/**
 * Whether the candidate at [start, end) names a firm, an institution, a product or an eponym. It runs for every
 * candidate, so each test first looks at the one or two characters that must be there before reading a slice.
 */
function namesSomethingElse(text: string, units: Uint16Array, start: number, end: number): boolean {
  const after = units[end]!;
  const next = units[end + 1]!;
  let partner: RegExpExecArray | null = null;
  if (after === 39 || after === 0x2019 || (after === 32 && (isAsciiUpper(next) || next === 38 || next === 97))) {
    // Each pattern only where its first units can stand: an institution's word opens with a capital or '&' after the
    // space, or follows "'s"; an eponym follows an apostrophe; a partner follows " & " or " and ".
    const institution = after !== 0x2019 && next !== 97;
    const joined = after === 32 && (next === 38 || text.startsWith('and', end + 1));
    if (institution || after !== 32 || joined) {
      const tail = text.slice(end, end + 24);
      if (institution && INSTITUTION_AFTER.test(tail)) return true;
      if (after !== 32 && EPONYM_AFTER.test(tail)) return true;
      if (joined) partner = JOINED_AFTER.exec(tail);
    }
  }
  if (after === 32 && namesComponent(text, units, end)) return true;
  let before: RegExpExecArray | null = null;
  if (units[start - 1]! === 32) {
    const b = units[start - 2]!;
    // "… of Patras", "Ernst & Young", "Johnson and Johnson"
    if (b === 102 || b === 38 || b === 100) {
      const head = text.slice(Math.max(0, start - 24), start);
      if (b === 102 && INSTITUTION_OF_BEFORE.test(head)) return true;
      if (b !== 102) before = JOINED_BEFORE.exec(head);
    }
  }
  let firstEnd = start;
  while (firstEnd < end && units[firstEnd]! !== 32) firstEnd++;
  if (firstEnd === end && partner === null && before === null) return false;
  if (firstEnd < end && VENDOR_OR_FIRM_WORDS.hasAt(text, start, firstEnd)) {
    if (VENDOR_WORDS.hasAt(text, start, firstEnd)) return true;
    // A firm's two words may open a longer candidate ("Johns Hopkins Bayview").
    let secondEnd = firstEnd + 1;
    while (secondEnd < end && units[secondEnd]! !== 32) secondEnd++;
    if (
      FIRM_FIRST_WORDS.hasAt(text, start, firstEnd) &&
      FIRM_SECOND_WORDS.hasAt(text, firstEnd + 1, secondEnd) &&
      EPONYMOUS_FIRMS.has(`${text.slice(start, firstEnd).toLowerCase()} ${text.slice(firstEnd + 1, secondEnd).toLowerCase()}`)
    ) {
      return true;
    }
  }
  // Or stand apart around '&' or "and", each its own candidate ("Ernst & Young").
  if (partner !== null) {
    let lastStart = end;
    while (lastStart > start && units[lastStart - 1]! !== 32) lastStart--;
    if (EPONYMOUS_FIRMS.has(`${text.slice(lastStart, end).toLowerCase()} ${partner[1]!.toLowerCase()}`)) return true;
  }
  return before !== null && EPONYMOUS_FIRMS.has(`${before[1]!.toLowerCase()} ${text.slice(start, firstEnd).toLowerCase()}`);
}

const JOINED_AFTER = /^[ \t]+(?:&|and)[ \t]+([A-Z][a-z]+)/;
const JOINED_BEFORE = /([A-Z][a-z]+)[ \t]+(?:&|and)[ \t]+$/;
