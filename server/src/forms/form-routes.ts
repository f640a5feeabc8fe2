import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { formSchema, publicForms } from '@hospital/content/forms/index';
// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { TooManyRequestsError, ValidationError } from '../errors/http-errors';
import { documentationOnlyValidator, jsonSchemaOf } from '../lib/json-schema';
import { parseQuery } from '../media/query';
import { deleteEntries, deleteEntry, exportEntriesCsv, getEntry, listEntries, submitForm } from './form-operations';

export interface FormRoutesOptions {
  config: Config;
  db: Db;
}

/** A form body is a few fields of text. */
export const formBodyLimit = 32 * 1024;
/** Submissions per IP per form in `formRateWindow`. */
export const formRateMax = 10;
export const formRateWindow = 10 * 60 * 1000;

export const formInvalidMessage = 'Please correct the highlighted fields.';
export const formSentMessage = 'Your request was successfully sent.';

/** Parsers for JSON and the no-JavaScript posts, and the rate limiter, each once per app. */
async function ensurePlugins(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
}

/** The four public forms: `POST contactfooter`, `BookAppointmentForms`, `feedbackforms`, `getintouchforms`. */
export async function formPublicRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { db } = options;
  await ensurePlugins(app);
  // The schemas document the API; the body is checked by the shared form rules (SPEC §5 messages).
  app.setValidatorCompiler(documentationOnlyValidator);
  for (const form of publicForms) {
    const limiter = app.rateLimit({
      max: formRateMax,
      timeWindow: formRateWindow,
      // One bucket per caller and form, whatever the spelling of the path.
      keyGenerator: (request) => `form:${form.key}:${request.ip}`,
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
    app.post(
      `/${form.path}`,
      {
        bodyLimit: formBodyLimit,
        onRequest: limiter,
        schema: { tags: ['forms'], summary: `Send the ${form.label.toLowerCase()} form`, security: [], body: jsonSchemaOf(formSchema(form)) },
      },
      async (request, reply) => {
        const result = await submitForm(db, form, request.body ?? {}, request.ip);
        if (!result.ok) throw new ValidationError(formInvalidMessage, result.errors);
        return reply.status(201).send({ message: formSentMessage, data: { _id: result.id } });
      },
    );
  }
}

const dateQuery = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(new Date(v).getTime()),
      `${name} must be a date like 2026-11-21 or an ISO date-time.`,
    )
    .optional();

const kinds = publicForms.map((f) => f.key) as [string, ...string[]];

const filterQuery = z.object({
  kind: z.enum(kinds, { error: `kind must be one of: ${kinds.join(', ')}.` }).optional(),
  from: dateQuery('from'),
  to: dateQuery('to'),
  q: z.string().trim().max(200, 'q must be at most 200 characters.').optional(),
});

const listQuery = filterQuery.extend({
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(100, 'limit must be a whole number from 1 to 100.')
    .default(20),
});

const idParams = z.object({ id: z.string().min(1).max(64) });

const bulkBody = z.strictObject(
  {
    ids: z
      .array(z.string({ error: 'ids must be a list of entry ids.' }).min(1).max(64), { error: 'ids must be a list of entry ids.' })
      .min(1, 'Choose at least one entry.')
      .max(1000, 'At most 1,000 entries can be deleted at once.'),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined) },
);

/** Patient data: never kept by the browser or a proxy. */
const noStore = (reply: FastifyReply): FastifyReply => reply.header('Cache-Control', 'no-store');

/** The form entries, read, exported and deleted by administrators. */
export async function formAdminRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });

  app.get('/form-entries', { schema: { tags: ['form entries'], summary: 'List entries (kind, from, to, q, page, limit), newest first', querystring: jsonSchemaOf(listQuery) } }, async (request) => {
    const query = parseQuery(listQuery, request.query);
    const result = await listEntries(db, query);
    return { data: result.data, total: result.total, page: query.page, limit: query.limit };
  });

  app.get('/form-entries/export.csv', { schema: { tags: ['form entries'], summary: 'Export entries as CSV (kind, from, to, q)', querystring: jsonSchemaOf(filterQuery) } }, async (request, reply) => {
    const query = parseQuery(filterQuery, request.query);
    const csv = await exportEntriesCsv(db, query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="contact-entries-${day}.csv"`)
      .send(csv);
  });

  app.get('/form-entries/:id', { schema: { tags: ['form entries'], summary: 'One entry' } }, async (request) => {
    const { id } = parseQuery(idParams, request.params);
    return { data: await getEntry(db, id) };
  });

  app.delete('/form-entries/:id', { schema: { tags: ['form entries'], summary: 'Delete one entry' } }, async (request) => {
    const { id } = parseQuery(idParams, request.params);
    await deleteEntry(db, id);
    return { data: { _id: id }, message: 'Entry deleted' };
  });

  app.delete('/form-entries', { schema: { tags: ['form entries'], summary: 'Delete several entries: { ids }', body: jsonSchemaOf(bulkBody) } }, async (request) => {
    const { ids } = parseQuery(bulkBody, request.body);
    const deleted = await deleteEntries(db, ids);
    return { data: { deleted }, message: deleted === 1 ? '1 entry deleted' : `${deleted} entries deleted` };
  });
}
