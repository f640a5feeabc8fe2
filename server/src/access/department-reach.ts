import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey } from '@hospital/content/registry';
import { can, roleOf, type Role } from '@hospital/content/roles';
import type { WorkflowStep, WorkflowSubject } from './access-types';
import { workflowPermission } from './workflow-access';
import { ForbiddenError, OutOfReachError } from '../errors/http-errors';
import { isId } from '../lib/ids';
import { contentTableName, type Db } from '../db/database';

/**
 * A department editor's reach: the records tied to their departments (a doctor in them, the
 * department itself, a page, event, camp or blog post tagged with them), as `content/` declares
 * per type. Outside it they may read the types that are no one department's (for pickers), and
 * write nothing.
 */

export interface DepartmentStaff {
  departmentIds: readonly string[];
}

/** The filter of a department editor's lists: the field that ties a record, and their departments. */
export interface DepartmentFilter {
  /** The relation field that ties a record to departments, or `self` for the departments. */
  field: string;
  departmentIds: readonly string[];
}

export const departmentFilterFor = (type: ContentType, staff: DepartmentStaff): DepartmentFilter | undefined => {
  const scope = type.departmentScope;
  if (!scope) return undefined;
  return { field: scope === 'self' ? 'self' : scope.field, departmentIds: staff.departmentIds };
};

const relationIds = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Whether the stored record is tied to one of the departments. */
export async function isTiedToDepartments(db: Db, type: ContentType, id: string, departmentIds: readonly string[]): Promise<boolean> {
  const scope = type.departmentScope;
  if (!scope || departmentIds.length === 0) return false;
  if (scope === 'self') return departmentIds.includes(id);
  const row = await db.kysely
    .selectFrom('content_relations')
    .select('to_id')
    .where('from_type', '=', type.key)
    .where('from_id', '=', id)
    .where('field', '=', scope.field)
    .where('to_id', 'in', [...departmentIds])
    .executeTakeFirst();
  return row !== undefined;
}

async function recordStatus(db: Db, type: ContentType, id: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom(contentTableName(type.key)).select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

export const outsideDepartmentsMessage = 'This record is not tied to your departments: a department editor may open and edit only those.';
export const publishedMessage = 'Department editors cannot publish. Save a draft and submit it for review.';

/**
 * Refuses (403) what a department editor may not do on a route of a content type: before the
 * handler runs, so nothing is written. A record that does not exist is left to the handler's 404.
 */
export async function assertDepartmentReach(
  db: Db,
  staff: DepartmentStaff,
  type: ContentType,
  request: { method: string; id: string | undefined; body: unknown },
): Promise<void> {
  const write = request.method !== 'GET' && request.method !== 'HEAD';
  const scope = type.departmentScope;
  if (!scope) {
    if (write) throw new ForbiddenError(`Department editors may not change ${type.label.plural.toLowerCase()}.`);
    return;
  }
  const id = request.id !== undefined && isId(request.id) ? request.id : undefined;
  const status = id ? await recordStatus(db, type, id) : undefined;
  if (id && status !== undefined && !(await isTiedToDepartments(db, type, id, staff.departmentIds))) throw new OutOfReachError(outsideDepartmentsMessage);
  if (!write) return;
  if (request.method === 'DELETE') throw new ForbiddenError('Department editors cannot delete records. Ask an editor.');
  if (status === 'active') throw new ForbiddenError('This record is published: submit your changes for review instead.');
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body.status === undefined || body.status === 'active') throw new ForbiddenError(publishedMessage);
  if (scope === 'self') {
    if (!id) throw new ForbiddenError('Department editors cannot add departments.');
    return;
  }
  const tags = relationIds(body[scope.field]);
  if (!tags.some((tag) => staff.departmentIds.includes(tag))) {
    const field = type.fields.find((f) => f.name === scope.field);
    throw new ForbiddenError(`Keep it tied to one of your departments (${field?.label ?? scope.field}).`);
  }
  await assertOtherDepartmentsKept(db, staff, type, scope.field, id, tags);
}

