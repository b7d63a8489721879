/**
 * Every method over real engine output on the labelled dev texts (no record special-cased): nothing
 * throws, every entity gets a replacement, tokens round-trip, redaction and masking change every span.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../src/engine/index.js';
import { parseDocument } from '../../src/formats/document.js';
import { createKeyring, detokenize, newWrappedKey, protect } from '../../src/operators/index.js';
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
});
