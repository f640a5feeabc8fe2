import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationKinds } from '@hospital/content/wire/notifications';
import type { Db } from '../db/database';
import { firstFieldMessage } from '../lib/parse-input';
import { refusals } from '../lib/route-schemas';
import { listNotifications, markRead, markReadSchema, unreadCount } from './notification-operations';

export interface NotificationRoutesOptions {
  db: Db;
}

const notification = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  type: z.string(),
  recordId: z.string(),
  title: z.string(),
  language: z.string().nullable(),
  actor: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});

/**
 * The signed-in person's notifications: `GET notifications` (the newest 50 and the unread count),
 * `GET notifications/unread` (the count alone, for the studio's header), `POST notifications/read`
 * ({ ids } or all). Each person reads and marks only their own.
 */
export async function notificationRoutes(fastify: FastifyInstance, options: NotificationRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const config = { permission: 'signed-in' as const };
  app.get(
    '/notifications',
    { config, schema: { tags, summary: "The signed-in person's newest notifications (review waiting, published, sent back, translation asked) and how many are unread", response: { 200: z.object({ data: z.array(notification), unread: z.number() }) } } },
    async (request) => listNotifications(db, request.admin.id),
  );
  app.get(
    '/notifications/unread',
    { config, schema: { tags, summary: "How many of the signed-in person's notifications are unread", response: { 200: z.object({ unread: z.number() }) } } },
    async (request) => ({ unread: await unreadCount(db, request.admin.id) }),
  );
  app.post(
    '/notifications/read',
    {
      config: { ...config, invalidBodyMessage: firstFieldMessage },
      schema: { tags, summary: 'Marks notifications read: { ids } (the signed-in person\'s own), or all of them without ids; answers the unread count left', body: markReadSchema.optional(), response: { 200: z.object({ unread: z.number(), message: z.string() }), ...refusals(400) } },
    },
    async (request) => ({ unread: await markRead(db, request.admin.id, request.body ?? {}), message: 'Marked read' }),
  );
}
