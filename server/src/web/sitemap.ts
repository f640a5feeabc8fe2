import { lastModified } from '@hospital/content/page-dates';
import { defaultLanguage, languagePath, siteLanguages } from '@hospital/content/i18n/languages';
import { relationRefs } from '@hospital/content/records';
import { pagePath, publicPages, recordPath, type PublicPageType } from '@hospital/content/public-urls';

/**
 * /sitemap.xml: every public URL, from the same active listings the pages read. The record types
 * with a page of their own are those of the public page table (blogs → /blogs/{slug}, experts →
 * /our-experts/{departmentSlug}/{slug} under each of their departments). On a site of several
 * languages each page is listed in the default language and in each language its record is
 * translated into (`_translated` in that language's list, the i18n contract), with the
 * `xhtml:link` alternates of all of them on each: a page shown in the default language's text
 * under another's prefix is not listed there.
 */
export interface SitemapUrl {
  /** The default language's path. */
  path: string;
  lastmod: string | undefined;
  /** The site's other languages the page is translated into (its path in each under the language's prefix). */
  languages?: string[];
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

/** Read in a language: `?lang=` on the public list (web/src/public/ui/language-paths.ts). */
const activePath = (key: string, language: string) => (language === defaultLanguage ? `${key}/active` : `${key}/active?lang=${language}`);

const slugOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A failed list leaves its URLs out rather than failing the whole sitemap. */
async function safeList(load: ListLoader, key: string, language = defaultLanguage): Promise<ListedRecord[]> {
  try {
    return listOf(await load(activePath(key, language)));
  } catch {
    return [];
  }
}

/** The site's languages from its settings (the default first); a failed read leaves the default alone. */
async function languagesOf(load: ListLoader): Promise<string[]> {
  try {
    // The public answer names each language with its code (`languages: [{ code: 'hi', … }]`).
    const listed = ((await load('site-settings')) as { languages?: unknown } | null)?.languages;
    return siteLanguages(Array.isArray(listed) ? listed.map((language) => (language as { code?: unknown } | null)?.code) : []);
  } catch {
    return [defaultLanguage];
  }
}

/** The ids of a type's records translated into each of `languages` (a record exists in a language when it is). */
async function translatedIds(load: ListLoader, key: string, languages: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const language of languages) {
    const list = await safeList(load, key, language);
    out.set(language, new Set(list.filter((r) => (r as { _translated?: unknown })._translated === true && typeof r._id === 'string').map((r) => r._id as string)));
  }
  return out;
}

export async function sitemapUrls(load: ListLoader): Promise<SitemapUrl[]> {
  const others = (await languagesOf(load)).filter((l) => l !== defaultLanguage);
  const urls: SitemapUrl[] = [];
  /** A page's URL, with the other languages its record is translated into. */
  const add = (path: string, record: ListedRecord, translated: Map<string, Set<string>>) => {
    const languages = others.filter((l) => translated.get(l)?.has(record._id as string));
    urls.push({ path, lastmod: lastmodOf(record), ...(languages.length ? { languages } : {}) });
  };
  const pagesTranslated = await translatedIds(load, 'pages', others);
  for (const page of await safeList(load, 'pages')) {
    const route = slugOf(page.pageRoute);
    if (route) add(pagePath(route), page, pagesTranslated);
  }
  const categories = await safeList(load, 'expert-categories');
  const knownCategories = relationRefs(categories.map((c) => ({ _id: c._id, title: '', slug: c.slug })));
  for (const type of Object.keys(publicPages) as PublicPageType[]) {
    const records = type === 'expert-categories' ? categories : await safeList(load, type);
    const translated = await translatedIds(load, type, others);
    for (const record of records) {
      const slug = slugOf(record.slug);
      if (!slug) continue;
      if (publicPages[type].path.includes('{departmentSlug}')) {
        for (const department of relationRefs(record.departments, knownCategories)) {
          // A department resolved without its slug takes it from the departments listed above.
          const departmentSlug = slugOf(department.slug) ?? slugOf(knownCategories.find((c) => c._id === department._id)?.slug);
          const path = recordPath(type, { slug, departmentSlug });
          if (path) add(path, record, translated);
        }
      } else {
        const path = recordPath(type, { slug });
        if (path) add(path, record, translated);
      }
    }
  }
  const seen = new Set<string>();
  return urls.filter((u) => (seen.has(u.path) ? false : (seen.add(u.path), true)));
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const multilingual = urls.some((u) => u.languages?.length);
  const entries = urls.flatMap((u) => {
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : '';
    if (!u.languages?.length) return [`  <url><loc>${escapeXml(`${origin}${u.path}`)}</loc>${lastmod}</url>`];
    // Each language's URL lists all of them, itself included, and x-default: reciprocal by construction.
    const versions = [defaultLanguage, ...u.languages].map((language) => ({ language, href: escapeXml(`${origin}${languagePath(u.path, language)}`) }));
    const links = [...versions.map((v) => ({ hreflang: v.language, href: v.href })), { hreflang: 'x-default', href: versions[0]!.href }]
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${l.href}"/>`)
      .join('');
    return versions.map((v) => `  <url><loc>${v.href}</loc>${lastmod}${links}</url>`);
  });
  const xhtml = multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** The most addresses one sitemap file may list (sitemaps.org): past it, /sitemap.xml is an index of several files. */
export const sitemapMaxUrls = 50_000;

/** The address of the `n`th file (1 first) of a sitemap index. */
export const sitemapPartPath = (n: number): string => `/sitemap-${n}.xml`;

/** How many `<url>` entries an address makes: one per language it is listed in. */
const entriesOf = (url: SitemapUrl): number => 1 + (url.languages?.length ?? 0);

/**
 * The sitemap as files: up to `max` addresses, one file (`index` null); past it, an index at
 * /sitemap.xml naming `parts` (/sitemap-1.xml, …), each of at most `max` addresses, a page's
 * language versions kept in one file (their alternates name each other).
 */
export function sitemapFiles(origin: string, urls: readonly SitemapUrl[], max = sitemapMaxUrls): { index: string | null; parts: string[] } {
  const total = urls.reduce((sum, u) => sum + entriesOf(u), 0);
  if (total <= max) return { index: null, parts: [sitemapXml(origin, urls)] };
  const chunks: SitemapUrl[][] = [[]];
  let entries = 0;
  for (const url of urls) {
    if (entries + entriesOf(url) > max && chunks[chunks.length - 1]!.length > 0) {
      chunks.push([]);
      entries = 0;
    }
    chunks[chunks.length - 1]!.push(url);
    entries += entriesOf(url);
  }
  const parts = chunks.map((chunk) => sitemapXml(origin, chunk));
  const items = parts.map((_, n) => `  <sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(n + 1)}`)}</loc></sitemap>`);
  return { index: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`, parts };
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
