import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { ActivityLogRow } from '../db/schema';
import { ValidationError } from '../errors/http-errors';
import { nextTimeOfDay, type JobDefinition, type Queryable } from '../jobs/job-queue';
import { hospitalDay, sortableHospitalTime } from '@hospital/content/hospital-time';
import { csvDocument } from '../lib/csv';
import { newId } from '../lib/ids';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import type { ActivityEntry } from '@hospital/content/wire/accounts';

/**
 * The activity log: who did what, when, from which address, to which record, and a summary of
 * what changed. Append-only: nothing here updates an entry but the erasure of a person's data
 * (`eraseFromActivity`), and the only deletion is the retention's purge of entries older than the
 * period the hospital keeps them. Summaries name no patient: the desk's reads say that a text
 * search was made, not what was searched for.
 */

export interface ActivityActor {
  id: string;
  name: string;
  email?: string;
}

export interface ActivityInput {
  /** null: the system (a job), or nobody known (a failed sign-in of an unknown email). */
  actor: ActivityActor | null;
  ip?: string | null | undefined;
  action: string;
  contentType?: string | null | undefined;
  recordId?: string | null | undefined;
  recordTitle?: string | null | undefined;
  summary: string;
}

const clip = (text: string | null | undefined, max: number): string | null => (text === null || text === undefined ? null : text.slice(0, max));

/** Appends one entry, in the caller's transaction when given one. */
export async function recordActivity(db: Queryable, input: ActivityInput, now = new Date()): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      id: newId(),
      created_at: now.toISOString(),
      actor_id: input.actor?.id ?? null,
      actor_name: clip(input.actor ? input.actor.name || input.actor.email || null : null, 400),
      ip: clip(input.ip, 64),
      action: input.action.slice(0, 60),
      content_type: clip(input.contentType, 60),
      record_id: clip(input.recordId, 100),
      record_title: clip(input.recordTitle, 500),
      summary: input.summary.slice(0, 4000),
    })
    .execute();
}

const dateParam = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(new Date(v).getTime()), `${name} must be a date like 2026-11-21 or an ISO date-time.`)
    .optional();

export const activityFilterSchema = z.object({
  actor: z.string().trim().max(100, 'actor must be at most 100 characters.').optional(),
  action: z.string().trim().max(60, 'action must be at most 60 characters.').optional(),
  contentType: z.string().trim().max(60, 'contentType must be at most 60 characters.').optional(),
  from: dateParam('from'),
  to: dateParam('to'),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/** `to` names a day: entries of that whole day count (a date-time is taken as it is). */
const endOf = (to: string): string => (to.length === 10 ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000).toISOString() : new Date(to).toISOString());

function filtered(db: Db, filter: ActivityFilter) {
  let query = db.kysely.selectFrom('activity_log');
  if (filter.actor) query = query.where('actor_id', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.contentType) query = query.where('content_type', '=', filter.contentType);
  if (filter.from) query = query.where('created_at', '>=', new Date(filter.from).toISOString());
  if (filter.to) query = query.where('created_at', '<', endOf(filter.to));
  return query;
}

const toEntry = (row: ActivityLogRow): ActivityEntry => ({
  _id: row.id,
  createdAt: row.created_at,
  actorId: row.actor_id,
  actorName: row.actor_name,
  ip: row.ip,
  action: row.action,
  contentType: row.content_type,
  recordId: row.record_id,
  recordTitle: row.record_title,
  summary: row.summary,
});

/** Newest first, a page at a time. */
export async function listActivity(db: Db, filter: ActivityFilter, page: number, limit: number): Promise<{ data: ActivityEntry[]; total: number }> {
  const count = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { data: rows.map(toEntry), total: Number(count?.n ?? 0) };
}

/** What the filters may choose from: the people and actions and types that occur. */
export async function activityChoices(db: Db): Promise<{ actors: { _id: string; name: string }[]; actions: string[]; contentTypes: string[] }> {
  const actors = await db.kysely
    .selectFrom('activity_log')
    .select(['actor_id', (eb) => eb.fn.max('actor_name').as('name')])
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
    .execute();
  const actions = await db.kysely.selectFrom('activity_log').select('action').distinct().orderBy('action').execute();
  const types = await db.kysely.selectFrom('activity_log').select('content_type').distinct().where('content_type', 'is not', null).orderBy('content_type').execute();
  return {
    actors: actors.map((a) => ({ _id: a.actor_id ?? '', name: a.name ?? '' })).sort((a, b) => a.name.localeCompare(b.name)),
    actions: actions.map((a) => a.action),
    contentTypes: types.map((t) => t.content_type ?? ''),
  };
}

/** What a person erased left as text: e-mail addresses, names, and phone numbers (by their digits). */
export interface PersonTraces {
  emails: readonly string[];
  names: readonly string[];
  phones: readonly string[];
}

export const erasedMark = '[erased]';

/** The content type of the desk's entries: the only log entries where a patient's name can be. */
const deskContentType = 'form-entries';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const distinct = (values: readonly string[], minLength: number): string[] => [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= minLength))];

/**
 * The matchers of a person's traces: e-mails and names case-insensitively, each phone as its last
 * ten digits with any spaces, dots, dashes or brackets between them (as staff type a number).
 * E-mails and phones are looked for in every entry; names only in the desk's, where a patient's
 * name can have been typed (elsewhere the same words are a page's or a doctor's title).
 */
