/**
 * One demo page for every public template and record view, found through the public API of a
 * running server with the demo hospital: `npm run lighthouse` measures them and the performance
 * budget spec checks them, so both always walk the same pages.
 */
export interface DemoPage {
  /** What the page shows: a page template id (`home`, `find-a-doctor`) or a record view (`doctor`). */
  name: string;
  /** Path and query on the site (`/`, `/our-experts/cardiology/dr-a`). */
  path: string;
  /** Lighthouse audits this page fails on purpose, by audit id, with the reason `npm run lighthouse` prints beside them. */
  onPurpose?: Readonly<Record<string, string>>;
}

interface Listed {
  slug?: string;
  pageRoute?: string;
  template?: string;
  departments?: unknown;
}

/** Record views with a detail page, by the public list they come from (web/src/public/routing). */
const detailViews = [
  { name: 'doctor', list: 'experts' },
  { name: 'department', list: 'expert-categories' },
  { name: 'blog post', list: 'blogs', prefix: 'blogs' },
  { name: 'event', list: 'events', prefix: 'events' },
  { name: 'camp', list: 'camps', prefix: 'camps' },
  { name: 'speciality', list: 'specialities', prefix: 'our-specialities' },
  { name: 'leader', list: 'leaders', prefix: 'our-leadership' },
  { name: 'media coverage', list: 'media-coverage', prefix: 'media-coverage' },
  { name: 'career', list: 'hirings', prefix: 'career' },
  // A location of the hospital network (issue 48).
  { name: 'location', list: 'locations', prefix: 'locations' },
] as const;

async function activeList(baseUrl: string, list: string): Promise<Listed[]> {
  const response = await fetch(`${baseUrl}/api/admin/${list}/active`);
  if (!response.ok) throw new Error(`GET ${list}/active answered ${response.status}`);
  const body = (await response.json()) as { data?: Listed[] } | Listed[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

const slugOf = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return first && typeof first === 'object' && 'slug' in first && typeof first.slug === 'string' ? first.slug : undefined;
};

/**
 * The pages, in a stable order: each page template's first page (by route), then one record of
 * each detail view, then the search results page. `only` keeps the pages whose name or path it lists.
 */
export async function demoPages(baseUrl: string, only: readonly string[] = []): Promise<DemoPage[]> {
  const pages: DemoPage[] = [];
  const byTemplate = new Map<string, string>();
  // The demo's own pages: those other specs create on the shared server (`e2e-…`) are not the demo's and may sort first.
  const routes = (await activeList(baseUrl, 'pages')).filter((p) => p.pageRoute && p.template && !p.pageRoute.startsWith('e2e-'));
  routes.sort((a, b) => (a.pageRoute ?? '').localeCompare(b.pageRoute ?? ''));
  for (const page of routes) if (!byTemplate.has(page.template ?? '')) byTemplate.set(page.template ?? '', page.pageRoute ?? '');
  const home = byTemplate.get('home');
  if (home) pages.push({ name: 'home', path: '/' });
  for (const [template, route] of [...byTemplate].sort(([a], [b]) => a.localeCompare(b))) {
    if (template !== 'home') pages.push({ name: template, path: `/${route}` });
  }

  for (const view of detailViews) {
    const records = await activeList(baseUrl, view.list);
    if (view.name === 'doctor') {
      const expert = records.find((r) => r.slug && slugOf(r.departments));
      if (expert) pages.push({ name: view.name, path: `/our-experts/${slugOf(expert.departments)}/${expert.slug}` });
    } else if (view.name === 'department') {
      const category = records.find((r) => r.slug);
      if (category) pages.push({ name: view.name, path: `/our-experts/${category.slug}` });
    } else {
      const record = records.find((r) => r.slug);
      if (record) pages.push({ name: view.name, path: `/${view.prefix}/${record.slug}` });
    }
  }
  pages.push({
    name: 'search',
    path: '/search?q=heart',
    onPurpose: { 'is-crawlable': 'search results say noindex: a page per query would flood search engines with thin copies of other pages' },
  });
  return only.length ? pages.filter((p) => only.includes(p.name) || only.includes(p.path)) : pages;
}
