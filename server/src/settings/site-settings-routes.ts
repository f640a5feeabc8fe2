// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { recordSchema } from '@hospital/content/validation';
import { documentationOnlyValidator, jsonSchemaOf } from '../lib/json-schema';
import { saveDirectly } from '../publishing/publishing-operations';
import { workflowOptions } from '../publishing/publishing-routes';
import { imageSizesIn } from '../media/image-sizes';
import { getSiteSettings, publicSiteSettings, siteSettingsKey, siteSettingsUpdatedAt } from './site-settings-operations';

export interface SiteSettingsRoutesOptions {
  config: Config;
  db: Db;
}

/** `GET site-settings`: the website's settings (all but the private ones). */
export async function siteSettingsPublicRoutes(app: FastifyInstance, options: SiteSettingsRoutesOptions): Promise<void> {
  const { db } = options;
  app.get('/site-settings', { schema: { tags: ['site settings'], summary: 'The site settings (all but the staff notification addresses), with the sizes of the logos (imageSizes)', security: [] } }, async () =>
    publicSiteSettingsAnswer(db),
  );
}

/** `GET site-settings` as the website reads it, with the sizes of the images it names (the logos). */
export async function publicSiteSettingsAnswer(db: Db) {
  const data = publicSiteSettings(await getSiteSettings(db));
  const imageSizes = await imageSizesIn(db, data);
  return { data, message: 'Site settings', ...(Object.keys(imageSizes).length > 0 ? { imageSizes } : {}) };
}

export async function siteSettingsAdminRoutes(app: FastifyInstance, options: SiteSettingsRoutesOptions): Promise<void> {
  const { db } = options;
  // The schema documents the API; the body is checked with the declaration's rules.
  app.setValidatorCompiler(documentationOnlyValidator);
  app.get('/site-settings/admin', { config: { permission: 'settings.manage' }, schema: { tags: ['site settings'], summary: 'The site settings and when they were last saved' } }, async () => ({
    data: await getSiteSettings(db),
    updatedAt: await siteSettingsUpdatedAt(db),
  }));

  app.put(
    '/site-settings',
    { config: { permission: 'settings.manage', activity: 'settings_change' }, schema: { tags: ['site settings'], summary: 'Replace the site settings and publish them at once (a waiting draft is replaced); with version, 409 EDIT_CONFLICT when they changed since', body: jsonSchemaOf(recordSchema(siteSettings)) } },
    async (request) => {
      await saveDirectly(db, siteSettingsKey, siteSettingsKey, request.body, true, workflowOptions(request, options.config));
      return { data: await getSiteSettings(db), message: 'Settings saved' };
    },
  );
}
