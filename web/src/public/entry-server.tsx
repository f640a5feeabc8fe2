import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { pageTemplateById } from '@hospital/content/templates/index';
import { defaultLanguage, splitLanguagePath } from '@hospital/content/i18n/languages';
import { cataloguedLanguages, hasCatalogue, messagesFor } from '@hospital/content/i18n/catalogue';
import { PublicApp } from './app';
import { ApiDataProvider, ApiDataStore, embeddedErrorsKey, embeddedState, type ApiErrorInfo } from './data/api-data';
import { FormPostProvider, embeddedFormKey } from './forms/form-post';
import { listFrom, partialList } from './data/lists';
import { embeddedNetwork, networkPath } from './data/network';
import { buildHead, headHtml, isPreviewSearch } from './head/page-head';
import { navPath } from './data/navigation';
import { withoutHeaderMenu } from './layout/menu-from-markup';
import { pageForHydration } from './pages/page-for-hydration';
import { languagesFrom, settingsFrom, siteSettingsPath } from './data/site-settings';
import { LanguageLocation, StaticLocation } from './routing/location';
import { classesAddedLater } from './styles/classes-added-later';
import { pageLanguages } from './routing/page-languages';
import { embeddedRouteLists, matchRoute, resolveRoute, routeApiPaths, routeListsOwner, routeReadPaths, routeSideReadPaths, type Resolution, type RouteMatch } from './routing/resolve-route';
import { loadTemplate, templateSource } from './templates/registry';
import { listingWindowPath, type ListingWindow } from './templates/template-types';
import { parseListingQuery } from '@hospital/content/listing-query';
import { manageAppointmentTemplate } from './opd-booking/manage-route';
import type { ApiLoader, Render } from './render-contract';
import { LanguageProvider } from './ui/language';
import { localizedApiPath, unlocalizedApiPath } from './ui/language-paths';
import { formTexts } from './ui/form-texts';
import { searchTexts } from './ui/search-texts';

// The forms' and the search page's texts of every language, from the whole catalogue (the browser loads its page's alone).
for (const language of cataloguedLanguages) {
  formTexts.provide(language, messagesFor(language).forms);
  searchTexts.provide(language, messagesFor(language).search);
}

/**
 * At most this many renders. The layout's and the route's data, the lists of the page's template
 * and what the page read last time are loaded before the first: a page renders in one pass, unless
 * it reads something none of those named (a department's doctors on the booking page).
 */
const maxPasses = 4;

/** What every page's header and footer read. */
const layoutApiPaths = [siteSettingsPath, navPath('header'), navPath('quicklinks'), navPath('footer'), networkPath];

