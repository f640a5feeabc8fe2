import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fingerprint, translationStatus, type Translations } from '@hospital/content/i18n/translations';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { createSession } from '../src/auth/auth-operations';
import { createRecord } from '../src/content/content-operations';
import { recordCreated } from '../src/publishing/publishing-operations';
import { saveSiteSettings } from '../src/settings/site-settings-operations';
import { createUser } from '../src/users/user-operations';
import { sampleBody, typeOf } from './helpers/content-factories';
import { databaseDigest } from './helpers/database-digest';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';

/**
 * A record's translations through the admin API (issue 32): saved and answered with the record,
 * checked by each field's own rules against the site's languages, stamped by the server (basis,
 * savedAt) so a translation goes out of date when the English text changes, and carried by
 * drafts, publishing and history; the site settings and the menu items alike.
 */
for (const dialect of dialects) {
  describe(`translations in the admin API on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);
    const departments = typeOf('expert-categories');
    const experts = typeOf('experts');

    interface Answer {
      statusCode: number;
      body: string;
      json<T>(): T;
    }
    const send = (method: InjectOptions['method'], url: string, payload?: unknown): Promise<Answer> =>
      app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const errorsOf = (answer: Answer) => answer.json<{ message: string; errors?: Record<string, string> }>();
    type Doctor = Record<string, unknown> & { _id: string; translations: Translations };
    const readDoctor = async (id: string) => (await send('GET', `/api/admin/experts/${id}`)).json<{ data: Doctor }>().data;

    let cardiology = '';
    const doctorBody = (overrides: Record<string, unknown> = {}) => ({
      ...sampleBody(experts, { 'expert-categories': cardiology }),
      title: 'Dr. Asha Mehta',
      designation: 'Senior Consultant',
      departments: [cardiology],
      ...overrides,
    });

    it('saves a translation with a new record and answers it with the basis and time the server set', async () => {
      await saveSiteSettings(app.db, { siteTitle: 'Saffron Ridge Hospital', languages: ['hi'] });
      cardiology = (await createRecord(app.db, departments, { ...sampleBody(departments), title: 'Cardiology' }))._id;
      const created = await send('POST', '/api/admin/experts', doctorBody({ translations: { hi: { values: { title: 'डॉ. आशा मेहता', designation: '' }, basis: { title: 'forged' }, savedAt: '1999-01-01' } } }));
      expect(created.statusCode, created.body).toBe(201);
      const doctor = await readDoctor(created.json<{ data: { _id: string } }>().data._id);
      const hi = doctor.translations.hi!;
      // The empty designation shows English: it is not kept as a translation.
      expect(hi.values).toEqual({ title: 'डॉ. आशा मेहता' });
      expect(hi.basis).toEqual({ title: fingerprint('Dr. Asha Mehta') });
      expect(Date.parse(hi.savedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(translationStatus(experts, doctor, 'hi')).toMatchObject({ state: 'missing', missing: ['designation'], outdated: [] });
    });

    it('refuses unknown languages, fields that are not translated and bad values, by name, and changes nothing', async () => {
      const id = (await createRecord(app.db, experts, doctorBody()))._id;
      const tables = (await app.db.kysely.introspection.getTables()).map((t) => t.name).filter((name) => name !== 'sessions' && !name.startsWith('kysely_'));
      const before = await databaseDigest(app.db, tables);
      const cases: [unknown, string, RegExp][] = [
        [{ mr: { values: { title: 'डॉ. आशा मेहता' } } }, 'translations.mr', /mr is not one of the site's languages/],
        [{ hi: { values: { slug: 'asha' } } }, 'translations.hi.values.slug', /slug is not translated/],
        [{ hi: { values: { imageUrl: '/uploads/0123456789abcdef.webp' } } }, 'translations.hi.values.imageUrl', /not translated/],
        [{ en: { values: { title: 'Dr. A' } } }, 'translations.en', /English is the default language/],
        [{ HI: { values: { title: 'x' } } }, 'translations.HI', /"HI" is not a language code/],
        [{ hi: { values: { title: 'x'.repeat(501) } } }, 'translations.hi.values.title', /at most 500 characters/],
        [{ hi: { values: { languages: ['हिन्दी', 'हिन्दी'] } } }, 'translations.hi.values.languages', /same entry twice/],
        [{ hi: { values: { title: 'x' }, extra: 1 } }, 'translations.hi.extra', /Unknown field/],
        [{ hi: 'नमस्ते' }, 'translations.hi', /values/],
      ];
      for (const [translations, path, message] of cases) {
        const answer = await send('PUT', `/api/admin/experts/${id}`, { ...doctorBody(), translations });
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(400);
        expect(errorsOf(answer).errors?.[path], `${path}: ${answer.body}`).toMatch(message);
      }
      const unknown = await send('PUT', `/api/admin/experts/${id}`, { ...doctorBody(), translations: { mr: { values: { title: 'x' } }, ta: { values: { title: 'y' } } } });
      expect(errorsOf(unknown).message).toMatch(/Not a language of the site: mr, ta/);
      expect(await databaseDigest(app.db, tables)).toEqual(before);
    });

    it('marks a translation out of date when the English text changes, up to date when translated again', async () => {
      const id = (await createRecord(app.db, experts, doctorBody({ translations: { hi: { values: { title: 'डॉ. आशा मेहता', designation: 'वरिष्ठ सलाहकार' } } } })))._id;
      const first = await readDoctor(id);
      expect(translationStatus(experts, first, 'hi').state).toBe('translated');
      // The record saved back as fetched, its English designation changed: the Hindi one is out of date.
      const changed = await send('PUT', `/api/admin/experts/${id}`, { ...first, designation: 'Head of Cardiology' });
      expect(changed.statusCode, changed.body).toBe(200);
      const second = await readDoctor(id);
      expect(translationStatus(experts, second, 'hi')).toMatchObject({ state: 'outdated', outdated: ['designation'] });
      expect(second.translations.hi!.savedAt).toBe(first.translations.hi!.savedAt);
      // A body without translations keeps them.
      const { translations: _kept, ...withoutTranslations } = second;
      expect((await send('PUT', `/api/admin/experts/${id}`, withoutTranslations)).statusCode).toBe(200);
      const kept = await readDoctor(id);
      expect(kept.translations).toEqual(second.translations);
      // Translated again: up to date, saved now.
      const again = { hi: { values: { ...second.translations.hi!.values, designation: 'हृदय रोग विभाग के प्रमुख' } } };
      expect((await send('PUT', `/api/admin/experts/${id}`, { ...kept, translations: again })).statusCode).toBe(200);
      const third = await readDoctor(id);
      expect(translationStatus(experts, third, 'hi').state).toBe('translated');
      expect(third.translations.hi!.basis.designation).toBe(fingerprint('Head of Cardiology'));
      expect(third.translations.hi!.basis.title).toBe(first.translations.hi!.basis.title);
      // null clears them.
      expect((await send('PUT', `/api/admin/experts/${id}`, { ...third, translations: null })).statusCode).toBe(200);
      expect((await readDoctor(id)).translations).toEqual({});
    });

    it('keeps translations in the draft until published, and in the history', async () => {
      const id = (await createRecord(app.db, experts, doctorBody({ translations: { hi: { values: { title: 'डॉ. आशा मेहता' } } } })))._id;
      await recordCreated(app.db, 'experts', id);
      const copy = (await send('GET', `/api/admin/workflow/experts/${id}/draft`)).json<{ data: WorkingCopy }>().data;
      expect(copy.fields.translations).toMatchObject({ hi: { values: { title: 'डॉ. आशा मेहता' } } });
      const translations = { hi: { values: { title: 'डॉ. आशा मेहता', designation: 'वरिष्ठ सलाहकार' } } };
      const draft = await send('PUT', `/api/admin/workflow/experts/${id}/draft`, { ...copy.fields, translations, version: copy.version });
      expect(draft.statusCode, draft.body).toBe(200);
      // The website's version is unchanged until published.
      expect((await readDoctor(id)).translations.hi!.values).toEqual({ title: 'डॉ. आशा मेहता' });
      const drafted = (await send('GET', `/api/admin/workflow/experts/${id}/draft`)).json<{ data: WorkingCopy }>().data;
      expect((drafted.fields.translations as Translations).hi!.values).toEqual(translations.hi.values);
      // A draft refuses what a save refuses.
      const refused = await send('PUT', `/api/admin/workflow/experts/${id}/draft`, { ...drafted.fields, translations: { mr: { values: { title: 'x' } } }, version: drafted.version });
      expect(refused.statusCode).toBe(400);
      const published = await send('POST', `/api/admin/workflow/experts/${id}/publish`, { version: drafted.version });
      expect(published.statusCode, published.body).toBe(200);
      const live = await readDoctor(id);
      expect(live.translations.hi!.values).toEqual(translations.hi.values);
      expect(live.translations.hi!.basis).toEqual({ title: fingerprint('Dr. Asha Mehta'), designation: fingerprint('Senior Consultant') });
      const history = (await send('GET', `/api/admin/workflow/experts/${id}/revisions`)).json<{ data: { _id: string }[] }>().data;
      const newest = (await send('GET', `/api/admin/workflow/experts/${id}/revisions/${history[0]!._id}`)).json<{ data: { data: Record<string, unknown> } }>().data;
      expect((newest.data.translations as Translations).hi!.values).toEqual(translations.hi.values);
    });

    it("translates the site settings' texts in the languages the same save lists", async () => {
      const settings = { siteTitle: 'Saffron Ridge Hospital', footerText: 'Caring since 1952.', languages: ['hi'] };
      const refused = await send('PUT', '/api/admin/site-settings', { ...settings, translations: { mr: { values: { siteTitle: 'सॅफ्रन रिज रुग्णालय' } } } });
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused).errors?.['translations.mr']).toMatch(/not one of the site's languages/);
      const notTranslated = await send('PUT', '/api/admin/site-settings', { ...settings, translations: { hi: { values: { site_mail_id: 'a@b.in' } } } });
      expect(errorsOf(notTranslated).errors?.['translations.hi.values.site_mail_id']).toMatch(/not translated/);
      const saved = await send('PUT', '/api/admin/site-settings', {
        ...settings,
        languages: ['hi', 'mr'],
        translations: { hi: { values: { siteTitle: 'सैफ्रन रिज अस्पताल' } }, mr: { values: { siteTitle: 'सॅफ्रन रिज रुग्णालय' } } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const admin = (await send('GET', '/api/admin/site-settings/admin')).json<{ data: { translations: Translations } }>().data;
      expect(admin.translations.hi).toMatchObject({ values: { siteTitle: 'सैफ्रन रिज अस्पताल' }, basis: { siteTitle: fingerprint('Saffron Ridge Hospital') } });
      expect(admin.translations.mr!.values).toEqual({ siteTitle: 'सॅफ्रन रिज रुग्णालय' });
      // Marathi taken out of the settings: its translation stays as it was, and the settings save as fetched.
      const { translations } = admin;
      expect((await send('PUT', '/api/admin/site-settings', { ...settings, translations })).statusCode).toBe(200);
      const changedMarathi = await send('PUT', '/api/admin/site-settings', { ...settings, translations: { ...translations, mr: { values: { siteTitle: 'नवीन' } } } });
      expect(changedMarathi.statusCode).toBe(400);
      // The website's settings never carry the translations of the default answer.
      const website = (await send('GET', '/api/admin/site-settings')).json<{ data: Record<string, unknown> }>().data;
      expect(website.siteTitle).toBe('Saffron Ridge Hospital');
      expect('translations' in website).toBe(false);
      await saveSiteSettings(app.db, { siteTitle: 'Saffron Ridge Hospital', languages: ['hi'] });
    });

    it("keeps a menu item's translated title on its node", async () => {
      const item = { _id: 'about', title: 'About Us', path: '/about-us', openInNewTab: false, children: [] };
      const refused = await send('PUT', '/api/admin/menus/header', { items: [{ ...item, translations: { mr: { values: { title: 'आमच्याविषयी' } } } }] });
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused).errors?.['items.0.translations.mr']).toMatch(/not one of the site's languages/);
      const notTranslated = await send('PUT', '/api/admin/menus/header', { items: [{ ...item, translations: { hi: { values: { path: '/hi' } } } }] });
      expect(notTranslated.statusCode).toBe(400);
      const saved = await send('PUT', '/api/admin/menus/header', {
        items: [{ ...item, translations: { hi: { values: { title: 'हमारे बारे में' } } }, children: [{ _id: 'story', title: 'Our Story', path: '/our-story', openInNewTab: false, children: [] }] }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const tree = (await send('GET', '/api/admin/menus/header')).json<{ data: { translations?: Translations; children: { translations?: Translations }[] }[] }>().data;
      expect(tree[0]!.translations!.hi).toMatchObject({ values: { title: 'हमारे बारे में' }, basis: { title: fingerprint('About Us') } });
      expect(tree[0]!.children[0]!.translations).toBeUndefined();
      // The website's navigation is as before.
      const nav = (await send('GET', '/api/admin/public-nav?location=header')).json<Record<string, unknown>[]>();
      expect(nav[0]).toEqual({ _id: 'about', title: 'About Us', path: '/about-us', openInNewTab: false, custom_class: '', children: [expect.objectContaining({ title: 'Our Story' })] });
    });

    it("lets a department editor translate their department's records and no other", async () => {
      const neurology = (await createRecord(app.db, departments, { ...sampleBody(departments), title: 'Neurology' }))._id;
      const own = (await createRecord(app.db, experts, doctorBody({ title: 'Dr. Own' })))._id;
      const other = (await createRecord(app.db, experts, doctorBody({ title: 'Dr. Other', departments: [neurology] })))._id;
      for (const id of [own, other]) await recordCreated(app.db, 'experts', id);
      const editor = (await createUser(app.db, { name: 'Meera Cardiology', email: 'meera.translations@hospital.test', role: 'department_editor', departmentIds: [cardiology] })).account._id;
      const token = await createSession(app.db, editor);
      const as = (method: InjectOptions['method'], url: string, payload?: unknown) =>
        app.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
      const translations = { hi: { values: { title: 'डॉ. अपना' } } };
      for (const [id, status] of [
        [own, 200],
        [other, 403],
      ] as const) {
        const copy = (await send('GET', `/api/admin/workflow/experts/${id}/draft`)).json<{ data: WorkingCopy }>().data;
        const answer = await as('PUT', `/api/admin/workflow/experts/${id}/draft`, { ...copy.fields, translations, version: copy.version });
        expect(answer.statusCode, answer.body).toBe(status);
      }
      const ownDraft = (await send('GET', `/api/admin/workflow/experts/${own}/draft`)).json<{ data: WorkingCopy }>().data;
      expect((ownDraft.fields.translations as Translations).hi!.values).toEqual(translations.hi.values);
      const otherCopy = (await send('GET', `/api/admin/workflow/experts/${other}/draft`)).json<{ data: WorkingCopy }>().data;
      expect(otherCopy.hasDraft).toBe(false);
      expect(otherCopy.fields.translations).toEqual({});
    });
  });
}
