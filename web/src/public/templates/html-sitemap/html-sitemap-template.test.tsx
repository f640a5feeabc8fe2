// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicPages } from '@hospital/content/public-urls';
import { ApiDataProvider, ApiDataStore } from '../../data/api-data';
import { navPath } from '../../data/navigation';
import { StaticLocation } from '../../routing/location';
import type { PublicPage } from '../template-types';
import { Template } from './html-sitemap-template';

const page: PublicPage = { _id: 'p1', title: 'Sitemap', pageRoute: 'sitemap', template: 'html-sitemap', description: '<p>Every page.</p>', templateData: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', departments: null, seo: null };

const empty = Object.fromEntries(Object.keys(publicPages).map((key) => [`${key}/active`, { data: [] }]));

describe('HTML sitemap (GIGW 3.0)', () => {
  afterEach(cleanup);

  it('lists the main menu, the pages and each kind of record under its heading, doctors once per department', () => {
    const store = new ApiDataStore(
      {
        ...empty,
        [navPath('header')]: [{ _id: 'm1', title: 'About', path: '/about-us', children: [{ _id: 'm2', title: 'Leadership', path: '/our-leadership', children: [] }] }],
        'pages/active': { data: [{ _id: 'a', title: 'Visitor Guidelines', pageRoute: 'visitor-guidelines' }, { _id: 'h', title: 'Home', pageRoute: 'home' }] },
        'experts/active': {
          data: [{ _id: 'd', title: 'Dr. Rao', slug: 'dr-rao', departments: [{ _id: 'c1', title: 'Cardiology', slug: 'cardiology' }, { _id: 'c2', title: 'Neurology', slug: 'neurology' }] }],
        },
        'blogs/active': { data: [{ _id: 'b', title: 'Heart health', slug: 'heart-health' }] },
      },
      () => Promise.reject(new Error('no network in this test')),
    );
    render(
      <StaticLocation url="/sitemap">
        <ApiDataProvider store={store}>
          <Template page={page} />
        </ApiDataProvider>
      </StaticLocation>,
    );
    const links = (heading: string) =>
      within(screen.getByRole('region', { name: heading }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('Main menu')).toEqual([
      ['About', '/about-us'],
      ['Leadership', '/our-leadership'],
    ]);
    expect(links('Pages')).toEqual([
      ['Home', '/'],
      ['Visitor Guidelines', '/visitor-guidelines'],
    ]);
    expect(links('Doctors')).toEqual([
      ['Dr. Rao (Cardiology)', '/our-experts/cardiology/dr-rao'],
      ['Dr. Rao (Neurology)', '/our-experts/neurology/dr-rao'],
    ]);
    expect(links('Blog posts')).toEqual([['Heart health', '/blogs/heart-health']]);
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
  });
});
