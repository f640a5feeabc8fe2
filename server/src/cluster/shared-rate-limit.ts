import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** One counter's state after a hit: hits in the window, and milliseconds until the window ends. */
interface Hit {
  current: number;
  ttl: number;
}

/** How often (one hit in this many) a hit also deletes the counters whose window has ended. */
const sweepEvery = 200;
/** How long a start waits for Redis. */
const redisWaitMs = 2000;

/**
 * Counts a hit of `key` in the `rate_limits` table: a new window of `windowMs` when there is none
 * or it has ended, else one more hit in it. One statement, so concurrent hits from any number of
 * server processes are each counted once.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Hit> {
  const resetAt = now + windowMs;
  const { rows } = await sql<{ hits: number; reset_at: number | string }>`
    insert into rate_limits (key, hits, reset_at) values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
    returning hits, reset_at`.execute(db.kysely);
  const row = rows[0];
  if (!row) throw new Error('the rate limit counter was not written');
  if (Math.floor(Math.random() * sweepEvery) === 0) await sql`delete from rate_limits where reset_at <= ${now}`.execute(db.kysely);
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) };
}

/** @fastify/rate-limit's store over `countHit`; our key generators already name the route. */
function databaseStore(db: Db): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

export interface SharedRateLimit {
  /** Options for `@fastify/rate-limit`: where its counters live. */
  options: FastifyRateLimitOptions;
  close(): Promise<void>;
}

/**
 * Where the form and sign-in limits count, so that several server processes count each caller
 * once: Redis when REDIS_URL is set, else the PostgreSQL database they share. A SQLite database
 * belongs to one process, whose memory is enough. When the store cannot be reached the request
 * goes through (the sign-in lockout, kept with the account, still holds): the site does not stop
 * taking patients' forms because a counter is away.
 */
export async function sharedRateLimit(db: Db, redisUrl: string | undefined, onError: (error: unknown) => void): Promise<SharedRateLimit> {
  if (redisUrl) {
    // Commands fail at once while Redis is away rather than queue and hold the request.
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: redisWaitMs, lazyConnect: true });
    let reported = false;
    redis.on('error', (error) => {
      if (!reported) onError(error);
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    // The server starts even when Redis is away; the limits count again once it is back.
    await redis.connect().catch(() => {});
    return {
      options: { redis, nameSpace: 'hospital-rate-limit:', skipOnError: true },
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (db.dialect === 'postgres') return { options: { store: databaseStore(db), skipOnError: true }, close: async () => {} };
  return { options: {}, close: async () => {} };
}
