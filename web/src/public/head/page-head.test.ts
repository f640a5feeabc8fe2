import { describe, expect, it } from 'vitest';
import { hi } from '@hospital/content/i18n/messages/site-hi';
import { detailKinds } from '../routing/resolve-route';
import { buildHead, headHtml, hospitalJsonLd, isPreviewSearch } from './page-head';

const settings = { siteTitle: 'Lakeside Hospital', footerText: 'Care for every family.', header_logo: '/uploads/logo.png', site_phone_no_1: '+91 1' };
const origin = 'https://lakeside.example';

describe('page head (SPEC §9)', () => {
  it('marks a preview of a draft noindex, nofollow, and only a preview', () => {
    const page = { _id: 'p1', title: 'About Us', pageRoute: 'about-us', template: 'default', description: '', templateData: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', departments: null, seo: null };
    expect(isPreviewSearch('/about-us?preview=abc.1.sig')).toBe(true);
    expect(isPreviewSearch('/about-us?q=preview')).toBe(false);
    expect(isPreviewSearch('/about-us?studio-preview=pages%2F0123456789abcdef01234567')).toBe(true);
    expect(buildHead({ resolution: { state: 'page', page }, settings, origin, pathname: '/about-us', preview: true }).robots).toBe('noindex,nofollow');
    expect(buildHead({ resolution: { state: 'page', page }, settings, origin, pathname: '/about-us' }).robots).toBeUndefined();
  });

  it('titles a page "{title} | {siteTitle}" unless it has an seo title, with fallbacks for description and image', () => {
    const page = { _id: 'p', title: 'About Us', pageRoute: 'about-us', template: 'default', description: '', templateData: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', departments: null, seo: null };
    const head = buildHead({ resolution: { state: 'page', page }, settings, origin, pathname: '/about-us/' });
    expect(head.title).toBe('About Us | Lakeside Hospital');
    expect(head.description).toBe('Care for every family.');
    expect(head.image).toBe('https://lakeside.example/uploads/logo.png');
    expect(head.canonical).toBe('https://lakeside.example/about-us');
    const seo = buildHead({ resolution: { state: 'page', page: { ...page, seo: { title: 'About the hospital' } } }, settings, origin, pathname: '/about-us' });
    expect(seo.title).toBe('About the hospital');
  });

  it('adds the type suffix to detail pages and describes them in JSON-LD', () => {
    const record = { _id: 'b', title: 'New wing', slug: 'new-wing', date: '2026-03-01', description: '<p>We opened a wing.</p>' };
    const head = buildHead({ resolution: { state: 'detail', detail: 'blog', record }, settings, origin, pathname: '/blogs/new-wing' });
    expect(head.title).toBe('New wing | Blog | Lakeside Hospital');
    expect(head.description).toBe('We opened a wing.');
    expect(head.jsonLd.map((x) => x['@type'])).toEqual(['Hospital', 'BlogPosting']);
  });

  it("names the type in the page's language: SPEC §9's suffixes in English, the catalogue's words in Hindi (issue 43)", () => {
    const record = { _id: 's', title: 'Eye Care', slug: 'eye-care', description: '' };
    for (const [detail, suffix] of Object.entries(detailKinds).map(([kind, d]) => [kind as keyof typeof detailKinds, d.suffix] as const)) {
      expect(buildHead({ resolution: { state: 'detail', detail, record }, settings, origin, pathname: '/x' }).title, detail).toBe(`Eye Care | ${suffix} | Lakeside Hospital`);
    }
    const hindi = buildHead({ resolution: { state: 'detail', detail: 'speciality', record: { ...record, title: 'नेत्र चिकित्सा' } }, settings, origin, pathname: '/our-specialities/eye-care', language: 'hi', texts: hi });
    expect(hindi.title).toBe('नेत्र चिकित्सा | विशेषज्ञता | Lakeside Hospital');
    for (const message of Object.entries(hi).filter(([key]) => key.startsWith('titlePart'))) expect(message[1], message[0]).toMatch(/[\u0900-\u097F]/);
  });

  it("gives the Hospital the emergency number of the site settings as its emergency contact point, and none without one", () => {
    const withEmergency = hospitalJsonLd({ ...settings, emergency_phone: '+91 755 010 4411' }, origin);
    expect(withEmergency.contactPoint).toEqual([{ '@type': 'ContactPoint', telephone: '+91 755 010 4411', contactType: 'emergency' }]);
    expect(withEmergency.telephone).toBe('+91 1');
    expect(hospitalJsonLd(settings, origin)).not.toHaveProperty('contactPoint');
  });

  it('escapes every value it prints', () => {
    const page = { _id: 'p', title: '</title><script>alert(1)</script>', pageRoute: 'x', template: 'default', description: '', templateData: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', departments: null, seo: null };
    const html = headHtml(buildHead({ resolution: { state: 'page', page }, settings: { ...settings, siteTitle: '"Q" & </script>' }, origin, pathname: '/x' }));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/<\/script>[^\n]*<\/script>/);
    expect(html).toContain('&lt;/title&gt;');
  });
  it("gives a doctor with an OPD schedule the schedule's hours as the Physician's opening hours, and one without none", () => {
    const category = { _id: 'c', title: 'Cardiology', slug: 'cardiology', description: '' };
    const expert = { _id: 'e', title: 'Dr. Asha Rao', slug: 'asha-rao', departments: [category], opd_sessions: [{ day: 'mon', start: '09:00', end: '13:00', place: 'Room 12' }, { day: 'thu', start: '09:00', end: '13:00', place: 'Room 12' }], opd_leave: [{ from: '2026-12-01', to: '2026-12-02', reason: 'Conference' }] };
    const physician = (record: Record<string, unknown>) =>
      buildHead({ resolution: { state: 'expert', expert: record, category } as never, settings, origin, pathname: '/our-experts/cardiology/asha-rao' }).jsonLd.find((x) => x['@type'] === 'Physician');
    expect(physician(expert)?.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Thursday'], opens: '09:00', closes: '13:00' }]);
    expect(JSON.stringify(physician(expert))).not.toContain('Conference');
    expect(physician({ ...expert, opd_sessions: [] })).not.toHaveProperty('openingHoursSpecification');
  });
});
