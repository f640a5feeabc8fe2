import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers/databases';
import * as opdLocations from './2026-11-28T1930-opd-locations';

for (const dialect of dialects) {
  describe(`the OPD locations migration on ${dialect.name}`, () => {
    it("moves an existing site's sessions and bookings to a main hospital made from its settings", async () => {
      const test = await dialect.create();
      try {
        const db = test.db.kysely;
        await test.changingSchema(() => opdLocations.down(db));
        const at = '2026-11-01T10:00:00.000Z';
        const sessions = [
          { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 1' },
          { day: 'thu', start: '14:00', end: '17:00', place: '' },
        ];
        await db.insertInto('content_experts').values({ id: 'd1', slug: 'dr-menon', title: 'Dr. Menon', status: 'active', sort_order: 0, record_date: null, created_at: at, updated_at: at, data: JSON.stringify({ opd_sessions: sessions, designation: 'HOD' }) }).execute();
        await db.insertInto('content_experts').values({ id: 'd2', slug: 'dr-rao', title: 'Dr. Rao', status: 'active', sort_order: 0, record_date: null, created_at: at, updated_at: at, data: JSON.stringify({ designation: 'Consultant' }) }).execute();
        await db
          .insertInto('settings')
          .values({ key: 'site-settings', value: JSON.stringify({ siteTitle: 'Good Health Hospital', site_address: '1 Main Road, Pune 411 005', site_phone_no_1: '+91 20 1234 5678', emergency_phone: '+91 20 1234 9999' }), updated_at: at })
          .execute();
        await db.insertInto('form_entries').values({ id: 'e1', kind: 'appointment', data: '{}', created_at: at, submit_ip: null, remote_ip: null }).execute();
        await db
          .insertInto('appointment_bookings')
          .values({ id: 'b1', entry_id: 'e1', reference: 'APT-1', doctor_id: 'd1', slot_start: at, slot_end: at, seat: 1, status: 'booked', place: 'OPD Block A, Room 1', token_hash: 'x'.repeat(40), expires_at: at, created_at: at, updated_at: at })
          .execute();

        await test.changingSchema(() => opdLocations.up(db));

        const locations = await db.selectFrom('content_locations').select(['id', 'slug', 'title', 'status', 'data']).execute();
        expect(locations).toHaveLength(1);
        const main = locations[0]!;
        expect({ slug: main.slug, title: main.title, status: main.status }).toEqual({ slug: 'main', title: 'Good Health Hospital', status: 'active' });
        expect(JSON.parse(main.data)).toEqual({ location_kind: 'hospital', is_main: true, city: '', address: '1 Main Road, Pune 411 005', phones: ['+91 20 1234 5678'], emergency_phone: '+91 20 1234 9999' });
        const menon = JSON.parse((await db.selectFrom('content_experts').select('data').where('id', '=', 'd1').executeTakeFirstOrThrow()).data) as { opd_sessions: { location: string }[]; designation: string };
        expect(menon.opd_sessions).toEqual(sessions.map((s) => ({ ...s, location: main.id })));
        expect(menon.designation).toBe('HOD');
        expect(JSON.parse((await db.selectFrom('content_experts').select('data').where('id', '=', 'd2').executeTakeFirstOrThrow()).data)).toEqual({ designation: 'Consultant' });
        expect(await db.selectFrom('content_relations').select(['from_id', 'field', 'to_type', 'to_id']).where('to_type', '=', 'locations').orderBy('field').execute()).toEqual([
          { from_id: 'd1', field: 'opd_sessions.0.location', to_type: 'locations', to_id: main.id },
          { from_id: 'd1', field: 'opd_sessions.1.location', to_type: 'locations', to_id: main.id },
        ]);
        expect((await db.selectFrom('appointment_bookings').select('location_id').where('id', '=', 'b1').executeTakeFirstOrThrow()).location_id).toBe(main.id);
      } finally {
        await test.drop();
      }
    });

    it('makes no location on a database without sessions (a new site: the seed makes its own)', async () => {
      const test = await dialect.create();
      try {
        const db = test.db.kysely;
        await test.changingSchema(() => opdLocations.down(db));
        await test.changingSchema(() => opdLocations.up(db));
        expect(await db.selectFrom('content_locations').select('id').execute()).toEqual([]);
      } finally {
        await test.drop();
      }
    });
  });
}
