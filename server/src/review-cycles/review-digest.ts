import { formatHospitalTime } from '@hospital/content/hospital-time';
import { contentTypeByKey } from '@hospital/content/registry';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { nextTimeOfDay, type JobDefinition } from '../jobs/job-queue';
import { queueMail } from '../mail/outbox';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { dueForReview, type ReviewItem } from './review-cycle-operations';

/**
 * The weekly digest of records due for review, to their owners through the mail outbox: an
 * account owner gets theirs, a department's go to its department editors, and records with no
 * owner (or a department without editors) to the administrators. A recurring job of the jobs
 * table, so with several server processes it is sent once; Monday 09:00 on the hospital's clock.
 */

export const reviewDigestJobName = 'review-digest';

const weekday = (date: Date, timeZone: string): string => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date);

/** The next Monday 09:00 in the zone after `now`. */
export function nextDigestTime(now: Date, timeZone: string): Date {
  let next = nextTimeOfDay(now, 9, 0, timeZone);
  for (let i = 0; i < 7 && weekday(next, timeZone) !== 'Mon'; i += 1) next = nextTimeOfDay(next, 9, 0, timeZone);
  return next;
}

interface Recipient {
  email: string;
  items: ReviewItem[];
}

/** Who hears of which record. */
async function recipientsOf(db: Db, items: readonly ReviewItem[]): Promise<Recipient[]> {
  const staff = await db.kysely.selectFrom('admins').select(['id', 'email', 'role', 'department_ids']).where('disabled_at', 'is', null).execute();
  const editorsOf = (department: string) =>
    staff.filter((s) => {
      if (s.role !== 'department_editor' || !s.department_ids) return false;
      try {
        return (JSON.parse(s.department_ids) as unknown[]).includes(department);
      } catch {
        return false;
      }
    });
  const administrators = staff.filter((s) => s.role === 'administrator');
  const byEmail = new Map<string, ReviewItem[]>();
  const add = (emails: readonly string[], item: ReviewItem) => {
    for (const email of emails) byEmail.set(email, [...(byEmail.get(email) ?? []), item]);
  };
  for (const item of items) {
    const account = item.owner?.kind === 'account' ? staff.find((s) => s.id === item.owner?._id) : undefined;
    const editors = item.owner?.kind === 'department' ? editorsOf(item.owner._id) : [];
    if (account) add([account.email], item);
    else if (editors.length > 0) add(editors.map((e) => e.email), item);
    else add(administrators.map((a) => a.email), item);
  }
  return [...byEmail].map(([email, list]) => ({ email, items: list }));
}

const studioLink = (origin: string, item: ReviewItem): string => {
  const type = contentTypeByKey(item.type);
  return `${origin}/admin/${type?.adminEditPath ?? type?.adminPath ?? item.type}/edit/${item._id}`;
};

/** Queues this week's digests; answers how many were queued. */
export async function sendReviewDigest(db: Db, config: Pick<Config, 'publicUrl'>, now: Date): Promise<{ mails: number; records: number }> {
  const items = await dueForReview(db, undefined, {}, now);
  if (items.length === 0) return { mails: 0, records: 0 };
  const timeZone = hospitalTimeZone(await getSiteSettings(db));
  const origin = config.publicUrl ?? '';
  const recipients = await recipientsOf(db, items);
  for (const recipient of recipients) {
    const lines = recipient.items.map(
      (item) => `- ${item.typeLabel} "${item.title}": due since ${formatHospitalTime(item.dueAt, { timeZone })}${item.owner ? ` (owner: ${item.owner.name})` : ''}\n  ${studioLink(origin, item)}`,
    );
    await queueMail(
      db.kysely,
      {
        entryId: null,
        kind: 'system',
        to: [recipient.email],
        subject: `${recipient.items.length} ${recipient.items.length === 1 ? 'page is' : 'pages are'} due for review`,
        body: `These pages of the website have not been reviewed for a while. Please read each one, correct what has changed, and choose "Mark reviewed" in the studio's Due for review list.\n\n${lines.join('\n')}\n`,
      },
      now,
    );
  }
  return { mails: recipients.length, records: items.length };
}

export function reviewDigestJob(db: Db, config: Pick<Config, 'publicUrl'>): JobDefinition<Record<string, never>> {
  const next = async (now: Date) => nextDigestTime(now, hospitalTimeZone(await getSiteSettings(db)));
  return { name: reviewDigestJobName, run: async (_payload, context) => sendReviewDigest(db, config, context.now), every: { next, first: next }, maxAttempts: 1 };
}
