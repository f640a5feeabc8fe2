import type { Db } from '../db/database';
import { enqueueJob, findJob, retryJob, nextTimeOfDay, type JobDefinition } from '../jobs/job-queue';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { runLinkCheck, type LinkCheckOptions, type LinkReason } from './link-check';
import type { BrokenLink, LinkCheckRun } from '@hospital/content/wire/link-review';

/**
 * The Link report's reads and the link check as a job: nightly on the hospital's clock and on
 * demand from the report's Check again, one row of the jobs table (`recurring:link-check`), so with
 * several server processes exactly one runs it.
 */

export const linkCheckJobName = 'link-check';
const jobKey = `recurring:${linkCheckJobName}`;

export function linkCheckJob(db: Db, options: LinkCheckOptions = {}): JobDefinition<Record<string, never>> {
  const next = async (now: Date) => nextTimeOfDay(now, 2, 30, hospitalTimeZone(await getSiteSettings(db)));
  return {
    name: linkCheckJobName,
    // Other websites can take minutes to answer: the check must not hold up mail and purges.
    lane: 'long',
    run: async (_payload, context) => runLinkCheck(db, { ...options, now: context.now }),
    every: { next, first: next },
    maxAttempts: 1,
  };
}

/** Makes the check due now (a server process's runner takes it within seconds). Answers false when one is running. */
export async function requestLinkCheck(db: Db, now = new Date()): Promise<boolean> {
  const job = await findJob(db.kysely, jobKey);
  if (job?.status === 'running') return false;
  if (job) return retryJob(db.kysely, jobKey, now);
  await enqueueJob(db.kysely, { name: linkCheckJobName, uniqueKey: jobKey, runAt: now, maxAttempts: 1 }, now);
  return true;
}

export type { BrokenLink, LinkCheckRun };

/** A page of the last run's findings, by where they are. */
export async function listBrokenLinks(db: Db, page = { page: 1, limit: 500 }): Promise<BrokenLink[]> {
  const rows = await db.kysely
    .selectFrom('broken_links')
    .selectAll()
    .orderBy('source_type')
    .orderBy('source_title')
    .orderBy('field')
    .orderBy('url')
    .orderBy('id')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceTitle: r.source_title,
    field: r.field,
    url: r.url,
    reason: r.reason as LinkReason,
    detail: r.detail,
    foundAt: r.found_at,
  }));
}

export async function brokenLinkCount(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('broken_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest run, and whether another is waiting or running. */
export async function linkCheckStatus(db: Db): Promise<{ last: LinkCheckRun | null; queued: boolean; running: boolean }> {
  const row = await db.kysely.selectFrom('link_check_runs').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  const job = await findJob(db.kysely, jobKey);
  const last = row
    ? { status: row.status, startedAt: row.started_at, finishedAt: row.finished_at, records: Number(row.records), links: Number(row.links), external: Number(row.external), broken: Number(row.broken), error: row.error }
    : null;
  return { last, running: job?.status === 'running', queued: job?.status === 'pending' && job.run_at <= new Date().toISOString() };
}
