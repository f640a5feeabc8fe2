import { describe, expect, it } from 'vitest';
import { useDemoSite } from './helpers/seeded-demo';

/**
 * Issue 30: listings work as HTML first (moved from e2e/specs/listings-html-first.spec.ts, which
 * keeps what a browser does with them). Every state has an address the server renders: Load More
 * is a link to the next page's address, and following it reaches every doctor; unknown values in
 * the address give the default state, and one state is one cached page. On the demo hospital,
 * seeded once and copied, on the built website (npm run build).
 */

const site = useDemoSite();

const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

async function activeList<T>(type: string): Promise<T[]> {
  const response = await get(`/api/admin/${type}/active`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: T[] }).data;
}

async function routeOf(template: string): Promise<string> {
  const found = (await activeList<{ pageRoute?: string; template?: string }>('pages')).find((p) => p.template === template && p.pageRoute);
  if (!found?.pageRoute) throw new Error(`the demo hospital has no ${template} page`);
  return `/${found.pageRoute}`;
}

/** The cards of the page's list of doctors. */
const cardsIn = (html: string): number => {
  const list = html.slice(html.indexOf('aria-label="Doctors"'));
  return (list.slice(0, list.indexOf('</ul>')).match(/<li\b/g) ?? []).length;
};

/** The address of the page's Load More link, if it has one. */
const loadMoreOf = (html: string): string | undefined => {
  for (const [, attributes, text] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    if (text!.replace(/<[^>]+>/g, '').trim() === 'Load More') return /\shref="([^"]*)"/.exec(attributes!)?.[1]?.replace(/&amp;/g, '&');
  }
  return undefined;
};

describe('listings answered from their address, without JavaScript', () => {
  it('every doctor can be reached by following Load More', async () => {
    const find = await routeOf('find-a-doctor');
    const everyone = (await activeList('experts')).length;
    expect(everyone).toBeGreaterThan(10);
    let page = await get(find);
    expect(page.statusCode).toBe(200);
    for (let pageNumber = 2; ; pageNumber++) {
      const next = loadMoreOf(page.body);
      if (!next) break;
      expect(next).toBe(`${find}?page=${pageNumber}#more`);
      page = await get(next.replace(/#.*$/, ''));
      expect(page.statusCode, next).toBe(200);
      expect(page.body, next).toContain('id="more"');
    }
    expect(cardsIn(page.body)).toBe(everyone);
  });

  it('unknown values give the default state, one state one cached page', async () => {
    const find = await routeOf('find-a-doctor');
    const everyone = (await activeList('experts')).length;
    for (const query of ['?page=abc', '?page=-1', '?page=%E0%A4%A', '?department=%3Cscript%3E', '?department=no-such-department', '?year=abc&month=13']) {
      const response = await get(`${find}${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(cardsIn(response.body), query).toBe(6);
    }
    const second = await get(`${find}?page=2`);
    expect(cardsIn(second.body)).toBe(10);
    const same = await get(`${find}?utm_source=x&page=02`);
    expect(same.headers.etag).toBe(second.headers.etag);
    const far = await get(`${find}?page=999999999`);
    expect(far.statusCode).toBe(200);
    expect(cardsIn(far.body)).toBe(everyone);
  });
});
