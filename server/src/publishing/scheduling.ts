import { contentTypeByKey } from '@hospital/content/registry';
import type { Db } from '../db/database';
import { z } from 'zod';
import { ValidationError } from '../errors/http-errors';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { enqueueJob, type JobDefinition } from '../jobs/job-queue';
import { recordActivity } from '../activity/activity-operations';
import { publishRecord, readStateRow, systemActor, underVersion, unpublishRecord, workingCopy, type WorkflowOptions } from './publishing-operations';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { subjectOf } from './subjects';

/**
 * Publish at / Unpublish at. The times are kept on the record's state row (lists and the dashboard
 * read them) and each is a job of `server/src/jobs` under a key of its own, so a schedule
 * survives restarts, one that fell due while the server was down runs at the first poll, and with
 * several processes on PostgreSQL one of them runs it. The job checks the time is still the one it
 * was queued for (a changed schedule leaves the old job with nothing to do) and clears it in one
 * conditional statement before acting, so it acts once however often it is claimed.
 */

export const publishJobName = 'content.publish';
export const unpublishJobName = 'content.unpublish';

type Moment = 'publish' | 'unpublish';

interface ScheduledJob {
  type: string;
  id: string;
  /** The time as stored, to tell a job of an older schedule. */
  at: string;
}

const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isRealDate = (value: string): boolean => {
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() <= 9999;
};

/** A date-time with its zone (`2026-12-01T09:00:00+05:30`, `…Z`), read as an ISO instant; null or "" clears, absent keeps. */
const moment = (label: string) =>
  z
    .string({ error: `${label} is not a date and time.` })
    .refine((value) => value === '' || zonedDateTime.test(value), { error: `${label} must be a date and time with its time zone, e.g. 2026-12-01T09:00:00+05:30.` })
    .refine((value) => value === '' || isRealDate(value), { error: `${label} is not a real date.` })
    .transform((value) => (value === '' ? null : new Date(value).toISOString()))
    .nullable()
    .optional()
    .describe('A date-time with its zone, or null to clear');

/** Publish at / Unpublish at, as the schedule route declares and `scheduleRecord` reads them. */
export const scheduleInputSchema = z.object({ publishAt: moment('Publish at'), unpublishAt: moment('Unpublish at') });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

const jobKey = (type: string, id: string, moment: Moment): string => `schedule:${type}:${id}:${moment}`;

const columnOf = (moment: Moment) => (moment === 'publish' ? 'publish_at' : 'unpublish_at') as 'publish_at' | 'unpublish_at';

async function replaceJob(db: Db, type: string, id: string, moment: Moment, at: string | null, now: Date): Promise<void> {
  const key = jobKey(type, id, moment);
  // A job being run keeps its row; it finds its time gone and does nothing.
  await db.kysely.deleteFrom('jobs').where('unique_key', '=', key).where('status', '!=', 'running').execute();
  if (at) await enqueueJob(db.kysely, { name: moment === 'publish' ? publishJobName : unpublishJobName, uniqueKey: key, payload: { type, id, at } satisfies ScheduledJob, runAt: new Date(at), maxAttempts: 5 }, now);
}

/**
 * Sets (or clears, with null) when a record goes on and off the website. Absent keys keep their
 * time. Times must be ahead of now; Unpublish at after Publish at.
 */
export async function scheduleRecord(db: Db, typeKey: string, id: string, input: ScheduleInput, options: WorkflowOptions = {}): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const now = options.now ?? new Date();
  const { publishAt, unpublishAt } = parseInput(scheduleInputSchema, input ?? {}, firstFieldMessage);
  if (unpublishAt && !subject.canUnpublish) throw new ValidationError(`${subject.label} cannot be taken off the website.`, { unpublishAt: 'Not for this record.' });
  const current = await workingCopy(db, subject.type, subject.id);
  const errors: Record<string, string> = {};
  if (publishAt && publishAt <= now.toISOString()) errors.publishAt = 'Publish at must be later than now.';
  if (unpublishAt && unpublishAt <= now.toISOString()) errors.unpublishAt = 'Unpublish at must be later than now.';
  const nextPublish = publishAt === undefined ? current.publishAt : publishAt;
  const nextUnpublish = unpublishAt === undefined ? current.unpublishAt : unpublishAt;
  if (nextPublish && nextUnpublish && nextUnpublish <= nextPublish) errors.unpublishAt = 'Unpublish at must be later than Publish at.';
  if (Object.keys(errors).length > 0) throw new ValidationError(Object.values(errors)[0] ?? 'Please correct the times.', errors);

  await underVersion(db, subject, options, now, async () => {
    await db.kysely
      .updateTable('content_state')
      .set({ publish_at: nextPublish, unpublish_at: nextUnpublish, updated_at: now.toISOString() })
      .where('type', '=', subject.type)
      .where('record_id', '=', subject.id)
      .execute();
    if (publishAt !== undefined) await replaceJob(db, subject.type, subject.id, 'publish', publishAt, now);
    if (unpublishAt !== undefined) await replaceJob(db, subject.type, subject.id, 'unpublish', unpublishAt, now);
  });
  return workingCopy(db, subject.type, subject.id);
}

