import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { pathToFileURL } from 'node:url';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formByKey } from '@hospital/content/forms/index';
import type { ApiLoader, FormPostResult, Render, RenderResult } from '../../../web/src/public/render-contract';
import type { FrontDoor } from '../lib/front-door';
import { requestIdFor } from '../lib/request-id';
import { PageCache, compressPage, etagMatches, pageBody, pageCacheKey, pickEncoding, type CachedPage } from './page-cache';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap';
import { linkedFiles, preloadTags, readManifest } from './preload';
import { adminSecurityHeaderValues, htmlSecurityHeaderValues } from '../lib/security-headers';

export interface WebOptions {
  /** web/dist: client/ (browser files) and server/entry-server.js (the renderer). */
  distDir: string;
  publicUrl: string | undefined;
  /** Whether X-Forwarded-* headers are believed (then a page's origin is Fastify's to work out). */
  trustProxy?: boolean;
  /** Where cached pages are answered before Fastify routes the request (see `FrontDoor`). */
  frontDoor?: FrontDoor;
  /** Pages kept rendered in memory (least recently used dropped first). */
  cacheEntries?: number;
  /**
   * Opens a preview link's token (server/src/publishing/preview): the page it shows and how its
   * draft changes the API answers; rejects with a 404 or 410 HttpError when refused.
   */
  preview?: (token: string) => Promise<PagePreview>;
}

export interface PagePreview {
  path: string;
  patch(apiPath: string, body: unknown): Promise<unknown>;
}

/** Thrown by the API loader when the API answers an error, so the renderer can show its error state. */
export class ApiLoadError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

/** Paths that belong to other parts of the server: never a public page. */
const reservedPrefixes = ['/api/', '/uploads/', '/assets/', '/static/'];
const isReserved = (url: string) => url === '/api' || reservedPrefixes.some((p) => url.startsWith(p));

const formBodyLimit = 64 * 1024;

/**
 * Pages that read their query string, rendered for each visit and never cached: the site search's
 * results, and a page opened from a booking link (`?department=…&doctor=…`), whose appointment form
 * starts with that doctor chosen, also without JavaScript. Every other page ignores its query.
 */
