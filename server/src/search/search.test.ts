import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchGroups } from '@hospital/content/content-type';
import { typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createRecord, deleteRecord, updateRecord } from '../content/content-operations';
import type { Db } from '../db/database';
import { ensureSearchIndex, rebuildSearchIndex } from './search-index';
import { logQuery, searchStats } from './search-log';
import { search, type SearchResult } from './search-query';
import { readSynonyms, saveSynonyms, synonymsToText } from './search-synonyms';
import { searchDb } from './search-schema';

const experts = typeOf('experts');
const departments = typeOf('expert-categories');
const blogs = typeOf('blogs');
const camps = typeOf('camps');
const faqs = typeOf('faqs');
const pages = typeOf('pages');

/** The queries both databases must answer alike. */
const queries = ['cardiologist', 'cardiolgy', 'cardio', 'heart', 'bone', 'orthopedic', 'pediatrician', 'child', 'meena', 'knee camp', 'visiting hours', 'zzzz', 'dr'];

const titlesIn = (result: SearchResult, group: string): string[] => result.groups.find((g) => g.key === group)?.items.map((i) => i.title) ?? [];
const summary = (result: SearchResult) => result.groups.filter((g) => g.count > 0).map((g) => ({ group: g.key, count: g.count, titles: g.items.map((i) => i.title) }));

const answers = new Map<string, Array<ReturnType<typeof summary>>>();

/** A small hospital: three departments, six cardiologists among eight doctors, a post, a camp, a FAQ, a page. */
async function seedHospital(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [key, title] of [
    ['cardiology', 'Cardiology'],
    ['orthopaedics', 'Orthopaedics'],
    ['paediatrics', 'Paediatrics'],
  ] as const) {
    ids[key] = (await createRecord(db, departments, { title, description: `<p>The ${title} department.</p>`, status: 'active' }))._id;
  }
  const doctors: Array<[string, string, string]> = [
    ['Dr. Asha Mehta', 'Senior Consultant', 'cardiology'],
    ['Dr. Rohan Iyer', 'Consultant', 'cardiology'],
    ['Dr. Kavita Rao', 'Associate Consultant', 'cardiology'],
    ['Dr. Vikram Sethi', 'Head of Department', 'cardiology'],
    ['Dr. Farah Khan', 'Consultant', 'cardiology'],
    ['Dr. Arjun Nair', 'Senior Resident', 'cardiology'],
    ['Dr. Meena Joshi', 'Consultant', 'orthopaedics'],
    ['Dr. Sunil Gupta', 'Consultant', 'paediatrics'],
  ];
  for (const [title, designation, department] of doctors) {
    ids[title] = (await createRecord(db, experts, { title, designation, education: 'MBBS, MD', departments: [ids[department]], status: 'active' }))._id;
  }
  const category = await createRecord(db, typeOf('blog-categories'), { title: 'Wellness', status: 'active' });
  await createRecord(db, blogs, { title: 'Keeping your heart healthy', description: '<p>Walk every day.</p>', date: '2026-01-10', blogCategory: category._id, status: 'active' });
  await createRecord(db, camps, { title: 'Free knee check-up camp', description: '<p>Joint screening.</p>', campsdate: '2026-02-01', status: 'active' });
  await createRecord(db, faqs, { title: 'What are the visiting hours?', description: '<p>From 10 am to 8 pm.</p>', status: 'active' });
  await createRecord(db, pages, { title: 'Frequently asked questions', pageRoute: 'faqs', template: 'faq', status: 'active' });
  return ids;
}

