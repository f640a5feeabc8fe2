import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import { requestIdFor } from '../lib/request-id';
import { siteLanguagePrefixes } from './redirect-operations';
import { RuleSet, resolveVisit, withQuery, type RedirectRule } from './redirect-rules';

/** How long hits are counted in memory before they are written, in one transaction. */
export const hitFlushMs = 5000;

/** A 301 is kept by browsers; an hour's cache lets a redirect removed by mistake come back soon enough. */
const redirectCacheControl = 'public, max-age=3600';

type Rule = RedirectRule & { id: string };

/**
 * The redirects one server process answers, held in memory so that a redirect costs what a cached
 * page does: a map lookup before the page cache and Fastify's routing (the front door). Reloaded
 * whole after every content change (the admin API's writes here, and through LISTEN/NOTIFY those of
 * the other processes, an address change among them). Hits are counted in memory and added to
 * the table in one batch every few seconds and at shutdown.
 */
export class RedirectTable {
  private rules = new RuleSet<Rule>([]);
  private languages: string[] = [];
  private hits = new Map<string, { count: number; last: string }>();
  private loading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, what: string) => void,
  ) {}

  /** Reads the redirects and the site's languages; a change during a read reads again after it. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        try {
          const rows = await this.db.kysely.selectFrom('redirects').select(['id', 'kind', 'from_path', 'to_path']).execute();
          const languages = await siteLanguagePrefixes(this.db.kysely);
          this.rules = new RuleSet(rows.map((r) => ({ id: r.id, kind: r.kind === 'prefix' ? 'prefix' : 'exact', from: r.from_path, to: r.to_path })));
          this.languages = languages;
        } catch (error) {
          this.onError(error, 'the redirects could not be read: the previous ones are kept');
        }
      } while (this.again);
      this.loading = null;
    })();
    return this.loading;
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
      await this.db.kysely.transaction().execute(async (trx) => {
        for (const [id, { count, last }] of batch) {
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
