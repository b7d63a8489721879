/**
 * Bitcoin address checks. Base58Check (legacy P2PKH "1…", P2SH "3…"): 25 bytes whose last 4 are the first
 * 4 of double SHA-256 of the rest. Bech32/Bech32m (BIP 173 / BIP 350, "bc1…"): the polymod checksum.
 */
import { createHash } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function base58Decode(s: string): Uint8Array | undefined {
  const bytes: number[] = [0];
  for (const ch of s) {
    const v = BASE58.indexOf(ch);
    if (v < 0) return undefined;
    let carry = v;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (let i = 0; i < s.length && s[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** Whether `s` is a Base58Check string of 25 bytes (a legacy Bitcoin address). */
export function isBase58CheckAddress(s: string): boolean {
  const raw = base58Decode(s);
  if (!raw || raw.length !== 25) return false;
  const payload = raw.subarray(0, 21);
  const sha = (b: Uint8Array): Buffer => createHash('sha256').update(b).digest();
  const check = sha(sha(payload));
  return check.subarray(0, 4).equals(Buffer.from(raw.subarray(21)));
}

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk >>> 0;
}

/** Whether `s` is a valid Bech32 or Bech32m string with human-readable part "bc" (or "tb" testnet). */
export function isBech32Address(s: string): boolean {
  const lower = s.toLowerCase();
  if (lower !== s && s.toUpperCase() !== s) return false;
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || sep + 7 > lower.length || lower.length > 90) return false;
  const hrp = lower.slice(0, sep);
  if (hrp !== 'bc' && hrp !== 'tb') return false;
  const data: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const v = BECH32.indexOf(ch);
    if (v < 0) return false;
    data.push(v);
  }
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const pm = polymod([...expanded, ...data]);
  return pm === BECH32_CONST || pm === BECH32M_CONST;
}
