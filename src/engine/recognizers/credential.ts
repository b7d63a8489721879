/**
 * CREDENTIAL: PEM private-key blocks (RFC 7468), secrets in key=value / key: value form (the value is
 * the entity), and token formats with a documented fixed prefix: AWS access key ids (AKIA/ASIA), GitHub
 * tokens (ghp_/gho_/ghu_/ghs_/ghr_), Slack (xox?-), Stripe live keys (sk_live_), Google API keys (AIza)
 * and JSON Web Tokens (three base64url parts, the first two starting "eyJ").
 */
import type { Candidate, Recognizer, ScanInput } from '../candidate.js';
import { isWordUnitAt } from '../pipeline/boundary.js';

const PEM = /-----BEGIN ([A-Z0-9 ]*PRIVATE KEY)-----[\s\S]{1,16384}?-----END \1-----/y;
const SECRET_KEY = /(?:^|[^A-Za-z0-9])((?:[A-Za-z0-9]+[_-])*(?:password|passwd|pwd|passphrase|secret|token|apikey|api[_-]key|access[_-]key|secret[_-]key|private[_-]key|client[_-]secret|auth[_-]token|bearer|credentials?))["']?$/i;
const SECRET_VALUE = /\s*[:=]\s*(["']?)([^\s"',;]{4,256})\1/y;
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

export const CREDENTIAL_CONFIDENCE = { pem: 0.99, format: 0.95, keyed: 0.85 } as const;

export const credentialRecognizer: Recognizer = {
  name: 'credential',
  entities: ['CREDENTIAL'],
  find({ text, anchors }: ScanInput, out: Candidate[]): void {
    for (const at of anchors.pemStarts) {
      PEM.lastIndex = at;
      const m = PEM.exec(text);
      if (m) out.push({ type: 'CREDENTIAL', start: at, end: at + m[0].length, confidence: CREDENTIAL_CONFIDENCE.pem, recognizer: 'credential' });
    }
    const { tokenStart, tokenEnd } = anchors;
    for (let t = 0; t < tokenStart.length; t++) {
      const start = tokenStart[t]!;
      const end = tokenEnd[t]!;
      const next = text.charCodeAt(end);
      // key=value / key: value, where the key names a secret.
      if (next === 61 || next === 58 || ((next === 34 || next === 39 || next === 32) && /^["' ]*[:=]/.test(text.slice(end, end + 4)))) {
        if (end - start >= 3 && SECRET_KEY.test(text.slice(Math.max(0, end - 40), end + (next === 34 || next === 39 ? 1 : 0)))) {
          SECRET_VALUE.lastIndex = next === 34 || next === 39 ? end + 1 : end;
          const v = SECRET_VALUE.exec(text);
          if (v && !NOT_SECRET.test(v[2]!)) {
            const vs = SECRET_VALUE.lastIndex - v[1]!.length - v[2]!.length;
            out.push({ type: 'CREDENTIAL', start: vs, end: vs + v[2]!.length, confidence: CREDENTIAL_CONFIDENCE.keyed, recognizer: 'credential' });
            continue;
          }
        }
      }
      if (!TOKEN_FIRST.has(text[start]!) || isWordUnitAt(text, start - 1)) continue;
      for (const format of TOKEN_FORMATS) {
        format.lastIndex = start;
        const m = format.exec(text);
        if (m && !isWordUnitAt(text, start + m[0].length)) {
          out.push({ type: 'CREDENTIAL', start, end: start + m[0].length, confidence: CREDENTIAL_CONFIDENCE.format, recognizer: 'credential' });
          break;
        }
      }
    }
  },
};
