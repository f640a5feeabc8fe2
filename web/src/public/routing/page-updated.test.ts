import { describe, expect, it } from 'vitest';
import { formatHospitalTime } from '@hospital/content/hospital-time';
import { buildHead } from '../head/page-head';
import { pageUpdatedAt } from './page-updated';

const origin = 'https://lakeside.example';
const page = { _id: 'p', title: 'About Us', pageRoute: 'about-us', template: 'default', description: '', templateData: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-21T20:15:00.000Z', departments: null, seo: null };

describe('when a page was last updated (GIGW 3.0)', () => {
  it("is its record's last publish, shown on the hospital's clock, and the WebPage's dateModified", () => {
    const moment = pageUpdatedAt({ state: 'page', page });
    expect(moment).toBe('2026-11-21T20:15:00.000Z');
    // 20:15 UTC is past midnight in Kolkata: the hospital's day is the 22nd.
    expect(formatHospitalTime(moment, { withTime: false, timeZone: 'Asia/Kolkata' })).toBe('22 Nov 2026');
    const head = buildHead({ resolution: { state: 'page', page }, settings: { siteTitle: 'Lakeside Hospital' }, origin, pathname: '/about-us' });
    expect(head.jsonLd.find((ld) => ld['@type'] === 'WebPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: 'https://lakeside.example/about-us',
      name: 'About Us | Lakeside Hospital',
      dateModified: '2026-11-21T20:15:00.000Z',
    });
  });

  it("takes the record's creation when it was never changed, and gives nothing for pages that show no record", () => {
    const record = { _id: 'b', title: 'New wing', slug: 'new-wing', createdAt: '2026-03-01T10:00:00.000Z' };
    expect(pageUpdatedAt({ state: 'detail', detail: 'blog', record })).toBe('2026-03-01T10:00:00.000Z');
    expect(pageUpdatedAt({ state: 'not-found' })).toBeUndefined();
    expect(pageUpdatedAt({ state: 'search' })).toBeUndefined();
    const head = buildHead({ resolution: { state: 'not-found' }, settings: null, origin, pathname: '/nowhere' });
    expect(head.jsonLd.some((ld) => ld['@type'] === 'WebPage')).toBe(false);
  });
});
