import { contentTypeByKey } from '@hospital/content/registry';
import { sql } from 'kysely';
import type { ReviewStatus, ReviewSubmission } from '@hospital/content/wire/review';
import type { Db } from '../db/database';
import type { ReviewSubmissionRow } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors/http-errors';
import { z } from 'zod';
import { isId, newId } from '../lib/ids';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { publishRecord, workingCopy, type Actor, type WorkflowOptions } from './publishing-operations';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import { queueMail } from '../mail/outbox';
import { can } from '@hospital/content/roles';
import { workflowPermission } from '../access/workflow-access';
import { accountsWhere, notify } from '../notifications/notification-operations';

/**
 * Review: a department editor (or anyone who may save drafts) submits a record's draft; editors
 * and administrators find it in the Waiting for review queue and publish it (through the
 * workflow's publish) or send it back with a comment, which the submitter sees with the record.
 * A record has at most one submission waiting: submitting again brings it up to date. Any publish
 * of the record (from the queue, its edit screen, a bulk action, a schedule) closes it.
 */

export const reviewStatuses = ['waiting', 'published', 'returned'] as const satisfies readonly ReviewStatus[];
export const maxReviewComment = 2000;

const submissionOf = (row: ReviewSubmissionRow): ReviewSubmission => ({
  _id: row.id,
  type: row.content_type,
  recordId: row.record_id,
  title: row.record_title,
  version: row.version,
  status: row.status as ReviewStatus,
  submittedBy: row.submitted_by_name,
  submittedAt: row.submitted_at,
  comment: row.comment,
  decidedBy: row.decided_by_name,
  decidedAt: row.decided_at,
  reviewComment: row.review_comment,
});

/** A submission's or a reviewer's { comment }: text of at most 2,000 characters, trimmed. */
export const reviewCommentSchema = z.object({
  comment: z
    .string({ error: 'comment must be text.' })
    .trim()
    .max(maxReviewComment, { error: `At most ${maxReviewComment} characters.` })
    .nullable()
    .optional()
    .describe(`Text, at most ${maxReviewComment} characters`),
});
export type ReviewCommentInput = z.input<typeof reviewCommentSchema>;

/** The queue's ?status: waiting (the default, also for ""), published or returned. */
export const reviewQuerySchema = z.object({
  status: z
    .union([z.enum(reviewStatuses), z.literal('')], { error: `One of ${reviewStatuses.join(', ')}.` })
    .optional()
    .describe(`One of ${reviewStatuses.join(', ')}`),
});

/** A comment, empty being none; `required` to send a submission back. */
function commentOf(input: ReviewCommentInput | undefined, required: boolean): string | null {
  const text = parseInput(reviewCommentSchema, input ?? {}, firstFieldMessage).comment ?? '';
  if (text === '' && required) throw new ValidationError('Say what should change before it is sent back.', { comment: 'Write a comment for the author.' });
  return text === '' ? null : text;
}

const waiting = (db: Db, type: string, recordId: string) =>
  db.kysely.selectFrom('review_submissions').selectAll().where('content_type', '=', type).where('record_id', '=', recordId).where('status', '=', 'waiting');

/**
 * Submit for review: the record's draft (or, for a record not on the website, the record itself)
 * at its current version. 400 when there is nothing unpublished to review.
 */
export async function submitForReview(db: Db, typeKey: string, id: string, input: ReviewCommentInput | undefined, actor: Actor, now = new Date()): Promise<{ submission: ReviewSubmission; copy: WorkingCopy }> {
  const copy = await workingCopy(db, typeKey, id);
  const comment = commentOf(input, false);
  if (copy.state === 'published') {
    throw new ValidationError(`"${copy.title}" has no unpublished changes to review: save a draft first.`);
  }
  // The title the draft proposes: what the reviewer is asked to publish.
  const titleField = contentTypeByKey(copy.type)?.titleField;
  const proposed = titleField ? copy.fields[titleField] : undefined;
  const values = {
    record_title: (typeof proposed === 'string' && proposed.trim() !== '' ? proposed : copy.title).slice(0, 500),
    version: copy.version,
    submitted_by_id: actor.id,
    submitted_by_name: actor.name.slice(0, 400),
    submitted_at: now.toISOString(),
    comment,
  };
  // One waiting submission per record (a unique index on the waiting ones): submitting again
  // brings it up to date, even when two submissions of the record arrive at the same moment.
  await db.kysely
    .insertInto('review_submissions')
    .values({ id: newId(), content_type: copy.type, record_id: copy._id, status: 'waiting', ...values })
    // The literal matches the index's predicate (SQLite cannot match a bound parameter to it).
    .onConflict((oc) => oc.columns(['content_type', 'record_id']).where('status', '=', sql.lit('waiting')).doUpdateSet(values))
    .execute();
  const row = await waiting(db, copy.type, copy._id).executeTakeFirstOrThrow();
  const submissionId = row.id;
  // Everyone who may publish it (but who submitted) finds it in their notifications.
  const reviewers = await accountsWhere(db, (role) => can(role, 'content.publish') && can(role, workflowPermission(copy.type, 'publish')), actor.id);
  await notify(db, reviewers.map((r) => r.id), { kind: 'review_waiting', type: copy.type, recordId: copy._id, title: row.record_title, actor: actor.name, comment }, now);
  return { submission: await getSubmission(db, submissionId), copy };
}

