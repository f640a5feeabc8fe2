import { describe, expect, it } from 'vitest';
import { countAt, dashboardCards, readLastVisit } from './dashboard-cards';

describe('dashboard cards', () => {
  it('lists the 12 cards of the spec in order, each linking to its list', () => {
    expect(dashboardCards.map((c) => [c.label, c.path])).toEqual([
      ['Total Pages', '/admin/pages'],
      ['Total Banner', '/admin/banners'],
      ['Total Gallery List', '/admin/galleries'],
      ['Total Experts', '/admin/experts'],
      ['Total Events', '/admin/events'],
      ['Total FAQs', '/admin/faqs'],
      ['Total Leaders', '/admin/leaders'],
      ['Total Camps', '/admin/camps'],
      ['Total Hospital Facilities', '/admin/hospitalfacilities'],
      ['Total Media Coverages', '/admin/media-coverage'],
      ['Total Hiring', '/admin/hirings'],
      ['Total Announcements', '/admin/announcements'],
    ]);
  });

  it('shows the media coverage count on the Media Coverages card, not the camps count', () => {
    expect(dashboardCards.find((c) => c.label === 'Total Media Coverages')?.count).toBe('media-coverage');
  });

  it('counts up from 0 to the value over 2 seconds', () => {
    expect(countAt(40, 0)).toBe(0);
    expect(countAt(40, 1000)).toBe(20);
    expect(countAt(40, 1999)).toBe(39);
    expect(countAt(40, 2000)).toBe(40);
    expect(countAt(40, 5000)).toBe(40);
  });

  it('ignores a stored last visit that is not a date', () => {
    expect(readLastVisit({ getItem: () => 'yesterday-ish' })).toBeNull();
    expect(readLastVisit({ getItem: () => '2026-11-20T10:00:00.000Z' })).toBe('2026-11-20T10:00:00.000Z');
    expect(readLastVisit({ getItem: () => null })).toBeNull();
  });
});
