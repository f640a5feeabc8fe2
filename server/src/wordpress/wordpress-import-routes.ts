import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { importKinds, importRunStatuses, unmappedKinds, type StudioImportOptions, type WordpressImportRun } from '@hospital/content/wire/wordpress-import';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { PayloadTooLargeError, ValidationError } from '../errors/http-errors';
import { noteActivity } from '../activity/activity-hook';
import { idParam, refusals } from '../lib/route-schemas';
import { cancelImport, discardUpload, getImportRun, newUploadFolder, planImport, saveUploadedFile, startImport } from './studio-import';
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
  stepSeconds: z.object(Object.fromEntries(importKinds.map((k) => [k, z.number().optional()])) as Record<(typeof importKinds)[number], z.ZodOptional<z.ZodNumber>>).optional(),
});
const progress = z.object({ step: z.string(), done: z.number(), total: z.number() });
const run = z.object({
  _id: z.string(),
  fileName: z.string(),
  siteUrl: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  report,
  status: z.enum(importRunStatuses),
  startedBy: z.string().nullable(),
  error: z.string().nullable(),
});
const studioRun = z.object({
  _id: z.string(),
  fileName: z.string(),
  siteUrl: z.string(),
  status: z.enum(importRunStatuses),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  progress: progress.nullable(),
  error: z.string().nullable(),
  cancelRequested: z.boolean(),
  report: report.nullable(),
});
const runParams = z.object({ id: idParam('import') });

/** A report saved before a kind was added counts none of it. */
const withEveryKind = (report: WordpressImportRun['report']): WordpressImportRun['report'] => ({
  ...report,
  counts: Object.fromEntries(importKinds.map((k) => [k, report.counts[k] ?? { created: 0, updated: 0, skipped: 0 }])) as WordpressImportRun['report']['counts'],
});

/** The runs of `npm run import:wordpress` and of the studio (not those only planned), newest first; a run going on reports its plan. */
export async function listWordpressImports(db: Db): Promise<WordpressImportRun[]> {
  const rows = await db.kysely.selectFrom('wordpress_import_runs').selectAll().where('status', '<>', 'planned').orderBy('started_at', 'desc').orderBy('id').limit(listedRuns).execute();
  return rows.map((row) => ({
    _id: row.id,
    fileName: row.file_name,
    siteUrl: row.site_url,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    report: withEveryKind(JSON.parse(row.report) as WordpressImportRun['report']),
    status: row.status as WordpressImportRun['status'],
    startedBy: row.started_by,
    error: row.error,
  }));
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The studio's WordPress import (administrators, `settings.manage`): `GET wordpress-imports` (the
 * Import history), `POST wordpress-imports` (upload and dry run), `GET wordpress-imports/:id`
 * (a run, its progress, its report), `POST wordpress-imports/:id/start` and `…/cancel`.
 */
export async function wordpressImportRoutes(fastify: FastifyInstance, options: { db: Db; config: Config }): Promise<void> {
  const { db, config } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('multipart/form-data')) await fastify.register(multipart);
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
  app.post(
    '/wordpress-imports',
    {
      config: { permission: 'settings.manage' },
      // A multipart body has no schema: its parts (files "export" and "uploads", field "publish") are checked as they stream in.
      schema: {
        tags: ['wordpress-import'],
        summary: 'Upload a WordPress export (multipart: file "export", the .xml; optional file "uploads", a .zip of wp-content/uploads; field "publish") and dry-run it: answers the planned run and its report',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: studioRun, message: z.string() }), ...refusals(400, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationError('Send the export as multipart/form-data under the field "export".', { export: 'Choose the export\u2019s .xml file.' });
      const runId = await newUploadFolder(config);
      try {
        let fileName: string | undefined;
        let withUploads = false;
        let publish = false;
        const largest = Math.max(config.wordpressImport.exportMaxBytes, config.wordpressImport.uploadsMaxBytes);
        try {
          for await (const part of request.parts({ limits: { fileSize: largest + 1, files: 2, fields: 4, fieldSize: 100, parts: 6 } })) {
            if (part.type === 'file') {
              const saved = await saveUploadedFile(config, runId, { field: part.fieldname, fileName: part.filename, stream: part.file });
              if (saved.field === 'export') fileName = saved.name;
              else withUploads = true;
            } else if (part.fieldname === 'publish') publish = String(part.value) === 'true';
            else throw new ValidationError(`Unknown field: ${part.fieldname}.`, { [part.fieldname]: `Unknown field: ${part.fieldname}.` });
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(`The file is too large: at most ${megabytes(largest)}.`);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new PayloadTooLargeError('Send one export (.xml) and at most one .zip.');
          throw error;
        }
        if (!fileName) throw new ValidationError('Choose the export\u2019s .xml file (Tools → Export in WordPress).', { export: 'Choose the export\u2019s .xml file.' });
        const importOptions: StudioImportOptions = { publish, withUploads };
        const data = await planImport(db, config, { runId, fileName, options: importOptions, actor: { id: request.admin?.id ?? null, name: request.admin?.name ?? 'WordPress import' } });
        noteActivity(request, { action: 'wordpress-import-plan', summary: `Uploaded ${fileName} for a WordPress import (dry run)` });
        return reply.status(201).send({ data, message: 'Dry run done: nothing was written. Check the plan, then start the import.' });
      } catch (error) {
        await discardUpload(config, runId);
        throw error;
      }
    },
  );

  app.get(
    '/wordpress-imports/:id',
    {
      config: { permission: 'settings.manage' },
      schema: { tags: ['wordpress-import'], summary: 'One WordPress import: its state, progress and report (the plan until it ends)', params: runParams, response: { 200: z.object({ data: studioRun }), ...refusals(400, 404) } },
    },
    async (request) => ({ data: await getImportRun(db, request.params.id) }),
  );

  app.post(
    '/wordpress-imports/:id/start',
    {
      config: { permission: 'settings.manage' },
      schema: { tags: ['wordpress-import'], summary: 'Start a planned WordPress import in the background', params: runParams, response: { 202: z.object({ data: studioRun, message: z.string() }), ...refusals(400, 404, 409) } },
    },
    async (request, reply) => {
      const data = await startImport(db, request.params.id);
      noteActivity(request, { action: 'wordpress-import', summary: `Started the WordPress import of ${data.fileName}` });
      return reply.status(202).send({ data, message: 'The import has started. You can close this page: it goes on in the background.' });
    },
  );

  app.post(
    '/wordpress-imports/:id/cancel',
    {
      config: { permission: 'settings.manage' },
      schema: { tags: ['wordpress-import'], summary: 'Stop a queued or running WordPress import (the batch being written is rolled back)', params: runParams, response: { 200: z.object({ data: studioRun, message: z.string() }), ...refusals(400, 404, 409) } },
    },
    async (request) => {
      const data = await cancelImport(db, request.params.id);
      noteActivity(request, { action: 'wordpress-import-cancel', summary: `Stopped the WordPress import of ${data.fileName}` });
      return { data, message: 'Stopping the import.' };
    },
  );
}
