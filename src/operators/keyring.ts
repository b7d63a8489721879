/**
 * Tokenization keys. The master secret (PDPS_TOKEN_KEY or the key file) only wraps random data keys;
 * data keys are stored wrapped (TokenKeyRecord) and versioned, so rotation adds a version and every old
 * version stays available for detokenization (decisions.md "Methods").
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import type { TokenKeyRecord } from '../store/store.js';
import type { TokenKeyring } from './protect-api.js';

const DATA_KEY_BYTES = 32;
const NONCE_BYTES = 24; // XChaCha20-Poly1305: random 192-bit nonces never collide in practice.
/** Below this a master secret is guessable; 128 bits is NIST SP 800-57's floor for new keys. */
const MIN_MASTER_BYTES = 16;

/** A new random data key for `version`, wrapped under the master secret (AEAD bound to the version). */
export function newWrappedKey(master: Uint8Array, version: number): TokenKeyRecord {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = xchacha20poly1305(wrappingKey(master), nonce, versionLabel(version)).encrypt(dataKey);
  dataKey.fill(0);
  return { version, wrappedKey: Buffer.concat([nonce, sealed]), createdAt: new Date().toISOString() };
}

/**
 * Unwraps every stored version. Throws when a record does not open under `master` (a wrong or changed
 * master secret must stop start-up, not mint tokens nobody can reverse).
 */
export function createKeyring(master: Uint8Array, records: readonly TokenKeyRecord[]): TokenKeyring {
  if (records.length === 0) throw new Error('no tokenization key version exists');
  const kek = wrappingKey(master);
  const keys = new Map<number, Uint8Array>();
  for (const record of records) {
    const nonce = record.wrappedKey.subarray(0, NONCE_BYTES);
    const sealed = record.wrappedKey.subarray(NONCE_BYTES);
    try {
      keys.set(record.version, xchacha20poly1305(kek, nonce, versionLabel(record.version)).decrypt(sealed));
    } catch {
      throw new Error(`tokenization key version ${record.version} does not open with this master secret`);
    }
  }
  const currentVersion = Math.max(...keys.keys());
  const currentKey = keys.get(currentVersion) as Uint8Array;
  return {
    current: () => ({ version: currentVersion, key: currentKey }),
    get: (version) => keys.get(version),
  };
}

function wrappingKey(master: Uint8Array): Uint8Array {
  if (master.length < MIN_MASTER_BYTES) throw new Error(`the token master secret must hold at least ${MIN_MASTER_BYTES} bytes`);
  return new Uint8Array(hkdfSync('sha256', master, 'pdps/token-master/v1', 'wrap data keys', 32));
}

function versionLabel(version: number): Uint8Array {
  return new TextEncoder().encode(`pdps token key v${version}`);
}
