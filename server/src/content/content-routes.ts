import type { FastifyInstance } from 'fastify';
import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { recordSchema } from '@hospital/content/validation';
import type { Db } from '../db/database';
import { documentationOnlyValidator, errorResponseSchema, jsonSchemaOf, plainSerializer, type JsonSchema } from '../lib/json-schema';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listActive,
  listActiveByRelation,
  listRecords,
} from './content-operations';
import { listQuerySchema, parseListQuery } from './list-query';
import { ValidationError } from '../errors/http-errors';
import { focalPointsIn, type FocalPoint } from '../media/focal-points';
import type { Config } from '../config/config';
import { forgetRecord, recordCreated, saveDirectly, stateOf, stateRowsOf } from '../publishing/publishing-operations';
import { versionOf, workflowOptions, workflowStateProperties } from '../publishing/publishing-routes';
import type { WireRecord } from './content-storage';
import { imageSizesIn, imageSizesSchema, type ImageSize } from '../media/image-sizes';
import { departmentFilterFor } from '../access/department-reach';
import { noteActivity } from '../activity/activity-hook';
import { contentChangeNote } from '../activity/content-changes';
import { roleOf } from '@hospital/content/roles';
import '../access/access-types';
import '../auth/auth-types';

/** The types with the generic CRUD. */
export const collectionTypes = (): ContentType[] => contentTypes.filter((t) => t.kind === 'collection');

const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[a-f0-9]{24}$', description: 'The record _id' } },
  required: ['id'],
};

const systemProperties: JsonSchema = {
  _id: { type: 'string' },
  status: { type: 'string', enum: ['active', 'inactive'] },
  sortOrder: { type: 'integer' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

const recordJsonSchema = (type: ContentType): JsonSchema => {
  const body = jsonSchemaOf(recordSchema(type));
  return { type: 'object', properties: { ...systemProperties, ...workflowStateProperties, ...(body.properties as JsonSchema) } };
};

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

const message = { type: 'string' };

/** The admin CRUD of every collection type: `GET/POST {key}`, `GET/PUT/DELETE {key}/{id}`. */
export async function contentAdminRoutes(app: FastifyInstance, options: { config: Config; db: Db }): Promise<void> {
  const { config, db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  for (const type of collectionTypes()) {
    const tags = [type.key];
    const record = recordJsonSchema(type);
    const body = jsonSchemaOf(recordSchema(type));
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
          querystring: jsonSchemaOf(listQuerySchema(type)),
          response: {
            200: {
              type: 'object',
              properties: { data: { type: 'array', items: record }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' }, message },
            },
            400: errorResponseSchema,
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
      `/${type.key}/:id`,
      {
        config: read,
        schema: {
          tags,
          summary: `One ${name.toLowerCase()}`,
          params: idParams,
          response: { 200: { type: 'object', properties: { data: record, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string };
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
          body,
          response: { 201: { type: 'object', properties: { data: record, message } }, 400: errorResponseSchema, 409: errorResponseSchema },
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
          params: idParams,
          body,
          response: { 200: { type: 'object', properties: { data: record, message } }, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
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
            200: { type: 'object', properties: { message } },
            404: errorResponseSchema,
            409: {
              type: 'object',
              properties: {
                message,
                referrers: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, _id: { type: 'string' }, title: { type: 'string' } } } },
              },
            },
          },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
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
  const [focalPoints, imageSizes] = await Promise.all([focalPointsIn(db, body.data), imageSizesIn(db, body.data)]);
  return {
    ...body,
    ...(Object.keys(focalPoints).length > 0 ? { focalPoints } : {}),
    ...(Object.keys(imageSizes).length > 0 ? { imageSizes } : {}),
  };
}

/** `GET {key}/active`: the active records of a type, relations resolved, as the website reads them. */
export async function activeListing(db: Db, type: ContentType) {
  const data = await listActive(db, type);
  return withFocalPoints(db, { data, message: `${data.length} ${type.label.plural.toLowerCase()}` });
}

/** `GET experts/expert-categories/{departmentId}`: the active doctors of one department. */
export async function departmentDoctors(db: Db, departmentId: string) {
  const experts = contentTypeByKey('experts');
  if (!experts) throw new Error('The content registry has no experts type');
  const data = await listActiveByRelation(db, experts, 'departments', departmentId);
  return withFocalPoints(db, { data, message: `${data.length} doctors` });
}

/** The website's reads: `GET {key}/active` of every type with a public listing, and a department's doctors. */
export async function contentPublicRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  const focalPoints = {
    type: 'object',
    description: 'Focal points (x, y in percent) of the images the records show, by /uploads/{hash}; only those not at the centre',
    additionalProperties: { type: 'object', properties: { x: { type: 'integer' }, y: { type: 'integer' } } },
  };
  const listing = {
    type: 'object',
    properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } }, message, focalPoints, imageSizes: imageSizesSchema },
  };
  for (const type of collectionTypes().filter((t) => t.publicListing)) {
    app.get(
      `/${type.key}/active`,
      { schema: { tags: ['public', type.key], summary: `Active ${type.label.plural.toLowerCase()}, relations resolved`, response: { 200: listing } } },
      async (_request, reply) => {
        reply.header('cache-control', publicCache);
        return activeListing(db, type);
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
          params: { type: 'object', properties: { departmentId: { type: 'string', pattern: '^[a-f0-9]{24}$' } }, required: ['departmentId'] },
          response: { 200: listing, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { departmentId } = request.params as { departmentId: string };
        reply.header('cache-control', publicCache);
        return departmentDoctors(db, departmentId);
      },
    );
  }
}
