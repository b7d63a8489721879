/**
 * National numbers in text: a keyword and a valid check settle the type; a strong check alone gives a moderate score;
 * numbers without a check need the keyword; look-alikes (phones, orders, timestamps, cards) stay what they are.
 */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../../src/engine/index.js';

const analyzer = createAnalyzer();

function found(text: string, context?: string): { type: string; text: string; confidence: number }[] {
  return analyzer.analyze(text, context === undefined ? {} : { context }).map((e) => ({ type: e.type, text: text.slice(e.start, e.end), confidence: e.confidence }));
}

function typeOf(text: string, value: string, context?: string): string | undefined {
  return found(text, context).find((e) => e.text === value)?.type;
}

describe('national numbers after their keyword', () => {
  it.each([
    ['ID number: 8804155204081', '8804155204081', 'NATIONAL_ID'],
    ['CNP 1800101221144, eliberat la Cluj', '1800101221144', 'NATIONAL_ID'],
    ['AHV-Nr.: 756.4829.1736.02', '756.4829.1736.02', 'NATIONAL_ID'],
    ['Mon numéro de sécu est le 2 87 06 75 112 043 05.', '2 87 06 75 112 043 05', 'NATIONAL_ID'],
    ['hetu 140386-246K', '140386-246K', 'NATIONAL_ID'],
    ['cédula nacional de identidad N° 16.482.937-5', '16.482.937-5', 'NATIONAL_ID'],
    ['RUT 16482937-5', '16482937-5', 'NATIONAL_ID'],
    ['cuit 27-33918462-9, domicilio', '27-33918462-9', 'TAX_ID'],
    ['CUIL 20-38891818-8', '20-38891818-8', 'NATIONAL_ID'],
    ['full name Ayesha Siddiqui, CNIC 35202-4871936-8.', '35202-4871936-8', 'NATIONAL_ID'],
    ['mohon kirim foto KTP (NIK 3216056708920004) ke nomor ini', '3216056708920004', 'NATIONAL_ID'],
    ['"cccd": "001192034578"', '001192034578', 'NATIONAL_ID'],
    ['CPR-nr. 140386-2461', '140386-2461', 'NATIONAL_ID'],
    ['DNI 12345678Z', '12345678Z', 'NATIONAL_ID'],
    ['NIF 12345678Z', '12345678Z', 'TAX_ID'],
    ['NIE X1234567L', 'X1234567L', 'NATIONAL_ID'],
    ['Her partner (PPSN 6183904A) provided', '6183904A', 'NATIONAL_ID'],
    ['Noa Ben-David (Teudat Zehut 314728502)', '314728502', 'NATIONAL_ID'],
    ['She gave her SIN, 527 413 900, for the report', '527 413 900', 'NATIONAL_ID'],
    ['Your IRD number (119-628-431) is on it now.', '119-628-431', 'TAX_ID'],
    ['NIF: 123456789', '123456789', 'TAX_ID'],
    ['Žadatelka: rodné číslo 905301/1231, trvalý pobyt Brno', '905301/1231', 'NATIONAL_ID'],
    ['My TIN is 408-237-615-000 if you need it', '408-237-615-000', 'TAX_ID'],
    ['The refund will be paid into 02-0248-0317265-000 unless', '02-0248-0317265-000', 'BANK_ACCOUNT'],
    // The grouped forms with each separator and first-group size their patterns take.
    ['IRD 49-091-850 on file', '49-091-850', 'TAX_ID'],
    ['The refund will be paid into 02 0248 0317265 000 unless', '02 0248 0317265 000', 'BANK_ACCOUNT'],
    // A phone's 3-3-4 groups fit no 3-3-3 form, keyword or not.
    ['Call me at SIN 617-555-0147 today', '617-555-0147', 'PHONE'],
  ])('%s', (text, value, type) => {
    expect(typeOf(text, value)).toBe(type);
  });

  it('names the type by the field name too', () => {
    expect(typeOf('001192034578', '001192034578', 'cccd')).toBe('NATIONAL_ID');
    expect(typeOf('35202-4871936-8', '35202-4871936-8', 'CNIC')).toBe('NATIONAL_ID');
  });
});

