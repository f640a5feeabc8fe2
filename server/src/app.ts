import { IncomingMessage } from 'node:http';
import { requestForLog } from './lib/request-log';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Db } from './db/database';
import { registerErrorHandler } from './errors/error-handler';
import { registerInputGuard } from './lib/input-guard';
import { apiSecurityHeaderValues } from './lib/security-headers';
import { healthRoutes } from './health/health-routes';
import { uploadsRoutes } from './media/uploads-routes';
import { apiRoutes } from './api/api-routes';
import { ContentEvents, type ContentChange } from './api/content-events';
import { startChangeFanout } from './cluster/change-fanout';
import { sharedRateLimit } from './cluster/shared-rate-limit';
import { FairShare } from './lib/fair-share';
import { registerDocs } from './docs/docs-routes';
import { webRoutes } from './web/web-routes';
import { RedirectTable } from './redirects/redirect-table';
import { WordpressQueryRedirects } from './wordpress/wordpress-query-redirects';
import { previewOf, studioPreviewOf, verifyPreviewToken } from './publishing/preview';
import { FrontDoor } from './lib/front-door';
import { requestIdFor } from './lib/request-id';
import { AppMetrics, requestKinds, type RequestKind } from './lib/metrics';
import { metricsPathDocument, metricsRoutes } from './metrics/metrics-routes';
import type { Readiness } from './health/readiness';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Serve the built web app (public pages, admin, assets). Off for API-only tests. */
  web?: boolean;
  /** Pino logger options; `false` silences the app (tests). */
  logger?: boolean | { level: string };
  /** Sign-in attempts per minute from one address; by default the configuration's (`SIGN_IN_LIMIT`). */
  loginRateLimit?: number;
  /** Called for every route as it is added (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** What /readyz waits for (`npm start` marks the start-up steps); without it, ready once the database answers. */
  readiness?: Readiness;
  /** The most addresses one sitemap file lists before /sitemap.xml becomes an index (50,000); lowered by tests. */
  sitemapMaxUrls?: number;
}

const kindIndex = Object.fromEntries(requestKinds.map((kind, i) => [kind, i])) as Record<RequestKind, number>;

/** A request's kind for the metrics, by its path (a cached page served by the route says so itself). */
function requestKind(request: FastifyRequest): number {
  const url = request.url;
  if (url.startsWith('/api/')) return kindIndex.api;
  if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return kindIndex.studio;
  if (url.startsWith('/uploads/')) return kindIndex.upload;
  if (request.fromPageCache) return kindIndex.cached_page;
  // The catch-all public page route (a page rendered for this request, or a 404 page).
  if (request.method === 'GET' && request.routeOptions.url === '/*') return kindIndex.rendered_page;
  return kindIndex.other;
}