export const render: Render = async (url, load, options) => {
  const formPost = options.formPost ?? null;
  const { language, path: pathname, languageReads } = await addressLanguage(new URL(url, 'http://localhost').pathname, load);
  // The page's data store names paths as the default language does; its reads ask for the page's language.
  const store = new ApiDataStore({}, (path) => load(localizedApiPath(path, language)), true);
  const match = matchRoute(pathname);
  // The records a route shows and its side lists, in place of every record of their types (issue 46).
  const routeWindow = await loadRouteRecords(match, pathname, store);
  const known = new Set([...layoutApiPaths, ...routeApiPaths(match), ...(options.preload ?? []).map(unlocalizedApiPath)].filter((path) => !routeWindow.lists.has(path)));
  await Promise.all([...known].map((path) => store.load(path)));
  // Of a listing, the part its address shows, in place of the whole list (issue 46).
  const listingWindows = await loadListingWindows(match, store, url);
  const windows = { lists: new Set([...routeWindow.lists, ...listingWindows.lists]), reads: [...routeWindow.reads, ...listingWindows.reads] };
  // The lists a page's template declares are loaded before the first pass too, so that a page
  // rendered for the first time renders once; any the render did not read are left out after it.
  const declared = templateListPaths(match, store).filter((path) => !known.has(path) && !windows.lists.has(path));
  await Promise.all(declared.map((path) => store.load(path)));
  let html = '';
  for (let pass = 1; pass <= maxPasses; pass++) {
    store.misses.clear();
    store.shown.clear();
    html = await renderOnce(url, store, options.origin, formPost, language);
    const misses = [...store.misses];
    if (!misses.length || pass === maxPasses) break;
    await Promise.all(misses.map((path) => store.load(path)));
  }
  for (const path of declared) if (!store.asked.has(path)) store.forget(path);

  const routeEntries = routeApiPaths(match).map((path) => store.get(path));
  const resolution: Resolution = resolveRoute(match, routeEntries);
  const settingsEntry = store.get(siteSettingsPath);
  const settings = settingsEntry.status === 'ready' ? settingsFrom(settingsEntry.body) : null;
  const existing = await pageLanguages(match, resolution, language, languagesFrom(settingsEntry.status === 'ready' ? settingsEntry.body : null), load);
  const head = buildHead({ resolution, settings, origin: options.origin, pathname, preview: isPreviewSearch(url), language, languages: existing.languages, texts: messagesFor(language).site });
  const status = resolution.state === 'not-found' ? 404 : resolution.state === 'error' ? 503 : 200;
  const embedded = embeddedState(store);
  const template = resolution.state === 'page' ? await loadTemplate(resolution.page.template) : null;
  const templateLists = template?.embeddedLists?.((path) => embedded[path], Object.keys(embedded)) ?? {};
  // Only what the hydrated parts of the page read: a static region's reads are the browser's to load
  // when it renders that region itself (ui/static-region.tsx), and so are the rows of the page's
  // record that only static regions show (pages/page-for-hydration.ts).
  // The header's menu is read back from its markup in the browser (layout/menu-from-markup.ts).
  const routeLists = embeddedRouteLists(match, resolution, routeEntries, template ? (page) => pageForHydration(template, page) : undefined);
  // A listing's page of cards (issue 46): the records shown, not the whole list (data/lists.ts `useShownRecords`).
  const shownLists = Object.fromEntries(
    [...store.shown].filter(([path]) => embedded[path] !== undefined).map(([path, shown]) => [path, partialList(embedded[path], [...shown.records.values()], undefined, shown.facts)]),
  );
  // Islands (issue 47): the browser renders the islands alone, so the page embeds only what they read.
  const data = embeddedNetwork(withoutHeaderMenu(onlyIslandReads({ ...embedded, ...routeLists, ...templateLists, ...shownLists }, store), html), match.kind === 'locations' || match.kind === 'location');
  if (formPost) data[embeddedFormKey] = formPost;
  return {
    // A list cut to a listing's part depends on that part's read, not on the whole list's.
    reads: [
      ...new Set([
        ...languageReads,
        ...existing.reads,
        ...store
          .paths()
          .filter((path) => !windows.lists.has(path))
          .map((path) => localizedApiPath(path, language)),
        ...windows.reads.map((path) => localizedApiPath(path, language)),
      ]),
    ],
    lang: language,
    status,
    head: headHtml(head),
    html,
    data,
    classesAddedLater,
    modules:
      resolution.state === 'page'
        ? [templateSource(resolution.page.template)]
        : ['detail', 'expert', 'expert-category', 'location', 'locations'].includes(resolution.state)
          ? ['src/public/details/detail-views.ts']
          : resolution.state === 'search'
            ? ['src/public/search/search-page.tsx']
            : resolution.state === 'manage-appointment'
              ? [templateSource(manageAppointmentTemplate)]
              : [],
  };
};

/**
 * The language of an address and its path without the prefix (`/hi/doctors/x` → 'hi',
 * `/doctors/x`): a prefix counts only for a language of the site's settings, so `/xx/…` of a
 * language the site does not publish in is an ordinary path (and a 404, as before). A page in
 * another language than the default reads the default language's settings for the list, and
 * depends on that read (`languageReads`): a language taken off the site drops its pages.
 */
