import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudioImportRun, WordpressImportRun } from '@hospital/content/wire/wordpress-import';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { JobRunner } from '../src/jobs/job-queue';
import { startJobs } from '../src/jobs/start-jobs';
import { importsDir, wordpressImportJob, wordpressImportJobName } from '../src/wordpress/studio-import';
import { generateWordpressExport } from '../src/wordpress/wordpress-bench';
import { wordpressImportMessages } from '@hospital/content/i18n/messages/wordpress-import';
import { dialects, sqliteDialect } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import { zipOf } from './helpers/zip-of';
import { useSignedInApp, type SignedInTestApp } from './helpers/signed-in-app';
import { realWordpressExport, realWordpressMissing, type RealExport } from './helpers/wordpress-site';

/**
 * The studio's WordPress import over HTTP (Site → Import from WordPress): an export a real
 * WordPress made (test/wordpress/make-site.php) and a .zip of its wp-content/uploads are uploaded
 * and dry-run (nothing written), started as a job that runs the command's operation in a worker
 * process beside the app, followed through its progress to its report in the Import history.
 * Bad uploads are refused with a clear answer and leave nothing behind.
 */

const missing = await realWordpressMissing();

function zipOfFolder(folder: string, prefix: string): Buffer {
  const entries: { name: string; data: Buffer }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else entries.push({ name: `${prefix}${path.relative(folder, full).split(path.sep).join('/')}`, data: fs.readFileSync(full) });
    }
  };
  walk(folder);
  return zipOf(entries);
}

const upload = (api: SignedInTestApp, parts: Parameters<typeof multipartBody>[0]) => {
  const body = multipartBody(parts);
  return api.inject({ method: 'POST', url: '/api/admin/wordpress-imports', payload: body.payload, headers: body.headers });
};

/** Nothing of a refused upload is kept: no run, no file. */
async function nothingKept(api: SignedInTestApp): Promise<void> {
  expect(await api.db.kysely.selectFrom('wordpress_import_runs').select('id').execute()).toEqual([]);
  expect(fs.existsSync(importsDir(api.config)) ? fs.readdirSync(importsDir(api.config)) : []).toEqual([]);
}