export interface ScheduledChange {
  type: string;
  _id: string;
  title: string;
  action: Moment;
  at: string;
}

/** What is coming up, soonest first: for the dashboard. */
export async function upcomingChanges(db: Db, limit = 20): Promise<ScheduledChange[]> {
  const rows = await db.kysely
    .selectFrom('content_state')
    .select(['type', 'record_id', 'publish_at', 'unpublish_at'])
    .where((eb) => eb.or([eb('publish_at', 'is not', null), eb('unpublish_at', 'is not', null)]))
    .execute();
  const changes: ScheduledChange[] = [];
  for (const row of rows) {
    for (const [action, at] of [['publish', row.publish_at], ['unpublish', row.unpublish_at]] as const) {
      if (at) changes.push({ type: row.type, _id: row.record_id, title: '', action, at });
    }
  }
  changes.sort((a, b) => a.at.localeCompare(b.at));
  const shown = changes.slice(0, limit);
  for (const change of shown) {
    const live = await subjectOf(change.type, change._id).read(db).catch(() => undefined);
    change.title = live?.title || contentTypeByKey(change.type)?.label.singular || change.type;
  }
  return shown;
}

/**
 * The jobs that publish and unpublish on time. `onChange` is told after each, as an admin write
 * tells the page cache and the search (the content-events mechanism), since no request made it.
 */
export interface ContentChange {
  method: string;
  url: string;
}

export function schedulingJobs(db: Db, options: { onChange: (change: ContentChange) => void; revisionsKept?: number }): JobDefinition<ScheduledJob>[] {
  const run = (moment: Moment) => async (job: ScheduledJob, context: { now: Date }) => {
    const row = await readStateRow(db, job.type, job.id);
    const column = columnOf(moment);
    if (!row || row[column] !== job.at) return { skipped: 'the schedule changed' };
    // The claim: of two runs of this job (a lease that ended) only one clears the time.
    const claimed = await db.kysely
      .updateTable('content_state')
      .set({ [column]: null })
      .where('type', '=', job.type)
      .where('record_id', '=', job.id)
      .where(column, '=', job.at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { skipped: 'already done' };
    const workflow: WorkflowOptions = { actor: systemActor, now: context.now, ...(options.revisionsKept ? { revisionsKept: options.revisionsKept } : {}) };
    let copy: WorkingCopy;
    try {
      copy = moment === 'publish' ? await publishRecord(db, job.type, job.id, undefined, workflow) : await unpublishRecord(db, job.type, job.id, workflow);
    } catch (error) {
      // Put the time back, so the retry finds it.
      await db.kysely.updateTable('content_state').set({ [column]: job.at }).where('type', '=', job.type).where('record_id', '=', job.id).execute();
      throw error;
    }
    // The log's entry of a change no one made at the time: by the schedule someone set earlier.
    await recordActivity(db.kysely, { actor: null, action: moment, contentType: copy.type, recordId: copy._id, recordTitle: copy.title, summary: `${moment === 'publish' ? 'Published' : 'Unpublished'} "${copy.title}" as scheduled` }, context.now);
    // The shape of the admin write that would have made the same change.
    options.onChange({ method: 'POST', url: `/api/admin/${job.type}/${job.id}/${moment}` });
    return { [moment === 'publish' ? 'published' : 'unpublished']: `${job.type}/${job.id}` };
  };
  return [
    { name: publishJobName, maxAttempts: 5, run: run('publish') },
    { name: unpublishJobName, maxAttempts: 5, run: run('unpublish') },
  ];
}
