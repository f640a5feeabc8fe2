import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { normalisedListingSearch } from '@hospital/content/listing-query';
import { centreOfSearch, centreParam } from '@hospital/content/network/centre-choice';
import { htmlSecurityHeaderValues } from '../lib/security-headers';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

/** An answer ready to send: its status, its ETag and the headers of each encoding and of a 304. */
export interface EncodedPage {
  status: number;
  etag: string;
  /** When it was made (its Last-Modified), in milliseconds rounded down to the second. */
  madeAt: number;
  /** Every header of the answer in each encoding (and of a 304), worked out once per page. */
  headers: Record<Encoding | 'notModified', Readonly<Record<string, string>>>;
}

/** The Cache-Control of an answer, and its surrogate keys when an edge cache may keep it (web/edge-headers.ts). */
export type CacheHeaders = Readonly<Record<string, string>>;

/**
 * One rendered page as the cache keeps it: one copy, brotli-compressed (what browsers ask for);
 * the rare client without brotli gets it decompressed (and gzipped) off the main thread.
 */
export interface CachedPage extends EncodedPage {
  br: Buffer;
}

const etagOf = (identity: Buffer) => `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;

function encodedPage(status: number, etag: string, cacheHeaders: CacheHeaders, now = Date.now()): EncodedPage {
  const madeAt = Math.floor(now / 1000) * 1000;
  // Vary names the encoding alone: the language is in the path, and no public page reads a cookie
  // but a network's chosen centre, which the edge passes as a header of its own.
  const common = {
    ...htmlSecurityHeaderValues,
    ...cacheHeaders,
    etag,
    'last-modified': new Date(madeAt).toUTCString(),
    // A page that changes with the visitor's chosen centre also names it (edge-headers.ts `centreVary`).
    vary: cacheHeaders.vary ?? 'Accept-Encoding',
  };
  const htmlHeaders = { ...common, 'content-type': 'text/html; charset=utf-8' };
  return {
    status,
    etag,
    madeAt,
    headers: {
      identity: htmlHeaders,
      gzip: { ...htmlHeaders, 'content-encoding': 'gzip' },
      br: { ...htmlHeaders, 'content-encoding': 'br' },
      notModified: common,
    },
  };
}

/**
 * Brotli at quality 5 when a page is rendered: on the demo hospital's 237 pages it made the same
 * bytes as quality 6 (15.0 against 14.9 KB a page) in about two thirds of the time (1.3 against
 * 2.0 ms a page, a third of a render's cost), and quality 4 made pages 7% larger.
 */
const brotliOptions = (identity: Buffer, quality = 5): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
});

/**
 * Brotli's best, for a page already cached: the home page 15.2 → 13.8 KB, about 9% off every page,
 * but some 40 to 90 ms a page where quality 5 takes 1 to 2. A page is therefore served at quality 5
 * as soon as it is rendered, and compressed again at this quality only once the render threads have
 * nothing else to do (web-routes.ts), the way static assets are compressed once at build time.
 */
const refinedQuality = 11;

/** A page's bytes as the cache keeps them: what a render thread sends the main thread. */
export interface PageBytes {
  etag: string;
  br: Uint8Array;
}

/**
 * A page's ETag and brotli bytes, made in the calling thread: a render thread calls it, so that
 * neither the main thread nor libuv's thread pool (which runs at the server's priority, beside the
 * main thread) spends anything on a page a visitor is not waiting for.
 */
export function pageBytes(html: string): PageBytes {
  const identity = Buffer.from(html, 'utf8');
  return { etag: etagOf(identity), br: zlib.brotliCompressSync(identity, brotliOptions(identity)) };
}

/** A page's brotli bytes compressed again at brotli's best (`refinedQuality`): a render thread calls it. */
export function refinedBytes(br: Uint8Array): Buffer {
  const identity = zlib.brotliDecompressSync(br);
  return zlib.brotliCompressSync(identity, brotliOptions(identity, refinedQuality));
}

/** The cache's page from its bytes (the main thread's only work on a page rendered for the cache). */
export function cachedPage(status: number, { etag, br }: PageBytes, cacheHeaders: CacheHeaders = { 'cache-control': 'no-cache' }): CachedPage {
  return { ...encodedPage(status, etag, cacheHeaders), br: asBuffer(br) };
}

/** The same page with other brotli bytes of the same HTML (`refinedBytes`): its ETag and headers stay. */
export function withBytes(page: CachedPage, br: Uint8Array): CachedPage {
  return { ...page, br: asBuffer(br) };
}

const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** A page for the cache, made in this thread. */
export function cachePage(status: number, html: string, cacheHeaders?: CacheHeaders): CachedPage {
  return cachedPage(status, pageBytes(html), cacheHeaders);
}

/** The bytes of a cached page in one encoding. */
export async function cachedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return page.br;
  const identity = await brotliDecompress(page.br);
  return encoding === 'gzip' ? gzip(identity, { level: 6 }) : identity;
}

/** A page answered once (a form post, the search results): only the encoding asked for is made. */
export async function onePage(status: number, html: string, encoding: Encoding, cacheControl = 'private, no-store'): Promise<{ page: EncodedPage; body: Buffer }> {
  const identity = Buffer.from(html, 'utf8');
  const body = encoding === 'br' ? await brotliCompress(identity, brotliOptions(identity)) : encoding === 'gzip' ? await gzip(identity, { level: 6 }) : identity;
  return { page: encodedPage(status, etagOf(identity), { 'cache-control': cacheControl }), body };
}

/**
 * The cache key of a public URL: its origin, its path and the listing state its query asks for
 * (`?department=cardiology&page=2`, content/src/listing-query.ts), normalised. Any other parameter
 * is left out, so `/about-us?fbclid=…` (every link shared on social media gets one) is the same page
 * as `/about-us`, and made-up queries cannot make the server render again and again.
 */
export function pageCacheKey(origin: string, url: string): string {
  return `${origin}${cachedPageUrl(url)}`;
}

/** The URL a cached page is rendered from: its path and its normalised listing state, nothing else. */
export function cachedPageUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const listing = normalisedListingSearch(url.slice(query));
  // The centre a visitor chose (issue 48, from their cookie: content/src/network/centre-choice.ts) is a variant of its own.
  const centre = centreOfSearch(url.slice(query));
  return `${url.slice(0, query)}${listing}${centre ? `${listing ? '&' : '?'}${centreParam}=${centre}` : ''}`;
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

/**
 * True when a revalidation finds the page unchanged: its ETag named in If-None-Match, or, without
 * one, made no later than If-Modified-Since (what a cache without the ETag sends).
 */
export function notModifiedSince(headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined }, page: EncodedPage): boolean {
  if (page.status !== 200) return false;
  if (headers['if-none-match']) return etagMatches(headers['if-none-match'], page.etag);
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : Number.NaN;
  return !Number.isNaN(since) && page.madeAt <= since;
}

/** A least-recently-used map with a fixed number of entries (a Map keeps insertion order). */
class Lru<V> {
  readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  /** The value, without counting it as used. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

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

/** A page in the cache, with what it was rendered from. */
export interface CacheEntry {
  page: CachedPage;
  /** The path and query it was rendered for, and the origin. */
  url: string;
  origin: string;
  /** The API paths the render read: when one of their answers changes, the page is rendered again. */
  reads: readonly string[];
  /** When a change made the page out of date (it is still served while rendered again); 0 while current. */
  staleSince: number;
  /** When the page goes out of date by itself (`freshUntil`); 0: only with a change. */
  freshUntil?: number;
}

/**
 * API reads whose answers change with every booking and with the clock, not with content: a
 * doctor's free slots and who is free this week (issue 33). No content change announces them, and
 * a booking in another process would not either.
 */
const timeBoundRead = /^appointment-(?:slots|availability)\?/;

/**
 * How long a page that read one is served from the cache: "Next available" on a doctor's page and
 * Find a Doctor's "Available this week" are at most a minute old (and a few seconds while rendered
 * again). Such a page is one of the most visited (a doctor's), so it is not rendered per visit; a
 * slot taken in that minute costs the patient nothing, as the booking form offers the free slots
 * afresh and refuses a taken one with the next free ones.
 */
export const timeBoundMaxAgeMs = 60_000;

/** When a page rendered `now` from `reads` goes out of date by itself: 0 when it reads nothing time-bound. */
export function freshUntil(reads: readonly string[], now: number): number {
  return reads.some((path) => timeBoundRead.test(path)) ? now + timeBoundMaxAgeMs : 0;
}

/** Marks an entry out of date once its time is up (`freshUntil`), as a change would have. */
export function expireIfDue(entry: CacheEntry, now: number): void {
  if (entry.freshUntil && !entry.staleSince && now >= entry.freshUntil) entry.staleSince = entry.freshUntil;
}

/**
 * Rendered pages by URL. Not-found pages are kept apart, in a smaller store of their own, so that
 * a crawler trying made-up addresses cannot push the real pages out.
 */
export class PageCache {
  private readonly pages: Lru<CacheEntry>;
  private readonly missing: Lru<CacheEntry>;

  constructor(maxEntries = 500, maxMissing = 100) {
    this.pages = new Lru(maxEntries);
    this.missing = new Lru(maxMissing);
  }

  get size(): number {
    return this.pages.entries.size + this.missing.entries.size;
  }

  get(key: string): CacheEntry | undefined {
    return this.pages.get(key) ?? this.missing.get(key);
  }

  /** The entry, without counting it as used (a background task looking at it). */
  peek(key: string): CacheEntry | undefined {
    return this.pages.peek(key) ?? this.missing.peek(key);
  }

  set(key: string, entry: CacheEntry): void {
    // A page that moved between found and not found leaves the other store.
    (entry.page.status === 404 ? this.pages : this.missing).entries.delete(key);
    (entry.page.status === 404 ? this.missing : this.pages).set(key, entry);
  }

  /** Marks out of date every page that read one of `paths`; answers their keys, most recently used first. */
  markStale(paths: ReadonlySet<string>, now = Date.now()): string[] {
    const keys: string[] = [];
    for (const store of [this.pages, this.missing]) {
      for (const [key, entry] of store.entries) {
        if (!entry.reads.some((path) => paths.has(path))) continue;
        if (!entry.staleSince) entry.staleSince = now;
        keys.push(key);
      }
    }
    return keys.reverse();
  }

  clear(): void {
    this.pages.entries.clear();
    this.missing.entries.clear();
  }
}
