import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '../../src/engine/entity.js';
import { parseDocument } from '../../src/formats/document.js';
import { createKeyring, detokenize, newWrappedKey, protect } from '../../src/operators/index.js';
import type { ProtectContext } from '../../src/operators/protect-api.js';
import { entitiesOf } from './helpers.js';

const master = randomBytes(32);
const v1 = newWrappedKey(master, 1);
const v2 = newWrappedKey(master, 2);
const keyringV1 = createKeyring(master, [v1]);
const keyringV2 = createKeyring(master, [v1, v2]);
const ctxA: ProtectContext = { tenantId: 'tenant-a', keyring: keyringV1 };
const ctxB: ProtectContext = { tenantId: 'tenant-b', keyring: keyringV1 };

function tokenizeOne(value: string, type: string, ctx: ProtectContext): string {
  const out = protect({ doc: parseDocument(value), entities: entitiesOf(value, type, value), method: 'tokenization', params: {} }, ctx);
  return out.data as string;
}

const values = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.stringMatching(/^\d{3}-\d{2}-\d{4}$/),
  fc.stringMatching(/^\d{4} \d{4} \d{4} \d{4}$/),
  fc.stringMatching(/^\+\d{1,3} \(\d{3}\) \d{3}-\d{4}$/),
  fc.stringMatching(/^\d{1,12}$/),
  fc.emailAddress(),
);

describe('tokenization', () => {
  it('round-trips every value of every type through detokenize', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(...ENTITY_TYPES), (value, type) => {
        const token = tokenizeOne(value, type, ctxA);
        expect(detokenize([{ token }], ctxA)).toEqual([{ token, value }]);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same token for the same value, and another token for another tenant', () => {
    fc.assert(
      fc.property(values, (value) => {
        const token = tokenizeOne(value, 'PERSON_NAME', ctxA);
        expect(tokenizeOne(value, 'PERSON_NAME', ctxA)).toBe(token);
        // Two keys give the same FF1 token of a d-digit value with probability 10^-d: only assert where that is negligible.
        if (token.startsWith('tok_') || value.replace(/\D/g, '').length >= 12) expect(tokenizeOne(value, 'PERSON_NAME', ctxB)).not.toBe(token);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps digit formats with FF1 (same length, same separators)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}$/), (card) => {
        const token = tokenizeOne(card, 'CREDIT_CARD', ctxA);
        expect(token).toHaveLength(card.length);
        expect(token.replace(/\d/g, '0')).toBe(card.replace(/\d/g, '0'));
      }),
    );
  });

  it('uses tok_ tokens for short digit strings and other values', () => {
    expect(tokenizeOne('12345', 'BANK_ACCOUNT', ctxA)).toMatch(/^tok_[A-Za-z0-9_-]+$/);
    expect(tokenizeOne('John Smith', 'PERSON_NAME', ctxA)).toMatch(/^tok_/);
  });

  it('refuses tok_ tokens of another tenant, tampered or malformed tokens', () => {
    const token = tokenizeOne('jane@example.com', 'EMAIL', ctxA);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    const results = detokenize([{ token }, { token: tampered }, { token: 'tok_!!' }, { token: 'tok_' }, { token: 'hello' }], ctxB);
    expect(results.map((r) => r.value)).toEqual([null, null, null, null, null]);
    expect(detokenize([{ token: tampered }], ctxA)[0]?.value).toBeNull();
  });

  it('keeps old tokens reversible after rotation, and new tokens use the new version', () => {
    const ctxRotated: ProtectContext = { tenantId: 'tenant-a', keyring: keyringV2 };
    const oldTok = tokenizeOne('John Smith', 'PERSON_NAME', ctxA);
    const oldFf1 = tokenizeOne('123-45-6789', 'SSN', ctxA);
    const newTok = tokenizeOne('John Smith', 'PERSON_NAME', ctxRotated);
    expect(newTok).not.toBe(oldTok);
    const results = detokenize([{ token: oldTok }, { token: newTok }, { token: oldFf1, keyVersion: 1 }], ctxRotated);
    expect(results.map((r) => r.value)).toEqual(['John Smith', 'John Smith', '123-45-6789']);
    // Without keyVersion an FF1 token is read with the current version: a different (wrong) value.
    expect(detokenize([{ token: oldFf1 }], ctxRotated)[0]?.value).not.toBe('123-45-6789');
    expect(detokenize([{ token: oldFf1, keyVersion: 9 }], ctxRotated)[0]?.value).toBeNull();
  });

  it('refuses to open wrapped keys with another master secret', () => {
    expect(() => createKeyring(randomBytes(32), [v1])).toThrow(/does not open/);
    expect(() => createKeyring(randomBytes(8), [v1])).toThrow(/at least 16 bytes/);
  });

  it('tokenizes JSON and CSV values in place', () => {
    const doc = parseDocument({ ssn: '123-45-6789', name: 'Ann Lee' });
    const entities = [...entitiesOf('123-45-6789', 'SSN', '123-45-6789', '/ssn'), ...entitiesOf('Ann Lee', 'PERSON_NAME', 'Ann Lee', '/name')];
    const out = protect({ doc, entities, method: 'tokenization', params: {} }, ctxA);
    const data = out.data as { ssn: string; name: string };
    expect(data.ssn).toMatch(/^\d{3}-\d{2}-\d{4}$/);
    expect(data.name).toMatch(/^tok_/);
    expect(detokenize([{ token: data.ssn }, { token: data.name }], ctxA).map((r) => r.value)).toEqual(['123-45-6789', 'Ann Lee']);
    const csv = protect({ doc: parseDocument('ssn\n123-45-6789\n', 'csv'), entities: entitiesOf('123-45-6789', 'SSN', '123-45-6789', '/0/ssn'), method: 'tokenization', params: {} }, ctxA);
    expect(csv.data).toBe(`ssn\n${data.ssn}\n`);
  });
});

describe('tokenization bounds', () => {
  it('gives long digit runs tok_ tokens, and they round-trip', () => {
    const digits = '1'.repeat(65);
    const token = tokenizeOne(digits, 'BANK_ACCOUNT', ctxA);
    expect(token).toMatch(/^tok_/);
    expect(detokenize([{ token }], ctxA)[0]?.value).toBe(digits);
  });
});

describe('tokenization per tenant (FF1)', () => {
  it('gives 9-digit values other tokens for another tenant', () => {
    const ssns = Array.from({ length: 40 }, (_, i) => `${String(100 + i)}-45-${String(6000 + i)}`);
    const same = ssns.filter((ssn) => tokenizeOne(ssn, 'SSN', ctxA) === tokenizeOne(ssn, 'SSN', ctxB)).length;
    // Each pair collides with probability 1e-9; even one collision is a one-in-25-million event.
    expect(same).toBe(0);
  });
});
