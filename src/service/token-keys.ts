/**
 * Tokenization key management (decisions.md "Methods", issue 5): the master secret comes from
 * PDPS_TOKEN_KEY or, when unset, from a key file in the data directory created with mode 0600 on first
 * start. Data keys are versioned in the store, wrapped under the master secret; rotation adds a version
 * and keeps the old ones, so earlier tokens stay reversible.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createKeyring, newWrappedKey, type TokenKeyring } from '../operators/index.js';
import type { Store } from '../store/store.js';

/** Name of the master-secret file inside the data directory. */
export const MASTER_KEY_FILE = 'token-master.key';

/**
 * The master secret: PDPS_TOKEN_KEY's UTF-8 bytes, else the key file's content (32 random bytes,
 * base64), creating the file (mode 0600) when it does not exist yet.
 */
export function loadMasterSecret(tokenKey: string | undefined, dataDir: string): Uint8Array {
  if (tokenKey !== undefined) return new TextEncoder().encode(tokenKey);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, MASTER_KEY_FILE);
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(file, 0o600);
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (secret.length === 0) throw new Error(`${file} holds no base64 master secret`);
  return new Uint8Array(secret);
}

/** Unwrapped data keys by version, as sent to a worker thread (same process, never stored). */
export interface KeyringSnapshot {
  current: number;
  keys: [number, Uint8Array][];
}

/** Rebuilds a keyring from a snapshot (on a worker thread). */
export function keyringFromSnapshot(snapshot: KeyringSnapshot): TokenKeyring {
  const keys = new Map(snapshot.keys);
  const currentKey = keys.get(snapshot.current);
  if (currentKey === undefined) throw new Error('keyring snapshot lacks its current version');
  return { current: () => ({ version: snapshot.current, key: currentKey }), get: (version) => keys.get(version) };
}

/**
 * The current keyring, reloaded from the store at most every `refreshMs` so a rotation made by the CLI
 * or another node is picked up without a restart.
 */
export class TokenKeys {
  private keyring: TokenKeyring | undefined;
  private versions: number[] = [];
  private loadedAt = 0;

  constructor(
    private readonly store: Store,
    private readonly master: Uint8Array,
    private readonly refreshMs = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Creates version 1 when no version exists, and checks that every version opens (else throws). */
  async init(): Promise<void> {
    if ((await this.store.tokenKeys.list()).length === 0) {
      // false means another node created version 1 first: fine, it is read below.
      await this.store.tokenKeys.insert(newWrappedKey(this.master, 1));
    }
    await this.reload();
  }

  /** The keyring to protect or reverse with. */
  async current(): Promise<TokenKeyring> {
    if (this.keyring === undefined || this.now() - this.loadedAt >= this.refreshMs) await this.reload();
    return this.keyring as TokenKeyring;
  }

  /** Adds a new key version and makes it current; returns its number. */
  async rotate(): Promise<number> {
    // insert() is false only when another writer took the version first: retry with the next one.
    for (let attempt = 0; attempt < 10; attempt++) {
      const versions = (await this.store.tokenKeys.list()).map((r) => r.version);
      const next = Math.max(0, ...versions) + 1;
      if (await this.store.tokenKeys.insert(newWrappedKey(this.master, next))) {
        await this.reload();
        return next;
      }
    }
    throw new Error('could not add a token key version: too many concurrent rotations');
  }

  /** Every version's data key, for batch workers that rebuild the keyring on their thread. */
  async snapshot(): Promise<KeyringSnapshot> {
    const keyring = await this.current();
    const keys: [number, Uint8Array][] = [];
    for (const version of this.versions) {
      const key = keyring.get(version);
      if (key !== undefined) keys.push([version, key]);
    }
    return { current: keyring.current().version, keys };
  }

  private async reload(): Promise<void> {
    const records = await this.store.tokenKeys.list();
    this.keyring = createKeyring(this.master, records);
    this.versions = records.map((r) => r.version);
    this.loadedAt = this.now();
  }
}
