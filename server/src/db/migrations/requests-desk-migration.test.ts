import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers/databases';
import * as requestsDesk from './2026-11-23T0400-requests-desk';

for (const dialect of dialects) {
  describe(`the requests desk migration on ${dialect.name}`, () => {
    it('gives the entries stored before it a reference in order of arrival, status New and the keys erasure finds them by', async () => {
      const test = await dialect.create();
      try {
        const db = test.db.kysely;
        // Back to the tables as they were, with entries in them.
        await test.changingSchema(() => requestsDesk.down(db));
        const rows = [
          { id: 'b', kind: 'appointment', created_at: '2026-03-01T10:00:00.000Z', data: { name: 'B', phone: '+91 98765 43210', email: 'B@Example.com', department: 'Cardiology' } },
          { id: 'a', kind: 'appointment', created_at: '2026-01-01T10:00:00.000Z', data: { name: 'A', phone: '123', email: 'a@example.com', department: 'Neurology' } },
          { id: 'c', kind: 'contact', created_at: '2025-12-31T10:00:00.000Z', data: { name: 'C', phone: '', email: 'c@example.com' } },
        ];
        for (const row of rows) {
          await db.insertInto('form_entries').values({ id: row.id, kind: row.kind, created_at: row.created_at, data: JSON.stringify(row.data), submit_ip: null, remote_ip: null }).execute();
        }
        await test.changingSchema(() => requestsDesk.up(db));
        const after = await db
          .selectFrom('form_entries')
          .select(['id', 'reference', 'status', 'contact_email', 'contact_phone', 'department'])
          .orderBy('id')
          .execute();
        expect(after).toEqual([
          { id: 'a', reference: 'APT-2026-000001', status: 'new', contact_email: 'a@example.com', contact_phone: '123', department: 'Neurology' },
          { id: 'b', reference: 'APT-2026-000002', status: 'new', contact_email: 'b@example.com', contact_phone: '9876543210', department: 'Cardiology' },
          { id: 'c', reference: 'CON-2025-000001', status: 'new', contact_email: 'c@example.com', contact_phone: null, department: null },
        ]);
        // The next appointment of 2026 continues the count.
        expect(await db.selectFrom('form_entry_counters').selectAll().orderBy('key').execute()).toEqual([
          { key: 'APT-2026', value: 2 },
          { key: 'CON-2025', value: 1 },
        ]);
      } finally {
        await test.drop();
      }
    });
  });
}
