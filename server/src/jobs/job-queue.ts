import fs from 'node:fs';
import os from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, JobRow } from '../db/schema';
import { newId } from '../lib/ids';

/**
 * Work that must happen later or elsewhere: mail of the outbox, the daily retention, and what
 * later features schedule. One table, `jobs`, is the queue on both databases. A runner claims due
 * jobs in one statement (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so several server processes never
 * take the same job; on SQLite the statement holds the write lock from its read to its write),
 * runs the handler registered for the job's name, and records the outcome: done, due again after
 * an exponential back-off, or failed once its attempts are spent. A claim is a lease, renewed while
 * the job runs: a process that dies mid-job leaves it to be claimed again once the lease ends, and
 * jobs that fell due while no server ran are simply due at the first poll.
 *
 * Jobs run in lanes, each polled on its own: the `short` lane (mail, edge purges, notifications:
 * the default) and the `long` lane (a WordPress import, a backup), which runs one job at a time in
 * a process, so an hour-long import never delays a mail. A job kind marked `exclusive` runs at
 * most once at a time across every process on the database: its claim skips it while another of
 * its kind holds a live lease (on PostgreSQL under an advisory lock per kind, so two processes
 * claiming at the same instant cannot both see none running).
 */

export type Queryable = Kysely<Database> | Transaction<Database>;

export interface JobContext {
  /** The runner's clock at the claim. */
  now: Date;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  final: boolean;
}

export type JobLane = 'short' | 'long';
export const jobLanes: readonly JobLane[] = ['short', 'long'];

export interface JobDefinition<P = unknown> {
  name: string;
  /** `long` for work that may take minutes (it then cannot hold up the short jobs); `short` by default. */
  lane?: JobLane;
  /** At most one job of this name runs at a time, across every server process on the database. */
  exclusive?: boolean;
  /** Runs the job; what it answers (JSON-friendly) is recorded as the job's result. */
  run(payload: P, context: JobContext): Promise<unknown>;
  /** Called after each failed run (`final` once no attempt is left). */
  onFailure?(payload: P, error: Error, context: JobContext): Promise<void>;
  maxAttempts?: number;
  /**
   * A recurring job: one row under the key `recurring:{name}`, due again at `next(now)` after
   * each run, whatever its outcome.
   */
  every?: { next(now: Date): Date | Promise<Date>; first?(now: Date): Date | Promise<Date> };
}

export interface EnqueueOptions {
  name: string;
  payload?: unknown;
  runAt?: Date;
  /** At most one job per key: a second enqueue with the key is ignored. */
  uniqueKey?: string;
  maxAttempts?: number;
}

export const defaultMaxAttempts = 8;
/** 30 s, 1 min, 2 min… up to 6 h between attempts. */
export const backoffMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);

