import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { roleOf } from '@hospital/content/roles';
import { departmentFilterFor } from '../access/department-reach';
import type { Db } from '../db/database';
import { NotFoundError } from '../errors/http-errors';
import { refusals } from '../lib/route-schemas';
import { translationReport } from './translation-report';
import '../auth/auth-types';

const states = z.enum(['translated', 'waiting', 'missing', 'outdated']).describe('translated: on the website; waiting: translated in a draft (or a record not yet published), waiting to be published; missing, outdated: judged on the draft');

const reportSchema = z.object({
  type: z.string(),
  fields: z.array(z.object({ name: z.string(), label: z.string() })).describe('The translatable fields of the type'),
  languages: z.array(
    z.object({
      language: z.string().describe('A language code of the site, other than the default'),
      name: z.string(),
      translated: z.number().int(),
      waiting: z.number().int().describe('Translated in a draft, waiting to be published'),
      missing: z.number().int(),
      outdated: z.number().int(),
      records: z.array(
        z.object({
          _id: z.string(),
          title: z.string(),
          state: states,
          missing: z.array(z.string()).describe('Fields with default text and no translation'),
          outdated: z.array(z.string()).describe('Translated fields whose default text changed after the translation was saved'),
        }),
      ),
    }),
  ),
});

/** `GET translation-report/{type}`: a content type's translation report (a read: nothing is logged). */
export async function translationRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const keys = contentTypes.filter((t) => t.kind === 'collection').map((t) => t.key);
  app.get(
    '/translation-report/:type',
    {
      config: { permission: 'content.read' },
      schema: {
        tags: ['translations'],
        summary: "A content type's translation report: per language of the site, its records translated, missing or out of date (a department editor: their departments' records)",
        params: z.object({ type: z.string().describe(`A content type: ${keys.join(', ')}`) }),
        response: { 200: z.object({ data: reportSchema, message: z.string() }), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const type = contentTypeByKey(request.params.type);
      if (!type || type.kind !== 'collection') throw new NotFoundError(`No content type "${request.params.type.slice(0, 64)}" with records to translate.`);
      const departments = roleOf(request.admin.role).scope === 'departments' ? departmentFilterFor(type, request.admin) : undefined;
      reply.header('cache-control', 'no-store');
      const data = await translationReport(db, type, departments);
      return { data, message: `Translation report of ${type.label.plural.toLowerCase()}` };
    },
  );
}
