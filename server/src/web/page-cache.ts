import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { htmlSecurityHeaderValues } from '../lib/security-headers';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One rendered page, kept with its compressed forms so a hit costs no rendering and no compressing. */
export interface CachedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Every header of the answer in each encoding (and of a 304), worked out once per page. */
  headers: Record<Encoding | 'notModified', Readonly<Record<string, string>>>;
}

export function compressPage(status: number, html: string, cacheControl = 'no-cache'): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  const etag = `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;
  const common = {
    ...htmlSecurityHeaderValues,
    'cache-control': cacheControl,
    etag,
    vary: 'Accept-Encoding',
  };
  const htmlHeaders = { ...common, 'content-type': 'text/html; charset=utf-8' };
  return {
    status,
    etag,
    identity,
    gzip: zlib.gzipSync(identity, { level: 6 }),
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    headers: {
      identity: htmlHeaders,
      gzip: { ...htmlHeaders, 'content-encoding': 'gzip' },
      br: { ...htmlHeaders, 'content-encoding': 'br' },
      notModified: common,
    },
  };
}

/**
 * The cache key of a public URL: its origin and path, without the query. No page reads its query
 * string, so `/about-us?fbclid=…` (every link shared on social media gets one) is the same page as
 * `/about-us`, and made-up queries cannot make the server render again and again.
 */
export function pageCacheKey(origin: string, url: string): string {
  const query = url.indexOf('?');
  return `${origin}${query === -1 ? url : url.slice(0, query)}`;
}

/** The bytes of a page in one encoding. */
export function pageBody(page: CachedPage, encoding: Encoding): Buffer {
  return encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
}

/** Accept-Encoding values seen so far and what they chose: browsers send a handful of distinct ones. */
const encodingChoices = new Map<string, Encoding>();

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let choice = encodingChoices.get(acceptEncoding);
  if (choice === undefined) {
    choice = parseAcceptEncoding(acceptEncoding);
    if (encodingChoices.size >= 256) encodingChoices.clear();
    encodingChoices.set(acceptEncoding, choice);
  }
  return choice;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** True when an If-None-Match header names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/** A least-recently-used map with a fixed number of entries (a Map keeps insertion order). */
class Lru<V> {
  readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Rendered pages by URL. Not-found pages are kept apart, in a smaller store of their own, so that
 * a crawler trying made-up addresses cannot push the real pages out.
 */
export class PageCache {
  private readonly pages: Lru<CachedPage>;
  private readonly missing: Lru<CachedPage>;
  /** Bumped by `clear`, so a render that started before a content change is not stored after it. */
  private generation = 0;

  constructor(maxEntries = 500, maxMissing = 100) {
    this.pages = new Lru(maxEntries);
    this.missing = new Lru(maxMissing);
  }

  get size(): number {
    return this.pages.entries.size + this.missing.entries.size;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key) ?? this.missing.get(key);
  }

  /** The generation to hand back to `set` once a render finishes. */
  begin(): number {
    return this.generation;
  }

  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.generation) return;
    (page.status === 404 ? this.missing : this.pages).set(key, page);
  }

  clear(): void {
    this.generation++;
    this.pages.entries.clear();
    this.missing.entries.clear();
  }
}