/** Queues a job in the caller's transaction when given one, so it exists exactly when its cause does. */
export async function enqueueJob(db: Queryable, options: EnqueueOptions, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('jobs')
    .values({
      id: newId(),
      name: options.name,
      unique_key: options.uniqueKey ?? null,
      payload: JSON.stringify(options.payload ?? {}),
      status: 'pending',
      run_at: (options.runAt ?? now).toISOString(),
      attempts: 0,
      max_attempts: options.maxAttempts ?? defaultMaxAttempts,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .execute();
}

/** Makes a failed (or waiting) job due now with its attempts restored. Answers whether one was found. */
export async function retryJob(db: Queryable, uniqueKey: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'pending', run_at: now.toISOString(), attempts: 0, updated_at: now.toISOString() })
    .where('unique_key', '=', uniqueKey)
    .where('status', 'in', ['failed', 'pending'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findJob(db: Queryable, uniqueKey: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('unique_key', '=', uniqueKey).executeTakeFirst();
}

export interface JobRunnerOptions {
  /** The clock; tests move it. */
  now?: () => Date;
  /** How long a claim lasts before another runner may take the job again. */
  leaseMs?: number;
  pollMs?: number;
  /** Jobs of the short lane claimed per poll (the long lane claims one). */
  batch?: number;
  /** Where failures are reported (the app's logger). */
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
  workerId?: string;
}

/**
 * A clock for tests that move time forward in a running server: the ISO date written in `file`
 * while it holds one, else the real time. Set through JOB_CLOCK_FILE; never in production.
 */
export const fileClock =
  (file: string) =>
  (): Date => {
    try {
      const date = new Date(fs.readFileSync(file, 'utf8').trim());
      if (!Number.isNaN(date.getTime())) return date;
    } catch {
      // No file: the real time.
    }
    return new Date();
  };

const errorText = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error)).slice(0, 2000);

/** One lane's polling: its own timer, so a long job in one lane never delays the other's polls. */
interface LanePoll {
  timer: NodeJS.Timeout | undefined;
  running: Promise<unknown>;
  polling: boolean;
  /** When the next poll is due (0 while polling). */
  nextPollAt: number;
  /** When a poke asked for the poll after the current one (0: none). */
  pokedAt: number;
}

/** Claims and runs the due jobs of the registered names. Tests call `runDue` themselves; the server polls. */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly workerId: string;
  private readonly lanes = new Map<JobLane, LanePoll>(jobLanes.map((lane) => [lane, { timer: undefined, running: Promise.resolve(), polling: false, nextPollAt: 0, pokedAt: 0 }]));
  private stopped = false;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
    this.pollMs = options.pollMs ?? 2000;
    this.batch = options.batch ?? 5;
    this.workerId = (options.workerId ?? `${os.hostname()}:${process.pid}:${newId().slice(0, 6)}`).slice(0, 100);
  }

  register<P>(definition: JobDefinition<P>): this {
    this.definitions.set(definition.name, definition as JobDefinition<never>);
    return this;
  }

  /** Makes sure every recurring job has its row (a restart keeps the row and its due time). */
  async scheduleRecurring(): Promise<void> {
    const now = this.now();
    for (const definition of this.definitions.values()) {
      if (!definition.every) continue;
      await enqueueJob(
        this.db.kysely,
        { name: definition.name, uniqueKey: `recurring:${definition.name}`, runAt: (await definition.every.first?.(now)) ?? now, maxAttempts: 1 },
        now,
      );
    }
  }

  /** Schedules the recurring jobs, then polls each lane until `stop`. */
  async start(): Promise<void> {
    await this.scheduleRecurring();
    this.stopped = false;
    this.started = true;
    for (const lane of jobLanes) this.tick(lane);
  }

  private tick(lane: JobLane): void {
    const poll = this.lanes.get(lane) as LanePoll;
    if (this.stopped) return;
    poll.polling = true;
    poll.nextPollAt = 0;
    poll.running = this.runDue(lane)
      .catch((error: unknown) => this.options.log?.error({ err: error, lane }, 'the job runner could not poll the jobs table'))
      .finally(() => {
        poll.polling = false;
        if (!this.stopped) this.pollIn(lane, poll.pokedAt ? Math.max(0, poll.pokedAt - Date.now()) : this.pollMs);
        poll.pokedAt = 0;
      });
  }

  private pollIn(lane: JobLane, ms: number): void {
    const poll = this.lanes.get(lane) as LanePoll;
    clearTimeout(poll.timer);
    poll.nextPollAt = Date.now() + ms;
    poll.timer = setTimeout(() => this.tick(lane), ms);
  }

  /**
   * Polls in `ms` rather than at the next regular poll, if that is sooner: a job queued to run
   * soon (an edge purge) does not wait up to `pollMs` more. A lane busy with a job polls once it ends.
   */
  poke(ms = 0): void {
    if (!this.started || this.stopped) return;
    const at = Date.now() + ms;
    for (const [lane, poll] of this.lanes) {
      if (poll.polling) {
        if (!poll.pokedAt || at < poll.pokedAt) poll.pokedAt = at;
      } else if (at < poll.nextPollAt) {
        this.pollIn(lane, ms);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const poll of this.lanes.values()) clearTimeout(poll.timer);
    await Promise.all([...this.lanes.values()].map((poll) => poll.running));
  }

  /**
   * One pass: claims the due jobs of a lane (of both, side by side, without one) and runs them one
   * after another: up to a batch of short ones, one long one. Answers how many ran.
   */
  async runDue(lane?: JobLane): Promise<number> {
    if (!lane) return (await Promise.all(jobLanes.map((one) => this.runDue(one)))).reduce((a, b) => a + b, 0);
    const jobs = await this.claim(lane);
    for (const job of jobs) await this.runOne(job);
    return jobs.length;
  }

  private namesOf(lane: JobLane, exclusive: boolean): string[] {
    return [...this.definitions.values()].filter((d) => (d.lane ?? 'short') === lane && Boolean(d.exclusive) === exclusive).map((d) => d.name);
  }

  private async claim(lane: JobLane): Promise<JobRow[]> {
    const names = this.namesOf(lane, false);
    const exclusive = this.namesOf(lane, true);
    if (names.length === 0 && exclusive.length === 0) return [];
    const now = this.now();
    const at = now.toISOString();
    const claim = async (db: Queryable): Promise<JobRow[]> => {
      let due = db
        .selectFrom('jobs as j')
        .select('j.id')
        .where((eb) => {
          const dueNow = eb.or([
            eb.and([eb('j.status', '=', 'pending'), eb('j.run_at', '<=', at)]),
            // A claim whose lease ended: its runner died or lost the database.
            eb.and([eb('j.status', '=', 'running'), eb('j.locked_until', '<', at)]),
          ]);
          // An exclusive kind only while none of it holds a live lease.
          const kinds = [
            ...(names.length > 0 ? [eb('j.name', 'in', names)] : []),
            ...(exclusive.length > 0
              ? [
                  eb.and([
                    eb('j.name', 'in', exclusive),
                    eb.not(
                      eb.exists(
                        eb
                          .selectFrom('jobs as other')
                          .select('other.id')
                          .whereRef('other.name', '=', 'j.name')
                          .whereRef('other.id', '!=', 'j.id')
                          .where('other.status', '=', 'running')
                          .where('other.locked_until', '>=', at),
                      ),
                    ),
                  ]),
                ]
              : []),
          ];
          return eb.and([dueNow, eb.or(kinds)]);
        })
        .orderBy('j.run_at')
        .limit(lane === 'long' ? 1 : this.batch);
      if (this.db.dialect === 'postgres') due = due.forUpdate().skipLocked();
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          locked_by: this.workerId,
          locked_until: new Date(now.getTime() + this.leaseMs).toISOString(),
          updated_at: at,
        }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    };
    if (exclusive.length === 0 || this.db.dialect !== 'postgres') return claim(this.db.kysely);
    // PostgreSQL: two processes' claims could each see no other running and take one each; the
    // exclusive kinds' advisory locks (held to the commit) make the second wait and then see the first.
    return this.db.kysely.transaction().execute(async (trx) => {
      for (const name of [...exclusive].sort()) await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${name}`}))`.execute(trx);
      return claim(trx);
    });
  }

  private async runOne(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) return;
    const now = this.now();
    const context: JobContext = { now, jobId: job.id, attempt: job.attempts, final: job.attempts >= job.max_attempts };
    const payload = JSON.parse(job.payload) as never;
    const mine = this.db.kysely.updateTable('jobs').where('id', '=', job.id).where('locked_by', '=', this.workerId);
    // The lease is renewed while the job runs: a job longer than the lease is not taken by another.
    const renew = setInterval(() => {
      mine
        .set({ locked_until: new Date(this.now().getTime() + this.leaseMs).toISOString() })
        .where('status', '=', 'running')
        .execute()
        .catch((error: unknown) => this.options.log?.warn({ job: job.name, err: error }, 'a running job\'s lease could not be renewed'));
    }, Math.max(1000, Math.floor(this.leaseMs / 3)));
    renew.unref();
    try {
      const result = await definition.run(payload, context);
      clearInterval(renew);
      const finished = this.now();
      const common = { result: result === undefined ? null : JSON.stringify(result), last_error: null, locked_by: null, locked_until: null, updated_at: finished.toISOString() };
      if (definition.every) {
        await mine.set({ ...common, status: 'pending', attempts: 0, run_at: (await definition.every.next(finished)).toISOString() }).execute();
      } else {
        await mine.set({ ...common, status: 'done' }).execute();
      }
    } catch (error) {
      clearInterval(renew);
      const failed = this.now();
      const message = errorText(error);
      this.options.log?.warn({ job: job.name, attempt: job.attempts, error: message }, 'a job failed');
      const next = definition.every
        ? { status: 'pending', attempts: 0, run_at: (await definition.every.next(failed)).toISOString() }
        : context.final
          ? { status: 'failed' }
          : { status: 'pending', run_at: new Date(failed.getTime() + backoffMs(job.attempts)).toISOString() };
      await mine.set({ ...next, last_error: message, locked_by: null, locked_until: null, updated_at: failed.toISOString() }).execute();
      await definition.onFailure?.(payload, error instanceof Error ? error : new Error(message), context).catch((hookError: unknown) => {
        this.options.log?.error({ job: job.name, err: hookError }, 'a job failure could not be recorded');
      });
    }
  }
}

/** How many jobs there are (of a status), for tests and the studio. */
export async function countJobs(db: Db, status?: string): Promise<number> {
  let query = db.kysely.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The next occurrence of a time of day (hh:mm) in a time zone, after `now`. */
export function nextTimeOfDay(now: Date, hour: number, minute: number, timeZone: string): Date {
  // The zone's offset now, from its wall-clock reading of `now`; good to the minute around DST
  // changes, which India does not have.
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  const offset = wall - Math.floor(now.getTime() / 60_000) * 60_000;
  let candidate = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, hour, minute) - offset;
  if (candidate <= now.getTime()) candidate += 24 * 60 * 60 * 1000;
  return new Date(candidate);
}