function traceMatchers(traces: PersonTraces): { everywhere: RegExp[]; desk: RegExp[]; likes: string[] } {
  const emails = distinct(traces.emails, 3);
  const names = distinct(traces.names, 3);
  const phones = distinct(traces.phones.map((p) => p.replace(/\D/g, '').slice(-10)), 5);
  const text = (t: string) => new RegExp(escapeRegExp(t), 'giu');
  const everywhere = [...emails.map(text), ...phones.map((digits) => new RegExp(digits.split('').join('[\\s().-]*'), 'g'))];
  // A first pass in SQL outside the desk's entries: an e-mail (either case) or a phone's last four digits.
  const likes = [...emails.flatMap((t) => [t, t.toLowerCase()]), ...phones.map((d) => d.slice(-4))].map((t) => `%${t}%`);
  return { everywhere, desk: [...everywhere, ...names.map(text)], likes };
}

const redact = (text: string, patterns: readonly RegExp[]): string => patterns.reduce((out, pattern) => out.replace(pattern, erasedMark), text);

const eraseBatch = 500;

/**
 * Erasure reaches the activity log: every summary and record title that holds one of the
 * person's traces keeps its words, with the traces replaced by "[erased]". The desk's entries are
 * all read; the rest only where SQL finds a likely trace. Returns how many entries changed.
 */
export async function eraseFromActivity(db: Queryable, traces: PersonTraces): Promise<number> {
  const { everywhere, desk, likes } = traceMatchers(traces);
  if (desk.length === 0) return 0;
  let changed = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .selectFrom('activity_log')
      .select(['id', 'content_type', 'summary', 'record_title'])
      .where('id', '>', after)
      .where((eb) =>
        eb.or([
          eb('content_type', '=', deskContentType),
          ...likes.flatMap((like) => [eb('summary', 'like', like), eb(sql`lower(summary)`, 'like', like.toLowerCase()), eb('record_title', 'like', like), eb(sql`lower(record_title)`, 'like', like.toLowerCase())]),
        ]),
      )
      .orderBy('id')
      .limit(eraseBatch)
      .execute();
    for (const row of batch) {
      const patterns = row.content_type === deskContentType ? desk : everywhere;
      const summary = redact(row.summary, patterns);
      const recordTitle = row.record_title === null ? null : redact(row.record_title, patterns);
      if (summary === row.summary && recordTitle === row.record_title) continue;
      await db.updateTable('activity_log').set({ summary, record_title: recordTitle }).where('id', '=', row.id).execute();
      changed += 1;
    }
    if (batch.length < eraseBatch) return changed;
    after = batch[batch.length - 1]!.id;
  }
}

const exportBatch = 1000;

/** The filtered entries as CSV, newest first, with the time in the hospital's zone and in ISO 8601; the file is named by the hospital's day. */
export async function exportActivityCsv(db: Db, filter: ActivityFilter, now = new Date()): Promise<{ csv: string; count: number; fileName: string }> {
  const timeZone = hospitalTimeZone(await getSiteSettings(db));
  const rows: (string | null)[][] = [[`When (${timeZone})`, 'When (ISO 8601)', 'Who', 'Address', 'Action', 'Content type', 'Record', 'Record id', 'Summary']];
  for (let offset = 0; ; offset += exportBatch) {
    const batch = await filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(exportBatch).offset(offset).execute();
    for (const row of batch) {
      rows.push([sortableHospitalTime(row.created_at, timeZone), row.created_at, row.actor_name ?? 'System', row.ip, row.action, row.content_type, row.record_title, row.record_id, row.summary]);
    }
    if (batch.length < exportBatch) break;
  }
  return { csv: csvDocument(rows), count: rows.length - 1, fileName: `activity-log-${hospitalDay(now, timeZone)}.csv` };
}

const settingsKey = 'activity-log';
export const defaultRetentionDays = 365;
export const activitySettingsSchema = z.strictObject(
  {
    retentionDays: z
      .number({ error: 'Keep entries for a whole number of days, from 30 to 3,650.' })
      .int('Keep entries for a whole number of days, from 30 to 3,650.')
      .min(30, 'Keep entries for at least 30 days.')
      .max(3650, 'Keep entries for at most 3,650 days (10 years).'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;

export async function getActivitySettings(db: Db): Promise<ActivitySettings> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', settingsKey).executeTakeFirst();
  const parsed = activitySettingsSchema.safeParse(row ? JSON.parse(row.value) : {});
  return parsed.success ? parsed.data : { retentionDays: defaultRetentionDays };
}

export async function saveActivitySettings(db: Db, input: unknown): Promise<ActivitySettings> {
  const parsed = activitySettingsSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'The settings are not valid.';
    throw new ValidationError(message, { retentionDays: message });
  }
  const at = new Date().toISOString();
  await db.kysely
    .insertInto('settings')
    .values({ key: settingsKey, value: JSON.stringify(parsed.data), updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(parsed.data), updated_at: at }))
    .execute();
  return parsed.data;
}

/** Deletes the entries older than the retention period, and records that it did (never whose). */
export async function purgeActivity(db: Db, now = new Date()): Promise<{ deleted: number; retentionDays: number }> {
  const { retentionDays } = await getActivitySettings(db);
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.kysely.deleteFrom('activity_log').where('created_at', '<', cutoff).executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted > 0) await recordActivity(db.kysely, { actor: null, action: 'activity_purge', summary: `Removed ${deleted} activity log ${deleted === 1 ? 'entry' : 'entries'} older than ${retentionDays} days` }, now);
  return { deleted, retentionDays };
}

export const activityRetentionJobName = 'activity-log-retention';

/** The daily purge, at 03:00 in the hospital's time zone (and at start when a run was missed). */
export function activityRetentionJob(db: Db): JobDefinition<Record<string, never>> {
  const next = async (now: Date) => nextTimeOfDay(now, 3, 0, hospitalTimeZone(await getSiteSettings(db)));
  return { name: activityRetentionJobName, run: async (_payload, context) => purgeActivity(db, context.now), every: { next, first: next } };
}
