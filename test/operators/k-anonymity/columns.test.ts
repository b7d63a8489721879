import { describe, expect, it } from 'vitest';
import { planColumns } from '../../../src/operators/k-anonymity/columns.js';

const plan = (columns: string[], row: Record<string, unknown> = {}) =>
  planColumns({ columns, rows: [Object.fromEntries(columns.map((c) => [c, row[c] ?? 'x']))] }, []);

describe('planColumns', () => {
  it('detects quasi-identifiers by name words', () => {
    const p = plan(['Age', 'visit_date', 'dateOfBirth', 'ZIP code', 'gender', 'city', 'candidate', 'page', 'storage']);
    expect(p.quasi.map((q) => q.column)).toEqual(['Age', 'visit_date', 'dateOfBirth', 'ZIP code', 'gender', 'city']);
  });

  it('detects direct identifiers by name', () => {
    expect([...plan(['first_name', 'email', 'SSN', 'product_name', 'diagnosis', 'phone']).direct]).toEqual(['first_name', 'email', 'SSN', 'phone']);
  });

  it('picks the hierarchy from the name and values', () => {
    const p = planColumns(
      { columns: ['age', 'zip', 'dob', 'city', 'code'], rows: [{ age: 40, zip: '02139', dob: '1980-01-02', city: 'Lyon', code: '00123' }] },
      [],
      ['age', 'zip', 'dob', 'city', 'code'],
    );
    expect(p.quasi.map((q) => q.kind)).toEqual(['number', 'zip', 'date', 'category', 'zip']);
  });
});
