import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dialects, testConfig } from '../../test/helpers/databases';
import { contentTableName, migrateToLatest, withStartupLock } from './database';
import * as accounts from './migrations/2026-11-24T0200-accounts';

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

    it('runs startup work under the startup lock, one caller at a time on PostgreSQL', async () => {
      const test = await dialect.create();
      try {
        const spans: { name: string; start: number; end: number }[] = [];
        const work = (name: string) => async () => {
          const start = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 150));
          spans.push({ name, start, end: performance.now() });
          return name;
        };
        const results = await Promise.all([withStartupLock(test.db, work('a')), withStartupLock(test.db, work('b'))]);
        expect(results).toEqual(['a', 'b']);
        expect(spans).toHaveLength(2);
        const [first, second] = [...spans].sort((x, y) => x.start - y.start) as [(typeof spans)[0], (typeof spans)[0]];
        const overlap = second.start < first.end;
        // SQLite has one process per file and no lock: both run at once.
        expect(overlap).toBe(dialect.name === 'sqlite');
        // The lock is let go after a failure too.
        await expect(withStartupLock(test.db, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
        await expect(withStartupLock(test.db, async () => 'after')).resolves.toBe('after');
      } finally {
        await test.drop();
      }
    });

    it("reads only its own schema's tables when it looks at the database (another schema changing meanwhile cannot fail its migrations)", async () => {
      const test = await dialect.create();
      const other = await dialect.create();
      try {
        await sql`create table a_table_of_another_app (id integer)`.execute(other.db.kysely);
        const tables = await test.db.kysely.introspection.getTables({ withInternalKyselyTables: true });
        const schema = dialect.name === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(test.db.kysely)).rows[0]?.name : undefined;
        expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['admins', 'kysely_migration']));
        expect(tables.map((t) => t.name)).not.toContain('a_table_of_another_app');
        expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
        expect(tables.find((t) => t.name === 'admins')?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['role', 'department_ids']));
        expect(await test.db.kysely.introspection.getSchemas()).toEqual(dialect.name === 'postgres' ? [{ name: schema }] : expect.anything());
      } finally {
        await other.drop();
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

    it('applies a migration that landed after a later-named one to a database already past it (the accounts migration after shared-limits)', async () => {
      const test = await dialect.create();
      try {
        // The database as main had it before issue 14 landed: every migration but the accounts one.
        await test.changingSchema(async () => {
          await accounts.down(test.db.kysely);
          await test.db.kysely.deleteFrom('kysely_migration' as never).where('name' as never, '=', '2026-11-24T0200-accounts' as never).execute();
        });
        const result = await test.changingSchema(() => migrateToLatest(test.db));
        expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([['2026-11-24T0200-accounts', 'Success']]);
        const tables = (await test.db.kysely.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['review_submissions', 'activity_log', 'rate_limits', 'content_state']));
        await sql`select role, department_ids from admins`.execute(test.db.kysely);
        expect((await test.changingSchema(() => migrateToLatest(test.db))).results).toEqual([]);
      } finally {
        await test.drop();
      }
    });
  });
}
