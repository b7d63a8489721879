/**
 * Every method over real engine output on the labelled dev texts (no record special-cased): nothing
 * throws, every entity gets a replacement, tokens round-trip, redaction and masking change every span.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../src/engine/index.js';
import { parseDocument } from '../../src/formats/document.js';
import { createKeyring, detokenize, newWrappedKey, protect, protectData } from '../../src/operators/index.js';
import { METHODS, type ProtectContext } from '../../src/operators/protect-api.js';

const texts = readFileSync(new URL('../../../shared/data/pii-dev.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .slice(0, 400)
  .map((line) => (JSON.parse(line) as { text: string }).text);

const master = randomBytes(32);
const ctx: ProtectContext = { tenantId: 'tenant-e', keyring: createKeyring(master, [newWrappedKey(master, 1)]) };
const analyzer = createAnalyzer();

describe('operators on engine output', () => {
  it.each(METHODS)('%s', (method) => {
    let seen = 0;
    for (const text of texts) {
      const entities = analyzer.analyze(text);
      seen += entities.length;
      const out = protect({ doc: parseDocument(text), entities, method, params: {} }, ctx);
      expect(typeof out.data).toBe('string');
      expect(out.entities).toHaveLength(entities.length);
      if (method === 'redaction' || method === 'masking') {
        for (const e of out.entities) expect(e.replacement).not.toBe(e.text);
      }
      if (method === 'tokenization') {
        const back = detokenize(out.entities.map((e) => ({ token: e.replacement })), ctx);
        expect(back.map((b) => b.value)).toEqual(out.entities.map((e) => e.text));
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  // Deterministic methods only: tokens and noise would differ between two calls anyway.
  it.each(['auto', 'redaction', 'masking'] as const)('protectData gives protect()\'s data and method for %s', (method) => {
    for (const text of texts.slice(0, 100)) {
      const entities = analyzer.analyze(text);
      const input = { doc: parseDocument(text), entities, method, params: {} };
      const full = protect(input, ctx);
      const { methodUsed, result } = protectData(input, ctx);
      expect(methodUsed).toBe(full.methodUsed);
      expect(result.data).toBe(full.data);
      expect(result.entities).toEqual(full.entities);
    }
  });
  it('protectData resolves auto to k_anonymity for a record set with quasi-identifiers, like protect()', () => {
    const rows = [{ name: 'Jane Doe', zip: '94107', age: 34 }, { name: 'John Roe', zip: '94110', age: 36 }];
    const doc = parseDocument(rows);
    const entities = doc.segments.flatMap((s) => analyzer.analyze(s.value, { context: s.context }).map((e) => ({ ...e, path: s.path })));
    const input = { doc, entities, method: 'auto' as const, params: {} };
    expect(protectData(input, ctx).methodUsed).toBe(protect(input, ctx).methodUsed);
    expect(protectData(input, ctx).result.data).toEqual(protect(input, ctx).data);
  });
});
