import { describe, expect, it } from 'vitest';
import { homeDoctors } from './home-doctors';

describe('homeDoctors', () => {
  it('sorts by name and keeps the first 10', () => {
    const names = ['Dr. Zoya', 'dr. anil', 'Dr. Meera', 'Dr. Bala', 'Dr. Kiran', 'Dr. Omar', 'Dr. Ela', 'Dr. Farah', 'Dr. Gita', 'Dr. Hari', 'Dr. Ivan', 'Dr. Jaya'];
    const result = homeDoctors(names.map((title) => ({ title })));
    expect(result.map((d) => d.title)).toEqual([
      'dr. anil',
      'Dr. Bala',
      'Dr. Ela',
      'Dr. Farah',
      'Dr. Gita',
      'Dr. Hari',
      'Dr. Ivan',
      'Dr. Jaya',
      'Dr. Kiran',
      'Dr. Meera',
    ]);
  });

  it('leaves the given list untouched and drops doctors without a name', () => {
    const input = [{ title: 'B' }, { title: null }, { title: 'A' }];
    expect(homeDoctors(input).map((d) => d.title)).toEqual(['A', 'B']);
    expect(input.map((d) => d.title)).toEqual(['B', null, 'A']);
  });
});
