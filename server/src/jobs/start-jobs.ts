import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { activityRetentionJob } from '../activity/activity-operations';
import { reminderJob } from '../appointments/reminders';
import { backupJob } from '../backup/backup-schedule-job';
import { retentionJob } from '../forms/desk-operations';
import { linkCheckJob } from '../links/link-report';
import { uploadsDir } from '../media/media-operations';
import { smtpMailer } from '../mail/mailer';
import { mailJob } from '../mail/outbox';
import { schedulingJobs } from '../publishing/scheduling';
import { reviewDigestJob } from '../review-cycles/review-digest';
import { edgePurgeJob, enqueueEdgePurge, purgeDelayMs } from '../edge/edge-purge-job';
import { purgeDriver } from '../edge/purge-drivers';
import type { ContentChange } from '../api/content-events';
import { stopLiveImports, wordpressImportJob } from '../wordpress/studio-import';
import { JobRunner, fileClock } from './job-queue';

/**
 * The server's job runner with every job it knows: the outbox's mail (when SMTP_URL is set) and
 * the daily retention of form entries and of the activity log, scheduled publishing, the scheduled backup, the nightly link check, the weekly review digest, the appointments' reminders and the edge purges (EDGE_PURGE). Later features
 * register theirs here; the import, the backup and the link check run in the long lane, beside the
 * others (job-queue.ts). `contentEvents` is the app's (api/content-events): a job that changes the
 * website says so there, as an admin request would.
 */
export async function startJobs(db: Db, config: Config, log: FastifyBaseLogger, contentEvents?: EventEmitter): Promise<{ stop(): Promise<void> }> {
  const runner = new JobRunner(db, { log, ...(config.jobClockFile ? { now: fileClock(config.jobClockFile) } : {}) });
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  if (mailer) runner.register(mailJob(db, mailer));
  runner.register(retentionJob(db));
  for (const job of schedulingJobs(db, { onChange: (change) => contentEvents?.emit('change', change), revisionsKept: config.revisionsKept })) runner.register(job);
  runner.register(activityRetentionJob(db));
  runner.register(linkCheckJob(db, { uploadsDir: uploadsDir(config) }));
  runner.register(reviewDigestJob(db, config));
  runner.register(reminderJob(db, config));
  runner.register(wordpressImportJob(db, config));
  const backups = backupJob(db, config);
  if (backups) runner.register(backups);
  // Each change made here queues its edge purge (EDGE_PURGE), sent as soon as it is due.
  const purge = purgeDriver(config.edge.purge);
  const onChange = (change: ContentChange) => {
    enqueueEdgePurge(db.kysely, change).then(
      (keys) => keys.length > 0 && runner.poke(purgeDelayMs),
      (error: unknown) => log.error({ err: error, change }, 'the edge purge of a change could not be queued'),
    );
  };
  if (purge) {
    runner.register(edgePurgeJob(purge));
    contentEvents?.on('change', onChange);
  }
  await runner.start();
  return {
    stop: async () => {
      contentEvents?.off('change', onChange);
      // A running import ends at its batch instead of holding the stop for minutes (it says so in its history).
      stopLiveImports();
      await runner.stop();
      mailer?.close();
    },
  };
}
