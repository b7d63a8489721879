/**
 * CREDENTIAL: PEM private-key blocks (RFC 7468), secrets in key=value / key: value form (the value is
 * the entity), the password in a URL's user info ("postgres://app:s3cr3t@db"), and token formats with a documented fixed prefix: AWS access key ids (AKIA/ASIA), GitHub
 * tokens (ghp_/gho_/ghu_/ghs_/ghr_), Slack (xox?-), Stripe live keys (sk_live_), Google API keys (AIza)
 * and JSON Web Tokens (three base64url parts, the first two starting "eyJ").
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isWordUnitAt } from '../pipeline/boundary.js';

const PEM = /-----BEGIN ([A-Z0-9 ]*PRIVATE KEY)-----[\s\S]{1,16384}?-----END \1-----/y;
const SECRET_KEY = /(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_-])*(?:password|passwd|pwd|passphrase|secret|token|apikey|api[_-]key|access[_-]key|secret[_-]key|private[_-]key|client[_-]secret|auth[_-]token|bearer|credentials?)$/i;
/** The value shares the key's line: "credentials:\n  const auth = …" introduces code, not a secret. */
const SECRET_VALUE = /[:=][ \t]*(["']?)([^\s"',;]{4,256})\1/y;
const TOKEN_FORMATS: readonly RegExp[] = [
  /(?:AKIA|ASIA)[0-9A-Z]{16}/y,
  /gh[pousr]_[A-Za-z0-9]{36,255}/y,
  /xox[abposr]-[A-Za-z0-9-]{10,250}/y,
  /sk_live_[A-Za-z0-9]{24,99}/y,
  /AIza[0-9A-Za-z_-]{35}/y,
  /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/y,
];
const TOKEN_FIRST = new Set(['A', 'g', 'x', 's', 'e']);
/** Placeholder values that are not secrets ("password: ****", "token=null"). */
const NOT_SECRET = /^(?:\*+|x+|null|none|undefined|true|false|redacted|hidden|changeme|required|optional|string)$/i;
/**
 * Values that stand for a secret instead of being one: placeholders ("<github-token>", "[REDACTED]", "${DB_PASS}",
 * "{{ secret }}", a Markdown code span), and file paths ("/path/to/key.json", "./creds.json").
 */
const PLACEHOLDER = /^(?:<.*>|\[.*\]|\$\{.*\}?|\{\{.*|%\(.*|`.*|(?:\.{0,2}|~)\/.*)$/;
/**
 * Unquoted values that are code, not literals: keywords ("credentials: const …", "token = await …"), property
 * chains and environment lookups ("refreshedAccessToken.token", "process.env.SECRET"), calls and index
 * expressions ("auth[1]", "getToken()").
 */
const CODE_KEYWORD = /^(?:const|let|var|await|async|new|function|return|this|self|def|lambda|yield|typeof|void)$/;
const CODE_EXPRESSION = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|[()[\]]/;

function isSecretValue(value: string, quoted: boolean): boolean {
  if (NOT_SECRET.test(value) || PLACEHOLDER.test(value)) return false;
  return quoted || !(CODE_KEYWORD.test(value) || CODE_EXPRESSION.test(value));
}

const CREDENTIAL_CONFIDENCE = { pem: 0.99, format: 0.95, keyed: 0.85, userinfo: 0.9 } as const;

const PREFIX_BEFORE = /(?:gh[pousr]_|sk_live_|xox[abposr]-)$/;

const KEY_ENDINGS: ReadonlySet<string> = new Set(['ord', 'swd', 'pwd', 'ase', 'ret', 'ken', 'key', 'rer', 'ial', 'als']);
/** KEY_ENDINGS as packed char codes, so an ASCII key's last three letters are looked up without a lower-cased copy. */
const KEY_ENDING_CODES: ReadonlySet<number> = new Set([...KEY_ENDINGS].map((e) => packTriple(e.charCodeAt(0), e.charCodeAt(1), e.charCodeAt(2))));

function packTriple(a: number, b: number, c: number): number {
  return (a << 14) | (b << 7) | c;
}

function asciiLower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/** Whether the three units before `keyEnd`, lower-cased, are one of KEY_ENDINGS. */
function endsLikeSecretKey(text: string, units: Uint16Array, keyEnd: number): boolean {
  if (keyEnd >= 3) {
    const a = units[keyEnd - 3]!;
    const b = units[keyEnd - 2]!;
    const c = units[keyEnd - 1]!;
    if (a < 128 && b < 128 && c < 128) return KEY_ENDING_CODES.has(packTriple(asciiLower(a), asciiLower(b), asciiLower(c)));
  }
  // Outside ASCII, toLowerCase() decides (the Kelvin sign lower-cases to 'k').
  return KEY_ENDINGS.has(text.slice(keyEnd - 3, keyEnd).toLowerCase());
}

/** A secret in "key = value" / "key: value" form where the key names a secret; the value is the entity. */
function findKeyedSecret(text: string, units: Uint16Array, at: number, out: Candidate[]): void {
  let keyEnd = at;
  while (keyEnd > 0 && (text[keyEnd - 1] === ' ' || text[keyEnd - 1] === '"' || text[keyEnd - 1] === "'")) keyEnd--;
  if (keyEnd === 0 || at - keyEnd > 3 || !isWordUnitAt(text, keyEnd - 1)) return;
  // Every secret key word ends in one of a few letter triples; most "word:" pairs stop at this lookup.
  if (!endsLikeSecretKey(text, units, keyEnd)) return;
  if (!SECRET_KEY.test(text.slice(Math.max(0, keyEnd - 40), keyEnd))) return;
  if (text.startsWith('//', at + 1)) return; // "https://", not an assignment
  SECRET_VALUE.lastIndex = at;
  const v = SECRET_VALUE.exec(text);
  if (!v || !isSecretValue(v[2]!, v[1] !== '')) return;
  let end = SECRET_VALUE.lastIndex - v[1]!.length;
  const start = end - v[2]!.length;
  // Unquoted, the value may be closed by a Markdown code span and end its sentence: "`API_KEY=mgk_7Hq2…`." is the key.
  if (v[1] === '') end = trimClosingPunctuation(text, units, start, end);
  out.push(candidate('CREDENTIAL', start, end, CREDENTIAL_CONFIDENCE.keyed, 'credential'));
}

/** Drops a closing backtick and, at a sentence's end (before a space or the text's end), a final period. */
function trimClosingPunctuation(text: string, units: Uint16Array, start: number, end: number): number {
  if (end - start > 4 && units[end - 1]! === 46 && (end === text.length || /\s/.test(text[end]!))) end--;
  if (end - start > 4 && units[end - 1]! === 96) end--;
  return end;
}

/**
 * The password in the user info of a URL ("postgres://app:s3cr3t@db.internal:5432/orders", "https://u:p@host"):
 * read from "://" to the first '@' before any '/', space or quote; the part after the user name's ':' is the
 * entity. Connection strings in logs and configs carry database passwords this way.
 */
function findUserinfoPassword(text: string, units: Uint16Array, sep: number, out: Candidate[]): void {
  const from = sep + 3;
  let colon = -1;
  for (let i = from; i < text.length && i - from <= MAX_USERINFO; i++) {
    const c = units[i]!;
    if (c === 64 /* @ */) {
      if (colon < 0 || i - colon < 2) return;
      const value = text.slice(colon + 1, i);
      if (!isSecretValue(value, true)) return;
      out.push(candidate('CREDENTIAL', colon + 1, i, CREDENTIAL_CONFIDENCE.userinfo, 'credential'));
      return;
    }
    if (c <= 32 || c === 47 || c === 34 || c === 39 || c === 60 || c === 62) return;
    if (c === 58) {
      // A second ':' is no "user:password" (CVS's "cvs://:pserver:anoncvs@host" names a method and a user).
      if (colon >= 0) return;
      colon = i;
    }
  }
}

/** RFC 3986 sets no limit; user name and password beyond this are no credentials we expect. */
const MAX_USERINFO = 256;

export const credentialRecognizer: Recognizer = {
  name: 'credential',
  entities: ['CREDENTIAL'],
  claims: true,
  find({ text, units, anchors, claimed }: ScanInput, out: Candidate[]): void {
    // Indexed loops: for…of over these lists (a shared frozen empty one, or a fresh array) left iterator objects behind.
    const { pemStarts, assignments, schemeSeps } = anchors;
    for (let i = 0; i < pemStarts.length; i++) {
      const at = pemStarts[i]!;
      PEM.lastIndex = at;
      const m = PEM.exec(text);
      if (m) out.push(candidate('CREDENTIAL', at, at + m[0].length, CREDENTIAL_CONFIDENCE.pem, 'credential'));
    }
    for (let i = 0; i < assignments.length; i++) findKeyedSecret(text, units, assignments[i]!, out);
    for (let i = 0; i < schemeSeps.length; i++) findUserinfoPassword(text, units, schemeSeps[i]!, out);
    const { tokenStart, tokenEnd, digitTokens, upperTokens } = anchors;
    for (let pass = 0; pass < 2; pass++) {
      const list = pass === 0 ? digitTokens : upperTokens;
      for (let i = 0; i < list.length; i++) {
        const t = list[i]!;
        // Every token format is 16+ characters long: most tokens stop at this comparison.
        if (claimed[t] || tokenEnd[t]! - tokenStart[t]! < 12) continue;
        // Prefixes end in '_' or '-', so the recorded token may start after them ("ghp_" + "x1y2…").
        const start = tokenStart[t]!;
        const joined = text[start - 1] === '_' || text[start - 1] === '-';
        const prefix = joined ? PREFIX_BEFORE.exec(text.slice(Math.max(0, start - 9), start)) : null;
        const from = prefix ? start - prefix[0].length : start;
        if (!TOKEN_FIRST.has(text[from]!) || isWordUnitAt(text, from - 1) || tokenEnd[t]! - from < 16) continue;
        for (let f = 0; f < TOKEN_FORMATS.length; f++) {
          const format = TOKEN_FORMATS[f]!;
          format.lastIndex = from;
          const end = format.test(text) ? format.lastIndex : -1;
          if (end > 0 && !isWordUnitAt(text, end)) {
            out.push(candidate('CREDENTIAL', from, end, CREDENTIAL_CONFIDENCE.format, 'credential'));
            break;
          }
        }
      }
    }
  },
};
