import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeByKey } from '@hospital/content/registry';
import { createRecord } from '../content/content-operations';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { inOneTransaction } from './unit-of-work';

const categories = contentTypeByKey('blog-categories')!;
const count = async (test: TestDatabase) => Number((await test.db.kysely.selectFrom('content_blog_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

for (const dialect of dialects) {
  describe(`one transaction around several operations (${dialect.name})`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await dialect.create();
    });
    afterAll(async () => test.drop());

    it('keeps everything when the work succeeds', async () => {
      await inOneTransaction(test.db, async (db) => {
        await createRecord(db, categories, { title: 'Heart', status: 'active' });
        await createRecord(db, categories, { title: 'Bones', status: 'active' });
      });
      expect(await count(test)).toBe(2);
    });

    it('keeps nothing when the work fails part-way, though each operation had committed its own transaction', async () => {
      const error = await inOneTransaction(test.db, async (db) => {
        await createRecord(db, categories, { title: 'Skin', status: 'active' });
        // A refused operation rolls back to its savepoint; the work goes on.
        await expect(createRecord(db, categories, { title: 'Eyes', slug: 'heart', status: 'active' })).rejects.toThrow(/already used/);
        await createRecord(db, categories, { title: 'Eyes', status: 'active' });
        throw new Error('the export was damaged');
      }).catch((e: unknown) => e);
      expect((error as Error).message).toBe('the export was damaged');
      expect(await count(test)).toBe(2);
    });
  });
}
