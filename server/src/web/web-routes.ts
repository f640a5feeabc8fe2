import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formByKey } from '@hospital/content/forms/index';
import { hasDepartmentTitle, parseListingQuery } from '@hospital/content/listing-query';
import { pathToFileURL } from 'node:url';
import type { ApiLoader, FormPostResult, Render } from '../../../web/src/public/render-contract';
import { pageAssembler } from './page-html';
import type { Db } from '../db/database';
import type { FairShare } from '../lib/fair-share';
import type { WorkMeter } from '../lib/work-meter';
import type { FrontDoor } from '../lib/front-door';
import { internalRequestHeaders } from '../lib/internal-request';
import { requestKinds, type AppMetrics } from '../lib/metrics';
import { requestIdFor } from '../lib/request-id';
import { PageCache, cachePage, cachedPage, cachedBody, cachedPageUrl, expireIfDue, freshUntil, notModifiedSince, onePage, pageCacheKey, pickEncoding, withBytes, type CacheEntry, type EncodedPage } from './page-cache';
import { changesWithCentre, edgeHeaders, privateAnswer } from './edge-headers';
import { isNetwork } from '@hospital/content/network/locations';
import { edgeOff, type EdgeSettings } from '../config/edge-settings';
import type { ContentChange } from '../api/content-events';
import { isSlotRead } from '../appointments/slot-reads';
import { ApiLoadError, PublicData, changedPart, type ChangedPart } from './public-data';
import { robotsTxt, sitemapFiles, sitemapUrls } from './sitemap';
import { RenderPool, type RenderJob } from './render-pool';
import { RerenderQueue } from './rerender-queue';
import { adminSecurityHeaderValues, htmlSecurityHeaderValues } from '../lib/security-headers';
import { studioPreviewToken } from '../lib/studio-cookie';
import { centreCookie, centreCookieSeconds, centreSlug, chooseCentrePath, withRememberedCentre } from '@hospital/content/network/centre-choice';
import { confirmationParam, createConfirmation, readConfirmation } from '../forms/form-confirmations';
import { getSiteLanguages } from '../settings/site-settings-operations';
import { tooManySearchesHtml, unavailableHtml } from './error-pages';
import { defaultLanguage, languagePath, splitLanguagePath } from '@hospital/content/i18n/languages';
import type { BookedAppointment } from '@hospital/content/wire/appointments';
import { messagesFor } from '@hospital/content/i18n/catalogue';

export interface WebOptions {
  db: Db;
  /** web/dist: client/ (browser files) and server/entry-server.js (the renderer). */
  distDir: string;
  publicUrl: string | undefined;
  /** Whether X-Forwarded-* headers are believed (then a page's origin is Fastify's to work out). */
  trustProxy?: boolean;
  /** Where cached pages are answered before Fastify routes the request (see `FrontDoor`). */
  frontDoor?: FrontDoor;
  /** Where page-cache figures, render times and the cached pages' requests are counted. */
  metrics?: AppMetrics;
  /** Pages kept rendered in memory (least recently used dropped first). */
  cacheEntries?: number;
  /** How pages answered from the cache are logged (see CACHED_PAGE_LOG in the README). */
  cachedPageLog?: 'debug' | 'sample' | 'all';
  /** Worker threads that render pages (default 1). */
  renderThreads?: number;
  /** The most addresses one sitemap file lists (sitemap.ts `sitemapMaxUrls`); lowered by tests. */
  sitemapMaxUrls?: number;
  /** Pages rendered in the background after start, before any visitor asks (issue 46); 0 or absent: none. */
  warmPages?: number;
  /**
   * Opens a preview link's token (server/src/publishing/preview): the page it shows and how its
   * draft changes the API answers; rejects with a 404 or 410 HttpError when refused.
   */
  preview?: (token: string) => Promise<PagePreview>;
  /**
   * Opens the studio's own Preview of `{type}/{id}` for the session token its cookie carries
   * (undefined without one); rejects with a 401, 403 or 404 HttpError when refused.
   */
  studioPreview?: (sessionToken: string | undefined, subject: string) => Promise<PagePreview>;
  /** Each address's fair share of searches: the search page counts its visitor once. */
  searchFairShare?: FairShare;
  /** An edge cache in front (EDGE_CACHE): the public answers' Cache-Control and surrogate keys. */
  edge?: EdgeSettings;
}

export interface PagePreview {
  path: string;
  patch(apiPath: string, body: unknown): Promise<unknown>;
}

/** Paths that belong to other parts of the server: never a public page. */
const reservedPrefixes = ['/api/', '/uploads/', '/assets/', '/static/'];
const isReserved = (url: string) => url === '/api' || reservedPrefixes.some((p) => url.startsWith(p));

const formBodyLimit = 64 * 1024;

/** How long after a change a visitor may still get the page as it was, while it renders again. */
const maxStaleMs = 3000;

