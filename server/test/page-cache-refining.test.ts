import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/api';
import { useDemoSite } from './helpers/seeded-demo';

/**
 * A cached page is compressed again at brotli's best while the render threads are idle: fewer
 * bytes, the same page and ETag (moved from e2e/specs/public-layout.spec.ts, where the server
 * shared with every other spec had the pages they rendered queued before it for its idle moments).
 * On the demo hospital, seeded once and copied, on the built website (npm run build).
 */

const site = useDemoSite();

describe('the page cache between visits', () => {
  it("compresses a cached page again at brotli's best once the server is idle: fewer bytes, the same page and ETag", async () => {
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: bearer(site.token),
      payload: { status: 'active', title: 'Refined', pageRoute: 'refined', template: 'default', description: '', templateData: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const get = () => site.app.inject({ method: 'GET', url: '/refined', headers: { 'accept-encoding': 'br' } });
    // A new page is on the site within a few seconds (the server's answers are read again after a change).
    let first = await get();
    await expect.poll(async () => (first = await get()).statusCode, { timeout: 10_000 }).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const firstLength = Number(first.headers['content-length']);
    expect(firstLength).toBeGreaterThan(0);
    let later = first;
    await expect
      .poll(
        async () => {
          later = await get();
          return Number(later.headers['content-length']);
        },
        { timeout: 90_000 },
      )
      .toBeLessThan(firstLength);
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.headers.etag).toBe(first.headers.etag);
    // Both decode to the same page.
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
  }, 120_000);
});
