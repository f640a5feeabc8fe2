import { lastModified } from '@hospital/content/page-dates';
import { relationRefs } from '@hospital/content/records';
import { pagePath, publicPages, recordPath, type PublicPageType } from '@hospital/content/public-urls';

/**
 * /sitemap.xml: every public URL, from the same active listings the pages read. The record types
 * with a page of their own are those of the public page table (blogs → /blogs/{slug}, experts →
 * /our-experts/{departmentSlug}/{slug} under each of their departments).
 */
export interface SitemapUrl {
  path: string;
  lastmod: string | undefined;
}

type ListLoader = (apiPath: string) => Promise<unknown>;

interface ListedRecord {
  _id?: unknown;
  slug?: unknown;
  pageRoute?: unknown;
  updatedAt?: unknown;
  createdAt?: unknown;
  departments?: unknown;
}

const listOf = (body: unknown): ListedRecord[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data.filter((r) => r && typeof r === 'object') as ListedRecord[]) : [];
};

/** The page's last publish: the same moment its "Last updated" and JSON-LD `dateModified` show. */
const lastmodOf = (record: ListedRecord): string | undefined => lastModified(record);

const slugOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A failed list leaves its URLs out rather than failing the whole sitemap. */
async function safeList(load: ListLoader, key: string): Promise<ListedRecord[]> {
  try {
    return listOf(await load(`${key}/active`));
  } catch {
    return [];
  }
}

export async function sitemapUrls(load: ListLoader): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const page of await safeList(load, 'pages')) {
    const route = slugOf(page.pageRoute);
    if (route) urls.push({ path: pagePath(route), lastmod: lastmodOf(page) });
  }
  const categories = await safeList(load, 'expert-categories');
  const knownCategories = relationRefs(categories.map((c) => ({ _id: c._id, title: '', slug: c.slug })));
  for (const type of Object.keys(publicPages) as PublicPageType[]) {
    const records = type === 'expert-categories' ? categories : await safeList(load, type);
    for (const record of records) {
      const slug = slugOf(record.slug);
      if (!slug) continue;
      if (publicPages[type].path.includes('{departmentSlug}')) {
        for (const department of relationRefs(record.departments, knownCategories)) {
          // A department resolved without its slug takes it from the departments listed above.
          const departmentSlug = slugOf(department.slug) ?? slugOf(knownCategories.find((c) => c._id === department._id)?.slug);
          const path = recordPath(type, { slug, departmentSlug });
          if (path) urls.push({ path, lastmod: lastmodOf(record) });
        }
      } else {
        const path = recordPath(type, { slug });
        if (path) urls.push({ path, lastmod: lastmodOf(record) });
      }
    }
  }
  const seen = new Set<string>();
  return urls.filter((u) => (seen.has(u.path) ? false : (seen.add(u.path), true)));
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (u) => `  <url><loc>${escapeXml(`${origin}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
