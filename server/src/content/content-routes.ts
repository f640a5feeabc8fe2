import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedAnswer } from '../lib/paging';
import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import type { Db } from '../db/database';
import { errorResponseSchema, recordId, refusals } from '../lib/route-schemas';
import { adminRecordSchema, publicRecordSchema, readOnlyRecordKeys, recordBodySchema } from './record-schemas';
import {
  createRecord,
  deleteRecord,
  getRecord,
  departmentField,
  listActive,
  listActiveByRelation,
  type ActiveWindow,
  listRecords,
  recordTitles,
} from './content-operations';
import { listQuerySchema, parseListQuery } from './list-query';
import { ValidationError } from '../errors/http-errors';
import { focalPointsOf, uploadHashesIn, type FocalPoint } from '../media/focal-points';
import type { Config } from '../config/config';
import { forgetRecord, recordCreated, saveDirectly, stateOf, stateRowsOf } from '../publishing/publishing-operations';
import { versionOf, workflowOptions } from '../publishing/publishing-routes';
import { routeKeyField, type WireRecord } from './content-storage';
import { imageSizesOf, imageSizesSchema, type ImageSize } from '../media/image-sizes';
import { departmentFilterFor } from '../access/department-reach';
import { noteActivity } from '../activity/activity-hook';
import { languageQuery, visitorLanguage } from '../settings/site-settings-operations';
import { contentChangeNote } from '../activity/content-changes';
import { roleOf } from '@hospital/content/roles';
import { maxListingPage, maxListingSearchLength } from '@hospital/content/listing-query';
import { slugPattern } from '@hospital/content/slug';
import '../access/access-types';
import '../auth/auth-types';

/** The types with the generic CRUD. */
export const collectionTypes = (): ContentType[] => contentTypes.filter((t) => t.kind === 'collection');

const idParams = z.object({ id: recordId.describe('The record _id') });

/** A whole-record save's status: active (the default) publishes, inactive takes it off the website. */
const statusIsLive = (body: unknown): boolean => {
  const status = body !== null && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  if (status === undefined || status === null || status === 'active') return true;
  if (status === 'inactive') return false;
  throw new ValidationError('Please correct the highlighted fields.', { status: 'status must be active or inactive.' });
};

/** Records with their place in the editorial workflow (state, version, schedule). */
async function withStates(db: Db, type: ContentType, records: WireRecord[]): Promise<WireRecord[]> {
  const rows = await stateRowsOf(db, type.key, records.map((r) => r._id));
  return records.map((record) => ({ ...record, ...stateOf(rows.get(record._id), record.status === 'active') }));
}

const message = z.string();

const readOnlyDescription = `A record as GET answers it may be sent as it is: its read-only keys (${readOnlyRecordKeys.join(', ')}) are ignored on create and replace alike (a replace reads \`version\` as its edit check). Any other unknown field is refused by name.`;

/** The most ids one titles request names (a record's relations, a list page's). */
const maxTitles = 100;

const titlesQuery = z.object({
  ids: z
    .string({ error: 'Name the records: ids=<id>,<id>.' })
    .transform((text) => text.split(',').map((id) => id.trim()).filter((id) => id !== ''))
    .pipe(
      z
        .array(recordId, { error: 'Some ids are not record ids.' })
        .max(maxTitles, { error: `At most ${maxTitles} ids.` }),
    )
    .describe(`Record ids, comma-separated (at most ${maxTitles})`),
});

