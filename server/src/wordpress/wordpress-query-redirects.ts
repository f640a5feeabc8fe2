import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import { requestIdFor } from '../lib/request-id';
import { wordpressQueryAddress } from './wordpress-query-addresses';

/** The query parameters WordPress's own addresses use (`/?p=12`, `/?page_id=7`, …). */
const wordpressParameters = ['p', 'page_id', 'attachment_id', 'cat', 'tag'] as const;

/**
 * Answers WordPress's query addresses at the front door, before the page cache (which would take
 * `/?p=12` for the home page): when a site was imported, such an address answers 301 to what the
 * import made of it; an address naming nothing imported goes on to the website as before. The
 * check of the address itself costs nothing for other visits, and until an import has happened
 * no visit waits for the database.
 */
export class WordpressQueryRedirects {
  private imported = false;
  private checkedAt = 0;

  constructor(private readonly db: Db, private readonly onError: (error: unknown) => void) {}

  /** Whether anything was imported: read at start and after every content change. */
  async reload(): Promise<void> {
    this.checkedAt = Date.now();
    try {
      this.imported = (await this.db.kysely.selectFrom('wordpress_import_items').select('guid').limit(1).executeTakeFirst()) !== undefined;
    } catch (error) {
      this.onError(error);
    }
  }

  answer = (request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const cut = url.indexOf('?');
    if (cut < 0) return false;
    const path = url.slice(0, cut);
    if (path !== '/' && path !== '/index.php') return false;
    const search = new URLSearchParams(url.slice(cut + 1));
    if (!wordpressParameters.some((name) => search.has(name))) return false;
    if (!this.imported) {
      // An import run by the command line in another process (SQLite has no change notices
      // between processes) is noticed here, at most twice a minute.
      if (Date.now() - this.checkedAt > 30_000) void this.reload();
      return false;
    }
    return wordpressQueryAddress(this.db, search).then(
      (to) => {
        if (!to) return false;
        response.writeHead(301, {
          location: to,
          'cache-control': 'public, max-age=3600',
          'content-length': 0,
          'x-request-id': requestIdFor(request.headers['x-request-id']),
          'x-content-type-options': 'nosniff',
        });
        response.end();
        return true;
      },
      (error: unknown) => {
        this.onError(error);
        return false;
      },
    );
  };
}
