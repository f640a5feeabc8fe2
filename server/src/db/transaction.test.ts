import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeByKey } from '@hospital/content/registry';
import { createRecord, updateRecord } from '../content/content-operations';
import { searchTables } from '../search/search-schema';
import { describeOnPostgres, dialects, type TestDatabase } from '../../test/helpers/databases';
import { transaction } from './transaction';
import { inOneTransaction } from './unit-of-work';

const faqs = contentTypeByKey('faqs')!;
const conflict = (code: string) => Object.assign(new Error('could not serialize access'), { code });
const categoryCount = async (test: TestDatabase) =>
  Number((await test.db.kysely.selectFrom('content_blog_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

for (const dialect of dialects) {
  describe(`a retrying transaction (${dialect.name})`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await dialect.create();
    });
    afterAll(async () => test.drop());

    it('runs the work again after a deadlock or serialization failure, keeping only the try that committed', async () => {
      let tries = 0;
      await transaction(test.db, async (trx) => {
        tries += 1;
        await trx.insertInto('content_blog_categories').values({ id: `0000000000000000000000a${tries}`, title: `Try ${tries}`, slug: `try-${tries}`, status: 'active', sort_order: 0, data: '{}', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
        if (tries === 1) throw conflict('40P01');
        if (tries === 2) throw conflict('40001');
      });
      expect(tries).toBe(3);
      expect(await categoryCount(test)).toBe(1);
    });

    it('reports any other failure at once, and a conflict inside a unit of work to its owner', async () => {
      let tries = 0;
      await expect(
        transaction(test.db, async () => {
          tries += 1;
          throw new Error('a wrong value');
        }),
      ).rejects.toThrow('a wrong value');
      expect(tries).toBe(1);
      await expect(
        inOneTransaction(test.db, (db) =>
          transaction(db, async () => {
            tries += 1;
            throw conflict('40P01');
          }),
        ),
      ).rejects.toMatchObject({ code: '40P01' });
      expect(tries).toBe(2);
    });
  });
}

/** Words every writer's texts share, in a different order each time: the saves lock the same vocabulary rows. */
const sharedWords = Array.from({ length: 40 }, (_, i) => `cardio${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}word`);
const shuffled = (words: readonly string[], seed: number): string[] => {
  const out = [...words];
  let state = seed * 7919 + 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 48271) % 2147483647;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
const textOf = (n: number) => `<p>${shuffled(sharedWords, n).slice(0, 25).join(' ')} only${n}</p>`;

describeOnPostgres('saves under concurrent writers (postgres)', (postgres) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await postgres.create();
  });
  afterAll(async () => test.drop());

  it('8 writers saving records of overlapping words: 1,000 saves, none failing, the vocabulary counts exact', async () => {
    const connections = [test.db, test.connect()];
    const writers = 8;
    const savesEach = 125;
    const failures: unknown[] = [];
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const db = connections[w % connections.length]!;
        let id: string | undefined;
        for (let i = 0; i < savesEach; i++) {
          const n = w * 1000 + i;
          const body = { title: `Question ${shuffled(sharedWords, n + 1).slice(0, 4).join(' ')}`, description: textOf(n), status: 'active' };
          try {
            // Each writer creates a record, then saves it again four times with other words.
            if (id === undefined || i % 5 === 0) id = (await createRecord(db, faqs, body))._id;
            else await updateRecord(db, faqs, id, body);
          } catch (error) {
            failures.push(error);
          }
        }
      }),
    );
    expect(failures.map((f) => (f as Error).message)).toEqual([]);
    const s = searchTables(test.db.kysely);
    const counted = await s.selectFrom('search_vocabulary').select(['term', 'doc_count']).where('term', '=', sharedWords[0]!).executeTakeFirst();
    const documents = await s.selectFrom('search_documents').select(['title_text', 'body_text']).execute();
    const holding = documents.filter((d) => `${d.title_text} ${d.body_text}`.split(' ').includes(sharedWords[0]!)).length;
    expect(counted?.doc_count ?? 0).toBe(holding);
  }, 60_000);
});
