import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@hospital/content/roles';
import type { NotificationList, StaffNotification } from '@hospital/content/wire/notifications';
import type { ReviewSubmission } from '@hospital/content/wire/review';
import { bearer, buildTestApi, json, signInToken } from '../../test/helpers/api';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createSession } from '../auth/auth-operations';
import { saveSiteSettings } from '../settings/site-settings-operations';
import { createUser } from '../users/user-operations';

/**
 * Issue 44: each person's notifications, kept on the server: a submission awaits the review of
 * those who may publish it; its author hears it was published (with the reviewer's word) or sent
 * back; the translators of the languages a published record lacks are asked for them. Each person
 * reads and marks only their own.
 */
for (const dialect of dialects) {
  describe(`notifications of the team on ${dialect.name}`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    let admin: Record<string, string>;
    let related: Record<string, string> = {};
    const experts = typeOf('experts');
    const staff: Partial<Record<string, Record<string, string>>> = {};
    const people: [string, Role, { contentTypes?: string[]; languages?: string[] }][] = [
      ['Anita Author', 'author', { contentTypes: ['experts'] }],
      ['Tara Translator', 'translator', { languages: ['hi'] }],
      ['Manoj Marathi', 'translator', { languages: ['mr'] }],
      ['Rekha Reviewer', 'reviewer', {}],
      ['Vik Viewer', 'viewer', {}],
    ];

    beforeAll(async () => {
      test = await dialect.create();
      app = await buildTestApi(test.db, { loginRateLimit: 1_000_000 });
      admin = bearer(await signInToken(app));
      related = await createRelatedTargets(test.db);
      await saveSiteSettings(test.db, { siteTitle: 'Good Health Hospital', languages: ['hi', 'mr'] });
      for (const [name, role, reach] of people) {
        const { account } = await createUser(test.db, { name, email: `${name.split(' ')[0]!.toLowerCase()}@hospital.test`, role, ...reach });
        staff[name] = bearer(await createSession(test.db, account._id));
      }
    });
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const send = (headers: Record<string, string> | undefined, method: InjectOptions['method'], url: string, payload?: unknown) =>
      app.inject({ method, url: `/api/admin${url}`, headers: headers ?? {}, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    const as = (name: string) => staff[name]!;
    const list = async (headers: Record<string, string>) => {
      const answer = await send(headers, 'GET', '/notifications');
      expect(answer.statusCode, answer.body).toBe(200);
      return json<NotificationList>(answer);
    };
    const unread = async (headers: Record<string, string>) => json<{ unread: number }>(await send(headers, 'GET', '/notifications/unread')).unread;
    const waitingSubmission = async (recordId: string) =>
      json<{ data: ReviewSubmission[] }>(await send(admin, 'GET', '/workflow/reviews')).data.find((s) => s.recordId === recordId)!;
    let doctor = '';

    it("tells those who may publish that a submission awaits their review, not its author nor who may not publish", async () => {
      const made = await send(as('Anita Author'), 'POST', '/experts', { ...sampleBody(experts, related), title: 'Dr. Kavya Rao', designation: 'Cardiologist', status: 'inactive' });
      expect(made.statusCode, made.body).toBe(201);
      doctor = json<{ data: { _id: string } }>(made).data._id;
      expect((await send(as('Anita Author'), 'POST', `/workflow/experts/${doctor}/submit`, { comment: 'New doctor' })).statusCode).toBe(201);

      for (const reviewer of [as('Rekha Reviewer'), admin]) {
        const mine = await list(reviewer);
        expect(mine.unread).toBe(1);
        expect(mine.data).toEqual([expect.objectContaining<Partial<StaffNotification>>({ kind: 'review_waiting', type: 'experts', recordId: doctor, title: 'Dr. Kavya Rao', actor: 'Anita Author', comment: 'New doctor', read: false })]);
        expect(await unread(reviewer)).toBe(1);
      }
      for (const name of ['Anita Author', 'Tara Translator', 'Vik Viewer']) expect((await list(as(name))).data).toEqual([]);
    });

    it('tells the author it was published with the reviewer’s word, and asks each language’s translator for it', async () => {
      const published = await send(as('Rekha Reviewer'), 'POST', `/workflow/reviews/${(await waitingSubmission(doctor))._id}/publish`, { comment: 'Clear and kind' });
      expect(published.statusCode, published.body).toBe(200);

      const author = await list(as('Anita Author'));
      expect(author.unread).toBe(1);
      expect(author.data).toEqual([expect.objectContaining({ kind: 'review_published', recordId: doctor, title: 'Dr. Kavya Rao', actor: 'Rekha Reviewer', comment: 'Clear and kind', read: false })]);
      expect((await list(as('Tara Translator'))).data).toEqual([expect.objectContaining({ kind: 'translation_requested', recordId: doctor, language: 'hi', read: false })]);
      expect((await list(as('Manoj Marathi'))).data).toEqual([expect.objectContaining({ kind: 'translation_requested', recordId: doctor, language: 'mr' })]);
      expect((await list(as('Vik Viewer'))).data).toEqual([]);
    });

    it('tells a translator their translation was sent back, with why; asks no translator twice for the same record', async () => {
      const copy = json<{ data: { fields: Record<string, unknown>; version: number } }>(await send(as('Tara Translator'), 'GET', `/workflow/experts/${doctor}/draft`)).data;
      const saved = await send(as('Tara Translator'), 'PUT', `/workflow/experts/${doctor}/draft`, { ...copy.fields, translations: { hi: { values: { title: 'डॉ. काव्या राव' } } }, version: copy.version });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await send(as('Tara Translator'), 'POST', `/workflow/experts/${doctor}/submit`, {})).statusCode).toBe(201);
      const back = await send(as('Rekha Reviewer'), 'POST', `/workflow/reviews/${(await waitingSubmission(doctor))._id}/send-back`, { comment: 'Add the designation too' });
      expect(back.statusCode, back.body).toBe(200);
      const translator = await list(as('Tara Translator'));
      expect(translator.data.map((n) => n.kind)).toEqual(['review_returned', 'translation_requested']);
      expect(translator.data[0]).toMatchObject({ actor: 'Rekha Reviewer', comment: 'Add the designation too' });

      // Published again by an editor from the record: the unread request is not repeated.
      const republished = await send(admin, 'POST', `/workflow/experts/${doctor}/publish`, {});
      expect(republished.statusCode, republished.body).toBe(200);
      expect((await list(as('Manoj Marathi'))).data).toHaveLength(1);
    });

    it('tells both the author and the translator who submitted the same draft in turn that it was published', async () => {
      const draft = async (name: string) => json<{ data: { fields: Record<string, unknown>; version: number } }>(await send(as(name), 'GET', `/workflow/experts/${doctor}/draft`)).data;
      const mine = await draft('Anita Author');
      expect((await send(as('Anita Author'), 'PUT', `/workflow/experts/${doctor}/draft`, { ...mine.fields, designation: 'Senior Cardiologist', version: mine.version })).statusCode).toBe(200);
      expect((await send(as('Anita Author'), 'POST', `/workflow/experts/${doctor}/submit`, {})).statusCode).toBe(201);
      const theirs = await draft('Tara Translator');
      const translated = await send(as('Tara Translator'), 'PUT', `/workflow/experts/${doctor}/draft`, { ...theirs.fields, translations: { hi: { values: { title: 'डॉ. काव्या राव', designation: 'वरिष्ठ हृदय रोग विशेषज्ञ' } } }, version: theirs.version });
      expect(translated.statusCode, translated.body).toBe(200);
      expect((await send(as('Tara Translator'), 'POST', `/workflow/experts/${doctor}/submit`, {})).statusCode).toBe(201);
      const published = await send(as('Rekha Reviewer'), 'POST', `/workflow/reviews/${(await waitingSubmission(doctor))._id}/publish`, { comment: 'Both fine' });
      expect(published.statusCode, published.body).toBe(200);
      for (const name of ['Anita Author', 'Tara Translator']) {
        expect((await list(as(name))).data[0], name).toMatchObject({ kind: 'review_published', actor: 'Rekha Reviewer', comment: 'Both fine', read: false });
      }
    });

    it('marks read only the person’s own notifications, all or by id, and refuses what is no list of ids', async () => {
      const tara = await list(as('Tara Translator'));
      const manoj = await list(as('Manoj Marathi'));
      // Another's id changes nothing.
      const foreign = await send(as('Tara Translator'), 'POST', '/notifications/read', { ids: [manoj.data[0]!._id] });
      expect(foreign.statusCode, foreign.body).toBe(200);
      expect(await unread(as('Manoj Marathi'))).toBe(1);
      expect(json<{ unread: number }>(foreign).unread).toBe(tara.unread);

      const one = await send(as('Tara Translator'), 'POST', '/notifications/read', { ids: [tara.data[0]!._id] });
      expect(json<{ unread: number }>(one).unread).toBe(tara.unread - 1);
      const all = await send(as('Tara Translator'), 'POST', '/notifications/read', {});
      expect(all.statusCode, all.body).toBe(200);
      expect(json<{ unread: number }>(all).unread).toBe(0);
      expect((await list(as('Tara Translator'))).data.every((n) => n.read)).toBe(true);

      for (const body of [{ ids: ['not-an-id'] }, { ids: 'all' }, { everything: true }]) {
        const bad = await send(as('Manoj Marathi'), 'POST', '/notifications/read', body);
        expect(bad.statusCode, bad.body).toBe(400);
      }
      expect(await unread(as('Manoj Marathi'))).toBe(1);
      expect((await send(undefined, 'GET', '/notifications')).statusCode).toBe(401);
    });
  });
}
