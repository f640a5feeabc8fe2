import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import type { Db } from '../db/database';
import { noteActivity } from '../activity/activity-hook';
import { NotFoundError } from '../errors/http-errors';
import { limitParam, pageParam } from '../lib/paging';
import { refusals } from '../lib/route-schemas';
import { linkReasons, recordLinkWarnings } from './link-check';
import { brokenLinkCount, linkCheckStatus, listBrokenLinks, requestLinkCheck } from './link-report';
import '../access/access-types';

const reason = z.enum(linkReasons);
const brokenLink = z.object({
  _id: z.string(),
  sourceType: z.string(),
  sourceId: z.string(),
  sourceTitle: z.string(),
  field: z.string(),
  url: z.string(),
  reason,
  detail: z.string(),
  foundAt: z.string(),
});
const run = z.object({
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  records: z.number(),
  links: z.number(),
  external: z.number(),
  broken: z.number(),
  error: z.string().nullable(),
});
const collectionKeys = contentTypes.filter((t) => t.kind === 'collection').map((t) => t.key);

/** The publish warning's question: a record's fields as the editor's form holds them. */
export const publishCheckSchema = z.strictObject({
  type: z.string().refine((v) => collectionKeys.includes(v), { error: 'type must be a collection of content.' }),
  fields: z.record(z.string(), z.unknown()),
});

/** The Link report (`GET links`), its Check again (`POST links/check`) and the publish warning (`POST links/publish-check`). */
export async function linkRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['links'];
  app.get(
    '/links',
    {
      config: { permission: 'content.read' },
      schema: {
        tags,
        summary: 'The Link report: a page (?page=, ?limit= up to 1000, default 500) of the broken links of the last check (where it is, the link, why), how many in all, the last run, and whether a check is waiting or running',
        querystring: z.object({ page: pageParam, limit: limitParam(1000, 500) }),
        response: {
          200: z.object({ data: z.array(brokenLink), total: z.number(), status: z.object({ last: run.nullable(), queued: z.boolean(), running: z.boolean() }), message: z.string() }),
          ...refusals(400),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await listBrokenLinks(db, request.query);
      const total = await brokenLinkCount(db);
      return { data, total, status: await linkCheckStatus(db), message: `${total} broken ${total === 1 ? 'link' : 'links'}` };
    },
  );
  app.post(
    '/links/check',
    {
      // Asking for a check changes nothing the website shows: no content change (which would have every
      // public list read again and the pages that show them rendered again, on the main thread).
      config: { permission: 'content.write', activity: 'link_check', contentChange: false },
      schema: { tags, summary: 'Check again: the link check runs within seconds on one server process', response: { 200: z.object({ data: z.object({ queued: z.boolean() }), message: z.string() }), ...refusals() } },
    },
    async (request) => {
      const queued = await requestLinkCheck(db);
      noteActivity(request, { action: 'link_check', contentType: null, recordId: null, recordTitle: null, summary: 'Asked for the links to be checked again' });
      return { data: { queued }, message: queued ? 'The links are being checked.' : 'A check is already running.' };
    },
  );
  app.post(
    '/links/publish-check',
    {
      config: { permission: 'content.publish', readsOnly: true, contentChange: false },
      schema: {
        tags,
        summary: "Before publishing: the links of a record's fields (as the form holds them) that lead to a page or file that is not public; publishing still works without asking",
        body: publishCheckSchema,
        response: { 200: z.object({ data: z.array(z.object({ field: z.string(), url: z.string(), reason, detail: z.string() })), message: z.string() }), ...refusals(400) },
      },
    },
    async (request) => {
      const type = contentTypeByKey(request.body.type);
      if (!type) throw new NotFoundError('No such content type.');
      const data = await recordLinkWarnings(db, type, request.body.fields);
      return { data, message: data.length === 0 ? 'Every link leads to a public page.' : `${data.length} ${data.length === 1 ? 'link leads' : 'links lead'} to nothing public.` };
    },
  );
}
