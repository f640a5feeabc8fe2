import crypto from 'node:crypto';
import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, roleKeys, type Permission, type Role } from '@hospital/content/roles';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { buildApp } from '../src/app';
import { createSession, hashPassword, upsertAdmin } from '../src/auth/auth-operations';
import { enableTwoFactor, newTotpSecret, totpCode } from '../src/auth/two-factor';
import { createRecord } from '../src/content/content-operations';
import type { Db } from '../src/db/database';
import { queueMail } from '../src/mail/outbox';
import { createUser } from '../src/users/user-operations';
import { saveSiteSettings } from '../src/settings/site-settings-operations';
import { workflowPermission } from '../src/access/workflow-access';
import type { WorkflowAccess } from '../src/access/access-types';
import { publishRecord, saveDraft } from '../src/publishing/publishing-operations';
import { createPreviewLink } from '../src/publishing/preview';
import { createRedirect } from '../src/redirects/redirect-operations';
import { newId } from '../src/lib/ids';
import { submitForReview } from '../src/publishing/review';
import { sampleBody, typeOf, ensureSampleImage } from './helpers/content-factories';
import { emptyReport } from '../src/wordpress/import-report';
import { databaseDigest } from './helpers/database-digest';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

/**
 * The server is the guard of roles: for every role, every route of the admin API (the whole route
 * table, as the app registers it) answers 403 and changes nothing where the role lacks the right,
 * and succeeds where it has it. A route added without a sample request here fails the walk, so
 * whoever adds a route decides who may call it and shows it working.
 *
 * Its subject is the permission checks, which do not depend on the database: it runs on SQLite
 * only (CI's PostgreSQL pass leaves it out).
 */

interface Route {
  method: HTTPMethods;
  url: string;
  permission: Permission | 'signed-in';
  contentType: string | undefined;
  workflow: WorkflowAccess | undefined;
}

/** One request of the walk, with who may make it: a route may be walked with several subjects. */
interface Case {
  route: Route;
  /** What the route is walked on (a workflow route's subject), for the failure's message. */
  label: string;
  permission: Permission | 'signed-in';
  /** Whether a department editor may, given the permission: their departments' records, never deletes. */
  departmentEditorMay: boolean;
  /** Whether an author may, given the permission: drafts of their content types, deleting only their own. */
  authorMay: boolean;
  /** Whether a translator may, given the permission: their languages' drafts and submitting them. */
  translatorMay: boolean;
  sample: (who: Staff) => Promise<Sample | undefined>;
}

type Sample = { url?: string; payload?: unknown; query?: string };

interface Staff {
  id: string;
  email: string;
  password: string;
  token: string;
}

const password = 'walk-the-routes-2026!';
/** The content types the walk's author is given: the others are not theirs to write. */
const authorTypes = ['experts', 'blogs'];

