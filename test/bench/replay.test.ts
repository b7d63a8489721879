import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../src/engine/index.js';
import { ScanBuffers } from '../../src/engine/pipeline/scan.js';
import { BENCH_CORPORA, generateCorpus } from '../../bench/corpus.js';
import { replay, STAGES } from '../../bench/replay.js';

describe('bench/replay.ts', () => {
  it("replays analyze(): through every stage it finds analyze()'s entities", () => {
    const analyzer = createAnalyzer();
    const buffers = new ScanBuffers();
    const texts = generateCorpus(BENCH_CORPORA[0]!).slice(0, 40).map((d) => d.text);
    let entities = 0;
    for (const text of texts) {
      const expected = analyzer.analyze(text).map((e) => [e.type, e.start, e.end, e.confidence]);
      const replayed = replay(text, STAGES.length, buffers).map((c) => [c.type, c.start, c.end, c.confidence]);
      expect(replayed).toEqual(expected);
      entities += expected.length;
    }
    expect(entities).toBeGreaterThan(100);
  });

  it('stops after the stages asked for', () => {
    const buffers = new ScanBuffers();
    const text = 'Call Maria Gonzalez at 212-555-0147 or maria@example.com.';
    expect(replay(text, 0, buffers)).toEqual([]);
    expect(replay(text, 1, buffers)).toEqual([]);
    // Through email (the first recognizer) only the address is found.
    expect(STAGES[1]).toBe('email');
    expect(replay(text, 2, buffers).map((c) => c.type)).toEqual(['EMAIL']);
    expect(replay(text, STAGES.length, buffers).map((c) => c.type).sort()).toEqual(['EMAIL', 'PERSON_NAME', 'PHONE']);
  });
});
