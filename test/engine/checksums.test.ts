import { describe, expect, it } from 'vitest';
import { isAbaRoutingValid } from '../../src/engine/checksums/aba.js';
import { isBase58CheckAddress, isBech32Address } from '../../src/engine/checksums/base58check.js';
import { isLuhnValid, isLuhnValidIn } from '../../src/engine/checksums/luhn.js';
import { isIbanChecksumValidIn } from '../../src/engine/checksums/mod97.js';

// Card test numbers: published test PANs of the schemes (Stripe/PayPal test card lists).
describe('isLuhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['5500005555555559', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['1234567812345678', false],
    ['', false],
    ['4111a11111111111', false],
  ])('%s → %s', (digits, valid) => expect(isLuhnValid(digits)).toBe(valid));

  it.each([
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['4111 1111 1111 1112', false],
    [' - ', false],
  ])('reads %s in place, separators skipped → %s', (card, valid) => {
    const text = `card ${card}.`;
    expect(isLuhnValidIn(text, 5, 5 + card.length)).toBe(valid);
  });
});

// IBANs: examples of the SWIFT IBAN registry and ECBS.
describe('isIbanChecksumValidIn', () => {
  it.each([
    ['GB82WEST12345698765432', true],
    ['DE89370400440532013000', true],
    ['gb82west12345698765432', true],
    ['GB82WEST12345698765431', false],
    ['GB00', false],
  ])('%s → %s', (iban, valid) => expect(isIbanChecksumValidIn(iban, 0, iban.length)).toBe(valid));

  it.each([
    ['GB82 WEST 1234 5698 7654 32', true],
    ['de89 3704 0044 0532 0130 00', true],
    ['GB82 WEST 1234 5698 7654 31', false],
    ['GB82 WEST 1234-5698 7654 32', false],
  ])('reads %s in place, spaces skipped → %s', (iban, valid) => {
    const text = `IBAN: ${iban}.`;
    expect(isIbanChecksumValidIn(text, 6, 6 + iban.length)).toBe(valid);
  });
});

// Routing numbers: Federal Reserve Bank (011000015) and a large commercial bank (021000021).
describe('isAbaRoutingValid', () => {
  it.each([
    ['011000015', true],
    ['021000021', true],
    ['021000022', false],
    ['991000021', false],
    ['12345678', false],
  ])('%s → %s', (n, valid) => expect(isAbaRoutingValid(n)).toBe(valid));
});

// Bitcoin: the genesis block address; BIP 173 and BIP 350 test vectors.
describe('Bitcoin address checks', () => {
  it('accepts a Base58Check address and rejects a changed character', () => {
    expect(isBase58CheckAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isBase58CheckAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
  });
  it('accepts bech32 and bech32m addresses and rejects a bad checksum or mixed case', () => {
    expect(isBech32Address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isBech32Address('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
    expect(isBech32Address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).toBe(false);
    expect(isBech32Address('bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
  });
});