for (const dialect of [sqliteDialect]) {
  describe(`every admin route for every role on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let tables: string[];
    const routes: Route[] = [];
    const staff = new Map<Role, Staff>();
    /** The department editor's department, and another one. */
    let cardiology = '';
    let neurology = '';
    const related: Record<string, string> = {};
    let png: Buffer;

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      app = await buildApp({
        config: testConfig(),
        db,
        web: false,
        logger: false,
        loginRateLimit: 1_000_000,
        onRoute: (route: RouteOptions) => {
          const permission = route.config?.permission;
          if (permission === undefined) return;
          for (const method of ([] as HTTPMethods[]).concat(route.method)) {
            if (method !== 'HEAD') routes.push({ method, url: route.url, permission, contentType: route.config?.contentType, workflow: route.config?.workflow });
          }
        },
      });
      await app.ready();
      await ensureSampleImage(db);
      // The department editor's own department is a draft, so they may also edit it.
      cardiology = (await createRecord(db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title: 'Cardiology', status: 'inactive' }))._id;
      neurology = (await createRecord(db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title: 'Neurology' }))._id;
      related['expert-categories'] = cardiology;
      for (const key of ['gallery-categories', 'blog-categories']) related[key] = (await createRecord(db, typeOf(key), sampleBody(typeOf(key))))._id;
      // The translator's language is one of the site's.
      await saveSiteSettings(db, { siteTitle: 'Good Health Hospital', languages: ['hi'] });
      for (const role of roleKeys) {
        const email = `${role.replace('_', '-')}@hospital.test`;
        let id: string;
        if (role === 'administrator') id = (await upsertAdmin(db, { email, password, name: 'Walk Administrator' })).admin.id;
        else {
          const reach = { departmentIds: role === 'department_editor' ? [cardiology] : [], contentTypes: role === 'author' ? authorTypes : [], languages: role === 'translator' ? ['hi'] : [] };
          id = (await createUser(db, { name: `Walk ${role}`, email, role, ...reach })).account._id;
          await db.kysely.updateTable('admins').set({ password_hash: await hashPassword(password) }).where('id', '=', id).execute();
        }
        staff.set(role, { id, email, password, token: await createSession(db, id) });
      }
      png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 90, b: 60 } } }).png().toBuffer();
      tables = (await db.kysely.introspection.getTables()).map((t) => t.name).filter((name) => name !== 'sessions' && !name.startsWith('kysely_'));
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    /** A record of the type tied to the department editor's department, as a draft: every role may be shown it. */
    const tiedRecord = async (key: string): Promise<string> => {
      if (key === 'expert-categories') return cardiology;
      const type = typeOf(key);
      const tags = type.departmentScope && type.departmentScope !== 'self' ? { [type.departmentScope.field]: [cardiology] } : {};
      return (await createRecord(db, type, { ...sampleBody(type, related), ...tags, status: 'inactive' }))._id;
    };
    const tiedBody = (key: string): Record<string, unknown> => {
      const type = typeOf(key);
      const tags = type.departmentScope && type.departmentScope !== 'self' ? { [type.departmentScope.field]: [cardiology] } : {};
      return { ...sampleBody(type, related), ...tags, status: 'inactive' };
    };
    let senders = 0;
    const entry = async (): Promise<string> => {
      // A new sender each time: the forms limit how often one phone or e-mail is stored.
      const n = ++senders;
      const response = await app.inject({ method: 'POST', url: '/api/admin/contactfooter', remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, payload: { name: 'Asha Rao', email: `asha${n}@example.com`, phone: `98765 ${String(10000 + n)}`, subject: 'Appointment', message: 'Please call' } });
      const id = (response.json() as { data?: { _id: string } }).data?._id;
      if (!id) throw new Error(`the contact form answered ${response.statusCode} ${response.body}`);
      return id;
    };
    const media = async (): Promise<string> => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `walk-${crypto.randomBytes(4).toString('hex')}.png`);
      const response = await app.inject({ method: 'POST', url: '/api/admin/medias', headers: { authorization: `Bearer ${staff.get('administrator')?.token}` }, payload: form });
      return (response.json() as { data: { _id: string }[] }).data[0]?._id ?? '';
    };
    const actor = { id: null, name: 'Walk fixture' };
    /** A doctor of the department editor's department, on the website. */
    const publishedDoctor = async (): Promise<string> => {
      const id = await tiedRecord('experts');
      await publishRecord(db, 'experts', id, undefined, { actor });
      return id;
    };
    /** A published doctor of the department editor's department with a draft waiting. */
    const draftedDoctor = async (): Promise<string> => {
      const id = await publishedDoctor();
      await saveDraft(db, 'experts', id, { ...tiedBody('experts'), title: `Dr. Draft ${crypto.randomBytes(3).toString('hex')}` }, { actor });
      return id;
    };
    /** A day a week ahead, and a booking of a doctor's slot on it with its form entry (the patient). */
    const aheadDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const booking = async (): Promise<string> => {
      const entryId = await entry();
      const id = newId();
      const at = new Date().toISOString();
      const start = `${aheadDay}T04:00:00.000Z`;
      await db.kysely
        .insertInto('appointment_bookings')
        .values({ id, entry_id: entryId, reference: `APT-WALK-${id.slice(0, 6)}`, doctor_id: await publishedDoctor(), slot_start: start, slot_end: start, seat: 1, status: 'booked', place: '', token_hash: newId() + newId(), expires_at: start, created_at: at, updated_at: at })
        .execute();
      return id;
    };
    const settingsBody = { siteTitle: 'Good Health Hospital' };
    const menuBody = { items: [{ title: 'Home', path: '/' }] };
    const subjects = {
      doctor: { path: 'experts', draft: draftedDoctor, body: () => tiedBody('experts') },
      settings: { path: 'site-settings/site-settings', draft: async () => (await saveDraft(db, 'site-settings', 'site-settings', settingsBody, { actor }))._id, body: () => settingsBody },
      menu: { path: 'menus/footer', draft: async () => (await saveDraft(db, 'menus', 'footer', menuBody, { actor }))._id, body: () => menuBody },
    } as const;
    type SubjectName = keyof typeof subjects;
    const subjectType = { doctor: 'experts', settings: 'site-settings', menu: 'menus' } as const;
    /** The address of a subject's record: a drafted doctor of the department editor's department, the settings, the footer menu. */
    const recordPath = async (name: SubjectName): Promise<string> => {
      if (name !== 'doctor') {
        await subjects[name].draft();
        return `/api/admin/workflow/${subjects[name].path}`;
      }
      return `/api/admin/workflow/experts/${await draftedDoctor()}`;
    };
    const recordOf = (path: string): { type: string; id: string } => {
      const [type = '', id = ''] = path.replace('/api/admin/workflow/', '').split('/');
      return { type, id };
    };
    const revisionOf = async (path: string): Promise<string> => {
      const { type, id } = recordOf(path);
      return (await db.kysely.selectFrom('content_revisions').select('id').where('type', '=', type).where('record_id', '=', id).orderBy('created_at').executeTakeFirstOrThrow()).id;
    };
    const submission = async (name: SubjectName): Promise<string> => {
      const { type, id } = recordOf(await recordPath(name));
      return (await submitForReview(db, type, id, { comment: 'Please review' }, actor)).submission._id;
    };
    const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
    /** A workflow route's requests, per subject: what each needs is the subject's (`workflowPermission`). */
    const workflowSamples: Record<string, Partial<Record<SubjectName, (who: Staff) => Promise<Sample>>>> = {
      // Whoever may change the doctor's draft may check a changed schedule against the bookings.
      'POST /api/admin/appointments/schedule-check': {
        doctor: async () => ({ payload: { doctor: await draftedDoctor(), fields: {} } }),
      },
      'GET /api/admin/workflow/:type/:id/draft': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/draft` }),
        settings: async () => ({ url: `${await recordPath('settings')}/draft` }),
        menu: async () => ({ url: `${await recordPath('menu')}/draft` }),
      },
      'PUT /api/admin/workflow/:type/:id/draft': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/draft`, payload: subjects.doctor.body() }),
        settings: async () => ({ url: `${await recordPath('settings')}/draft`, payload: settingsBody }),
        menu: async () => ({ url: `${await recordPath('menu')}/draft`, payload: menuBody }),
      },
      'DELETE /api/admin/workflow/:type/:id/draft': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/draft` }),
        settings: async () => ({ url: `${await recordPath('settings')}/draft` }),
        menu: async () => ({ url: `${await recordPath('menu')}/draft` }),
      },
      'POST /api/admin/workflow/:type/:id/publish': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/publish`, payload: {} }),
        settings: async () => ({ url: `${await recordPath('settings')}/publish`, payload: {} }),
        menu: async () => ({ url: `${await recordPath('menu')}/publish`, payload: {} }),
      },
      'POST /api/admin/workflow/:type/:id/unpublish': {
        doctor: async () => ({ url: `/api/admin/workflow/experts/${await publishedDoctor()}/unpublish`, payload: {} }),
      },
      'GET /api/admin/workflow/:type/:id/revisions': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/revisions` }),
        settings: async () => ({ url: `${await recordPath('settings')}/revisions` }),
        menu: async () => ({ url: `${await recordPath('menu')}/revisions` }),
      },
      'GET /api/admin/workflow/:type/:id/revisions/:revisionId': {
        doctor: async () => {
          const path = await recordPath('doctor');
          return { url: `${path}/revisions/${await revisionOf(path)}` };
        },
        settings: async () => {
          const path = await recordPath('settings');
          return { url: `${path}/revisions/${await revisionOf(path)}` };
        },
      },
      'POST /api/admin/workflow/:type/:id/revisions/:revisionId/restore': {
        doctor: async () => {
          const path = await recordPath('doctor');
          return { url: `${path}/revisions/${await revisionOf(path)}/restore`, payload: {} };
        },
        settings: async () => {
          const path = await recordPath('settings');
          return { url: `${path}/revisions/${await revisionOf(path)}/restore`, payload: {} };
        },
      },
      'PUT /api/admin/workflow/:type/:id/schedule': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/schedule`, payload: { publishAt: inAnHour() } }),
        settings: async () => ({ url: `${await recordPath('settings')}/schedule`, payload: { publishAt: inAnHour() } }),
      },
      'POST /api/admin/workflow/:type/bulk': {
        doctor: async () => ({ url: '/api/admin/workflow/experts/bulk', payload: { action: 'publish', ids: [await draftedDoctor()] } }),
      },
      'POST /api/admin/workflow/:type/:id/preview-links': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/preview-links`, payload: { days: 2 } }),
        settings: async () => ({ url: `${await recordPath('settings')}/preview-links`, payload: { days: 2 } }),
      },
      'POST /api/admin/workflow/:type/:id/preview': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/preview`, payload: {} }),
        settings: async () => ({ url: `${await recordPath('settings')}/preview`, payload: {} }),
      },
      'GET /api/admin/workflow/:type/:id/preview-links': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/preview-links` }),
        settings: async () => ({ url: `${await recordPath('settings')}/preview-links` }),
      },
      'DELETE /api/admin/workflow/preview-links/:linkId': {
        doctor: async () => {
          const { type, id } = recordOf(await recordPath('doctor'));
          return { url: `/api/admin/workflow/preview-links/${(await createPreviewLink(db, type, id, { actor }))._id}` };
        },
        settings: async () => ({ url: `/api/admin/workflow/preview-links/${(await createPreviewLink(db, 'site-settings', 'site-settings', { actor }))._id}` }),
      },
      'POST /api/admin/workflow/:type/:id/submit': {
        doctor: async () => ({ url: `${await recordPath('doctor')}/submit`, payload: { comment: 'New consultation hours' } }),
        settings: async () => ({ url: `${await recordPath('settings')}/submit`, payload: {} }),
        menu: async () => ({ url: `${await recordPath('menu')}/submit`, payload: {} }),
      },
      'POST /api/admin/workflow/reviews/:submissionId/publish': {
        doctor: async () => ({ url: `/api/admin/workflow/reviews/${await submission('doctor')}/publish`, payload: {} }),
        settings: async () => ({ url: `/api/admin/workflow/reviews/${await submission('settings')}/publish`, payload: {} }),
      },
      'POST /api/admin/workflow/reviews/:submissionId/send-back': {
        doctor: async () => ({ url: `/api/admin/workflow/reviews/${await submission('doctor')}/send-back`, payload: { comment: 'Add the clinic days' } }),
        menu: async () => ({ url: `/api/admin/workflow/reviews/${await submission('menu')}/send-back`, payload: { comment: 'Keep Home first' } }),
      },
    };
    const wordpressExport = `<?xml version="1.0" encoding="UTF-8" ?><rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Old</title><link>https://old.example</link></channel></rss>`;
    const importRun = async (status: 'planned' | 'queued'): Promise<string> => {
      const id = crypto.randomBytes(12).toString('hex');
      const at = new Date().toISOString();
      await db.kysely.insertInto('wordpress_import_runs').values({ id, file_name: 'old-site.xml', site_url: '', status, started_at: at, finished_at: '', report: JSON.stringify(emptyReport('old-site.xml', true, false)), started_by: 'Walk', options: JSON.stringify({ publish: false, withUploads: false }) }).execute();
      return id;
    };
    const redirect = async (): Promise<string> => (await createRedirect(db, { from: `/walk-${crypto.randomBytes(4).toString('hex')}`, to: '/' }))._id;
    const account = async (): Promise<string> => (await createUser(db, { name: 'Someone New', email: `new-${crypto.randomBytes(4).toString('hex')}@hospital.test`, role: 'viewer' })).account._id;

    /** A request that succeeds for a role allowed to make it, for each route that is not a content type's. */
    const samples: Record<string, (who: Staff) => Promise<Sample>> = {
      'GET /api/admin/me': async () => ({}),
      'GET /api/admin/me/access': async () => ({}),
      'POST /api/admin/logout': async (who) => ({ token: await createSession(db, who.id) }) as Sample,
      'GET /api/admin/dashboard': async () => ({}),
      'GET /api/admin/notifications': async () => ({}),
      'GET /api/admin/notifications/unread': async () => ({}),
      'POST /api/admin/notifications/read': async () => ({ payload: {} }),
      'GET /api/admin/profile': async () => ({}),
      'PUT /api/admin/profile': async (who) => ({ payload: { name: 'Same Person', email: who.email, currentPassword: who.password } }),
      'GET /api/admin/profile/sessions': async () => ({}),
      'DELETE /api/admin/profile/sessions/:id': async (who) => {
        await createSession(db, who.id);
        const row = await db.kysely.selectFrom('sessions').select('id').where('admin_id', '=', who.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
        return { url: `/api/admin/profile/sessions/${row.id}` };
      },
      'POST /api/admin/profile/sessions/sign-out-others': async () => ({}),
      'GET /api/admin/profile/two-factor': async () => ({}),
      'POST /api/admin/profile/two-factor/setup': async () => ({}),
      'POST /api/admin/profile/two-factor/enable': async (who) => {
        const secret = newTotpSecret();
        await db.kysely.updateTable('admins').set({ totp_secret: null, totp_last_step: null }).where('id', '=', who.id).execute();
        return { payload: { secret, code: totpCode(secret, who.email), currentPassword: who.password } };
      },
      'POST /api/admin/profile/two-factor/disable': async (who) => {
        const secret = newTotpSecret();
        await enableTwoFactor(db, who.id, { secret, code: totpCode(secret, who.email), currentPassword: who.password }).catch(() => undefined);
        return { payload: { currentPassword: who.password } };
      },
      'POST /api/admin/profile/two-factor/recovery-codes': async (who) => {
        const secret = newTotpSecret();
        await db.kysely.updateTable('admins').set({ totp_secret: null, totp_last_step: null }).where('id', '=', who.id).execute();
        await enableTwoFactor(db, who.id, { secret, code: totpCode(secret, who.email), currentPassword: who.password });
        return { payload: { currentPassword: who.password } };
      },
      'GET /api/admin/site-settings/admin': async () => ({}),
      'PUT /api/admin/site-settings': async () => ({ payload: { siteTitle: 'Good Health Hospital' } }),
      'GET /api/admin/menus': async () => ({}),
      'GET /api/admin/menus/link-targets': async () => ({ query: 'q=card' }),
      'GET /api/admin/menus/:location': async () => ({ url: '/api/admin/menus/header' }),
      'PUT /api/admin/menus/:location': async () => ({ url: '/api/admin/menus/footer', payload: { items: [{ title: 'Home', path: '/' }] } }),
      'GET /api/admin/form-entries': async () => ({}),
      'GET /api/admin/form-entries/export.csv': async () => ({}),
      'GET /api/admin/form-entries/desk': async () => ({}),
      'GET /api/admin/form-entries/new-count': async () => ({}),
      'GET /api/admin/form-entries/:id': async () => ({ url: `/api/admin/form-entries/${await entry()}` }),
      'GET /api/admin/form-entries/:id/history': async () => ({ url: `/api/admin/form-entries/${await entry()}/history` }),
      'PATCH /api/admin/form-entries/:id': async () => ({ url: `/api/admin/form-entries/${await entry()}`, payload: { status: 'in_progress' } }),
      'POST /api/admin/form-entries/:id/notes': async () => ({ url: `/api/admin/form-entries/${await entry()}/notes`, payload: { text: 'Called back' } }),
      'DELETE /api/admin/form-entries/:id': async () => ({ url: `/api/admin/form-entries/${await entry()}` }),
      'DELETE /api/admin/form-entries': async () => ({ payload: { ids: [await entry()] } }),
      'POST /api/admin/form-entries/erasure/search': async () => ({ payload: { email: 'asha@example.com' } }),
      'POST /api/admin/form-entries/erasure': async () => ({ payload: { email: 'asha@example.com', ids: [await entry()] } }),
      'GET /api/admin/form-entries/privacy-log': async () => ({}),
      'GET /api/admin/appointments/day': async () => ({ query: `date=${aheadDay}&doctor=${await publishedDoctor()}` }),
      'GET /api/admin/appointments/day.csv': async () => {
        // The walk renames the department editor's department as it goes.
        const department = (await db.kysely.selectFrom('content_expert_categories').select('title').where('id', '=', cardiology).executeTakeFirstOrThrow()).title;
        return { query: `date=${aheadDay}&department=${encodeURIComponent(department)}` };
      },
      // The sample's booking is days ahead: marking it before it begins asks for the confirmation.
      'PATCH /api/admin/appointments/:id': async () => ({ url: `/api/admin/appointments/${await booking()}`, payload: { status: 'attended', confirm: true } }),
      'POST /api/admin/appointments/blocks': async () => ({ payload: { doctor: await publishedDoctor(), date: aheadDay, start: '09:00', end: '13:00', reason: 'Doctor in surgery' } }),
      'DELETE /api/admin/appointments/blocks/:id': async () => {
        const id = newId();
        const doctor = await publishedDoctor();
        await db.kysely.insertInto('appointment_blocks').values({ id, doctor_id: doctor, day: aheadDay, start_time: null, end_time: null, reason: 'Walk', created_at: new Date().toISOString(), created_by: null }).execute();
        return { url: `/api/admin/appointments/blocks/${id}` };
      },
      'GET /api/admin/desk-settings': async () => ({}),
      'PUT /api/admin/desk-settings': async () => {
        const current = await app.inject({ method: 'GET', url: '/api/admin/desk-settings', headers: { authorization: `Bearer ${staff.get('administrator')?.token}` } });
        return { payload: (current.json() as { data: unknown }).data };
      },
      'GET /api/admin/mail-outbox': async () => ({}),
      'POST /api/admin/mail-outbox/retry': async () => ({}),
      'POST /api/admin/mail-outbox/:id/retry': async () => {
        const id = await queueMail(db.kysely, { entryId: null, kind: 'notification', to: ['desk@hospital.test'], subject: 'Walk', body: 'Walk' });
        return { url: `/api/admin/mail-outbox/${id}/retry` };
      },
      'POST /api/admin/medias': async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'upload.png');
        return { payload: form };
      },
      'GET /api/admin/medias': async () => ({}),
      'GET /api/admin/medias/:id': async () => ({ url: `/api/admin/medias/${await media()}` }),
      'GET /api/admin/medias/:id/usage': async () => ({ url: `/api/admin/medias/${await media()}/usage` }),
      'PUT /api/admin/medias/:id': async () => ({ url: `/api/admin/medias/${await media()}`, payload: { title: 'Heart', alt: 'A heart' } }),
      'DELETE /api/admin/medias/:id': async () => ({ url: `/api/admin/medias/${await media()}` }),
      'GET /api/admin/search/synonyms': async () => ({}),
      'PUT /api/admin/search/synonyms': async () => ({ payload: { text: 'heart → cardiology' } }),
      'POST /api/admin/search/synonyms': async () => ({ payload: { terms: 'ghabrahat', expansion: 'anxiety' } }),
      'GET /api/admin/search/stats': async () => ({}),
      'GET /api/admin/activity': async () => ({}),
      'GET /api/admin/system': async () => ({}),
      'GET /api/admin/wordpress-imports': async () => ({}),
      'POST /api/admin/wordpress-imports': async () => {
        const form = new FormData();
        form.append('export', new Blob([wordpressExport], { type: 'text/xml' }), 'old-site.xml');
        return { payload: form };
      },
      'GET /api/admin/wordpress-imports/:id': async () => ({ url: `/api/admin/wordpress-imports/${await importRun('planned')}` }),
      'POST /api/admin/wordpress-imports/:id/start': async () => {
        // One import at a time: the walk's earlier starts are over.
        await db.kysely.updateTable('wordpress_import_runs').set({ status: 'cancelled' }).where('status', 'in', ['queued', 'running']).execute();
        return { url: `/api/admin/wordpress-imports/${await importRun('planned')}/start` };
      },
      'POST /api/admin/wordpress-imports/:id/cancel': async () => ({ url: `/api/admin/wordpress-imports/${await importRun('queued')}/cancel` }),
      'GET /api/admin/activity/choices': async () => ({}),
      'GET /api/admin/activity/export.csv': async () => ({}),
      'GET /api/admin/activity/settings': async () => ({}),
      'PUT /api/admin/activity/settings': async () => ({ payload: { retentionDays: 400 } }),
      'GET /api/admin/users': async () => ({}),
      'POST /api/admin/users': async () => ({ payload: { name: 'Dr. New', email: `dr-${crypto.randomBytes(4).toString('hex')}@hospital.test`, role: 'department_editor', departmentIds: [neurology] } }),
      'PATCH /api/admin/users/:id': async () => ({ url: `/api/admin/users/${await account()}`, payload: { role: 'editor' } }),
      'POST /api/admin/users/:id/password-link': async () => ({ url: `/api/admin/users/${await account()}/password-link` }),
      'POST /api/admin/users/:id/unlock': async () => ({ url: `/api/admin/users/${await account()}/unlock` }),
      'DELETE /api/admin/users/:id': async () => ({ url: `/api/admin/users/${await account()}` }),
      'PUT /api/admin/users/two-factor': async () => ({ payload: { required: false } }),
      'GET /api/admin/workflow/upcoming': async () => ({}),
      'GET /api/admin/workflow/reviews': async () => ({ query: 'status=waiting' }),
      'GET /api/admin/translation-report/:type': async () => ({ url: '/api/admin/translation-report/experts' }),
      'GET /api/admin/redirects': async () => ({ query: 'source=manual' }),
      'GET /api/admin/redirects/export.csv': async () => ({}),
      'POST /api/admin/redirects': async () => ({ payload: { from: `/walk-${crypto.randomBytes(4).toString('hex')}`, to: '/' } }),
      'PUT /api/admin/redirects/:id': async () => ({ url: `/api/admin/redirects/${await redirect()}`, payload: { from: `/walk-${crypto.randomBytes(4).toString('hex')}`, to: '/blogs' } }),
      'DELETE /api/admin/redirects/:id': async () => ({ url: `/api/admin/redirects/${await redirect()}` }),
      'POST /api/admin/redirects/import': async () => ({ payload: { csv: `from,to\n/walk-${crypto.randomBytes(4).toString('hex')}.html,/\n` } }),
      'GET /api/admin/links': async () => ({}),
      'POST /api/admin/links/check': async () => ({}),
      'POST /api/admin/links/publish-check': async () => ({ payload: { type: 'blogs', fields: { title: 'Walk', description: '<p><a href="/nowhere">x</a></p>' } } }),
      'GET /api/admin/review-cycles': async () => ({ query: 'type=experts' }),
      'POST /api/admin/review-cycles/:type/:id/reviewed': async () => ({ url: `/api/admin/review-cycles/experts/${await tiedRecord('experts')}/reviewed` }),
      'PUT /api/admin/review-cycles/:type/:id/owner': async () => ({ url: `/api/admin/review-cycles/experts/${await tiedRecord('experts')}/owner`, payload: { department: cardiology } }),
    };

    /** A content type's routes: records tied to the department editor's department, as drafts. */
    const contentSample = async (route: Route, key: string): Promise<Sample> => {
      const base = `/api/admin/${key}`;
      if (route.url === base) return route.method === 'POST' ? { payload: tiedBody(key) } : {};
      if (route.url === `${base}/titles`) return { query: `ids=${await tiedRecord(key)}` };
      if (route.url === `${base}/:id`) {
        const id = route.method === 'DELETE' && key === 'expert-categories' ? (await createRecord(db, typeOf(key), sampleBody(typeOf(key))))._id : await tiedRecord(key);
        return { url: `${base}/${id}`, ...(route.method === 'PUT' ? { payload: tiedBody(key) } : {}) };
      }
      throw new Error(`no sample request for ${route.method} ${route.url}: add one to the route walk`);
    };

    /** What an author may do beyond their role's permissions: drafts of their types; the walk's records are not theirs to delete. */
    const authorMay = (route: Route): boolean => {
      if (!route.contentType || route.method === 'GET') return true;
      return route.method !== 'DELETE' && authorTypes.includes(route.contentType);
    };
    /** What a translator may do beyond their role's permissions: read, and save and submit their languages' drafts. */
    const translatorMay = (route: Route): boolean => {
      if (route.workflow) return route.workflow.step === 'read' || route.workflow.translation === true;
      if (route.contentType) return route.method === 'GET';
      return route.permission !== 'content.write';
    };

    /** What a department editor may do beyond their role's permissions: their departments' drafts, never deletes. */
    const departmentEditorMay = (route: Route): boolean => {
      const type = route.contentType ? contentTypeByKey(route.contentType) : undefined;
      if (!type) return true;
      if (route.method === 'GET') return true;
      if (route.method === 'DELETE' || !type.departmentScope) return false;
      return !(type.departmentScope === 'self' && route.method === 'POST');
    };

    /** Every request of the walk: one per route, and one per subject of a workflow route. */
    const cases = (): Case[] =>
      routes.flatMap((route): Case[] => {
        const key = `${route.method} ${route.url}`;
        const workflow = route.workflow;
        const perSubject = workflowSamples[key];
        if (workflow && perSubject) {
          return (Object.entries(perSubject) as [SubjectName, (who: Staff) => Promise<Sample>][]).map(([name, sample]) => ({
            route,
            label: ` (${name})`,
            permission: workflowPermission(subjectType[name], workflow.step),
            // What their role reads; their departments' doctors: draft, restore, preview, submit; publishing is not theirs.
            departmentEditorMay: workflow.step === 'read' || (name === 'doctor' && workflow.step !== 'publish'),
            // Their types' records (the doctors); the settings and menus are not theirs by permission.
            authorMay: workflow.step !== 'write' || authorTypes.includes(subjectType[name]),
            translatorMay: translatorMay(route),
            sample,
          }));
        }
        return [
          {
            route,
            label: '',
            permission: route.permission,
            departmentEditorMay: departmentEditorMay(route),
            authorMay: authorMay(route),
            translatorMay: translatorMay(route),
            sample: async (who) => (route.contentType ? contentSample(route, route.contentType) : samples[key]?.(who)),
          },
        ];
      });

    const send = async (walk: Case, who: Staff): Promise<{ status: number; body: string }> => {
      const route = walk.route;
      const sample = await walk.sample(who);
      if (!sample) throw new Error(`no sample request for ${route.method} ${route.url}: add one to the route walk`);
      const token = (sample as { token?: string }).token ?? who.token;
      const url = `${sample.url ?? route.url}${sample.query ? `?${sample.query}` : ''}`;
      const payload = sample.payload;
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers: { authorization: `Bearer ${token}`, ...(payload === undefined || payload instanceof FormData ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: payload instanceof FormData ? payload : JSON.stringify(payload) }),
      });
      return { status: response.statusCode, body: response.body.slice(0, 200) };
    };

    it('has a permission on every admin route and a sample request for each', () => {
      const adminRoutes = routes.filter((r) => !r.contentType);
      const contentRoutes = routes.filter((r) => r.contentType);
      // List, create, one, change, delete, and the titles of some.
      expect(contentRoutes.length).toBe(contentTypes.filter((t) => t.kind === 'collection').length * 6);
      expect(adminRoutes.filter((r) => !(r.workflow ? workflowSamples : samples)[`${r.method} ${r.url}`]).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    });

    for (const role of roleKeys) {
      it(`answers a ${role.replace('_', ' ')} 403 with no side effect where the role lacks the right, and success where it has it`, async () => {
        const who = staff.get(role) as Staff;
        const failures: string[] = [];
        for (const walk of cases()) {
          const route = walk.route;
          const reach = role === 'department_editor' ? walk.departmentEditorMay : role === 'author' ? walk.authorMay : role === 'translator' ? walk.translatorMay : true;
          const allowed = (walk.permission === 'signed-in' || can(role, walk.permission)) && reach;
          if (allowed) {
            const { status, body } = await send(walk, who);
            if (status >= 300) failures.push(`${route.method} ${route.url}${walk.label}: expected success, got ${status} ${body}`);
          } else {
            // Fixtures first (they are writes of their own), then the fingerprint, then the refused request.
            const sample = await walk.sample(who);
            const before = await databaseDigest(db, tables);
            const url = `${sample?.url ?? route.url}${sample?.query ? `?${sample.query}` : ''}`;
            const payload = sample?.payload;
            const response = await app.inject({
              method: route.method as InjectOptions['method'],
              url,
              headers: { authorization: `Bearer ${who.token}`, ...(payload === undefined || payload instanceof FormData ? {} : { 'content-type': 'application/json' }) },
              ...(payload === undefined ? {} : { payload: payload instanceof FormData ? payload : JSON.stringify(payload) }),
            });
            if (response.statusCode !== 403) failures.push(`${route.method} ${route.url}${walk.label}: expected 403, got ${response.statusCode}`);
            else if ((await databaseDigest(db, tables)) !== before) failures.push(`${route.method} ${route.url}${walk.label}: answered 403 but changed the database`);
          }
        }
        expect(failures).toEqual([]);
      }, 300_000);
    }

    it("keeps a department editor to their departments' records: a neurology doctor is out of reach, a published record or publishing is refused", async () => {
      const who = staff.get('department_editor') as Staff;
      const auth = { authorization: `Bearer ${who.token}` };
      const experts = typeOf('experts');
      const neurologist = await createRecord(db, experts, { ...sampleBody(experts, { 'expert-categories': neurology }), status: 'inactive' });
      const cardiologist = await createRecord(db, experts, { ...sampleBody(experts, { 'expert-categories': cardiology }), status: 'active' });
      expect((await app.inject({ method: 'GET', url: `/api/admin/experts/${neurologist._id}`, headers: auth })).statusCode).toBe(403);
      expect((await app.inject({ method: 'PUT', url: `/api/admin/experts/${neurologist._id}`, headers: auth, payload: tiedBody('experts') })).statusCode).toBe(403);
      // Published: the change waits for review instead.
      expect((await app.inject({ method: 'PUT', url: `/api/admin/experts/${cardiologist._id}`, headers: auth, payload: tiedBody('experts') })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/admin/experts', headers: auth, payload: { ...tiedBody('experts'), status: 'active' } })).statusCode).toBe(403);
      // Moving a doctor out of their departments is moving it out of reach: refused.
      expect((await app.inject({ method: 'POST', url: '/api/admin/experts', headers: auth, payload: { ...tiedBody('experts'), departments: [neurology] } })).statusCode).toBe(403);
      // Newest first: the walk made many doctors before.
      const list = await app.inject({ method: 'GET', url: '/api/admin/experts?limit=100&sort=-createdAt', headers: auth });
      const ids = (list.json() as { data: { _id: string }[] }).data.map((d) => d._id);
      expect(ids).toContain(cardiologist._id);
      expect(ids).not.toContain(neurologist._id);
      const departments = await app.inject({ method: 'GET', url: '/api/admin/expert-categories?limit=100', headers: auth });
      expect((departments.json() as { data: { _id: string }[] }).data.map((d) => d._id)).toEqual([cardiology]);
    });
  });
}
