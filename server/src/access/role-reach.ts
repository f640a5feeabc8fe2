import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey } from '@hospital/content/registry';
import { roleOf, type Role } from '@hospital/content/roles';
import { readTranslations, translationsKey, type TranslationsInput } from '@hospital/content/i18n/translations';
import { contentTableName, type Db } from '../db/database';
import { ForbiddenError } from '../errors/http-errors';
import { isId } from '../lib/ids';
import { everyChangeReviewed } from '../settings/site-settings-operations';
import type { WorkflowAccess, WorkflowSubject } from './access-types';

/**
 * The reach of the roles whose `content.write` is narrower than everything (content/src/roles.ts
 * `writes`): an author's drafts of their content types, a translator's languages; and an editor's
 * publishing while the site setting "Every change is reviewed" is on. Checked by the guard of roles
 * before a handler runs, so a refusal writes nothing.
 */

export interface ReachStaff {
  id: string;
  role: Role;
  contentTypes: readonly string[];
  languages: readonly string[];
}

export const authorPublishMessage = 'Authors cannot publish. Save a draft and submit it for review.';
export const translatorRecordMessage = "Translators change only translations: open the record, choose your language's tab, save the draft and submit it for review.";
export const everyChangeReviewedMessage = 'Every change is reviewed on this site: submit your change for review; another person publishes it.';

const typeNames = (keys: readonly string[]): string => keys.map((key) => contentTypeByKey(key)?.label.plural ?? key).join(', ');

/** Whether an author may write records of the type: the types given to their account, or every type when none is. */
export const authorWritesType = (staff: Pick<ReachStaff, 'contentTypes'>, typeKey: string): boolean => staff.contentTypes.length === 0 || staff.contentTypes.includes(typeKey);

function assertAuthorType(staff: ReachStaff, typeKey: string): void {
  if (!authorWritesType(staff, typeKey)) {
    const type = contentTypeByKey(typeKey);
    throw new ForbiddenError(`Your account writes ${typeNames(staff.contentTypes)}, not ${type?.label.plural.toLowerCase() ?? typeKey}. Ask an administrator if you need it.`);
  }
}

async function recordStatus(db: Db, type: ContentType, id: string | undefined): Promise<string | undefined> {
  if (id === undefined || !isId(id)) return undefined;
  const row = await db.kysely.selectFrom(contentTableName(type.key)).select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Whether the person created the record (the activity log's entry of its creation). */
async function createdBy(db: Db, typeKey: string, id: string, staffId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('activity_log')
    .select('id')
    .where('action', '=', 'create')
    .where('content_type', '=', typeKey)
    .where('record_id', '=', id)
    .where('actor_id', '=', staffId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A content type's own routes (create, change, delete a record directly). */
export async function assertRecordReach(db: Db, staff: ReachStaff, type: ContentType, request: { method: string; id: string | undefined; body: unknown }): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const writes = roleOf(staff.role).writes;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (writes === 'translations') throw new ForbiddenError(translatorRecordMessage);
  if (writes === 'drafts') {
    assertAuthorType(staff, type.key);
    const status = await recordStatus(db, type, request.id);
    if (request.method === 'DELETE') {
      if (status === undefined) return;
      if (status === 'active' || !(await createdBy(db, type.key, request.id ?? '', staff.id))) throw new ForbiddenError('Authors delete only their own records that are not on the website. Ask an editor.');
      return;
    }
    if (status === 'active') throw new ForbiddenError('This record is published: save a draft and submit it for review instead.');
    if (body.status === undefined || body.status === 'active') throw new ForbiddenError(authorPublishMessage);
    return;
  }
  if (staff.role === 'editor' && (await everyChangeReviewed(db))) {
    if (request.method === 'DELETE') return;
    const status = await recordStatus(db, type, request.id);
    if (status === 'active' || body.status === undefined || body.status === 'active') throw new ForbiddenError(everyChangeReviewedMessage);
  }
}

/** A workflow route (drafts, submit, publish) on a collection's record, a menu or the site settings. */
export async function assertWorkflowRoleReach(db: Db, staff: ReachStaff, subject: WorkflowSubject, workflow: WorkflowAccess, submitterOf: () => Promise<string | null | undefined>): Promise<void> {
  const writes = roleOf(staff.role).writes;
  if (workflow.step === 'read') return;
  if (writes === 'translations') {
    if (workflow.step === 'write' && workflow.translation === true) return;
    throw new ForbiddenError(translatorRecordMessage);
  }
  if (writes === 'drafts') {
    if (workflow.step === 'write') assertAuthorType(staff, subject.type);
    return;
  }
  if (staff.role !== 'editor' || workflow.step !== 'publish' || workflow.publishes === 'nothing') return;
  if (!(await everyChangeReviewed(db))) return;
  if (workflow.publishes === 'submission') {
    const submitter = await submitterOf();
    if (submitter === undefined || submitter !== staff.id) return;
  }
  throw new ForbiddenError(everyChangeReviewedMessage);
}

/**
 * A translator's save of a draft: only the translations of their languages are taken from the
 * body; every other field, and every other language, stays as the record's draft (else its live
 * version) has it. A body that names none of their languages changes nothing.
 */
export function translatorBody(staff: Pick<ReachStaff, 'languages'>, current: Record<string, unknown>, body: unknown): Record<string, unknown> {
  const incoming = ((body ?? {}) as Record<string, unknown>)[translationsKey];
  const given = incoming && typeof incoming === 'object' ? (incoming as TranslationsInput) : {};
  const before = readTranslations(current[translationsKey]);
  const merged: TranslationsInput = Object.fromEntries(Object.entries(before).map(([language, entry]) => [language, { values: entry.values }]));
  for (const language of staff.languages) if (language in given) merged[language] = given[language];
  const version = ((body ?? {}) as Record<string, unknown>).version;
  return { ...current, [translationsKey]: merged, ...(version !== undefined ? { version } : {}) };
}
