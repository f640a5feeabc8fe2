import { describe, expect, it } from 'vitest';
import { hasDepartmentTitle, listingSearch, normalisedListingSearch, parseListingQuery } from './listing-query';

describe('listing addresses', () => {
  it('reads search words, slugs, a year, a month and a page', () => {
    expect(parseListingQuery('?q=%20anita%20%20menon%20&department=cardiology&page=2')).toEqual({ q: 'anita menon', department: 'cardiology', page: 2 });
    expect(parseListingQuery('year=2025&month=2026-11&category=heart-care')).toEqual({ year: 2025, month: '2026-11', category: 'heart-care' });
  });

  it('leaves out values not of their form, and caps the page', () => {
    expect(parseListingQuery('?department=Cardiology&category=a%20b&year=25&month=2026-13&page=0&q=%20')).toEqual({});
    expect(parseListingQuery('?page=-2')).toEqual({});
    expect(parseListingQuery('?page=1')).toEqual({});
    expect(parseListingQuery('?page=99999999')).toEqual({ page: 500 });
    expect(parseListingQuery(`?q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes one order of parameters and drops the rest', () => {
    expect(listingSearch({ page: 3, department: 'neurology', q: 'rao' })).toBe('?q=rao&department=neurology&page=3');
    expect(listingSearch({ page: 1 })).toBe('');
    expect(normalisedListingSearch('?fbclid=x&page=02&utm_source=y&department=neurology')).toBe('?department=neurology&page=2');
    expect(normalisedListingSearch('?fbclid=x')).toBe('');
  });

  it("reads Find a Doctor's available this week only as available=week (issue 33)", () => {
    expect(parseListingQuery('?available=week&department=cardiology')).toEqual({ department: 'cardiology', available: 'week' });
    expect(parseListingQuery('?available=month')).toEqual({});
    expect(parseListingQuery('?available=WEEK')).toEqual({});
    expect(normalisedListingSearch('?page=2&available=week&q=rao')).toBe('?q=rao&available=week&page=2');
  });

  it('tells a booking link’s department title from a listing’s slug', () => {
    expect(hasDepartmentTitle('?department=Cardiology&doctor=Dr.%20Rao')).toBe(true);
    expect(hasDepartmentTitle('?department=cardiology')).toBe(false);
    expect(hasDepartmentTitle('?page=2')).toBe(false);
  });

  it('reads a city by its name in any language and a centre by its slug, after the other parameters (issue 48)', () => {
    expect(parseListingQuery('?city=Ambarpur&location=kothrud-clinic')).toEqual({ city: 'Ambarpur', location: 'kothrud-clinic' });
    expect(parseListingQuery('?city=%E0%A4%85%E0%A4%AE%E0%A5%8D%E0%A4%AC%E0%A4%B0%E0%A4%AA%E0%A5%81%E0%A4%B0')).toEqual({ city: 'अम्बरपुर' });
    expect(parseListingQuery('?city=%3Cscript%3E&location=Not%20a%20slug')).toEqual({});
    expect(parseListingQuery(`?city=${'a'.repeat(81)}`)).toEqual({});
    expect(normalisedListingSearch('?location=lakeview&department=cardiology&city=Ambarpur')).toBe('?department=cardiology&city=Ambarpur&location=lakeview');
  });
});
