import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import type { Config } from '../config/config';
import { contentTableName, type Db } from '../db/database';
import { errorResponseSchema, idParam, refusals } from '../lib/route-schemas';
import { NotFoundError } from '../errors/http-errors';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { workflowStateShape } from '../content/record-schemas';
import { siteSettingsKey } from '../settings/site-settings-operations';
import { scheduleInputSchema, scheduleRecord, upcomingChanges } from './scheduling';
import {
  bulkAction,
  bulkInputSchema,
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
import { createPreviewLink, defaultShareDays, listPreviewLinks, maxShareDays, revokePreviewLink, shareDaysSchema, studioPreviewAddress } from './preview';
import { latestSubmission } from './review';
import { reviewSubmissionSchema } from './review-schema';
import { noteActivity } from '../activity/activity-hook';
import { mayReadRecord } from '../access/department-reach';
import { bearerToken } from '../auth/auth-hook';
import { studioPreviewCookie } from '../lib/studio-cookie';
import type { WorkflowAccess, WorkflowStep } from '../access/access-types';
import type { PreviewLink, WorkingCopy } from '@hospital/content/wire/workflow';

export interface PublishingRoutesOptions {
  config: Config;
  db: Db;
}

/** The version a save was opened at: a whole number in a body, or its digits in a query. */
const version = z
  .union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,9}$/).transform(Number)], { error: 'version must be a whole number.' })
  .optional()
  .describe('The version the record was opened at (a whole number); a save over a newer one answers 409 EDIT_CONFLICT');
const versionSchema = z.looseObject({ version });

/** The version the caller opened, from the body or the query: a whole number when given. */
export const versionOf = (source: unknown): number | undefined =>
  source !== null && typeof source === 'object' ? parseInput(versionSchema, source, 'version must be the whole number the record was opened at.').version : undefined;

/** Who is saving, when, and over which version. */
export const workflowOptions = (request: FastifyRequest, config: Config, source: unknown = request.body): WorkflowOptions => ({
  actor: { id: request.admin.id, name: request.admin.name },
  version: versionOf(source),
  revisionsKept: config.revisionsKept,
});

const message = z.string();

export const workingCopySchema = z.object({
  type: z.string(),
  _id: z.string(),
  title: z.string(),
  ...workflowStateShape,
  fields: z.record(z.string(), z.unknown()).describe('What the editor works on: the draft, else the live version'),
  live: z.record(z.string(), z.unknown()).nullable().describe('The version on the website; null when not published'),
}) satisfies z.ZodType<WorkingCopy>;

const conflictSchema = errorResponseSchema
  .extend({ current: z.record(z.string(), z.unknown()).optional() })
  .describe('EDIT_CONFLICT: the record changed since the given version; `current` is what is saved now');

const answer = z.object({ data: workingCopySchema, message });

const revisionSummary = z.object({
  _id: z.string(),
  action: z.enum(['draft', 'published', 'unpublished', 'restored']),
  changed: z.array(z.string()).describe('Fields changed from the revision before'),
  author: z.string().nullable(),
  createdAt: z.string(),
});

/** Every type whose records reach the website: each collection, the site settings, the menus. */
export const workflowTypes = (): string[] => [...contentTypes.filter((t) => t.kind === 'collection').map((t) => t.key), siteSettingsKey, 'menus'];

/** A workflow route's record: the type and id are checked by the operations (404 for a type the workflow does not keep). */
const typeParam = z.string().describe(`The content type: a collection, site-settings or menus (${workflowTypes().join(', ')})`);
const recordParams = z.object({
  type: typeParam,
  id: z.string().describe('The record _id; site-settings for the site settings; header, quicklinks or footer for a menu'),
});

/** A whole record body as its type declares it (checked by the operation with the type's shared schema), plus version. */
const recordBody = z
  .looseObject({ version })
  .describe("The record's whole body as its type declares it (a collection's fields, the site settings, a menu's { items }), plus version");
/** A body that carries only the version the caller opened. */
export const versionBody = z.object({ version }).optional();

const base = '/workflow/:type/:id';

