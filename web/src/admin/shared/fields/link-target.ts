/**
 * Where a link typed in the rich-text editor opens: an address of this website (a path, or this
 * site's own origin) in the same tab, one of another website in a new tab; mail and phone links
 * as they are.
 */
export function linkAttributes(href: string, siteOrigin: string): { href: string; target: '_blank' | null; rel: string | null } {
  const trimmed = href.trim();
  if (!/^https?:\/\//i.test(trimmed)) return { href: trimmed, target: null, rel: null };
  let origin = '';
  try {
    origin = new URL(trimmed).origin;
  } catch {
    return { href: trimmed, target: null, rel: null };
  }
  return origin === siteOrigin ? { href: trimmed, target: null, rel: null } : { href: trimmed, target: '_blank', rel: 'noopener noreferrer' };
}
