import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { documentationOnlyValidator, jsonSchemaOf } from '../lib/json-schema';
import { limitParam, pageParam } from '../lib/paging';
import { parseQuery } from '../media/query';
import { activityChoices, activityFilterSchema, activitySettingsSchema, exportActivityCsv, getActivitySettings, listActivity, saveActivitySettings } from './activity-operations';
import { noteActivity } from './activity-hook';
import '../access/access-types';

const listQuery = activityFilterSchema.extend({ page: pageParam, limit: limitParam(200, 50) });

const read = { permission: 'activity.read' } as const;

/** The activity log, for administrators: read, filter, export. No route changes or deletes an entry. */
export async function activityRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);

  app.get(
    '/activity',
    { config: read, schema: { tags: ['activity log'], summary: 'The activity log, newest first (actor, action, contentType, from, to, page, limit)', querystring: jsonSchemaOf(listQuery) } },
    async (request) => {
      const { page, limit, ...filter } = parseQuery(listQuery, request.query);
      const result = await listActivity(db, filter, page, limit);
      return { ...result, page, limit };
    },
  );

  app.get('/activity/choices', { config: read, schema: { tags: ['activity log'], summary: 'The people, actions and content types the log holds, for its filters' } }, async () => ({
    data: await activityChoices(db),
  }));

  app.get(
    '/activity/export.csv',
    { config: { ...read, activity: 'activity_export' }, schema: { tags: ['activity log'], summary: 'Export the filtered log as CSV', querystring: jsonSchemaOf(activityFilterSchema) } },
    async (request, reply) => {
      const filter = parseQuery(activityFilterSchema, request.query);
      const { csv, count } = await exportActivityCsv(db, filter);
      noteActivity(request, { action: 'activity_export', summary: `Exported ${count} activity log ${count === 1 ? 'entry' : 'entries'}` });
      const day = new Date().toISOString().slice(0, 10);
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="activity-log-${day}.csv"`).send(csv);
    },
  );

  app.get('/activity/settings', { config: read, schema: { tags: ['activity log'], summary: 'How long the log keeps entries (days)' } }, async () => ({ data: await getActivitySettings(db) }));

  app.put(
    '/activity/settings',
    { config: { permission: 'settings.manage', contentChange: false }, schema: { tags: ['activity log'], summary: 'Set how long the log keeps entries: { retentionDays } (30–3,650)', body: jsonSchemaOf(activitySettingsSchema) } },
    async (request) => {
      const data = await saveActivitySettings(db, request.body);
      noteActivity(request, { action: 'settings_change', summary: `Activity log retention set to ${data.retentionDays} days` });
      return { data, message: 'Settings saved' };
    },
  );
}
