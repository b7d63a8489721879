import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/formats/document.js';
import { protect } from '../../src/operators/index.js';
import type { ProtectContext } from '../../src/operators/protect-api.js';
import { entitiesOf } from './helpers.js';

const ctx: ProtectContext = {
  tenantId: 't1',
  keyring: { current: () => ({ version: 1, key: new Uint8Array(32) }), get: () => new Uint8Array(32) },
};

describe('redaction', () => {
  it('replaces each entity with its typed placeholder in text', () => {
    const text = 'SSN 123-45-6789, mail jo@example.com';
    const entities = [...entitiesOf(text, 'SSN', '123-45-6789'), ...entitiesOf(text, 'EMAIL', 'jo@example.com')];
    const out = protect({ doc: parseDocument(text), entities, method: 'redaction', params: {} }, ctx);
    expect(out.data).toBe('SSN [SSN], mail [EMAIL]');
    expect(out.methodUsed).toBe('redaction');
    expect(out.entities.map((e) => e.replacement)).toEqual(['[SSN]', '[EMAIL]']);
  });

  it('numbers placeholders per distinct value with preserve_context', () => {
    const text = 'Ann Lee met Bo Chan; Ann Lee left.';
    const entities = [...entitiesOf(text, 'PERSON_NAME', 'Ann Lee'), ...entitiesOf(text, 'PERSON_NAME', 'Bo Chan')];
    const out = protect({ doc: parseDocument(text), entities, method: 'redaction', params: { preserveContext: true } }, ctx);
    expect(out.data).toBe('[PERSON_NAME_1] met [PERSON_NAME_2]; [PERSON_NAME_1] left.');
  });

  it('keeps the JSON shape and paths', () => {
    const data = { patients: [{ email: 'a@b.io', age: 40 }], ssn: 123456789 };
    const doc = parseDocument(data);
    const entities = [...entitiesOf('a@b.io', 'EMAIL', 'a@b.io', '/patients/0/email'), ...entitiesOf('123456789', 'SSN', '123456789', '/ssn')];
    const out = protect({ doc, entities, method: 'redaction', params: {} }, ctx);
    expect(out.data).toEqual({ patients: [{ email: '[EMAIL]', age: 40 }], ssn: '[SSN]' });
    expect(data.patients[0]?.email).toBe('a@b.io');
  });

  it('keeps the CSV shape', () => {
    const csv = 'name,email\nAnn Lee,ann@x.org\n';
    const entities = [...entitiesOf('Ann Lee', 'PERSON_NAME', 'Ann Lee', '/0/name'), ...entitiesOf('ann@x.org', 'EMAIL', 'ann@x.org', '/0/email')];
    const out = protect({ doc: parseDocument(csv, 'csv'), entities, method: 'redaction', params: {} }, ctx);
    expect(out.data).toBe('name,email\n[PERSON_NAME],[EMAIL]\n');
  });

  it('reports input risk and zero residual risk', () => {
    const text = 'SSN 123-45-6789';
    const out = protect({ doc: parseDocument(text), entities: entitiesOf(text, 'SSN', '123-45-6789'), method: 'redaction', params: {} }, ctx);
    expect(out.metrics.countsByType).toEqual({ SSN: 1 });
    expect(out.metrics.inputRisk).toBeGreaterThan(0.5);
    expect(out.metrics.residualRisk).toBe(0);
  });

  it('merges overlapping entities so no detected character survives', () => {
    const text = 'call Ann Lee-Smith now';
    const a = entitiesOf(text, 'PERSON_NAME', 'Ann Lee')[0];
    const b = entitiesOf(text, 'PERSON_NAME', 'Lee-Smith')[0];
    const out = protect({ doc: parseDocument(text), entities: [b!, a!], method: 'redaction', params: {} }, ctx);
    expect(out.data).toBe('call [PERSON_NAME] now');
    expect(out.entities.map((e) => e.text)).toEqual(['Ann Lee-Smith']);
  });

  it('refuses entities whose offsets do not match the document', () => {
    const bad = { type: 'SSN', text: 'nope', start: 0, end: 4, confidence: 1, recognizer: 'test' };
    expect(() => protect({ doc: parseDocument('1234 5678'), entities: [bad], method: 'redaction', params: {} }, ctx)).toThrow(/does not match/);
  });
});
