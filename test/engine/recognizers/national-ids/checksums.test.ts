/** Check-digit functions of national numbers; valid values were computed apart (python, from each issuer's rules). */
import { describe, expect, it } from 'vitest';
import { isCodiceFiscaleValid, isCurpCheckValid, isDniValid, isHetuCheckValid, isPpsnValid } from '../../../../src/engine/recognizers/national-ids/letters.js';
import { isNzBankAccountValid } from '../../../../src/engine/recognizers/national-ids/nz-bank.js';
import {
  isCnpChecksumValid,
  isCuitValid,
  isEan13Valid,
  isIrdValid,
  isNirKeyValid,
  isPortugueseNifValid,
  isRutValid,
} from '../../../../src/engine/recognizers/national-ids/weighted.js';

describe('weighted mod-11 / mod-10 / mod-97 checks', () => {
  it('Chile RUT: mod 11 with K for 10', () => {
    expect(isRutValid('16482937', '5')).toBe(true);
    expect(isRutValid('21506896', 'K')).toBe(true);
    expect(isRutValid('21506896', 'k')).toBe(true);
    expect(isRutValid('16482937', '6')).toBe(false);
    expect(isRutValid('7123456', 'K')).toBe(false);
  });

  it('Argentina CUIT/CUIL: AFIP prefixes and weights 5432765432', () => {
    expect(isCuitValid('27339184629')).toBe(true);
    expect(isCuitValid('20388918188')).toBe(true);
    expect(isCuitValid('27339184628')).toBe(false);
    // The same digits under a prefix AFIP does not issue.
    expect(isCuitValid('21339184629')).toBe(false);
  });

  it('NZ IRD: primary weights, secondary on a 10, range 10-150 million', () => {
    expect(isIrdValid('119628431')).toBe(true);
    expect(isIrdValid('49091850')).toBe(true);
    expect(isIrdValid('35901981')).toBe(true);
    expect(isIrdValid('136410132')).toBe(true);
    expect(isIrdValid('119628432')).toBe(false);
    expect(isIrdValid('9125568')).toBe(false);
    expect(isIrdValid('199628431')).toBe(false);
  });

  it('Portugal NIF: first digit and weights 98765432', () => {
    expect(isPortugueseNifValid('123456789')).toBe(true);
    expect(isPortugueseNifValid('123456780')).toBe(false);
    expect(isPortugueseNifValid('423456789')).toBe(false);
  });

  it('Romania CNP: weights 279146358279, 10 written 1', () => {
    expect(isCnpChecksumValid('1800101221144')).toBe(true);
    expect(isCnpChecksumValid('1800101225088')).toBe(true);
    expect(isCnpChecksumValid('1800101221140')).toBe(false);
  });

  it('EAN-13 (Swiss AHV)', () => {
    expect(isEan13Valid('7564829173602')).toBe(true);
    expect(isEan13Valid('7561234567897')).toBe(true);
    expect(isEan13Valid('7561234567898')).toBe(false);
  });

  it('France NIR: 97 - n mod 97, Corsica 2A/2B', () => {
    expect(isNirKeyValid('2870675112043', '05')).toBe(true);
    expect(isNirKeyValid('2870675112043', '06')).toBe(false);
    // 2A counts as 19: the key of 1 80 05 2A 123 456 is computed over 1800519123456.
    const key = String(97 - (1800519123456 % 97)).padStart(2, '0');
    expect(isNirKeyValid('180052A123456', key)).toBe(true);
    expect(isNirKeyValid('180052B123456', key)).toBe(false);
  });
});

describe('check letters', () => {
  it('Spain DNI / NIE: mod 23 letter, X/Y/Z as 0/1/2', () => {
    expect(isDniValid('12345678Z')).toBe(true);
    expect(isDniValid('X1234567L')).toBe(true);
    expect(isDniValid('Y1234567X')).toBe(true);
    expect(isDniValid('12345678A')).toBe(false);
    expect(isDniValid('W1234567L')).toBe(false);
  });

  it('Ireland PPSN: weights 8-2, optional second letter ×9', () => {
    expect(isPpsnValid('6183904A')).toBe(true);
    expect(isPpsnValid('1234567T')).toBe(true);
    expect(isPpsnValid('1234567TW')).toBe(true);
    expect(isPpsnValid('1234567FA')).toBe(true);
    expect(isPpsnValid('1234567A')).toBe(false);
    expect(isPpsnValid('1234567TA')).toBe(false);
  });

  it('Finland HETU: DDMMYYNNN mod 31', () => {
    expect(isHetuCheckValid('140386-246K')).toBe(true);
    expect(isHetuCheckValid('021104A317D')).toBe(true);
    expect(isHetuCheckValid('131052-308T')).toBe(true);
    expect(isHetuCheckValid('010594Y9032')).toBe(true);
    expect(isHetuCheckValid('140386-246L')).toBe(false);
  });

  it('Italy codice fiscale: odd/even tables mod 26', () => {
    expect(isCodiceFiscaleValid('BNCGLI83T52L219Q')).toBe(true);
    expect(isCodiceFiscaleValid('RSSMRA85T10A562S')).toBe(true);
    expect(isCodiceFiscaleValid('RSSMRA85T10A562T')).toBe(false);
  });

  it('Mexico CURP: RENAPO weights 18-2 with Ñ in the alphabet', () => {
    expect(isCurpCheckValid('HEMA910823MJCRRN08')).toBe(true);
    expect(isCurpCheckValid('ROGL850317HDFDMS00')).toBe(true);
    expect(isCurpCheckValid('HEMA910823MJCRRN09')).toBe(false);
  });
});

describe('NZ bank account', () => {
  it('checks by the bank algorithm (A, B above base 0990000)', () => {
    expect(isNzBankAccountValid('0102420100194000')).toBe(true);
    expect(isNzBankAccountValid('0102420100195000')).toBe(false);
    expect(isNzBankAccountValid('0202480317265000')).toBe(false);
    // Bank 31 has no check (algorithm X).
    expect(isNzBankAccountValid('3128001234567000')).toBe(true);
  });
});
