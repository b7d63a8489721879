/**
 * Names of people that name a firm, an institution, a product or a condition are no personal data: under the
 * default threshold they are not reported, and the same names used for people still are.
 */
import { describe, expect, it } from 'vitest';
import { names } from '../../support/engine.js';

describe('PERSON_NAME: firms, products and eponyms', () => {
  it.each([
    ['Analysts at Goldman Sachs and Morgan Stanley cut their forecasts.', ['Goldman Sachs', 'Morgan Stanley']],
    ['Referred to Johns Hopkins Bayview for a consult.', ['Johns Hopkins Bayview']],
    ['She was seen at the Mayo Clinic last spring.', ['Mayo']],
    ['Dx: Parkinson\'s disease, early stage; rule out Lou Gehrig\'s disease.', ['Parkinson', 'Lou Gehrig']],
    ['We moved from Apache Kafka to Google Pub/Sub; users on Mozilla Firefox saw errors.', ['Apache Kafka', 'Mozilla Firefox']],
    ['He studied at the University of Patras.', ['Patras']],
    ['Audited by Ernst & Young in 2023.', ['Ernst', 'Young']],
  ])('reports no person in %j', (text, _notPeople) => {
    for (const n of _notPeople) expect(names(text)).not.toContain(n);
  });

  it.each([
    ['Dr. Jennifer Holst reviewed the chart with Mark Sachs.', 'Mark Sachs'],
    ['Contact Morgan Freeman about the lease.', 'Morgan Freeman'],
    ['Author: Guido van Rossum <guido@example.org>', 'Guido van Rossum'],
    ['Patient Harold Parkinson, 76, was admitted.', 'Harold Parkinson'],
  ])('still finds the person in %j', (text, person) => {
    expect(names(text)).toContain(person);
  });
});

describe('PERSON_NAME: German function words', () => {
  it('reads no name in the formal address of a German letter, and still reads the name in it', () => {
    const found = names('Bitte überweisen Sie den Betrag bis Freitag. Ihr Team, Jürgen Hoffmann');
    expect(found).not.toContain('Sie den Betrag');
    expect(found).not.toContain('Ihr');
    expect(found).toContain('Jürgen Hoffmann');
  });

  it('keeps German and Dutch particles inside names', () => {
    expect(names('Ursula von der Leyen spoke.')).toEqual(['Ursula von der Leyen']);
  });
});
