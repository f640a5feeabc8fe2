/**
 * Writes WordPress exports (WXR 1.2, as WordPress 6 writes them) from plain objects: the import's
 * tests and its bench make the files they import with it. Text goes in CDATA as WordPress puts it.
 */

export interface WxrPostSpec {
  id: number;
  type: 'page' | 'post' | 'attachment' | 'nav_menu_item' | (string & {});
  title: string;
  slug?: string;
  status?: string;
  parent?: number;
  content?: string;
  excerpt?: string;
  date?: string;
  creator?: string;
  menuOrder?: number;
  /** Defaults to `${site}/?p=${id}`, as WordPress writes it. */
  guid?: string;
  /** The permalink; defaults to `${site}/${slug}/`. */
  link?: string;
  attachmentUrl?: string;
  /** domain, nicename, name: `category`, `post_tag`, `nav_menu`. */
  terms?: { domain: string; slug: string; name: string }[];
  meta?: Record<string, string | number>;
}

export interface WxrSpec {
  site: string;
  title?: string;
  authors?: { login: string; name: string }[];
  categories?: { id: number; slug: string; name: string }[];
  tags?: { id: number; slug: string; name: string }[];
  items: Iterable<WxrPostSpec>;
}

const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function wxrHead(spec: Omit<WxrSpec, 'items'>): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">',
    '<channel>',
    `\t<title>${escape(spec.title ?? 'Old hospital site')}</title>`,
    `\t<link>${escape(spec.site)}</link>`,
    '\t<wp:wxr_version>1.2</wp:wxr_version>',
    `\t<wp:base_site_url>${escape(spec.site)}</wp:base_site_url>`,
    `\t<wp:base_blog_url>${escape(spec.site)}</wp:base_blog_url>`,
  ];
  for (const a of spec.authors ?? []) lines.push(`\t<wp:author><wp:author_login>${cdata(a.login)}</wp:author_login><wp:author_display_name>${cdata(a.name)}</wp:author_display_name></wp:author>`);
  for (const c of spec.categories ?? [])
    lines.push(`\t<wp:category><wp:term_id>${c.id}</wp:term_id><wp:category_nicename>${cdata(c.slug)}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(c.name)}</wp:cat_name></wp:category>`);
  for (const t of spec.tags ?? []) lines.push(`\t<wp:tag><wp:term_id>${t.id}</wp:term_id><wp:tag_slug>${cdata(t.slug)}</wp:tag_slug><wp:tag_name>${cdata(t.name)}</wp:tag_name></wp:tag>`);
  return `${lines.join('\n')}\n`;
}

export const wxrTail = '</channel>\n</rss>\n';

export function wxrItem(site: string, item: WxrPostSpec): string {
  const slug = item.slug ?? `item-${item.id}`;
  const date = item.date ?? '2024-03-01 10:00:00';
  const meta = Object.entries(item.meta ?? {}).map(
    ([key, value]) => `\t\t<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(String(value))}</wp:meta_value></wp:postmeta>`,
  );
  return [
    '\t<item>',
    `\t\t<title>${cdata(item.title)}</title>`,
    `\t\t<link>${escape(item.link ?? `${site}/${slug}/`)}</link>`,
    `\t\t<dc:creator>${cdata(item.creator ?? 'admin')}</dc:creator>`,
    `\t\t<guid isPermaLink="false">${escape(item.guid ?? `${site}/?p=${item.id}`)}</guid>`,
    `\t\t<content:encoded>${cdata(item.content ?? '')}</content:encoded>`,
    `\t\t<excerpt:encoded>${cdata(item.excerpt ?? '')}</excerpt:encoded>`,
    `\t\t<wp:post_id>${item.id}</wp:post_id>`,
    `\t\t<wp:post_date>${cdata(date)}</wp:post_date>`,
    `\t\t<wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>`,
    `\t\t<wp:post_name>${cdata(slug)}</wp:post_name>`,
    `\t\t<wp:status>${cdata(item.status ?? (item.type === 'attachment' ? 'inherit' : 'publish'))}</wp:status>`,
    `\t\t<wp:post_parent>${item.parent ?? 0}</wp:post_parent>`,
    `\t\t<wp:menu_order>${item.menuOrder ?? 0}</wp:menu_order>`,
    `\t\t<wp:post_type>${cdata(item.type)}</wp:post_type>`,
    ...(item.attachmentUrl ? [`\t\t<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>`] : []),
    ...(item.terms ?? []).map((t) => `\t\t<category domain="${escape(t.domain)}" nicename="${escape(t.slug)}">${cdata(t.name)}</category>`),
    ...meta,
    '\t</item>',
    '',
  ].join('\n');
}

/** A whole export as one text (tests); the bench writes head, items and tail as a stream. */
export function buildWxr(spec: WxrSpec): string {
  return wxrHead(spec) + [...spec.items].map((item) => wxrItem(spec.site, item)).join('') + wxrTail;
}
