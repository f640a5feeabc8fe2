import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import type { Role } from '@hospital/content/roles';
import { bearer, buildTestApi, json, signInToken } from '../../test/helpers/api';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import { sqliteDialect, type TestDatabase } from '../../test/helpers/databases';
import { createSession } from '../auth/auth-operations';
import { createRecord } from '../content/content-operations';
import { publishRecord } from '../publishing/publishing-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { createUser } from '../users/user-operations';
import { everyChangeReviewedMessage } from './role-reach';

/**
 * The roles of issue 44 at work, beyond the route walk's yes and no: what a translator's save
 * keeps, what an author may delete, and an editor's own change under "Every change is reviewed".
 */
// Its subject is what each role may do (the access checks), which does not depend on the database:
// SQLite only (CI's PostgreSQL pass, for the files about the database, leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`the author, translator and reviewer roles on ${dialect.name}`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    let admin: Record<string, string>;
    let related: Record<string, string> = {};
    const experts = typeOf('experts');
    const actor = { actor: { id: null, name: 'Fixture' } };
    let people = 0;

    beforeAll(async () => {
      test = await dialect.create();
      app = await buildTestApi(test.db, { loginRateLimit: 1_000_000 });
      admin = bearer(await signInToken(app));
      related = await createRelatedTargets(test.db);
      await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi', 'mr'] });
    });
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const person = async (role: Role, reach: { contentTypes?: string[]; languages?: string[] } = {}): Promise<Record<string, string>> => {
      people += 1;
      const { account } = await createUser(test.db, { name: `Staff ${people}`, email: `staff${people}@hospital.test`, role, ...reach });
      return bearer(await createSession(test.db, account._id));
    };
    const send = (headers: Record<string, string>, method: InjectOptions['method'], url: string, payload?: unknown) =>
      app.inject({ method, url: `/api/admin${url}`, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    const publishedDoctor = async (fields: Record<string, unknown> = {}): Promise<string> => {
      const { _id } = await createRecord(test.db, experts, { ...sampleBody(experts, related), status: 'inactive', ...fields });
      await publishRecord(test.db, 'experts', _id, undefined, actor);
      return _id;
    };
    const draftOf = async (headers: Record<string, string>, id: string) => json<{ data: { fields: Record<string, unknown>; live: Record<string, unknown>; version: number } }>(await send(headers, 'GET', `/workflow/experts/${id}/draft`)).data;

    it("keeps a translator's save to their languages' translations: the English, the other fields and another language stay as they were", async () => {
      const translator = await person('translator', { languages: ['hi'] });
      const id = await publishedDoctor({ designation: 'Senior Consultant', translations: { mr: { values: { designation: 'वरिष्ठ सल्लागार' } } } });
      const before = await draftOf(translator, id);
      const saved = await send(translator, 'PUT', `/workflow/experts/${id}/draft`, {
        ...before.fields,
        title: 'Dr. Someone Else',
        designation: 'Junior Doctor',
        translations: { hi: { values: { designation: 'वरिष्ठ सलाहकार' } }, mr: { values: { designation: 'बदललेले' } } },
        version: before.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await draftOf(admin, id);
      expect(after.fields.title).toBe(before.fields.title);
      expect(after.fields.designation).toBe('Senior Consultant');
      const translations = after.fields.translations as Record<string, { values: Record<string, unknown> }>;
      expect(translations.hi?.values).toEqual({ designation: 'वरिष्ठ सलाहकार' });
      expect(translations.mr?.values).toEqual({ designation: 'वरिष्ठ सल्लागार' });
      // The website keeps the published version until a reviewer publishes the translation.
      expect(after.live.translations).toEqual(before.live.translations);

      expect((await send(translator, 'POST', `/workflow/experts/${id}/submit`, { comment: 'Hindi done' })).statusCode).toBe(201);
      expect((await send(translator, 'POST', `/workflow/experts/${id}/publish`, {})).statusCode).toBe(403);
      expect((await send(translator, 'DELETE', `/workflow/experts/${id}/draft?version=${after.version}`)).statusCode).toBe(403);
      expect((await send(translator, 'PUT', `/experts/${id}`, { ...sampleBody(experts, related), status: 'inactive' })).statusCode).toBe(403);
      expect((await send(translator, 'POST', '/experts', { ...sampleBody(experts, related), status: 'inactive' })).statusCode).toBe(403);
      // The English of a record the translator was not asked to touch is as it was.
      expect((await draftOf(admin, id)).fields.designation).toBe('Senior Consultant');
    });

    it('keeps an author to drafts of their content types: submits, never publishes, deletes only their own records that are not on the website', async () => {
      const author = await person('author', { contentTypes: ['experts'] });
      const made = await send(author, 'POST', '/experts', { ...sampleBody(experts, related), status: 'inactive' });
      expect(made.statusCode, made.body).toBe(201);
      const own = json<{ data: { _id: string } }>(made).data._id;
      expect((await send(author, 'POST', '/experts', { ...sampleBody(experts, related), status: 'active' })).statusCode).toBe(403);
      expect((await send(author, 'POST', '/blogs', { ...sampleBody(typeOf('blogs'), related), status: 'inactive' })).statusCode).toBe(403);

      const published = await publishedDoctor();
      expect((await send(author, 'PUT', `/experts/${published}`, { ...sampleBody(experts, related), status: 'inactive' })).statusCode).toBe(403);
      const copy = await draftOf(author, published);
      expect((await send(author, 'PUT', `/workflow/experts/${published}/draft`, { ...copy.fields, designation: 'Consultant', version: copy.version })).statusCode).toBe(200);
      expect((await send(author, 'POST', `/workflow/experts/${published}/submit`, {})).statusCode).toBe(201);
      expect((await send(author, 'POST', `/workflow/experts/${published}/publish`, {})).statusCode).toBe(403);

      const others = await createRecord(test.db, experts, { ...sampleBody(experts, related), status: 'inactive' });
      expect((await send(author, 'DELETE', `/experts/${others._id}`)).statusCode).toBe(403);
      expect((await send(author, 'DELETE', `/experts/${published}`)).statusCode).toBe(403);
      expect((await send(author, 'DELETE', `/experts/${own}`)).statusCode).toBe(200);
    });

    it('lets a reviewer publish what was submitted, and not change menus, redirects, settings or accounts', async () => {
      const reviewer = await person('reviewer');
      const author = await person('author');
      const id = await publishedDoctor();
      const copy = await draftOf(author, id);
      await send(author, 'PUT', `/workflow/experts/${id}/draft`, { ...copy.fields, designation: 'Head of Department', version: copy.version });
      const submission = json<{ data: { _id: string } }>(await send(author, 'POST', `/workflow/experts/${id}/submit`, {})).data._id;
      const published = await send(reviewer, 'POST', `/workflow/reviews/${submission}/publish`, { comment: 'Clear and correct, thank you' });
      expect(published.statusCode, published.body).toBe(200);
      expect((await draftOf(admin, id)).live.designation).toBe('Head of Department');
      // Approved with a word: the author sees it with the record, and by mail.
      const seen = json<{ review: { status: string; decidedBy: string; reviewComment: string } }>(await send(author, 'GET', `/workflow/experts/${id}/draft`)).review;
      expect(seen).toMatchObject({ status: 'published', decidedBy: `Staff ${people - 1}`, reviewComment: 'Clear and correct, thank you' });
      const mail = await test.db.kysely.selectFrom('mail_outbox').select(['recipients', 'body']).where('subject', 'like', 'Published: %').execute();
      expect(mail).toEqual([{ recipients: `staff${people}@hospital.test`, body: expect.stringMatching(/^Staff \d+ published ".*" with: Clear and correct, thank you$/) }]);
      expect((await send(reviewer, 'PUT', '/menus/footer', { items: [{ title: 'Home', path: '/' }] })).statusCode).toBe(403);
      expect((await send(reviewer, 'POST', '/redirects', { from: '/old-reviewer', to: '/' })).statusCode).toBe(403);
      expect((await send(reviewer, 'PUT', '/site-settings', { siteTitle: 'Changed' })).statusCode).toBe(403);
      expect((await send(reviewer, 'GET', '/users')).statusCode).toBe(403);
    });

    it('with "Every change is reviewed" on, an editor submits their change and cannot publish it; another editor publishes it from the queue', async () => {
      const asha = await person('editor');
      const ravi = await person('editor');
      const first = await publishedDoctor();
      // Off by default: an editor publishes their own change.
      expect(json<{ data: { everyChangeReviewed: boolean } }>(await send(asha, 'GET', '/me/access')).data.everyChangeReviewed).toBe(false);
      const before = await draftOf(asha, first);
      expect((await send(asha, 'POST', `/workflow/experts/${first}/publish`, { ...before.fields, designation: 'Consultant', version: before.version })).statusCode).toBe(200);

      await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi', 'mr'], every_change_reviewed: 'on' });
      try {
        expect(json<{ data: { everyChangeReviewed: boolean } }>(await send(asha, 'GET', '/me/access')).data.everyChangeReviewed).toBe(true);
        const copy = await draftOf(asha, first);
        const refused = await send(asha, 'POST', `/workflow/experts/${first}/publish`, { ...copy.fields, designation: 'Senior Consultant', version: copy.version });
        expect(refused.statusCode).toBe(403);
        expect(json<{ message: string }>(refused).message).toBe(everyChangeReviewedMessage);
        expect((await send(asha, 'POST', '/experts', { ...sampleBody(experts, related), status: 'active' })).statusCode).toBe(403);
        expect((await send(asha, 'PUT', `/workflow/experts/${first}/draft`, { ...copy.fields, designation: 'Senior Consultant', version: copy.version })).statusCode).toBe(200);
        const submitted = await send(asha, 'POST', `/workflow/experts/${first}/submit`, { comment: 'New title' });
        expect(submitted.statusCode).toBe(201);
        const submission = json<{ data: { _id: string } }>(submitted).data._id;
        expect((await send(asha, 'POST', `/workflow/reviews/${submission}/publish`, {})).statusCode).toBe(403);
        expect((await draftOf(admin, first)).live.designation).toBe('Consultant');
        expect((await send(ravi, 'POST', `/workflow/reviews/${submission}/publish`, {})).statusCode).toBe(200);
        expect((await draftOf(admin, first)).live.designation).toBe('Senior Consultant');
      } finally {
        await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi', 'mr'] });
      }
    });

    it("gives an author content types and a translator languages on Users, refusing what is not a type or one of the site's languages; other accounts keep none", async () => {
      const added = async (payload: Record<string, unknown>) => send(admin, 'POST', '/users', { name: 'New Person', email: `new${(people += 1)}@hospital.test`, ...payload });
      const author = await added({ role: 'author', contentTypes: ['blogs', 'pages'] });
      expect(author.statusCode, author.body).toBe(201);
      expect(json<{ data: StaffAccount }>(author).data).toMatchObject({ role: 'author', roleLabel: 'Author', contentTypes: ['blogs', 'pages'], languages: [] });
      const translator = await added({ role: 'translator', languages: ['hi'] });
      expect(json<{ data: StaffAccount }>(translator).data).toMatchObject({ role: 'translator', contentTypes: [], languages: ['hi'] });
      expect(json<{ errors: Record<string, string> }>(await added({ role: 'translator', languages: ['fr'] })).errors.languages).toBe('"fr" is not one of the site\'s languages (hi, mr).');
      expect((await added({ role: 'translator', languages: [] })).statusCode).toBe(400);
      expect((await added({ role: 'author', contentTypes: ['site-settings'] })).statusCode).toBe(400);
      const editor = await added({ role: 'editor', languages: ['hi'], contentTypes: ['blogs'] });
      expect(json<{ data: StaffAccount }>(editor).data).toMatchObject({ role: 'editor', contentTypes: [], languages: [] });
      // Changing the role to translator asks for a language.
      const id = json<{ data: StaffAccount }>(editor).data._id;
      expect((await send(admin, 'PATCH', `/users/${id}`, { role: 'translator' })).statusCode).toBe(400);
      expect(json<{ data: StaffAccount }>(await send(admin, 'PATCH', `/users/${id}`, { role: 'translator', languages: ['mr'] })).data.languages).toEqual(['mr']);
    });
  });
}
