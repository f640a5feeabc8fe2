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
  updateRecord,
} from './content-operations';
import { listQuerySchema, parseListQuery } from './list-query';
import { focalPointsIn, type FocalPoint } from '../media/focal-points';
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
  return { type: 'object', properties: { ...systemProperties, ...(body.properties as JsonSchema) } };
};

const message = { type: 'string' };

/** The admin CRUD of every collection type: `GET/POST {key}`, `GET/PUT/DELETE {key}/{id}`. */
export async function contentAdminRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
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
        return { ...result, message: `${result.total} ${type.label.plural.toLowerCase()}` };
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
        return { data: await getRecord(db, type, id), message: `${name} found` };
      },
    );
    app.post(
      `/${type.key}`,
      {
        config: write,
        schema: {
          tags,
          summary: `Create a ${name.toLowerCase()}`,
          body,
          response: { 201: { type: 'object', properties: { data: record, message } }, 400: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await createRecord(db, type, request.body);
        noteActivity(request, contentChangeNote(type, undefined, data));
        return reply.status(201).send({ data, message: `${name} created` });
      },
    );
    app.put(
      `/${type.key}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Replace a ${name.toLowerCase()} (the whole record)`,
          params: idParams,
          body,
          response: { 200: { type: 'object', properties: { data: record, message } }, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const before = await getRecord(db, type, id);
        const data = await updateRecord(db, type, id, request.body);
        noteActivity(request, contentChangeNote(type, before, data));
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
async function withFocalPoints<T extends { data: unknown }>(db: Db, body: T): Promise<T & { focalPoints?: Record<string, FocalPoint> }> {
  const focalPoints = await focalPointsIn(db, body.data);
  return Object.keys(focalPoints).length > 0 ? { ...body, focalPoints } : body;
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
  const listing = { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } }, message, focalPoints } };
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
