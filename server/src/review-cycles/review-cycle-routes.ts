import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeByKey } from '@hospital/content/registry';
import type { Db } from '../db/database';
import { noteActivity } from '../activity/activity-hook';
import { firstFieldMessage } from '../lib/parse-input';
import { idParam, refusals } from '../lib/route-schemas';
import { dueForReview, markReviewed, ownerInputSchema, reviewQuerySchema, reviewedTypes, setOwner } from './review-cycle-operations';
import '../access/access-types';
import '../auth/auth-types';

const owner = z.object({ kind: z.enum(['account', 'department']), _id: z.string(), name: z.string() });
const item = z.object({
  type: z.string(),
  typeLabel: z.string(),
  _id: z.string(),
  title: z.string(),
  dueAt: z.string(),
  overdueDays: z.number(),
  lastReviewedAt: z.string().nullable(),
  lastReviewedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  owner: owner.nullable(),
  departments: z.array(z.object({ _id: z.string(), title: z.string() })),
});
const recordParams = z.object({
  type: z.string().describe(`A type with a review cycle (${reviewedTypes().map((t) => t.key).join(', ')})`),
  id: idParam('record'),
});
const label = (type: string): string => contentTypeByKey(type)?.label.singular.toLowerCase() ?? type;

/** The Due for review queue (`GET review-cycles`), Mark reviewed and a record's owner. */
export async function reviewCycleRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['review cycles'];
  app.get(
    '/review-cycles',
    {
      config: { permission: 'content.read' },
      schema: {
        tags,
        summary: "Due for review: published records past their type's review interval, most overdue first (?type=, ?owner= an account id, ?department=); a department editor sees their departments' records",
        querystring: reviewQuerySchema,
        response: {
          200: z.object({ data: z.array(item), types: z.array(z.object({ key: z.string(), label: z.string(), intervalDays: z.number() })), message: z.string() }),
          ...refusals(400),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await dueForReview(db, request.admin, request.query);
      const types = reviewedTypes().map((t) => ({ key: t.key, label: t.label.plural, intervalDays: t.reviewIntervalDays ?? 0 }));
      return { data, types, message: `${data.length} due for review` };
    },
  );
  app.post(
    '/review-cycles/:type/:id/reviewed',
    {
      config: { permission: 'content.write', activity: 'mark_reviewed' },
      schema: {
        tags,
        summary: 'Mark reviewed: records who and when; the content, its version and its history stay as they are',
        params: recordParams,
        response: { 200: z.object({ data: z.object({ reviewedAt: z.string() }), message: z.string() }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const { title, reviewedAt } = await markReviewed(db, request.admin, type, id, { id: request.admin.id, name: request.admin.name });
      noteActivity(request, { action: 'mark_reviewed', contentType: type, recordId: id, recordTitle: title, summary: `Marked ${label(type)} "${title}" as reviewed` });
      return { data: { reviewedAt }, message: 'Marked as reviewed' };
    },
  );
  app.put(
    '/review-cycles/:type/:id/owner',
    {
      config: { permission: 'content.write', activity: 'set_owner', invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: "A record's owner for its review cycle: { account } or { department } (ids), or neither to clear it",
        params: recordParams,
        body: ownerInputSchema,
        response: { 200: z.object({ data: z.object({ owner: owner.nullable() }), message: z.string() }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const result = await setOwner(db, request.admin, type, id, request.body);
      noteActivity(request, {
        action: 'set_owner',
        contentType: type,
        recordId: id,
        recordTitle: result.title,
        summary: result.owner ? `Gave ${label(type)} "${result.title}" to ${result.owner.name} for review` : `Cleared the review owner of ${label(type)} "${result.title}"`,
      });
      return { data: { owner: result.owner }, message: 'Owner saved' };
    },
  );
}
