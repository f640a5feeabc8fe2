import { describe, expect, it } from 'vitest';
import { filterDoctors } from './doctor-filter';

const cardiology = { _id: 'c', title: 'Cardiology', slug: 'cardiology' };
const paediatricCardiology = { _id: 'p', title: 'Paediatric Cardiology', slug: 'paediatric-cardiology' };
const neurology = { _id: 'n', title: 'Neurology', slug: 'neurology' };
const doctor = (title: string, departments: unknown[]) => ({ _id: title, title, slug: title, departments });
const doctors = [
  doctor('Dr. Asha Mehta', [cardiology]),
  doctor('Dr. Ravi Kumar', [neurology, paediatricCardiology]),
  doctor('Dr. Neha Rao', [neurology]),
];
const names = (list: { title: string }[]) => list.map((d) => d.title);

describe('filterDoctors', () => {
  it('matches the search against names and department titles, ignoring case', () => {
    expect(names(filterDoctors(doctors, 'ASHA', ''))).toEqual(['Dr. Asha Mehta']);
    expect(names(filterDoctors(doctors, 'cardio', ''))).toEqual(['Dr. Asha Mehta', 'Dr. Ravi Kumar']);
    expect(names(filterDoctors(doctors, '  ', ''))).toHaveLength(3);
  });

  it('matches the department title exactly, not as a substring', () => {
    expect(names(filterDoctors(doctors, '', 'Cardiology'))).toEqual(['Dr. Asha Mehta']);
    expect(names(filterDoctors(doctors, '', 'cardiology'))).toEqual([]);
  });

  it('combines the search and the department', () => {
    expect(names(filterDoctors(doctors, 'rao', 'Neurology'))).toEqual(['Dr. Neha Rao']);
    expect(names(filterDoctors(doctors, 'asha', 'Neurology'))).toEqual([]);
  });
});

describe('filterDoctors with the site search', () => {
  it('adds the doctors the search found, keeping the exact department filter', () => {
    const found = new Set(['Dr. Asha Mehta', 'Dr. Ravi Kumar']);
    expect(names(filterDoctors(doctors, 'cardiologist', '', found))).toEqual(['Dr. Asha Mehta', 'Dr. Ravi Kumar']);
    expect(names(filterDoctors(doctors, 'cardiologist', 'Cardiology', found))).toEqual(['Dr. Asha Mehta']);
    expect(names(filterDoctors(doctors, 'cardiologist', ''))).toEqual([]);
  });

  it('lists the doctors the search found in its order, best match first, then the other matches', () => {
    const found = new Set(['Dr. Neha Rao', 'Dr. Asha Mehta']);
    expect(names(filterDoctors(doctors, 'rao', '', found))).toEqual(['Dr. Neha Rao', 'Dr. Asha Mehta']);
    expect(names(filterDoctors(doctors, 'cardio', '', new Set(['Dr. Ravi Kumar'])))).toEqual(['Dr. Ravi Kumar', 'Dr. Asha Mehta']);
  });
});
