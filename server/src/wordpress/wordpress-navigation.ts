import { plainText } from '@hospital/content/text';

/**
 * A block theme's menu (WordPress 5.9+): a `wp_navigation` post whose content is blocks,
 * `navigation-link` (a page, post, category or any address), `navigation-submenu` (a link with
 * links under it), `page-list` (every published page, as a tree) and `home-link`. Other blocks of
 * a navigation (search, social icons, site logo) are named so the report can list them.
 */

export type NavigationEntry =
  | { kind: 'link'; label: string; url: string; type: string; id: number; linkKind: string; newTab: boolean; children: NavigationEntry[] }
  | { kind: 'page-list' }
  | { kind: 'home'; label: string }
  | { kind: 'other'; block: string };

const comment = /<!--\s*(\/?)wp:([a-z0-9/-]+)(?:\s+(\{[\s\S]*?\}))?\s*(\/?)-->/gi;

type Attributes = Record<string, unknown>;

const linkOf = (attributes: Attributes): Extract<NavigationEntry, { kind: 'link' }> => ({
  kind: 'link',
  label: plainText(String(attributes.label ?? '')),
  url: String(attributes.url ?? ''),
  type: String(attributes.type ?? ''),
  id: Number(attributes.id ?? 0) || 0,
  linkKind: String(attributes.kind ?? ''),
  newTab: attributes.opensInNewTab === true,
  children: [],
});

/** The navigation's entries as a tree; blocks that are not closed end with the content. */
export function navigationItems(content: string): NavigationEntry[] {
  const root: NavigationEntry[] = [];
  const stack: NavigationEntry[][] = [root];
  for (const match of content.matchAll(comment)) {
    const [, closing, rawName = '', json, selfClosing] = match;
    const name = rawName.replace(/^core\//, '');
    if (closing) {
      if (name === 'navigation-submenu' && stack.length > 1) stack.pop();
      continue;
    }
    let attributes: Attributes = {};
    try {
      attributes = json ? (JSON.parse(json) as Attributes) : {};
    } catch {
      attributes = {};
    }
    const level = stack[stack.length - 1] ?? root;
    if (name === 'navigation-link') level.push(linkOf(attributes));
    else if (name === 'navigation-submenu') {
      const submenu = linkOf(attributes);
      level.push(submenu);
      if (!selfClosing) stack.push(submenu.children);
    } else if (name === 'page-list') level.push({ kind: 'page-list' });
    else if (name === 'home-link') level.push({ kind: 'home', label: plainText(String(attributes.label ?? '')) });
    else if (name !== 'page-list-item' && name !== 'navigation') level.push({ kind: 'other', block: name });
  }
  return root;
}
