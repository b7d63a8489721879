import { describe, expect, it } from 'vitest';
import { alignRedaction, createRedactPii, createRedactPiiNode } from '../../bench/peers.js';

const LABELS = { PHONE_NUMBER: 'PHONE', PERSON_NAME: 'PERSON_NAME', DIGITS: null };

describe('alignRedaction', () => {
  it('recovers the input range behind each placeholder', () => {
    const input = 'Hi David Johnson, call 555-555-5555 today';
    expect(alignRedaction(input, 'Hi PERSON_NAME, call PHONE_NUMBER today', LABELS)).toEqual([
      { start: 3, end: 16, type: 'PERSON_NAME' },
      { start: 23, end: 35, type: 'PHONE' },
    ]);
  });

  it('drops untyped placeholders but still aligns around them', () => {
    expect(alignRedaction('order 12345 for 555-555-5555', 'order DIGITS for PHONE_NUMBER', LABELS)).toEqual([
      { start: 16, end: 28, type: 'PHONE' },
    ]);
  });

  it('returns [] for untouched text and null when the output is not the input with placeholders', () => {
    expect(alignRedaction('nothing here', 'nothing here', LABELS)).toEqual([]);
    expect(alignRedaction('nothing here', 'something else', LABELS)).toBeNull();
    expect(alignRedaction('call 555-555-5555', 'dial PHONE_NUMBER', LABELS)).toBeNull();
  });
});

describe('peers', () => {
  it('map each library to our labels on its README example', () => {
    const text = 'Hi David Johnson, Please give me a call at 555-555-5555';
    for (const peer of [createRedactPii(), createRedactPiiNode()]) {
      const spans = peer.detect(text).map((s) => ({ type: s.type, text: text.slice(s.start, s.end) }));
      expect(spans).toContainEqual({ type: 'PHONE', text: '555-555-5555' });
      expect(peer.alignmentFailures).toBe(0);
    }
  });
});
