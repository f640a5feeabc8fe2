import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord, listActive } from '../content/content-operations';
import type { Db } from '../db/database';
import { JobRunner } from '../jobs/job-queue';
import { sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { recordCreated, workingCopy } from './publishing-operations';
import { listRevisions } from './revisions';
import { scheduleRecord, schedulingJobs, upcomingChanges, type ContentChange } from './scheduling';

const banners = typeOf('banners');

/** A clock the test moves by hand, shared by the runners as their injected "now". */
const clock = (start = '2026-12-01T03:00:00.000Z') => {
  let now = new Date(start);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

for (const dialect of dialects) {
  describe(`scheduled publishing (${dialect.name})`, () => {
    let database: TestDatabase;
    let db: Db;
    beforeEach(async () => {
      database = await dialect.create();
      db = database.db;
    });
    afterEach(async () => {
      await database.drop();
    });

    const runner = (on: Db, time: ReturnType<typeof clock>, changes: ContentChange[], workerId: string) => {
      const r = new JobRunner(on, { now: time.now, workerId });
      for (const job of schedulingJobs(on, { onChange: (change) => changes.push(change) })) r.register(job);
      return r;
    };
    const draftBanner = async (title: string) => {
      const record = await createRecord(db, banners, { ...sampleBody(banners), title, status: 'inactive' });
      await recordCreated(db, 'banners', record._id);
      return record._id;
    };
    const liveTitles = async () => (await listActive(db, banners)).map((b) => b.title);

    it('publishes at Publish at and unpublishes at Unpublish at, in the hospital time zone as given, telling the page cache', async () => {
      const time = clock();
      const id = await draftBanner('Diwali health camp');
      // 09:00 and 18:00 in Kolkata, 03:30 and 12:30 UTC.
      const scheduled = await scheduleRecord(db, 'banners', id, { publishAt: '2026-12-01T09:00:00+05:30', unpublishAt: '2026-12-01T18:00:00+05:30' }, { now: time.now() });
      expect(scheduled).toMatchObject({ publishAt: '2026-12-01T03:30:00.000Z', unpublishAt: '2026-12-01T12:30:00.000Z', state: 'draft' });
      expect((await upcomingChanges(db)).map((c) => [c.title, c.action])).toEqual([
        ['Diwali health camp', 'publish'],
        ['Diwali health camp', 'unpublish'],
      ]);

      const changes: ContentChange[] = [];
      const jobs = runner(db, time, changes, 'one');
      expect(await jobs.runDue()).toBe(0);
      time.advance(30 * 60_000);
      expect(await jobs.runDue()).toBe(1);
      expect(await liveTitles()).toContain('Diwali health camp');
      expect(changes).toEqual([{ method: 'POST', url: `/api/admin/banners/${id}/publish` }]);
      expect((await workingCopy(db, 'banners', id)).publishAt).toBeNull();

      time.advance(9 * 60 * 60_000);
      expect(await jobs.runDue()).toBe(1);
      expect(await liveTitles()).not.toContain('Diwali health camp');
      expect(await upcomingChanges(db)).toEqual([]);
      expect((await listRevisions(db, 'banners', id)).slice(0, 2).map((r) => [r.action, r.author])).toEqual([
        ['unpublished', 'Schedule'],
        ['published', 'Schedule'],
      ]);
      // The activity log has both, by the schedule (no person), at the times they ran.
      const log = await db.kysely.selectFrom('activity_log').select(['action', 'actor_name', 'summary', 'created_at']).where('record_id', '=', id).orderBy('created_at').execute();
      expect(log).toEqual([
        { action: 'publish', actor_name: null, summary: 'Published "Diwali health camp" as scheduled', created_at: '2026-12-01T03:30:00.000Z' },
        { action: 'unpublish', actor_name: null, summary: 'Unpublished "Diwali health camp" as scheduled', created_at: '2026-12-01T12:30:00.000Z' },
      ]);
    });

    it('runs a schedule that fell due while no server ran at the first poll, and not an old time that was changed', async () => {
      const time = clock();
      const id = await draftBanner('Blood donation drive');
      await scheduleRecord(db, 'banners', id, { publishAt: '2026-12-01T04:00:00Z' }, { now: time.now() });
      await scheduleRecord(db, 'banners', id, { publishAt: '2026-12-02T04:00:00Z' }, { now: time.now() });
      // The server was down for a day and a half: at start the due job runs once.
      time.advance(36 * 60 * 60_000);
      const jobs = runner(db, time, [], 'restarted');
      expect(await jobs.runDue()).toBe(1);
      expect(await liveTitles()).toContain('Blood donation drive');
      expect(await jobs.runDue()).toBe(0);
    });

    it('refuses a time in the past, one without its zone, and Unpublish at before Publish at', async () => {
      const time = clock();
      const id = await draftBanner('Refused times');
      await expect(scheduleRecord(db, 'banners', id, { publishAt: '2026-11-30T09:00:00+05:30' }, { now: time.now() })).rejects.toMatchObject({ statusCode: 400, message: 'Publish at must be later than now.' });
      await expect(scheduleRecord(db, 'banners', id, { publishAt: '2026-12-05T09:00' }, { now: time.now() })).rejects.toMatchObject({ statusCode: 400 });
      await expect(
        scheduleRecord(db, 'banners', id, { publishAt: '2026-12-05T09:00:00Z', unpublishAt: '2026-12-04T09:00:00Z' }, { now: time.now() }),
      ).rejects.toMatchObject({ statusCode: 400, message: 'Unpublish at must be later than Publish at.' });
      expect((await workingCopy(db, 'banners', id)).publishAt).toBeNull();
    });

    it('publishes once when two server processes claim the same due job at the same moment', async () => {
      const time = clock();
      const id = await draftBanner('Exactly once');
      await scheduleRecord(db, 'banners', id, { publishAt: '2026-12-01T03:10:00Z' }, { now: time.now() });
      time.advance(15 * 60_000);
      const changes: ContentChange[] = [];
      // Two processes: each its own connection to the one database, its own runner.
      const first = runner(database.connect(), time, changes, 'process-a');
      const second = runner(database.connect(), time, changes, 'process-b');
      const ran = await Promise.all([first.runDue(), second.runDue()]);
      expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
      expect(changes).toHaveLength(1);
      expect((await listRevisions(db, 'banners', id)).filter((r) => r.action === 'published')).toHaveLength(1);
      expect(await liveTitles()).toContain('Exactly once');
    });
  });
}
