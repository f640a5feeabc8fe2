import crypto from 'node:crypto';
import { publicPath } from '@hospital/content/public-path';
import { contentTypeByKey } from '@hospital/content/registry';
import { pageTemplates } from '@hospital/content/templates/index';
import { menuLocations } from '@hospital/content/types/menus/index';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { defaultLanguage, languagePath } from '@hospital/content/i18n/languages';
import { localizeRecord } from '@hospital/content/i18n/localize';
import { translationsKey } from '@hospital/content/i18n/translations';
import { mayReadRecord } from '../access/department-reach';
import { authenticate } from '../auth/auth-operations';
import { listActiveWithOverlay } from '../content/content-operations';
import type { Db } from '../db/database';
import type { PreviewLinkRow } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../errors/http-errors';
import { z } from 'zod';
import { isId, newId } from '../lib/ids';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { toPublicNav, type MenuItem } from '../menus/menu-operations';
import { publicSiteSettings, siteSettingsKey, visitorLanguage, type SiteSettings } from '../settings/site-settings-operations';
import { workingCopy, type Actor } from './publishing-operations';
import { subjectOf } from './subjects';
import type { PreviewLink } from '@hospital/content/wire/workflow';

/**
 * Preview: the public page rendered by the same server renderer with one record's draft in place
 * of its live version. Opened through a link whose token is signed (HMAC-SHA256 with a secret the
 * server keeps in its database), expires (default 7 days) and is revocable (its row). The page is
 * never cached, marked noindex and sent without a referrer; the sitemap never sees it.
 *
 * The studio's own Preview is no link at all: it opens the page at `?studio-preview={type}/{id}`,
 * rendered only for a signed-in person's session who may read the record (`studioPreviewOf`), so
 * the only address that works signed out is a shared one, listed and revocable.
 */

export const defaultShareDays = 7;
export const maxShareDays = 30;

/** How long a shared preview link works, as its route declares it and `createPreviewLink` reads it. */
export const shareDaysSchema = z
  .number({ error: `From 1 to ${maxShareDays} days.` })
  .int({ error: `From 1 to ${maxShareDays} days.` })
  .min(1, { error: `From 1 to ${maxShareDays} days.` })
  .max(maxShareDays, { error: `From 1 to ${maxShareDays} days.` })
  .optional()
  .describe(`Days the link works: 1 to ${maxShareDays}`);

const refusalCodes = { 401: 'PREVIEW_SIGN_IN', 403: 'PREVIEW_FORBIDDEN', 404: 'PREVIEW_NOT_FOUND', 410: 'PREVIEW_EXPIRED' } as const;

export class PreviewRefused extends HttpError {
  constructor(status: keyof typeof refusalCodes, message: string) {
    super(status, refusalCodes[status], message);
  }
}


const secretKey = 'preview-link-secret';