const isSearchPage = (url: string) => url === '/search' || url.startsWith('/search?') || url.startsWith('/search/?');
const hasBookingChoice = (url: string) => /[?&](department|doctor)=/.test(url);
/** A preview (`?preview={token}`): the draft of one record, for whoever holds the link. */
const previewToken = (url: string): string | undefined => /[?&]preview=([^&#]*)/.exec(url)?.[1];
const rendersPerVisit = (url: string) => isSearchPage(url) || hasBookingChoice(url) || previewToken(url) !== undefined;

/**
 * Serves the built web app: hashed assets (immutable), /version.txt, /robots.txt, /sitemap.xml,
 * the admin app under /admin, and every other GET as a server-rendered public page, cached in
 * memory per URL (with gzip and brotli forms and an ETag) until any content changes. A POST of a
 * public form to a page path (no JavaScript) is sent on to the form API and answered with the
 * page showing the thank-you view or the form with its errors.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const indexTemplate = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const adminHtml = fs.readFileSync(path.join(clientDir, 'admin.html'), 'utf8');
  const versionFile = path.join(options.distDir, 'version.txt');
  const rendererPath = path.join(options.distDir, 'server', 'entry-server.js');
  const { render } = (await import(pathToFileURL(rendererPath).href)) as { render: Render };
  const manifest = readManifest(clientDir);
  const entryFiles = linkedFiles(indexTemplate);

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
    reply.headers(adminSecurityHeaderValues).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(adminHtml);
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);

  // Public pages: the renderer reads the same JSON the browser would, through the API in-process.
  const load: ApiLoader = async (apiPath) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/${apiPath}` });
    let body: unknown = null;
    try {
      body = response.body ? JSON.parse(response.body) : null;
    } catch {
      body = response.body;
    }
    if (response.statusCode >= 400) throw new ApiLoadError(response.statusCode, body);
    return body;
  };

  const originOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  const pageHtml = (result: RenderResult) => {
    const preload = preloadTags(manifest, result.modules ?? [], entryFiles);
    return indexTemplate
      .replace('</head>', () => `  ${preload.styles}\n  </head>`)
      .replace('<!--app-head-->', () => `${result.head}\n    ${preload.scripts}`)
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-data-->', () => embedData(result.data));
  };

  const cache = new PageCache(options.cacheEntries ?? 500);
  let sitemap: { origin: string; xml: string } | null = null;
  app.contentEvents?.on('change', () => {
    cache.clear();
    sitemap = null;
  });

  /** One render per URL at a time: concurrent first visits share it. */
  const rendering = new Map<string, Promise<CachedPage>>();
  const renderCached = (key: string, url: string, origin: string): Promise<CachedPage> => {
    const running = rendering.get(key);
    if (running) return running;
    const generation = cache.begin();
    const promise = render(url, load, { origin })
      .then((result) => {
        const page = compressPage(result.status, pageHtml(result));
        // A failed load (503) is not kept: the next visitor gets a fresh try.
        if (result.status === 200 || result.status === 404) cache.set(key, page, generation);
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, promise);
    return promise;
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.headers(page.headers.notModified).status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    return reply.headers(page.headers[encoding]).status(page.status).send(pageBody(page, encoding));
  };

  /**
   * A GET of a page already in the cache, answered before Fastify routes it: the same status,
   * headers and bytes `sendPage` would send. Only URLs the catch-all route rendered are ever in the
   * cache, so nothing another route owns is answered here. Behind a trusted proxy without
   * PUBLIC_URL the origin comes from X-Forwarded-* headers, which Fastify works out: no fast path.
   */
  const fastOrigin = options.publicUrl ?? (options.trustProxy ? null : undefined);
  const logRequests = ['trace', 'debug', 'info'].includes(app.log.level);
  const serveCachedPage = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || fastOrigin === null || rendersPerVisit(request.url ?? '')) return false;
    const origin = fastOrigin ?? `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${request.headers.host ?? ''}`;
    const page = cache.get(pageCacheKey(origin, request.url ?? ''));
    if (!page) return false;
    const requestId = requestIdFor(request.headers['x-request-id']);
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
      response.writeHead(304, { 'x-request-id': requestId, ...page.headers.notModified });
      response.end();
    } else {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const body = pageBody(page, encoding);
      response.writeHead(page.status, { 'x-request-id': requestId, ...page.headers[encoding], 'content-length': body.length });
      response.end(body);
    }
    if (logRequests) app.log.info({ reqId: requestId, req: { method: 'GET', url: request.url }, res: { statusCode: response.statusCode } }, 'cached page sent');
    return true;
  };
  options.frontDoor?.use(serveCachedPage);
  // While closing, Fastify answers new requests itself and lets kept-alive connections go.
  app.addHook('preClose', async () => options.frontDoor?.use(null));

  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!sitemap || sitemap.origin !== origin) sitemap = { origin, xml: sitemapXml(origin, await sitemapUrls(load)) };
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap.xml);
  });

  /** A preview is never cached anywhere, never indexed, and its address (the token) never sent on as a referrer. */
  const previewHeaders = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
  const refusedPreview = (reply: FastifyReply, error: unknown) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status !== 404 && status !== 410) throw error;
    const message = escapeHtml((error as Error).message);
    return reply
      .headers({ ...htmlSecurityHeaderValues, ...previewHeaders })
      .status(status)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview unavailable</title></head><body><main><h1>Preview unavailable</h1><p>${message}</p><p><a href="/">Go to the website</a></p></main></body></html>`);
  };

  // A shared link: checked here, then the page it shows, at its own address so the browser's router agrees.
  app.get('/preview/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!options.preview) return reply.callNotFound();
    try {
      const preview = await options.preview(token);
      return reply.headers(previewHeaders).redirect(`${preview.path}?preview=${encodeURIComponent(token)}`, 303);
    } catch (error) {
      return refusedPreview(reply, error);
    }
  });

  app.get('/*', async (request, reply) => {
    if (isReserved(request.url)) return reply.callNotFound();
    const origin = originOf(request);
    const token = previewToken(request.url);
    if (token !== undefined && options.preview) {
      let preview: PagePreview;
      try {
        preview = await options.preview(decodeURIComponent(token));
      } catch (error) {
        return refusedPreview(reply, error);
      }
      const previewLoad: ApiLoader = async (apiPath) => preview.patch(apiPath, await load(apiPath));
      const result = await render(request.url, previewLoad, { origin });
      const html = pageHtml(result).replace(/<meta name="robots" content="[^"]*"/, '<meta name="robots" content="noindex,nofollow"');
      return sendPage(request, reply.headers(previewHeaders), compressPage(result.status, html, 'no-store'));
    }
    if (rendersPerVisit(request.url)) {
      const result = await render(request.url, load, { origin });
      return sendPage(request, reply, compressPage(result.status, pageHtml(result), 'no-store'));
    }
    const key = pageCacheKey(origin, request.url);
    const page = cache.get(key) ?? (await renderCached(key, request.url, origin));
    return sendPage(request, reply, page);
  });

  app.post('/*', { bodyLimit: formBodyLimit }, async (request, reply) => {
    if (isReserved(request.url) || request.url === '/admin' || request.url.startsWith('/admin/')) return reply.callNotFound();
    const fields = formFields(request.body);
    const form = formByKey(fields._form ?? '');
    if (!form) {
      return reply.status(400).type('text/plain; charset=utf-8').send('Unknown form: the page expects one of its own forms.');
    }
    const { _form: _formKey, ...values } = fields;
    // The form API checks, rate-limits and stores it, and records the caller's address itself.
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/${form.path}`,
      payload: { ...values, submit_ip: 'Unknown' },
      remoteAddress: request.ip,
    });
    const formPost = postResult(form.key, values, answer.statusCode, answer.body);
    const result = await render(request.url, load, { origin: originOf(request), formPost });
    const page = compressPage(answer.statusCode === 201 ? result.status : answer.statusCode, pageHtml(result), 'no-store');
    return sendPage(request, reply, page);
  });
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
  let parsed: { message?: unknown; errors?: unknown; data?: { reference?: unknown } } | null;
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    parsed = null;
  }
  if (status === 201) {
    const reference = parsed?.data?.reference;
    return { form, sent: true, values: {}, errors: {}, ...(typeof reference === 'string' ? { reference } : {}) };
  }
  const { website: _honeypot, ...shown } = values;
  const errors = status === 400 && parsed?.errors && typeof parsed.errors === 'object' ? (parsed.errors as Record<string, string>) : {};
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : body;
  return {
    form,
    sent: false,
    values: shown,
    errors,
    ...(status === 400 && Object.keys(errors).length ? {} : { message: `Server error: ${status} - ${message}` }),
  };
}

/** JSON inside a script element, safe against `</script>` and comment tricks in content. */
export function embedData(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="__DATA__" type="application/json">${json}</script>`;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
