import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { localizedShape, recordBodySchema, translationsAnswerSchema } from '../content/record-schemas';
import { localizeRecord } from '@hospital/content/i18n/localize';
import { translationsKey } from '@hospital/content/i18n/translations';
import { refusals } from '../lib/route-schemas';
import { saveDirectly } from '../publishing/publishing-operations';
import { workflowOptions } from '../publishing/publishing-routes';
import { uploadHashesIn } from '../media/focal-points';
import { imageSizesOf, imageSizesSchema } from '../media/image-sizes';
import { defaultLanguage, languageInfo, siteLanguages } from '@hospital/content/i18n/languages';
import { getSiteSettingsRecord, languageQuery, languagesField, visitorLanguage, publicSiteSettings, publicTextFields, rowFields, siteSettingsKey, siteSettingsUpdatedAt, textFields } from './site-settings-operations';

export interface SiteSettingsRoutesOptions {
  config: Config;
  db: Db;
}

/** The settings as the API answers them: every declared text field as text ('' when not set). */
const settingsSchema = (fields: readonly string[]) => z.object(Object.fromEntries(fields.map((name) => [name, z.string()])));
/** The studio's copy: every field, the languages as codes. */
const allSettings: z.ZodType<Record<string, unknown>> = settingsSchema(textFields.map((f) => f.name)).extend({
  [languagesField]: z.array(z.string()).describe("The site's languages besides the default (English), by code"),
  ...Object.fromEntries(rowFields.map((field) => [field.name, z.array(z.record(z.string(), z.unknown())).describe(field.help ?? field.label)])),
  translations: translationsAnswerSchema,
});
const websiteSettings = settingsSchema(publicTextFields).extend(localizedShape);

/** The site's languages for the website's language switch: the default first, each with its names. */
const siteLanguagesSchema = z
  .array(z.object({ code: z.string(), name: z.string().describe('In the language itself'), englishName: z.string(), locale: z.string().describe('The Intl locale of dates and numbers') }))
  .describe("The site's languages, the default (English) first");

/** `GET site-settings`: the website's settings (all but the private ones). */
export async function siteSettingsPublicRoutes(fastify: FastifyInstance, options: SiteSettingsRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/site-settings',
    {
      schema: {
        tags: ['site settings'],
        summary: "The site settings (all but the staff notification addresses), with the sizes of the logos (imageSizes) and the site's languages",
        security: [],
        querystring: z.object(languageQuery),
        response: { 200: z.object({ data: websiteSettings, message: z.string(), imageSizes: imageSizesSchema.optional(), languages: siteLanguagesSchema }), ...refusals(400) },
      },
    },
    async (request) => publicSiteSettingsAnswer(db, request.query.lang),
  );
}

/** `GET site-settings` as the website reads it, with the sizes of the images it names (the logos) and the site's languages. */
export async function publicSiteSettingsAnswer(db: Db, lang?: string) {
  const language = await visitorLanguage(db, lang);
  const record = await getSiteSettingsRecord(db);
  const texts = publicSiteSettings(record);
  const data = language === defaultLanguage ? texts : localizeRecord(siteSettings, { ...texts, [translationsKey]: record[translationsKey] }, language);
  const imageSizes = await imageSizesOf(db, uploadHashesIn(data));
  const languages = siteLanguages(record[languagesField]).map((code) => ({ code, ...languageInfo(code) }));
  return { data, message: 'Site settings', ...(Object.keys(imageSizes).length > 0 ? { imageSizes } : {}), languages };
}

export async function siteSettingsAdminRoutes(fastify: FastifyInstance, options: SiteSettingsRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/site-settings/admin',
    {
      config: { permission: 'settings.manage' },
      schema: { tags: ['site settings'], summary: 'The site settings and when they were last saved', response: { 200: z.object({ data: allSettings, updatedAt: z.string().nullable() }) } },
    },
    async () => ({
      data: await getSiteSettingsRecord(db),
      updatedAt: await siteSettingsUpdatedAt(db),
    }),
  );

  app.put(
    '/site-settings',
    {
      config: { permission: 'settings.manage', activity: 'settings_change' },
      schema: {
        tags: ['site settings'],
        summary: 'Replace the site settings and publish them at once (a waiting draft is replaced); with version, 409 EDIT_CONFLICT when they changed since',
        body: recordBodySchema(siteSettings, 'replace'),
        response: { 200: z.object({ data: allSettings, message: z.string() }), ...refusals(400, 409) },
      },
    },
    async (request) => {
      await saveDirectly(db, siteSettingsKey, siteSettingsKey, request.body, true, workflowOptions(request, options.config));
      return { data: await getSiteSettingsRecord(db), message: 'Settings saved' };
    },
  );
}
