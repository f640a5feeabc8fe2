// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentTypes } from '@hospital/content/registry';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import { recordSchema } from '@hospital/content/validation';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { documentationOnlyValidator, errorResponseSchema, jsonSchemaOf, plainSerializer, type JsonSchema } from '../lib/json-schema';
import { menuTreeSchema } from '../menus/menu-operations';
import { siteSettingsKey } from '../settings/site-settings-operations';
import {
  discardDraft,
  publishRecord,
  restoreRevision,
  saveDraft,
  unpublishRecord,
  workingCopy,
  type WorkflowOptions,
} from './publishing-operations';
import { getRevision, listRevisions } from './revisions';

export interface PublishingRoutesOptions {
  config: Config;
  db: Db;
}

/** The version the caller opened, from the body or the query: a whole number when given. */
export const versionOf = (source: unknown): number | undefined => {
  if (source === null || typeof source !== 'object' || !('version' in source)) return undefined;
  const raw = (source as { version: unknown }).version;
  const version = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    throw new ValidationError('version must be the whole number the record was opened at.', { version: 'version must be a whole number.' });
  }
  return version;
};

/** Who is saving, when, and over which version. */
export const workflowOptions = (request: FastifyRequest, config: Config, source: unknown = request.body): WorkflowOptions => ({
  actor: { id: request.admin.id, name: request.admin.name },
  version: versionOf(source),
  revisionsKept: config.revisionsKept,
});

const message = { type: 'string' };
const version = { type: 'integer', minimum: 0, description: 'The version the record was opened at; a save over a newer one answers 409 EDIT_CONFLICT' };
const nullableTime = { type: ['string', 'null'], format: 'date-time' };

export const workflowStateProperties: JsonSchema = {
  state: { type: 'string', enum: ['published', 'draft', 'changed'], description: 'draft: not on the website; changed: published, with unpublished changes' },
  version: { type: 'integer' },
  hasDraft: { type: 'boolean' },
  draftUpdatedAt: nullableTime,
  draftBy: { type: ['string', 'null'] },
  publishedAt: nullableTime,
  publishAt: nullableTime,
  unpublishAt: nullableTime,
};

const workingCopySchema: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    _id: { type: 'string' },
    title: { type: 'string' },
    ...workflowStateProperties,
    fields: { type: 'object', additionalProperties: true, description: 'What the editor works on: the draft, else the live version' },
    live: { type: ['object', 'null'], additionalProperties: true, description: 'The version on the website; null when not published' },
  },
};

const conflictSchema: JsonSchema = {
  type: 'object',
  properties: { ...(errorResponseSchema.properties as JsonSchema), current: workingCopySchema },
  description: 'EDIT_CONFLICT: the record changed since the given version; `current` is what is saved now',
};

const answer = { type: 'object', properties: { data: workingCopySchema, message } };

const revisionSummary: JsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    action: { type: 'string', enum: ['draft', 'published', 'unpublished', 'restored'] },
    changed: { type: 'array', items: { type: 'string' }, description: 'Fields changed from the revision before' },
    author: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

interface Base {
  /** The route prefix: `/pages/:id`, `/site-settings`, `/menus/:location`. */
  path: string;
  type: string;
  tag: string;
  name: string;
  /** The record id from the request's params. */
  id(params: unknown): string;
  params?: JsonSchema;
  body: JsonSchema;
}

const withVersion = (body: JsonSchema): JsonSchema => ({ ...body, properties: { ...((body.properties as JsonSchema | undefined) ?? {}), version } });

const idParams: JsonSchema = { type: 'object', properties: { id: { type: 'string', pattern: '^[a-f0-9]{24}$' } }, required: ['id'] };

/** Every record that reaches the website: each collection's records, the site settings, each menu. */
const bases = (): Base[] => [
  ...contentTypes
    .filter((t) => t.kind === 'collection')
    .map((t) => ({
      path: `/${t.key}/:id`,
      type: t.key,
      tag: t.key,
      name: t.label.singular.toLowerCase(),
      id: (params: unknown) => (params as { id: string }).id,
      params: idParams,
      body: jsonSchemaOf(recordSchema(t)),
    })),
  {
    path: '/site-settings',
    type: siteSettingsKey,
    tag: 'site settings',
    name: 'site settings',
    id: () => siteSettingsKey,
    body: jsonSchemaOf(recordSchema(siteSettings)),
  },
  {
    path: '/menus/:location',
    type: 'menus',
    tag: 'menus',
    name: 'menu',
    id: (params: unknown) => String((params as { location: string }).location),
    params: { type: 'object', properties: { location: { type: 'string', enum: ['header', 'quicklinks', 'footer'] } }, required: ['location'] },
    body: jsonSchemaOf(menuTreeSchema),
  },
];

