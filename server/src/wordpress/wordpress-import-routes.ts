import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importKinds, unmappedKinds, type WordpressImportRun } from '@hospital/content/wire/wordpress-import';
import { z } from 'zod';
import type { Db } from '../db/database';
import { refusals } from '../lib/route-schemas';
import '../access/access-types';

/** The runs the Import history lists, newest first. */
const listedRuns = 50;

const counts = z.object({ created: z.number(), updated: z.number(), skipped: z.number() });
const report = z.object({
  file: z.string(),
  siteUrl: z.string(),
  dryRun: z.boolean(),
  publish: z.boolean(),
  counts: z.object(Object.fromEntries(importKinds.map((k) => [k, counts])) as Record<(typeof importKinds)[number], typeof counts>),
  unmapped: z.array(z.object({ kind: z.enum(unmappedKinds), name: z.string(), count: z.number(), where: z.array(z.string()) })),
  notes: z.array(z.object({ title: z.string(), text: z.string() })),
  redirects: z.array(z.object({ from: z.string(), to: z.string() })),
  seconds: z.number(),
  peakRssBytes: z.number(),
});
const run = z.object({ _id: z.string(), fileName: z.string(), siteUrl: z.string(), startedAt: z.string(), finishedAt: z.string(), report });

/** A report saved before a kind was added counts none of it. */
const withEveryKind = (report: WordpressImportRun['report']): WordpressImportRun['report'] => ({
  ...report,
  counts: Object.fromEntries(importKinds.map((k) => [k, report.counts[k] ?? { created: 0, updated: 0, skipped: 0 }])) as WordpressImportRun['report']['counts'],
});

/** The saved runs of `npm run import:wordpress`, newest first. */
export async function listWordpressImports(db: Db): Promise<WordpressImportRun[]> {
  const rows = await db.kysely.selectFrom('wordpress_import_runs').selectAll().orderBy('started_at', 'desc').orderBy('id').limit(listedRuns).execute();
  return rows.map((row) => ({
    _id: row.id,
    fileName: row.file_name,
    siteUrl: row.site_url,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    report: withEveryKind(JSON.parse(row.report) as WordpressImportRun['report']),
  }));
}

/** `GET wordpress-imports`: the studio's Import history (administrators, `settings.manage`). */
export async function wordpressImportRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/wordpress-imports',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['wordpress-import'],
        summary: `The last ${listedRuns} WordPress imports and their reports, newest first`,
        response: { 200: z.object({ data: z.array(run) }), ...refusals() },
      },
    },
    async () => ({ data: await listWordpressImports(options.db) }),
  );
}
