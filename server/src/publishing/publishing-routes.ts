// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { isId } from '../lib/ids';
import type { Config } from '../config/config';
import { contentTableName, type Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { documentationOnlyValidator, errorResponseSchema, plainSerializer, type JsonSchema } from '../lib/json-schema';
import { siteSettingsKey } from '../settings/site-settings-operations';
import { scheduleRecord, upcomingChanges, type ScheduleInput } from './scheduling';
import {
  bulkAction,
  bulkActions,
  maxBulkRecords,
  discardDraft,
  publishRecord,
  restoreRevision,
  saveDraft,
  unpublishRecord,
  workingCopy,
  type WorkflowOptions,
} from './publishing-operations';
import { getRevision, listRevisions } from './revisions';
import { createPreviewLink, defaultShareDays, listPreviewLinks, maxShareDays, revokePreviewLink } from './preview';
import { latestSubmission } from './review';
import { reviewSubmissionSchema } from './review-schema';
import { noteActivity } from '../activity/activity-hook';
import { mayReadRecord } from '../access/department-reach';
import type { WorkflowAccess, WorkflowStep } from '../access/access-types';
import type { WorkingCopy } from '@hospital/content/wire/workflow';

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

/** Every type whose records reach the website: each collection, the site settings, the menus. */
export const workflowTypes = (): string[] => [...contentTypes.filter((t) => t.kind === 'collection').map((t) => t.key), siteSettingsKey, 'menus'];

const recordParams = (): JsonSchema => ({
  type: 'object',
  properties: {
    type: { type: 'string', enum: workflowTypes(), description: 'The content type: a collection, site-settings or menus' },
    id: { type: 'string', description: 'The record _id; site-settings for the site settings; header, quicklinks or footer for a menu' },
  },
  required: ['type', 'id'],
});

const anyBody: JsonSchema = {
  type: 'object',
  additionalProperties: true,
  description: "The record's whole body as its type declares it (a collection's fields, the site settings, a menu's { items }), plus version",
  properties: { version },
};

const base = '/workflow/:type/:id';

/**
 * Who may call a workflow route: `permission` for a collection's record, and the subject's own
 * (site settings: administrators; menus: menus.write) checked by the guard of roles, which also
 * keeps a department editor to their departments' records.
 */
export const workflowRoute = (step: WorkflowStep, extra: Omit<WorkflowAccess, 'step'> = {}) =>
  ({
    permission: step === 'read' ? 'content.read' : step === 'write' ? 'content.write' : 'content.publish',
    workflow: { step, ...extra },
  }) as const;

/** The activity log's entry of a workflow step on a record. */
export const noteStep = (request: FastifyRequest, action: string, copy: Pick<WorkingCopy, 'type' | '_id' | 'title'>, summary: (title: string) => string): void =>
  noteActivity(request, { action, contentType: copy.type, recordId: copy._id, recordTitle: copy.title, summary: summary(`"${copy.title}"`) });

/**
 * Drafts, publishing and history of every record that reaches the website, under
 * `/workflow/{type}/{id}`: `GET/PUT/DELETE draft`, `POST publish`, `POST unpublish`,
 * `GET revisions`, `GET revisions/{revisionId}`, `POST revisions/{revisionId}/restore`. One route
 * each for every type (the type is a parameter), so the route table stays small.
 */
export async function publishingRoutes(app: FastifyInstance, options: PublishingRoutesOptions): Promise<void> {
  const { db, config } = options;
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  const tags = ['publishing'];
  const params = { params: recordParams() };
  const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 409: conflictSchema };
  const ref = (request: FastifyRequest) => request.params as { type: string; id: string };

  app.get(
    `${base}/draft`,
    {
      config: workflowRoute('read'),
      schema: {
        tags,
        summary: 'A record as an editor opens it: its draft (else the live version), the live version, its state and version, and its latest submission for review (review: with the comment of one sent back)',
        ...params,
        response: { 200: { type: 'object', properties: { data: workingCopySchema, review: { anyOf: [reviewSubmissionSchema, { type: 'null' }] }, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const data = await workingCopy(db, ref(request).type, ref(request).id);
      return { data, review: await latestSubmission(db, data.type, data._id), message: 'Working copy' };
    },
  );
  app.put(
    `${base}/draft`,
    { config: workflowRoute('write', { recordBody: true }), schema: { tags, summary: "Save draft: the record's whole body plus version; a published record stays as it is on the website", ...params, body: anyBody, response: { 200: answer, ...refusals } } },
    async (request) => {
      const data = await saveDraft(db, ref(request).type, ref(request).id, request.body, workflowOptions(request, config));
      noteStep(request, 'save_draft', data, (title) => `Saved a draft of ${title}`);
      return { data, message: 'Draft saved' };
    },
  );
  app.delete(
    `${base}/draft`,
    {
      config: workflowRoute('write'),
      schema: {
        tags,
        summary: "Discard a record's draft (?version=); the live version stays and the draft stays in the history",
        ...params,
        querystring: { type: 'object', properties: { version } },
        response: { 200: answer, ...refusals },
      },
    },
    async (request) => {
      const data = await discardDraft(db, ref(request).type, ref(request).id, workflowOptions(request, config, request.query));
      noteStep(request, 'discard_draft', data, (title) => `Discarded the draft of ${title}`);
      return { data, message: 'Draft discarded' };
    },
  );
  app.post(
    `${base}/publish`,
    { config: workflowRoute('publish'), schema: { tags, summary: "Publish: the body's fields when sent (the editor's form), else the record's draft, go on the website (a submission waiting for review is closed as published)", ...params, body: anyBody, response: { 200: answer, ...refusals } } },
    async (request) => {
      const data = await publishRecord(db, ref(request).type, ref(request).id, request.body, workflowOptions(request, config));
      noteStep(request, 'publish', data, (title) => `Published ${title}`);
      return { data, message: 'Published' };
    },
  );
  app.post(
    `${base}/unpublish`,
    { config: workflowRoute('publish'), schema: { tags, summary: 'Take a record off the website (not the site settings or a menu): { version }', ...params, body: { type: 'object', properties: { version } }, response: { 200: answer, ...refusals } } },
    async (request) => {
      const data = await unpublishRecord(db, ref(request).type, ref(request).id, workflowOptions(request, config));
      noteStep(request, 'unpublish', data, (title) => `Unpublished ${title}`);
      return { data, message: 'Unpublished' };
    },
  );
  app.get(
    `${base}/revisions`,
    {
      config: workflowRoute('read'),
      schema: {
        tags,
        summary: "A record's history, newest first: who, when, which fields changed",
        ...params,
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: revisionSummary }, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { type, id } = ref(request);
      await workingCopy(db, type, id);
      const data = await listRevisions(db, type, id);
      return { data, message: `${data.length} revisions` };
    },
  );
  const revisionParams = {
    type: 'object',
    properties: { ...(recordParams().properties as JsonSchema), revisionId: { type: 'string', pattern: '^[a-f0-9]{24}$' } },
    required: ['type', 'id', 'revisionId'],
  };
  app.get(
    `${base}/revisions/:revisionId`,
    {
      config: workflowRoute('read'),
      schema: {
        tags,
        summary: 'One revision of a record, whole',
        params: revisionParams,
        response: {
          200: { type: 'object', properties: { data: { ...revisionSummary, properties: { ...(revisionSummary.properties as JsonSchema), data: { type: 'object', additionalProperties: true } } }, message } },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { type, id } = ref(request);
      await workingCopy(db, type, id);
      const { revisionId } = request.params as { revisionId: string };
      return { data: await getRevision(db, type, id, revisionId), message: 'Revision' };
    },
  );
  app.post(
    `${base}/revisions/:revisionId/restore`,
    {
      // A department editor may restore only a version tied to their departments.
      config: workflowRoute('write', {
        recordBodyOf: async (database, request) => {
          const { type, id, revisionId } = request.params as { type: string; id: string; revisionId: string };
          return (await getRevision(database, type, id, revisionId).catch(() => undefined))?.data;
        },
      }),
      schema: {
        tags,
        summary: 'Restore a revision as the draft (the website is unchanged until it is published): { version }',
        params: revisionParams,
        body: { type: 'object', properties: { version } },
        response: { 200: answer, ...refusals },
      },
    },
    async (request) => {
      const { revisionId } = request.params as { revisionId: string };
      const data = await restoreRevision(db, ref(request).type, ref(request).id, revisionId, workflowOptions(request, config));
      noteStep(request, 'restore', data, (title) => `Restored an earlier version of ${title} as its draft`);
      return { data, message: 'Restored as a draft' };
    },
  );
  app.put(
    `${base}/schedule`,
    {
      config: workflowRoute('publish'),
      schema: {
        tags,
        summary: 'Publish at / Unpublish at: date-times with their zone (e.g. 2026-12-01T09:00:00+05:30), null to clear, absent to keep; both later than now, Unpublish at after Publish at',
        ...params,
        body: { type: 'object', properties: { publishAt: nullableTime, unpublishAt: nullableTime, version } },
        response: { 200: answer, ...refusals },
      },
    },
    async (request) => {
      const data = await scheduleRecord(db, ref(request).type, ref(request).id, (request.body ?? {}) as ScheduleInput, workflowOptions(request, config));
      const when = [data.publishAt ? `publish at ${data.publishAt}` : '', data.unpublishAt ? `unpublish at ${data.unpublishAt}` : ''].filter(Boolean).join(', ');
      noteStep(request, 'schedule', data, (title) => (when ? `Scheduled ${title}: ${when}` : `Cleared the schedule of ${title}`));
      return { data, message: 'Schedule saved' };
    },
  );
  app.post(
    '/workflow/:type/bulk',
    {
      config: workflowRoute('publish'),
      schema: {
        tags,
        summary: `Publish, unpublish or delete up to ${maxBulkRecords} records of one collection: { action, ids }; each is done on its own and those refused are listed with the reason`,
        params: { type: 'object', properties: { type: (recordParams().properties as JsonSchema).type }, required: ['type'] },
        body: { type: 'object', properties: { action: { type: 'string', enum: [...bulkActions] }, ids: { type: 'array', items: { type: 'string', pattern: '^[a-f0-9]{24}$' }, maxItems: maxBulkRecords } }, required: ['action', 'ids'] },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'object', properties: { done: { type: 'array', items: { type: 'string' } }, failed: { type: 'array', items: { type: 'object', properties: { _id: { type: 'string' }, message } } } } },
              message,
            },
          },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { type } = request.params as { type: string };
      // The titles before the action: a deleted record has none after.
      const ids = (request.body as { ids?: unknown } | undefined)?.ids;
      const titles = await titlesOf(db, type, Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && isId(id)) : []);
      const data = await bulkAction(db, type, request.body, workflowOptions(request, config, {}));
      const action = (request.body as { action: string }).action;
      const label = contentTypeByKey(type)?.label.singular.toLowerCase() ?? type;
      const verb = action === 'publish' ? 'Published' : action === 'unpublish' ? 'Unpublished' : 'Deleted';
      for (const id of data.done) {
        const title = titles.get(id) ?? id;
        noteActivity(request, { action, contentType: type, recordId: id, recordTitle: title, summary: `${verb} ${label} "${title}" (bulk action)` });
      }
      return { data, message: `${data.done.length} done${data.failed.length ? `, ${data.failed.length} not` : ''}` };
    },
  );
  app.get(
    '/workflow/upcoming',
    {
      config: { permission: 'content.read' },
      schema: {
        tags,
        summary: 'Scheduled publishing and unpublishing, soonest first (at most 20), of the records the caller may open',
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, _id: { type: 'string' }, title: { type: 'string' }, action: { type: 'string', enum: ['publish', 'unpublish'] }, at: { type: 'string', format: 'date-time' } } } },
              message,
            },
          },
        },
      },
    },
    async (request) => {
      // Only what the person may open: a department editor's departments, the settings for administrators.
      const all = await upcomingChanges(db, 200);
      const data: typeof all = [];
      for (const change of all) {
        if (data.length === 20) break;
        if (await mayReadRecord(db, request.admin, { type: change.type, id: change._id })) data.push(change);
      }
      return { data, message: `${data.length} scheduled` };
    },
  );
  const link = { type: 'object', properties: { _id: { type: 'string' }, createdBy: { type: ['string', 'null'] }, createdAt: { type: 'string' }, expiresAt: { type: 'string' }, revokedAt: { type: ['string', 'null'] }, url: { type: 'string', description: 'Only when made: /preview/{token}' } } };
  app.post(
    `${base}/preview-links`,
    {
      config: workflowRoute('write'),
      schema: {
        tags,
        summary: `Share preview: a signed link that shows the record's draft on the website without signing in, for { days } (1–${maxShareDays}, default ${defaultShareDays}); never cached, noindex, revocable`,
        ...params,
        body: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: maxShareDays } } },
        response: { 201: { type: 'object', properties: { data: link, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { days } = (request.body ?? {}) as { days?: unknown };
      const data = await createPreviewLink(db, ref(request).type, ref(request).id, { days, actor: workflowOptions(request, config, {}).actor });
      const copy = await workingCopy(db, ref(request).type, ref(request).id);
      noteStep(request, 'share_preview', copy, (title) => `Shared a preview link of ${title}, until ${data.expiresAt}`);
      return reply.status(201).send({ data, message: 'Preview link made' });
    },
  );
  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: "Preview: an hour-long link for the studio's own Preview button (not listed among the shared links)",
        ...params,
        response: { 201: { type: 'object', properties: { data: link, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
      },
      // Makes a link, changes nothing on the website.
      config: { ...workflowRoute('read'), contentChange: false },
    },
    async (request, reply) => {
      const data = await createPreviewLink(db, ref(request).type, ref(request).id, { studio: true, actor: workflowOptions(request, config, {}).actor });
      noteStep(request, 'preview', await workingCopy(db, ref(request).type, ref(request).id), (title) => `Previewed the draft of ${title}`);
      return reply.status(201).send({ data, message: 'Preview ready' });
    },
  );
  app.get(
    `${base}/preview-links`,
    {
      config: workflowRoute('read'),
      schema: {
        tags,
        summary: "A record's shared preview links, newest first (their addresses are shown only when made)",
        ...params,
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: link }, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const data = await listPreviewLinks(db, ref(request).type, ref(request).id);
      return { data, message: `${data.length} links` };
    },
  );
  app.delete(
    '/workflow/preview-links/:linkId',
    {
      schema: {
        tags,
        summary: 'Revoke a shared preview link: it stops working at once',
        params: { type: 'object', properties: { linkId: { type: 'string', pattern: '^[a-f0-9]{24}$' } }, required: ['linkId'] },
        response: { 200: { type: 'object', properties: { data: link, message } }, 400: errorResponseSchema, 404: errorResponseSchema },
      },
      config: { permission: 'content.write', workflow: { step: 'write', subject: linkSubject }, contentChange: false },
    },
    async (request) => {
      const { linkId } = request.params as { linkId: string };
      const data = await revokePreviewLink(db, linkId);
      const subject = await linkSubject(db, request);
      if (subject) noteStep(request, 'revoke_preview', await workingCopy(db, subject.type, subject.id), (title) => `Revoked a shared preview link of ${title}`);
      return { data, message: 'Preview link revoked' };
    },
  );
}

/** The record a preview link shows, for the guard of roles. */
async function linkSubject(db: Db, request: FastifyRequest): Promise<{ type: string; id: string } | undefined> {
  const { linkId } = request.params as { linkId?: string };
  if (!linkId || !isId(linkId)) return undefined;
  const row = await db.kysely.selectFrom('preview_links').select(['type', 'record_id']).where('id', '=', linkId).executeTakeFirst();
  return row ? { type: row.type, id: row.record_id } : undefined;
}

/** The titles of a collection's records, by id (those that exist). */
async function titlesOf(db: Db, typeKey: string, ids: string[]): Promise<Map<string, string>> {
  const type = contentTypeByKey(typeKey);
  if (!type || type.kind !== 'collection' || ids.length === 0) return new Map();
  const rows = await db.kysely.selectFrom(contentTableName(type.key)).select(['id', 'title']).where('id', 'in', ids.slice(0, maxBulkRecords)).execute();
  return new Map(rows.map((row) => [row.id, String(row.title ?? row.id)]));
}
