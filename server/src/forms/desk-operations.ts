import { emailKey, isEntryStatus, phoneKey, statusLabel, type DeskSettings } from '@hospital/content/forms/desk';
import { publicForms } from '@hospital/content/forms/index';
import type { AdminIdentity } from '../auth/auth-operations';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { eraseFromActivity, type PersonTraces } from '../activity/activity-operations';
import { nextTimeOfDay, type JobDefinition, type Queryable } from '../jobs/job-queue';
import { forgetEntryMail } from '../mail/outbox';
import { removeBookingsOf, removeOrphanBookings } from '../appointments/bookings';
import { newId } from '../lib/ids';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { getDeskSettings } from './desk-settings';
import { getEntry, locationScopeOf, type FormEntry } from './form-operations';
import type { PersonEntry } from '@hospital/content/wire/requests-desk';
import { transaction } from '../db/transaction';

/**
 * Working an entry: its status, who has it, internal notes, and its history; and the privacy
 * duties of the desk: retention and erasure. Notes and history are personal data: they are
 * served to signed-in staff only, like the entries.
 */

export interface EntryEvent {
  _id: string;
  type: 'created' | 'status' | 'assigned' | 'note' | 'appointment';
  actorName: string | null;
  createdAt: string;
  /** `created`: the reference. `status` and `appointment` (attendance): from and to. `assigned`: to (a name, or null). `note`: text. */
  data: Record<string, string | null>;
}


async function addEvent(db: Db, entryId: string, type: EntryEvent['type'], actor: AdminIdentity | null, data: Record<string, string | null>, at: string): Promise<void> {
  await db.kysely
    .insertInto('form_entry_events')
    .values({ id: newId(), entry_id: entryId, type, actor_id: actor?.id ?? null, actor_name: actor?.name || actor?.email || null, data: JSON.stringify(data), created_at: at })
    .execute();
}

export interface EntryChange {
  status?: string | undefined;
  /** An administrator's id, or null to leave it with nobody. */
  assigneeId?: string | null | undefined;
}

/** Sets the status and the assignee; each change is a line of the entry's history. */
export async function updateEntry(db: Db, id: string, change: EntryChange, actor: AdminIdentity, now = new Date()): Promise<FormEntry> {
  // A desk person limited to locations (issue 48) changes only their locations' entries: another's is missing to them.
  const entry = await getEntry(db, id, await locationScopeOf(db, actor.locationIds));
  if (change.status !== undefined && !isEntryStatus(change.status)) throw new ValidationError('Choose a status: New, In progress, Done or Spam.', { status: 'Choose a status: New, In progress, Done or Spam.' });
  let assigneeName: string | null = null;
  if (change.assigneeId) {
    const admin = await db.kysely.selectFrom('admins').select(['id', 'name', 'email']).where('id', '=', change.assigneeId).executeTakeFirst();
    if (!admin) throw new ValidationError('Choose a staff account to assign the entry to.', { assigneeId: 'Choose a staff account to assign the entry to.' });
    assigneeName = admin.name || admin.email;
  }
  const at = now.toISOString();
  const statusChanged = change.status !== undefined && change.status !== entry.status;
  const assigneeChanged = change.assigneeId !== undefined && change.assigneeId !== entry.assigneeId;
  if (!statusChanged && !assigneeChanged) return entry;
  await db.kysely
    .updateTable('form_entries')
    .set({
      ...(statusChanged ? { status: change.status } : {}),
      ...(assigneeChanged ? { assignee_id: change.assigneeId ?? null } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  if (statusChanged) await addEvent(db, id, 'status', actor, { from: statusLabel(entry.status), to: statusLabel(change.status ?? '') }, at);
  if (assigneeChanged) await addEvent(db, id, 'assigned', actor, { to: assigneeName }, at);
  return getEntry(db, id);
}

export async function addNote(db: Db, id: string, text: string, actor: AdminIdentity, now = new Date()): Promise<EntryEvent[]> {
  await getEntry(db, id, await locationScopeOf(db, actor.locationIds));
  const at = now.toISOString();
  await addEvent(db, id, 'note', actor, { text }, at);
  await db.kysely.updateTable('form_entries').set({ updated_at: at }).where('id', '=', id).execute();
  return entryHistory(db, id);
}

/** Oldest first, as it happened. */
export async function entryHistory(db: Db, id: string): Promise<EntryEvent[]> {
  const rows = await db.kysely.selectFrom('form_entry_events').selectAll().where('entry_id', '=', id).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    _id: row.id,
    type: row.type as EntryEvent['type'],
    actorName: row.actor_name,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, string | null>,
  }));
}

