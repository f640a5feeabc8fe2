import { plainText } from '@hospital/content/text';
import { childText, type WxrEntry, type XmlNode } from './wxr-reader';

/** The parts of a WordPress export the import reads, typed. */

export interface WxrTerm {
  domain: string;
  slug: string;
  name: string;
}

/** One `item`: a page, post, attachment, menu item or any other post type. */
export interface WxrItem {
  line: number;
  /** Plain text: WordPress allows markup (`<em>`) and entities in titles. */
  title: string;
  link: string;
  guid: string;
  postId: number;
  parentId: number;
  postType: string;
  /** publish, draft, pending, future, private, inherit, trash… */
  status: string;
  /** Set on a password-protected post or page ('' when none). */
  password: string;
  postName: string;
  /** "2024-03-01T10:00:00", the site's local time ('' when never published). */
  postDate: string;
  /** The same moment in UTC, ISO ('' when never published). */
  postDateGmt: string;
  creator: string;
  content: string;
  excerpt: string;
  menuOrder: number;
  attachmentUrl: string;
  terms: WxrTerm[];
  meta: Map<string, string>;
}

/** The site-wide parts of the channel: its address and authors' names. */
export interface WxrSite {
  title: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  /** author_login → display name. */
  authors: Map<string, string>;
  /** Categories and tags by term id (what menu items name). */
  terms: Map<number, WxrTerm>;
}

const integer = (text: string): number => {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isFinite(n) ? n : 0;
};

export function toWxrItem(entry: WxrEntry): WxrItem {
  const { node } = entry;
  const meta = new Map<string, string>();
  for (const m of node.children.filter((c) => c.name === 'wp:postmeta')) meta.set(childText(m, 'wp:meta_key').trim(), childText(m, 'wp:meta_value'));
  const gmt = childText(node, 'wp:post_date_gmt').trim();
  const local = childText(node, 'wp:post_date').trim();
  return {
    line: entry.line,
    title: plainText(childText(node, 'title')),
    link: childText(node, 'link').trim(),
    guid: childText(node, 'guid').trim(),
    postId: integer(childText(node, 'wp:post_id')),
    parentId: integer(childText(node, 'wp:post_parent')),
    postType: childText(node, 'wp:post_type').trim(),
    status: childText(node, 'wp:status').trim(),
    password: childText(node, 'wp:post_password'),
    postName: decodeURIComponentSafe(childText(node, 'wp:post_name').trim()),
    postDate: local.startsWith('0000') ? '' : local.replace(' ', 'T'),
    postDateGmt: gmt === '' || gmt.startsWith('0000') ? '' : `${gmt.replace(' ', 'T')}Z`,
    creator: childText(node, 'dc:creator').trim(),
    content: childText(node, 'content:encoded'),
    excerpt: childText(node, 'excerpt:encoded').trim(),
    menuOrder: integer(childText(node, 'wp:menu_order')),
    attachmentUrl: childText(node, 'wp:attachment_url').trim(),
    terms: node.children
      .filter((c) => c.name === 'category')
      .map((c) => ({ domain: c.attributes.domain ?? '', slug: decodeURIComponentSafe(c.attributes.nicename ?? ''), name: c.text.trim() })),
    meta,
  };
}

/** Adds what a channel-level entry says about the site to `site`. */
export function readSiteEntry(node: XmlNode, site: WxrSite): void {
  if (node.name === 'title') site.title = node.text.trim();
  else if (node.name === 'link') site.link = node.text.trim();
  else if (node.name === 'wp:base_site_url') site.baseSiteUrl = node.text.trim();
  else if (node.name === 'wp:base_blog_url') site.baseBlogUrl = node.text.trim();
  else if (node.name === 'wp:author') {
    const login = childText(node, 'wp:author_login').trim();
    if (login) site.authors.set(login, childText(node, 'wp:author_display_name').trim() || login);
  } else if (node.name === 'wp:category') {
    const slug = decodeURIComponentSafe(childText(node, 'wp:category_nicename').trim());
    site.terms.set(integer(childText(node, 'wp:term_id')), { domain: 'category', slug, name: childText(node, 'wp:cat_name').trim() || slug });
  } else if (node.name === 'wp:tag') {
    const slug = decodeURIComponentSafe(childText(node, 'wp:tag_slug').trim());
    site.terms.set(integer(childText(node, 'wp:term_id')), { domain: 'post_tag', slug, name: childText(node, 'wp:tag_name').trim() || slug });
  }
}

export const emptySite = (): WxrSite => ({ title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', authors: new Map(), terms: new Map() });

/** WordPress keeps non-ASCII slugs percent-encoded. */
function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
