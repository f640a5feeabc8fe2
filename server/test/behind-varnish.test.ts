import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcesses, type ServerProcesses } from './helpers/server-processes';

// The site behind Varnish (issue 49): Debian's `varnish` with `varnish-modules` (vmod xkey), running
// docs/varnish.vcl as it is (the backend's port put in), in front of two real server processes on
// one PostgreSQL schema with EDGE_CACHE=on and EDGE_PURGE=varnish. Varnish sends every request to
// the first process; either one publishes. Nothing is installed here: without varnishd, or without
// TEST_DATABASE_URL (two processes share a database), the suite is skipped and says why.

const varnishd = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((file) => fs.existsSync(file));
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !varnishd
  ? 'skipped: no varnishd (apt-get install varnish varnish-modules; .ci/run does)'
  : !databaseUrl
    ? 'skipped: two server processes need PostgreSQL (TEST_DATABASE_URL)'
    : 'Varnish and PostgreSQL';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const admin = { email: 'edge-admin@example.com', password: 'edge-admin-password-1' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Waits for a condition, checking every 50 ms, up to `ms`; answers how long it took. */
async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`still not ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

interface Answer {
  status: number;
  hit: boolean;
  headers: Headers;
  body: string;
}

describe.skipIf(!varnishd || !databaseUrl)(`behind Varnish: cached, purged on publish, served while the origin is down (${skipReason})`, () => {
  let processes: ServerProcesses | undefined;
  let varnish: ChildProcess | undefined;
  let workDir = '';
  let edge = '';
  let origin = '';
  let token = '';
  /** Every page of the sitemap, by path, with the keys it answered. */
  const pages = new Map<string, string[]>();

  const get = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${edge}${url}`, { redirect: 'manual', ...init });
    return { status: response.status, hit: response.headers.get('x-cache') === 'hit', headers: response.headers, body: await response.text() };
  };
  const varnishStat = (counter: string): number => {
    const stats = JSON.parse(execFileSync('varnishstat', ['-n', workDir, '-1', '-j', '-f', counter], { encoding: 'utf8' })) as { counters?: Record<string, { value: number }> } & Record<string, { value: number }>;
    return (stats.counters ?? stats)[counter]?.value ?? 0;
  };
  const purgesDone = async () => Number((await processes!.sql<{ n: string }>(`select count(*) as n from jobs where name = 'edge-purge' and status = 'done'`))[0]?.n ?? 0);
  const api = async (server: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server}/api/admin${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data?: Record<string, unknown>; message?: string };
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${json.message ?? ''}`);
    return json.data ?? {};
  };

  beforeAll(async () => {
    const edgePort = await freePort();
    edge = `http://127.0.0.1:${edgePort}`;
    processes = await startServerProcesses({
      url: databaseUrl ?? '',
      prefix: 'behind_varnish',
      count: 2,
      start: 'one by one',
      env: { SEED: 'demo', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, EDGE_CACHE: 'on', EDGE_PURGE: 'varnish', EDGE_PURGE_URL: edge, RENDER_THREADS: '2' },
    });
    origin = processes.servers[0]?.url ?? '';
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'varnish-edge-'));
    fs.chmodSync(workDir, 0o755);
    const vcl = path.join(workDir, 'site.vcl');
    const docsVcl = fs.readFileSync(path.join(repoRoot, 'docs/varnish.vcl'), 'utf8');
    expect(docsVcl).toContain('.port = "3000";');
    fs.writeFileSync(vcl, docsVcl.replace('.port = "3000";', `.port = "${new URL(origin).port}";`));
    fs.chmodSync(vcl, 0o644);
    varnish = spawn(varnishd ?? 'varnishd', ['-F', '-n', path.join(workDir, 'n'), '-a', `127.0.0.1:${edgePort}`, '-f', vcl, '-s', 'malloc,128m', '-p', 'default_ttl=0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    workDir = path.join(workDir, 'n');
    let output = '';
    varnish.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    varnish.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('answering through Varnish', async () => {
      if (varnish?.exitCode !== null) throw new Error(`varnishd exited: ${output}`);
      return fetch(`${edge}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    });
    const signIn = await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    token = ((await signIn.json()) as { token: string }).token;
    const sitemap = await get('/sitemap.xml');
    for (const [, loc] of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.set(new URL(loc ?? '').pathname, []);
  }, 300_000);

  afterAll(async () => {
    if (varnish && varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish?.once('exit', resolve));
      varnish.kill('SIGTERM');
      await exited;
    }
    if (workDir) fs.rmSync(path.dirname(workDir), { recursive: true, force: true });
    await processes?.stop();
  }, 60_000);

  it('keeps a public page: the second request is a hit, with the shared-cache headers and no cookie', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.status).toBe(200);
    expect(second.hit).toBe(true);
    expect(second.body).toBe(first.body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400');
    expect(second.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining(['site', 'settings', 'menus']));
    expect(second.headers.get('cache-tag')?.split(',')).toEqual(second.headers.get('surrogate-key')?.split(' '));
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('cache-control')).toContain('s-maxage=86400');
    expect(sitemap.headers.get('surrogate-key')).toBe('site sitemap');
  });

  it('answers the edge from the origin with Vary on the encoding (and on a network the chosen centre), no cookie, and a 304 on revalidation by ETag or date', async () => {
    const page = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    await page.arrayBuffer();
    // The demo is a hospital network (issue 48): its header shows the chosen centre's emergency line.
    expect(page.headers.get('vary')).toBe('Accept-Encoding, X-Site-Centre');
    // A location's own page names its centre in the address: the same for every visitor.
    const location = await fetch(`${origin}/locations/lakeview`, { headers: { 'accept-encoding': 'gzip' } });
    await location.arrayBuffer();
    expect(location.headers.get('vary')).toBe('Accept-Encoding');
    expect(page.headers.get('set-cookie')).toBeNull();
    const etag = page.headers.get('etag') ?? '';
    const lastModified = page.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect((await fetch(`${origin}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${origin}/`, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    expect((await fetch(`${origin}/`, { headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() } })).status).toBe(200);
  });

  it('keeps a page once per chosen centre (cookie site-centre) where its header shows that centre, and once where it does not', async () => {
    const headerOf = (answer: Answer) => answer.body.slice(0, answer.body.indexOf('<main'));
    const lakeviewLine = 'tel:+917550105511';
    const withCentre = (centre: string) => ({ headers: { cookie: `_ga=GA1.2.3; site-centre=${centre}; theme=dark` } });
    const lakeview = [await get('/about-us', withCentre('lakeview')), await get('/about-us', withCentre('lakeview'))];
    const main = [await get('/about-us', withCentre('kalindi-nagar')), await get('/about-us', withCentre('kalindi-nagar'))];
    const none = [await get('/about-us'), await get('/about-us')];
    for (const [first, second] of [lakeview, main, none]) {
      expect(first?.status).toBe(200);
      expect(second?.hit).toBe(true);
      expect(second?.body).toBe(first?.body);
    }
    expect(headerOf(lakeview[1]!)).toContain(lakeviewLine);
    expect(headerOf(main[1]!)).not.toContain(lakeviewLine);
    expect(headerOf(none[1]!)).not.toContain(lakeviewLine);
    expect(lakeview[1]?.body).not.toBe(main[1]?.body);
    // Another cookie alone (analytics) is no centre: the page without one.
    expect((await get('/about-us', { headers: { cookie: '_ga=GA1.2.3' } })).hit).toBe(true);
    // A location's page is kept once, whatever centre the visitor chose.
    await get('/locations/kothrud-clinic', withCentre('lakeview'));
    expect((await get('/locations/kothrud-clinic', withCentre('kalindi-nagar'))).hit).toBe(true);
  });

  it('serves a replay of every sitemap URL twice with a hit ratio of at least 50%, the origin asked half as often', { timeout: 180_000 }, async () => {
    const paths = [...pages.keys()];
    expect(paths.length).toBeGreaterThan(50);
    const fetchesBefore = varnishStat('MAIN.backend_req');
    let hits = 0;
    for (let pass = 0; pass < 2; pass++) {
      // Four at a time, as visitors come.
      for (let i = 0; i < paths.length; i += 4) {
        const answers = await Promise.all(paths.slice(i, i + 4).map((p) => get(p)));
        answers.forEach((answer, j) => {
          expect(answer.status, paths[i + j]).toBe(200);
          if (answer.hit) hits++;
          pages.set(paths[i + j] ?? '', answer.headers.get('surrogate-key')?.split(' ') ?? []);
        });
      }
    }
    const requests = paths.length * 2;
    const originRequests = varnishStat('MAIN.backend_req') - fetchesBefore;
    process.stdout.write(`sitemap replay: ${paths.length} URLs twice, ${hits} hits of ${requests} (${((hits / requests) * 100).toFixed(1)}%), ${originRequests} origin requests\n`);
    expect(hits / requests).toBeGreaterThanOrEqual(0.5);
    expect(originRequests).toBeLessThanOrEqual(requests / 2);
  });

  it('purges exactly the pages showing a published record, once per publish, whichever process publishes', { timeout: 120_000 }, async () => {
    const blogs = (await (await fetch(`${origin}/api/admin/blogs/active`)).json()) as { data: { _id: string; slug: string }[] };
    const blog = blogs.data[0];
    if (!blog) throw new Error('the demo has no blog');
    const blogPath = [...pages.keys()].find((p) => p.endsWith(`/${blog.slug}`)) ?? '';
    expect(blogPath).not.toBe('');
    const showing = [...pages].filter(([, keys]) => keys.includes('type:blogs')).map(([p]) => p);
    const others = [...pages].filter(([, keys]) => !keys.includes('type:blogs')).map(([p]) => p);
    expect(showing).toContain(blogPath);
    expect(others.length).toBeGreaterThan(0);
    for (const [index, server] of (processes?.servers ?? []).entries()) {
      // Every page in Varnish again, so that a purge shows as a miss.
      for (const p of pages.keys()) await get(p);
      const purgedBefore = await purgesDone();
      const copy = (await api(server.url, 'GET', `/workflow/blogs/${blog._id}/draft`)) as { fields: Record<string, unknown>; version: number };
      const title = `Published through process ${index + 1} at ${Date.now()}`;
      const asked = performance.now();
      await api(server.url, 'POST', `/workflow/blogs/${blog._id}/publish`, { ...copy.fields, title, version: copy.version });
      // From the moment the publish is done (its answer), as an editor sees it.
      const published = performance.now();
      const visible = await until('visible at the edge', async () => (await get(blogPath)).body.includes(title), 10_000);
      await until('purged', async () => (await purgesDone()) > purgedBefore);
      const purges = (await purgesDone()) - purgedBefore;
      const [job] = await processes!.sql<{ created_at: string; updated_at: string }>(`select created_at, updated_at from jobs where name = 'edge-purge' and status = 'done' order by updated_at desc limit 1`);
      const purgeSentMs = Date.parse(job?.updated_at ?? '') - Date.parse(job?.created_at ?? '');
      const afterPublish = performance.now() - published;
      const missed: string[] = [];
      const kept: string[] = [];
      for (const p of showing.filter((p) => p !== blogPath)) if (!(await get(p)).hit) missed.push(p);
      for (const p of others) if ((await get(p)).hit) kept.push(p);
      process.stdout.write(
        `publish through process ${index + 1}: visible at the edge after ${Math.round(visible)} ms (the publish itself took ${Math.round(published - asked)} ms; purge sent ${purgeSentMs} ms after the change), ${purges} purge(s), ${missed.length + 1} of ${showing.length} showing pages fetched again, ${kept.length} of ${others.length} other pages still hits (${Math.round(afterPublish)} ms)\n`,
      );
      // Seen at the edge at all (`until` fails past 10 s: without the purge the edge would keep the old
      // page for its whole TTL). How soon is printed above, not held here: a time is the bench's to
      // judge (2 s targeted, 1.3–1.9 s measured on a quiet machine), and under a CI machine's load a
      // timed bound here failed while the purge worked (issue 42).
      expect(purges).toBe(1);
      expect(missed).toEqual(showing.filter((p) => p !== blogPath));
      expect(kept).toEqual(others);
      // The listing shows the new title too.
      const listing = showing.find((p) => /\/blogs\/?$/.test(p));
      if (listing) expect((await get(listing)).body).toContain(title);
    }
  });

  it('never keeps one person’s answers: a confirmation, a manage link, a preview, the studio, search results', async () => {
    for (const url of ['/contact-us?sent=not-a-token', '/manage-appointment?token=not-a-token', '/preview/not-a-token', '/admin', '/search?q=heart', '/about-us?studio-preview=pages/x']) {
      const first = await get(url, { headers: { cookie: 'hospital_session=x' } });
      const second = await get(url, { headers: { cookie: 'hospital_session=x' } });
      expect(second.hit, url).toBe(false);
      expect(first.headers.get('cache-control'), url).toBe('private, no-store');
      expect(second.headers.get('cache-control'), url).toBe('private, no-store');
    }
    // A form's answer (its errors, without JavaScript) is a POST: passed, never kept.
    const post = await get('/contact-us', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '_form=contact&name=' });
    expect(post.hit).toBe(false);
    expect(post.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps serving every page it has, out of date, while the origin is stopped (stale-if-error)', { timeout: 60_000 }, async () => {
    // Every page out of date (kept for its grace), then no origin at all.
    const soft = await fetch(`${edge}/`, { method: 'PURGE', headers: { 'xkey-softpurge': 'site' } });
    expect(soft.status).toBe(200);
    for (const server of processes?.servers ?? []) await server.stop();
    await until('seen down by Varnish', async () => execFileSync('varnishadm', ['-n', workDir, 'backend.list'], { encoding: 'utf8' }).includes('sick'));
    const failed: string[] = [];
    for (const p of pages.keys()) {
      const answer = await get(p);
      if (answer.status !== 200 || !answer.body.includes('</html>')) failed.push(`${p}: ${answer.status}`);
    }
    expect(failed).toEqual([]);
  });
});
