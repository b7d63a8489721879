import { describe, expect, it } from 'vitest';
import { scoreTyped, type GoldRecord } from '../../bench/score.js';

const RECORDS: GoldRecord[] = [
  {
    id: 'a',
    text: 'Ann Lee was born on 1 May 1990 in Oslo, mail ann@example.com',
    entities: [
      { start: 0, end: 7, type: 'PERSON_NAME' },
      { start: 20, end: 30, type: 'DATE_OF_BIRTH' },
      { start: 34, end: 38, type: 'OTHER:city' },
      { start: 45, end: 60, type: 'EMAIL' },
    ],
  },
];

describe('scoreTyped', () => {
  it('needs exact span and type family; DATE matches DATE_OF_BIRTH; OTHER spans are neither hits nor misses', () => {
    const score = scoreTyped(RECORDS, () => [
      { start: 0, end: 3, type: 'PERSON_NAME' }, // wrong span → FP, and the gold name is a miss
      { start: 20, end: 30, type: 'DATE' }, // family match → TP
      { start: 34, end: 38, type: 'ADDRESS' }, // overlaps OTHER:city → ignored
      { start: 45, end: 60, type: 'URL' }, // wrong type → FP, and the email is a miss
    ]);
    expect([score.tp, score.fp, score.fn]).toEqual([1, 2, 2]);
    expect(score.precision).toBeCloseTo(1 / 3);
    expect(score.recall).toBeCloseTo(1 / 3);
    expect(score.byType.DATE?.tp).toBe(1);
    expect(score.byType.EMAIL?.fn).toBe(1);
    expect(score.byType.URL?.fp).toBe(1);
  });

  it('gives F1 1 for a perfect prediction and 0 for none', () => {
    const perfect = scoreTyped(RECORDS, () => RECORDS[0]!.entities.filter((e) => !e.type.startsWith('OTHER:')));
    expect(perfect.f1).toBe(1);
    expect(scoreTyped(RECORDS, () => []).f1).toBe(0);
  });
});
