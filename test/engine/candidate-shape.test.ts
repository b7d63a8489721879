/**
 * analyze() hands a candidate out as the entity itself only when it was built by candidate() (the Entity's keys in the
 * Entity's order); any other shape is copied into a new object, which was a tenth of the bytes an analysis allocated
 * when person-name built its candidates as literals. Every recognizer's candidates must have that shape.
 */
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/engine/candidate.js';
import { createAnalyzer } from '../../src/engine/index.js';
import { scanAnchors } from '../../src/engine/pipeline/scan.js';
import { BUILT_IN_RECOGNIZERS } from '../../src/engine/registry.js';
import { unitsOf } from '../../src/engine/pipeline/units.js';

const KEYS = ['type', 'text', 'start', 'end', 'confidence', 'recognizer'];

const TEXTS = [
  'Patient: Maria Gonzalez, DOB 03/14/1985, phone 212-555-0147, SSN 123-45-6789, lives at 42 Elm Street, Springfield, IL 62704.',
  'Okonkwo, Chidinma A. filed the claim. Chidinma called back on Monday; Okonkwo confirmed.',
  'CONTACT: JOHN SMITH\nEMAIL: john.smith@example.com\nCard 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32',
  'regular rr commenter anna bizier wrote to dr. ravil g yefimov about the lease at 17 baker st',
  'Walker began writing in 1990, publishing her first story in 1995. Ms. Walker lives near Rostov.',
  'Server 192.168.0.1 logged in user van Gijn from https://example.org/x?id=5 on 2024-01-09 at 14:31.',
];

describe('candidate shape', () => {
  createAnalyzer(); // loads the name lexicon the person-name recognizer reads
  it.each(TEXTS)('every recognizer builds its candidates with the entity keys in order: %j', (text) => {
    const anchors = scanAnchors(text);
    const input = { text, anchors, key: '', claimed: new Uint8Array(anchors.tokenStart.length), units: unitsOf(text) };
    const out: Candidate[] = [];
    for (const r of BUILT_IN_RECOGNIZERS) r.find(input, out);
    expect(out.length).toBeGreaterThan(0);
    for (const c of out) expect([c.recognizer, Object.keys(c)]).toEqual([c.recognizer, KEYS]);
  });
  it('the person-name recognizer proposes names in these texts', () => {
    const names = TEXTS.flatMap((text) => {
      const anchors = scanAnchors(text);
      const out: Candidate[] = [];
      for (const r of BUILT_IN_RECOGNIZERS) if (r.name === 'person-name') r.find({ text, anchors, key: '', claimed: new Uint8Array(anchors.tokenStart.length), units: unitsOf(text) }, out);
      return out;
    });
    expect(names.length).toBeGreaterThan(5);
  });
});
