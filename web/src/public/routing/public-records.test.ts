import { describe, expect, it } from 'vitest';
import { departmentsOf, doctorPath, type Expert } from './public-records';

const cardiology = { _id: 'c1', title: 'Cardiology', slug: 'cardiology' };
const neurology = { _id: 'n1', title: 'Neurology', slug: 'neurology' };
// Older content may hold any of the shapes SPEC §3 allows, which the derived type does not name.
const expert = (departments: unknown, slug: string | null = 'dr-asha') => ({ slug, departments: departments as Expert['departments'] });

describe('departmentsOf', () => {
  it('reads a resolved list, a single object, and drops bare ids', () => {
    expect(departmentsOf(expert([cardiology, 'n1', neurology]))).toEqual([cardiology, neurology]);
    expect(departmentsOf(expert(cardiology))).toEqual([cardiology]);
    expect(departmentsOf(expert(null))).toEqual([]);
    expect(departmentsOf(expert('c1'))).toEqual([]);
  });
});

describe('doctorPath', () => {
  it('links through the first department, or the given one when the doctor is in it', () => {
    expect(doctorPath(expert([cardiology, neurology]))).toBe('/our-experts/cardiology/dr-asha');
    expect(doctorPath(expert([cardiology, neurology]), 'n1')).toBe('/our-experts/neurology/dr-asha');
    expect(doctorPath(expert([cardiology]), 'other')).toBe('/our-experts/cardiology/dr-asha');
  });

  it('has no path without a department or a slug', () => {
    expect(doctorPath(expert([]))).toBeNull();
    expect(doctorPath(expert([cardiology], null))).toBeNull();
  });
});
