import crypto from 'node:crypto';
import { publicForms, type FormKey } from '@hospital/content/forms/declarations';
import type { BookedAppointment } from '@hospital/content/wire/appointments';
import type { Db } from '../db/database';

/**
 * Post/Redirect/Get for the forms sent without JavaScript (issue 30): once an entry is stored, the
 * POST answers 303 to `{page}?sent={token}`. The token is random (256 bits), so the address cannot
 * be guessed or walked to another patient's entry; it names no entry and holds no personal data,
 * and what it opens is the thank-you text with the reference only, for `confirmationLifetimeMs`.
 * A refresh of that address is a GET: it never stores anything again. A booked slot (issue 33)
 * keeps its appointment too, so the page shows its doctor, time, place and links.
 */

export const confirmationLifetimeMs = 30 * 60 * 1000;
export const confirmationParam = 'sent';

const hash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface Confirmation {
  form: FormKey;
  reference: string;
  appointment?: BookedAppointment;
}

/** When each database's expired confirmations were last removed, and how often they are. */
const lastSweep = new WeakMap<Db, number>();
const sweepEveryMs = 60 * 1000;

/** Keeps a confirmation for a stored entry (and its booked appointment) and answers its token. */
export async function createConfirmation(db: Db, form: FormKey, reference: string, now = Date.now(), appointment?: BookedAppointment): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('form_confirmations')
    .values({ token_hash: hash(token), form, reference, expires_at: now + confirmationLifetimeMs, appointment: appointment ? JSON.stringify(appointment) : null })
    .execute();
  // The expired ones go at most once a minute per database (a burst of bookings does not delete 100 times; issue 43).
  if (now - (lastSweep.get(db) ?? Number.NEGATIVE_INFINITY) >= sweepEveryMs || now < (lastSweep.get(db) ?? 0)) {
    lastSweep.set(db, now);
    await db.kysely.deleteFrom('form_confirmations').where('expires_at', '<=', now).execute();
  }
  return token;
}

/** What a confirmation token shows: the form, the reference and a booked appointment, or undefined when it is unknown or has expired. */
export async function readConfirmation(db: Db, token: string, now = Date.now()): Promise<Confirmation | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const row = await db.kysely.selectFrom('form_confirmations').select(['form', 'reference', 'expires_at', 'appointment']).where('token_hash', '=', hash(token)).executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return undefined;
  const form = publicForms.find((f) => f.key === row.form);
  if (!form) return undefined;
  const appointment = row.appointment ? (JSON.parse(row.appointment) as BookedAppointment) : undefined;
  return { form: form.key, reference: row.reference, ...(appointment ? { appointment } : {}) };
}
