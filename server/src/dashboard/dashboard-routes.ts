// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { documentationOnlyValidator, jsonSchemaOf } from '../lib/json-schema';
import { parseQuery } from '../media/query';
import { getDashboard } from './dashboard-operations';

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
export async function dashboardRoutes(app: FastifyInstance, options: DashboardRoutesOptions): Promise<void> {
  const { db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.get('/dashboard', { config: { permission: 'signed-in' }, schema: { tags: ['dashboard'], summary: 'Active records per list and form entries since a time', querystring: jsonSchemaOf(dashboardQuery) } }, async (request, reply) => {
    const { since } = parseQuery(dashboardQuery, request.query);
    reply.header('Cache-Control', 'no-store');
    return { data: await getDashboard(db, since) };
  });
}
