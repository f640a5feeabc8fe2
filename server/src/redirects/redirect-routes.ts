import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteActivity } from '../activity/activity-hook';
import type { Db } from '../db/database';
import { apiComponent } from '../lib/api-components';
import { firstFieldMessage } from '../lib/parse-input';
import { messageAnswer, refusals } from '../lib/route-schemas';
import {
  createRedirect,
  deleteRedirect,
  exportRedirectsCsv,
  importRedirectsCsv,
  listRedirects,
  redirectInputSchema,
  redirectListQuerySchema,
  updateRedirect,
} from './redirect-operations';
import { redirectKinds, redirectSources } from './redirect-rules';

/** The largest CSV file the import reads: 100,000 lines of 160 characters. */
const maxImportBytes = 16 * 1024 * 1024;

export interface RedirectRoutesOptions {
  db: Db;
}

const redirectAnswer = apiComponent(
  z.object({
    _id: z.string(),
    from: z.string(),
    to: z.string(),
    kind: z.enum(redirectKinds),
    source: z.enum(redirectSources),
    hits: z.number(),
    lastHitAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.string().nullable(),
    recordType: z.string().nullable(),
    recordId: z.string().nullable(),
  }),
  'Redirect',
);

/** A CSV file's text, at most what the body limit lets through. */
export const redirectImportSchema = z.strictObject({
  csv: z.string({ error: 'Send the CSV file as text: { csv }.' }).min(1, 'The file is empty.'),
});

const idParams = z.object({ id: z.string() });
const write = { permission: 'redirects.manage' } as const;
const tags = ['redirects'];

/**
 * The studio's Redirects screen: list, add, change, delete, import and export as CSV. Each write is
 * a content change, so every server process reloads its redirects (`redirect-table.ts`).
 */
export async function redirectAdminRoutes(fastify: FastifyInstance, options: RedirectRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: { admin?: { id: string } | null }) => (request.admin ? { id: request.admin.id } : null);

  app.get(
    '/redirects',
    {
      config: { permission: 'content.read' },
      schema: {
        tags,
        summary: 'Every redirect, newest first, with its hits and last hit: ?q= (text in either address), ?source=auto|manual|csv|import',
        querystring: redirectListQuerySchema,
        response: { 200: z.object({ data: z.array(redirectAnswer) }), ...refusals(400) },
      },
    },
    async (request) => ({ data: await listRedirects(db, request.query) }),
  );

  app.get(
    '/redirects/export.csv',
    // The answer is a CSV file (from,to), sent as it is: the format the import reads.
    { config: { permission: 'content.read' }, schema: { tags, summary: 'Every redirect as CSV: from,to', produces: ['text/csv'] } },
    async (_request, reply) =>
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="redirects.csv"').send(await exportRedirectsCsv(db)),
  );

  app.post(
    '/redirects',
    {
      config: { ...write, activity: 'redirect_create', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: 'Add a redirect: { from, to } (/old-page → /new-page, or /old-blog/* → /blogs/*); a loop or a live page hidden is refused',
        body: redirectInputSchema,
        response: { 201: z.object({ data: redirectAnswer, message: z.string() }), ...refusals(400) },
      },
    },
    async (request, reply) => {
      const data = await createRedirect(db, { ...request.body, source: 'manual' }, actorOf(request));
      noteActivity(request, { action: 'redirect_create', contentType: 'redirects', recordId: data._id, recordTitle: data.from, summary: `Added a redirect from ${data.from} to ${data.to}` });
      return reply.status(201).send({ data, message: 'Redirect added' });
    },
  );

  app.put(
    '/redirects/:id',
    {
      config: { ...write, activity: 'redirect_update', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: "Change a redirect's addresses: { from, to }",
        params: idParams,
        body: redirectInputSchema,
        response: { 200: z.object({ data: redirectAnswer, message: z.string() }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const data = await updateRedirect(db, request.params.id, request.body, actorOf(request));
      noteActivity(request, { action: 'redirect_update', contentType: 'redirects', recordId: data._id, recordTitle: data.from, summary: `Changed the redirect from ${data.from} to ${data.to}` });
      return { data, message: 'Redirect saved' };
    },
  );

  app.delete(
    '/redirects/:id',
    {
      config: { ...write, activity: 'redirect_delete' },
      schema: { tags, summary: 'Delete a redirect', params: idParams, response: { 200: messageAnswer, ...refusals(404) } },
    },
    async (request) => {
      const gone = await deleteRedirect(db, request.params.id);
      noteActivity(request, { action: 'redirect_delete', contentType: 'redirects', recordId: gone._id, recordTitle: gone.from, summary: `Deleted the redirect from ${gone.from} to ${gone.to}` });
      return { message: 'Redirect deleted' };
    },
  );

  app.post(
    '/redirects/import',
    {
      config: { ...write, activity: 'redirect_import', invalidBodyMessage: firstFieldMessage },
      // A site moving in brings tens of thousands of old addresses: room for `maxImportLines` long ones.
      bodyLimit: maxImportBytes,
      schema: {
        tags,
        summary: 'Import redirects from CSV: { csv } with lines from,to (a header line is optional); good lines are saved, each bad one named by its line',
        body: redirectImportSchema,
        response: {
          200: z.object({
            imported: z.number(),
            errors: z.array(z.object({ line: z.number(), field: z.enum(['from', 'to', 'line']), message: z.string() })),
            message: z.string(),
          }),
          ...refusals(400),
        },
      },
    },
    async (request) => {
      const result = await importRedirectsCsv(db, request.body.csv, actorOf(request));
      const message = `${result.imported} redirect${result.imported === 1 ? '' : 's'} imported${result.errors.length > 0 ? `; ${result.errors.length} line${result.errors.length === 1 ? '' : 's'} not imported` : ''}.`;
      noteActivity(request, { action: 'redirect_import', contentType: 'redirects', summary: `Imported redirects from CSV: ${message}` });
      return { ...result, message };
    },
  );
}
