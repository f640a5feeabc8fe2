import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { pageTemplates } from '@hospital/content/templates/index';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createRelatedTargets, ensureSampleImage, sampleBody, sampleImage, typeOf } from '../../test/helpers/content-factories';
import type { Db } from '../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../errors/http-errors';
import { newId } from '../lib/ids';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listActive,
  listActiveByRelation,
  listRecords,
  updateRecord,
} from './content-operations';
import { tableOf } from './content-storage';
import { parseListQuery } from './list-query';
import { syncTemplates } from './sync-templates';

const experts = typeOf('experts');
const departments = typeOf('expert-categories');
const blogs = typeOf('blogs');
const pages = typeOf('pages');
const templates = typeOf('templates');

const rejection = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

/** A Db whose every executed statement is counted (results arrive once per statement; subqueries do not count). */
const countingDb = (db: Db): { db: Db; count: () => number } => {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, count: () => count };
};

for (const dialect of dialects) {
  describe(`content operations on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let related: Record<string, string>;

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      related = await createRelatedTargets(db);
    });
    afterAll(async () => test.drop());

    it('creates, reads, replaces and deletes a record with the wire shape of the spec', async () => {
      const created = await createRecord(db, experts, {
        title: 'Dr. Asha Mehta',
        designation: 'Senior Consultant',
        departments: [related['expert-categories']],
        sortOrder: 3,
      });
      expect(created).toMatchObject({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        status: 'active',
        sortOrder: 3,
        title: 'Dr. Asha Mehta',
        slug: 'dr-asha-mehta',
        departments: [related['expert-categories']],
        education: null,
      });
      expect(created.createdAt).toBe(created.updatedAt);
      expect(await getRecord(db, experts, created._id)).toEqual(created);

      const { _id, createdAt, updatedAt, ...rest } = created;
      const replaced = await updateRecord(db, experts, _id, { ...rest, _id, createdAt, updatedAt, designation: 'Head of Cardiology', status: 'inactive' });
      expect(replaced).toMatchObject({ _id, designation: 'Head of Cardiology', status: 'inactive', slug: 'dr-asha-mehta', createdAt });

      await deleteRecord(db, experts, _id);
      expect(await rejection(getRecord(db, experts, _id))).toBeInstanceOf(NotFoundError);
    });

    it('refuses unknown fields, wrong types and missing required fields with per-field messages, storing nothing', async () => {
      const before = await listRecords(db, experts, parseListQuery(experts, {}));
      const error = await rejection(createRecord(db, experts, { title: 42, departments: 'x', colour: 'red' }));
      expect(error).toBeInstanceOf(ValidationError);
      const { errors, message } = error as ValidationError;
      expect(message).toBe('Please correct the highlighted fields.');
      expect(errors.colour).toBe('Unknown field: colour.');
      expect(errors.title).toMatch(/Doctor's name must be text/);
      expect(errors.departments).toBeDefined();
      expect(await rejection(createRecord(db, experts, [1, 2]))).toBeInstanceOf(ValidationError);
      const missing = (await rejection(createRecord(db, experts, { title: 'Dr. No', departments: [newId()] }))) as ValidationError;
      expect(missing.errors.departments).toMatch(/does not exist/);
      expect((await listRecords(db, experts, parseListQuery(experts, {}))).total).toBe(before.total);
    });

    it('makes slugs from the title, unique with -2, -3, and refuses an explicit duplicate with 409', async () => {
      const a = await createRecord(db, departments, { title: 'Heart Care' });
      const b = await createRecord(db, departments, { title: 'Heart Care' });
      const c = await createRecord(db, departments, { title: 'Heart  care!', slug: '' });
      expect([a.slug, b.slug, c.slug]).toEqual(['heart-care', 'heart-care-2', 'heart-care-3']);
      const duplicate = await rejection(createRecord(db, departments, { title: 'Other', slug: 'heart-care' }));
      expect(duplicate).toBeInstanceOf(ConflictError);
      expect((duplicate as ConflictError).message).toMatch(/"heart-care" is already used/);
      // Saving a record with its own slug is no conflict.
      const { _id, createdAt: _c, updatedAt: _u, ...body } = a;
      expect((await updateRecord(db, departments, _id, { ...body, title: 'Heart Care Unit' })).slug).toBe('heart-care');
      const page = sampleBody(pages, {}, { pageRoute: 'about-us' });
      await createRecord(db, pages, page);
      expect(await rejection(createRecord(db, pages, { ...page, title: 'Another' }))).toBeInstanceOf(ConflictError);
    });

    it('refuses to delete a category still referred to, naming the referrers', async () => {
      const category = await createRecord(db, typeOf('blog-categories'), { title: 'News' });
      const post = await createRecord(db, blogs, { title: 'Open day', date: '2026-01-10', blogCategory: category._id });
      const error = (await rejection(deleteRecord(db, typeOf('blog-categories'), category._id))) as ConflictError;
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.details?.referrers).toEqual([{ type: 'blogs', _id: post._id, title: 'Open day' }]);
      await deleteRecord(db, blogs, post._id);
      await deleteRecord(db, typeOf('blog-categories'), category._id);
    });

    it('sanitises rich text in fields, repeater rows and template values', async () => {
      const nasty = '<p onclick="x()">Hi<script>alert(1)</script><a href="JaVaScRiPt:alert(1)">x</a></p>';
      const facility = await createRecord(db, typeOf('hospitalfacilities'), sampleBody(typeOf('hospitalfacilities'), {}, { description: nasty }));
      expect(facility.description).toBe('<p>Hi<a>x</a></p>');
      const page = await createRecord(db, pages, {
        ...sampleBody(pages),
        template: 'why-choose',
        description: nasty,
        templateData: [{ name: 'why_gmch_loop', value: null, repeaterValues: [{ text: 'Care', content: '<img src=x onerror=alert(1)>' }] }],
      });
      expect(page.description).toBe('<p>Hi<a>x</a></p>');
      expect(page.templateData).toEqual([{ name: 'why_gmch_loop', value: null, repeaterValues: [{ text: 'Care', content: '<img src="x" />' }] }]);
      const home = await createRecord(db, pages, {
        ...sampleBody(pages),
        template: 'home',
        templateData: [{ name: 'about_section_text', value: '<p>About<iframe src="https://evil.example"></iframe></p>' }],
      });
      expect(home.templateData).toEqual([{ name: 'about_section_text', value: '<p>About</p>' }]);
    });

    it('checks a page template exists and its template values against its fields', async () => {
      const unknown = (await rejection(createRecord(db, pages, { ...sampleBody(pages), template: 'no-such-layout' }))) as ValidationError;
      expect(unknown.errors.template).toMatch(/no template "no-such-layout"/);
      const badName = (await rejection(
        createRecord(db, pages, { ...sampleBody(pages), template: 'faq', templateData: [{ name: 'not_a_field', value: 'x' }] }),
      )) as ValidationError;
      expect(badName.errors['templateData.0.name']).toMatch(/has no field "not_a_field"/);
      const noRows = (await rejection(
        createRecord(db, pages, { ...sampleBody(pages), template: 'why-choose', templateData: [{ name: 'why_gmch_loop', value: null }] }),
      )) as ValidationError;
      expect(noRows.errors['templateData.0.repeaterValues']).toMatch(/repeaterValues/);

      // A template an admin added as a record is a valid choice, checked against its own fields.
      await createRecord(db, templates, { templateId: 'open-day', name: 'Open day', fields: [{ type: 'text', name: 'motto', label: 'Motto' }] });
      const page = await createRecord(db, pages, { ...sampleBody(pages), template: 'open-day', templateData: [{ name: 'motto', value: 'Care' }] });
      expect(page.template).toBe('open-day');
      const wrong = (await rejection(
        createRecord(db, pages, { ...sampleBody(pages), template: 'open-day', templateData: [{ name: 'slogan', value: 'x' }] }),
      )) as ValidationError;
      expect(wrong.errors['templateData.0.name']).toMatch(/no field "slogan"/);
      // ...and cannot be deleted while a page uses it.
      const record = (await listRecords(db, templates, parseListQuery(templates, { q: 'open-day' }))).data[0];
      expect(await rejection(deleteRecord(db, templates, String(record?._id)))).toBeInstanceOf(ConflictError);
    });

    it('adds missing built-in templates without overwriting an edited one', async () => {
      const first = await syncTemplates(db);
      expect(first.length).toBe(pageTemplates.length);
      const faq = (await listRecords(db, templates, parseListQuery(templates, { q: 'faq' }))).data.find((t) => t.templateId === 'faq');
      expect(faq).toBeDefined();
      const { _id, createdAt: _c, updatedAt: _u, ...body } = faq as Record<string, unknown> & { _id: string };
      await updateRecord(db, templates, _id, { ...body, name: 'Questions and answers' });
      expect(await syncTemplates(db)).toEqual([]);
      expect((await getRecord(db, templates, _id)).name).toBe('Questions and answers');
    });

    it('lists active records only, in the type order, with relations resolved and alt texts', async () => {
      const cardiology = await createRecord(db, departments, { title: 'Cardiology' });
      const neurology = await createRecord(db, departments, { title: 'Neurology', status: 'inactive' });
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('media')
        .values({ id: newId(), file_name: 'abcdef0123456789.webp', original_name: 'a.jpg', mime_type: 'image/webp', size: 1, width: 10, height: 10, title: 'A', alt: 'Dr. Zed smiling', created_at: now, updated_at: now })
        .execute();
      const zed = await createRecord(db, experts, { title: 'Zed', departments: [cardiology._id, neurology._id], imageUrl: '/uploads/abcdef0123456789.webp', languages: ['English', 'Tamil'] });
      await createRecord(db, experts, { title: 'Adam', departments: [cardiology._id] });
      await createRecord(db, experts, { title: 'Hidden', departments: [cardiology._id], status: 'inactive' });

      const active = await listActive(db, experts);
      const names = active.map((e) => e.title);
      expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
      expect(names).toContain('Zed');
      expect(names).not.toContain('Hidden');
      const zedPublic = active.find((e) => e._id === zed._id);
      expect(zedPublic?.departments).toEqual([{ _id: cardiology._id, title: 'Cardiology', slug: 'cardiology' }]);
      expect(zedPublic).toMatchObject({ imageUrl: '/uploads/abcdef0123456789.webp', imageUrlAlt: 'Dr. Zed smiling' });
      expect(zedPublic?.languages).toEqual(['English', 'Tamil']);
      expect(zedPublic).not.toHaveProperty('status');

      const ofCardiology = await listActiveByRelation(db, experts, 'departments', cardiology._id);
      expect(ofCardiology.map((e) => e.title).sort()).toEqual(['Adam', 'Zed']);
      expect(await listActiveByRelation(db, experts, 'departments', newId())).toEqual([]);
      expect(await rejection(listActiveByRelation(db, experts, 'departments', 'nope'))).toBeInstanceOf(ValidationError);

      const category = await createRecord(db, typeOf('gallery-categories'), { title: 'Campus' });
      await ensureSampleImage(db);
      await createRecord(db, typeOf('galleries'), { imageUrl: sampleImage, galleryCategory: category._id });
      const gallery = await listActive(db, typeOf('galleries'));
      expect(gallery.find((g) => (g.galleryCategory as { _id?: string } | null)?._id === category._id)?.galleryCategory).toEqual({
        _id: category._id,
        title: 'Campus',
        slug: null,
      });
    });

    it('orders dated listings newest first and accepts a back-dated createdAt', async () => {
      const type = typeOf('events');
      await createRecord(db, type, { title: 'Old', start_date: '2024-05-01' }, { createdAt: '2024-04-01T00:00:00.000Z' });
      const recent = await createRecord(db, type, { title: 'New', start_date: '2026-05-01' });
      const old = (await listActive(db, type)).at(-1);
      expect((await listActive(db, type))[0]?._id).toBe(recent._id);
      expect(old).toMatchObject({ title: 'Old', createdAt: '2024-04-01T00:00:00.000Z' });
      expect(await rejection(createRecord(db, type, { title: 'x', start_date: '2024-05-01' }, { createdAt: 'yesterday' }))).toBeInstanceOf(ValidationError);
    });

    it('answers a public listing in the same number of statements for 5 and 500 records', async () => {
      const counts: number[] = [];
      for (const size of [5, 500]) {
        const local = await dialect.create();
        try {
          const targets = await createRelatedTargets(local.db);
          const rows = Array.from({ length: size }, (_, i) => {
            const id = newId();
            const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
            return {
              row: { id, slug: `doctor-${i}`, title: `Doctor ${i}`, status: 'active', sort_order: 0, record_date: null, created_at: at, updated_at: at, data: JSON.stringify({ title: `Doctor ${i}`, slug: `doctor-${i}`, departments: [targets['expert-categories']], imageUrl: `/uploads/${String(i).padStart(16, '0')}.webp` }) },
              relation: { from_type: 'experts', from_id: id, field: 'departments', to_type: 'expert-categories', to_id: String(targets['expert-categories']), position: 0 },
            };
          });
          for (let i = 0; i < rows.length; i += 100) {
            const chunk = rows.slice(i, i + 100);
            await local.db.kysely.insertInto(tableOf(experts)).values(chunk.map((r) => r.row)).execute();
            await local.db.kysely.insertInto('content_relations').values(chunk.map((r) => r.relation)).execute();
          }
          const counting = countingDb(local.db);
          const listed = await listActive(counting.db, experts);
          expect(listed).toHaveLength(size);
          expect(listed[0]?.departments).toEqual([expect.objectContaining({ _id: targets['expert-categories'] })]);
          counts.push(counting.count());
        } finally {
          await local.drop();
        }
      }
      expect(counts[0]).toBe(counts[1]);
      expect(counts[0]).toBeLessThanOrEqual(4);
    });

    it('paginates, sorts and searches a list of 1,000 records', async () => {
      const local = await dialect.create();
      try {
        const faqs = typeOf('faqs');
        const rows = Array.from({ length: 1000 }, (_, i) => {
          const at = new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();
          const title = i % 100 === 0 ? `Visiting HOURS question ${i}` : `Question ${String(i).padStart(4, '0')}`;
          return { id: newId(), slug: null, title, status: i % 2 === 0 ? 'active' : 'inactive', sort_order: i, record_date: null, created_at: at, updated_at: at, data: JSON.stringify({ title, description: '<p>A</p>' }) };
        });
        for (let i = 0; i < rows.length; i += 100) await local.db.kysely.insertInto(tableOf(faqs)).values(rows.slice(i, i + 100)).execute();

        const first = await listRecords(local.db, faqs, parseListQuery(faqs, {}));
        expect(first).toMatchObject({ total: 1000, page: 1, limit: 20 });
        expect(first.data).toHaveLength(20);
        expect(first.data[0]?.createdAt).toBe(rows[999]?.created_at);

        const last = await listRecords(local.db, faqs, parseListQuery(faqs, { page: '10', limit: '100', sort: 'sortOrder' }));
        expect(last.data).toHaveLength(100);
        expect(last.data.map((r) => r.sortOrder)).toEqual(Array.from({ length: 100 }, (_, i) => 900 + i));
        expect((await listRecords(local.db, faqs, parseListQuery(faqs, { page: '11', limit: '100' }))).data).toEqual([]);

        const seen = new Set<string>();
        for (let page = 1; page <= 10; page += 1) {
          for (const r of (await listRecords(local.db, faqs, parseListQuery(faqs, { page: String(page), limit: '100', sort: '-title' }))).data) seen.add(r._id);
        }
        expect(seen.size).toBe(1000);

        const found = await listRecords(local.db, faqs, parseListQuery(faqs, { q: 'visiting hours' }));
        expect(found.total).toBe(10);
        expect((await listRecords(local.db, faqs, parseListQuery(faqs, { q: 'visiting hours', status: 'active' }))).total).toBe(10);
        expect((await listRecords(local.db, faqs, parseListQuery(faqs, { q: '100%' }))).total).toBe(0);
        expect((await listRecords(local.db, faqs, parseListQuery(faqs, { status: 'inactive' }))).total).toBe(500);
      } finally {
        await local.drop();
      }
    });

    it('searches fields kept in the JSON and filters by a relation', async () => {
      const cat = await createRecord(db, departments, { title: 'Oncology' });
      const dr = await createRecord(db, experts, { title: 'Dr. Pal', education: 'MBBS, MD (Oncology)', departments: [cat._id] });
      expect((await listRecords(db, experts, parseListQuery(experts, { q: 'md (onc' }))).data.map((r) => r._id)).toEqual([dr._id]);
      expect((await listRecords(db, experts, parseListQuery(experts, { departments: cat._id }))).data.map((r) => r._id)).toEqual([dr._id]);
    });

    it('refuses bad list parameters', () => {
      for (const query of [{ page: '0' }, { limit: '101' }, { limit: 'ten' }, { sort: 'password' }, { status: 'draft' }, { colour: 'red' }, { departments: 'x' }]) {
        expect(() => parseListQuery(experts, query)).toThrow(ValidationError);
      }
    });
  });
}