export async function getSubmission(db: Db, submissionId: string): Promise<ReviewSubmission> {
  return submissionOf(await submissionRow(db, submissionId));
}

async function submissionRow(db: Db, submissionId: string): Promise<ReviewSubmissionRow> {
  if (!isId(submissionId)) throw new ValidationError(`"${String(submissionId).slice(0, 64)}" is not a valid submission id.`);
  const row = await db.kysely.selectFrom('review_submissions').selectAll().where('id', '=', submissionId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such submission.');
  return row;
}

/** The record a submission is about, for the guard of roles; undefined when there is none. */
export async function submissionSubject(db: Db, submissionId: string): Promise<{ type: string; id: string } | undefined> {
  if (!isId(submissionId)) return undefined;
  const row = await db.kysely.selectFrom('review_submissions').select(['content_type', 'record_id']).where('id', '=', submissionId).executeTakeFirst();
  return row ? { type: row.content_type, id: row.record_id } : undefined;
}

/** The queue: waiting submissions oldest first; decided ones (published, returned) newest first. At most 200. */
export async function listSubmissions(db: Db, query: z.input<typeof reviewQuerySchema> | undefined): Promise<ReviewSubmission[]> {
  const status = parseInput(reviewQuerySchema, query ?? {}, firstFieldMessage).status || 'waiting';
  const rows = await db.kysely
    .selectFrom('review_submissions')
    .selectAll()
    .where('status', '=', status)
    .orderBy(status === 'waiting' ? 'submitted_at' : 'decided_at', status === 'waiting' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map(submissionOf);
}

/** A record's latest submission (waiting or decided), for its edit screen: null when it has none. */
export async function latestSubmission(db: Db, type: string, recordId: string): Promise<ReviewSubmission | null> {
  const row = await db.kysely
    .selectFrom('review_submissions')
    .selectAll()
    .where('content_type', '=', type)
    .where('record_id', '=', recordId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? submissionOf(row) : null;
}

const decided = (row: ReviewSubmissionRow): ConflictError =>
  new ConflictError(`This submission was already ${row.status === 'published' ? 'published' : 'sent back'}${row.decided_by_name ? ` by ${row.decided_by_name}` : ''}.`, { submission: submissionOf(row) });

/**
 * Publish from the queue: the record's draft goes on the website through the workflow's publish,
 * at the version submitted (or the one the reviewer opened), so what is published is what was
 * reviewed; a draft saved since answers 409 EDIT_CONFLICT. The publish closes the submission.
 */
export async function publishSubmission(
  db: Db,
  submissionId: string,
  options: WorkflowOptions,
  input?: ReviewCommentInput,
): Promise<{ submission: ReviewSubmission; copy: WorkingCopy }> {
  const row = await submissionRow(db, submissionId);
  const comment = commentOf(input, false);
  if (row.status !== 'waiting') throw decided(row);
  const copy = await publishRecord(db, row.content_type, row.record_id, undefined, { ...options, version: options.version ?? row.version, reviewComment: comment });
  // The reviewer's word goes with the decision, for the author (the record's review note, and a mail).
  if (comment !== null) await db.kysely.updateTable('review_submissions').set({ review_comment: comment }).where('id', '=', row.id).execute();
  const submission = await getSubmission(db, row.id);
  // The submitter's notification was written as the publish closed the submission, with this comment.
  await mailTheSubmitter(db, row.submitted_by_id, `Published: ${submission.title}`, `${submission.decidedBy ?? 'A reviewer'} published "${submission.title}"${comment ? ` with: ${comment}` : '.'}`);
  return { submission, copy };
}

/** A mail to who submitted (through the outbox, sent when SMTP_URL is set); none for a deleted account. */
async function mailTheSubmitter(db: Db, submitterId: string | null, subject: string, body: string): Promise<void> {
  if (!submitterId) return;
  const person = await db.kysely.selectFrom('admins').select('email').where('id', '=', submitterId).where('disabled_at', 'is', null).executeTakeFirst();
  if (person) await queueMail(db.kysely, { entryId: null, kind: 'notification', to: [person.email], subject, body });
}

/** Send back: the submission closes as returned with the reviewer's comment; the draft stays. */
export async function sendBack(db: Db, submissionId: string, input: ReviewCommentInput | undefined, actor: Actor, now = new Date()): Promise<ReviewSubmission> {
  const row = await submissionRow(db, submissionId);
  const comment = commentOf(input, true);
  if (row.status !== 'waiting') throw decided(row);
  const result = await db.kysely
    .updateTable('review_submissions')
    .set({ status: 'returned', decided_by_id: actor.id, decided_by_name: actor.name.slice(0, 400), decided_at: now.toISOString(), review_comment: comment })
    .where('id', '=', row.id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw decided(await submissionRow(db, row.id));
  const submission = await getSubmission(db, row.id);
  await notify(db, [row.submitted_by_id], { kind: 'review_returned', type: row.content_type, recordId: row.record_id, title: submission.title, actor: actor.name, comment }, now);
  await mailTheSubmitter(db, row.submitted_by_id, `Sent back: ${submission.title}`, `${actor.name || 'A reviewer'} sent "${submission.title}" back with: ${comment ?? ''}`);
  return submission;
}

/** A record went on the website: its waiting submission, if any, is closed as published. */
export async function closeSubmissions(db: Db, type: string, recordId: string, actor: Actor | null | undefined, now: Date, reviewComment: string | null = null): Promise<void> {
  const closing = await waiting(db, type, recordId).execute();
  await db.kysely
    .updateTable('review_submissions')
    .set({ status: 'published', decided_by_id: actor?.id ?? null, decided_by_name: actor?.name.slice(0, 400) ?? null, decided_at: now.toISOString() })
    .where('content_type', '=', type)
    .where('record_id', '=', recordId)
    .where('status', '=', 'waiting')
    .execute();
  // Who submitted hears it went on the website (from the queue, the edit screen, a bulk action or a
  // schedule): the last submitter and those who submitted the same draft before them (an author,
  // then the translator who translated it).
  for (const row of closing) {
    const submitters = [row.submitted_by_id, ...(await earlierSubmitters(db, type, recordId, row.id))];
    await notify(db, submitters.filter((id) => id !== actor?.id), { kind: 'review_published', type, recordId, title: row.record_title, actor: actor?.name ?? null, comment: reviewComment }, now);
  }
}

/**
 * Who submitted the record since its last decided submission: a submission brought up to date by
 * another person names only the last, so the earlier ones are read from the activity log.
 */
async function earlierSubmitters(db: Db, type: string, recordId: string, waitingId: string): Promise<string[]> {
  const last = await db.kysely
    .selectFrom('review_submissions')
    .select('decided_at')
    .where('content_type', '=', type)
    .where('record_id', '=', recordId)
    .where('id', '!=', waitingId)
    .where('decided_at', 'is not', null)
    .orderBy('decided_at', 'desc')
    .executeTakeFirst();
  let query = db.kysely
    .selectFrom('activity_log')
    .select('actor_id')
    .distinct()
    .where('action', '=', 'submit_for_review')
    .where('content_type', '=', type)
    .where('record_id', '=', recordId)
    .where('actor_id', 'is not', null);
  if (last?.decided_at) query = query.where('created_at', '>', last.decided_at);
  return (await query.execute()).flatMap((row) => (row.actor_id ? [row.actor_id] : []));
}

/** A deleted record's submissions go with it (the activity log keeps what happened). */
export async function forgetSubmissions(db: Db, type: string, recordId: string): Promise<void> {
  await db.kysely.deleteFrom('review_submissions').where('content_type', '=', type).where('record_id', '=', recordId).execute();
}
