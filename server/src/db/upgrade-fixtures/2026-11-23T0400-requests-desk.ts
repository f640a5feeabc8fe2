import { write as writeInitial } from './2026-11-21T0900-initial';
import { ids, type AnyDb, type Expected, type FixtureContext, type UpgradeFixture } from './fixture';

// The requests desk: entries carry a reference, a status, an assignee and contact keys, with a
// history of notes; mail waits in an outbox (here one that failed every attempt); the consent
// notice each entry agreed to is kept, and so is the privacy log.

const created = '2026-01-01T00:00:00.000Z';

export async function write(db: AnyDb, context: FixtureContext): Promise<Expected> {
  const expected = await writeInitial(db, context);
  await db
    .updateTable('form_entries')
    .set({ reference: 'CON-2026-000001', status: 'done', contact_email: 'ravi@example.com', contact_phone: '9876543210', consent_version: 'c1', updated_at: '2026-01-11T10:00:00.000Z' })
    .where('id', '=', ids.contact)
    .execute();
  await db
    .updateTable('form_entries')
    .set({ reference: 'APT-2026-000001', status: 'in_progress', assignee_id: ids.admin, department: 'Cardiology', contact_email: 'meena@example.com', contact_phone: '9123456780', consent_version: 'c1', updated_at: '2026-01-12T12:00:00.000Z' })
    .where('id', '=', ids.appointment)
    .execute();
  await db
    .insertInto('form_entry_counters')
    .values([
      { key: 'CON-2026', value: 1 },
      { key: 'APT-2026', value: 1 },
    ])
    .execute();
  await db
    .insertInto('form_entry_events')
    .values({ id: ids.note, entry_id: ids.contact, type: 'note', actor_id: ids.admin, actor_name: 'IT Desk', data: JSON.stringify({ text: 'Called back: 4 pm to 7 pm.' }), created_at: '2026-01-11T10:00:00.000Z' })
    .execute();
  await db
    .insertInto('mail_outbox')
    .values({
      id: ids.mail,
      entry_id: ids.appointment,
      kind: 'notification',
      recipients: JSON.stringify(['desk@hospital.test']),
      subject: 'New appointment request APT-2026-000001',
      body: 'A new appointment request arrived.',
      status: 'failed',
      attempts: 12,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      created_at: '2026-01-12T11:30:00.000Z',
    })
    .execute();
  await db.insertInto('consent_notices').values({ version: 'c1', text: 'I agree to the hospital contacting me about this request.', created_at: created }).execute();
  await db
    .insertInto('privacy_log')
    .values({ id: ids.note, action: 'retention', actor_id: null, actor_name: null, detail: JSON.stringify({ deleted: 0 }), created_at: '2026-01-13T00:00:00.000Z' })
    .execute();
  return {
    ...expected,
    entries: [
      { id: ids.contact, reference: 'CON-2026-000001', status: 'done', name: 'Ravi Kumar', notes: ['Called back: 4 pm to 7 pm.'] },
      { id: ids.appointment, reference: 'APT-2026-000001', status: 'in_progress', name: 'Meena Iyer', notes: [] },
    ],
    mail: [{ entryId: ids.appointment, id: ids.mail, status: 'failed' }],
  };
}

export const fixture: UpgradeFixture = { migration: '2026-11-23T0400-requests-desk', write };
