import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@hospital/content/roles';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { buildApp } from '../app';
import { createSession, upsertAdmin } from '../auth/auth-operations';
import { createRecord } from '../content/content-operations';
import type { Db } from '../db/database';
import { createUser } from '../users/user-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { sampleBody, typeOf } from '../../test/helpers/content-factories';
import { sqliteDialect, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { createPreviewLink, previewSignInMessage, studioPreviewOf, verifyPreviewToken, type PreviewRefused } from './preview';
import { publishRecord, saveDraft } from './publishing-operations';

const rejection = async (promise: Promise<unknown>): Promise<PreviewRefused> => promise.then(() => { throw new Error('expected a refusal'); }, (error: unknown) => error as PreviewRefused);

/**
 * The studio's Preview needs the session of whoever opens it: every role that reads content sees
 * a draft with their own session, and no address of theirs opens it signed out. Only a Share
 * preview (made by those allowed to share, listed, revocable) works without signing in.
 */
// Its subject is who may open a preview with which session (the access checks), which does not
// depend on the database: SQLite only (CI's PostgreSQL pass, for the files about the database,
// leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`the studio's Preview on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    const tokens = new Map<Role, string>();
    let cardiologyDoctor = '';
    let neurologyDoctor = '';
    const designation = 'Head of preventive cardiology (draft)';

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      app = await buildApp({ config: testConfig(), db, web: false, logger: false });
      await app.ready();
      const departments = typeOf('expert-categories');
      const cardiology = (await createRecord(db, departments, { ...sampleBody(departments), title: 'Cardiology', slug: 'cardiology' }))._id;
      const neurology = (await createRecord(db, departments, { ...sampleBody(departments), title: 'Neurology', slug: 'neurology' }))._id;
      const admin = (await upsertAdmin(db, { email: 'chief@hospital.test', password: 'a-long-enough-password-1', name: 'Asha Chief' })).admin;
      tokens.set('administrator', await createSession(db, admin.id));
      for (const [role, name] of [
        ['editor', 'Ravi Editor'],
        ['department_editor', 'Meera Cardiology'],
        ['viewer', 'Vik Viewer'],
      ] as const) {
        const id = (await createUser(db, { name, email: `${role.replace('_', '-')}@hospital.test`, role, departmentIds: role === 'department_editor' ? [cardiology] : [] })).account._id;
        tokens.set(role, await createSession(db, id));
      }
      const experts = typeOf('experts');
      const doctor = async (title: string, department: string) => {
        const id = (await createRecord(db, experts, { ...sampleBody(experts, { 'expert-categories': department }), departments: [department], title, slug: title.toLowerCase().replace(/[^a-z]+/g, '-'), status: 'inactive' }))._id;
        await publishRecord(db, 'experts', id);
        return id;
      };
      cardiologyDoctor = await doctor('Dr Anand Rao', cardiology);
      neurologyDoctor = await doctor('Dr Nila Das', neurology);
      const copy = (await app.inject({ method: 'GET', url: `/api/admin/workflow/experts/${cardiologyDoctor}/draft`, headers: { authorization: `Bearer ${tokens.get('administrator')}` } })).json() as { data: WorkingCopy };
      await saveDraft(db, 'experts', cardiologyDoctor, { ...copy.data.fields, designation });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const previewLinks = async () => (await db.kysely.selectFrom('preview_links').select('id').execute()).length;
    const ask = (role: Role, id: string) =>
      app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${id}/preview`, headers: { authorization: `Bearer ${tokens.get(role)}`, 'content-type': 'application/json' }, payload: '{}' });
    const drafted = async (preview: Awaited<ReturnType<typeof studioPreviewOf>>) => JSON.stringify(await preview.patch('experts/active', { data: [] }));

    for (const role of ['viewer', 'editor', 'department_editor'] as const) {
      it(`gives a ${role.replace('_', ' ')} the draft with their session, and makes no address that opens it signed out`, async () => {
        const asked = await ask(role, cardiologyDoctor);
        expect(asked.statusCode, asked.body).toBe(201);
        const { url } = (asked.json() as { data: { url: string } }).data;
        expect(url).toBe(`/our-experts/cardiology/dr-anand-rao?studio-preview=${encodeURIComponent(`experts/${cardiologyDoctor}`)}`);
        // The answer carries the session to the page the studio opens, for this browser only.
        expect(asked.headers['set-cookie']).toBe(`studio_preview=${tokens.get(role)}; Path=/; HttpOnly; SameSite=Strict`);
        // A cookie is one person's: no cache keeps the answer that sets it (issue 49).
        expect(asked.headers['cache-control']).toBe('private, no-store');
        expect(asked.body).not.toContain('/preview/');
        expect(await previewLinks()).toBe(0);

        const subject = decodeURIComponent(url.split('studio-preview=')[1] ?? '');
        const preview = await studioPreviewOf(db, tokens.get(role), subject);
        expect(preview.path).toBe('/our-experts/cardiology/dr-anand-rao');
        expect(await drafted(preview)).toContain(designation);

        // Signed out, or with a session that is not one, the address shows nothing.
        for (const session of [undefined, 'not-a-session-token-at-all-0000']) {
          const refused = await rejection(studioPreviewOf(db, session, subject));
          expect([refused.statusCode, refused.message]).toEqual([401, previewSignInMessage]);
        }
      });
    }

    it('opens the preview in the language being edited: the Hindi page with the draft\'s Hindi, and refuses a language the site does not have', async () => {
      await saveSiteSettings(db, { siteTitle: 'Good Health Hospital', languages: ['hi'] });
      try {
        const admin = { authorization: `Bearer ${tokens.get('administrator')}`, 'content-type': 'application/json' };
        const copy = (await app.inject({ method: 'GET', url: `/api/admin/workflow/experts/${neurologyDoctor}/draft`, headers: admin })).json() as { data: WorkingCopy };
        await saveDraft(db, 'experts', neurologyDoctor, { ...copy.data.fields, translations: { hi: { values: { designation: 'तंत्रिका विज्ञान प्रमुख' } } } });
        const asked = await app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${neurologyDoctor}/preview`, headers: admin, payload: JSON.stringify({ language: 'hi' }) });
        expect(asked.statusCode, asked.body).toBe(201);
        const { url } = (asked.json() as { data: { url: string } }).data;
        expect(url).toBe(`/hi/our-experts/neurology/dr-nila-das?studio-preview=${encodeURIComponent(`experts/${neurologyDoctor}`)}`);
        const preview = await studioPreviewOf(db, tokens.get('administrator'), `experts/${neurologyDoctor}`);
        expect(JSON.stringify(await preview.patch('experts/active?lang=hi', { data: [] }))).toContain('तंत्रिका विज्ञान प्रमुख');
        const english = await app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${neurologyDoctor}/preview`, headers: admin, payload: JSON.stringify({ language: 'en' }) });
        expect((english.json() as { data: { url: string } }).data.url).toMatch(/^\/our-experts\/neurology\/dr-nila-das\?/);
        const unknown = await app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${neurologyDoctor}/preview`, headers: admin, payload: JSON.stringify({ language: 'fr' }) });
        expect(unknown.statusCode).toBe(400);
      } finally {
        await saveSiteSettings(db, { siteTitle: 'Good Health Hospital', languages: [] });
      }
    });

    it('refuses a department editor the preview of a doctor outside their departments', async () => {
      expect((await ask('department_editor', neurologyDoctor)).statusCode).toBe(403);
      const refused = await rejection(studioPreviewOf(db, tokens.get('department_editor'), `experts/${neurologyDoctor}`));
      expect(refused.statusCode).toBe(403);
      expect((await studioPreviewOf(db, tokens.get('editor'), `experts/${neurologyDoctor}`)).path).toBe('/our-experts/neurology/dr-nila-das');
    });

    it('refuses an address naming no record, and stops at once when the person signs out (the cookie is cleared too)', async () => {
      for (const subject of ['experts', `experts/${'0'.repeat(24)}`, 'nothing/1', 'experts/not-an-id']) {
        expect([404, 400]).toContain((await rejection(studioPreviewOf(db, tokens.get('editor'), subject))).statusCode);
      }
      const id = (await createUser(db, { name: 'Short Stay', email: 'short-stay@hospital.test', role: 'viewer' })).account._id;
      const token = await createSession(db, id);
      expect((await studioPreviewOf(db, token, `experts/${cardiologyDoctor}`)).path).toBe('/our-experts/cardiology/dr-anand-rao');
      const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
      expect(out.statusCode).toBe(200);
      expect(out.headers['set-cookie']).toBe('studio_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
      expect(out.headers['cache-control']).toBe('private, no-store');
      expect((await rejection(studioPreviewOf(db, token, `experts/${cardiologyDoctor}`))).statusCode).toBe(401);
    });

    it('lets a viewer make no shared link, and an hour-long studio link stored before stops working', async () => {
      const share = await app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${cardiologyDoctor}/preview-links`, headers: { authorization: `Bearer ${tokens.get('viewer')}`, 'content-type': 'application/json' }, payload: '{}' });
      expect(share.statusCode).toBe(403);
      expect(await previewLinks()).toBe(0);
      // A link of the old Preview button: signed like a shared one, kept as kind 'studio'.
      const old = await createPreviewLink(db, 'experts', cardiologyDoctor, { days: 1 });
      await db.kysely.updateTable('preview_links').set({ kind: 'studio' }).where('id', '=', old._id).execute();
      expect((await rejection(verifyPreviewToken(db, old.url.replace('/preview/', '')))).statusCode).toBe(404);
    });
  });
}
