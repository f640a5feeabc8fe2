import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, compressPage, etagMatches, pageBody, pageCacheKey, pickEncoding } from './page-cache';

describe('page cache', () => {
  it('keeps the most recently used pages and drops the oldest beyond its size', () => {
    const cache = new PageCache(2);
    const page = compressPage(200, '<p>x</p>');
    cache.set('/a', page, cache.begin());
    cache.set('/b', page, cache.begin());
    cache.get('/a');
    cache.set('/c', page, cache.begin());
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps not-found pages apart, so made-up addresses cannot push real pages out', () => {
    const cache = new PageCache(2, 2);
    cache.set('/a', compressPage(200, '<p>a</p>'), cache.begin());
    cache.set('/b', compressPage(200, '<p>b</p>'), cache.begin());
    for (let n = 0; n < 50; n++) cache.set(`/junk-${n}`, compressPage(404, '<p>Not found</p>'), cache.begin());
    expect(cache.get('/a')?.status).toBe(200);
    expect(cache.get('/b')?.status).toBe(200);
    expect(cache.get('/junk-49')?.status).toBe(404);
    expect(cache.get('/junk-0')).toBeUndefined();
    expect(cache.size).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not store a render that began before the cache was cleared', () => {
    const cache = new PageCache();
    const generation = cache.begin();
    cache.clear();
    cache.set('/a', compressPage(200, 'old'), generation);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('works out the headers of each encoding once, with the security headers and the ETag', () => {
    const page = compressPage(200, '<p>x</p>');
    expect(page.headers.br).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8', etag: page.etag, vary: 'Accept-Encoding', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    expect(page.headers.br['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers.gzip['content-encoding']).toBe('gzip');
    expect(page.headers.identity['content-encoding']).toBeUndefined();
    expect(page.headers.notModified['content-type']).toBeUndefined();
    expect(pageBody(page, 'gzip')).toBe(page.gzip);
    expect(pageBody(page, 'identity')).toBe(page.identity);
    // A page answering a form post is never stored by a browser or a proxy.
    expect(compressPage(200, '<p>x</p>', 'no-store').headers.br['cache-control']).toBe('no-store');
  });

  it('stores gzip and brotli forms that decode to the page', () => {
    const page = compressPage(200, '<h1>Cardiology</h1>'.repeat(50));
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(page.identity.toString());
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(page.identity.toString());
    expect(page.br.length).toBeLessThan(page.identity.length);
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
  it('are the origin and path of a URL, whatever its query', () => {
    expect(pageCacheKey('https://hospital.example', '/about-us')).toBe('https://hospital.example/about-us');
    expect(pageCacheKey('https://hospital.example', '/about-us?fbclid=abc123')).toBe('https://hospital.example/about-us');
    expect(pageCacheKey('https://hospital.example', '/?utm_source=x&utm_medium=y')).toBe('https://hospital.example/');
    expect(pageCacheKey('http://a.test', '/about-us/')).not.toBe(pageCacheKey('http://b.test', '/about-us/'));
  });
});
