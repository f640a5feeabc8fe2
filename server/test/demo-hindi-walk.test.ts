import { pagePath, recordPath } from '@hospital/content/public-urls';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from './helpers/seeded-demo';

/**
 * Issue 43: the demo hospital is fully bilingual. Over HTTP, on the demo seeded once and copied
 * (the built website, npm run build): every doctor, department, speciality, location, leader and page,
 * and every post of the blog (the issue asks for at least the ten newest), answer under /hi/ with their heading in Devanagari and not
 * their English title; the doctors' listings name every doctor in Hindi; the blog's listing, its
 * month and category filter and its newest posts read in Hindi. What the walk expects comes from
 * the site's own answers (the English and the Hindi public lists), not from the seed's files.
 */

const site = useDemoSite();

const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

const devanagari = /[\u0900-\u097F]/;

interface Listed {
  _id: string;
  title: string;
  slug?: string;
  pageRoute?: string;
  date?: string;
  departments?: unknown;
  _translated?: boolean;
}

async function listOf(type: string, language?: string): Promise<Listed[]> {
  const response = await get(`/api/admin/${type}/active${language ? `?lang=${language}` : ''}`);
  expect(response.statusCode, type).toBe(200);
  const { data, total } = response.json() as { data: Listed[]; total?: number };
  if (total !== undefined) expect(data.length, `${type}: the whole list in one answer`).toBe(total);
  return data;
}

const decode = (text: string): string =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The words of some HTML, styles and scripts left out, entities decoded, spaces collapsed. */
const wordsOf = (html: string): string =>
  decode(
    html
      .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();

const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The words of the page's first <h1>, or of its <title> when it has none. */
function headingOf(html: string): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return wordsOf(h1 ?? /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}

/** What is wrong with a Hindi page: not 200, or a heading not in Hindi, or the English title as its heading. */
async function hindiPageProblem(path: string, english: string): Promise<string | undefined> {
  const url = path === '/' ? '/hi' : `/hi${path}`;
  const page = await get(url);
  if (page.statusCode !== 200) return `${url}: answered ${page.statusCode}`;
  const heading = headingOf(page.body);
  if (!devanagari.test(heading)) return `${url}: heading "${heading}" is not in Hindi`;
  if (heading.includes(english)) return `${url}: heading "${heading}" is the English title "${english}"`;
  // The browser's title too: the record's Hindi, and the kind of page named in Hindi ("| Blog |" was English).
  const title = wordsOf(/<title>([\s\S]*?)<\/title>/.exec(page.body)?.[1] ?? '');
  if (!devanagari.test(title) || title.includes(english)) return `${url}: title "${title}" is not in Hindi`;
  if (/\| (Leadership|Blog|Event|Media Coverage|Speciality|Camp|Career|Experts|Locations) \|/.test(title)) return `${url}: title "${title}" names its kind in English`;
  return undefined;
}

/** A listing page with every page of its Load More followed: the last page holds every card. */
async function wholeListing(path: string): Promise<string> {
  let page = await get(path);
  expect(page.statusCode, path).toBe(200);
  for (let i = 0; i < 20; i++) {
    const next = /href="([^"]*\?page=\d+)#more"/.exec(page.body)?.[1];
    if (!next) break;
    page = await get(decode(next));
    expect(page.statusCode, next).toBe(200);
  }
  return page.body;
}

