// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiDataProvider, ApiDataStore, embeddedErrorsKey } from '../data/api-data';
import { navPath, type NavItem } from '../data/navigation';
import { StaticLocation } from '../routing/location';
import { headerNavId, menuFromMarkup, withHeaderMenuFromPage, withoutHeaderMenu } from './menu-from-markup';
import { SiteHeader } from './site-header';

const item = (id: string, title: string, path: string, extra: Partial<NavItem> = {}): NavItem => ({ _id: id, title, path, openInNewTab: false, custom_class: '', ...extra });

const menu: NavItem[] = [
  item('a1b2c3', 'Home', '/'),
  item('d4e5f6', 'About Us', '#', {
    children: [
      item('0a0a0a', 'Vision & Mission', 'vision-and-mission'),
      item('0b0b0b', 'Centres', '#', { children: [item('0c0c0c', 'Heart <Institute>', '/heart-institute/')] }),
    ],
  }),
  item('0d0d0d', 'WHO Health Topics', ' https://www.who.int/health-topics ', { openInNewTab: true, custom_class: 'external-link' }),
  item('0e0e0e', 'Call us', 'tel:+917550104400'),
];

/** The header's navigation as the server renders it at `pathname` with the menu `items`. */
function navHtml(items: unknown, pathname: string): string {
  const store = new ApiDataStore({ [navPath('header')]: items, 'site-settings': { data: { headerbtnLink: '/contact-us' } } });
  const html = renderToString(
    <ApiDataProvider store={store}>
      <StaticLocation url={pathname}>
        <SiteHeader />
      </StaticLocation>
    </ApiDataProvider>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.getElementById(headerNavId)?.outerHTML ?? '';
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("the header's menu read back from its markup", () => {
  it('renders the same markup from the items it reads as from the items the server had, current item and new tab included', () => {
    for (const pathname of ['/', '/heart-institute', '/vision-and-mission']) {
      const served = navHtml(menu, pathname);
      const read = menuFromMarkup(parse(served).getElementById(headerNavId)?.querySelector(':scope > ul') ?? null);
      expect(navHtml(read, pathname), pathname).toBe(served);
    }
  });

  it('reads titles, paths, new tabs, custom classes and the tree', () => {
    const read = menuFromMarkup(parse(navHtml(menu, '/')).getElementById(headerNavId)?.querySelector(':scope > ul') ?? null);
    expect(read.map((i) => i.title)).toEqual(['Home', 'About Us', 'WHO Health Topics', 'Call us']);
    expect(read[1]?.children?.map((i) => [i.title, i.path])).toEqual([
      ['Vision & Mission', '/vision-and-mission'],
      ['Centres', '#'],
    ]);
    expect(read[1]?.children?.[1]?.children?.[0]).toMatchObject({ title: 'Heart <Institute>', path: '/heart-institute/' });
    expect(read[2]).toMatchObject({ path: 'https://www.who.int/health-topics', openInNewTab: true, custom_class: 'external-link' });
    expect(read[3]).toMatchObject({ path: 'tel:+917550104400', openInNewTab: false, custom_class: null });
  });

  it('is left out of the data only when the page holds the header, and read back only when the data neither has it nor says it failed', () => {
    const path = navPath('header');
    const data = { [path]: menu, 'site-settings': {} };
    const served = navHtml(menu, '/');
    expect(withoutHeaderMenu(data, served)).toEqual({ 'site-settings': {} });
    expect(withoutHeaderMenu(data, '<main>No header</main>')).toBe(data);

    const page = parse(`<div id="root">${served}</div>`);
    expect((withHeaderMenuFromPage({}, page)[path] as NavItem[]).map((i) => i.title)).toEqual(['Home', 'About Us', 'WHO Health Topics', 'Call us']);
    const embedded = { [path]: [item('x', 'Embedded', '/x')] };
    expect(withHeaderMenuFromPage(embedded, page)).toBe(embedded);
    const failed = { [embeddedErrorsKey]: { [path]: { status: 500, message: 'down', body: null } } };
    expect(withHeaderMenuFromPage(failed, page)).toBe(failed);
    expect(withHeaderMenuFromPage({}, parse('<main></main>'))).toEqual({});
    // An empty menu renders no list, and reads back as one.
    expect(withHeaderMenuFromPage({}, parse(`<div>${navHtml([], '/')}</div>`))[path]).toEqual([]);
  });
});
