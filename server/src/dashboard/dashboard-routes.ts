import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicForms } from '@hospital/content/forms/index';
import { can } from '@hospital/content/roles';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { refusals } from '../lib/route-schemas';
import { dashboardLists, getDashboard } from './dashboard-operations';

export interface DashboardRoutesOptions {
  config: Config;
  db: Db;
}

const dashboardQuery = z.object({
  since: z
    .string()
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(new Date(v).getTime()),
      'since must be a date like 2026-11-21 or an ISO date-time.',
    )
    .transform((v) => new Date(v).toISOString())
    .optional(),
});

/** `GET dashboard?since=…`: every count of the dashboard in one call. */
const counts = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.number()])));
const formCounts = counts(publicForms.map((f) => f.key));
// The entries' counts are given only to roles that may work the requests desk (requests.work).
const dashboard = z.object({
  counts: counts(dashboardLists),
  entries: formCounts.optional(),
  totalEntries: z.number().optional(),
  newEntries: formCounts.optional(),
  totalNew: z.number().optional(),
});

export async function dashboardRoutes(fastify: FastifyInstance, options: DashboardRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['dashboard'], summary: 'Active records per list and, for roles with requests.work, form entries since a time', querystring: dashboardQuery, response: { 200: z.object({ data: dashboard }), ...refusals(400) } };
  app.get('/dashboard', { config: { permission: 'signed-in' }, schema }, async (request, reply) => {
    const { since } = request.query;
    reply.header('Cache-Control', 'no-store');
    return { data: await getDashboard(db, { since, withEntries: can(request.admin.role, 'requests.work') }) };
  });
}
