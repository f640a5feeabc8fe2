import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles, sitemapMaxUrls, sitemapUrls, sitemapXml } from './sitemap';

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

  it('lists a translated page under each language it is translated into, with reciprocal xhtml:link alternates and x-default', async () => {
    // The demo's languages; 'mr' added in the settings with nothing translated into it.
    const answers: Record<string, unknown> = {
      'site-settings': { data: {}, languages: [{ code: 'en' }, { code: 'hi' }, { code: 'mr' }] },
      'pages/active': { data: [{ _id: 'p1', pageRoute: 'home' }, { _id: 'p2', pageRoute: 'about-us' }] },
      'pages/active?lang=hi': { data: [{ _id: 'p1', pageRoute: 'home', _translated: true }, { _id: 'p2', pageRoute: 'about-us', _translated: false }] },
      'pages/active?lang=mr': { data: [{ _id: 'p1', pageRoute: 'home', _translated: false }, { _id: 'p2', pageRoute: 'about-us', _translated: false }] },
    };
    const urls = await sitemapUrls(async (path) => answers[path] ?? { data: [] });
    expect(urls).toEqual([
      { path: '/', lastmod: undefined, languages: ['hi'] },
      { path: '/about-us', lastmod: undefined },
    ]);
    const xml = sitemapXml('https://hospital.example', urls);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
      loc,
      links: Object.fromEntries([...(rest ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
    }));
    expect(entries.map((e) => e.loc)).toEqual(['https://hospital.example/', 'https://hospital.example/hi/', 'https://hospital.example/about-us']);
    const alternates = { en: 'https://hospital.example/', hi: 'https://hospital.example/hi/', 'x-default': 'https://hospital.example/' };
    // Reciprocal: the English URL names the Hindi one and the Hindi URL names the English one, each itself too.
    expect(entries[0]?.links).toEqual(alternates);
    expect(entries[1]?.links).toEqual(alternates);
    expect(entries[2]?.links).toEqual({});
    expect(xml).not.toContain('/mr/');
  });

  it('prints a site of one language as before, without the xhtml namespace', async () => {
    const xml = sitemapXml('https://hospital.example', await sitemapUrls(load));
    expect(xml).not.toContain('xhtml');
  });

  it('keeps /admin and /api out and points to the sitemap', () => {
    const robots = robotsTxt('https://hospital.example');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain('Sitemap: https://hospital.example/sitemap.xml');
  });

  it('becomes a sitemap index past its most addresses a file (50,000; 3 here), each file within it, a page and its languages in one file', () => {
    expect(sitemapMaxUrls).toBe(50_000);
    const urls = Array.from({ length: 7 }, (_, n) => ({ path: `/page-${n}`, lastmod: undefined, ...(n === 2 ? { languages: ['hi'] } : {}) }));
    const small = sitemapFiles('https://hospital.example', urls.slice(0, 2), 3);
    expect(small.index).toBeNull();
    expect(small.parts).toEqual([sitemapXml('https://hospital.example', urls.slice(0, 2))]);
    const { index, parts } = sitemapFiles('https://hospital.example', urls, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...(index ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(parts.map((_, n) => `https://hospital.example/sitemap-${n + 1}.xml`));
    const entries = parts.map((xml) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    for (const part of entries) expect(part.length).toBeLessThanOrEqual(3);
    expect(entries.flat()).toEqual(['/page-0', '/page-1', '/page-2', '/hi/page-2', '/page-3', '/page-4', '/page-5', '/page-6'].map((p) => `https://hospital.example${p}`));
    // The English and Hindi versions of page 2 name each other: they are in one file.
    expect(entries.find((part) => part.includes('https://hospital.example/page-2'))).toContain('https://hospital.example/hi/page-2');
  });
});
