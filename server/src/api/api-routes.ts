import compress from '@fastify/compress';
import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FairShare } from '../lib/fair-share';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { requirePermissions } from '../access/access-hook';
import { logAdminActivity } from '../activity/activity-hook';
import { activityRoutes } from '../activity/activity-routes';
import { appointmentDeskRoutes } from '../appointments/desk/day-routes';
import { appointmentPublicRoutes } from '../appointments/appointment-routes';
import { passwordLinkRoutes, userAdminRoutes } from '../users/user-routes';
import { requireAdmin } from '../auth/auth-hook';
import { loginRoutes, sessionRoutes } from '../auth/auth-routes';
import { contentAdminRoutes, contentPublicRoutes } from '../content/content-routes';
import { narrowDoctors } from '../find-a-doctor/doctor-window';
import { dashboardRoutes } from '../dashboard/dashboard-routes';
import { notificationRoutes } from '../notifications/notification-routes';
import { formAdminRoutes, formPublicRoutes } from '../forms/form-routes';
import { linkRoutes } from '../links/link-routes';
import { mediaRoutes } from '../media/media-routes';
import { menuAdminRoutes, menuPublicRoutes } from '../menus/menu-routes';
import { profileRoutes } from '../profile/profile-routes';
import { redirectAdminRoutes } from '../redirects/redirect-routes';
import { publishingRoutes } from '../publishing/publishing-routes';
import { reviewRoutes } from '../publishing/review-routes';
import { reviewCycleRoutes } from '../review-cycles/review-cycle-routes';
import { searchAdminRoutes, searchPublicRoutes } from '../search/search-routes';
import { siteSettingsAdminRoutes, siteSettingsPublicRoutes } from '../settings/site-settings-routes';
import { systemRoutes } from '../system/system-routes';
import { translationRoutes } from '../translations/translation-routes';
import { wordpressImportRoutes } from '../wordpress/wordpress-import-routes';
import './content-events';

export interface ApiOptions {
  config: Config;
  db: Db;
  /** Sign-in attempts per minute from one address (default 20). */
  loginRateLimit?: number;
  /** Where the rate limits count (shared by every server process; see `cluster/shared-rate-limit.ts`). */
  rateLimitOptions?: FastifyRateLimitOptions;
  /** Each address's fair share of site searches (shared with the search page). */
  searchFairShare?: FairShare;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * States in /api/docs, for every route a scope adds, what the scope's hooks enforce: the bearer
 * token in the admin scope, nothing in the public one. Said once here rather than in each route,
 * where 18 admin operations had left it off.
 */
function documentSecurity(scope: FastifyInstance, security: Record<string, string[]>[]): void {
  scope.addHook('onRoute', (route) => {
    route.schema = route.schema ?? {};
    (route.schema as { security?: unknown }).security = security;
  });
}

/**
 * The JSON API under /api/admin, in two scopes: the public one (the website's reads, the four
 * forms, sign-in) and the admin one, where an onRequest hook answers 401 to any request without
 * a valid session before a route of it runs.
 */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { config, db } = options;
  // JSON answers of 1 KB and more go out compressed when the caller takes it (the website's lists
  // are tens of KB). Compressed request bodies are not accepted: nothing of ours sends them.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(rateLimit, { ...options.rateLimitOptions, global: false });

  // Any write through the API may have taken or freed a slot (a booking, a patient's cancel or
  // move, the desk's blocks and changes): the website's kept slot answers are read again
  // (web/public-data.ts), and only the pages whose free slots changed are rendered again (issue 47).
  app.addHook('onResponse', async (request, reply) => {
    if (readMethods.has(request.method) || reply.statusCode >= 400) return;
    app.contentEvents?.emit('slots');
  });

  await app.register(async function publicScope(scope) {
    documentSecurity(scope, []);
    await scope.register(loginRoutes, { db, loginRateLimit: options.loginRateLimit ?? 20 });
    await scope.register(contentPublicRoutes, { db, narrow: (type, window, language) => narrowDoctors(db, type, window, language) });
    await scope.register(siteSettingsPublicRoutes, { config, db });
    await scope.register(menuPublicRoutes, { config, db });
    await scope.register(formPublicRoutes, { config, db });
    await scope.register(appointmentPublicRoutes, { config, db });
    await scope.register(searchPublicRoutes, { db, fairShare: options.searchFairShare });
    await scope.register(passwordLinkRoutes, { db });
  });

  await app.register(async function adminScope(scope) {
    // Admin answers hold private data (patient requests, staff, drafts): never kept by a browser or proxy.
    scope.addHook('onSend', async (_request, reply) => {
      // One that sets a cookie says so to every cache, as any other answer does (app.ts).
      reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-store' : 'no-store');
    });
    requireAdmin(scope, db, config.sessionMaxAgeMs);
    requirePermissions(scope, db);
    logAdminActivity(scope, db);
    documentSecurity(scope, [{ bearerAuth: [] }]);
    const events = app.contentEvents;
    scope.addHook('onResponse', async (request, reply) => {
      if (readMethods.has(request.method) || reply.statusCode >= 400) return;
      if (request.routeOptions.config.contentChange === false) return;
      events.emit('change', { method: request.method, url: request.url });
    });
    await scope.register(sessionRoutes, { db });
    await scope.register(contentAdminRoutes, { config, db });
    await scope.register(publishingRoutes, { config, db });
    await scope.register(reviewRoutes, { config, db });
    await scope.register(siteSettingsAdminRoutes, { config, db });
    await scope.register(menuAdminRoutes, { config, db });
    await scope.register(formAdminRoutes, { config, db });
    await scope.register(appointmentDeskRoutes, { db });
    await scope.register(mediaRoutes, { config, db });
    await scope.register(profileRoutes, { config, db });
    await scope.register(dashboardRoutes, { config, db });
    await scope.register(notificationRoutes, { db });
    await scope.register(searchAdminRoutes, { db });
    await scope.register(activityRoutes, { db });
    await scope.register(userAdminRoutes, { config, db });
    await scope.register(systemRoutes, { config, db });
    await scope.register(translationRoutes, { db });
    await scope.register(redirectAdminRoutes, { db });
    await scope.register(wordpressImportRoutes, { config, db });
    await scope.register(linkRoutes, { db });
    await scope.register(reviewCycleRoutes, { db });
  });
}
