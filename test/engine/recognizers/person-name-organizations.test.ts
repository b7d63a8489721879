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

describe('PERSON_NAME: cars and software components', () => {
  it.each([
    ['A silver Nissan Qashqai was parked in the bay.', 'Nissan Qashqai'],
    ['Upgraded Jetty to 12.0.7 and dropped the Jackson Afterburner module.', 'Jetty'],
    ['Upgraded Jetty to 12.0.7 and dropped the Jackson Afterburner module.', 'Jackson Afterburner'],
    ['Orion 3.2 ships today.', 'Orion'],
    ['Ufficio Personale — Ferretti Meccanica S.r.l.', 'Ferretti Meccanica S.'],
    ['Ufficio Personale — Ferretti Meccanica S.r.l.', 'Ferretti Meccanica'],
  ])('reports no person in %j', (text, notPerson) => {
    expect(names(text)).not.toContain(notPerson);
  });

  it('still finds a person followed by an ordinary number', () => {
    expect(names('Karen Olsen to 3 more meetings this week, said the memo.')).toContain('Karen Olsen');
  });
});

describe('PERSON_NAME: greetings, honorifics and articles of other languages', () => {
  it.each([
    ['Buongiorno Chiara,\nle invio il contratto.', ['Chiara']],
    ['Kia ora Aroha,\nthanks for the forms.', ['Aroha']],
    ['Selamat pagi Pak Budi, paketnya sudah dikirim.', ['Budi']],
    ['Exma. Senhora Maria Fernandes\nAv. da Liberdade 110', ['Maria Fernandes']],
    ['Bei Fragen wenden Sie sich an Herrn Brandt oder Frau Vogel.', ['Vogel']],
  ])('reads only the name in %j', (text, expected) => {
    for (const n of expected) expect(names(text)).toContain(n);
    for (const n of names(text)) expect(['Buongiorno', 'Kia', 'Selamat', 'Pak', 'Senhora', 'Frau'].some((w) => n.includes(w))).toBe(false);
  });

  it.each(['Le dossier est complet.', 'En Lima, a 3 de mayo, firmó el contrato.', 'Los Angeles and Los Alamos'])('reads no name in %j', (text) => {
    expect(names(text)).toEqual([]);
  });

  it.each([
    ['The award went to Robert De Niro and Lana Del Rey.', 'Robert De Niro'],
    ['Thanks to Le Van Hung for the translation.', 'Le Van Hung'],
    ['"It works," says Du Cane.', 'Du Cane'],
  ])('keeps capitalized particles inside names: %j', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it('reads a Vietnamese name whole after its middle name', () => {
    expect(names('Recipient name: Nguyễn Thị Thu Hà, Hanoi office.')).toContain('Nguyễn Thị Thu Hà');
  });

  it('reads a lone word after "in" as a place, not a person', () => {
    expect(names('She wired money to her cousin Omar in Alexandria last week.')).toEqual(['Omar']);
    expect(names('Looping in Lena from finance.')).toContain('Lena');
  });
});
