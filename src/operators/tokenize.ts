/**
 * tokenization (decisions.md "Methods"): deterministic, keyed and reversible.
 *
 * - Digit strings with 6 to 64 digits (domain ≥ 10^6, the minimum NIST SP 800-38G Rev. 1 §5.2 sets for
 *   FF1) may carry separators (space - . / ( ) +): the digits are encrypted with FF1 (AES-256, radix 10,
 *   @noble/ciphers) and put back between the same separators, so a card token still fits a card column.
 *   The tweak is the value's separator layout, so `123-45-6789` and `123456789` are unrelated tokens.
 *   FF1 tokens carry no key version (they must stay digits): detokenize with `keyVersion`, default current.
 * - Every other value becomes `tok_` + base64url(uvarint version ‖ AES-SIV(value)) (RFC 5297, 512-bit key,
 *   deterministic authenticated encryption; the tenant is associated data). A token of another tenant or a
 *   forged one fails authentication.
 *
 * Both keys are derived per tenant and key version with HKDF-SHA256 (RFC 5869) from the version's data key.
 */
import { hkdfSync } from 'node:crypto';
import { aessiv } from '@noble/ciphers/aes.js';
import { FF1 } from '@noble/ciphers/ff1.js';
import type { Operator } from './operator.js';
import type { ProtectContext, TokenKeyring } from './protect-api.js';
import { replaceSpans } from './spans.js';

const TOKEN_PREFIX = 'tok_';
/** NIST SP 800-38G Rev. 1: radix^minlen ≥ 1,000,000. */
const MIN_FF1_DIGITS = 6;
/** FF1's BigInt rounds grow quadratically with length; longer digit strings (not PII formats) get tok_ tokens. */
const MAX_FF1_DIGITS = 64;
/** Bounds detokenize work on untrusted input: the token of a 1 MiB value (decisions.md limit) fits. */
const MAX_TOKEN_LENGTH = 1 << 21;
const SEPARATORS = /^[\d\s\-./()+]*$/;

interface TenantKeys {
  ff1Key: Uint8Array;
  sivKey: Uint8Array;
  /** AES-SIV associated data: tenant and version, so a token opens only where it was made. */
  aad: Uint8Array;
}

/** A tokenizer for one tenant; derived keys are cached per key version for its lifetime (one request). */
class Tokenizer {
  private readonly cache = new Map<number, TenantKeys>();

  constructor(
    private readonly tenantId: string,
    private readonly keyring: TokenKeyring,
  ) {}

  /** The token of `value` under the current key version. */
  tokenize(value: string): string {
    const { version } = this.keyring.current();
    const keys = this.keysFor(version) as TenantKeys;
    const digits = ff1Digits(value);
    if (digits !== undefined) return withDigits(value, FF1(10, keys.ff1Key, layoutTweak(value)).encrypt(digits));
    const sealed = aessiv(keys.sivKey, keys.aad).encrypt(new TextEncoder().encode(value));
    return TOKEN_PREFIX + Buffer.concat([encodeUvarint(version), sealed]).toString('base64url');
  }

  /**
   * The value behind `token`, or null when it is malformed, of an unknown version, or not this tenant's
   * (`tok_` authentication fails). FF1 tokens cannot be authenticated: any digit string decrypts.
   */
  detokenize(token: string, keyVersion?: number): string | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    if (token.startsWith(TOKEN_PREFIX)) return this.openSealed(token.slice(TOKEN_PREFIX.length));
    const digits = ff1Digits(token);
    const keys = this.keysFor(keyVersion ?? this.keyring.current().version);
    if (digits === undefined || keys === undefined) return null;
    return withDigits(token, FF1(10, keys.ff1Key, layoutTweak(token)).decrypt(digits));
  }

  private openSealed(body: string): string | null {
    if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
    const bytes = Buffer.from(body, 'base64url');
    const decoded = decodeUvarint(bytes);
    if (decoded === undefined) return null;
    const keys = this.keysFor(decoded.value);
    if (keys === undefined) return null;
    try {
      const plain = aessiv(keys.sivKey, keys.aad).decrypt(bytes.subarray(decoded.length));
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      return null;
    }
  }

  private keysFor(version: number): TenantKeys | undefined {
    const cached = this.cache.get(version);
    if (cached !== undefined) return cached;
    const dataKey = this.keyring.get(version);
    if (dataKey === undefined) return undefined;
    const derive = (purpose: string, length: number): Uint8Array =>
      new Uint8Array(hkdfSync('sha256', dataKey, 'pdps/tokenization/v1', `${purpose}\0${this.tenantId}`, length));
    const keys: TenantKeys = {
      ff1Key: derive('ff1', 32),
      sivKey: derive('aes-siv', 64),
      aad: new TextEncoder().encode(`${this.tenantId}\0v${version}`),
    };
    this.cache.set(version, keys);
    return keys;
  }
}

/** The digits of a value FF1 takes (only digits and separators, 6 to 64 digits), else undefined. */
function ff1Digits(value: string): number[] | undefined {
  if (!SEPARATORS.test(value)) return undefined;
  const digits = Array.from(value.replace(/\D/g, ''), Number);
  return digits.length >= MIN_FF1_DIGITS && digits.length <= MAX_FF1_DIGITS ? digits : undefined;
}

/** The value with its digits replaced, in order, by `digits`. */
function withDigits(value: string, digits: readonly number[]): string {
  let i = 0;
  return value.replace(/\d/g, () => String(digits[i++]));
}

/** The separator layout (`000-00-0000`): the same before and after encryption, so detokenize can rebuild it. */
function layoutTweak(value: string): Uint8Array {
  return new TextEncoder().encode(value.replace(/\d/g, '0'));
}

function encodeUvarint(n: number): Buffer {
  const out: number[] = [];
  let rest = n;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
  return Buffer.from(out);
}

function decodeUvarint(bytes: Uint8Array): { value: number; length: number } | undefined {
  let value = 0;
  for (let i = 0; i < Math.min(bytes.length, 4); i++) {
    const byte = bytes[i] as number;
    value += (byte & 0x7f) * 128 ** i;
    if (byte < 0x80) return { value, length: i + 1 };
  }
  return undefined;
}

/** Reverses tokens of the caller's tenant; `value` is null for anything that is not one of its tokens. */
export function detokenize(
  items: readonly { token: string; keyVersion?: number }[],
  ctx: ProtectContext,
): { token: string; value: string | null }[] {
  const tokenizer = new Tokenizer(ctx.tenantId, ctx.keyring);
  return items.map(({ token, keyVersion }) => ({ token, value: tokenizer.detokenize(token, keyVersion) }));
}

export const tokenization: Operator = {
  method: 'tokenization',
  apply({ doc, entities }, ctx) {
    const tokenizer = new Tokenizer(ctx.tenantId, ctx.keyring);
    return replaceSpans(doc, entities, (e) => tokenizer.tokenize(e.text));
  },
};
