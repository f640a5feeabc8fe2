import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import '../auth/auth-types';
import { registerErrorHandler } from '../errors/error-handler';
import { dashboardRoutes } from '../dashboard/dashboard-routes';
import { formAdminRoutes, formPublicRoutes } from '../forms/form-routes';
import { menuAdminRoutes, menuPublicRoutes } from '../menus/menu-routes';
import { siteSettingsAdminRoutes, siteSettingsPublicRoutes } from '../settings/site-settings-routes';
import { mediaRoutes } from './media-routes';
import { uploadsRoutes } from './uploads-routes';

/**
 * For tests: the media, menu, settings, form and dashboard routes on a bare Fastify as the API
 * mounts them (/api/admin, the admin scope trusting a fixed administrator instead of a token),
 * with the app's error handler and /uploads at the root.
 */
export async function buildTestApp(db: Db, config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  registerErrorHandler(app);
  await app.register(uploadsRoutes, { config });
  await app.register(
    async (api) => {
      await api.register(siteSettingsPublicRoutes, { config, db });
      await api.register(menuPublicRoutes, { config, db });
      await api.register(formPublicRoutes, { config, db });
      await api.register(async (admin) => {
        admin.decorateRequest('admin', null as unknown as never);
        admin.addHook('onRequest', async (request) => {
          request.admin = { id: 'test-admin', name: 'Test', email: 'test@hospital.test' };
        });
        for (const plugin of [siteSettingsAdminRoutes, menuAdminRoutes, formAdminRoutes, mediaRoutes, dashboardRoutes]) {
          await admin.register(plugin, { config, db });
        }
      });
    },
    { prefix: '/api/admin' },
  );
  await app.ready();
  return app;
}
