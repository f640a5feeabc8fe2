import { defaultLanguage } from '@hospital/content/i18n/languages';
import { embeddedErrorsKey } from '../data/api-data';
import { navPath, type NavItem } from '../data/navigation';
import { withoutLanguage } from '../ui/language-paths';

/**
 * The header's menu is in every page twice over unless one copy goes: as markup (the visitor's
 * menu, with or without JavaScript) and as the data the hydrated header renders it from (issue 18:
 * some 9 KB of JSON in the demo). The server leaves the data out (`withoutHeaderMenu`) and the
 * browser reads the items back from the markup before hydrating (`withHeaderMenuFromPage`).
 */

/** The id of the header's `<nav>`, whose first list is the menu. */
export const headerNavId = 'site-navigation';

const headerMenuPath = navPath('header');

/**
 * The items of a menu list as the header renders them (site-header.tsx `MenuList`: `li > span > a`,
 * a submenu in `li > details > ul`). An item's id is its place in the menu: only the browser's own renders
 * use it, as a key and to remember which submenus are open.
 */
export function menuFromMarkup(list: Element | null, at = '', language = defaultLanguage): NavItem[] {
  if (!list) return [];
  return [...list.children]
    .filter((child) => child.tagName === 'LI')
    .map((li, index) => {
      const place = at ? `${at}-${index}` : `${index}`;
      const link = li.querySelector(':scope > span > a');
      // The link's own text; a span beside it says "(opens in a new tab)".
      const title = [...(link?.childNodes ?? [])]
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent ?? '')
        .join('');
      const children = menuFromMarkup(li.querySelector(':scope > details > ul'), place, language);
      const href = link?.getAttribute('href') ?? '#';
      return {
        _id: place,
        title,
        // An internal link of another language than the default carries its prefix (ui/language.tsx `inLanguage`).
        path: href.startsWith('/') ? withoutLanguage(href, language) : href,
        openInNewTab: link?.getAttribute('target') === '_blank',
        custom_class: link?.getAttribute('class') ?? null,
        ...(children.length ? { children } : {}),
      };
    });
}

/** Server: the page's data without the header's menu when the page's markup holds it. */
export function withoutHeaderMenu(data: Record<string, unknown>, html: string): Record<string, unknown> {
  if (!(headerMenuPath in data) || !html.includes(`id="${headerNavId}"`)) return data;
  const rest = { ...data };
  delete rest[headerMenuPath];
  return rest;
}

/**
 * Browser: the embedded data with the header's menu read from the page, unless the data has it or
 * says it failed. A page without the header leaves it to be loaded.
 */
export function withHeaderMenuFromPage(state: Record<string, unknown>, page: Document, language = defaultLanguage): Record<string, unknown> {
  const failed = (state[embeddedErrorsKey] as Record<string, unknown> | undefined)?.[headerMenuPath] !== undefined;
  if (headerMenuPath in state || failed) return state;
  const nav = page.getElementById(headerNavId);
  if (!nav) return state;
  return { ...state, [headerMenuPath]: menuFromMarkup(nav.querySelector(':scope > ul'), '', language) };
}