/**
 * The words of the consent notice an entry's sender saw (stored as its text, then its privacy
 * link, on two lines), so the desk reads the notice rather than its version's hash.
 */
export async function consentNoticeOf(db: Db, version: string | null): Promise<{ text: string; link: string } | null> {
  if (!version) return null;
  const row = await db.kysely.selectFrom('consent_notices').select('text').where('version', '=', version).executeTakeFirst();
  if (!row) return null;
  const split = row.text.lastIndexOf('\n');
  return split < 0 ? { text: row.text, link: '' } : { text: row.text.slice(0, split), link: row.text.slice(split + 1) };
}

/** The staff accounts an entry can be given to. */
export async function listStaff(db: Db): Promise<{ _id: string; name: string; email: string }[]> {
  const rows = await db.kysely.selectFrom('admins').select(['id', 'name', 'email']).orderBy('name').execute();
  return rows.map((r) => ({ _id: r.id, name: r.name || r.email, email: r.email }));
}

/** New entries per form: the dashboard's and the menu's count. */
export async function countNewEntries(db: Db): Promise<{ total: number; byForm: Record<string, number> }> {
  const rows = await db.kysely
    .selectFrom('form_entries')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'new')
    .groupBy('kind')
    .execute();
  const byForm: Record<string, number> = Object.fromEntries(publicForms.map((f) => [f.key, 0]));
  for (const row of rows) byForm[row.kind] = Number(row.n);
  return { total: Object.values(byForm).reduce((a, b) => a + b, 0), byForm };
}

async function logPrivacy(db: Queryable, action: 'retention' | 'erasure', actor: AdminIdentity | null, detail: object, at: string): Promise<void> {
  await db
    .insertInto('privacy_log')
    .values({ id: newId(), action, actor_id: actor?.id ?? null, actor_name: actor?.name || actor?.email || null, detail: JSON.stringify(detail), created_at: at })
    .execute();
}

export interface RetentionResult {
  deleted: Record<string, number>;
  total: number;
}

/** Deletes the entries older than their form's retention period, and records how many went. */
export async function applyRetention(db: Db, desk: DeskSettings, now = new Date()): Promise<RetentionResult> {
  const deleted: Record<string, number> = {};
  for (const form of publicForms) {
    const cutoff = new Date(now.getTime() - desk.forms[form.key].retentionDays * 24 * 60 * 60 * 1000).toISOString();
    const result = await db.kysely.deleteFrom('form_entries').where('kind', '=', form.key).where('created_at', '<', cutoff).executeTakeFirst();
    deleted[form.key] = Number(result.numDeletedRows);
  }
  // The booked slots of the entries that went are let go with them.
  await removeOrphanBookings(db.kysely);
  const total = Object.values(deleted).reduce((a, b) => a + b, 0);
  await logPrivacy(db.kysely, 'retention', null, { deleted, total }, now.toISOString());
  return { deleted, total };
}

export const retentionJobName = 'form-entries-retention';

/** The daily retention run, at 02:00 in the hospital's time zone (and at start when a run was missed). */
export function retentionJob(db: Db): JobDefinition<Record<string, never>> {
  const next = async (now: Date) => nextTimeOfDay(now, 2, 0, hospitalTimeZone(await getSiteSettings(db)));
  return {
    name: retentionJobName,
    run: async (_payload, context) => applyRetention(db, await getDeskSettings(db), context.now),
    every: { next, first: next },
  };
}

export interface PersonQuery {
  email?: string | undefined;
  phone?: string | undefined;
}