describe('strong checks alone', () => {
  it.each([
    ['Policyholder 8804155204081 signed', '8804155204081'],
    ['101,Ana Hernández Marín,HEMA910823MJCRRN08,33 1842 9067', 'HEMA910823MJCRRN08'],
    ['40113;Mäkelä Joonas;021104A317D;2.11.2004', '021104A317D'],
    ['il codice che ho è BNCGLI83T52L219Q, controlla', 'BNCGLI83T52L219Q'],
    ['Versicherte: 756.4829.1736.02', '756.4829.1736.02'],
    ['firmato da 16.482.937-5 ieri', '16.482.937-5'],
  ])('%s', (text, value) => {
    const e = found(text).find((x) => x.text === value);
    expect(e?.type).toMatch(/NATIONAL_ID|TAX_ID/);
    expect(e!.confidence).toBeLessThan(0.7);
  });

  it('a keyword raises the same number', () => {
    expect(found('CURP HEMA910823MJCRRN08')[0]!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe('no keyword, weak or no check: not reported', () => {
  it.each([
    ['ticket 314728502 closed', '314728502'],
    ['batch 35202-4871936-8', '35202-4871936-8'],
    ['value 3216056708920004 logged', '3216056708920004'],
    ['row 001192034578', '001192034578'],
    ['code 6183904A', '6183904A'],
    ['ref 140386-2461', '140386-2461'],
    ['got 408-237-615-000 back', '408-237-615-000'],
    ['item 16482937-5', '16482937-5'],
    ['invoice 905301/1231', '905301/1231'],
  ])('%s', (text, value) => {
    expect(typeOf(text, value)).toBeUndefined();
  });
});

describe('a failed check is not raised to the validated score, even after the keyword', () => {
  it.each([
    ['ID number: 8804155204080', '8804155204080'],
    ['rodné číslo 905301/1232', '905301/1232'],
    ['Teudat Zehut 314728503', '314728503'],
    ['AHV-Nr.: 756.4829.1736.03', '756.4829.1736.03'],
    ['hetu 140386-246L', '140386-246L'],
    ['cuit 27-33918462-8', '27-33918462-8'],
    ['IRD number 119-628-432', '119-628-432'],
    ['PPSN 1234567A', '1234567A'],
    ['CURP HEMA910823MJCRRN09', 'HEMA910823MJCRRN09'],
  ])('%s', (text, value) => {
    const t = typeOf(text, value);
    expect(t === undefined || !['NATIONAL_ID', 'TAX_ID'].includes(t) || found(text).find((e) => e.text === value)!.confidence < 0.9).toBe(true);
  });

  it('an invalid SIN after its keyword stays a phone, not an ID', () => {
    expect(typeOf('She gave her SIN, 527 413 901, for the report', '527 413 901')).not.toBe('NATIONAL_ID');
  });
});

describe('look-alikes', () => {
  it('a millisecond timestamp is not a South African or Romanian ID', () => {
    expect(found('created 1712345678901 by the job').filter((e) => e.type === 'NATIONAL_ID')).toEqual([]);
  });

  it('an order number that passes a check is not an ID', () => {
    expect(typeOf('Order 8804155204081 shipped', '8804155204081')).toBeUndefined();
    expect(typeOf('Invoice # 12345678Z', '12345678Z')).toBeUndefined();
  });

  it('a phone number stays a phone', () => {
    expect(found('Call me on 06 71 28 44 93 tomorrow').map((e) => e.type)).toEqual(['PHONE']);
    expect(found('Phone: 527 413 900').map((e) => e.type)).not.toContain('NATIONAL_ID');
  });

  it('a card number stays a card, even after an ID keyword', () => {
    expect(found('NIK 4111 1111 1111 1111').map((e) => e.type)).toEqual(['CREDIT_CARD']);
    expect(found('NIK 4111111111111111').map((e) => e.type)).toEqual(['CREDIT_CARD']);
  });

  it('an EAN-13 barcode is not an AHV unless it starts 756 and is written like one', () => {
    expect(found('barcode 4006381333931').filter((e) => e.type === 'NATIONAL_ID')).toEqual([]);
  });

  it('a number inside a longer dotted or dashed number is not read', () => {
    expect(found('version 1.16.482.937-5').filter((e) => e.type === 'NATIONAL_ID')).toEqual([]);
    expect(found('part 44-27-33918462-9').filter((e) => e.type === 'TAX_ID')).toEqual([]);
  });

  it('"customer id" does not name a national number', () => {
    expect(typeOf('customer id 001192034578', '001192034578')).toBeUndefined();
  });
});
