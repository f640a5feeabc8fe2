import type { NavItem } from '../data/navigation';

/** Paths starting with http, https or # are plain links (SPEC §2); everything else is internal. */
export function isPlainLink(path: string): boolean {
  return /^(https?:|#)/i.test(path.trim()) || /^(mailto|tel):/i.test(path.trim());
}

/** An internal path with its leading slash ("about-us" → "/about-us"). */
export function internalPath(path: string): string {
  const trimmed = path.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** For comparing with the current location: no trailing slash, no query or hash. */
function comparable(path: string): string {
  const bare = (internalPath(path).split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** An item is current when its path, or any descendant's, is the current path (SPEC §2). */
export function isCurrentItem(item: NavItem, currentPath: string): boolean {
  if (!isPlainLink(item.path) && comparable(item.path) === comparable(currentPath)) return true;
  return (item.children ?? []).some((child) => isCurrentItem(child, currentPath));
}

/** The ids of items whose submenu holds the current item: they open on their own. */
export function expandedForPath(items: readonly NavItem[], currentPath: string): Set<string> {
  const open = new Set<string>();
  const walk = (list: readonly NavItem[]) => {
    for (const item of list) {
      const children = item.children ?? [];
      if (children.length && children.some((child) => isCurrentItem(child, currentPath))) open.add(item._id);
      walk(children);
    }
  };
  walk(items);
  return open;
}