/** The fields a save of the route's record starts from (its draft, else its live version); undefined for a record that does not exist. */
const currentFields = async (db: Db, request: FastifyRequest): Promise<Record<string, unknown> | undefined> => {
  const { type, id } = recordParams.parse(request.params);
  try {
    return (await workingCopy(db, type, id)).fields;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
};

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
export async function publishingRoutes(fastify: FastifyInstance, options: PublishingRoutesOptions): Promise<void> {
  const { db, config } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['publishing'];
  const params = { params: recordParams };
  const saveRefusals = { ...refusals(400, 404), 409: conflictSchema };

  app.get(
    `${base}/draft`,
    {
      config: workflowRoute('read'),
      schema: {
        tags,
        summary: 'A record as an editor opens it: its draft (else the live version), the live version, its state and version, and its latest submission for review (review: with the comment of one sent back)',
        ...params,
        response: { 200: z.object({ data: workingCopySchema, review: reviewSubmissionSchema.nullable(), message }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const data = await workingCopy(db, request.params.type, request.params.id);
      return { data, review: await latestSubmission(db, data.type, data._id), message: 'Working copy' };
    },
  );
  app.put(
    `${base}/draft`,
    { config: workflowRoute('write', { recordBody: true, translation: true, currentBody: currentFields }), schema: { tags, summary: "Save draft: the record's whole body plus version; a published record stays as it is on the website", ...params, body: recordBody, response: { 200: answer, ...saveRefusals } } },
    async (request) => {
      const data = await saveDraft(db, request.params.type, request.params.id, request.body, workflowOptions(request, config));
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
        querystring: z.object({ version }),
        response: { 200: answer, ...saveRefusals },
      },
    },
    async (request) => {
      const data = await discardDraft(db, request.params.type, request.params.id, workflowOptions(request, config, request.query));
      noteStep(request, 'discard_draft', data, (title) => `Discarded the draft of ${title}`);
      return { data, message: 'Draft discarded' };
    },
  );
  app.post(
    `${base}/publish`,
    { config: workflowRoute('publish'), schema: { tags, summary: "Publish: the body's fields when sent (the editor's form), else the record's draft, go on the website (a submission waiting for review is closed as published)", ...params, body: recordBody.optional(), response: { 200: answer, ...saveRefusals } } },
    async (request) => {
      const data = await publishRecord(db, request.params.type, request.params.id, request.body, workflowOptions(request, config));
      noteStep(request, 'publish', data, (title) => `Published ${title}`);
      return { data, message: 'Published' };
    },
  );
  app.post(
    `${base}/unpublish`,
    { config: workflowRoute('publish', { publishes: 'nothing' }), schema: { tags, summary: 'Take a record off the website (not the site settings or a menu): { version }', ...params, body: versionBody, response: { 200: answer, ...saveRefusals } } },
    async (request) => {
      const data = await unpublishRecord(db, request.params.type, request.params.id, workflowOptions(request, config));
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
        response: { 200: z.object({ data: z.array(revisionSummary), message }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      await workingCopy(db, type, id);
      const data = await listRevisions(db, type, id);
      return { data, message: `${data.length} revisions` };
    },
  );
  const revisionParams = recordParams.extend({ revisionId: idParam('revision') });
  app.get(
    `${base}/revisions/:revisionId`,
    {
      config: workflowRoute('read'),
      schema: {
        tags,
        summary: 'One revision of a record, whole',
        params: revisionParams,
        response: { 200: z.object({ data: revisionSummary.extend({ data: z.record(z.string(), z.unknown()) }), message }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const { type, id, revisionId } = request.params;
      await workingCopy(db, type, id);
      return { data: await getRevision(db, type, id, revisionId), message: 'Revision' };
    },
  );
  app.post(
    `${base}/revisions/:revisionId/restore`,
    {
      // A department editor may restore only a version tied to their departments.
      config: workflowRoute('write', {
        recordBodyOf: async (database, request) => {
          const { type, id, revisionId } = revisionParams.parse(request.params);
          return (await getRevision(database, type, id, revisionId).catch(() => undefined))?.data;
        },
      }),
      schema: {
        tags,
        summary: 'Restore a revision as the draft (the website is unchanged until it is published): { version }',
        params: revisionParams,
        body: versionBody,
        response: { 200: answer, ...saveRefusals },
      },
    },
    async (request) => {
      const { type, id, revisionId } = request.params;
      const data = await restoreRevision(db, type, id, revisionId, workflowOptions(request, config));
      noteStep(request, 'restore', data, (title) => `Restored an earlier version of ${title} as its draft`);
      return { data, message: 'Restored as a draft' };
    },
  );
  app.put(
    `${base}/schedule`,
    {
      config: { ...workflowRoute('publish'), invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: 'Publish at / Unpublish at: date-times with their zone (e.g. 2026-12-01T09:00:00+05:30), null to clear, absent to keep; both later than now, Unpublish at after Publish at',
        ...params,
        // The order of the times and that they are later than now are checked by the operation.
        body: scheduleInputSchema.extend({ version }).optional(),
        response: { 200: answer, ...saveRefusals },
      },
    },
    async (request) => {
      const data = await scheduleRecord(db, request.params.type, request.params.id, request.body ?? {}, workflowOptions(request, config));
      const when = [data.publishAt ? `publish at ${data.publishAt}` : '', data.unpublishAt ? `unpublish at ${data.unpublishAt}` : ''].filter(Boolean).join(', ');
      noteStep(request, 'schedule', data, (title) => (when ? `Scheduled ${title}: ${when}` : `Cleared the schedule of ${title}`));
      return { data, message: 'Schedule saved' };
    },
  );
  app.post(
    '/workflow/:type/bulk',
    {
      config: { ...workflowRoute('publish'), invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: `Publish, unpublish or delete up to ${maxBulkRecords} records of one collection: { action, ids }; each is done on its own and those refused are listed with the reason`,
        params: z.object({ type: typeParam }),
        body: bulkInputSchema,
        response: {
          200: z.object({ data: z.object({ done: z.array(z.string()), failed: z.array(z.object({ _id: z.string(), message })) }), message }),
          ...refusals(400, 404),
        },
      },
    },
    async (request) => {
      const { type } = request.params;
      // The titles before the action: a deleted record has none after.
      const { action, ids } = request.body;
      const titles = await titlesOf(db, type, ids);
      const data = await bulkAction(db, type, request.body, workflowOptions(request, config, {}));
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
          200: z.object({ data: z.array(z.object({ type: z.string(), _id: z.string(), title: z.string(), action: z.enum(['publish', 'unpublish']), at: z.string() })), message }),
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
  const link = z.object({
    _id: z.string(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    url: z.string().optional().describe('Only when made: /preview/{token}'),
  }) satisfies z.ZodType<PreviewLink>;
  app.post(
    `${base}/preview-links`,
    {
      config: { ...workflowRoute('write'), invalidBodyMessage: firstFieldMessage },
      schema: {
        tags,
        summary: `Share preview: a signed link that shows the record's draft on the website without signing in, for { days } (1–${maxShareDays}, default ${defaultShareDays}); never cached, noindex, revocable`,
        ...params,
        body: z.object({ days: shareDaysSchema }).optional(),
        response: { 201: z.object({ data: link, message }), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const data = await createPreviewLink(db, type, id, { days: request.body?.days, actor: workflowOptions(request, config, {}).actor });
      const copy = await workingCopy(db, type, id);
      noteStep(request, 'share_preview', copy, (title) => `Shared a preview link of ${title}, until ${data.expiresAt}`);
      return reply.status(201).send({ data, message: 'Preview link made' });
    },
  );
  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary:
          "Preview: the address of the record's page with its draft ({ url }, with ?studio-preview=), in { language } when given (one of the site's: /hi/…), which opens only for this signed-in session; the answer sets the studio_preview cookie (HttpOnly, SameSite=Strict) that carries the session to it. No link is made: a preview for someone signed out is a Share preview",
        ...params,
        body: z.object({ language: z.string().max(20).optional().describe("The language being edited: the preview opens the page in it (absent: the default)") }).optional(),
        response: { 201: z.object({ data: z.object({ url: z.string() }), message }), ...refusals(400, 404) },
      },
      // Makes no link, changes nothing on the website.
      config: { ...workflowRoute('read'), contentChange: false },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const url = await studioPreviewAddress(db, type, id, request.body?.language);
      const token = bearerToken(request);
      if (token) reply.header('set-cookie', studioPreviewCookie(token, request.protocol === 'https'));
      noteStep(request, 'preview', await workingCopy(db, type, id), (title) => `Previewed the draft of ${title}`);
      return reply.status(201).send({ data: { url }, message: 'Preview ready' });
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
        response: { 200: z.object({ data: z.array(link), message }), ...refusals(400, 404) },
      },
    },
    async (request) => {
      const data = await listPreviewLinks(db, request.params.type, request.params.id);
      return { data, message: `${data.length} links` };
    },
  );
  app.delete(
    '/workflow/preview-links/:linkId',
    {
      schema: {
        tags,
        summary: 'Revoke a shared preview link: it stops working at once',
        params: linkParams,
        response: { 200: z.object({ data: link, message }), ...refusals(400, 404) },
      },
      config: { permission: 'content.write', workflow: { step: 'write', subject: linkSubject }, contentChange: false },
    },
    async (request) => {
      const { linkId } = request.params;
      const data = await revokePreviewLink(db, linkId);
      const subject = await linkSubject(db, request);
      if (subject) noteStep(request, 'revoke_preview', await workingCopy(db, subject.type, subject.id), (title) => `Revoked a shared preview link of ${title}`);
      return { data, message: 'Preview link revoked' };
    },
  );
}

/** The record a preview link shows, for the guard of roles. */
const linkParams = z.object({ linkId: idParam('link') });

async function linkSubject(db: Db, request: FastifyRequest): Promise<{ type: string; id: string } | undefined> {
  const { linkId } = linkParams.parse(request.params);
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