/** The signing secret: made once, kept in the settings table, the same for every server process. */
async function signingSecret(db: Db): Promise<Buffer> {
  const read = () => db.kysely.selectFrom('settings').select('value').where('key', '=', secretKey).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db.kysely
      .insertInto('settings')
      .values({ key: secretKey, value: crypto.randomBytes(32).toString('hex'), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    row = await read();
  }
  return Buffer.from(row?.value ?? '', 'hex');
}

const sign = (secret: Buffer, payload: string): string => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

const linkOf = (row: PreviewLinkRow): PreviewLink => ({
  _id: row.id,
  createdBy: row.created_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

/** Where a record is seen on the website: its own page, else the page whose template lists its type. */
export async function previewPath(db: Db, typeKey: string, fields: Record<string, unknown>): Promise<string> {
  const type = contentTypeByKey(typeKey);
  if (!type || type.kind !== 'collection') return '/';
  if (type.key === 'pages') return fields.pageRoute === 'home' || typeof fields.pageRoute !== 'string' ? '/' : `/${fields.pageRoute}`;
  if (type.publicPage) {
    let departmentSlug: string | null = null;
    const departments = fields.departments;
    const first = Array.isArray(departments) ? departments[0] : departments;
    if (isId(first)) {
      const department = await db.kysely.selectFrom('content_expert_categories').select('slug').where('id', '=', first).executeTakeFirst();
      departmentSlug = department?.slug ?? null;
    }
    const slug = fields.slug;
    const path = publicPath(type, typeof slug === 'string' ? slug : null, { departmentSlug });
    if (path) return path;
  }
  const templates = pageTemplates.filter((t) => t.listings?.includes(type.key)).map((t) => t.id);
  if (type.key === 'banners') templates.unshift('home');
  for (const template of templates) {
    const route = await pageRouteUsing(db, template);
    if (route) return route === 'home' ? '/' : `/${route}`;
  }
  return '/';
}

async function pageRouteUsing(db: Db, template: string): Promise<string | null> {
  const rows = await db.kysely.selectFrom('content_pages').select(['slug', 'data']).where('status', '=', 'active').orderBy('created_at').execute();
  for (const row of rows) {
    try {
      if ((JSON.parse(row.data) as { template?: unknown }).template === template) return row.slug;
    } catch {
      continue;
    }
  }
  return null;
}

/** Makes a shared preview link of a record (its draft, else its live version), for `days` (1–30, default 7). */
export async function createPreviewLink(
  db: Db,
  typeKey: string,
  id: string,
  options: { days?: number | undefined; actor?: Actor | null; now?: Date } = {},
): Promise<PreviewLink & { url: string }> {
  const subject = subjectOf(typeKey, id);
  await workingCopy(db, subject.type, subject.id);
  const days = parseInput(z.object({ days: shareDaysSchema }), { days: options.days }, firstFieldMessage).days ?? defaultShareDays;
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + days * 24 * 60 * 60_000);
  const linkId = newId();
  const payload = `${linkId}.${Math.floor(expires.getTime() / 1000)}`;
  const token = `${payload}.${sign(await signingSecret(db), payload)}`;
  await db.kysely
    .insertInto('preview_links')
    .values({
      id: linkId,
      token_hash: hashToken(token),
      type: subject.type,
      record_id: subject.id,
      kind: 'share',
      created_by: options.actor?.name ?? null,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { _id: linkId, createdBy: options.actor?.name ?? null, createdAt: now.toISOString(), expiresAt: expires.toISOString(), revokedAt: null, url: `/preview/${token}` };
}

/** The shared links of a record, newest first (without their tokens). */
export async function listPreviewLinks(db: Db, typeKey: string, id: string): Promise<PreviewLink[]> {
  const subject = subjectOf(typeKey, id);
  const rows = await db.kysely
    .selectFrom('preview_links')
    .selectAll()
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .where('kind', '=', 'share')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(linkOf);
}

export async function revokePreviewLink(db: Db, linkId: string, now = new Date()): Promise<PreviewLink> {
  if (!isId(linkId)) throw new ValidationError(`"${String(linkId).slice(0, 64)}" is not a valid link id.`);
  const row = await db.kysely.selectFrom('preview_links').selectAll().where('id', '=', linkId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such preview link.');
  if (!row.revoked_at) await db.kysely.updateTable('preview_links').set({ revoked_at: now.toISOString() }).where('id', '=', linkId).execute();
  return linkOf({ ...row, revoked_at: row.revoked_at ?? now.toISOString() });
}

/** The link a token names, once its signature, expiry and revocation are checked. */
export async function verifyPreviewToken(db: Db, token: string, now = new Date()): Promise<PreviewLinkRow> {
  const invalid = new PreviewRefused(404, 'This preview link is not valid. Ask for a new one.');
  const match = /^([a-f0-9]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw invalid;
  const [, linkId = '', expiresAt = '', signature = ''] = match;
  const expected = sign(await signingSecret(db), `${linkId}.${expiresAt}`);
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature.padEnd(expected.length).slice(0, expected.length)))) throw invalid;
  const row = await db.kysely.selectFrom('preview_links').selectAll().where('id', '=', linkId).executeTakeFirst();
  // Only shared links open signed out: the hour-long unlisted ones the studio's Preview made
  // before (kind 'studio') stop working, whatever their expiry.
  if (!row || row.token_hash !== hashToken(token) || row.kind !== 'share') throw invalid;
  if (row.revoked_at) throw new PreviewRefused(410, 'This preview link was withdrawn. Ask for a new one.');
  if (Number(expiresAt) * 1000 <= now.getTime() || row.expires_at <= now.toISOString()) throw new PreviewRefused(410, 'This preview link has expired. Ask for a new one.');
  return row;
}

/** The query parameter of the studio's own Preview: `?studio-preview={type}/{id}`. */
export const studioPreviewParam = 'studio-preview';

/** The address the studio's Preview opens: the record's page on the website, marked for the signed-in preview. */
export async function studioPreviewAddress(db: Db, typeKey: string, id: string, language: string = defaultLanguage): Promise<string> {
  const subject = subjectOf(typeKey, id);
  const preview = await previewOf(db, { type: subject.type, record_id: subject.id });
  // The page in the language being edited (its texts, and the page around it: menus, departments).
  const path = language === defaultLanguage ? preview.path : languagePath(preview.path, await visitorLanguage(db, language));
  return `${path}?${studioPreviewParam}=${encodeURIComponent(`${subject.type}/${subject.id}`)}`;
}

export const previewSignInMessage = 'This preview is only for people signed in to the studio. Sign in, then open Preview again.';

/**
 * The studio's own Preview, for the session that asks (its token, from the studio's cookie): the
 * draft of `{type}/{id}` when that person may read it, as the workflow's read routes allow. No
 * session, an ended one or a disabled account answers 401; a record outside the person's reach 403.
 */
export async function studioPreviewOf(db: Db, sessionToken: string | undefined, subjectText: string, options: { sessionMaxAgeMs?: number; now?: Date } = {}): Promise<Preview> {
  const session = sessionToken ? await authenticate(db, sessionToken, options.now ?? new Date(), options.sessionMaxAgeMs) : undefined;
  if (!session) throw new PreviewRefused(401, previewSignInMessage);
  const slash = subjectText.indexOf('/');
  const type = subjectText.slice(0, slash);
  const id = subjectText.slice(slash + 1);
  if (slash <= 0 || id === '') throw new PreviewRefused(404, 'This preview address is not complete. Open Preview again from the studio.');
  let subject: { type: string; id: string };
  try {
    subject = subjectOf(type, id);
  } catch {
    throw new PreviewRefused(404, 'This preview address is not complete. Open Preview again from the studio.');
  }
  if (!(await mayReadRecord(db, session.admin, subject))) throw new PreviewRefused(403, 'Your role does not let you see this record. Ask an administrator if you need it.');
  return previewOf(db, { type: subject.type, record_id: subject.id });
}

/** What a preview shows: the page to render, and how the draft changes the answers it reads. */
export interface Preview {
  path: string;
  /** The API answer for a public path with the draft in place (unchanged for other paths). */
  patch(apiPath: string, body: unknown): Promise<unknown>;
}

/**
 * A public read's path without its language, and the language (`site-settings?lang=hi` →
 * `site-settings`, `hi`): a preview shows the draft in every language the website reads.
 */
const readInLanguage = (apiPath: string): { path: string; language: string } => {
  const [pathname = '', query = ''] = apiPath.split('?', 2);
  const params = new URLSearchParams(query);
  const language = params.get('lang') || defaultLanguage;
  params.delete('lang');
  const rest = params.toString();
  return { path: rest === '' ? pathname : `${pathname}?${rest}`, language };
};

export async function previewOf(db: Db, link: Pick<PreviewLinkRow, 'type' | 'record_id'>): Promise<Preview> {
  const copy = await workingCopy(db, link.type, link.record_id);
  if (link.type === siteSettingsKey) {
    return {
      path: '/',
      patch: async (apiPath, body) => {
        const { path, language } = readInLanguage(apiPath);
        if (path !== siteSettingsKey) return body;
        const texts = publicSiteSettings(copy.fields as SiteSettings);
        const data = language === defaultLanguage ? texts : localizeRecord(siteSettings, { ...texts, [translationsKey]: copy.fields[translationsKey] }, language);
        return { ...(body as object), data };
      },
    };
  }
  if (link.type === 'menus') {
    const location = copy._id;
    const items = (copy.fields.items ?? []) as MenuItem[];
    return {
      path: '/',
      patch: async (apiPath, body) => {
        const { path, language } = readInLanguage(apiPath);
        return menuLocations.some((l) => l === location) && path === `public-nav?location=${location}` ? toPublicNav(items, language) : body;
      },
    };
  }
  const type = contentTypeByKey(link.type);
  if (!type) throw new PreviewRefused(404, 'This preview link is not valid. Ask for a new one.');
  const path = await previewPath(db, type.key, copy.fields);
  return {
    path,
    patch: async (apiPath, body) => {
      const { path: read, language } = readInLanguage(apiPath);
      // The list, or a part of it (a page's own record, a listing's page): the whole list with the draft, for a preview.
      if (read !== `${type.key}/active` && !read.startsWith(`${type.key}/active?`)) return body;
      return { ...(body as object), data: await listActiveWithOverlay(db, type, { id: copy._id, fields: copy.fields }, language) };
    },
  };
}
