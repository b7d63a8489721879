/**
 * Claims: a confident candidate marks its tokens, and the recognizers after it skip them. An address claims its
 * numbers and words only where a filter shows addresses, so a filter that hides them still finds what is inside.
 */
import { describe, expect, it } from 'vitest';
import { claimTokens, createAnalyzer } from '../../src/engine/analyze.js';
import type { Candidate, ScanInput } from '../../src/engine/candidate.js';
import { ScanBuffers, scanAnchors } from '../../src/engine/pipeline/scan.js';
import { unitsOf } from '../../src/engine/pipeline/units.js';
import { addressRecognizer } from '../../src/engine/recognizers/address.js';
import { postalCodeRecognizer } from '../../src/engine/recognizers/postal-code.js';
import { BUILT_IN_RECOGNIZERS } from '../../src/engine/registry.js';

const SHIPPING = 'Ship it to 1420 Maple Avenue, Springfield, IL 62704 soon.';

function inputFor(text: string): ScanInput {
  const buffers = new ScanBuffers();
  const anchors = scanAnchors(text, buffers);
  return { text, anchors, key: '', claimed: buffers.claims(anchors.tokenStart.length), units: unitsOf(text) };
}

function candidateOver(text: string, part: string, type: string, confidence: number): Candidate {
  const start = text.indexOf(part);
  return { type, text: '', start, end: start + part.length, confidence, recognizer: 'test' };
}

/** The tokens of `input` marked as claimed, as text. */
function claimedTokens(input: ScanInput): string[] {
  const { tokenStart, tokenEnd } = input.anchors;
  const out: string[] = [];
  for (let t = 0; t < tokenStart.length; t++) if (input.claimed[t]) out.push(input.text.slice(tokenStart[t]!, tokenEnd[t]!));
  return out;
}

describe('claimTokens', () => {
  it('marks the tokens inside a confident candidate, not those of one below 0.7', () => {
    const input = inputFor(SHIPPING);
    claimTokens(input.anchors.tokenStart, [candidateOver(SHIPPING, '1420 Maple Avenue', 'ADDRESS', 0.69)], 0, input.claimed);
    expect(claimedTokens(input)).toEqual([]);
    claimTokens(input.anchors.tokenStart, [candidateOver(SHIPPING, '1420 Maple Avenue', 'ADDRESS', 0.85)], 0, input.claimed);
    // The scan records digit and capitalized tokens only.
    expect(claimedTokens(input)).toEqual(['1420', 'Maple', 'Avenue']);
  });

  it('with the shown types given, a candidate of a hidden type claims nothing', () => {
    const address = [candidateOver(SHIPPING, 'Springfield, IL 62704', 'ADDRESS', 0.95)];
    const hidden = inputFor(SHIPPING);
    claimTokens(hidden.anchors.tokenStart, address, 0, hidden.claimed, new Set(['POSTAL_CODE']));
    expect(claimedTokens(hidden)).toEqual([]);
    const shown = inputFor(SHIPPING);
    claimTokens(shown.anchors.tokenStart, address, 0, shown.claimed, new Set(['ADDRESS', 'POSTAL_CODE']));
    expect(claimedTokens(shown)).toEqual(['Springfield', 'IL', '62704']);
  });
});

describe('a claimed number is no house number', () => {
  it('a street read from a word does not take a number a validating reader claimed', () => {
    const text = 'We moved to Hoge Wei 32 last year.';
    const unclaimed: Candidate[] = [];
    addressRecognizer.find(inputFor(text), unclaimed);
    expect(unclaimed.map((c) => text.slice(c.start, c.end))).toEqual(['Hoge Wei 32']);

    const input = inputFor(text);
    claimTokens(input.anchors.tokenStart, [candidateOver(text, '32', 'DATE', 0.85)], 0, input.claimed);
    const claimed: Candidate[] = [];
    addressRecognizer.find(input, claimed);
    expect(claimed).toEqual([]);
  });
});

describe('an address read from its number', () => {
  it("is not read again from its street's words", () => {
    // Both readings once came out, the shorter losing in resolve; the words inside are now left alone.
    for (const [text, address] of [
      ['Send it to 5049 Harjukuja 54, SEINÄJOKI today.', '5049 Harjukuja 54'],
      ['Ship it to 86036 Rua do Arenque 1634, Goiânia now.', '86036 Rua do Arenque 1634'],
    ] as const) {
      const found: Candidate[] = [];
      addressRecognizer.find(inputFor(text), found);
      expect(found.map((c) => text.slice(c.start, c.end))).toEqual([address]);
      expect(createAnalyzer().analyze(text).map((e) => e.text)).toEqual([address]);
    }
  });
});

describe('an address claims what is inside it', () => {
  it('runs before the readers that would read its numbers and words again', () => {
    const at = (name: string): number => BUILT_IN_RECOGNIZERS.findIndex((r) => r.name === name);
    expect(addressRecognizer.claimsWhenShown).toBe(true);
    for (const later of ['age', 'postal-code', 'identifiers', 'person-name']) expect(at('address')).toBeLessThan(at(later));
    // None of the readers it moved ahead of claims, so what the address reader sees is what it saw after them.
    for (const passed of ['age', 'postal-code', 'identifiers']) expect(BUILT_IN_RECOGNIZERS[at(passed)]!.claims).not.toBe(true);
  });

  it("its claims keep the postal-code reader off the address's ZIP code", () => {
    const input = inputFor(SHIPPING);
    const unclaimed: Candidate[] = [];
    postalCodeRecognizer.find(input, unclaimed);
    expect(unclaimed.map((c) => SHIPPING.slice(c.start, c.end))).toEqual(['62704']);

    const found: Candidate[] = [];
    addressRecognizer.find(input, found);
    expect(found.map((c) => [c.type, SHIPPING.slice(c.start, c.end)])).toEqual([['ADDRESS', '1420 Maple Avenue, Springfield, IL 62704']]);
    claimTokens(input.anchors.tokenStart, found, 0, input.claimed);
    const after: Candidate[] = [];
    postalCodeRecognizer.find(input, after);
    expect(after).toEqual([]);
  });

  it('a filter that hides addresses still finds the ZIP code inside one; with addresses shown, the address', () => {
    const analyzer = createAnalyzer();
    expect(analyzer.analyze(SHIPPING).map((e) => [e.type, e.text])).toEqual([['ADDRESS', '1420 Maple Avenue, Springfield, IL 62704']]);
    expect(analyzer.analyze(SHIPPING, { entities: new Set(['POSTAL_CODE']) }).map((e) => e.text)).toEqual(['62704']);
    expect(analyzer.analyze(SHIPPING, { entities: new Set(['ADDRESS', 'POSTAL_CODE']) }).map((e) => e.type)).toEqual(['ADDRESS']);
    // Grouped analysis claims as analyze() does.
    const many = analyzer.analyzeMany([SHIPPING, SHIPPING], { entities: new Set(['POSTAL_CODE']) });
    expect(many.map((entities) => entities.map((e) => e.text))).toEqual([['62704'], ['62704']]);
  });
});
