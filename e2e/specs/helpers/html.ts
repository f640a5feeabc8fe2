/** A link of a server-rendered menu, with the titles of the items it is nested under (outermost first). */
export interface MenuLink {
  text: string;
  href: string;
  under: string[];
}

const decode = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/**
 * The links of the `<nav aria-label="…">` of a page's HTML as the server sent it, in document
 * order, each with the items it is nested under: what a check of the website's menu reads without
 * a browser (every link, shown or in a closed submenu). Throws when the page has no such menu.
 */
export function menuLinks(html: string, label = 'Main'): MenuLink[] {
  const open = new RegExp(`<nav\\b[^>]*\\baria-label="${label}"[^>]*>`).exec(html);
  if (!open) throw new Error(`no <nav aria-label="${label}"> in the page`);
  const end = html.indexOf('</nav>', open.index);
  const nav = html.slice(open.index + open[0].length, end < 0 ? undefined : end);
  // The title of each open <li>: its first link (undefined until it is read).
  const items: (string | undefined)[] = [];
  const links: MenuLink[] = [];
  for (const tag of nav.matchAll(/<li\b[^>]*>|<\/li>|<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    if (tag[0].startsWith('<li')) items.push(undefined);
    else if (tag[0] === '</li>') items.pop();
    else {
      const text = decode(tag[2] ?? '');
      const href = decode(/\bhref="([^"]*)"/.exec(tag[1] ?? '')?.[1] ?? '');
      links.push({ text, href, under: items.slice(0, -1).filter((title): title is string => title !== undefined) });
      if (items.length > 0 && items[items.length - 1] === undefined) items[items.length - 1] = text;
    }
  }
  return links;
}
