import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dialects, testConfig } from '../../test/helpers/databases';
import { contentTableName } from './database';

for (const dialect of dialects) {
  describe(`database on ${dialect.name}`, () => {
    it('applies the migrations and answers the health check', async () => {
      const test = await dialect.create();
      try {
        const app = await buildApp({ config: testConfig(), db: test.db, logger: false });
        const response = await app.inject({ method: 'GET', url: '/healthz' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ok', database: dialect.name });
        await app.close();
      } finally {
        await test.drop();
      }
    });

    it('stores and reads a content row with JSON data', async () => {
      const test = await dialect.create();
      try {
        const now = new Date().toISOString();
        const table = contentTableName('expert-categories');
        await test.db.kysely
          .insertInto(table)
          .values({ id: 'a1', slug: 'cardiology', title: 'Cardiology', status: 'active', sort_order: 0, record_date: null, created_at: now, updated_at: now, data: JSON.stringify({ description: '<p>Heart</p>' }) })
          .execute();
        const row = await test.db.kysely.selectFrom(table).selectAll().where('slug', '=', 'cardiology').executeTakeFirstOrThrow();
        expect(row.title).toBe('Cardiology');
        expect(JSON.parse(row.data)).toEqual({ description: '<p>Heart</p>' });
      } finally {
        await test.drop();
      }
    });
  });
}