describe('the demo hospital in Hindi, walked over HTTP (issue 43)', () => {
  it('answers every doctor, department, speciality, location and leader under /hi/ with its Hindi name', async () => {
    const departments = await listOf('expert-categories');
    const departmentSlug = new Map(departments.map((d) => [d._id, d.slug ?? '']));
    const idOf = (value: unknown): string => (typeof value === 'string' ? value : String((value as { _id?: unknown } | null)?._id ?? ''));
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    for (const type of ['experts', 'expert-categories', 'specialities', 'locations', 'leaders']) {
      const records = await listOf(type);
      counts[type] = records.length;
      for (const record of records) {
        const first = Array.isArray(record.departments) ? departmentSlug.get(idOf(record.departments[0])) : undefined;
        const path = recordPath(type, { slug: record.slug, departmentSlug: first });
        if (!path) {
          problems.push(`${type} ${record.title}: no address`);
          continue;
        }
        const problem = await hindiPageProblem(path, record.title);
        if (problem) problems.push(`${type}: ${problem}`);
      }
    }
    // The demo's network: 46 doctors in 16 departments, 13 specialities, 4 centres, 11 leaders.
    expect(counts).toEqual({ experts: 46, 'expert-categories': 16, specialities: 13, locations: 4, leaders: 11 });
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every page under /hi/ with its Hindi title', async () => {
    const pages = await listOf('pages');
    expect(pages.length).toBeGreaterThanOrEqual(45);
    const problems: string[] = [];
    for (const page of pages) {
      const problem = await hindiPageProblem(pagePath(page.pageRoute ?? ''), page.title);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every post of the blog (at least its ten newest) under /hi/ with its Hindi title and text', async () => {
    const newest = (await listOf('blogs')).sort((a, b) => String(b.date).localeCompare(String(a.date)));
    expect(newest.length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const post of newest) {
      const path = recordPath('blogs', { slug: post.slug }) ?? '';
      const problem = await hindiPageProblem(path, post.title);
      if (problem) {
        problems.push(problem);
        continue;
      }
      // The post's text too: its article reads in Hindi.
      const article = wordsOf(/<article\b[\s\S]*?<\/article>/.exec(mainOf((await get(`/hi${path}`)).body))?.[0] ?? '');
      if (!devanagari.test(article)) problems.push(`/hi${path}: its text is not in Hindi`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('names every doctor in Hindi on the Hindi doctors\' listings, and no doctor in English', async () => {
    const english = await listOf('experts');
    const hindi = new Map((await listOf('experts', 'hi')).map((e) => [e._id, e]));
    for (const path of ['/hi/find-a-doctor', '/hi/our-doctors']) {
      const words = wordsOf(mainOf(await wholeListing(path)));
      const missing = english.filter((e) => {
        const name = hindi.get(e._id)?.title ?? '';
        return !devanagari.test(name) || !words.includes(name);
      });
      expect(missing.map((e) => e.title), `${path}: doctors without their Hindi name`).toEqual([]);
      expect(
        english.filter((e) => words.includes(e.title)).map((e) => e.title),
        `${path}: doctors named in English`,
      ).toEqual([]);
    }
  }, 300_000);

  it('shows the Hindi blog listing with its month and category filter and its newest posts in Hindi', async () => {
    const categories = await listOf('blog-categories');
    const hindiCategories = await listOf('blog-categories', 'hi');
    const posts = (await listOf('blogs')).sort((a, b) => String(b.date).localeCompare(String(a.date)));
    const hindiPosts = new Map((await listOf('blogs', 'hi')).map((b) => [b._id, b]));
    const page = await get('/hi/blogs');
    expect(page.statusCode).toBe(200);
    const words = wordsOf(mainOf(page.body));
    // The filter: every category by its Hindi name, none by its English one.
    expect(hindiCategories.map((c) => c.title).filter((title) => !devanagari.test(title) || !words.includes(title))).toEqual([]);
    expect(categories.map((c) => c.title).filter((title) => words.includes(title))).toEqual([]);
    // The months of the filter (the newest post's month first) in Hindi, not in English.
    const month = new Date(`${String(posts[0]?.date)}T00:00:00Z`);
    const hindiMonth = month.toLocaleDateString('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(words).toContain(hindiMonth);
    const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    expect(englishMonths.filter((name) => new RegExp(`\\b${name}\\b`).test(words))).toEqual([]);
    // The posts the listing shows first are the newest, by their Hindi titles.
    const shown = posts.filter((p) => words.includes(hindiPosts.get(p._id)?.title ?? '\u0000'));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.every((p) => devanagari.test(hindiPosts.get(p._id)?.title ?? ''))).toBe(true);
    expect(posts.filter((p) => words.includes(p.title)).map((p) => p.title)).toEqual([]);
    // Nothing of the listing's own words left in English (the words of the listing, the dates).
    expect(words).not.toMatch(/\b(All|Categories|Load More|Recent Posts|Search)\b/);
    expect(words).not.toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/);
  }, 300_000);
});