/** Every entry of any form with this email or this phone (compared as the last ten digits). */
export async function findPersonEntries(db: Db, person: PersonQuery): Promise<PersonEntry[]> {
  const email = person.email ? emailKey(person.email) : '';
  const phone = person.phone ? phoneKey(person.phone) : '';
  if (!email && !phone) throw new ValidationError('Give an e-mail address or a phone number.', { email: 'Give an e-mail address or a phone number.' });
  if (person.phone && phone.length < 5) throw new ValidationError('A phone number has at least five digits.', { phone: 'A phone number has at least five digits.' });
  const rows = await db.kysely
    .selectFrom('form_entries')
    .select(['id', 'kind', 'reference', 'created_at', 'data'])
    .where((eb) => eb.or([...(email ? [eb('contact_email', '=', email)] : []), ...(phone ? [eb('contact_phone', '=', phone)] : [])]))
    .orderBy('created_at', 'desc')
    .limit(5000)
    .execute();
  return rows.map((row) => {
    const form = publicForms.find((f) => f.key === row.kind);
    const data = JSON.parse(row.data) as Record<string, string>;
    return {
      _id: row.id,
      kind: row.kind,
      reference: row.reference,
      createdAt: row.created_at,
      name: data[form?.summary.name ?? 'name'] ?? '',
      email: data[form?.summary.email ?? 'email'] ?? '',
      phone: data[form?.summary.phone ?? 'phone'] ?? '',
    };
  });
}

/**
 * Erases a person's data: the reviewed entries (ids) that the same search still finds, with
 * their notes, history, mail and its send jobs, and their booked slots (free again); and the person's e-mail, phone and names wherever
 * the activity log's older summaries hold them (as "[erased]"). Recorded with the counts per
 * form, not the person. One transaction: an erasure is done whole or not at all.
 */
export async function erasePerson(db: Db, person: PersonQuery, ids: readonly string[], actor: AdminIdentity, now = new Date()): Promise<RetentionResult> {
  const found = await findPersonEntries(db, person);
  const chosen = new Set(ids);
  const doomed = found.filter((e) => chosen.has(e._id));
  const deleted: Record<string, number> = Object.fromEntries(publicForms.map((f) => [f.key, 0]));
  for (const entry of doomed) deleted[entry.kind] = (deleted[entry.kind] ?? 0) + 1;
  const doomedIds = doomed.map((e) => e._id);
  await transaction(db, async (trx) => {
    const traces = await personTraces(trx, person, doomedIds);
    if (doomedIds.length > 0) {
      await forgetEntryMail(trx, doomedIds);
      await removeBookingsOf(trx, doomedIds);
      await trx.deleteFrom('form_entries').where('id', 'in', doomedIds).execute();
    }
    await eraseFromActivity(trx, traces);
    await logPrivacy(trx, 'erasure', actor, { deleted, total: doomed.length, by: [person.email ? 'email' : null, person.phone ? 'phone' : null].filter(Boolean) }, now.toISOString());
  });
  return { deleted, total: doomed.length };
}

/**
 * What the person left as text: the e-mail and phone searched for, and each erased entry's
 * e-mail, phone and names (its form's name field, and any other field named …name, such as the
 * discharge form's patient name).
 */
async function personTraces(db: Queryable, person: PersonQuery, entryIds: readonly string[]): Promise<PersonTraces> {
  const emails = person.email ? [person.email] : [];
  const phones = person.phone ? [person.phone] : [];
  const names: string[] = [];
  const rows = entryIds.length > 0 ? await db.selectFrom('form_entries').select(['kind', 'data']).where('id', 'in', entryIds).execute() : [];
  for (const row of rows) {
    const form = publicForms.find((f) => f.key === row.kind);
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const text = (key: string | undefined) => (key !== undefined && typeof data[key] === 'string' ? [data[key]] : []);
    emails.push(...text(form?.summary.email));
    phones.push(...text(form?.summary.phone));
    names.push(...text(form?.summary.name), ...Object.keys(data).filter((key) => /name$/i.test(key)).flatMap(text));
  }
  return { emails, names, phones };
}

export interface PrivacyRecord {
  _id: string;
  action: string;
  actorName: string | null;
  createdAt: string;
  detail: Record<string, unknown>;
}

export async function listPrivacyLog(db: Db, limit = 50): Promise<PrivacyRecord[]> {
  const rows = await db.kysely.selectFrom('privacy_log').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({ _id: r.id, action: r.action, actorName: r.actor_name, createdAt: r.created_at, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}
