/**
 * Context-dependent identifiers: PASSPORT_NUMBER, DRIVER_LICENSE, NATIONAL_ID, TAX_ID, MEDICAL_RECORD_NUMBER
 * and BANK_ACCOUNT. Their shapes are too generic to report alone, so a keyword before the value (within
 * the same clause) or the field name decides the type. Two carry their own validation and may stand alone:
 * US ITINs (IRS: 9XX-[50-65|70-88|90-92|94-99]-XXXX) and ABA routing numbers (checksum; weak without context).
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { isAbaRoutingValid } from '../checksums/aba.js';
import { isStandaloneNumber } from '../pipeline/boundary.js';

interface IdentifierKind {
  readonly type: string;
  /** Keyword in the 40 characters before the value (lower-cased), same clause. */
  readonly cue: RegExp;
  /** Substring of a normalized field name. */
  readonly key: RegExp;
  /** The whole value. */
  readonly shape: RegExp;
}

const KINDS: readonly IdentifierKind[] = [
  {
    type: 'DRIVER_LICENSE',
    cue: /driver'?s?\s*licen[cs]e|driving\s+licen[cs]e|\bdl\b|\blicen[cs]e\s*(?:#|no\b|num)/,
    key: /driverlicen|drivinglicen|licen[cs]enumber|^dl$|dlnumber/,
    shape: /^(?=(?:[^0-9]*[0-9]){4})[A-Za-z0-9][A-Za-z0-9-]{3,17}$/,
  },
  { type: 'PASSPORT_NUMBER', cue: /passport/, key: /passport/, shape: /^(?=(?:[^0-9]*[0-9]){5})[A-Za-z0-9]{6,12}$/ },
  {
    type: 'MEDICAL_RECORD_NUMBER',
    cue: /\bmrn\b|medical\s+record|patient\s+(?:id|no|number|#)|chart\s+(?:no|number|#)|health\s+record/,
    key: /mrn|medicalrecord|patientid|chartnumber/,
    shape: /^(?=(?:[^0-9]*[0-9]){4})[A-Za-z0-9][A-Za-z0-9-]{3,19}$/,
  },
  {
    type: 'TAX_ID',
    cue: /\b(?:tin|ein|itin|fein|vat|tax\s*(?:id|identification|number|no|#)|taxpayer)\b/,
    key: /taxid|^tin$|^ein$|itin|vatnumber|taxpayer/,
    shape: /^(?:\d{2}-\d{7}|\d{3}-\d{2}-\d{4}|\d{9}|[A-Z]{2}[A-Z0-9]{8,12})$/,
  },
  {
    type: 'NATIONAL_ID',
    cue: /national\s+(?:id|identity|insurance)|\bid\s*card|identity\s+(?:card|number|no)|\bnin[o]?\b|aadhaar|\bsin\b|personal\s+(?:id|number)|\b(?:cpr|bsn|curp|dni|nie|nif|pesel|nric|cnp)\b/,
    key: /nationalid|identitynumber|nino|aadhaar|personalnumber|pesel|dni|curp/,
    shape: /^(?=(?:[^0-9]*[0-9]){5})[A-Za-z0-9][A-Za-z0-9-]{4,19}$/,
  },
  {
    type: 'BANK_ACCOUNT',
    cue: /\b(?:account|acct|a\/c|routing|aba|rtn|sort\s+code|bank)\b/,
    key: /account|acct|routing|aba|bankno/,
    shape: /^\d[\d-]{5,19}$/,
  },
];

/** A keyword and a fitting value: confident; ITIN and routing numbers validate themselves. */
const IDENTIFIER_CONFIDENCE = { cued: 0.75, itin: 0.65, routingAlone: 0.4, routingCued: 0.9 } as const;

const VALUE = /[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){4,24}/y;
const ITIN = /^9\d{2}-(?:5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/;
const CUE_WINDOW = 40;
/** Every kind's keywords at once, case-insensitive: most numbers have none near them and stop here. */
const ANY_CUE = new RegExp(KINDS.map((k) => k.cue.source).join('|'), 'i');

/** The part of `window` after its last clause break, so a keyword from an earlier sentence does not count. */
function clauseTail(window: string): string {
  for (let i = window.length - 3; i >= 0; i--) {
    const c = window[i];
    if (c === ';' || c === '!' || c === '?' || c === '\n' || (c === '.' && window[i + 1] === ' ' && !/\b(?:no|nr|lic)$/.test(window.slice(0, i)))) {
      return window.slice(i + 1);
    }
  }
  return window;
}

/** Letters joined to an identifier by a hyphen ("MRN-00482913", "DL-4417") are part of it. */
const LETTER_PREFIX = /[A-Za-z]{1,5}$/;
function withLetterPrefix(text: string, start: number): number {
  if (start < 2 || text.charCodeAt(start - 1) !== 45) return start;
  const m = LETTER_PREFIX.exec(text.slice(Math.max(0, start - 7), start - 1));
  if (m === null) return start;
  const prefixStart = start - 1 - m[0].length;
  // The prefix must be a whole word, not the tail of a longer one.
  return prefixStart > 0 && /[A-Za-z0-9]/.test(text[prefixStart - 1]!) ? start : prefixStart;
}

export const identifiersRecognizer: Recognizer = {
  name: 'identifiers',
  entities: KINDS.map((k) => k.type).concat('TAX_ID'),
  find({ text, anchors, key, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, digitTokens } = anchors;
    const keyKind = key === '' ? undefined : KINDS.find((k) => k.key.test(key));
    let next = 0;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const start = tokenStart[t]!;
      if (start < next) continue;
      // Every identifier shape has 5+ characters: short numbers (years, counts) stop here.
      if (tokenEnd[t]! - start < 5 && text[tokenEnd[t]!] !== '-') continue;
      VALUE.lastIndex = start;
      if (!VALUE.test(text)) continue;
      const end = VALUE.lastIndex;
      const value = text.slice(start, end);
      if (!isStandaloneNumber(text, start, end)) continue;
      const raw = text.slice(Math.max(0, start - CUE_WINDOW), start);
      const window = ANY_CUE.test(raw) ? clauseTail(raw.toLowerCase()) : '';
      const kind = keyKind && keyKind.shape.test(value) ? keyKind : window === '' ? undefined : KINDS.find((k) => k.cue.test(window) && k.shape.test(value));
      const digits = value.replace(/-/g, '');
      // A value called a routing number must pass the ABA checksum.
      const routingCue = kind?.type === 'BANK_ACCOUNT' && /routing|\baba\b|\brtn\b/.test(window);
      if (kind && !(routingCue && !isAbaRoutingValid(digits))) {
        const routing = kind.type === 'BANK_ACCOUNT' && isAbaRoutingValid(digits);
        out.push({
          type: kind.type,
          start: withLetterPrefix(text, start),
          end,
          confidence: routing ? IDENTIFIER_CONFIDENCE.routingCued : IDENTIFIER_CONFIDENCE.cued,
          recognizer: 'identifiers',
        });
        next = end;
      } else if (ITIN.test(value)) {
        out.push({ type: 'TAX_ID', start, end, confidence: IDENTIFIER_CONFIDENCE.itin, recognizer: 'identifiers' });
      } else if (/^\d{9}$/.test(value) && isAbaRoutingValid(value)) {
        out.push({ type: 'BANK_ACCOUNT', start, end, confidence: IDENTIFIER_CONFIDENCE.routingAlone, recognizer: 'identifiers' });
      }
    }
  },
};