/** The admin CRUD of every collection type: `GET/POST {key}`, `GET/PUT/DELETE {key}/{id}`. */
export async function contentAdminRoutes(fastify: FastifyInstance, options: { config: Config; db: Db }): Promise<void> {
  const { config, db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const type of collectionTypes()) {
    const tags = [type.key];
    const record = adminRecordSchema(type);
    const answer = z.object({ data: record, message });
    const name = type.label.singular;
    const read = { permission: 'content.read', contentType: type.key } as const;
    const write = { permission: 'content.write', contentType: type.key } as const;
    app.get(
      `/${type.key}`,
      {
        config: read,
        schema: {
          tags,
          summary: `List ${type.label.plural.toLowerCase()} (paginated, sortable, searchable)`,
          querystring: listQuerySchema(type),
          response: {
            200: pagedAnswer(record).extend({ message }),
            ...refusals(400),
          },
        },
      },
      async (request, reply) => {
        const departments = roleOf(request.admin.role).scope === 'departments' ? departmentFilterFor(type, request.admin) : undefined;
        const result = await listRecords(db, type, { ...parseListQuery(type, request.query), departments });
        reply.header('cache-control', 'no-store');
        return { ...result, data: await withStates(db, type, result.data), message: `${result.total} ${type.label.plural.toLowerCase()}` };
      },
    );
    app.get(
      `/${type.key}/titles`,
      {
        config: read,
        schema: {
          tags,
          summary: `The titles of ${type.label.plural.toLowerCase()} by id: how the studio names related records, also those the reader may not open (a department editor's doctor in another department)`,
          querystring: titlesQuery,
          response: { 200: z.object({ data: z.array(z.object({ _id: z.string(), title: z.string() })), message }), ...refusals(400) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const data = await recordTitles(db, type, request.query.ids);
        return { data, message: `${data.length} ${data.length === 1 ? name.toLowerCase() : type.label.plural.toLowerCase()}` };
      },
    );
    app.get(
      `/${type.key}/:id`,
      {
        config: read,
        schema: {
          tags,
          summary: `One ${name.toLowerCase()}`,
          params: idParams,
          response: { 200: answer, ...refusals(400, 404) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        reply.header('cache-control', 'no-store');
        const [data] = await withStates(db, type, [await getRecord(db, type, id)]);
        return { data, message: `${name} found` };
      },
    );
    app.post(
      `/${type.key}`,
      {
        config: write,
        schema: {
          tags,
          summary: `Create a ${name.toLowerCase()}: status active publishes it, inactive saves it as a draft`,
          description: readOnlyDescription,
          body: recordBodySchema(type, 'create'),
          response: { 201: answer, ...refusals(400, 409) },
        },
      },
      async (request, reply) => {
        const created = await createRecord(db, type, request.body);
        await recordCreated(db, type.key, created._id, workflowOptions(request, config, {}));
        noteActivity(request, contentChangeNote(type, undefined, created));
        const [data] = await withStates(db, type, [created]);
        return reply.status(201).send({ data, message: created.status === 'active' ? `${name} created` : `${name} saved as a draft` });
      },
    );
    app.put(
      `/${type.key}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Replace a ${name.toLowerCase()} (the whole record) and publish it, or unpublish it with status inactive; a waiting draft is replaced. With version, 409 EDIT_CONFLICT when it changed since`,
          description: readOnlyDescription,
          params: idParams,
          body: recordBodySchema(type, 'replace'),
          response: { 200: answer, ...refusals(400, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const live = statusIsLive(request.body);
        versionOf(request.body);
        const before = await getRecord(db, type, id);
        await saveDirectly(db, type.key, id, request.body, live, workflowOptions(request, config));
        const after = await getRecord(db, type, id);
        noteActivity(request, contentChangeNote(type, before, after));
        const [data] = await withStates(db, type, [after]);
        return { data, message: `${name} saved` };
      },
    );
    app.delete(
      `/${type.key}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Delete a ${name.toLowerCase()} (409 while other records refer to it)`,
          params: idParams,
          response: {
            200: z.object({ message }),
            ...refusals(400, 404),
            409: errorResponseSchema.extend({ referrers: z.array(z.object({ type: z.string(), _id: z.string(), title: z.string() })).optional() }),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const before = await getRecord(db, type, id);
        await deleteRecord(db, type, id);
        await forgetRecord(db, type.key, id);
        noteActivity(request, contentChangeNote(type, before, undefined));
        return { message: `${name} deleted` };
      },
    );
  }
}

const publicCache = 'public, max-age=0, must-revalidate';

/**
 * A public listing with, beside `data`, the focal points of the images its records show, by
 * `/uploads/{hash}` (only those not at the centre; no key when there are none), so the website
 * centres each crop on them. The records themselves are as SPEC §7 has them.
 */
async function withFocalPoints<T extends { data: unknown }>(
  db: Db,
  body: T,
): Promise<T & { focalPoints?: Record<string, FocalPoint>; imageSizes?: Record<string, ImageSize> }> {
  // The records are searched for image addresses once, for both.
  const hashes = uploadHashesIn(body.data);
  const [focalPoints, imageSizes] = await Promise.all([focalPointsOf(db, hashes), imageSizesOf(db, hashes)]);
  return {
    ...body,
    ...(Object.keys(focalPoints).length > 0 ? { focalPoints } : {}),
    ...(Object.keys(imageSizes).length > 0 ? { imageSizes } : {}),
  };
}

/**
 * `GET {key}/active`: the active records of a type, relations resolved, as the website reads them,
 * in a language (`?lang=`); with `limit` (and `page`, `q`, `department`) a page of them.
 */
export async function activeListing(db: Db, type: ContentType, lang?: string, window: ActiveWindow = {}) {
  const data = await listActive(db, type, await visitorLanguage(db, lang), window);
  return withFocalPoints(db, { data, message: `${data.length} ${type.label.plural.toLowerCase()}` });
}

/** `GET experts/expert-categories/{departmentId}`: the active doctors of one department. */
export async function departmentDoctors(db: Db, departmentId: string, lang?: string) {
  const experts = contentTypeByKey('experts');
  if (!experts) throw new Error('The content registry has no experts type');
  const data = await listActiveByRelation(db, experts, 'departments', departmentId, await visitorLanguage(db, lang));
  return withFocalPoints(db, { data, message: `${data.length} doctors` });
}

/** The most records one page of a public listing holds. */
export const maxActiveLimit = 100;

/** A page of a public listing: all optional, the whole listing without them (SPEC §7's answer, unchanged). */
const activeWindowQuery = {
  limit: z.coerce.number().int().min(1).max(maxActiveLimit).optional().describe(`At most this many records (1-${maxActiveLimit}); absent: all`),
  page: z.coerce.number().int().min(1).max(maxListingPage).optional().describe('Which page of `limit` records (1: the first)'),
  q: z.string().trim().max(maxListingSearchLength).optional().describe('Only records whose title holds these letters (any case)'),
};
/** A record's page reads its own record (issue 46), of the types whose records have a slug. */
const slugQuery = {
  slug: z
    .string()
    .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, "slug must be a record's slug (letters, digits and single dashes).")
    .max(120, 'slug must be at most 120 characters.')
    .optional()
    .describe('Only the record with this slug (any case): the one its page shows'),
};
const departmentQuery = {
  department: z.string().regex(slugPattern, 'department must be a department\'s slug.').max(120).optional().describe("Only the records of the department with this slug (or this record id)"),
};

/** Find a Doctor's filters of the doctors' listing (resolved by `ContentPublicRoutesOptions.narrow`). */
const doctorQuery = {
  city: z.string().trim().max(120).optional().describe("Only the doctors who sit at a centre of this city of the network (its name, any case); a city the network has not is no filter"),
  location: z.string().regex(slugPattern, "location must be a location's slug.").max(120).optional().describe('Only the doctors who sit at this centre (its slug): one of their OPD sessions names it'),
  available: z.literal('week').optional().describe('week: only the doctors with a free appointment slot within the coming seven days'),
  match: z.literal('search').optional().describe("search: q also finds the doctors the site search finds for any of its words (synonyms, near spellings, their departments' titles), those first, best first"),
};

export interface ContentPublicRoutesOptions {
  db: Db;
  /**
   * Resolves filters of a listing the content layer does not know (Find a Doctor's city, centre,
   * free slots and site search) to its own window; without it, those filters are refused.
   */
  narrow?: (type: ContentType, window: ActiveWindow & Record<string, unknown>, language: string) => Promise<ActiveWindow>;
}

/** The website's reads: `GET {key}/active` of every type with a public listing, and a department's doctors. */
export async function contentPublicRoutes(fastify: FastifyInstance, options: ContentPublicRoutesOptions): Promise<void> {
  const { db, narrow } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const focalPoints = z
    .record(z.string(), z.object({ x: z.number(), y: z.number() }))
    .describe('Focal points (x, y in percent) of the images the records show, by /uploads/{hash}; only those not at the centre');
  const listing = (type: ContentType) =>
    z.object({ data: z.array(publicRecordSchema(type)), message, focalPoints: focalPoints.optional(), imageSizes: imageSizesSchema.optional() });
  for (const type of collectionTypes().filter((t) => t.publicListing)) {
    app.get(
      `/${type.key}/active`,
      {
        schema: {
          tags: ['public', type.key],
          summary: `Active ${type.label.plural.toLowerCase()}, relations resolved, in the visitor's language`,
          querystring: z.object({
            ...languageQuery,
            ...activeWindowQuery,
            ...(routeKeyField(type)?.type === 'slug' ? slugQuery : {}),
            ...(departmentField(type) ? departmentQuery : {}),
            ...(departmentField(type) && narrow && type.key === 'experts' ? doctorQuery : {}),
          }),
          response: { 200: listing(type), ...refusals(400) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', publicCache);
        const { lang, ...asked } = request.query as { lang?: string } & ActiveWindow & Record<string, unknown>;
        const narrowed = Object.keys(doctorQuery).some((name) => asked[name] !== undefined);
        const window = narrow && narrowed ? await narrow(type, asked, await visitorLanguage(db, lang)) : asked;
        return activeListing(db, type, lang, window);
      },
    );
  }
  const experts = collectionTypes().find((t) => t.key === 'experts');
  if (experts) {
    app.get(
      '/experts/expert-categories/:departmentId',
      {
        schema: {
          tags: ['public', 'experts'],
          summary: 'The active doctors of one department',
          params: z.object({ departmentId: recordId }),
          querystring: z.object(languageQuery),
          response: { 200: listing(experts), ...refusals(400) },
        },
      },
      async (request, reply) => {
        const { departmentId } = request.params;
        reply.header('cache-control', publicCache);
        return departmentDoctors(db, departmentId, request.query.lang);
      },
    );
  }
}
