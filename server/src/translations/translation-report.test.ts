import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationReport } from '@hospital/content/wire/translation-report';
import { dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { bearer, signInToken, testAdmin } from '../../test/helpers/api';
import { sampleBody, typeOf } from '../../test/helpers/content-factories';
import { buildApp } from '../app';
import { createSession, upsertAdmin } from '../auth/auth-operations';
import type { Config } from '../config/config';
import { createRecord } from '../content/content-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { createUser } from '../users/user-operations';

/**
 * The studio's translation views on both databases: a list's `needsTranslation` filter (records
 * missing or out of date in a language, paged by the server) and a type's translation report, both
 * kept to a department editor's departments.
 */

for (const dialect of dialects) {
  describe(`translation filter and report on ${dialect.name}`, () => {
    let test: TestDatabase;
    let config: Config;
    let app: FastifyInstance;
    let admin: Record<string, string>;
    let departmentEditor: Record<string, string>;
    const experts = typeOf('experts');
    const departments = typeOf('expert-categories');
    const doctors: Record<string, string> = {};
    let neurologyId = '';

    /** Replaces a doctor through the API, as the studio's Publish does: what it holds now, changed. */
    const replace = async (id: string, change: Record<string, unknown>, headers = admin): Promise<void> => {
      const current = (await app.inject({ method: 'GET', url: `/api/admin/experts/${id}`, headers })).json() as { data: Record<string, unknown> };
      const response = await app.inject({ method: 'PUT', url: `/api/admin/experts/${id}`, headers, payload: { ...current.data, ...change } });
      expect(response.statusCode, response.body).toBe(200);
    };
    /** Translates some fields into Hindi (the server stamps them as made from today's English). */
    const translate = (id: string, values: Record<string, string>) => replace(id, { translations: { hi: { values } } });

    beforeAll(async () => {
      test = await dialect.create();
      config = testConfig();
      await upsertAdmin(test.db, testAdmin);
      app = await buildApp({ config, db: test.db, web: false, logger: false });
      admin = bearer(await signInToken(app));
      await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi'] });
      const cardiology = (await createRecord(test.db, departments, sampleBody(departments, {}, { title: 'Cardiology' })))._id;
      const neurology = (await createRecord(test.db, departments, sampleBody(departments, {}, { title: 'Neurology' })))._id;
      neurologyId = neurology;
      const doctor = async (title: string, department: string) =>
        (await createRecord(test.db, experts, sampleBody(experts, { 'expert-categories': department }, { title, designation: 'Senior Consultant' })))._id;
      doctors.translated = await doctor('Dr. Asha Rao', cardiology);
      doctors.missing = await doctor('Dr. Bela Sen', cardiology);
      doctors.outdated = await doctor('Dr. Chetan Das', neurology);
      doctors.partly = await doctor('Dr. Divya Iyer', neurology);
      await translate(doctors.translated, { title: 'डॉ. आशा राव', designation: 'वरिष्ठ सलाहकार' });
      await translate(doctors.outdated, { title: 'डॉ. चेतन दास', designation: 'वरिष्ठ सलाहकार' });
      // The English changed after the Hindi was saved (a save without translations keeps them).
      const { translations: _kept, ...withoutTranslations } = ((await app.inject({ method: 'GET', url: `/api/admin/experts/${doctors.outdated}`, headers: admin })).json() as { data: Record<string, unknown> }).data;
      const changed = await app.inject({ method: 'PUT', url: `/api/admin/experts/${doctors.outdated}`, headers: admin, payload: { ...withoutTranslations, designation: 'Head of Neurology' } });
      expect(changed.statusCode, changed.body).toBe(200);
      await translate(doctors.partly, { title: 'डॉ. दिव्या अय्यर' });
      const { account } = await createUser(test.db, { name: 'Cardiology Editor', email: 'cardio@hospital.test', role: 'department_editor', departmentIds: [cardiology] });
      departmentEditor = bearer(await createSession(test.db, account._id));
    });
    afterAll(async () => {
      await app.close();
      await test.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });

    const list = async (headers: Record<string, string>, query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/admin/experts?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: { _id: string; title: string }[]; total: number };
      return { titles: body.data.map((d) => d.title), total: body.total };
    };

    it('lists the records missing or out of date in a language, paged and counted by the server', async () => {
      expect(await list(admin, 'needsTranslation=hi&sort=title')).toEqual({ titles: ['Dr. Bela Sen', 'Dr. Chetan Das', 'Dr. Divya Iyer'], total: 3 });
      expect(await list(admin, 'needsTranslation=hi&sort=title&limit=2&page=2')).toEqual({ titles: ['Dr. Divya Iyer'], total: 3 });
      // With the other filters: a search narrows the records needing translation.
      expect(await list(admin, 'needsTranslation=hi&q=chetan')).toEqual({ titles: ['Dr. Chetan Das'], total: 1 });
      // Without it, every doctor.
      expect((await list(admin, '')).total).toBe(4);
    });

    it("refuses a language that is not one of the site's others with 400, naming the parameter", async () => {
      for (const [value, message] of [
        ['mr', "needsTranslation must be one of the site's languages: hi."],
        ['en', "needsTranslation must be the code of one of the site's languages other than English, e.g. hi."],
        ['hindi', "needsTranslation must be the code of one of the site's languages other than English, e.g. hi."],
        ['', "needsTranslation must be the code of one of the site's languages other than English, e.g. hi."],
      ]) {
        const response = await app.inject({ method: 'GET', url: `/api/admin/experts?needsTranslation=${value}`, headers: admin });
        expect(response.statusCode, value).toBe(400);
        expect((response.json() as { message: string }).message, value).toBe(message);
      }
    });

    it('reports per language the records translated, missing and out of date, with their fields', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/admin/translation-report/experts', headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      const report = (response.json() as { data: TranslationReport }).data;
      expect(report.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['title', 'designation', 'seo']));
      expect(report.languages.map((l) => [l.language, l.name, l.translated, l.missing, l.outdated])).toEqual([['hi', 'Hindi', 1, 2, 1]]);
      expect(report.languages[0]?.records.map((r) => [r.title, r.state, r.missing, r.outdated])).toEqual([
        ['Dr. Bela Sen', 'missing', ['title', 'designation'], []],
        ['Dr. Divya Iyer', 'missing', ['designation'], []],
        ['Dr. Chetan Das', 'outdated', [], ['designation']],
        ['Dr. Asha Rao', 'translated', [], []],
      ]);
    });

    it("keeps a department editor to their departments' records, in the report and the filter", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/admin/translation-report/experts', headers: departmentEditor });
      expect(response.statusCode, response.body).toBe(200);
      const hindi = (response.json() as { data: TranslationReport }).data.languages[0];
      expect([hindi?.translated, hindi?.missing, hindi?.outdated]).toEqual([1, 1, 0]);
      expect(hindi?.records.map((r) => r.title)).toEqual(['Dr. Bela Sen', 'Dr. Asha Rao']);
      expect(await list(departmentEditor, 'needsTranslation=hi')).toEqual({ titles: ['Dr. Bela Sen'], total: 1 });
    });

    it('answers 404 for a type that is not a collection, and a third language from the settings with no code change', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/admin/translation-report/site-settings', headers: admin })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/admin/translation-report/nothing', headers: admin })).statusCode).toBe(404);
      await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi', 'mr'] });
      try {
        const report = (await app.inject({ method: 'GET', url: '/api/admin/translation-report/experts', headers: admin })).json() as { data: TranslationReport };
        expect(report.data.languages.map((l) => [l.language, l.name, l.translated, l.missing, l.outdated])).toEqual([
          ['hi', 'Hindi', 1, 2, 1],
          ['mr', 'Marathi', 0, 4, 0],
        ]);
        expect((await list(admin, 'needsTranslation=mr')).total).toBe(4);
      } finally {
        await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi'] });
      }
    });

    it('says "Translated" only when the website has it: a translation in a draft is waiting to be published, and counts as translated once published', async () => {
      const current = (await app.inject({ method: 'GET', url: `/api/admin/experts/${doctors.missing}`, headers: departmentEditor })).json() as { data: Record<string, unknown> };
      const draft = await app.inject({
        method: 'PUT',
        url: `/api/admin/workflow/experts/${doctors.missing}/draft`,
        headers: departmentEditor,
        payload: { ...current.data, translations: { hi: { values: { title: 'डॉ. बेला सेन', designation: 'वरिष्ठ सलाहकार' } } } },
      });
      expect(draft.statusCode, draft.body).toBe(200);
      const report = async (headers = departmentEditor) => ((await app.inject({ method: 'GET', url: '/api/admin/translation-report/experts', headers })).json() as { data: TranslationReport }).data.languages[0];
      const waiting = await report();
      expect(waiting?.records.map((r) => [r.title, r.state])).toEqual([
        ['Dr. Bela Sen', 'waiting'],
        ['Dr. Asha Rao', 'translated'],
      ]);
      expect([waiting?.translated, waiting?.waiting, waiting?.missing, waiting?.outdated]).toEqual([1, 1, 0, 0]);
      // Nothing left to translate: the list of what needs translation leaves it out.
      expect(await list(departmentEditor, 'needsTranslation=hi')).toEqual({ titles: [], total: 0 });

      const published = await app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${doctors.missing}/publish`, headers: admin, payload: {} });
      expect(published.statusCode, published.body).toBe(200);
      expect((await report())?.records.map((r) => [r.title, r.state])).toEqual([
        ['Dr. Asha Rao', 'translated'],
        ['Dr. Bela Sen', 'translated'],
      ]);
    });

    it('keeps a record "Out of date" until its updated translation is written, then "waiting" until it is published', async () => {
      const state = async () => ((await app.inject({ method: 'GET', url: '/api/admin/translation-report/experts', headers: admin })).json() as { data: TranslationReport }).data.languages[0]?.records.find((r) => r._id === doctors.outdated)?.state;
      expect(await state()).toBe('outdated');
      const copy = ((await app.inject({ method: 'GET', url: `/api/admin/workflow/experts/${doctors.outdated}/draft`, headers: admin })).json() as { data: { fields: Record<string, unknown>; version: number } }).data;
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/admin/workflow/experts/${doctors.outdated}/draft`,
        headers: admin,
        payload: { ...copy.fields, translations: { hi: { values: { title: 'डॉ. चेतन दास', designation: 'न्यूरोलॉजी के प्रमुख' } } }, version: copy.version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await state()).toBe('waiting');
      expect((await app.inject({ method: 'POST', url: `/api/admin/workflow/experts/${doctors.outdated}/publish`, headers: admin, payload: {} })).statusCode).toBe(200);
      expect(await state()).toBe('translated');
      // A record not on the website: its translation waits for it to be published.
      const unpublished = (await createRecord(test.db, experts, sampleBody(experts, { 'expert-categories': neurologyId }, { title: 'Dr. Esha Pal', status: 'inactive', translations: { hi: { values: { title: 'डॉ. ईशा पाल' } } } })))._id;
      const esha = ((await app.inject({ method: 'GET', url: '/api/admin/translation-report/experts', headers: admin })).json() as { data: TranslationReport }).data.languages[0]?.records.find((r) => r._id === unpublished);
      expect(esha?.state).toBe('waiting');
    });
  });
}
