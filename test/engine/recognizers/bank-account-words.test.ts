/** The account kinds ("checking", "savings") name an account number as "account" does, and the nearest bank word decides. */
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../src/engine/index.js';

const analyzer = createAnalyzer();

function spans(text: string): [string, string][] {
  return analyzer.analyze(text).map((e) => [e.type, text.slice(e.start, e.end)]);
}

describe('bank account words', () => {
  it('reads the number after "checking" as the account, after a routing number', () => {
    expect(spans('Direct deposit: routing 113000612, checking 4471093825')).toEqual([
      ['BANK_ACCOUNT', '113000612'],
      ['BANK_ACCOUNT', '4471093825'],
    ]);
  });

  it('reads "savings" and "chequing" the same way', () => {
    expect(spans('savings 00123456789')).toEqual([['BANK_ACCOUNT', '00123456789']]);
    expect(spans('chequing: 5012-334455')).toEqual([['BANK_ACCOUNT', '5012-334455']]);
  });

  it('still requires the routing checksum when "routing" is the nearest word', () => {
    expect(spans('checking, routing 113000613').map(([t]) => t)).not.toContain('BANK_ACCOUNT');
  });
});
