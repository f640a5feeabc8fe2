import { contentTypes } from '@hospital/content/registry';

/**
 * /sitemap.xml: every public URL, from the same active listings the pages read. The record types
 * with a page of their own are those whose declaration has `publicPage` (blogs → /blogs/{slug},
 * experts → /our-experts/{departmentSlug}/{slug} under each of their departments).
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

const lastmodOf = (record: ListedRecord): string | undefined => {
  const value = typeof record.updatedAt === 'string' ? record.updatedAt : typeof record.createdAt === 'string' ? record.createdAt : undefined;
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

const segment = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? encodeURIComponent(value.trim()) : null);

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
    if (typeof page.pageRoute !== 'string' || !page.pageRoute) continue;
    urls.push({
      path: page.pageRoute === 'home' ? '/' : `/${page.pageRoute.split('/').map(encodeURIComponent).join('/')}`,
      lastmod: lastmodOf(page),
    });
  }
  const categories = await safeList(load, 'expert-categories');
  const categorySlug = new Map(categories.map((c) => [String(c._id), segment(c.slug)]));
  for (const type of contentTypes) {
    if (!type.publicPage) continue;
    const records = type.key === 'expert-categories' ? categories : await safeList(load, type.key);
    for (const record of records) {
      const slug = segment(record.slug);
      if (!slug) continue;
      if (type.publicPage.path.includes('{departmentSlug}')) {
        for (const department of departmentsOf(record)) {
          const departmentSlug = department.slug ?? categorySlug.get(department.id) ?? null;
          if (!departmentSlug) continue;
          urls.push({ path: type.publicPage.path.replace('{departmentSlug}', departmentSlug).replace('{slug}', slug), lastmod: lastmodOf(record) });
        }
      } else {
        urls.push({ path: type.publicPage.path.replace('{slug}', slug), lastmod: lastmodOf(record) });
      }
    }
  }
  const seen = new Set<string>();
  return urls.filter((u) => (seen.has(u.path) ? false : (seen.add(u.path), true)));
}

function departmentsOf(record: ListedRecord): { id: string; slug: string | null }[] {
  const raw = record.departments;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((d: unknown) => {
      if (typeof d === 'string') return { id: d, slug: null };
      const ref = d as { _id?: unknown; slug?: unknown } | null;
      return ref && typeof ref._id === 'string' ? { id: ref._id, slug: segment(ref.slug) } : null;
    })
    .filter((d): d is { id: string; slug: string | null } => d !== null);
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
