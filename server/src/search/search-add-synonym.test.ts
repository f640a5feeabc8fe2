import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers/signed-in-app';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { typeOf } from '../../test/helpers/content-factories';
import { createRecord } from '../content/content-operations';
import { readSynonyms } from './search-synonyms';

interface SearchBody {
  data: { total: number; groups: { items: { title: string }[] }[] };
}
const titles = (body: SearchBody) => body.data.groups.flatMap((group) => group.items.map((item) => item.title));

for (const dialect of dialects) {
  describe(`"Add a synonym" to a search that found nothing, on ${dialect.name}`, () => {
    const api = useSignedInApp(dialect);

    it('adds the line, keeps the rest of the list, and the next search for the word finds the record, on another connection too', async () => {
      await createRecord(api.db, typeOf('faqs'), { title: 'Is there an anxiety clinic?', description: '<p>The Mental Health team runs one every Tuesday.</p>' });
      const searchFor = (q: string) => api.app.inject({ url: `/api/admin/search?q=${encodeURIComponent(q)}&log=1` });
      expect((await searchFor('ghabrahat')).json<SearchBody>().data.total).toBe(0);
      const stats = await api.inject({ url: '/api/admin/search/stats' });
      expect(stats.json<{ data: { noResults: unknown[] } }>().data.noResults).toContainEqual({ query: 'ghabrahat', searches: 1 });
      const before = await readSynonyms(api.db);

      const added = await api.inject({ method: 'POST', url: '/api/admin/search/synonyms', payload: { terms: 'Ghabrahat, ghabrahat hona', expansion: 'anxiety' } });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ message: 'Synonym added', added: 'ghabrahat, ghabrahat hona → anxiety', data: { count: before.length + 2 } });
      expect(added.json<{ data: { text: string } }>().data.text).toContain('ghabrahat, ghabrahat hona → anxiety');
      expect(await readSynonyms(api.db)).toEqual(expect.arrayContaining(before));

      expect(titles((await searchFor('ghabrahat')).json<SearchBody>())).toContain('Is there an anxiety clinic?');
      // A second app on its own connection to the database (another process reads the list again within 2 s, search-query.ts).
      const other = await buildTestApp(api.connect(), api.config);
      try {
        const answer = await other.app.inject({ url: '/api/admin/search?q=ghabrahat' });
        expect(titles(answer.json<SearchBody>())).toContain('Is there an anxiety clinic?');
      } finally {
        await other.close();
      }
    });

    it('merges a word already listed with the new words once, and two additions at once both stay', async () => {
      const add = (terms: string, expansion: string) => api.inject({ method: 'POST', url: '/api/admin/search/synonyms', payload: { terms, expansion } });
      expect((await add('sugar', 'diabetes')).statusCode).toBe(200);
      expect((await add('sugar', 'endocrinology')).statusCode).toBe(200);
      expect((await add('sugar', 'endocrinology')).statusCode).toBe(200);
      const [first, second] = await Promise.all([add('chakkar', 'vertigo'), add('khansi', 'cough')]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      const list = new Map((await readSynonyms(api.db)).map((row) => [row.term, row.expansion]));
      expect(list.get('sugar')).toBe('diabetes endocrinology');
      expect(list.get('chakkar')).toBe('vertigo');
      expect(list.get('khansi')).toBe('cough');
    });

    it('refuses a line it cannot read with 400 and a plain message, changing nothing, and only for those who manage settings', async () => {
      const before = await readSynonyms(api.db);
      const cases: [unknown, string][] = [
        [{ terms: '', expansion: 'anxiety' }, 'Give at least one word patients type.'],
        [{ terms: ' , ', expansion: 'anxiety' }, 'Give at least one word patients type.'],
        [{ terms: 'ghabrahat', expansion: '  ' }, 'Give the words to look for.'],
        [{ terms: 'heart → cardiology', expansion: 'anxiety' }, 'Give the words patients type on one line, without an arrow.'],
        [{ terms: 'heart', expansion: 'cardiology\nbone → orthopaedics' }, 'Give the words to look for on one line, without an arrow.'],
        [{ terms: 'heart', expansion: 'x'.repeat(301) }, 'A synonym may hold at most 300 characters.'],
        [{ terms: 'heart' }, 'expansion must be the words to look for.'],
        [{ terms: 'heart', expansion: 'cardiology', extra: 1 }, ''],
      ];
      for (const [payload, message] of cases) {
        const answer = await api.inject({ method: 'POST', url: '/api/admin/search/synonyms', payload: payload as Record<string, unknown> });
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        if (message) expect(answer.json<{ message: string }>().message).toBe(message);
      }
      expect(await readSynonyms(api.db)).toEqual(before);
      const anonymous = await api.app.inject({ method: 'POST', url: '/api/admin/search/synonyms', payload: { terms: 'a', expansion: 'b' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
}