async function addressLanguage(pathname: string, load: ApiLoader): Promise<{ language: string; path: string; languageReads: string[] }> {
  if (!/^\/[a-z]{2,3}(?:\/|$)/.test(pathname)) return { language: defaultLanguage, path: pathname, languageReads: [] };
  const languages = await load(siteSettingsPath).then(languagesFrom, () => [defaultLanguage]);
  const { language, path } = splitLanguagePath(pathname, languages);
  return { language, path, languageReads: language === defaultLanguage ? [] : [siteSettingsPath] };
}

/** The embedded answers and failures of the paths an island of the page read (islands/island.tsx). */
function onlyIslandReads(data: Record<string, unknown>, store: ApiDataStore): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, body] of Object.entries(data)) {
    if (path === embeddedErrorsKey) {
      const errors = Object.entries(body as Record<string, ApiErrorInfo>).filter(([failed]) => store.islandReads.has(failed));
      if (errors.length) out[path] = Object.fromEntries(errors);
    } else if (store.islandReads.has(path)) out[path] = body;
  }
  return out;
}

/** The active lists the page's template declares (content/templates), when the route is a page. */
function templateListPaths(match: RouteMatch, store: ApiDataStore): string[] {
  if (match.kind !== 'page') return [];
  const resolution = resolveRoute(match, routeApiPaths(match).map((path) => store.get(path)));
  if (resolution.state !== 'page') return [];
  return (pageTemplateById(resolution.page.template)?.listings ?? []).map((key) => `${key}/active`);
}

/**
 * The records a route shows read alone (`routeReadPaths`: a page's, a post's, a doctor's and its
 * department's…) with its small side lists (`routeSideReadPaths`: a post's newest others, a
 * doctor's colleagues), each put in place as its list cut down to them (`partialList`), which is
 * all a record page's render reads of those lists (issue 46): `lists`, the lists put in place;
 * `reads`, the paths read. A read that fails leaves the lists to be read whole.
 */
async function loadRouteRecords(match: RouteMatch, pathname: string, store: ApiDataStore): Promise<{ lists: Set<string>; reads: string[] }> {
  const out = { lists: new Set<string>(), reads: [] as string[] };
  const lists = routeApiPaths(match);
  const own = routeReadPaths(match);
  if (own.every((path, n) => path === lists[n])) return out;
  const parts: [list: string, read: string][] = [...lists.map((list, n): [string, string] => [list, own[n] ?? list]), ...routeSideReadPaths(match)];
  const bodies = await Promise.all(
    parts.map(async ([, path]) => {
      await store.load(path);
      const entry = store.peek(path);
      store.forget(path);
      return entry?.status === 'ready' && listFrom(entry.body) ? entry.body : undefined;
    }),
  );
  if (bodies.some((body) => body === undefined)) return out;
  const cut = lists.map((list) => {
    const mine = parts.flatMap(([of], n) => (of === list ? [bodies[n]] : []));
    let records = mine.flatMap((body) => listFrom<{ _id?: unknown; pageRoute?: unknown }>(body) ?? []);
    // Only that page, whoever answered the read.
    if (match.kind === 'page') records = records.filter((record) => record.pageRoute === match.pageRoute);
    return { list, envelope: unitedEnvelope(mine), records: unitedById(records) };
  });
  // Cut for the page that reads them as such (a doctor's, a department's), or that shows nothing found.
  const owner = routeListsOwner(match, pathname, resolveRoute(match, cut.map(({ records }) => ({ status: 'ready', body: { data: records } }))));
  for (const { list, envelope, records } of cut) {
    store.provide(list, partialList(envelope, records, owner));
    out.lists.add(list);
  }
  out.reads.push(...parts.map(([, path]) => path));
  return out;
}

/** Records united by id, each once, in their order. */
const unitedById = <T extends { _id?: unknown }>(records: readonly T[]): T[] => [...new Map(records.map((record, n) => [typeof record._id === 'string' ? record._id : n, record])).values()];

