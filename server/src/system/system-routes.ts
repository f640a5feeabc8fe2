import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import { edgePurgeDrivers } from '../config/edge-settings';
import type { Db } from '../db/database';
import { refusals } from '../lib/route-schemas';
import { systemStatus } from './system-operations';
import '../access/access-types';

const n = z.number();
const text = z.string().nullable();
const status = z.object({
  version: z.string(),
  commit: text,
  startedAt: z.string(),
  uptimeSeconds: n,
  node: z.string(),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), sizeBytes: n.nullable(), migration: text }),
  storage: z.object({ uploadsBytes: n, uploadsFiles: n, diskFreeBytes: n.nullable(), diskTotalBytes: n.nullable() }),
  jobs: z.object({ pending: n, running: n, failed: n, failing: z.array(z.object({ name: z.string(), lastError: text, updatedAt: z.string() })) }),
  mail: z.object({ pending: n, failed: n }),
  backups: z.object({
    schedule: z.string(),
    keep: z.string(),
    folder: z.string(),
    last: z.object({ status: z.string(), trigger: z.string(), folder: z.string(), startedAt: z.string(), finishedAt: text, error: text, rowCount: n.nullable() }).nullable(),
    lastVerifiedAt: text,
    lastAgeSeconds: n.nullable(),
    stale: z.boolean(),
  }),
  processes: z.object({
    workers: n,
    pid: n,
    primaryPid: n.nullable(),
    healthy: n,
    processes: z.array(
      z.object({ pid: n, host: z.string(), version: z.string(), startedAt: z.string(), seenAt: z.string(), rssBytes: n, loopDelayMs: n, state: z.enum(['healthy', 'slow', 'silent', 'stopped']), current: z.boolean() }),
    ),
  }),
  edge: z.object({
    cache: z.boolean(),
    maxAgeSeconds: n,
    purge: z.enum(edgePurgeDrivers),
    pending: n,
    failed: n,
    lastPurgedAt: text,
    lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  }),
  warnings: z.array(z.object({ kind: z.enum(['mail-failed', 'job-failing', 'disk-low', 'backup-stale', 'backup-failed']), message: z.string(), link: text })),
});

/** `GET system`: the System screen and the dashboard's warnings, for administrators (`system.read`). */
export async function systemRoutes(fastify: FastifyInstance, options: { config: Config; db: Db }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system',
    { config: { permission: 'system.read' }, schema: { tags: ['system'], summary: 'Version, database, disk, jobs, mail outbox, backups, processes and warnings', response: { 200: z.object({ data: status }), ...refusals() } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await systemStatus(options.db, options.config) };
    },
  );
}
