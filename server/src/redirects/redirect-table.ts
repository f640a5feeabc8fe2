import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { requestIdFor } from '../lib/request-id';
import { siteLanguagePrefixes } from './redirect-operations';
import { RuleSet, resolveVisit, withQuery, type RedirectRule } from './redirect-rules';

/** How long hits are counted in memory before they are written, in one transaction. */
export const hitFlushMs = 5000;

/** A 301 is kept by browsers; an hour's cache lets a redirect removed by mistake come back soon enough. */
const redirectCacheControl = 'public, max-age=3600';

type Rule = RedirectRule & { id: string };

/** A change read again from this far before the newest one seen: a slow transaction commits with the time it began. */
const reloadOverlapMs = 60_000;

/**
 * The redirects one server process answers, held in memory so that a redirect costs what a cached
 * page does: a lookup in an index (`RuleSet`: exact paths in a map, prefix rules in a tree of
 * path segments) before the page cache and Fastify's routing (the front door). After every
 * content change (the admin API's writes here, and through LISTEN/NOTIFY those of the other
 * processes, an address change among them) it asks the table how many rules there are and when
 * the last changed, and reads only the rules changed since; a deletion it cannot see that way
 * (the count differs) reads the whole table again. So 50,000 rules cost an edit nothing more than
 * none. Hits are counted in memory and added to the table in one batch every few seconds and at
 * shutdown.
 */
export class RedirectTable {
  private rules = new RuleSet<Rule>([]);
  private byId = new Map<string, Rule>();
  private loaded = false;
  /** The newest `updated_at` read (null: the table was empty). */
  private newest: string | null = null;
  private languages: string[] = [];
  private hits = new Map<string, { count: number; last: string }>();
  private loading: Promise<void> | null = null;
  private again = false;
  private full = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, what: string) => void,
  ) {}

  /** How many rules this process answers from. */
  get size(): number {
    return this.rules.size;
  }

  /**
   * Brings the redirects and the site's languages up to date; a change during a read reads again
   * after it. `whole` reads every rule (changes may have been missed).
   */
  reload(options: { whole?: boolean } = {}): Promise<void> {
    if (options.whole) this.full = true;
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        try {
          await this.update();
          this.languages = await siteLanguagePrefixes(this.db.kysely);
        } catch (error) {
          this.onError(error, 'the redirects could not be read: the previous ones are kept');
        }
      } while (this.again);
      this.loading = null;
    })();
    return this.loading;
  }

  private async update(): Promise<void> {
    const stats = await this.db.kysely
      .selectFrom('redirects')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('updated_at').as('newest')])
      .executeTakeFirstOrThrow();
    const count = Number(stats.count);
    const newest = stats.newest ?? null;
    if (!this.full && this.loaded && count === this.rules.size && newest === this.newest) return;
    const since = this.newest === null ? null : new Date(Date.parse(this.newest) - reloadOverlapMs);
    if (!this.full && this.loaded && since && !Number.isNaN(since.getTime())) {
      const changed = await this.db.kysely.selectFrom('redirects').select(['id', 'kind', 'from_path', 'to_path']).where('updated_at', '>=', since.toISOString()).execute();
      for (const row of changed) this.put(row);
      if (this.rules.size === count) {
        this.newest = newest;
        return;
      }
    }
    this.full = false;
    const rows = await this.db.kysely.selectFrom('redirects').select(['id', 'kind', 'from_path', 'to_path', 'updated_at']).execute();
    this.rules = new RuleSet<Rule>([]);
    this.byId = new Map();
    for (const row of rows) this.put(row);
    this.newest = rows.reduce<string | null>((last, row) => (last === null || row.updated_at > last ? row.updated_at : last), null);
    this.loaded = true;
  }

  /** Puts a rule as read in place of what this process held for its id and its address. */
  private put(row: { id: string; kind: string; from_path: string; to_path: string }): void {
    const before = this.byId.get(row.id);
    if (before) this.rules.delete(before.kind, before.from);
    const rule: Rule = { id: row.id, kind: row.kind === 'prefix' ? 'prefix' : 'exact', from: row.from_path, to: row.to_path };
    const displaced = this.rules.add(rule);
    if (displaced && displaced.id !== rule.id) this.byId.delete(displaced.id);
    this.byId.set(rule.id, rule);
  }

  /** Starts the hit counter's flushes. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), hitFlushMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Where a path (no query) is sent, or undefined. */
  target(path: string): string | undefined {
    return resolveVisit(this.rules, this.languages, path)?.to;
  }

  /** The front door's handler: a GET or HEAD of a redirected address answers 301 with the visit's query carried over. */
  answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (this.rules.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const url = request.url ?? '/';
    const cut = url.indexOf('?');
    const visit = resolveVisit(this.rules, this.languages, cut < 0 ? url : url.slice(0, cut));
    if (!visit) return false;
    response.writeHead(301, {
      location: withQuery(visit.to, cut < 0 ? '' : url.slice(cut)),
      'cache-control': redirectCacheControl,
      'content-length': 0,
      'x-request-id': requestIdFor(request.headers['x-request-id']),
      'x-content-type-options': 'nosniff',
    });
    response.end();
    const hit = this.hits.get(visit.rule.id);
    const now = new Date().toISOString();
    if (hit) {
      hit.count += 1;
      hit.last = now;
    } else this.hits.set(visit.rule.id, { count: 1, last: now });
    return true;
  };

  /** Adds the hits counted so far to the table; a rule deleted meanwhile is skipped. */
  async flush(): Promise<void> {
    if (this.hits.size === 0) return;
    const batch = this.hits;
    this.hits = new Map();
    try {
      // By id: two processes flushing at once lock the rules' rows in one order.
      const counted = [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      await transaction(this.db, async (trx) => {
        for (const [id, { count, last }] of counted) {
          await trx
            .updateTable('redirects')
            .set((eb) => ({ hits: eb('hits', '+', count), last_hit_at: last }))
            .where('id', '=', id)
            .execute();
        }
      });
    } catch (error) {
      this.onError(error, "the redirects' hits could not be written");
    }
  }
}