async function until(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const dialect of dialects) {
  describe.skipIf(missing !== undefined)(`the studio's WordPress import of a real export (${dialect.name})${missing ? `: skipped, ${missing}` : ''}`, () => {
    const api = useSignedInApp(dialect);
    let real: RealExport;
    beforeAll(async () => {
      real = await realWordpressExport();
    }, 180_000);

    it('dry-runs the upload without writing, runs it in the background with progress, and keeps its report in the history', async () => {
      const planned = await upload(api, [
        { name: 'publish', value: 'true' },
        { name: 'export', fileName: 'old-hospital.WordPress.2026-11-28.xml', data: fs.readFileSync(real.file) },
        { name: 'uploads', fileName: 'uploads.zip', data: zipOfFolder(real.uploads, 'wp-content/uploads/') },
      ]);
      expect(planned.statusCode, planned.body).toBe(201);
      const plan = (planned.json() as { data: StudioImportRun }).data;
      expect(plan).toMatchObject({ status: 'planned', fileName: 'old-hospital.WordPress.2026-11-28.xml', startedBy: 'Test Admin', report: { dryRun: true, publish: true } });
      expect(plan.report!.counts.pages.created).toBeGreaterThan(3);
      expect(plan.report!.counts.posts.created).toBeGreaterThan(2);
      expect(plan.report!.counts.attachments.created).toBeGreaterThan(0);
      expect(plan.report!.counts.attachments.skipped).toBe(0);
      expect(plan.report!.notes.map((n) => n.text).join('\n')).toMatch(/Password-protected in WordPress: arrives as a draft/);
      // A dry run: nothing written, and the history lists only runs that were started.
      expect(await api.db.kysely.selectFrom('wordpress_import_items').select('guid').execute()).toEqual([]);
      expect(await api.db.kysely.selectFrom('media').select('id').execute()).toEqual([]);
      expect((await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports' })).json()).toEqual({ data: [] });

      const started = await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${plan._id}/start` });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toMatchObject({ data: { status: 'queued', report: null } });
      expect((await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${plan._id}/start` })).statusCode).toBe(409);

      // The server's job runner takes it; the screen's poll sees it running, then finished.
      const runner = new JobRunner(api.db).register(wordpressImportJob(api.db, api.config));
      const ran = runner.runDue();
      const seen: StudioImportRun[] = [];
      await until(async () => {
        const run = (await api.inject({ method: 'GET', url: `/api/admin/wordpress-imports/${plan._id}` })).json() as { data: StudioImportRun };
        seen.push(run.data);
        return run.data.status !== 'queued' && run.data.status !== 'running';
      }, 'the import to end', 120_000);
      expect(await ran).toBe(1);
      const done = seen.at(-1)!;
      expect(done, done.error ?? '').toMatchObject({ status: 'finished', error: null, report: { dryRun: false, publish: true } });
      expect(seen.some((run) => run.status === 'running' && run.progress !== null)).toBe(true);
      expect(done.progress).toMatchObject({ step: 'redirects' });
      expect(done.progress!.done).toBe(done.progress!.total);
      // The run did what its plan said.
      for (const kind of ['attachments', 'pages', 'posts', 'categories'] as const) expect(done.report!.counts[kind], kind).toEqual(plan.report!.counts[kind]);
      expect(done.report!.seconds).toBeGreaterThan(0);
      expect(done.report!.peakRssBytes).toBeGreaterThan(0);
      // The planner's statistics are brought up to date at its end (on PostgreSQL, before autovacuum gets there).
      if (dialect.name === 'postgres') {
        const analyzed = await sql<{ last_analyze: unknown }>`select last_analyze from pg_stat_user_tables where relname = 'content_blogs' and schemaname = current_schema()`.execute(api.db.kysely);
        expect(analyzed.rows[0]?.last_analyze ?? null).not.toBeNull();
      }
      expect((await api.db.kysely.selectFrom('media').select('id').execute()).length).toBe(plan.report!.counts.attachments.created);
      // Its files are gone once it ended.
      expect(fs.existsSync(path.join(importsDir(api.config), plan._id))).toBe(false);

      const history = (await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports' })).json() as { data: WordpressImportRun[] };
      expect(history.data).toHaveLength(1);
      expect(history.data[0]).toMatchObject({ _id: plan._id, status: 'finished', startedBy: 'Test Admin', fileName: 'old-hospital.WordPress.2026-11-28.xml', report: { dryRun: false } });

      // A second upload of the same export plans updates, not copies.
      const again = await upload(api, [{ name: 'export', fileName: 'again.xml', data: fs.readFileSync(real.file) }]);
      expect(again.statusCode, again.body).toBe(201);
      const replan = (again.json() as { data: StudioImportRun }).data.report!;
      expect(replan.counts.pages.created).toBe(0);
      expect(replan.counts.pages.updated).toBe(plan.report!.counts.pages.created);
    }, 240_000);
  });
}

