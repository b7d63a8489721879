/** Property tests over generated documents: redaction and masking never leave a detected value behind. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/engine/entity.js';
import { parseDocument } from '../../src/formats/document.js';
import { protect } from '../../src/operators/index.js';
import type { Method, ProtectContext } from '../../src/operators/protect-api.js';

const ctx: ProtectContext = {
  tenantId: 't1',
  keyring: { current: () => ({ version: 1, key: new Uint8Array(32) }), get: () => new Uint8Array(32) },
};

// Values look like real PII; fillers are lower-case words, so a value never hides in the filler.
const pii = fc.oneof(
  fc.stringMatching(/^\d{3}-\d{2}-\d{4}$/).map((text) => ({ type: 'SSN', text })),
  fc.stringMatching(/^4\d{3}( \d{4}){3}$/).map((text) => ({ type: 'CREDIT_CARD', text })),
  fc.emailAddress().map((text) => ({ type: 'EMAIL', text })),
  fc.stringMatching(/^[A-Z][a-z]{2,8} [A-Z][a-z]{2,10}$/).map((text) => ({ type: 'PERSON_NAME', text })),
  fc.stringMatching(/^\+\d{2} \d{3} \d{3} \d{4}$/).map((text) => ({ type: 'PHONE', text })),
  fc.stringMatching(/^\d{1,3}(\.\d{1,3}){3}$/).map((text) => ({ type: 'IP_ADDRESS', text })),
);
const filler = fc.stringMatching(/^ [a-z ]{0,12} $/);

/** A text of fillers and values, with the entities at their offsets. */
const document = fc.array(fc.tuple(filler, pii), { minLength: 1, maxLength: 8 }).map((parts) => {
  let text = '';
  const entities: Entity[] = [];
  for (const [fill, { type, text: value }] of parts) {
    text += fill;
    entities.push({ type, text: value, start: text.length, end: text.length + value.length, confidence: 1, recognizer: 'test' });
    text += value;
  }
  return { text, entities };
});

describe.each(['redaction', 'masking'] as Method[])('%s', (method) => {
  it('leaves no detected value in text output', () => {
    fc.assert(
      fc.property(document, fc.boolean(), ({ text, entities }, preserveContext) => {
        const out = protect({ doc: parseDocument(text), entities, method, params: { preserveContext } }, ctx);
        for (const e of entities) expect(out.data as string).not.toContain(e.text);
        expect(out.entities).toHaveLength(entities.length);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves no detected value in JSON and CSV output', () => {
    fc.assert(
      fc.property(fc.array(pii, { minLength: 1, maxLength: 10 }), (values) => {
        const rows = values.map((v, i) => ({ id: `r${i}`, value: v.text }));
        const entities = values.map((v, i): Entity => ({ ...v, start: 0, end: v.text.length, confidence: 1, recognizer: 'test', path: `/${i}/value` }));
        const json = protect({ doc: parseDocument(rows), entities, method, params: {} }, ctx);
        const csvText = `id,value\n${rows.map((r) => `${r.id},"${r.value}"`).join('\n')}\n`;
        const csv = protect({ doc: parseDocument(csvText, 'csv'), entities, method, params: {} }, ctx);
        for (const v of values) {
          expect(JSON.stringify(json.data)).not.toContain(v.text);
          expect(csv.data as string).not.toContain(v.text);
        }
      }),
      { numRuns: 200 },
    );
  });
});
