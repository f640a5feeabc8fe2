import type { Db } from '../db/database';
import type { MailOutboxRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { NotFoundError } from '../errors/http-errors';
import { enqueueJob, retryJob, type JobDefinition, type Queryable } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import { mailProblem } from './mail-problem';
import type { Mailer } from './mailer';
import type { OutboxMail } from '@hospital/content/wire/requests-desk';

/**
 * The outbox: mail is written to `mail_outbox` in the same transaction as what caused it, and a
 * job of the jobs mechanism sends it, retrying with back-off while the mail server is down. A
 * mail server that is down loses nothing. From its first failed attempt a mail is shown in the
 * studio (the desk and the dashboard) with what went wrong, so staff can fix the cause and send it
 * again at once rather than learn of it when every attempt has failed, about 15 hours later.
 */

export const mailJobName = 'send-mail';
/** 30 s, 1 min, 2 min … then every 6 h: about 15 hours of a mail server being down before a mail counts as failed. */
export const mailAttempts = 12;
const jobKey = (outboxId: string): string => `mail:${outboxId}`;

export interface OutgoingMail {
  entryId: string | null;
  /** notification (to the staff), acknowledgement (to the patient), reminder (to the patient, the day before a booked appointment), account (a set-password link), system (to the administrators: a failed backup). */
  kind: 'notification' | 'acknowledgement' | 'reminder' | 'account' | 'system';
  to: readonly string[];
  subject: string;
  body: string;
}

export async function queueMail(db: Queryable, mail: OutgoingMail, now = new Date()): Promise<string> {
  const id = newId();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      entry_id: mail.entryId,
      kind: mail.kind,
      recipients: mail.to.join(', '),
      subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
      body: mail.body,
      status: 'pending',
      attempts: 0,
      created_at: now.toISOString(),
    })
    .execute();
  await enqueueJob(db, { name: mailJobName, payload: { outboxId: id }, uniqueKey: jobKey(id), maxAttempts: mailAttempts }, now);
  return id;
}

/** The job that sends one mail of the outbox. A mail already sent (or deleted with its entry) is not sent again. */
export function mailJob(db: Db, mailer: Mailer): JobDefinition<{ outboxId: string }> {
  return {
    name: mailJobName,
    run: async ({ outboxId }, context) => {
      const mail = await db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
      if (!mail || mail.status === 'sent') return { skipped: true };
      await mailer.send({ to: mail.recipients.split(',').map((r) => r.trim()), subject: mail.subject, text: mail.body });
      await db.kysely
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: context.now.toISOString(), attempts: context.attempt, last_error: null })
        .where('id', '=', outboxId)
        .execute();
      return { sent: true };
    },
    onFailure: async ({ outboxId }, error, context) => {
      // Nodemailer's code (ESOCKET, EAUTH…) is not always in its message: kept, for mailProblem.
      const code = (error as { code?: unknown }).code;
      const message = typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
      await db.kysely
        .updateTable('mail_outbox')
        .set({ status: context.final ? 'failed' : 'pending', attempts: context.attempt, last_error: message.slice(0, 1000) })
        .where('id', '=', outboxId)
        .execute();
    },
  };
}


const toOutboxMail = (row: MailOutboxRow): OutboxMail => ({
  _id: row.id,
  entryId: row.entry_id,
  kind: row.kind,
  recipients: row.recipients,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  problem: mailProblem(row.last_error),
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

export interface UnsentMail {
  data: OutboxMail[];
  /** Mail that failed every attempt. */
  failed: number;
  /** Mail not yet sent, including that being retried. */
  pending: number;
  /** Mail waiting for its next attempt after a failed one. */
  retrying: number;
}

/**
 * Mail not yet sent, what failed first (given up on, then being retried), newest first within
 * each: what the studio shows. The bodies stay in the database.
 */
export async function listUnsentMail(db: Db, limit = 50): Promise<UnsentMail> {
  const rows = await db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '!=', 'sent')
    .orderBy((eb) => eb.case().when('status', '=', 'failed').then(0).when('last_error', 'is not', null).then(1).else(2).end())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const counts = await db.kysely
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('last_error').as('errors')])
    .where('status', '!=', 'sent')
    .groupBy('status')
    .execute();
  const count = (status: string) => counts.find((c) => c.status === status);
  return { data: rows.map(toOutboxMail), failed: Number(count('failed')?.n ?? 0), pending: Number(count('pending')?.n ?? 0), retrying: Number(count('pending')?.errors ?? 0) };
}

export async function mailOfEntry(db: Db, entryId: string): Promise<OutboxMail[]> {
  const rows = await db.kysely.selectFrom('mail_outbox').selectAll().where('entry_id', '=', entryId).orderBy('created_at').execute();
  return rows.map(toOutboxMail);
}

/** Puts one unsent mail back in the queue, due now, its back-off started afresh. */
async function sendAgain(db: Queryable, outboxId: string, now: Date): Promise<void> {
  await db.updateTable('mail_outbox').set({ status: 'pending', last_error: null }).where('id', '=', outboxId).execute();
  if (!(await retryJob(db, jobKey(outboxId), now))) {
    await enqueueJob(db, { name: mailJobName, payload: { outboxId }, uniqueKey: jobKey(outboxId), maxAttempts: mailAttempts }, now);
  }
}

/** Sends a mail again, now: one that failed every attempt, or one waiting for its next attempt. */
export async function retryMail(db: Db, outboxId: string, now = new Date()): Promise<OutboxMail> {
  const mail = await db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
  if (!mail) throw new NotFoundError('This e-mail is no longer waiting (it may have been deleted with its entry).');
  if (mail.status !== 'sent') await transaction(db, (trx) => sendAgain(trx, outboxId, now));
  return toOutboxMail(mail);
}

/** "Retry now" for everything: each mail that has failed at least once is tried again at once. Answers how many. */
export async function retryFailedMail(db: Db, now = new Date()): Promise<number> {
  return transaction(db, async (trx) => {
    // By id: two of these at once (or a runner's send) take the rows in one order.
    const rows = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '!=', 'sent')
      .where((eb) => eb.or([eb('status', '=', 'failed'), eb('last_error', 'is not', null)]))
      .orderBy('id')
      .execute();
    for (const row of rows) await sendAgain(trx, row.id, now);
    return rows.length;
  });
}

/**
 * Forgets the mail of entries about to be erased: their send jobs, whose last error can hold a
 * recipient's address. The outbox rows themselves go with the entries (ON DELETE CASCADE).
 */
export async function forgetEntryMail(db: Queryable, entryIds: readonly string[]): Promise<void> {
  if (entryIds.length === 0) return;
  const mails = await db.selectFrom('mail_outbox').select('id').where('entry_id', 'in', entryIds).execute();
  if (mails.length === 0) return;
  await db
    .deleteFrom('jobs')
    .where('unique_key', 'in', mails.map((mail) => jobKey(mail.id)))
    .execute();
}
