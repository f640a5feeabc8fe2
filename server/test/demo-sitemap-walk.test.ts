import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from './helpers/seeded-demo';

/**
 * Issue 4, over HTTP (moved from e2e/specs/seed-sitemap.spec.ts, which keeps what only a browser
 * sees): the demo hospital answers every URL of its sitemap with a page that has a <main>, no
 * class name rendered from a missing style ("undefined", "null"), and every picture, script, style
 * sheet and icon it names on our own site answering 200, the pictures decoding as pictures. On the
 * built website (npm run build), the demo seeded once and copied.
 */

const site = useDemoSite();
const origin = 'http://hospital.test';

/** Same-origin addresses the HTML names for the browser to fetch: pictures (src, srcset), scripts, style sheets, icons, preloads. */
function assetsOf(html: string): { url: string; picture: boolean }[] {
  const found = new Map<string, boolean>();
  const add = (raw: string, picture: boolean) => {
    const value = raw.replace(/&amp;/g, '&').trim();
    if (!value || value.startsWith('data:')) return;
    const url = new URL(value, `${origin}/`);
    if (url.origin !== origin) return;
    const key = url.pathname + url.search;
    found.set(key, (found.get(key) ?? false) || picture);
  };
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (src) add(src, true);
    const srcset = /\ssrcset="([^"]*)"/.exec(tag)?.[1];
    for (const candidate of srcset?.split(',') ?? []) add(candidate.trim().split(/\s+/)[0] ?? '', true);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) add(src!, false);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? '';
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href && /\b(stylesheet|icon|preload|modulepreload|apple-touch-icon)\b/.test(rel)) add(href, /\bicon\b/.test(rel) || /\sas="image"/.test(tag));
  }
  return [...found].map(([url, picture]) => ({ url, picture }));
}

describe('the demo hospital answers every URL of its sitemap', () => {
  it('with 200, a <main>, no missing class name, and every own picture, script and style sheet it names answering 200', async () => {
    const sitemap = await site.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    const paths = [...new Set([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname))];
    // The seed's pages (44) and its records with pages of their own (leaders, blogs, events…).
    expect(paths.length).toBeGreaterThan(150);

    const problems: string[] = [];
    const assets = new Map<string, { picture: boolean; firstSeenOn: string }>();
    for (const path of paths) {
      const page = await site.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });
      if (page.statusCode !== 200) {
        problems.push(`${path}: answered ${page.statusCode}`);
        continue;
      }
      // A class name from a style sheet that lacks it renders as "undefined".
      for (const name of new Set(page.body.match(/class="[^"]*\b(?:undefined|null)\b[^"]*"/g) ?? [])) problems.push(`${path}: ${name}`);
      if (!/<main[\s>]/.test(page.body)) problems.push(`${path}: no <main>`);
      for (const asset of assetsOf(page.body)) {
        const known = assets.get(asset.url);
        assets.set(asset.url, { picture: (known?.picture ?? false) || asset.picture, firstSeenOn: known?.firstSeenOn ?? path });
      }
    }
    // Pictures, scripts and styles are shared between pages: each is asked for once.
    expect(assets.size).toBeGreaterThan(20);
    for (const [url, { picture, firstSeenOn }] of assets) {
      const answer = await site.app.inject({ method: 'GET', url });
      if (answer.statusCode !== 200) {
        problems.push(`${firstSeenOn}: ${answer.statusCode} for ${url}`);
        continue;
      }
      if (!picture) continue;
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('image/')) {
        problems.push(`${firstSeenOn}: broken image ${url} (${type})`);
        continue;
      }
      const size = await sharp(answer.rawPayload)
        .metadata()
        .then((m) => m.width ?? 0)
        .catch(() => 0);
      if (size === 0) problems.push(`${firstSeenOn}: broken image ${url} (does not decode)`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