/** Builds the app in layers: core (logging, errors) → API → web. Does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const frontDoor = new FrontDoor();
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger:
      options.logger === false
        ? false
        : {
            level: typeof options.logger === 'object' ? options.logger.level : config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Fastify's own request fields, without a manage link's token (lib/request-log.ts).
            serializers: { req: requestForLog },
          },
    trustProxy: config.trustProxy ?? false,
    // genReqId reads X-Request-Id itself, so a caller's value is used only when it is a plain token.
    requestIdHeader: false,
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    forceCloseConnections: 'idle',
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Every answer is what its content type says, whatever a browser would guess; the API's, its
    // 404s included, are data that nothing may frame or run.
    if (request.url.startsWith('/api/')) reply.headers(apiSecurityHeaderValues);
    else reply.header('x-content-type-options', 'nosniff');
    // `//host/…` and `/\host/…` read as another host to URL parsers and browsers: never ours.
    if (/^\/[/\\]/.test(request.url)) return reply.callNotFound();
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // An answer that sets a cookie is one person's: no cache may keep it, whatever its route said (issue 49).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // Counted only while /metrics is open (METRICS_TOKEN or METRICS_ALLOW): off, no request pays for it.
  const metrics = config.metricsToken || config.metricsAllow.length > 0 ? new AppMetrics() : undefined;
  app.decorate('metrics', metrics);
  app.decorateRequest('fromPageCache', false);
  if (metrics) {
    db.timeQueries((ms) => metrics.querySeconds.observe(ms / 1000));
    app.addHook('onResponse', async (request, reply) => {
      const seconds = reply.elapsedTime / 1000;
      const route = request.routeOptions.url;
      if (route === '/api/admin/search') metrics.searchSeconds.observe(seconds);
      if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ limit: route?.startsWith('/api/admin/login') ? 'sign_in' : 'form' });
      else if (reply.statusCode === 401 && request.method === 'POST' && route?.startsWith('/api/admin/login')) metrics.signInFailures.inc();
      // The reads the page renderer and the no-JavaScript form posts make in-process (app.inject)
      // are not visitors' requests: counted in the search and sign-in figures, not as requests.
      if (!(request.raw instanceof IncomingMessage)) return;
      metrics.requests.record(requestKind(request), reply.statusCode, seconds);
    });
  }

  // Every route's schemas are zod (see lib/route-schemas.ts): requests checked, answers serialised through them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const contentEvents = new ContentEvents();
  app.decorate('contentEvents', contentEvents);
  // With PostgreSQL, a change made through any server process reaches every process's pages.
  const fanout = await startChangeFanout(db, contentEvents, (error) => app.log.warn({ err: error }, 'a content change was not sent to the other processes'));
  const rateLimits = await sharedRateLimit(db, config.redisUrl, (error) => app.log.warn({ err: error }, 'Redis (REDIS_URL) cannot be reached: rate limits are not counted until it is back'));
  app.addHook('onClose', async () => {
    await fanout.stop();
    await rateLimits.close();
  });
  // One fair share of searches per address, for the API's search and the search page alike.
  const searchFairShare = new FairShare(config.searchLimits);
  await registerDocs(app, { paths: { '/metrics': metricsPathDocument } });
  await app.register(healthRoutes, { db, readiness: options.readiness });
  if (metrics) await app.register(metricsRoutes, { config, db, metrics });
  await app.register(uploadsRoutes, { config });
  await app.register(apiRoutes, {
    prefix: '/api/admin',
    config,
    db,
    rateLimitOptions: rateLimits.options,
    loginRateLimit: options.loginRateLimit ?? config.signInLimit,
    searchFairShare,
  });
  if (options.web) {
    // Redirects answer before the page cache, from memory, reloaded after every content change of any process.
    const redirects = new RedirectTable(db, (error, what) => app.log.error({ err: error }, what));
    await redirects.reload();
    contentEvents.on('change', (change?: ContentChange) => void redirects.reload({ whole: change?.unknown === true }));
    redirects.start();
    // WordPress's query addresses (`/?p=12`) of an imported site, which no path rule can name.
    const wordpressQueries = new WordpressQueryRedirects(db, (error) => app.log.error({ err: error }, 'WordPress query address'));
    await wordpressQueries.reload();
    contentEvents.on('change', () => void wordpressQueries.reload());
    frontDoor.useFirst((request, response) => redirects.answer(request, response) || wordpressQueries.answer(request, response));
    app.addHook('onClose', async () => redirects.stop());
    await app.register(webRoutes, {
      db,
      distDir: config.webDistDir,
      publicUrl: config.publicUrl,
      trustProxy: Boolean(config.trustProxy),
      frontDoor,
      metrics,
      cachedPageLog: config.cachedPageLog,
      renderThreads: config.renderThreads,
      warmPages: config.warmPages,
      ...(options.sitemapMaxUrls ? { sitemapMaxUrls: options.sitemapMaxUrls } : {}),
      searchFairShare,
      edge: config.edge,
      preview: async (token) => previewOf(db, await verifyPreviewToken(db, token)),
      studioPreview: (sessionToken, subject) => studioPreviewOf(db, sessionToken, subject, { sessionMaxAgeMs: config.sessionMaxAgeMs }),
    });
  }
  return app;
}