/** The department tags a record has now: its waiting draft's, else the stored record's. */
async function currentTags(db: Db, type: ContentType, field: string, id: string): Promise<string[]> {
  const state = await db.kysely.selectFrom('content_state').select('draft').where('type', '=', type.key).where('record_id', '=', id).executeTakeFirst();
  if (state?.draft) {
    try {
      const draft = JSON.parse(state.draft) as Record<string, unknown>;
      return relationIds(draft[field]);
    } catch {
      // An unreadable draft is the stored record's, as the workflow reads it.
    }
  }
  const rows = await db.kysely
    .selectFrom('content_relations')
    .select('to_id')
    .where('from_type', '=', type.key)
    .where('from_id', '=', id)
    .where('field', '=', field)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.to_id);
}

/**
 * A department editor changes only their own departments' tags: a doctor who is also in another
 * department keeps it (they may not take the doctor from it, nor put one in it), so 403 naming it.
 */
async function assertOtherDepartmentsKept(db: Db, staff: DepartmentStaff, type: ContentType, field: string, id: string | undefined, tags: readonly string[]): Promise<void> {
  const others = (list: readonly string[]) => new Set(list.filter((tag) => !staff.departmentIds.includes(tag)));
  const before = others(id ? await currentTags(db, type, field, id) : []);
  const after = others(tags);
  const changed = [...[...before].filter((tag) => !after.has(tag)), ...[...after].filter((tag) => !before.has(tag))];
  if (changed.length === 0) return;
  const relation = type.fields.find((f) => f.name === field);
  const target = relation?.type === 'relation' ? contentTypeByKey(relation.to) : undefined;
  const names = target
    ? (await db.kysely.selectFrom(contentTableName(target.key)).select(['id', 'title']).where('id', 'in', changed).execute()).map((row) => row.title)
    : [];
  const named = names.length > 0 ? names.map((name) => `"${name}"`).join(', ') : 'departments that are not yours';
  throw new ForbiddenError(`Only an editor can add or remove ${named}: ${names.length === 1 ? 'it is' : 'they are'} not one of your departments (${relation?.label ?? field}).`);
}

/**
 * Refuses (403) what a department editor may not do through a workflow route, before the handler:
 * they read, draft, restore, preview and submit their departments' records; a draft they save
 * stays tied to one of their departments; publishing is not theirs (their role lacks it). The site
 * settings and menus are guarded by permission; an unknown type or record is the handler's 404.
 */
export async function assertWorkflowReach(
  db: Db,
  staff: DepartmentStaff,
  subject: WorkflowSubject,
  request: { step: WorkflowStep; body: unknown },
): Promise<void> {
  const type = contentTypeByKey(subject.type);
  if (!type || type.kind !== 'collection') return;
  const scope = type.departmentScope;
  if (!scope) {
    if (request.step !== 'read') throw new ForbiddenError(`Department editors may not change ${type.label.plural.toLowerCase()}.`);
    return;
  }
  if (request.step === 'publish') throw new ForbiddenError(publishedMessage);
  if (subject.id === undefined || !isId(subject.id)) return;
  if ((await recordStatus(db, type, subject.id)) === undefined) return;
  if (!(await isTiedToDepartments(db, type, subject.id, staff.departmentIds))) throw new OutOfReachError(outsideDepartmentsMessage);
  if (request.body === undefined || scope === 'self') return;
  const tags = relationIds(((request.body ?? {}) as Record<string, unknown>)[scope.field]);
  if (!tags.some((tag) => staff.departmentIds.includes(tag))) {
    const field = type.fields.find((f) => f.name === scope.field);
    throw new ForbiddenError(`Keep it tied to one of your departments (${field?.label ?? scope.field}).`);
  }
  await assertOtherDepartmentsKept(db, staff, type, scope.field, subject.id, tags);
}

/**
 * Whether a person may read a workflow record in a list that spans types (what is scheduled): their
 * role's permission for the subject, and for a department editor a record tied to their departments.
 */
export async function mayReadRecord(db: Db, staff: DepartmentStaff & { role: Role }, subject: { type: string; id: string }): Promise<boolean> {
  if (!can(staff.role, workflowPermission(subject.type, 'read'))) return false;
  if (roleOf(staff.role).scope !== 'departments') return true;
  const type = contentTypeByKey(subject.type);
  if (!type || type.kind !== 'collection' || !type.departmentScope) return true;
  return isTiedToDepartments(db, type, subject.id, staff.departmentIds);
}
