/**
 * Identifiers and timestamps (decisions.md "Naming"): `req_` / `batch_` / `key_` / `ten_` followed by a
 * time-sortable 26-character ULID; timestamps ISO 8601 UTC with milliseconds.
 */
import { randomFillSync } from 'node:crypto';

/** Crockford base32, as ULID spells it (https://github.com/ulid/spec). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CROCKFORD_CODES = Array.from(CROCKFORD, (ch) => ch.charCodeAt(0));
const TIME_CHARS = 10;
const RANDOM_CHARS = 16;
const RANDOM_BYTES = 10;

/**
 * Randomness drawn 4 KiB at a time: the `ulid` package called randomFillSync once per character, 6% of the
 * server's time (docs/performance-log.md). One refill serves about 400 ids.
 */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/** The 80 random bits of a new id, as 16 base32 digits (0-31). */
function freshRandomDigits(): number[] {
  if (poolOffset + RANDOM_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const digits: number[] = [];
  // 10 bytes = 2 groups of 40 bits = 2 × 8 digits; 40 bits fit a double exactly.
  for (let group = 0; group < 2; group++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) bits = bits * 256 + (pool[poolOffset++] as number);
    for (let shift = 7; shift >= 0; shift--) digits.push(Math.floor(bits / 32 ** shift) % 32);
  }
  return digits;
}

let lastTime = -1;
let lastRandom: number[] = [];

/**
 * The ULID spec's monotonic variant: within one millisecond (or if the clock steps back) the previous id's
 * random part plus one, so ids made by this process sort in creation order; otherwise fresh random bits.
 */
function nextRandomDigits(now: number): number[] {
  if (now > lastTime) {
    lastTime = now;
    lastRandom = freshRandomDigits();
    return lastRandom;
  }
  let i = RANDOM_CHARS - 1;
  while (i >= 0 && lastRandom[i] === 31) lastRandom[i--] = 0;
  // All 80 bits were set: 2^-80 odds; start over with fresh bits rather than fail (the spec throws).
  if (i < 0) lastRandom = freshRandomDigits();
  else lastRandom[i] = (lastRandom[i] as number) + 1;
  return lastRandom;
}

/** The time part of the last id, reused while the millisecond is the same. */
let lastTimeChars = '';
let lastTimeCharsFor = -1;

function timeChars(ms: number): string {
  if (ms !== lastTimeCharsFor) {
    let chars = '';
    for (let i = 0, time = ms; i < TIME_CHARS; i++, time = Math.floor(time / 32)) chars = CROCKFORD[time % 32] + chars;
    lastTimeChars = chars;
    lastTimeCharsFor = ms;
  }
  return lastTimeChars;
}

/** A 26-character ULID: 48-bit millisecond time then 80 random bits, Crockford base32, time-sortable. */
export function ulid(now: number = Date.now()): string {
  const r = nextRandomDigits(now);
  const c = CROCKFORD_CODES;
  // One flat string: appending the 16 characters one by one made 16 intermediate strings (~0.6 KB) per id.
  return (
    timeChars(lastTime) +
    String.fromCharCode(
      c[r[0]!]!, c[r[1]!]!, c[r[2]!]!, c[r[3]!]!, c[r[4]!]!, c[r[5]!]!, c[r[6]!]!, c[r[7]!]!,
      c[r[8]!]!, c[r[9]!]!, c[r[10]!]!, c[r[11]!]!, c[r[12]!]!, c[r[13]!]!, c[r[14]!]!, c[r[15]!]!,
    )
  );
}

/** A new request id, e.g. `req_01JD3X…`. */
export function newRequestId(): string {
  return `req_${ulid()}`;
}

/** A new batch id, e.g. `batch_01JD3X…`. */
export function newBatchId(): string {
  return `batch_${ulid()}`;
}

/** A new public API-key id; also the visible prefix of the raw key. */
export function newKeyId(): string {
  return `key_${ulid()}`;
}

/** A new tenant id (the owner that audit entries and tokens are scoped by). */
export function newTenantId(): string {
  return `ten_${ulid()}`;
}

let lastMs = Number.NaN;
let lastIso = '';

/**
 * ISO 8601 UTC with milliseconds, e.g. `2026-11-23T09:41:07.123Z`. Under load several requests (each with an audit
 * entry and a log line) fall in the same millisecond, so the last one formatted is reused: `toISOString()` was
 * ≈ 1% of the server's time under the detect load.
 */
export function isoTimestamp(ms: number = Date.now()): string {
  if (ms !== lastMs) {
    lastIso = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastIso;
}
