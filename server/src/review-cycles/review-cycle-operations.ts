import { z } from 'zod';
import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { roleOf, type Role } from '@hospital/content/roles';
import type { Db } from '../db/database';
import { tableOf } from '../content/content-storage';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors/http-errors';
import { idParam } from '../lib/route-schemas';
import { parseInput } from '../lib/parse-input';
import type { ReviewItem, ReviewOwner as Owner } from '@hospital/content/wire/link-review';

/**
 * Review cycles (issue 34): each published record of a type that declares `reviewIntervalDays`
 * falls due for review that many days after it was last reviewed or published. A record has an
 * owner (an account or a department); "Mark reviewed" records who and when in `record_reviews`,
 * beside the record, so the content, its version and its history are untouched.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** The types with a review cycle, in the navigation's order. */
export const reviewedTypes = (): ContentType[] => contentTypes.filter((t) => t.kind === 'collection' && t.reviewIntervalDays !== undefined);

export const reviewedTypeKeys = (): string[] => reviewedTypes().map((t) => t.key);

export type { Owner, ReviewItem };

export interface ReviewReader {
  role: Role;
  departmentIds: readonly string[];
}

export const reviewQuerySchema = z.strictObject({
  type: z
    .string()
    .refine((v) => reviewedTypeKeys().includes(v), { error: () => `type must be one of: ${reviewedTypeKeys().join(', ')}.` })
    .optional(),
  owner: idParam('account').optional(),
  department: idParam('department').optional(),
});
export type ReviewQuery = z.input<typeof reviewQuerySchema>;

const latest = (...dates: (string | null | undefined)[]): string =>
  dates.filter((d): d is string => typeof d === 'string' && d !== '').reduce((a, b) => (a > b ? a : b), '1970-01-01T00:00:00.000Z');

/** Department titles by id, and account names by id, for the owners shown. */
async function names(db: Db, departmentIds: readonly string[], accountIds: readonly string[]): Promise<{ departments: Map<string, string>; accounts: Map<string, string> }> {
  const departmentType = contentTypeByKey('expert-categories');
  const departments = new Map<string, string>();
  if (departmentType && departmentIds.length > 0) {
    for (const row of await db.kysely.selectFrom(tableOf(departmentType)).select(['id', 'title']).where('id', 'in', [...departmentIds]).execute()) departments.set(row.id, row.title);
  }
  const accounts = new Map<string, string>();
  if (accountIds.length > 0) for (const row of await db.kysely.selectFrom('admins').select(['id', 'name']).where('id', 'in', [...accountIds]).execute()) accounts.set(row.id, row.name);
  return { departments, accounts };
}

/** The departments each record of a type is tied to (its own id for the departments). */
async function departmentsOf(db: Db, type: ContentType): Promise<Map<string, string[]>> {
  const scope = type.departmentScope;
  const tied = new Map<string, string[]>();
  if (!scope || scope === 'self') return tied;
  const rows = await db.kysely.selectFrom('content_relations').select(['from_id', 'to_id']).where('from_type', '=', type.key).where('field', '=', scope.field).orderBy('position').execute();
  for (const row of rows) tied.set(row.from_id, [...(tied.get(row.from_id) ?? []), row.to_id]);
  return tied;
}

/**
 * Every published record of the reviewed types with its due date, as the reader may see them: a
 * department editor only their departments' records and those their departments own.
 */