for (const dialect of dialects) {
  describe(`a running studio import cancelled over HTTP (${dialect.name})`, () => {
    const api = useSignedInApp(dialect);

    it('stops: the batch being written rolls back, the report says exactly what was written, the history says Cancelled, and a second run carries on', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-cancel-'));
      try {
        const posts = 600;
        const { file } = await generateWordpressExport(dir, { posts, pages: 20, images: 0 });
        const planned = await upload(api, [{ name: 'publish', value: 'true' }, { name: 'export', fileName: 'big.xml', data: fs.readFileSync(file) }]);
        expect(planned.statusCode, planned.body).toBe(201);
        const plan = (planned.json() as { data: StudioImportRun }).data;
        expect(plan.report!.counts.posts.created).toBe(posts);
        expect((await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${plan._id}/start` })).statusCode).toBe(202);
        const runner = new JobRunner(api.db).register(wordpressImportJob(api.db, api.config));
        const ran = runner.runDue();
        const countOf = async (table: 'content_blogs' | 'content_pages' | 'content_blog_categories' | 'wordpress_import_items' | 'redirects' | 'media') =>
          Number((await api.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        // Stopped in the middle of the posts, once some of their batches are committed.
        await until(async () => (await countOf('content_blogs')) > 0, 'the first batch of posts', 120_000);
        const stopping = await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${plan._id}/cancel` });
        expect(stopping.statusCode, stopping.body).toBe(200);
        expect(stopping.json()).toMatchObject({ data: { cancelRequested: true } });
        expect(await ran).toBe(1);

        const run = ((await api.inject({ method: 'GET', url: `/api/admin/wordpress-imports/${plan._id}` })).json() as { data: StudioImportRun }).data;
        expect(run.status, run.error ?? '').toBe('cancelled');
        expect(run.error).toMatch(/^Stopped on request\. What the report lists was written, each record whole; the batch being written was rolled back\./);
        const report = run.report!;
        expect(report.dryRun).toBe(false);
        // Exactly what is in the database: each record with its row of the import, no more.
        const written = await countOf('content_blogs');
        expect(written).toBeLessThan(posts);
        expect(report.counts.posts).toEqual({ created: written, updated: 0, skipped: 0 });
        expect(report.counts.pages.created).toBe(await countOf('content_pages'));
        expect(report.counts.categories.created).toBe(await countOf('content_blog_categories'));
        expect(await countOf('wordpress_import_items')).toBe(report.counts.posts.created + report.counts.pages.created + report.counts.categories.created);
        expect(report.counts.redirects.created).toBe(0);
        expect(await countOf('redirects')).toBe(0);
        expect(fs.existsSync(path.join(importsDir(api.config), plan._id))).toBe(false);

        const history = (await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports' })).json() as { data: WordpressImportRun[] };
        expect(history.data).toHaveLength(1);
        expect(history.data[0]).toMatchObject({ _id: plan._id, status: 'cancelled', report: { dryRun: false, counts: { posts: { created: written } } } });
        expect(wordpressImportMessages('en').statuses[history.data[0]!.status]).toBe('Cancelled');

        // The same export again: what was written is updated, not doubled; the rest is added.
        const again = (await upload(api, [{ name: 'export', fileName: 'big.xml', data: fs.readFileSync(file) }])).json() as { data: StudioImportRun };
        expect(again.data.report!.counts.posts).toEqual({ created: posts - written, updated: written, skipped: 0 });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 300_000);
  });

  describe(`a running studio import when its server stops (${dialect.name})`, () => {
    const api = useSignedInApp(dialect);

    it("ends at its batch when its server stops (a deploy's SIGTERM): the stop does not wait for the import, and the history says why", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-server-stop-'));
      const jobs = await startJobs(api.db, api.config, Fastify({ logger: false }).log);
      let stopped = false;
      try {
        const posts = 600;
        const { file } = await generateWordpressExport(dir, { posts, pages: 20, images: 0 });
        const planned = await upload(api, [{ name: 'export', fileName: 'big.xml', data: fs.readFileSync(file) }]);
        expect(planned.statusCode, planned.body).toBe(201);
        const plan = (planned.json() as { data: StudioImportRun }).data;
        // The server's own job runner (as main.ts starts it) takes the import.
        expect((await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${plan._id}/start` })).statusCode).toBe(202);
        const posted = async () => Number((await api.db.kysely.selectFrom('content_blogs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        await until(async () => (await posted()) > 0, 'the first batch of posts', 120_000);
        // What main.ts does on SIGTERM once its requests are done.
        await jobs.stop();
        stopped = true;

        const run = ((await api.inject({ method: 'GET', url: `/api/admin/wordpress-imports/${plan._id}` })).json() as { data: StudioImportRun }).data;
        expect(run.status).toBe('failed');
        expect(run.error).toMatch(/^The server stopped during the import\. What it had written is whole/);
        const written = await posted();
        expect(written, 'the import ran to its end before the server stopped').toBeLessThan(posts);
        expect(run.report!.counts.posts).toEqual({ created: written, updated: 0, skipped: 0 });
        // Its job ended (no lease left for another process to find and run it again).
        expect(await api.db.kysely.selectFrom('jobs').select('status').where('name', '=', wordpressImportJobName).where('status', '!=', 'done').execute()).toEqual([]);
        // Uploaded again, it carries on: what was written is updated, not doubled.
        const again = (await upload(api, [{ name: 'export', fileName: 'big.xml', data: fs.readFileSync(file) }])).json() as { data: StudioImportRun };
        expect(again.data.report!.counts.posts).toEqual({ created: posts - written, updated: written, skipped: 0 });
      } finally {
        if (!stopped) await jobs.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 300_000);
  });
}

describe('the studio refuses bad uploads and keeps nothing of them', () => {
  const api = useSignedInApp(sqliteDialect, { WORDPRESS_IMPORT_MAX_MB: '0.01', WORDPRESS_UPLOADS_MAX_MB: '0.01' });
  const wxr = (items = '') =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old</title><link>https://old.example</link><wp:base_blog_url>https://old.example</wp:base_blog_url>${items}</channel></rss>
`);

  it('a file that is not an .xml, not a WordPress export, or damaged, or that defines entities (never expanded)', async () => {
    const entities = '<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
    const cases: [string, Buffer, RegExp][] = [
      ['entities.xml', Buffer.from(wxr('<item><title>&c;</title></item>').toString().replace('<rss ', `${entities}\n<rss `)), /^entities\.xml is damaged at line \d+: undefined entity\. Export it again/],
      ['export.docx', Buffer.from('PK'), /is not a WordPress export: choose the \.xml file/],
      ['feed.xml', Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>'), /feed\.xml is not a WordPress export/],
      ['broken.xml', Buffer.from(wxr('<item><title>Unclosed</title>').toString().replace('</channel></rss>', '')), /broken\.xml is damaged|is not a WordPress export|cannot be read/],
    ];
    for (const [fileName, data, message] of cases) {
      const answer = await upload(api, [{ name: 'export', fileName, data }]);
      expect(answer.statusCode, `${fileName}: ${answer.body}`).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(message);
      await nothingKept(api);
    }
    const none = await upload(api, [{ name: 'publish', value: 'true' }]);
    expect(none.statusCode).toBe(400);
    expect((none.json() as { message: string }).message).toMatch(/Choose the export/);
    await nothingKept(api);
  });

  it('an export or a zip larger than allowed', async () => {
    const large = await upload(api, [{ name: 'export', fileName: 'big.xml', data: wxr(`<!-- ${'x'.repeat(20_000)} -->`) }]);
    expect(large.statusCode, large.body).toBe(413);
    expect((large.json() as { message: string }).message).toMatch(/The export is too large: at most [\d.]+ MB \(WORDPRESS_IMPORT_MAX_MB\)/);
    await nothingKept(api);
    const zip = await upload(api, [
      { name: 'export', fileName: 'ok.xml', data: wxr() },
      { name: 'uploads', fileName: 'uploads.zip', data: zipOf([{ name: '2024/01/big.png', data: Buffer.alloc(20_000, 1) }]) },
    ]);
    expect(zip.statusCode, zip.body).toBe(413);
    await nothingKept(api);
  });

  it('a zip that is broken or names a path outside its folder', async () => {
    const outside = path.join(api.config.dataDir, 'outside.txt');
    const cases: [string, Buffer, RegExp][] = [
      ['broken.zip', Buffer.from('this is not a zip at all, whatever its name says'), /The \.zip of the uploads cannot be used/],
      ['slip.zip', zipOf([{ name: '2024/01/a.png', data: Buffer.from('a') }, { name: '../../outside.txt', data: Buffer.from('escaped') }]), /The \.zip of the uploads cannot be used: .*(outside|relative)/],
      ['absolute.zip', zipOf([{ name: '/tmp/absolute.txt', data: Buffer.from('escaped') }]), /The \.zip of the uploads cannot be used/],
      ['notes.txt', Buffer.from('hello'), /notes\.txt is not a \.zip file/],
    ];
    for (const [fileName, data, message] of cases) {
      const answer = await upload(api, [
        { name: 'export', fileName: 'ok.xml', data: wxr() },
        { name: 'uploads', fileName, data },
      ]);
      expect(answer.statusCode, `${fileName}: ${answer.body}`).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(message);
      await nothingKept(api);
    }
    expect(fs.existsSync(outside)).toBe(false);
  });

  it('a started import can be stopped before the runner takes it; another cannot start meanwhile', async () => {
    const first = (await upload(api, [{ name: 'export', fileName: 'one.xml', data: wxr() }])).json() as { data: StudioImportRun };
    const second = (await upload(api, [{ name: 'export', fileName: 'two.xml', data: wxr() }])).json() as { data: StudioImportRun };
    expect((await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${first.data._id}/start` })).statusCode).toBe(202);
    const busy = await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${second.data._id}/start` });
    expect(busy.statusCode).toBe(409);
    expect((busy.json() as { message: string }).message).toMatch(/Another import \(one\.xml\) is running/);
    const stopped = await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${first.data._id}/cancel` });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ data: { status: 'cancelled', cancelRequested: true } });
    const runner = new JobRunner(api.db).register(wordpressImportJob(api.db, api.config));
    await runner.runDue();
    const cancelled = (await api.inject({ method: 'GET', url: `/api/admin/wordpress-imports/${first.data._id}` })).json() as { data: StudioImportRun };
    expect(cancelled.data).toMatchObject({ status: 'cancelled', error: 'Stopped before it began: nothing was written.', report: { dryRun: false } });
    // Its report says nothing was written (not the plan's counts).
    expect(Object.values(cancelled.data.report!.counts).every((c) => c.created + c.updated === 0)).toBe(true);
    expect((await api.inject({ method: 'POST', url: `/api/admin/wordpress-imports/${first.data._id}/cancel` })).statusCode).toBe(409);
    expect((await api.inject({ method: 'GET', url: '/api/admin/wordpress-imports/0123456789abcdef01234567' })).statusCode).toBe(404);
  });
});