/**
 * Pages that read their query string, rendered for each visit and never cached: the site search's
 * results, a listing searched for words (`?q=…`, free text, issue 30), and a page opened from a
 * booking link (`?department=Cardiology&doctor=…`, titles), whose appointment form starts with that
 * doctor chosen, also without JavaScript. A listing's other states (`?department=cardiology&page=2`)
 * are cached by their normalised query (page-cache.ts `pageCacheKey`); every other page ignores it.
 */
/** The search page in any language (`/search`, `/hi/search`): a prefix-like first segment counts, whether the site has that language or not (a 404 then, rendered for the visit). */
const isSearchPage = (url: string) => /^(?:\/[a-z]{2,3})?\/search\/?(?:\?|$)/.test(url);
/** The page of a booked appointment (`/manage-appointment?token=…`, `/hi/…`, issue 33): one patient's, by its token. */
const isManagePage = (url: string) => /^(?:\/[a-z]{2,3})?\/manage-appointment\/?(?:[?#]|$)/.test(url);
/** The `_form` of the manage page's posts (web/src/public/opd-booking/manage-page.tsx): cancel or move. */
const manageFormKey = 'manage-appointment';
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
const hasBookingChoice = (url: string) => /[?&]doctor=/.test(url) || hasDepartmentTitle(queryOf(url));
const isListingSearch = (url: string) => /[?&]q=/.test(url) && parseListingQuery(queryOf(url)).q !== undefined;
/** A preview (`?preview={token}`): the draft of one record, for whoever holds the link. */
const previewToken = (url: string): string | undefined => /[?&]preview=([^&#]*)/.exec(url)?.[1];
/** The studio's own Preview (`?studio-preview={type}/{id}`): for the signed-in session its cookie carries. */
const studioPreviewSubject = (url: string): string | undefined => /[?&]studio-preview=([^&#]*)/.exec(url)?.[1];
/** A form's confirmation (`?sent={token}`, after a post without JavaScript): for whoever sent it, never cached. */
const confirmationToken = (url: string): string | undefined => /[?&]sent=([^&#]*)/.exec(url)?.[1];
const rendersPerVisit = (url: string) =>
  isSearchPage(url) ||
  isManagePage(url) ||
  isListingSearch(url) ||
  hasBookingChoice(url) ||
  previewToken(url) !== undefined ||
  studioPreviewSubject(url) !== undefined ||
  confirmationToken(url) !== undefined;

/** The site's own paths a menu answer links to, in menu order (parents before their children). */
const navPaths = (answer: unknown): string[] => {
  const items = Array.isArray(answer) ? answer : Array.isArray((answer as { data?: unknown } | null)?.data) ? (answer as { data: unknown[] }).data : [];
  return items.flatMap((item) => {
    const { path, children } = (item ?? {}) as { path?: unknown; children?: unknown };
    const own = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? [path.split('#', 1)[0] ?? path] : [];
    return [...own, ...navPaths(children)];
  });
};

/**
 * Serves the built web app: hashed assets (immutable), /version.txt, /robots.txt, /sitemap.xml,
 * the admin app under /admin, and every other GET as a server-rendered public page, cached in
 * memory per URL (with gzip and brotli forms and an ETag) until any content changes. A POST of a
 * public form to a page path (no JavaScript) is sent on to the form API and answered with the
 * page showing the thank-you view or the form with its errors.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const adminHtml = fs.readFileSync(path.join(clientDir, 'admin.html'), 'utf8');
  const versionFile = path.join(options.distDir, 'version.txt');
  const edge = edgeHeaders(options.edge ?? edgeOff);
  /**
   * Behind an edge cache (EDGE_CACHE) a page out of date is not served while it renders again: the
   * visitors are the edge's, which serves what it has meanwhile, and the edge's request after a
   * purge must get the new page, which it would otherwise keep the old one in place of for days.
   */
  const staleServedMs = options.edge?.cache ? 0 : maxStaleMs;
  /**
   * Behind an edge cache a page is not answered while a change is being read (a second at most):
   * the edge's request after a purge waits for the pages the change touched to be marked out of
   * date, so that it never gets, and keeps, the page from before the change.
   */
  const edgeWaitsForRefresh = options.edge?.cache === true;
  const rendererPath = path.join(options.distDir, 'server', 'entry-server.js');

  // Vite names assets by content hash: they never change under the same name.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    maxAge: '365d',
    immutable: true,
    // The build writes file.br and file.gz beside each script, style sheet and drawing.
    preCompressed: true,
  });
  // Files copied as they are from web/public/static (icons, placeholder images).
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'static'),
    prefix: '/static/',
    index: false,
    maxAge: '1d',
    decorateReply: false,
  });
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody, { bodyLimit: formBodyLimit });

  // Browsers ask for /favicon.ico whatever the page says.
  app.get('/favicon.ico', async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect('/static/favicon.svg', 301));

  app.get('/version.txt', async (_request, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate').type('text/plain; charset=utf-8');
    return fs.readFileSync(versionFile, 'utf8');
  });

  const sendAdmin = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.headers(adminSecurityHeaderValues).header('cache-control', privateAnswer).type('text/html; charset=utf-8').send(adminHtml);
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);

  // Anything else the renderer asks for (the search results): the API in-process.
  const inject: ApiLoader = async (apiPath) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}`, headers: internalRequestHeaders });
    let body: unknown = null;
    try {
      body = response.body ? JSON.parse(response.body) : null;
    } catch {
      body = response.body;
    }
    if (response.statusCode >= 400) throw new ApiLoadError(response.statusCode, body);
    return body;
  };
  // The website's reads, answered by the operations and shared by every render (see PublicData).
  const data = new PublicData(options.db, inject);
  const load = data.load;

  /**
   * Whether the site is a hospital network (two or more locations, issue 48): its pages' header
   * shows the centre a visitor chose, so an edge cache keeps them per centre. A single hospital's
   * answers stay as they were. Read from the same kept answer the pages read.
   */
  const isNetworkSite = async (): Promise<boolean> => {
    try {
      const body = (await data.load('locations/active')) as { data?: unknown } | null;
      return isNetwork(Array.isArray(body?.data) ? body.data : null);
    } catch {
      return false;
    }
  };

  const originOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  /** Bumped whenever a refresh finds changed answers: a render that began before is out of date when it ends. */
  let dataVersion = 0;
  // Renders happen on worker threads; their reads come back here, to the one copy of the data.
  const pool = new RenderPool({
    size: options.renderThreads ?? 1,
    rendererPath,
    clientDir,
    load: async (apiPath) => {
      const asked = dataVersion;
      const body = await data.load(apiPath);
      return { body, keep: data.keeps(apiPath) && asked === dataVersion };
    },
    onError: (error) => app.log.error({ err: error }, 'a render worker failed'),
  });
  app.addHook('onClose', () => pool.close());
  // A worker that failed (it is replaced) costs one visitor a 503 with a word, never a 500.
  const renderFailed = (error: unknown, url: string) => app.log.error({ err: error, url }, 'a page could not be rendered');
  const renderSeconds = options.metrics?.renderSeconds;
  const timed = <T>(rendering: Promise<T>): Promise<T> => {
    if (!renderSeconds) return rendering;
    const end = renderSeconds.startTimer();
    return rendering.finally(() => end());
  };
  /** The language of an address, for the server's own error pages: English when even the settings cannot be read. */
  const languageOf = (url: string) =>
    getSiteLanguages(options.db).then(
      (languages) => splitLanguagePath(url, languages).language,
      () => defaultLanguage,
    );
  const render = (url: string, job: Omit<RenderJob, 'url'>) =>
    timed(pool.render({ url, ...job })).catch(async (error: unknown) => {
      renderFailed(error, url);
      return { status: 503, html: unavailableHtml(await languageOf(url)), reads: [] };
    });
  /** The 503 page of each language, made once. */
  const unavailablePages = new Map<string, ReturnType<typeof cachePage>>();
  const unavailablePage = (language: string) => {
    let page = unavailablePages.get(language);
    if (!page) unavailablePages.set(language, (page = cachePage(503, unavailableHtml(language), edge.page(503, []))));
    return page;
  };
  /** A page for the cache, whose bytes the render thread makes: this thread only files them. */
  const renderForCache = (url: string, job: Omit<RenderJob, 'url'>) =>
    timed(pool.renderBytes({ url, ...job })).then(
      async (result) => ({
        status: result.status,
        reads: result.reads,
        page: cachedPage(result.status, result, edge.page(result.status, result.reads, { variesByCentre: result.status === 200 && changesWithCentre(url) && (await isNetworkSite()) })),
      }),
      async (error: unknown) => {
        renderFailed(error, url);
        return { status: 503, reads: [], page: unavailablePage(await languageOf(url)) };
      },
    );

  const cache = new PageCache(options.cacheEntries ?? 500);
  // Plain counters, read by the metrics only when scraped (lib/metrics.ts).
  let cacheHits = 0;
  let cacheMisses = 0;
  let sitemap: { origin: string; index: string | null; parts: string[] } | null = null;

  /**
   * What the last render of each address read, whatever its origin (a bounded map, oldest out
   * first): a page not in the cache (its first origin, or pushed out) is rendered with those reads
   * loaded beforehand, in one pass. Without them a doctor's page read its free slots only once its
   * first pass had asked for them, and was rendered twice (issue 47: half of a forced render's time).
   */
  const lastReads = new Map<string, readonly string[]>();
  const maxLastReads = 2 * (options.cacheEntries ?? 500);
  const rememberReads = (url: string, reads: readonly string[]) => {
    lastReads.delete(url);
    lastReads.set(url, reads);
    if (lastReads.size > maxLastReads) lastReads.delete(lastReads.keys().next().value ?? url);
  };

  /** One render per URL at a time: concurrent visits and the background re-render share it. */
  const rendering = new Map<string, Promise<CacheEntry>>();
  const renderCached = (key: string, url: string, origin: string): Promise<CacheEntry> => {
    const running = rendering.get(key);
    if (running) return running;
    const began = dataVersion;
    const promise = renderForCache(url, { origin, preload: cache.get(key)?.reads ?? lastReads.get(url) ?? [] })
      .then((result) => {
        const entry: CacheEntry = { page: result.page, url, origin, reads: result.reads, staleSince: 0, freshUntil: freshUntil(result.reads, Date.now()) };
        // A failed load (503) is not kept: the next visitor gets a fresh try.
        if (result.status !== 200 && result.status !== 404) return entry;
        rememberReads(url, result.reads);
        // What changed while it rendered may not be in it: kept, and rendered once more.
        if (began !== dataVersion) entry.staleSince = Date.now();
        cache.set(key, entry);
        if (entry.staleSince) rerenders.add([key]);
        else refineQueue.add(key);
        return entry;
      })
      .finally(() => {
        rendering.delete(key);
        refineSoon();
      });
    rendering.set(key, promise);
    return promise;
  };

  // Pages out of date are rendered again in the background (rerender-queue.ts), as many at a time as
  // the render threads take (each thread runs two, so one waiting for data leaves it busy).
  const rerenders = new RerenderQueue((options.renderThreads ?? 1) * 2, async (key) => {
    const entry = cache.get(key);
    if (!entry?.staleSince) return;
    await renderCached(key, entry.url, entry.origin).catch((error: unknown) => app.log.warn({ err: error, url: entry.url }, 'a page could not be rendered again'));
  });

  // Cached pages are compressed again at brotli's best once the render threads have nothing else to
  // do (page-cache.ts `refinedBytes`), one at a time: a render a visitor or a change asks for never
  // waits behind more than one. A page rendered again meanwhile keeps its newer bytes.
  const refineQueue = new Set<string>();
  let refining = false;
  let refineTimer: NodeJS.Timeout | undefined;
  const refineSoon = () => {
    if (refining || refineQueue.size === 0) return;
    clearTimeout(refineTimer);
    refineTimer = setTimeout(refineNext, 100).unref();
  };
  const refineNext = () => {
    if (refining || !pool.idle || rendering.size > 0 || rerenders.size > 0) return;
    const key = refineQueue.values().next().value;
    if (key === undefined) return;
    refineQueue.delete(key);
    const entry = cache.peek(key);
    if (!entry || entry.staleSince) return refineSoon();
    const { page } = entry;
    refining = true;
    pool
      .compress(page.br)
      .then(
        (br) => {
          // Filed only over the bytes it was made from: not over a page rendered again meanwhile.
          if (entry.page === page && cache.peek(key) === entry) entry.page = withBytes(page, br);
        },
        (error: unknown) => app.log.debug({ err: error, url: entry.url }, 'a cached page could not be compressed again'),
      )
      .finally(() => {
        refining = false;
        refineSoon();
      });
  };
  app.addHook('onClose', async () => clearTimeout(refineTimer));

  // A content change (here, in another process, or by a job): the answers the pages read that it
  // can have changed are read again (public-data.ts `changedPart`), and only the pages that read a
  // changed one are rendered again; until then, and for at most `maxStaleMs`, visitors get the page
  // as it was. `pending`: the parts the changes since the last refresh began touched ('anything'
  // for content, a job's or an unknown change), read once however many came.
  let pending: Set<ChangedPart> | 'anything' | undefined;
  /** The refresh under way (set the moment a change is heard), until it has marked the pages it touched. */
  let refreshing: Promise<void> | undefined;
  const refresh = () => (refreshing ??= refreshAll());
  const refreshAll = async () => {
    // Begun on the next turn, so that `refreshing` is set before the first read ends.
    await Promise.resolve();
    try {
      while (pending) {
        const parts = pending === 'anything' ? undefined : pending;
        pending = undefined;
        const changed = await data.refresh(parts);
        if (changed.size === 0) continue;
        dataVersion++;
        pool.forget([...changed]);
        rerenders.add(cache.markStale(changed));
        if (![...changed].every(isSlotRead)) void warmChanged().catch((error: unknown) => app.log.warn({ err: error }, 'the changed pages could not be warmed'));
      }
    } catch (error) {
      app.log.error({ err: error }, 'the page cache could not be refreshed: starting afresh');
      cache.clear();
    } finally {
      refreshing = undefined;
    }
  };
  /**
   * After start, the pages most visitors open first (the home page, then the header menu's pages,
   * in menu order) are rendered into the cache in the background, one at a time, so the first
   * visitors after a restart get cached pages (issue 46: 1-4 s at 30 times the demo). Their origin
   * is PUBLIC_URL's, else the first request's.
   */
  let warmedOrigin: string | undefined;
  const warm = (origin: string) => {
    const count = options.warmPages ?? 0;
    if (count === 0 || warmedOrigin !== undefined) return;
    warmedOrigin = origin;
    void (async () => {
      const urls = ['/', ...navPaths(await load('public-nav?location=header').catch(() => null))].slice(0, count);
      for (const url of new Set(urls)) {
        const key = pageCacheKey(origin, url);
        if (closing) return;
        if (!cache.peek(key)) await renderCached(key, url, origin);
      }
      pageVersions ??= await currentPageVersions();
    })().catch((error: unknown) => app.log.warn({ err: error }, 'the page cache could not be warmed'));
  };

  /**
   * Warm after a change (issue 46): every public address with its record's last change (the
   * sitemap's addresses and lastmod, each language's), as last seen. After a change the addresses
   * new or changed since are rendered into the cache in the background, one at a time and at most
   * `warmPages` a change, when not there already (the pages in the cache that read a changed answer
   * are rendered again anyway): the next patient after an edit or a publish gets a cached page.
   */
  let pageVersions: Map<string, string> | undefined;
  const currentPageVersions = async () =>
    new Map(
      (await sitemapUrls(load)).flatMap((u) =>
        [defaultLanguage, ...(u.languages ?? [])].map((language) => [languagePath(u.path, language), u.lastmod ?? ''] as const),
      ),
    );
  const warmChanged = async () => {
    const count = options.warmPages ?? 0;
    const origin = warmedOrigin;
    if (count === 0 || origin === undefined || pageVersions === undefined) return;
    const before = pageVersions;
    const now = await currentPageVersions();
    pageVersions = now;
    const changed = [...now].filter(([url, lastmod]) => before.get(url) !== lastmod).map(([url]) => url);
    for (const url of changed.slice(0, count)) {
      if (closing) return;
      const key = pageCacheKey(origin, url);
      const entry = cache.peek(key);
      if (!entry || (entry.staleSince && !rendering.has(key))) await renderCached(key, url, origin);
    }
  };
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  if (options.publicUrl) app.addHook('onReady', async () => warm(options.publicUrl ?? ''));

  if (options.metrics) options.metrics.pageCache = () => ({ hits: cacheHits, misses: cacheMisses, entries: cache.size, rerenderQueue: rerenders.size });

  app.contentEvents?.on('change', (change?: ContentChange) => {
    sitemap = null;
    const part = changedPart(change);
    if (!part) pending = 'anything';
    else if (pending === undefined) pending = new Set([part]);
    else if (pending !== 'anything') pending.add(part);
    void refresh();
  });

  // A booking or another change of slots (api-routes.ts): the kept slot answers are read again.
  app.contentEvents?.on('slots', () => {
    if (pending === undefined) pending = new Set(['slots']);
    else if (pending !== 'anything') pending.add('slots');
    void refresh();
  });

  /** How long a page's first visitor waits for a change being read (see the GET route). */
  const refreshWaitMs = 2000;

  /** The page a request gets: current, or out of date for at most `maxStaleMs` while rendered again. */
  const servable = (entry: CacheEntry | undefined, now: number): entry is CacheEntry => {
    if (!entry) return false;
    // A page that read free slots is out of date after a minute by itself (page-cache.ts `timeBoundMaxAgeMs`).
    expireIfDue(entry, now);
    if (!entry.staleSince) return true;
    // A missing page may exist since the change (an import's page): it is not answered stale.
    if (entry.page.status === 404) return false;
    if (staleServedMs === 0 || now - entry.staleSince > staleServedMs) return false;
    const key = pageCacheKey(entry.origin, entry.url);
    // Served as it was; its render goes before the pages nobody is asking for.
    if (!rendering.has(key)) rerenders.ask(key);
    return true;
  };

  const sendEncoded = (request: FastifyRequest, reply: FastifyReply, page: EncodedPage, body: () => Promise<Buffer>, headers: Record<string, string> = {}) => {
    if (notModifiedSince(request.headers, page)) return reply.headers({ ...page.headers.notModified, ...headers }).status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    return body().then((bytes) => reply.headers({ ...page.headers[encoding], ...headers }).status(page.status).send(bytes));
  };

  /** A page rendered for this request only (search results, a booking link, a form post): only the encoding asked for. */
  const sendOnce = async (request: FastifyRequest, reply: FastifyReply, status: number, html: string, headers: Record<string, string> = {}) => {
    const { page, body } = await onePage(status, html, pickEncoding(request.headers['accept-encoding']));
    return sendEncoded(request, reply, page, async () => body, headers);
  };

  /**
   * A GET of a page already in the cache, answered before Fastify routes it: the same status,
   * headers and bytes the route would send, for the brotli and 304 answers that browsers get (any
   * other encoding is made off the main thread by the route). Only URLs the catch-all route
   * rendered are ever in the cache, so nothing another route owns is answered here. Behind a
   * trusted proxy without PUBLIC_URL the origin comes from X-Forwarded-* headers, which Fastify
   * works out: no fast path.
   */
  const fastOrigin = options.publicUrl ?? (options.trustProxy ? null : undefined);
  // A line per hit costs about a third of the cached throughput: the operator chooses (CACHED_PAGE_LOG).
  const logLevel = options.cachedPageLog ?? 'debug';
  const logsAt = (logLevel === 'debug' ? ['trace', 'debug'] : ['trace', 'debug', 'info']).includes(app.log.level);
  let hits = 0;
  const logHit = (): boolean => logsAt && (logLevel !== 'sample' || hits++ % 100 === 0);
  const requests = options.metrics?.requests;
  const cachedKind = requestKinds.indexOf('cached_page');
  const serveCachedPage = (request: IncomingMessage, response: ServerResponse): boolean => {
    const started = requests ? performance.now() : 0;
    if (request.method !== 'GET' || fastOrigin === null || rendersPerVisit(request.url ?? '')) return false;
    if (edgeWaitsForRefresh && refreshing) return false;
    const origin = fastOrigin ?? `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${request.headers.host ?? ''}`;
    const entry = cache.get(pageCacheKey(origin, withRememberedCentre(request.url ?? '', request.headers.cookie)));
    if (!servable(entry, Date.now())) return false;
    const { page } = entry;
    const notModified = notModifiedSince(request.headers, page);
    if (!notModified && pickEncoding(request.headers['accept-encoding']) !== 'br') return false;
    const requestId = requestIdFor(request.headers['x-request-id']);
    if (notModified) {
      response.writeHead(304, { 'x-request-id': requestId, ...page.headers.notModified });
      response.end();
    } else {
      response.writeHead(page.status, { 'x-request-id': requestId, ...page.headers.br, 'content-length': page.br.length });
      response.end(page.br);
    }
    cacheHits++;
    requests?.record(cachedKind, response.statusCode, (performance.now() - started) / 1000);
    if (logHit()) {
      const line = { reqId: requestId, req: { method: 'GET', url: request.url }, res: { statusCode: response.statusCode } };
      if (logLevel === 'debug') app.log.debug(line, 'cached page sent');
      else app.log.info(line, 'cached page sent');
    }
    return true;
  };
  options.frontDoor?.use(serveCachedPage);
  // While closing, Fastify answers new requests itself and lets kept-alive connections go.
  app.addHook('preClose', async () => options.frontDoor?.use(null));

  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  /** The sitemap's files at a request's origin, made once until content changes. */
  const sitemapOf = async (request: FastifyRequest) => {
    const origin = originOf(request);
    if (!sitemap || sitemap.origin !== origin) sitemap = { origin, ...sitemapFiles(origin, await sitemapUrls(load), options.sitemapMaxUrls) };
    return sitemap;
  };
  const sendXml = (reply: FastifyReply, xml: string) => reply.headers(edge.sitemap()).type('application/xml; charset=utf-8').send(xml);
  app.get('/sitemap.xml', async (request, reply) => {
    const files = await sitemapOf(request);
    return sendXml(reply, files.index ?? files.parts[0] ?? '');
  });
  // Past 50,000 addresses, /sitemap.xml is an index of these (sitemap.ts `sitemapFiles`).
  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
    const files = n ? await sitemapOf(request) : undefined;
    const xml = files?.index ? files.parts[Number(n) - 1] : undefined;
    return xml ? sendXml(reply, xml) : reply.callNotFound();
  });

  /** A form's confirmation, like a preview: never cached or indexed, its token never sent on as a referrer. */
  const confirmationHeaders = { 'cache-control': privateAnswer, 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
  /** A preview is never cached anywhere, never indexed, and its address (the token) never sent on as a referrer. */
  const previewHeaders = { 'cache-control': privateAnswer, 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
  const refusedPreview = (reply: FastifyReply, error: unknown) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status !== 401 && status !== 403 && status !== 404 && status !== 410) throw error;
    const message = escapeHtml((error as Error).message);
    const next = status === 401 ? '<a href="/admin">Sign in to the studio</a>' : '<a href="/">Go to the website</a>';
    return reply
      .headers({ ...htmlSecurityHeaderValues, ...previewHeaders })
      .status(status)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview unavailable</title></head><body><main><h1>Preview unavailable</h1><p>${message}</p><p>${next}</p></main></body></html>`);
  };

  // A shared link: checked here, then the page it shows, at its own address so the browser's router agrees.
  app.get<{ Params: { token: string } }>('/preview/:token', async (request, reply) => {
    const { token } = request.params;
    if (!options.preview) return reply.callNotFound();
    try {
      const preview = await options.preview(token);
      return reply.headers(previewHeaders).redirect(`${preview.path}?preview=${encodeURIComponent(token)}`, 303);
    } catch (error) {
      return refusedPreview(reply, error);
    }
  });

  /**
   * Previews render here, in this thread, with a loader that puts the draft in place: rare, never
   * cached, and kept apart from the shared data of the render threads.
   */
  let previewRenderer: Render | undefined;
  const assemble = pageAssembler(clientDir);
  const renderPreview = async (url: string, preview: PagePreview, origin: string) => {
    previewRenderer ??= ((await import(pathToFileURL(rendererPath).href)) as { render: Render }).render;
    const result = await previewRenderer(url, async (apiPath) => preview.patch(apiPath, await load(apiPath)), { origin });
    return { status: result.status, html: assemble(result) };
  };

  /** The preview a request asks for, if any: a shared link's token, or the studio's own for the session its cookie carries. */
  const previewOpening = (request: FastifyRequest): (() => Promise<PagePreview>) | undefined => {
    const { preview, studioPreview } = options;
    const token = previewToken(request.url);
    if (token !== undefined) return preview ? () => preview(safeDecode(token)) : undefined;
    const subject = studioPreviewSubject(request.url);
    if (subject !== undefined && studioPreview) return () => studioPreview(studioPreviewToken(request.headers.cookie), safeDecode(subject));
    return undefined;
  };

  // The choice of a centre (issue 48): a GET form, so it works without JavaScript.
  app.get(chooseCentrePath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const centre = centreSlug(typeof query.centre === 'string' ? query.centre : undefined);
    const back = typeof query.back === 'string' && /^\/(?!\/)[^\\\s]*$/.test(query.back) && query.back.length <= 500 ? query.back : '/';
    const secure = originOf(request).startsWith('https:') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      centre ? `${centreCookie}=${centre}; Path=/; Max-Age=${centreCookieSeconds}; SameSite=Lax${secure}` : `${centreCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
    );
    reply.header('cache-control', 'private, no-store');
    return reply.redirect(back, 303);
  });

  app.get('/*', async (request, reply) => {
    if (isReserved(request.url)) return reply.callNotFound();
    const origin = originOf(request);
    const opening = previewOpening(request);
    if (opening) {
      let preview: PagePreview;
      try {
        preview = await opening();
      } catch (error) {
        return refusedPreview(reply, error);
      }
      // The page head marks a `?preview=` address noindex, nofollow itself (page-head.ts).
      const result = await renderPreview(request.url, preview, origin);
      reply.headers(previewHeaders);
      return sendOnce(request, reply, result.status, result.html);
    }
    const sent = confirmationToken(request.url);
    if (sent !== undefined) {
      // The reference and the thank-you text only; an unknown or expired token shows the page as it is.
      const confirmation = await readConfirmation(options.db, safeDecode(sent));
      const formPost: FormPostResult | null = confirmation ? { sent: true, values: {}, errors: {}, ...confirmation } : null;
      const result = await render(request.url, { origin, formPost });
      return sendOnce(request, reply, result.status, result.html, confirmationHeaders);
    }
    if (isManagePage(request.url)) {
      // One patient's appointment, by the token in its address: like a confirmation, never kept or indexed.
      const result = await render(request.url, { origin });
      return sendOnce(request, reply, result.status, result.html, confirmationHeaders);
    }
    if (rendersPerVisit(request.url)) {
      const ticket = isSearchPage(request.url) || isListingSearch(request.url) ? options.searchFairShare?.enter(request.ip) : undefined;
      if (ticket && !ticket.admitted) {
        await options.searchFairShare?.holdRefusal(ticket.retryAfterSeconds);
        reply.header('retry-after', String(ticket.retryAfterSeconds)).header('cache-control', privateAnswer);
        return sendOnce(request, reply, 429, tooManySearchesHtml(await languageOf(request.url)));
      }
      // Charged for the work of its render (the search's queries and ranking, the page's own time on
      // the render thread), not for time spent queued behind other visitors' work (as the API's search).
      const work: WorkMeter = { ms: 0 };
      try {
        const result = await render(request.url, { origin, meter: work });
        return await sendOnce(request, reply, result.status, result.html);
      } finally {
        ticket?.done(work.ms);
      }
    }
    if (edgeWaitsForRefresh && refreshing) await refreshing;
    warm(origin);
    // A centre the visitor chose (issue 48) is remembered in a cookie: its pages are a cached variant of their own.
    const pageUrl = withRememberedCentre(request.url, request.headers.cookie);
    const key = pageCacheKey(origin, pageUrl);
    const cached = cache.get(key);
    const fromCache = servable(cached, Date.now());
    if (fromCache) cacheHits++;
    else cacheMisses++;
    request.fromPageCache = fromCache;
    // A page not in the cache, asked for while a change is being read (a page published a moment
    // ago, its first visitor): rendered from the answers with the change in, not from those before
    // it (it would answer 404 and be kept until its render again), waiting at most `refreshWaitMs`.
    if (!fromCache && refreshing) await settledWithin(refreshing, refreshWaitMs);
    const { page } = fromCache ? cached : await renderCached(key, cachedPageUrl(pageUrl), origin);
    return sendEncoded(request, reply, page, () => cachedBody(page, pickEncoding(request.headers['accept-encoding'])));
  });

  app.post('/*', { bodyLimit: formBodyLimit }, async (request, reply) => {
    if (isReserved(request.url) || request.url === '/admin' || request.url.startsWith('/admin/')) return reply.callNotFound();
    const fields = formFields(request.body);
    if (fields._form === manageFormKey && isManagePage(request.url)) return manageAppointment(request, reply, fields);
    const form = formByKey(fields._form ?? '');
    if (!form) {
      return reply.status(400).type('text/plain; charset=utf-8').send('Unknown form: the page expects one of its own forms.');
    }
    const { _form: _formKey, language: _language, ...values } = fields;
    // The page's language is the request's (issue 32): its messages, its acknowledgement.
    const { language } = splitLanguagePath(request.url, await getSiteLanguages(options.db));
    // The form API checks, rate-limits and stores it, and records the caller's address itself.
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/${form.path}`,
      payload: { ...values, submit_ip: 'Unknown', ...(language === defaultLanguage ? {} : { language }) },
      remoteAddress: request.ip,
    });
    if (answer.statusCode === 201) {
      // Post/Redirect/Get: a refresh of what the browser shows next asks again, it never sends again.
      const { reference = '', appointment } = postResult(form.key, values, answer.statusCode, answer.body);
      // A booked slot's answer has its confirmation already (for the page with JavaScript too).
      const given = (answer.json() as { data?: { confirmation?: unknown } } | null)?.data?.confirmation;
      const token = typeof given === 'string' ? given : await createConfirmation(options.db, form.key, reference, Date.now(), appointment);
      const page = request.url.split(/[?#]/)[0] ?? '/';
      // The fragment is the thank-you view's id (web/src/public/forms/public-form.tsx): the browser scrolls to it without script.
      return reply.headers(confirmationHeaders).redirect(`${page}?${confirmationParam}=${token}#form-${form.key}-thanks`, 303);
    }
    const formPost = postResult(form.key, values, answer.statusCode, answer.body);
    const result = await render(request.url, { origin: originOf(request), formPost });
    return sendOnce(request, reply, answer.statusCode, result.html);
  });

  /**
   * The manage page's Cancel and "Choose another time" without JavaScript (issue 33): sent on to
   * the appointments API; done, 303 back to the page (`&done=cancelled|moved`), else the page again
   * with the API's message (a taken time: the next free ones). The token travels in the body, and
   * back in the address it came from.
   */
  const manageAppointment = async (request: FastifyRequest, reply: FastifyReply, fields: Record<string, string>) => {
    const token = (fields.token ?? '').slice(0, 200);
    const action = fields.action === 'move' ? 'move' : fields.action === 'cancel' ? 'cancel' : undefined;
    const page = request.url.split(/[?#]/)[0] ?? '/manage-appointment';
    const values: Record<string, string> = action === 'move' ? { date_time: fields.date_time ?? '' } : {};
    const { language } = splitLanguagePath(request.url, await getSiteLanguages(options.db));
    let answer: { statusCode: number; body: string } = { statusCode: 400, body: JSON.stringify({ message: messagesFor(language).booking.manageFailed }) };
    if (action) {
      answer = await app.inject({
        method: 'POST',
        url: `/api/admin/appointments/${action}`,
        payload: { token, ...values, ...(language === defaultLanguage ? {} : { lang: language }) },
        remoteAddress: request.ip,
      });
    }
    if (answer.statusCode === 200 || answer.statusCode === 201) {
      const done = action === 'move' ? 'moved' : 'cancelled';
      return reply.headers(confirmationHeaders).redirect(`${page}?token=${encodeURIComponent(token)}&done=${done}`, 303);
    }
    const formPost = { ...postResult('appointment', values, answer.statusCode, answer.body), form: manageFormKey } satisfies FormPostResult;
    const url = `${page}?token=${encodeURIComponent(token)}${action === 'move' ? '&step=move' : action === 'cancel' ? '&step=cancel' : ''}`;
    const result = await render(url, { origin: originOf(request), formPost });
    // A server's failure is the page with its message, never a 500 of ours.
    return sendOnce(request, reply, answer.statusCode >= 500 ? 503 : answer.statusCode, result.html, confirmationHeaders);
  };
}

/** The urlencoded body as text fields (a repeated name keeps its first value). */
function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

function postResult(form: FormPostResult['form'], values: Record<string, string>, status: number, body: string): FormPostResult {
  let parsed: { message?: unknown; errors?: unknown; data?: { reference?: unknown; appointment?: BookedAppointment } } | null;
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    parsed = null;
  }
  if (status === 201) {
    const reference = parsed?.data?.reference;
    const appointment = parsed?.data?.appointment;
    return { form, sent: true, values: {}, errors: {}, ...(typeof reference === 'string' ? { reference } : {}), ...(appointment && typeof appointment === 'object' ? { appointment } : {}) };
  }
  const { website: _honeypot, ...shown } = values;
  const errors = status === 400 && parsed?.errors && typeof parsed.errors === 'object' ? (parsed.errors as Record<string, string>) : {};
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : body;
  // The limits' refusal is written for the patient (what happened, the hospital's phone): shown as it is.
  if (status === 429) return { form, sent: false, values: shown, errors, message };
  return {
    form,
    sent: false,
    values: shown,
    errors,
    ...(status === 400 && Object.keys(errors).length ? {} : { message: `Server error: ${status} - ${message}` }),
  };
}

/** A query value decoded; one with a broken %-escape stays as it came (and is then refused as no preview). */
const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Waits for `work` to end (however it ends), or for `ms`, whichever comes first. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
