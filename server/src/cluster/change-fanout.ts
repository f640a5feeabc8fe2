import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ContentChange, ContentEvents } from '../api/content-events';
import type { Db } from '../db/database';

/** The PostgreSQL channel every server process of the database listens on. */
export const changeChannel = 'hospital_content_change';

/** NOTIFY takes at most 8000 bytes; a change is a method and a path, cut well short of that. */
const maxUrlLength = 1000;

interface Envelope {
  /** The sending process, so it does not hear its own change twice. */
  from: string;
  /** The schema, so that databases sharing a cluster's channel (tests, staging) keep apart. */
  schema: string;
  change: ContentChange;
}

export interface ChangeFanout {
  stop(): Promise<void>;
}

/**
 * Makes the content changes of one process reach every other process of the same PostgreSQL
 * database: each change is sent with `pg_notify` and each process LISTENs on a connection of its
 * own, delivering what the others sent to its page caches. No other service is needed. After a
 * lost connection the listener reconnects and reports an unknown change, since notifications sent
 * meanwhile are gone. SQLite has one server process, but a command beside it (the WordPress import)
 * writes through a connection of its own: the server asks SQLite every `sqliteWatchMs` whether
 * another connection committed (`PRAGMA data_version`, which its own writes leave alone) and then
 * reports an unknown change. Known gap: the link check's thread saves its findings on a connection of
 * its own, so after a run this watch reports an unknown change too and the page caches start again.
 */
export async function startChangeFanout(db: Db, events: ContentEvents, onError: (error: unknown) => void): Promise<ChangeFanout> {
  if (db.dialect === 'sqlite') return watchSqlite(db, events, onError);
  if (!db.listen) return { stop: async () => {} };
  const self = crypto.randomUUID();
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema ?? 'public';
  const listener = await db.listen(
    changeChannel,
    (payload) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === self || envelope.schema !== schema) return;
      events.deliver(envelope.change ?? {});
    },
    () => events.deliver({ unknown: true }),
  );
  events.publish = (change) => {
    const { remote: _remote, ...own } = change;
    const envelope: Envelope = { from: self, schema, change: { ...own, ...(own.url ? { url: own.url.slice(0, maxUrlLength) } : {}) } };
    sql`select pg_notify(${changeChannel}, ${JSON.stringify(envelope)})`.execute(db.kysely).catch(onError);
  };
  return {
    stop: async () => {
      events.publish = undefined;
      await listener.close();
    },
  };
}

/** How often a SQLite server looks for commits of another process. */
export const sqliteWatchMs = 1000;

async function dataVersion(db: Db): Promise<number> {
  return Number((await sql<{ data_version: number }>`pragma data_version`.execute(db.kysely)).rows[0]?.data_version ?? 0);
}

async function watchSqlite(db: Db, events: ContentEvents, onError: (error: unknown) => void): Promise<ChangeFanout> {
  let seen = await dataVersion(db);
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    dataVersion(db)
      .then((version) => {
        if (version === seen) return;
        seen = version;
        events.deliver({ unknown: true });
      })
      .catch(onError)
      .finally(() => {
        checking = false;
      });
  }, sqliteWatchMs);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}

/**
 * Tells the server processes of the database that content changed, from a command that is not one
 * of them (the WordPress import): on PostgreSQL a notification every process hears; on SQLite the
 * commit itself, which the server's watch sees.
 */
export async function announceChange(db: Db, change: ContentChange): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema ?? 'public';
  const envelope: Envelope = { from: `command-${crypto.randomUUID()}`, schema, change };
  await sql`select pg_notify(${changeChannel}, ${JSON.stringify(envelope)})`.execute(db.kysely);
}