/** List answers' envelope, with the facts about images of every one. */
function unitedEnvelope(bodies: readonly unknown[]): Record<string, unknown> {
  const envelope = Object.assign({}, ...bodies.map((body) => (body && typeof body === 'object' ? body : {}))) as Record<string, unknown>;
  for (const field of ['imageSizes', 'focalPoints']) {
    const facts = bodies.map((body) => (body as Record<string, unknown> | null)?.[field]).filter((value) => value && typeof value === 'object');
    if (facts.length > 0) envelope[field] = Object.assign({}, ...facts);
  }
  return envelope;
}

/**
 * The parts of lists a listing page's template reads instead of the whole lists (`listingWindows`,
 * issue 46), loaded and put in place as those lists cut down (`partialList`): `lists`, the lists
 * put in place; `reads`, the parts' paths read. A part that fails to load leaves its list to be
 * read whole, as before.
 */
async function loadListingWindows(match: RouteMatch, store: ApiDataStore, url: string): Promise<{ lists: Set<string>; reads: string[] }> {
  const out = { lists: new Set<string>(), reads: [] as string[] };
  if (match.kind !== 'page') return out;
  const resolution = resolveRoute(match, routeApiPaths(match).map((path) => store.peek(path) ?? { status: 'loading' as const }));
  if (resolution.state !== 'page') return out;
  const template = await loadTemplate(resolution.page.template);
  // A read of the parts' own (a dated listing's years): the page depends on it, it is not embedded.
  const read = async (path: string): Promise<unknown> => {
    await store.load(path);
    const entry = store.peek(path);
    store.forget(path);
    if (entry?.status !== 'ready') return undefined;
    out.reads.push(path);
    return entry.body;
  };
  const windows = (await template.listingWindows?.(resolution.page, parseListingQuery(new URL(url, 'http://localhost').search), read)) ?? {};
  await Promise.all(
    Object.entries(windows).map(async ([key, part]) => {
      const parts = Array.isArray(part) ? part : [part as ListingWindow];
      const bodies = await Promise.all(parts.map((window) => read(listingWindowPath(key, window))));
      const lists = bodies.map((body) => listFrom<{ _id?: unknown }>(body));
      if (parts.length === 0 || lists.some((list) => !list)) return;
      // United by id, each record once, in the order of the parts.
      const records = unitedById(lists.flatMap((list) => list ?? []));
      const facts = Object.assign({}, ...parts.map((window) => window.facts ?? {})) as Record<string, unknown>;
      // The answers' facts about images, of every part.
      store.provide(`${key}/active`, partialList(unitedEnvelope(bodies), records, undefined, facts));
      out.lists.add(`${key}/active`);
    }),
  );
  return out;
}

/**
 * A Suspense boundary left waiting (`<!--$?-->`) or handed to the browser (`<!--$!-->`) in
 * `renderToString`'s output: something it renders was not there yet.
 */
const unfinishedBoundary = /<!--\$[?!]-->/;

async function renderOnce(url: string, store: ApiDataStore, origin: string, formPost: Parameters<typeof FormPostProvider>[0]['result'], language: string): Promise<string> {
  const messagesLanguage = hasCatalogue(language) ? language : defaultLanguage;
  const app = (
    <ApiDataProvider store={store}>
      <FormPostProvider result={formPost}>
        <LanguageProvider language={language} messages={messagesFor(language).site} messagesLanguage={messagesLanguage}>
          <StaticLocation url={url}>
            <LanguageLocation>
              <PublicApp origin={origin} />
            </LanguageLocation>
          </StaticLocation>
        </LanguageProvider>
      </FormPostProvider>
    </ApiDataProvider>
  );
  // Once the page's code has loaded (every render after a thread's first of a template), nothing
  // suspends and the synchronous render makes the same markup with no stream in between: about a
  // fifth less of a render's time, which went on encoding each chunk to bytes and back.
  const html = renderToString(app);
  if (!unfinishedBoundary.test(html)) return html;
  return prerender(app);
}

/** The page with every boundary waited for: a template's or the detail pages' first render loads their code. */
async function prerender(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    app,
    // Everything has loaded by the last pass: print every boundary in place, never as a hidden
    // template swapped in by an inline script (the CSP allows no inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Node's stream, not the web stream of `prerender`: reading that one through a Response cost
  // about a tenth of a render.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
