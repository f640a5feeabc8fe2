import type { Db } from '../db/database';
import type { ContentRevisionRow } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/http-errors';
import { isId, newId } from '../lib/ids';
import type { Actor } from './publishing-operations';
import type { Fields, Live, Subject } from './subjects';

/**
 * Every save of a record, whole: who, when, what it was (draft, published, unpublished,
 * restored) and which fields it changed from the save before. The newest `revisionsKept` (default
 * 100) are kept per record.
 */

export const defaultRevisionsKept = 100;

export interface RevisionSummary {
  _id: string;
  action: string;
  changed: string[];
  author: string | null;
  createdAt: string;
}

export interface Revision extends RevisionSummary {
  data: Fields;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const summaryOf = (row: ContentRevisionRow): RevisionSummary => ({
  _id: row.id,
  action: row.action,
  changed: parseJson<string[]>(row.changed, []),
  author: row.author_name,
  createdAt: row.created_at,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values differ between two versions, in the order of the newer one. */
export const changedFields = (before: Fields | undefined, after: Fields): string[] => {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before ?? {})])];
  return names.filter((name) => (before ? !same(before[name], after[name]) : !isEmpty(after[name])));
};

export async function recordRevision(
  db: Db,
  subject: Pick<Subject, 'type' | 'id'>,
  action: string,
  data: Fields,
  options: { actor?: Actor | null; revisionsKept?: number },
  now: Date,
): Promise<void> {
  const previous = await db.kysely
    .selectFrom('content_revisions')
    .select(['data', 'created_at'])
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  // Two saves in one millisecond still read in the order they were made.
  const at = previous && previous.created_at >= now.toISOString() ? new Date(new Date(previous.created_at).getTime() + 1) : now;
  await db.kysely
    .insertInto('content_revisions')
    .values({
      id: newId(),
      type: subject.type,
      record_id: subject.id,
      action,
      data: JSON.stringify(data),
      changed: JSON.stringify(changedFields(previous ? parseJson<Fields>(previous.data, {}) : undefined, data)),
      author_id: options.actor?.id ?? null,
      author_name: options.actor?.name ?? null,
      created_at: at.toISOString(),
    })
    .execute();
  const keep = options.revisionsKept ?? defaultRevisionsKept;
  const kept = db.kysely
    .selectFrom('content_revisions')
    .select('id')
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .orderBy('created_at', 'desc')
    .limit(keep);
  // PostgreSQL refuses LIMIT directly inside IN; one more level of select is understood by both.
  await db.kysely
    .deleteFrom('content_revisions')
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .where('id', 'not in', db.kysely.selectFrom(kept.as('kept')).select('kept.id'))
    .execute();
}

/**
 * Keeps a record's state as its first revision when it has none yet: a record written before
 * revisions were kept, or by a path that keeps none (an import, a direct write to the database).
 * Called before a change, so History starts at the version the record had and it can be restored.
 */
export async function keepFirstRevision(db: Db, subject: Pick<Subject, 'type' | 'id'>, live: Live, now: Date): Promise<void> {
  // Defaults nobody saved are no version of the hospital's (and not one that could be restored).
  if (live.saved === false) return;
  const any = await db.kysely
    .selectFrom('content_revisions')
    .select('id')
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await recordRevision(db, subject, live.live ? 'published' : 'draft', live.fields, {}, now);
}

/** The history of one record, newest first. */
export async function listRevisions(db: Db, type: string, id: string): Promise<RevisionSummary[]> {
  const rows = await db.kysely
    .selectFrom('content_revisions')
    .selectAll()
    .where('type', '=', type)
    .where('record_id', '=', id)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(summaryOf);
}

export async function getRevision(db: Db, type: string, id: string, revisionId: string): Promise<Revision> {
  if (!isId(revisionId)) throw new ValidationError(`"${String(revisionId).slice(0, 64)}" is not a valid revision id.`);
  const row = await db.kysely
    .selectFrom('content_revisions')
    .selectAll()
    .where('type', '=', type)
    .where('record_id', '=', id)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No revision ${revisionId} of this record.`);
  return { ...summaryOf(row), data: parseJson<Fields>(row.data, {}) };
}
