import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActivityEntry } from '@hospital/content/wire/accounts';
import type { Db } from '../db/database';
import { limitParam, pagedAnswer, pageParam } from '../lib/paging';
import { refusals } from '../lib/route-schemas';
import { firstFieldMessage } from '../lib/parse-input';
import { activityChoices, activityFilterSchema, activitySettingsSchema, exportActivityCsv, getActivitySettings, listActivity, saveActivitySettings } from './activity-operations';
import { noteActivity } from './activity-hook';
import '../access/access-types';

const listQuery = activityFilterSchema.extend({ page: pageParam, limit: limitParam(200, 50) });

const read = { permission: 'activity.read' } as const;

const text = z.string().nullable();
const activityEntry = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actorId: text,
  actorName: text,
  ip: text,
  action: z.string(),
  contentType: text,
  recordId: text,
  recordTitle: text,
  summary: z.string(),
}) satisfies z.ZodType<ActivityEntry>;

const settingsAnswer = z.object({ data: activitySettingsSchema.strip() });

/** The activity log, for administrators: read, filter, export. No route changes or deletes an entry. */
export async function activityRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/activity',
    {
      config: read,
      schema: {
        tags: ['activity log'],
        summary: 'The activity log, newest first (actor, action, contentType, from, to, page, limit)',
        querystring: listQuery,
        response: { 200: pagedAnswer(activityEntry), ...refusals(400) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const result = await listActivity(db, filter, page, limit);
      return { ...result, page, limit };
    },
  );

  app.get(
    '/activity/choices',
    {
      config: read,
      schema: {
        tags: ['activity log'],
        summary: 'The people, actions and content types the log holds, for its filters',
        response: { 200: z.object({ data: z.object({ actors: z.array(z.object({ _id: z.string(), name: z.string() })), actions: z.array(z.string()), contentTypes: z.array(z.string()) }) }) },
      },
    },
    async () => ({ data: await activityChoices(db) }),
  );

  app.get(
    '/activity/export.csv',
    // The answer is a CSV file, sent as it is.
    { config: { ...read, activity: 'activity_export' }, schema: { tags: ['activity log'], summary: 'Export the filtered log as CSV', querystring: activityFilterSchema, produces: ['text/csv'] } },
    async (request, reply) => {
      const { csv, count, fileName } = await exportActivityCsv(db, request.query);
      noteActivity(request, { action: 'activity_export', summary: `Exported ${count} activity log ${count === 1 ? 'entry' : 'entries'}` });
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );

  app.get('/activity/settings', { config: read, schema: { tags: ['activity log'], summary: 'How long the log keeps entries (days)', response: { 200: settingsAnswer } } }, async () => ({
    data: await getActivitySettings(db),
  }));

  app.put(
    '/activity/settings',
    {
      config: { permission: 'settings.manage', contentChange: false, invalidBodyMessage: firstFieldMessage },
      schema: {
        tags: ['activity log'],
        summary: 'Set how long the log keeps entries: { retentionDays } (30–3,650)',
        body: activitySettingsSchema,
        response: { 200: settingsAnswer.extend({ message: z.string() }), ...refusals(400) },
      },
    },
    async (request) => {
      const data = await saveActivitySettings(db, request.body);
      noteActivity(request, { action: 'settings_change', summary: `Activity log retention set to ${data.retentionDays} days` });
      return { data, message: 'Settings saved' };
    },
  );
}
