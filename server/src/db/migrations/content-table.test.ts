import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers/databases';
import { createContentTable } from './content-table';
import { migrations } from './index';

const latest = Object.keys(migrations).sort().at(-1) ?? '';

for (const dialect of dialects) {
  describe(`the content table helper on ${dialect.name}`, () => {
    it('makes a new type a table with the columns every content table has after all migrations', async () => {
      const test = await dialect.create();
      try {
        const db = test.db.kysely;
        // A migration named after every landed one, as a new type's would be.
        await test.changingSchema(() => createContentTable(db, 'probe_type', `${latest}-probe`));
        const tables = await db.introspection.getTables();
        const columns = (name: string) =>
          tables
            .find((t) => t.name === name)
            ?.columns.map((c) => ({ name: c.name, type: c.dataType, nullable: c.isNullable, hasDefault: c.hasDefaultValue }))
            .sort((a, b) => a.name.localeCompare(b.name));
        expect(columns('content_probe_type')).toEqual(columns('content_pages'));
        expect(columns('content_probe_type')?.length).toBeGreaterThan(5);
      } finally {
        await test.drop();
      }
    });
  });
}