/**
 * Drafts, publishing and history of every record that reaches the website:
 * `GET/PUT/DELETE {base}/draft`, `POST {base}/publish`, `POST {base}/unpublish`,
 * `GET {base}/revisions`, `GET {base}/revisions/{revisionId}`, `POST {base}/revisions/{revisionId}/restore`.
 */
export async function publishingRoutes(app: FastifyInstance, options: PublishingRoutesOptions): Promise<void> {
  const { db, config } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  for (const base of bases()) {
    const tags = [base.tag, 'publishing'];
    const params = base.params ? { params: base.params } : {};
    const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 409: conflictSchema };

    app.get(
      `${base.path}/draft`,
      { schema: { tags, summary: `The ${base.name} as an editor opens it: its draft (else the live version), the live version, its state and version`, ...params, response: { 200: answer, 400: errorResponseSchema, 404: errorResponseSchema } } },
      async (request) => ({ data: await workingCopy(db, base.type, base.id(request.params)), message: 'Working copy' }),
    );
    app.put(
      `${base.path}/draft`,
      { schema: { tags, summary: `Save draft: the ${base.name}'s whole body plus version; a published one stays as it is on the website`, ...params, body: withVersion(base.body), response: { 200: answer, ...refusals } } },
      async (request) => ({
        data: await saveDraft(db, base.type, base.id(request.params), request.body, workflowOptions(request, config)),
        message: 'Draft saved',
      }),
    );
    app.delete(
      `${base.path}/draft`,
      {
        schema: {
          tags,
          summary: `Discard the ${base.name}'s draft (?version=); the live version stays and the draft stays in the history`,
          ...params,
          querystring: { type: 'object', properties: { version } },
          response: { 200: answer, ...refusals },
        },
      },
      async (request) => ({
        data: await discardDraft(db, base.type, base.id(request.params), workflowOptions(request, config, request.query)),
        message: 'Draft discarded',
      }),
    );
    app.post(
      `${base.path}/publish`,
      {
        schema: {
          tags,
          summary: `Publish the ${base.name}: the body's fields when sent (the editor's form), else its draft, go on the website`,
          ...params,
          body: withVersion(base.body),
          response: { 200: answer, ...refusals },
        },
      },
      async (request) => ({
        data: await publishRecord(db, base.type, base.id(request.params), request.body, workflowOptions(request, config)),
        message: 'Published',
      }),
    );
    if (base.type !== siteSettingsKey && base.type !== 'menus') {
      app.post(
        `${base.path}/unpublish`,
        { schema: { tags, summary: `Take the ${base.name} off the website: { version }`, ...params, body: { type: 'object', properties: { version } }, response: { 200: answer, ...refusals } } },
        async (request) => ({
          data: await unpublishRecord(db, base.type, base.id(request.params), workflowOptions(request, config)),
          message: 'Unpublished',
        }),
      );
    }
    app.get(
      `${base.path}/revisions`,
      {
        schema: {
          tags,
          summary: `The ${base.name}'s history, newest first: who, when, which fields changed`,
          ...params,
          response: { 200: { type: 'object', properties: { data: { type: 'array', items: revisionSummary }, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const id = base.id(request.params);
        await workingCopy(db, base.type, id);
        const data = await listRevisions(db, base.type, id);
        return { data, message: `${data.length} revisions` };
      },
    );
    const revisionParams = {
      type: 'object',
      properties: { ...((base.params?.properties as JsonSchema | undefined) ?? {}), revisionId: { type: 'string', pattern: '^[a-f0-9]{24}$' } },
      required: [...((base.params?.required as string[] | undefined) ?? []), 'revisionId'],
    };
    app.get(
      `${base.path}/revisions/:revisionId`,
      {
        schema: {
          tags,
          summary: `One revision of the ${base.name}, whole`,
          params: revisionParams,
          response: {
            200: { type: 'object', properties: { data: { ...revisionSummary, properties: { ...(revisionSummary.properties as JsonSchema), data: { type: 'object', additionalProperties: true } } }, message } },
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const id = base.id(request.params);
        await workingCopy(db, base.type, id);
        const { revisionId } = request.params as { revisionId: string };
        return { data: await getRevision(db, base.type, id, revisionId), message: 'Revision' };
      },
    );
    app.post(
      `${base.path}/revisions/:revisionId/restore`,
      {
        schema: {
          tags,
          summary: `Restore a revision of the ${base.name} as its draft (the website is unchanged until published): { version }`,
          params: revisionParams,
          body: { type: 'object', properties: { version } },
          response: { 200: answer, ...refusals },
        },
      },
      async (request) => {
        const { revisionId } = request.params as { revisionId: string };
        return {
          data: await restoreRevision(db, base.type, base.id(request.params), revisionId, workflowOptions(request, config)),
          message: 'Restored as a draft',
        };
      },
    );
  }
}