async function reviewItems(db: Db, reader: ReviewReader | undefined, query: ReviewQuery, now: Date): Promise<ReviewItem[]> {
  const types = reviewedTypes().filter((t) => !query.type || t.key === query.type);
  const scoped = reader !== undefined && roleOf(reader.role).scope === 'departments';
  const items: (Omit<ReviewItem, 'owner' | 'departments'> & { ownerAdmin: string | null; ownerDepartment: string | null; departmentIds: string[] })[] = [];
  for (const type of types) {
    const rows = await db.kysely.selectFrom(tableOf(type)).select(['id', 'title', 'created_at']).where('status', '=', 'active').execute();
    if (rows.length === 0) continue;
    const states = new Map(
      (await db.kysely.selectFrom('content_state').select(['record_id', 'published_at']).where('type', '=', type.key).execute()).map((r) => [r.record_id, r.published_at]),
    );
    const reviews = new Map((await db.kysely.selectFrom('record_reviews').selectAll().where('type', '=', type.key).execute()).map((r) => [r.record_id, r]));
    const tied = await departmentsOf(db, type);
    const interval = (type.reviewIntervalDays ?? 0) * dayMs;
    for (const row of rows) {
      const review = reviews.get(row.id);
      const departmentIds = type.departmentScope === 'self' ? [row.id] : (tied.get(row.id) ?? []);
      const ownerDepartment = review?.owner_department_id ?? null;
      if (scoped && !departmentIds.some((d) => reader.departmentIds.includes(d)) && !(ownerDepartment && reader.departmentIds.includes(ownerDepartment))) continue;
      if (query.owner && review?.owner_admin_id !== query.owner) continue;
      if (query.department && ownerDepartment !== query.department && !departmentIds.includes(query.department)) continue;
      const publishedAt = states.get(row.id) ?? null;
      const due = new Date(new Date(latest(review?.reviewed_at, publishedAt, row.created_at)).getTime() + interval);
      items.push({
        type: type.key,
        typeLabel: type.label.singular,
        _id: row.id,
        title: row.title,
        dueAt: due.toISOString(),
        overdueDays: Math.floor((now.getTime() - due.getTime()) / dayMs),
        lastReviewedAt: review?.reviewed_at ?? null,
        lastReviewedBy: review?.reviewed_by_name ?? null,
        publishedAt,
        ownerAdmin: review?.owner_admin_id ?? null,
        ownerDepartment,
        departmentIds,
      });
    }
  }
  const named = await names(db, [...new Set(items.flatMap((i) => [...i.departmentIds, ...(i.ownerDepartment ? [i.ownerDepartment] : [])]))], [...new Set(items.flatMap((i) => (i.ownerAdmin ? [i.ownerAdmin] : [])))]);
  return items
    .map(({ ownerAdmin, ownerDepartment, departmentIds, ...item }) => ({
      ...item,
      owner: ownerAdmin
        ? { kind: 'account' as const, _id: ownerAdmin, name: named.accounts.get(ownerAdmin) ?? 'A removed account' }
        : ownerDepartment
          ? { kind: 'department' as const, _id: ownerDepartment, name: named.departments.get(ownerDepartment) ?? 'A removed department' }
          : null,
      departments: departmentIds.map((id) => ({ _id: id, title: named.departments.get(id) ?? '' })).filter((d) => d.title !== ''),
    }))
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.title.localeCompare(b.title));
}

/** The Due for review queue: records due by `now`, most overdue first. */
export async function dueForReview(db: Db, reader: ReviewReader | undefined, input: unknown, now = new Date()): Promise<ReviewItem[]> {
  const query = parseInput(reviewQuerySchema, input ?? {});
  return (await reviewItems(db, reader, query, now)).filter((item) => item.dueAt <= now.toISOString());
}

/** How many records are due, for the dashboard. */
export async function dueCount(db: Db, reader: ReviewReader | undefined, now = new Date()): Promise<number> {
  return (await dueForReview(db, reader, {}, now)).length;
}

