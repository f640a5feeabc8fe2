import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, cachePage, notModifiedSince, cachedBody, cachedPageUrl, etagMatches, expireIfDue, freshUntil, onePage, pageCacheKey, pickEncoding, timeBoundMaxAgeMs, type CacheEntry } from './page-cache';

const entry = async (status: number, html: string, reads: string[] = []): Promise<CacheEntry> => ({ page: await cachePage(status, html), url: '/', origin: 'http://a.test', reads, staleSince: 0 });

describe('page cache', () => {
  it('keeps the most recently used pages and drops the oldest beyond its size', async () => {
    const cache = new PageCache(2);
    const page = await entry(200, '<p>x</p>');
    cache.set('/a', page);
    cache.set('/b', page);
    cache.get('/a');
    cache.set('/c', page);
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps not-found pages apart, so made-up addresses cannot push real pages out', async () => {
    const cache = new PageCache(2, 2);
    cache.set('/a', await entry(200, '<p>a</p>'));
    cache.set('/b', await entry(200, '<p>b</p>'));
    const missing = await entry(404, '<p>Not found</p>');
    for (let n = 0; n < 50; n++) cache.set(`/junk-${n}`, missing);
    expect(cache.get('/a')?.page.status).toBe(200);
    expect(cache.get('/b')?.page.status).toBe(200);
    expect(cache.get('/junk-49')?.page.status).toBe(404);
    expect(cache.get('/junk-0')).toBeUndefined();
    expect(cache.size).toBe(4);
    // A page created where a visitor found nothing moves to the real pages.
    cache.set('/junk-49', await entry(200, '<p>new</p>'));
    expect(cache.get('/junk-49')?.page.status).toBe(200);
    // It moved to the real pages, where the oldest made room for it.
    expect(cache.size).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('marks out of date only the pages that read a changed answer, and keeps serving them', async () => {
    const cache = new PageCache();
    cache.set('/doctor', await entry(200, 'doctor', ['site-settings', 'experts/active']));
    cache.set('/about', await entry(200, 'about', ['site-settings', 'pages/active']));
    cache.set('/nowhere', await entry(404, 'missing', ['pages/active']));
    expect(cache.markStale(new Set(['experts/active']), 1000)).toEqual(['/doctor']);
    expect(cache.get('/doctor')?.staleSince).toBe(1000);
    expect(cache.get('/about')?.staleSince).toBe(0);
    expect(cache.markStale(new Set(['pages/active']), 2000).sort()).toEqual(['/about', '/nowhere']);
    // Out of date since the first change, not the last.
    expect(cache.markStale(new Set(['site-settings']), 3000).sort()).toEqual(['/about', '/doctor']);
    expect(cache.get('/doctor')?.staleSince).toBe(1000);
  });

  it('lets a page that read free slots go out of date by itself after a minute, and no other page', async () => {
    const reads = ['site-settings', 'experts/active', 'appointment-slots?doctor=e1&days=14&lang=hi'];
    expect(freshUntil(reads, 1000)).toBe(1000 + timeBoundMaxAgeMs);
    expect(freshUntil(['site-settings', 'appointment-availability?days=7'], 1000)).toBe(1000 + timeBoundMaxAgeMs);
    expect(freshUntil(['site-settings', 'experts/active'], 1000)).toBe(0);
    const doctor = { ...(await entry(200, 'doctor', reads)), freshUntil: freshUntil(reads, 1000) };
    expireIfDue(doctor, 1000 + timeBoundMaxAgeMs - 1);
    expect(doctor.staleSince).toBe(0);
    expireIfDue(doctor, 1000 + timeBoundMaxAgeMs + 500);
    expect(doctor.staleSince).toBe(1000 + timeBoundMaxAgeMs);
    const about = await entry(200, 'about', ['site-settings']);
    expireIfDue(about, 10 * timeBoundMaxAgeMs);
    expect(about.staleSince).toBe(0);
  });

  it('works out the headers of each encoding once, with the security headers and the ETag', async () => {
    const page = await cachePage(200, '<p>x</p>');
    expect(page.headers.br).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8', etag: page.etag, vary: 'Accept-Encoding', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    expect(page.headers.br['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers.gzip['content-encoding']).toBe('gzip');
    expect(page.headers.identity['content-encoding']).toBeUndefined();
    expect(page.headers.notModified['content-type']).toBeUndefined();
    // A page answering a form post is never stored by a browser or a proxy.
    expect((await onePage(200, '<p>x</p>', 'br')).page.headers.br['cache-control']).toBe('private, no-store');
  });

  it('says when it was made (Last-Modified) and is not modified for the ETag, or without one for a date no earlier', async () => {
    const page = await cachePage(200, '<p>x</p>');
    const made = page.headers.br['last-modified'] ?? '';
    expect(Date.parse(made)).toBe(page.madeAt);
    expect(page.headers.notModified['last-modified']).toBe(made);
    expect(notModifiedSince({ 'if-none-match': page.etag }, page)).toBe(true);
    expect(notModifiedSince({ 'if-none-match': '"other"', 'if-modified-since': made }, page)).toBe(false);
    expect(notModifiedSince({ 'if-modified-since': made }, page)).toBe(true);
    expect(notModifiedSince({ 'if-modified-since': new Date(page.madeAt - 1000).toUTCString() }, page)).toBe(false);
    expect(notModifiedSince({ 'if-modified-since': 'yesterday' }, page)).toBe(false);
    expect(notModifiedSince({ 'if-none-match': page.etag }, await cachePage(404, '<p>x</p>'))).toBe(false);
  });

  it('keeps one brotli copy, from which the gzip and plain forms decode to the page', async () => {
    const html = '<h1>Cardiology</h1>'.repeat(50);
    const page = await cachePage(200, html);
    expect(page.br.length).toBeLessThan(html.length);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
    expect(zlib.gunzipSync(await cachedBody(page, 'gzip')).toString()).toBe(html);
    expect((await cachedBody(page, 'identity')).toString()).toBe(html);
    expect(await cachedBody(page, 'br')).toBe(page.br);
    // A page answered once is made only in the encoding asked for.
    expect(zlib.gunzipSync((await onePage(200, html, 'gzip')).body).toString()).toBe(html);
    expect((await onePage(200, html, 'identity')).body.toString()).toBe(html);
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    // The same header again (answered from the remembered choice) gives the same answer.
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBe('identity');
  });

  it('matches strong and weak ETags', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc", "def"', '"abc"')).toBe(true);
    expect(etagMatches('"def"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('cache keys', () => {
  it('are the origin and path of a URL, without any query that is not a listing state', () => {
    expect(pageCacheKey('https://hospital.example', '/about-us')).toBe('https://hospital.example/about-us');
    expect(pageCacheKey('https://hospital.example', '/about-us?fbclid=abc123')).toBe('https://hospital.example/about-us');
    expect(pageCacheKey('https://hospital.example', '/?utm_source=x&utm_medium=y')).toBe('https://hospital.example/');
    expect(pageCacheKey('http://a.test', '/about-us/')).not.toBe(pageCacheKey('http://b.test', '/about-us/'));
  });

  it('keep a listing state the query asks for, normalised (issue 30), and render it from that normalised URL', () => {
    const origin = 'https://hospital.example';
    expect(pageCacheKey(origin, '/find-a-doctor?department=cardiology&page=2')).toBe(`${origin}/find-a-doctor?department=cardiology&page=2`);
    expect(pageCacheKey(origin, '/find-a-doctor?page=02&fbclid=x&department=cardiology')).toBe(`${origin}/find-a-doctor?department=cardiology&page=2`);
    expect(pageCacheKey(origin, '/events?year=2025')).toBe(`${origin}/events?year=2025`);
    // Unknown values are the default state: the same page as without them.
    expect(pageCacheKey(origin, '/find-a-doctor?page=abc&department=%3Cscript%3E')).toBe(`${origin}/find-a-doctor`);
    expect(pageCacheKey(origin, '/find-a-doctor?page=123456789')).toBe(`${origin}/find-a-doctor?page=500`);
    expect(cachedPageUrl('/blogs?utm_source=x&month=2026-11')).toBe('/blogs?month=2026-11');
  });

  it('keep each language of a page apart: its prefix is part of the path, a `lang` query is not a language', () => {
    const origin = 'https://hospital.example';
    const keys = ['/events?year=2025', '/hi/events?year=2025', '/mr/events?year=2025', '/', '/hi/'].map((url) => pageCacheKey(origin, url));
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageCacheKey(origin, '/events?lang=hi')).toBe(`${origin}/events`);
  });
});
