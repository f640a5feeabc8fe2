import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap';

const lists: Record<string, unknown[]> = {
  pages: [
    { _id: 'p1', pageRoute: 'home', updatedAt: '2026-11-01T10:00:00.000Z' },
    { _id: 'p2', pageRoute: 'about-us', updatedAt: '2026-11-02T10:00:00.000Z' },
  ],
  'expert-categories': [{ _id: 'c1', slug: 'cardiology' }, { _id: 'c2', slug: 'neurology' }],
  experts: [
    { _id: 'e1', slug: 'dr-asha', departments: [{ _id: 'c1', title: 'Cardiology', slug: 'cardiology' }, 'c2'] },
    { _id: 'e2', slug: 'dr-ravi', departments: { _id: 'c2', title: 'Neurology' } },
  ],
  blogs: [{ _id: 'b1', slug: 'heart & health', createdAt: '2026-10-01T00:00:00.000Z' }, { _id: 'b2', slug: '' }],
};

const load = async (path: string) => {
  const key = path.replace(/\/active$/, '');
  if (key === 'camps') throw new Error('down');
  return { data: lists[key] ?? [] };
};

describe('sitemap', () => {
  it('lists pages, detail records, departments and each department page of an expert', async () => {
    const urls = await sitemapUrls(load);
    const paths = urls.map((u) => u.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/our-experts/cardiology',
        '/our-experts/neurology',
        '/our-experts/cardiology/dr-asha',
        '/our-experts/neurology/dr-asha',
        '/our-experts/neurology/dr-ravi',
        '/blogs/heart%20%26%20health',
      ]),
    );
    expect(paths).toHaveLength(8);
    expect(urls.find((u) => u.path === '/about-us')?.lastmod).toBe('2026-11-02T10:00:00.000Z');
  });

  it('prints escaped absolute URLs', () => {
    const xml = sitemapXml('https://hospital.example', [{ path: '/a?x=1&y=2', lastmod: undefined }]);
    expect(xml).toContain('<loc>https://hospital.example/a?x=1&amp;y=2</loc>');
  });

  it('keeps /admin and /api out and points to the sitemap', () => {
    const robots = robotsTxt('https://hospital.example');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain('Sitemap: https://hospital.example/sitemap.xml');
  });
});