/** A record of a reviewed type that exists, else 404; a department editor reaches only theirs (403). */
async function reviewedRecord(db: Db, reader: ReviewReader | undefined, typeKey: string, id: string): Promise<{ type: ContentType; title: string }> {
  const type = contentTypeByKey(typeKey);
  if (!type || type.reviewIntervalDays === undefined || type.kind !== 'collection') throw new NotFoundError(`${typeKey} has no review cycle.`);
  const row = await db.kysely.selectFrom(tableOf(type)).select(['id', 'title']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(`This ${type.label.singular.toLowerCase()} does not exist (it may have been deleted).`);
  if (reader && roleOf(reader.role).scope === 'departments') {
    const review = await db.kysely.selectFrom('record_reviews').select('owner_department_id').where('type', '=', type.key).where('record_id', '=', id).executeTakeFirst();
    const tied = type.departmentScope === 'self' ? [id] : ((await departmentsOf(db, type)).get(id) ?? []);
    const owned = review?.owner_department_id ? [review.owner_department_id] : [];
    if (![...tied, ...owned].some((d) => reader.departmentIds.includes(d))) throw new ForbiddenError('This record is not tied to your departments: a department editor may review only those.');
  }
  return { type, title: row.title };
}

export interface Reviewer {
  id: string | null;
  name: string;
}

/** Mark reviewed: who and when, nothing else; answers the record's title for the log. */
export async function markReviewed(db: Db, reader: ReviewReader | undefined, typeKey: string, id: string, by: Reviewer, now = new Date()): Promise<{ title: string; reviewedAt: string }> {
  const { type, title } = await reviewedRecord(db, reader, typeKey, id);
  const reviewedAt = now.toISOString();
  await db.kysely
    .insertInto('record_reviews')
    .values({ type: type.key, record_id: id, owner_admin_id: null, owner_department_id: null, reviewed_at: reviewedAt, reviewed_by_id: by.id, reviewed_by_name: by.name })
    .onConflict((oc) => oc.columns(['type', 'record_id']).doUpdateSet({ reviewed_at: reviewedAt, reviewed_by_id: by.id, reviewed_by_name: by.name }))
    .execute();
  return { title, reviewedAt };
}

export const ownerInputSchema = z
  .strictObject({ account: idParam('account').nullable().optional(), department: idParam('department').nullable().optional() })
  .refine((v) => !(v.account && v.department), { error: 'Choose an account or a department as the owner, not both.' });
export type OwnerInput = z.input<typeof ownerInputSchema>;

/** Sets (or clears, with neither) a record's owner; answers the owner as shown. */
export async function setOwner(db: Db, reader: ReviewReader | undefined, typeKey: string, id: string, input: unknown): Promise<{ title: string; owner: Owner | null }> {
  const { account, department } = parseInput(ownerInputSchema, input ?? {});
  const { type, title } = await reviewedRecord(db, reader, typeKey, id);
  let owner: Owner | null = null;
  if (account) {
    const row = await db.kysely.selectFrom('admins').select(['id', 'name', 'disabled_at']).where('id', '=', account).executeTakeFirst();
    if (!row || row.disabled_at) throw new ValidationError('Please correct the highlighted fields.', { account: 'No active account has this id.' });
    owner = { kind: 'account', _id: row.id, name: row.name };
  } else if (department) {
    const departmentType = contentTypeByKey('expert-categories');
    const row = departmentType ? await db.kysely.selectFrom(tableOf(departmentType)).select(['id', 'title']).where('id', '=', department).executeTakeFirst() : undefined;
    if (!row) throw new ValidationError('Please correct the highlighted fields.', { department: 'No department has this id.' });
    if (reader && roleOf(reader.role).scope === 'departments' && !reader.departmentIds.includes(row.id)) throw new ForbiddenError('A department editor may give a record only to one of their own departments.');
    owner = { kind: 'department', _id: row.id, name: row.title };
  }
  const values = { owner_admin_id: owner?.kind === 'account' ? owner._id : null, owner_department_id: owner?.kind === 'department' ? owner._id : null };
  await db.kysely
    .insertInto('record_reviews')
    .values({ type: type.key, record_id: id, ...values, reviewed_at: null, reviewed_by_id: null, reviewed_by_name: null })
    .onConflict((oc) => oc.columns(['type', 'record_id']).doUpdateSet(values))
    .execute();
  return { title, owner };
}
