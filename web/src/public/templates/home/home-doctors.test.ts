import { describe, expect, it } from 'vitest';
import { homeDoctors } from './home-doctors';

describe('homeDoctors', () => {
  it("keeps the first 10 in the listing's order (experts/active answers by name)", () => {
    const names = ['dr. anil', 'Dr. Bala', 'Dr. Ela', 'Dr. Farah', 'Dr. Gita', 'Dr. Hari', 'Dr. Ivan', 'Dr. Jaya', 'Dr. Kiran', 'Dr. Meera', 'Dr. Omar', 'Dr. Zoya'];
    const result = homeDoctors(names.map((title) => ({ title })));
    expect(result.map((d) => d.title)).toEqual(names.slice(0, 10));
  });

  it('leaves the given list untouched and drops doctors without a name', () => {
    const input = [{ title: 'B' }, { title: null }, { title: 'A' }];
    expect(homeDoctors(input).map((d) => d.title)).toEqual(['B', 'A']);
    expect(input.map((d) => d.title)).toEqual(['B', null, 'A']);
  });
});