for (const dialect of dialects) {
  describe(`site search on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let ids: Record<string, string>;
    const cardiologists = ['Dr. Arjun Nair', 'Dr. Asha Mehta', 'Dr. Farah Khan', 'Dr. Kavita Rao', 'Dr. Rohan Iyer', 'Dr. Vikram Sethi'];

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
      ids = await seedHospital(db);
    });
    afterAll(async () => test.drop());

    it('finds the cardiology doctors by "cardiologist", a synonym of their department', async () => {
      const result = await search(db, { query: 'cardiologist', limit: 20 });
      expect([...titlesIn(result, 'doctors')].sort()).toEqual(cardiologists);
      expect(titlesIn(result, 'departments')).toEqual(['Cardiology']);
    });

    it('finds them by a misspelling ("cardiolgy") and by a prefix as typed ("cardio")', async () => {
      for (const query of ['cardiolgy', 'cardio']) {
        const result = await search(db, { query, limit: 20 });
        expect([...titlesIn(result, 'doctors')].sort(), query).toEqual(cardiologists);
      }
    });

    it('understands the default synonyms of the other departments', async () => {
      expect(titlesIn(await search(db, { query: 'bone', limit: 20 }), 'doctors')).toEqual(['Dr. Meena Joshi']);
      expect(titlesIn(await search(db, { query: 'orthopedic', limit: 20 }), 'doctors')).toEqual(['Dr. Meena Joshi']);
      expect(titlesIn(await search(db, { query: 'pediatrician', limit: 20 }), 'doctors')).toEqual(['Dr. Sunil Gupta']);
    });

    it('groups results and counts each group; a FAQ leads to the FAQ page', async () => {
      const result = await search(db, { query: 'heart', limit: 2 });
      const doctors = result.groups.find((g) => g.key === 'doctors');
      expect(doctors?.count).toBe(6);
      expect(doctors?.items).toHaveLength(2);
      expect(titlesIn(result, 'blogs')).toEqual(['Keeping your heart healthy']);
      const faq = await search(db, { query: 'visiting hours', limit: 5 });
      expect(faq.groups.find((g) => g.key === 'faqs')?.items[0]).toMatchObject({ title: 'What are the visiting hours?', url: '/faqs' });
      // Every group, those that found something first.
      expect(result.groups.map((g) => g.key).sort()).toEqual([...searchGroups].sort());
      const found = result.groups.map((g) => g.count > 0);
      expect(found.indexOf(false)).toBe(found.lastIndexOf(true) + 1);
    });

    it('with match all, keeps only documents answering every word', async () => {
      expect(titlesIn(await search(db, { query: 'meena zzzzz', limit: 5 }), 'doctors')).toEqual(['Dr. Meena Joshi']);
      expect(titlesIn(await search(db, { query: 'meena zzzzz', limit: 5, match: 'all' }), 'doctors')).toEqual([]);
      expect(titlesIn(await search(db, { query: 'meena bone', limit: 5, match: 'all' }), 'doctors')).toEqual(['Dr. Meena Joshi']);
    });

    it('ranks words in the title above words elsewhere, and gives doctors their page', async () => {
      const result = await search(db, { query: 'heart', limit: 20 });
      expect(result.groups.find((g) => g.key === 'blogs')?.items[0]?.url).toMatch(/^\/blogs\//);
      const doctor = (await search(db, { query: 'meena', limit: 5 })).groups.find((g) => g.key === 'doctors')?.items[0];
      expect(doctor?.url).toMatch(/^\/our-experts\/orthopaedics\/dr-meena-joshi$/);
      expect(doctor?.excerpt).toBe('Consultant · Orthopaedics');
    });

    it('finds a doctor published a moment ago, never an unpublished or deleted one', async () => {
      const created = await createRecord(db, experts, { title: 'Dr. Nisha Verma', departments: [ids.cardiology], status: 'inactive' });
      expect(titlesIn(await search(db, { query: 'nisha', limit: 5 }), 'doctors')).toEqual([]);
      await updateRecord(db, experts, created._id, { title: 'Dr. Nisha Verma', departments: [ids.cardiology], status: 'active' });
      expect(titlesIn(await search(db, { query: 'nisha', limit: 5 }), 'doctors')).toEqual(['Dr. Nisha Verma']);
      await updateRecord(db, experts, created._id, { title: 'Dr. Nisha Verma', departments: [ids.cardiology], status: 'inactive' });
      expect(titlesIn(await search(db, { query: 'nisha', limit: 5 }), 'doctors')).toEqual([]);
      await deleteRecord(db, experts, created._id);
      expect((await search(db, { query: 'nisha', limit: 5 })).total).toBe(0);
      const vocabulary = await searchDb(db).selectFrom('search_vocabulary').select('term').where('term', '=', 'nisha').execute();
      expect(vocabulary).toEqual([]);
    });

    it('keeps a department\'s doctors findable by its new name after a rename', async () => {
      await updateRecord(db, departments, ids.paediatrics as string, { title: 'Child Health', description: '', status: 'active' });
      expect(titlesIn(await search(db, { query: 'child health', limit: 5 }), 'doctors')).toEqual(['Dr. Sunil Gupta']);
      await updateRecord(db, departments, ids.paediatrics as string, { title: 'Paediatrics', description: '', status: 'active' });
    });

    it('uses synonyms the hospital adds in the studio', async () => {
      expect((await search(db, { query: 'ticker', limit: 5 })).total).toBe(0);
      const before = synonymsToText(await readSynonyms(db));
      await saveSynonyms(db, `${before}\nticker → cardiology`);
      expect([...titlesIn(await search(db, { query: 'ticker', limit: 20 }), 'doctors')].sort()).toEqual(cardiologists);
      await saveSynonyms(db, before);
      expect(synonymsToText(await readSynonyms(db))).toBe(before);
      await expect(saveSynonyms(db, 'cardiology without an arrow')).rejects.toThrow('Line 1:');
    });

    it('rebuilds an emptied index at start, with the same answers', async () => {
      const before = await search(db, { query: 'cardiologist', limit: 20 });
      await searchDb(db).deleteFrom('search_documents').execute();
      expect(await ensureSearchIndex(db)).toBe(true);
      expect(await ensureSearchIndex(db)).toBe(false);
      expect(await search(db, { query: 'cardiologist', limit: 20 })).toEqual(before);
      expect(await rebuildSearchIndex(db)).toBe(15);
    });

    it('keeps, on SQLite, the row number of every record\'s one document through saves, rebuilds and deletes', async () => {
      if (db.dialect !== 'sqlite') {
        expect(db.dialect).toBe('postgres');
        return;
      }
      const s = searchDb(db);
      const consistent = async () => {
        const documents = await s.selectFrom('search_documents').select([sql<number>`rowid`.as('rowid'), 'type', 'record_id']).orderBy('type').orderBy('record_id').execute();
        const rows = await s.selectFrom('search_document_rows').select(['doc_rowid as rowid', 'type', 'record_id']).orderBy('type').orderBy('record_id').execute();
        expect(rows).toEqual(documents);
        return documents.length;
      };
      const indexed = await consistent();
      const added = await createRecord(db, faqs, { title: 'Is there a pharmacy open at night?', description: '<p>Yes, all night.</p>', status: 'active' });
      expect(await consistent()).toBe(indexed + 1);
      await updateRecord(db, faqs, added._id, { title: 'Is the pharmacy open at night?', description: '<p>Yes, all night.</p>', status: 'active' });
      expect(await consistent()).toBe(indexed + 1);
      expect(titlesIn(await search(db, { query: 'pharmacy', limit: 5 }), 'faqs')).toEqual(['Is the pharmacy open at night?']);
      await rebuildSearchIndex(db);
      expect(await consistent()).toBe(indexed + 1);
      await deleteRecord(db, faqs, added._id);
      expect(await consistent()).toBe(indexed);
      expect((await search(db, { query: 'pharmacy', limit: 5 })).total).toBe(0);
    });

    it('counts queries by day without anything about who asked', async () => {
      await logQuery(db, '  Cardiologist ', 6);
      await logQuery(db, 'cardiologist', 6);
      await logQuery(db, 'xyzzy', 0);
      await logQuery(db, 'xyzzy', 0, new Date(Date.now() - 40 * 86_400_000));
      const stats = await searchStats(db);
      expect(stats.top[0]).toEqual({ query: 'cardiologist', searches: 2, results: 6 });
      expect(stats.noResults).toEqual([{ query: 'xyzzy', searches: 1 }]);
    });

    it('answers the query set (compared across the databases below)', async () => {
      const list = [];
      for (const query of queries) list.push(summary(await search(db, { query, limit: 20 })));
      answers.set(dialect.name, list);
      expect(list[queries.indexOf('zzzz')]).toEqual([]);
    });
  });

  describe(`the search API on ${dialect.name}`, () => {
    const api = useSignedInApp(dialect);

    it('answers GET search publicly, and refuses bad input with 400', async () => {
      const ok = await api.app.inject({ method: 'GET', url: '/api/admin/search?q=cardio' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ data: { total: 0, groups: expect.any(Array) } });
      for (const url of [`/api/admin/search?q=${'a'.repeat(201)}`, '/api/admin/search?q=%00', '/api/admin/search?q=x&group=nurses', '/api/admin/search?q=x&limit=501', '/api/admin/search?q=x&sql=1']) {
        const bad = await api.app.inject({ method: 'GET', url });
        expect(bad.statusCode, url).toBe(400);
      }
      const long = await api.app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent('cardiologist heart bone child '.repeat(6).slice(0, 200))}` });
      expect(long.statusCode).toBe(200);
    });

    it('keeps the synonyms and the statistics behind the sign-in', async () => {
      expect((await api.app.inject({ method: 'GET', url: '/api/admin/search/synonyms' })).statusCode).toBe(401);
      expect((await api.app.inject({ method: 'GET', url: '/api/admin/search/stats' })).statusCode).toBe(401);
      const synonyms = await api.inject({ method: 'GET', url: '/api/admin/search/synonyms' });
      expect(synonyms.json<{ data: { text: string } }>().data.text).toContain('cardiologist');
      const bad = await api.inject({ method: 'PUT', url: '/api/admin/search/synonyms', payload: { text: 'heart' } });
      expect(bad.statusCode).toBe(400);
      await api.app.inject({ method: 'GET', url: '/api/admin/search?q=Knee%20pain&log=1' });
      const stats = await api.inject({ method: 'GET', url: '/api/admin/search/stats' });
      expect(stats.json<{ data: { noResults: unknown[] } }>().data.noResults).toEqual([{ query: 'knee pain', searches: 1 }]);
    });
  });
}

describe.runIf(dialects.length > 1)('the search on both databases', () => {
  it('gives the same results for the same queries', () => {
    expect(answers.get('postgres')).toEqual(answers.get('sqlite'));
    expect(answers.get('sqlite')?.length).toBe(queries.length);
  });
});
