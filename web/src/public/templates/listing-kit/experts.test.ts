import { describe, expect, it } from 'vitest';
import { departmentsOf, expertPath, type Expert } from './experts';

const cardiology = { _id: 'c1', title: 'Cardiology', slug: 'cardiology' };
const neurology = { _id: 'n1', title: 'Neurology', slug: 'neurology' };
const expert = (departments: unknown, slug: string | null = 'dr-asha'): Expert => ({ _id: 'e1', title: 'Dr. Asha', slug, departments });

describe('departmentsOf', () => {
  it('reads a resolved list, a single object, and drops bare ids', () => {
    expect(departmentsOf(expert([cardiology, 'n1', neurology]))).toEqual([cardiology, neurology]);
    expect(departmentsOf(expert(cardiology))).toEqual([cardiology]);
    expect(departmentsOf(expert(null))).toEqual([]);
    expect(departmentsOf(expert('c1'))).toEqual([]);
  });
});

describe('expertPath', () => {
  it('links through the first department, or the given one when the doctor is in it', () => {
    expect(expertPath(expert([cardiology, neurology]))).toBe('/our-experts/cardiology/dr-asha');
    expect(expertPath(expert([cardiology, neurology]), 'n1')).toBe('/our-experts/neurology/dr-asha');
    expect(expertPath(expert([cardiology]), 'other')).toBe('/our-experts/cardiology/dr-asha');
  });

  it('has no path without a department or a slug', () => {
    expect(expertPath(expert([]))).toBeNull();
    expect(expertPath(expert([cardiology], null))).toBeNull();
  });
});
