import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

// Issue 48: doctors' OPD sessions at a location.
// - a booking records the location of its session (`appointment_bookings.location_id`, null for
//   a site without locations);
// - a desk person may be limited to locations (`admins.locations`, a JSON list of location ids;
//   none is every location);
// - the sessions of an existing site move to its main hospital: when doctors have sessions and
//   no location exists yet, the main hospital is made from the site settings (name, address,
//   phone, emergency number), every session that names no location names it, and so does every
//   booking. A new, empty database gets no location here (the demo seed makes its own network).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
type AnyDb = Kysely<any>;

const parse = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

async function moveSessionsToMainHospital(db: AnyDb): Promise<void> {
  const doctors = (await db.selectFrom('content_experts').select(['id', 'data']).execute()) as { id: string; data: string }[];
  const withSessions = doctors.map((d) => ({ id: d.id, data: parse(d.data) })).filter((d) => Array.isArray(d.data.opd_sessions) && d.data.opd_sessions.length > 0);
  if (withSessions.length === 0) return;
  if (await db.selectFrom('content_locations').select('id').limit(1).executeTakeFirst()) return;

  const settingsRow = (await db.selectFrom('settings').select('value').where('key', '=', 'site-settings').executeTakeFirst()) as { value: string } | undefined;
  const settings = settingsRow ? parse(settingsRow.value) : {};
  const now = new Date().toISOString();
  const id = crypto.randomBytes(12).toString('hex');
  const title = str(settings.siteTitle) || 'Main hospital';
  const data = {
    location_kind: 'hospital',
    is_main: true,
    city: '',
    address: str(settings.site_address),
    phones: [str(settings.site_phone_no_1)].filter((p) => p !== ''),
    emergency_phone: str(settings.emergency_phone),
  };
  await db.insertInto('content_locations').values({ id, slug: 'main', title, status: 'active', sort_order: 0, record_date: null, created_at: now, updated_at: now, data: JSON.stringify(data) }).execute();

  for (const doctor of withSessions) {
    const rows = (doctor.data.opd_sessions as unknown[]).map((row) => (row !== null && typeof row === 'object' ? { ...(row as Record<string, unknown>) } : row));
    const relations: { from_type: string; from_id: string; field: string; to_type: string; to_id: string; position: number }[] = [];
    rows.forEach((row, i) => {
      if (row === null || typeof row !== 'object') return;
      const r = row as Record<string, unknown>;
      if (!str(r.location)) r.location = id;
      relations.push({ from_type: 'experts', from_id: doctor.id, field: `opd_sessions.${i}.location`, to_type: 'locations', to_id: str(r.location), position: 0 });
    });
    await db.updateTable('content_experts').set({ data: JSON.stringify({ ...doctor.data, opd_sessions: rows }) }).where('id', '=', doctor.id).execute();
    await db.deleteFrom('content_relations').where('from_type', '=', 'experts').where('from_id', '=', doctor.id).where('field', 'like', 'opd_sessions.%').execute();
    if (relations.length > 0) await db.insertInto('content_relations').values(relations).execute();
  }
  await db.updateTable('appointment_bookings').set({ location_id: id }).where('location_id', 'is', null).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('appointment_bookings').addColumn('location_id', 'varchar(40)').execute();
  await db.schema.createIndex('appointment_bookings_location').on('appointment_bookings').columns(['location_id', 'slot_start']).execute();
  await db.schema.alterTable('admins').addColumn('locations', 'text').execute();
  await moveSessionsToMainHospital(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('locations').execute();
  await db.schema.dropIndex('appointment_bookings_location').execute();
  await db.schema.alterTable('appointment_bookings').dropColumn('location_id').execute();
}
