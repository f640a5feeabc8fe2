import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob, findJob, JobRunner, type JobDefinition } from '../src/jobs/job-queue';
import { smtpMailer, type Mailer } from '../src/mail/mailer';
import { mailJob, queueMail } from '../src/mail/outbox';
import { wordpressImportJob, wordpressImportJobName } from '../src/wordpress/studio-import';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';

/**
 * The job runner's lanes (issue 45): a WordPress import started from the studio runs for minutes
 * as a background job; mail queued meanwhile is delivered to a real SMTP server while it runs, and
 * a second import waits for the first, also when another server process polls the same database.
 * The import here is the real job's definition (its lane, its exclusivity) with a run the test
 * holds open until it lets it end.
 */

for (const dialect of dialects) {
  describe(`the job lanes on ${dialect.name}`, () => {
    let test: TestDatabase;
    let smtp: TestSmtp;
    const mailers: Mailer[] = [];
    const runners: JobRunner[] = [];
    beforeEach(async () => {
      test = await dialect.create();
      smtp = await startTestSmtp();
    });
    afterEach(async () => {
      for (const runner of runners.splice(0)) await runner.stop();
      for (const mailer of mailers.splice(0)) mailer.close();
      await smtp?.stop();
      await test.drop();
    });

    it('delivers mail while an import runs, and starts a second import only once the first has ended, across two processes', async () => {
      const started: number[] = [];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const heldImport: JobDefinition<{ n: number }> = {
        ...(wordpressImportJob(test.db, testConfig()) as unknown as JobDefinition<{ n: number }>),
        run: async ({ n }) => {
          started.push(n);
          if (n === 1) await held;
          return { n };
        },
      };
      const processOf = (db: typeof test.db, workerId: string): JobRunner => {
        const mailer = smtpMailer(smtp.url, 'Hospital <site@hospital.test>');
        mailers.push(mailer);
        const runner = new JobRunner(db, { pollMs: 50, workerId }).register(heldImport).register(mailJob(db, mailer));
        runners.push(runner);
        return runner;
      };
      const mail = (subject: string) => queueMail(test.db.kysely, { entryId: null, kind: 'notification', to: ['desk@hospital.test'], subject, body: 'A new enquiry.' });

      // One server process: the import is claimed and held open, then a mail is queued.
      const first = processOf(test.db, 'first');
      await enqueueJob(test.db.kysely, { name: wordpressImportJobName, payload: { n: 1 }, uniqueKey: 'import:1', maxAttempts: 1 });
      await first.start();
      await expect.poll(() => started, { timeout: 10_000 }).toEqual([1]);
      await mail('Queued behind the import');
      await expect.poll(() => smtp.received.map((m) => m.subject), { timeout: 10_000 }).toEqual(['Queued behind the import']);
      expect(await findJob(test.db.kysely, 'import:1')).toMatchObject({ status: 'running' });

      // A second import and a second mail, and a second server process on the same database: it
      // sends the mail but does not start the import while the first runs.
      await enqueueJob(test.db.kysely, { name: wordpressImportJobName, payload: { n: 2 }, uniqueKey: 'import:2', maxAttempts: 1 });
      await mail('Sent by the other process');
      const second = processOf(test.connect(), 'second');
      expect(await second.runDue('long')).toBe(0);
      // The mail goes out from this process's pass or the first's next poll (every 50 ms), whichever claims it.
      expect(await second.runDue()).toBeLessThanOrEqual(1);
      await expect.poll(() => smtp.received.map((m) => m.subject), { timeout: 10_000 }).toEqual(['Queued behind the import', 'Sent by the other process']);
      expect(started).toEqual([1]);
      expect(await findJob(test.db.kysely, 'import:2')).toMatchObject({ status: 'pending', attempts: 0 });

      // The first import ends: the second starts, on whichever process polls first.
      release();
      await expect.poll(async () => (await findJob(test.db.kysely, 'import:2'))?.status, { timeout: 10_000 }).toBe('done');
      expect(started).toEqual([1, 2]);
      expect(await findJob(test.db.kysely, 'import:1')).toMatchObject({ status: 'done' });
    });

    it('lets only one of two processes claiming at the same instant start an import', async () => {
      const started: number[] = [];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const heldImport: JobDefinition<{ n: number }> = {
        ...(wordpressImportJob(test.db, testConfig()) as unknown as JobDefinition<{ n: number }>),
        run: async ({ n }) => {
          started.push(n);
          await held;
        },
      };
      for (const n of [1, 2, 3, 4]) await enqueueJob(test.db.kysely, { name: wordpressImportJobName, payload: { n }, uniqueKey: `import:${n}`, maxAttempts: 1 });
      const processes = [test.db, test.connect(), test.connect()].map((db, i) => new JobRunner(db, { workerId: `p${i}` }).register(heldImport));
      let settled = 0;
      const passes = processes.flatMap((runner) => [runner.runDue('long'), runner.runDue('long')]).map((pass) => pass.finally(() => (settled += 1)));
      await expect.poll(() => started.length, { timeout: 10_000 }).toBeGreaterThan(0);
      // Every other pass has claimed nothing and ended (on a loaded machine one may be late to
      // claim: released early, it would rightly find the import ended and start the next).
      await expect.poll(() => settled, { timeout: 10_000 }).toBe(passes.length - 1);
      const running = await test.db.kysely.selectFrom('jobs').select('unique_key').where('status', '=', 'running').execute();
      expect(running).toHaveLength(1);
      expect(started).toHaveLength(1);
      release();
      expect((await Promise.all(passes)).reduce((a, b) => a + b, 0)).toBe(1);
    });
  });
}
