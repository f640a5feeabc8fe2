import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBytes } from './page-cache';
import { RenderPool } from './render-pool';

/** A renderer that answers after `?wait={ms}` and shows the site name it loaded. */
const rendererSource = `
export async function render(url, load) {
  const wait = Number(/[?&]wait=(\\d+)/.exec(url)?.[1] ?? 0);
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  const settings = await load('site-settings');
  return { status: 200, head: '<title>' + settings.name + '</title>', html: '<h1>' + url + '</h1>', data: {}, modules: [], reads: ['site-settings'] };
}
`;

describe('RenderPool', () => {
  let dir: string;
  let pool: RenderPool;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
    fs.writeFileSync(path.join(dir, 'renderer.mjs'), rendererSource);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>');
    pool = new RenderPool({
      size: 2,
      rendererPath: path.join(dir, 'renderer.mjs'),
      clientDir: dir,
      load: async () => ({ body: { name: 'Saffron Ridge' }, keep: true }),
      onError: () => {},
      idleMs: 300,
    });
  });

  afterAll(async () => {
    await pool.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a page for the cache as its ETag and brotli bytes, made on the render thread', async () => {
    const { html } = await pool.render({ url: '/about-us', origin: 'http://a.test' });
    expect(html).toContain('<title>Saffron Ridge</title>');
    const page = await pool.renderBytes({ url: '/about-us', origin: 'http://a.test' });
    expect(page).toMatchObject({ status: 200, reads: ['site-settings'], etag: pageBytes(html).etag });
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
  });

  it('compresses a cached page again at brotli\'s best on a render thread: the same HTML in fewer bytes, idle again after', async () => {
    const { html } = await pool.render({ url: '/about-us', origin: 'http://a.test' });
    // A page of some size, as real pages are: brotli's best finds more of its repeats than quality 5.
    const page = pageBytes(html.replace('</body>', `${Array.from({ length: 300 }, (_, i) => `<li class="item-${i % 7}"><a href="/doctors/${i}">Doctor ${i * 37}</a></li>`).join('')}</body>`));
    const refined = await pool.compress(page.br);
    expect(zlib.brotliDecompressSync(refined).toString()).toBe(zlib.brotliDecompressSync(page.br).toString());
    expect(refined.byteLength).toBeLessThan(page.br.byteLength);
    expect(pool.idle).toBe(true);
    // Bytes that are not brotli fail that job only.
    await expect(pool.compress(new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect((await pool.render({ url: '/still', origin: 'http://a.test' })).html).toContain('<h1>/still</h1>');
  });

  it('starts a second thread only while renders queue, and ends it once idle', async () => {
    expect(pool.threadCount).toBe(1);
    const pages = await Promise.all([1, 2, 3, 4].map((n) => pool.renderBytes({ url: `/page-${n}?wait=300`, origin: 'http://a.test' })));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
    expect(pool.threadCount).toBe(2);
    await expect.poll(() => pool.threadCount, { timeout: 5000 }).toBe(1);
    // The thread that stays still renders.
    expect((await pool.render({ url: '/after', origin: 'http://a.test' })).html).toContain('<h1>/after</h1>');
  });

  it('gives threads beyond the first no work while the main thread is busy answering visitors', async () => {
    await expect.poll(() => pool.threadCount, { timeout: 5000 }).toBe(1);
    // The main thread busy as with a load of visitors: 40 ms of work, then a turn for what waits.
    const busyFor = async (ms: number, watch: () => void = () => {}) => {
      for (const end = performance.now() + ms; performance.now() < end; ) {
        for (const until = performance.now() + 40; performance.now() < until; ) Math.sqrt(Math.random());
        watch();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await busyFor(700);
    const pages = Promise.all([1, 2, 3, 4].map((n) => pool.renderBytes({ url: `/busy-${n}?wait=150`, origin: 'http://a.test' })));
    let most = 0;
    await busyFor(1200, () => (most = Math.max(most, pool.threadCount)));
    expect((await pages).map((page) => page.status)).toEqual([200, 200, 200, 200]);
    expect(most).toBe(1);
    // Idle again: a queue of renders gets the second thread.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await Promise.all([1, 2, 3, 4].map((n) => pool.renderBytes({ url: `/quiet-${n}?wait=300`, origin: 'http://a.test' })));
    expect(pool.threadCount).toBe(2);
  });
});
