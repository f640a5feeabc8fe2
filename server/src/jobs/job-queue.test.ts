import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backoffMs, enqueueJob, fileClock, findJob, JobRunner, nextTimeOfDay, retryJob } from './job-queue';

/** A clock the test moves by hand. */
const clock = (start = '2026-11-23T10:00:00.000Z') => {
  let now = new Date(start);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

describe('the file clock tests use to move the runner forward', () => {
  it('answers the date in the file while it holds one, else the real time', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'job-clock-')), 'now');
    const now = fileClock(file);
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
    fs.writeFileSync(file, '2030-01-02T03:04:05.000Z');
    expect(now().toISOString()).toBe('2030-01-02T03:04:05.000Z');
    fs.writeFileSync(file, 'not a date');
    expect(now().getTime()).toBeLessThan(new Date('2030-01-01').getTime());
    fs.rmSync(file);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5000);
  });
});

for (const dialect of dialects) {
  describe(`the jobs mechanism on ${dialect.name}`, () => {
    let test: TestDatabase;
    beforeEach(async () => {
      test = await dialect.create();
    });
    afterEach(async () => {
      await test.drop();
    });

    it('runs a due job once, not a job whose time has not come', async () => {
      const time = clock();
      const ran: string[] = [];
      const runner = new JobRunner(test.db, { now: time.now }).register<{ label: string }>({ name: 'say', run: async (p) => void ran.push(p.label) });
      await enqueueJob(test.db.kysely, { name: 'say', payload: { label: 'now' } }, time.now());
      await enqueueJob(test.db.kysely, { name: 'say', payload: { label: 'later' }, runAt: new Date(time.now().getTime() + 60_000) }, time.now());
      expect(await runner.runDue()).toBe(1);
      expect(await runner.runDue()).toBe(0);
      expect(ran).toEqual(['now']);
      time.advance(60_000);
      expect(await runner.runDue()).toBe(1);
      expect(ran).toEqual(['now', 'later']);
    });

    it('ignores a second job with the same unique key', async () => {
      await enqueueJob(test.db.kysely, { name: 'say', uniqueKey: 'k' });
      await enqueueJob(test.db.kysely, { name: 'say', uniqueKey: 'k' });
      expect(Number((await test.db.kysely.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
    });

    it('retries a failing job with exponential back-off, records the error, and fails it after its last attempt', async () => {
      const time = clock();
      let calls = 0;
      const failures: boolean[] = [];
      const runner = new JobRunner(test.db, { now: time.now }).register({
        name: 'flaky',
        maxAttempts: 3,
        run: async () => {
          calls += 1;
          throw new Error(`mail server down (${calls})`);
        },
        onFailure: async (_p, _e, context) => void failures.push(context.final),
      });
      await enqueueJob(test.db.kysely, { name: 'flaky', uniqueKey: 'f', maxAttempts: 3 }, time.now());
      expect(await runner.runDue()).toBe(1);
      let job = await findJob(test.db.kysely, 'f');
      expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail server down (1)' });
      expect(job?.run_at).toBe(new Date(time.now().getTime() + backoffMs(1)).toISOString());
      // Not before the back-off has passed.
      time.advance(backoffMs(1) - 1000);
      expect(await runner.runDue()).toBe(0);
      time.advance(1000);
      expect(await runner.runDue()).toBe(1);
      expect(backoffMs(2)).toBe(2 * backoffMs(1));
      time.advance(backoffMs(2));
      expect(await runner.runDue()).toBe(1);
      job = await findJob(test.db.kysely, 'f');
      expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'mail server down (3)' });
      expect(failures).toEqual([false, false, true]);
      time.advance(24 * 60 * 60 * 1000);
      expect(await runner.runDue()).toBe(0);
      // Retry makes it due again, with its attempts back.
      expect(await retryJob(test.db.kysely, 'f', time.now())).toBe(true);
      expect(await runner.runDue()).toBe(1);
      expect(calls).toBe(4);
    });

    it('keeps one row per recurring job, runs it when due (also after downtime) and schedules the next run', async () => {
      const time = clock();
      let runs = 0;
      const make = () =>
        new JobRunner(test.db, { now: time.now }).register({
          name: 'daily',
          every: { next: (now) => new Date(now.getTime() + 24 * 60 * 60 * 1000), first: (now) => new Date(now.getTime() + 60 * 60 * 1000) },
          run: async () => ({ deleted: ++runs }),
        });
      const first = make();
      await first.scheduleRecurring();
      expect(await first.runDue()).toBe(0);
      // The server is down for three days; a new one starting finds the job due and runs it once.
      time.advance(3 * 24 * 60 * 60 * 1000);
      const second = make();
      await second.scheduleRecurring();
      expect(await second.runDue()).toBe(1);
      expect(await second.runDue()).toBe(0);
      const job = await findJob(test.db.kysely, 'recurring:daily');
      expect(job).toMatchObject({ status: 'pending', result: JSON.stringify({ deleted: 1 }) });
      expect(job?.run_at).toBe(new Date(time.now().getTime() + 24 * 60 * 60 * 1000).toISOString());
      expect(Number((await test.db.kysely.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
    });

    it('polls at once when poked, not at its next regular poll', async () => {
      const ran: number[] = [];
      const runner = new JobRunner(test.db, { pollMs: 60_000 }).register({ name: 'soon', run: async () => void ran.push(Date.now()) });
      await runner.start();
      try {
        // Due after the first poll (at start), long before the next one.
        const poked = Date.now();
        await enqueueJob(test.db.kysely, { name: 'soon', runAt: new Date(poked + 300) });
        runner.poke(400);
        await expect.poll(() => ran.length, { timeout: 5000, interval: 20 }).toBe(1);
        expect((ran[0] ?? 0) - poked).toBeGreaterThanOrEqual(390);
      } finally {
        await runner.stop();
      }
    });

    it('takes back a job whose runner died mid-run once its lease has ended', async () => {
      const time = clock();
      await enqueueJob(test.db.kysely, { name: 'work', uniqueKey: 'w' }, time.now());
      // A runner claims it and dies before finishing (its handler never returns).
      const dying = new JobRunner(test.db, { now: time.now, leaseMs: 60_000, workerId: 'dying' }).register({ name: 'work', run: () => new Promise(() => {}) });
      void dying.runDue();
      await expect.poll(async () => (await findJob(test.db.kysely, 'w'))?.status).toBe('running');
      let ran = 0;
      const healthy = new JobRunner(test.db, { now: time.now, leaseMs: 60_000, workerId: 'healthy' }).register({ name: 'work', run: async () => void ran++ });
      expect(await healthy.runDue()).toBe(0);
      time.advance(61_000);
      expect(await healthy.runDue()).toBe(1);
      expect(ran).toBe(1);
      expect(await findJob(test.db.kysely, 'w')).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('renews the lease of a job that runs longer than it, so no other runner takes it meanwhile', async () => {
      const time = clock();
      await enqueueJob(test.db.kysely, { name: 'long', uniqueKey: 'l' }, time.now());
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let ran = 0;
      const definition = { name: 'long', lane: 'long' as const, run: async () => void (ran += 1, await held) };
      const first = new JobRunner(test.db, { now: time.now, leaseMs: 3000, workerId: 'first' }).register(definition);
      const running = first.runDue();
      await expect.poll(async () => (await findJob(test.db.kysely, 'l'))?.locked_until).toBe(new Date(time.now().getTime() + 3000).toISOString());
      // Past the first lease, by the runner's clock: the renewal (each second) has moved it on.
      time.advance(2500);
      await expect.poll(async () => (await findJob(test.db.kysely, 'l'))?.locked_until, { timeout: 5000 }).toBe(new Date(time.now().getTime() + 3000).toISOString());
      time.advance(1000);
      const other = new JobRunner(test.connect(), { now: time.now, leaseMs: 3000, workerId: 'other' }).register(definition);
      expect(await other.runDue()).toBe(0);
      release();
      expect(await running).toBe(1);
      expect(ran).toBe(1);
      expect(await findJob(test.db.kysely, 'l')).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('runs each job exactly once when two runners on two connections poll at the same time', async () => {
      const other = test.connect();
      const runs = new Map<string, number>();
      const definition = {
        name: 'once',
        run: async (payload: { n: number }) => {
          runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      };
      for (let n = 0; n < 30; n++) await enqueueJob(test.db.kysely, { name: 'once', payload: { n }, uniqueKey: `once:${n}` });
      const a = new JobRunner(test.db, { batch: 4, workerId: 'a' }).register(definition);
      const b = new JobRunner(other, { batch: 4, workerId: 'b' }).register(definition);
      const drain = async (runner: JobRunner) => {
        while ((await runner.runDue()) > 0);
      };
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      expect(runs.size).toBe(30);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      const byWorker = await test.db.kysely.selectFrom('jobs').select(['status']).where('status', '!=', 'done').execute();
      expect(byWorker).toEqual([]);
    });
  });
}

describe('the next time of day in the hospital time zone', () => {
  it('is 02:00 in Kolkata (20:30 UTC) today or tomorrow', () => {
    expect(nextTimeOfDay(new Date('2026-11-23T10:00:00Z'), 2, 0, 'Asia/Kolkata').toISOString()).toBe('2026-11-23T20:30:00.000Z');
    expect(nextTimeOfDay(new Date('2026-11-23T21:00:00Z'), 2, 0, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(nextTimeOfDay(new Date('2026-11-23T10:00:00Z'), 2, 0, 'UTC').toISOString()).toBe('2026-11-24T02:00:00.000Z');
  });
});
