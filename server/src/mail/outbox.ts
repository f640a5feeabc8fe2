import type { Db } from '../db/database';
import type { MailOutboxRow } from '../db/schema';
import { NotFoundError } from '../errors/http-errors';
import { enqueueJob, retryJob, type JobDefinition, type Queryable } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import type { Mailer } from './mailer';
import type { OutboxMail } from '@hospital/content/wire/requests-desk';

/**
 * The outbox: mail is written to `mail_outbox` in the same transaction as what caused it, and a
 * job of the jobs mechanism sends it, retrying with back-off while the mail server is down. A
 * mail server that is down loses nothing; a mail that could not be sent after every attempt
 * stays `failed`, visible in the studio until someone retries it.
 */

export const mailJobName = 'send-mail';
/** 30 s, 1 min, 2 min … then every 6 h: about 15 hours of a mail server being down before a mail counts as failed. */
export const mailAttempts = 12;
const jobKey = (outboxId: string): string => `mail:${outboxId}`;

export interface OutgoingMail {
  entryId: string | null;
  /** notification (to the staff), acknowledgement (to the patient), account (a set-password link), system (to the administrators: a failed backup). */
  kind: 'notification' | 'acknowledgement' | 'account' | 'system';
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
      await db.kysely
        .updateTable('mail_outbox')
        .set({ status: context.final ? 'failed' : 'pending', attempts: context.attempt, last_error: error.message.slice(0, 1000) })
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
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** Mail not yet sent, failed first: what the studio shows. The bodies stay in the database. */
export async function listUnsentMail(db: Db, limit = 50): Promise<{ data: OutboxMail[]; failed: number; pending: number }> {
  const rows = await db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '!=', 'sent')
    .orderBy('status')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const counts = await db.kysely
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '!=', 'sent')
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  return { data: rows.map(toOutboxMail), failed: count('failed'), pending: count('pending') };
}

export async function mailOfEntry(db: Db, entryId: string): Promise<OutboxMail[]> {
  const rows = await db.kysely.selectFrom('mail_outbox').selectAll().where('entry_id', '=', entryId).orderBy('created_at').execute();
  return rows.map(toOutboxMail);
}

/** Sends a failed mail again, now. */
export async function retryMail(db: Db, outboxId: string, now = new Date()): Promise<void> {
  const mail = await db.kysely.selectFrom('mail_outbox').select(['status']).where('id', '=', outboxId).executeTakeFirst();
  if (!mail) throw new NotFoundError('This mail does not exist (it may have been sent, or deleted with its entry).');
  if (mail.status === 'sent') return;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('mail_outbox').set({ status: 'pending', last_error: null }).where('id', '=', outboxId).execute();
    if (!(await retryJob(trx, jobKey(outboxId), now))) {
      await enqueueJob(trx, { name: mailJobName, payload: { outboxId }, uniqueKey: jobKey(outboxId), maxAttempts: mailAttempts }, now);
    }
  });
}
