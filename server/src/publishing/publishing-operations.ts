import type { Db } from '../db/database';
import type { ContentStateRow } from '../db/schema';
import { contentTypeByKey } from '@hospital/content/registry';
import { formatHospitalTime } from '@hospital/content/hospital-time';
import { deleteRecord } from '../content/content-operations';
import { EditConflictError, HttpError, NotFoundError, ValidationError } from '../errors/http-errors';
import { z } from 'zod';
import { isId } from '../lib/ids';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import { closeSubmissions, forgetSubmissions } from './review';
import { isTranslated } from '../content/record-translations';
import { requestTranslations } from '../notifications/notification-operations';
import { getRevision, keepFirstRevision, recordRevision } from './revisions';
import { subjectOf, type Fields, type Live, type Subject } from './subjects';
import type { WorkflowState, WorkingCopy } from '@hospital/content/wire/workflow';

/**
 * The editorial workflow, for every record that reaches the website (collections, site settings,
 * menus): Save draft, Publish, Unpublish, Discard draft. No HTTP here: routes, scheduled jobs, the
 * review queue and tests call these directly.
 *
 * The live version stays where the public reads it (the content table with status 'active', the
 * settings row, the menu tree), so nothing but a publish changes what patients see. A record
 * that is not on the website has no live version to protect: its draft is the record itself
 * (status 'inactive'). A published record's draft waits in `content_state.draft` until published.
 * Every operation raises the record's version; one that names an older version is refused with
 * 409 EDIT_CONFLICT and what is there now.
 */

export interface Actor {
  id: string | null;
  name: string;
}

export interface WorkflowOptions {
  actor?: Actor | null;
  /** The version the caller opened; a save over a newer one is refused. Absent: not checked. */
  version?: number | undefined;
  now?: Date;
  /** Revisions kept per record (default 100). */
  revisionsKept?: number;
  /** A reviewer's word with a publish from the review queue, for the submitter's notification. */
  reviewComment?: string | null;
}


export const systemActor: Actor = { id: null, name: 'Schedule' };

export const stateOf = (row: ContentStateRow | undefined, live: boolean): WorkflowState => ({
  state: !live ? 'draft' : row?.draft ? 'changed' : 'published',
  version: row?.version ?? 0,
  hasDraft: Boolean(row?.draft),
  draftUpdatedAt: row?.draft ? row.draft_updated_at : null,
  draftBy: row?.draft ? row.draft_by : null,
  publishedAt: row?.published_at ?? null,
  publishAt: row?.publish_at ?? null,
  unpublishAt: row?.unpublish_at ?? null,
});

export async function readStateRow(db: Db, type: string, id: string): Promise<ContentStateRow | undefined> {
  return db.kysely.selectFrom('content_state').selectAll().where('type', '=', type).where('record_id', '=', id).executeTakeFirst();
}

/** The state rows of many records of one type, by id (a list page). */
export async function stateRowsOf(db: Db, type: string, ids: readonly string[]): Promise<Map<string, ContentStateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely.selectFrom('content_state').selectAll().where('type', '=', type).where('record_id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.record_id, row]));
}

const parseFields = (json: string | null): Fields | null => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;
  } catch {
    return null;
  }
};

async function loadLive(db: Db, subject: Subject) {
  const live = await subject.read(db);
  if (!live) throw new NotFoundError(`No ${subject.label.toLowerCase()} with id ${subject.id}.`);
  return live;
}

/** The fields an editor works on: the waiting draft of a record on the website, else the record. */
const workingFields = (live: Live, row: ContentStateRow | undefined): Fields => (live.live ? parseFields(row?.draft ?? null) : null) ?? live.fields;

/** The record as an editor opens it: the working fields, the live version, the state. */
export async function workingCopy(db: Db, typeKey: string, id: string): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const live = await loadLive(db, subject);
  const row = await readStateRow(db, subject.type, subject.id);
  const draft = live.live ? parseFields(row?.draft ?? null) : null;
  return {
    type: subject.type,
    _id: subject.id,
    title: live.title,
    ...stateOf(row, live.live),
    fields: draft ?? live.fields,
    live: live.live ? live.fields : null,
  };
}

/** " on 22 Nov 2026, 09:30": when the record was saved, on the hospital's clock as the studio shows every time. */
const timeOf = (iso: string | null | undefined, timeZone: string): string => {
  const shown = formatHospitalTime(iso, { timeZone, fallback: '' });
  return shown === '' || shown === iso ? '' : ` on ${shown}`;
};

/**
 * Raises the record's version from the one the caller opened, in one conditional statement, so of
 * two saves over the same version one wins and the other is told. A save that names no version
 * opened none: it takes the next one whatever others saved meanwhile (another save between its
 * read and its statement makes it read again), so saves at the same moment are never refused.
 */
async function claimVersion(db: Db, subject: Subject, expected: number | undefined, now: Date): Promise<Claim> {
  for (let tries = 1; ; tries++) {
    const claim = await claimOnce(db, subject, expected, now);
    if (claim !== 'raced') return claim;
    // Each race lost is a save of another that went ahead: bounded only against a runaway.
    if (tries >= maxClaimTries) throw await conflict(db, subject, await readStateRow(db, subject.type, subject.id));
  }
}

const maxClaimTries = 100;

/** One try of `claimVersion`: 'raced' when another save changed the version between the read and the write. */
async function claimOnce(db: Db, subject: Subject, expected: number | undefined, now: Date): Promise<Claim | 'raced'> {
  const at = now.toISOString();
  const row = await readStateRow(db, subject.type, subject.id);
  const current = row?.version ?? 0;
  // Checked before anything is written, so a refused save leaves the database as it was.
  if (expected !== undefined && expected !== current) throw await conflict(db, subject, row);
  const raced = async (): Promise<'raced'> => {
    if (expected !== undefined) throw await conflict(db, subject, await readStateRow(db, subject.type, subject.id));
    return 'raced';
  };
  if (!row) {
    const inserted = await db.kysely
      .insertInto('content_state')
      .values({ type: subject.type, record_id: subject.id, version: 1, updated_at: at })
      .onConflict((oc) => oc.columns(['type', 'record_id']).doNothing())
      .returning('version')
      .executeTakeFirst();
    if (!inserted) return raced();
    return { version: 1, inserted: true };
  }
  const result = await db.kysely
    .updateTable('content_state')
    .set({ version: current + 1, updated_at: at })
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .where('version', '=', current)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return raced();
  return { version: current + 1, inserted: false, previous: row };
}

interface Claim {
  version: number;
  inserted: boolean;
  previous?: ContentStateRow;
}

/** Gives a claimed version back when the work it was claimed for failed (a slug taken, a bad body). */
async function releaseVersion(db: Db, subject: Subject, claim: Claim): Promise<void> {
  if (claim.inserted) {
    await db.kysely.deleteFrom('content_state').where('type', '=', subject.type).where('record_id', '=', subject.id).where('version', '=', claim.version).execute();
    return;
  }
  if (!claim.previous) return;
  const { type: _type, record_id: _id, ...previous } = claim.previous;
  await db.kysely
    .updateTable('content_state')
    .set(previous)
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .where('version', '=', claim.version)
    .execute();
}

async function conflict(db: Db, subject: Subject, row: ContentStateRow | undefined): Promise<EditConflictError> {
  const copy = await workingCopy(db, subject.type, subject.id);
  const by = row?.draft_by ? ` by ${row.draft_by}` : '';
  const timeZone = hospitalTimeZone(await getSiteSettings(db));
  return new EditConflictError(
    `This ${subject.label.toLowerCase()} was changed${by}${timeOf(row?.updated_at, timeZone)} since you opened it. Compare your changes with the saved version before saving again.`,
    { ...copy },
  );
}

/** Runs `work` under a freshly claimed version; a failure gives the version back. */
export async function underVersion<T>(db: Db, subject: Subject, options: WorkflowOptions, now: Date, work: (version: number) => Promise<T>): Promise<T> {
  const claim = await claimVersion(db, subject, options.version, now);
  try {
    return await work(claim.version);
  } catch (error) {
    await releaseVersion(db, subject, claim);
    throw error;
  }
}

const setState = async (db: Db, subject: Subject, values: Partial<Omit<ContentStateRow, 'type' | 'record_id' | 'version'>>, now: Date): Promise<void> => {
  await db.kysely
    .updateTable('content_state')
    .set({ ...values, updated_at: now.toISOString() })
    .where('type', '=', subject.type)
    .where('record_id', '=', subject.id)
    .execute();
};

const isEmptyBody = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'object' && !Array.isArray(input) && Object.keys(input).every((k) => k === 'version'));

/**
 * Save draft. A record on the website keeps its live version; the draft waits beside it. A record
 * not on the website is saved as it is (it has nothing live to protect).
 */
export async function saveDraft(db: Db, typeKey: string, id: string, input: unknown, options: WorkflowOptions = {}, action = 'draft'): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const now = options.now ?? new Date();
  const live = await loadLive(db, subject);
  const fields = await subject.check(db, input, workingFields(live, await readStateRow(db, subject.type, subject.id)));
  await keepFirstRevision(db, subject, live, now);
  await underVersion(db, subject, options, now, async () => {
    if (live.live) {
      await setState(db, subject, { draft: JSON.stringify(fields), draft_updated_at: now.toISOString(), draft_by: options.actor?.name ?? null }, now);
    } else {
      await subject.write(db, fields, false, options.actor);
      await setState(db, subject, { draft: null, draft_updated_at: null, draft_by: null }, now);
    }
  });
  await recordRevision(db, subject, action, fields, options, now);
  return workingCopy(db, subject.type, subject.id);
}

/** Publish: the body's fields when given, else the draft, else the record as it is, go live. */
export async function publishRecord(db: Db, typeKey: string, id: string, input?: unknown, options: WorkflowOptions = {}): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const now = options.now ?? new Date();
  const live = await loadLive(db, subject);
  const row = await readStateRow(db, subject.type, subject.id);
  const fields = isEmptyBody(input) ? (parseFields(row?.draft ?? null) ?? live.fields) : await subject.check(db, input, workingFields(live, row));
  await keepFirstRevision(db, subject, live, now);
  await underVersion(db, subject, options, now, async () => {
    await subject.write(db, fields, true, options.actor);
    await setState(db, subject, { draft: null, draft_updated_at: null, draft_by: null, published_at: now.toISOString(), publish_at: null }, now);
  });
  await recordRevision(db, subject, 'published', fields, options, now);
  await closeSubmissions(db, subject.type, subject.id, options.actor, now, options.reviewComment ?? null);
  await askForTranslations(db, subject, fields, options, now);
  return workingCopy(db, subject.type, subject.id);
}

/** A translated record went on the website: its translators are asked for the languages it lacks. */
async function askForTranslations(db: Db, subject: Subject, fields: Fields, options: WorkflowOptions, now: Date): Promise<void> {
  if (subject.contentType && isTranslated(subject.contentType)) await requestTranslations(db, subject.contentType, subject.id, fields, options.actor, now);
}

/** Unpublish: off the website; a waiting draft becomes the record, so nothing is lost. */
export async function unpublishRecord(db: Db, typeKey: string, id: string, options: WorkflowOptions = {}): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  if (!subject.canUnpublish) throw new ValidationError(`${subject.label} cannot be taken off the website; discard the draft instead.`);
  const now = options.now ?? new Date();
  const live = await loadLive(db, subject);
  const row = await readStateRow(db, subject.type, subject.id);
  const fields = parseFields(row?.draft ?? null) ?? live.fields;
  await keepFirstRevision(db, subject, live, now);
  await underVersion(db, subject, options, now, async () => {
    await subject.write(db, fields, false, options.actor);
    await setState(db, subject, { draft: null, draft_updated_at: null, draft_by: null, unpublish_at: null }, now);
  });
  await recordRevision(db, subject, 'unpublished', fields, options, now);
  return workingCopy(db, subject.type, subject.id);
}

/** Discard draft: the working copy goes back to the live version (it stays in the history). */
export async function discardDraft(db: Db, typeKey: string, id: string, options: WorkflowOptions = {}): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const now = options.now ?? new Date();
  await keepFirstRevision(db, subject, await loadLive(db, subject), now);
  await underVersion(db, subject, options, now, async () => {
    await setState(db, subject, { draft: null, draft_updated_at: null, draft_by: null }, now);
  });
  return workingCopy(db, subject.type, subject.id);
}

/**
 * A direct save of the whole record (the API's `PUT {key}/{id}`, the site settings' and menus'
 * `PUT`): the body goes live, or off the website when a collection record's status says so.
 */
export async function saveDirectly(db: Db, typeKey: string, id: string, input: unknown, live: boolean, options: WorkflowOptions = {}): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const now = options.now ?? new Date();
  const before = await loadLive(db, subject);
  const fields = await subject.check(db, input, workingFields(before, await readStateRow(db, subject.type, subject.id)));
  await keepFirstRevision(db, subject, before, now);
  await underVersion(db, subject, options, now, async () => {
    await subject.write(db, fields, live, options.actor);
    await setState(db, subject, { draft: null, draft_updated_at: null, draft_by: null, ...(live ? { published_at: now.toISOString() } : {}) }, now);
  });
  await recordRevision(db, subject, live ? 'published' : 'unpublished', fields, options, now);
  if (live) {
    await closeSubmissions(db, subject.type, subject.id, options.actor, now);
    await askForTranslations(db, subject, fields, options, now);
  }
  return workingCopy(db, subject.type, subject.id);
}

/**
 * After a record is created (by the API, the seed, the templates' sync): its first revision and
 * version. A path that skips this still gets its first revision before its first change
 * (`keepFirstRevision`), and the records of before are given theirs by a migration.
 */
export async function recordCreated(db: Db, typeKey: string, id: string, options: WorkflowOptions = {}): Promise<void> {
  const subject = subjectOf(typeKey, id);
  const now = options.now ?? new Date();
  const live = await loadLive(db, subject);
  await claimVersion(db, subject, undefined, now);
  if (live.live) await setState(db, subject, { published_at: now.toISOString() }, now);
  await recordRevision(db, subject, live.live ? 'published' : 'draft', live.fields, options, now);
}

/** Forgets a deleted record's state, schedule and history. */
export async function forgetRecord(db: Db, typeKey: string, id: string): Promise<void> {
  await db.kysely.deleteFrom('content_state').where('type', '=', typeKey).where('record_id', '=', id).execute();
  await db.kysely.deleteFrom('content_revisions').where('type', '=', typeKey).where('record_id', '=', id).execute();
  await db.kysely.deleteFrom('preview_links').where('type', '=', typeKey).where('record_id', '=', id).execute();
  await forgetSubmissions(db, typeKey, id);
  await db.kysely.deleteFrom('jobs').where('unique_key', 'like', `schedule:${typeKey}:${id}:%`).where('status', '!=', 'running').execute();
}

/** Restore: an old revision comes back as the draft; the website is unchanged until it is published. */
export async function restoreRevision(db: Db, typeKey: string, id: string, revisionId: string, options: WorkflowOptions = {}): Promise<WorkingCopy> {
  const subject = subjectOf(typeKey, id);
  const revision = await getRevision(db, subject.type, subject.id, revisionId);
  return saveDraft(db, typeKey, id, revision.data, options, 'restored');
}

export const bulkActions = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];
export const maxBulkRecords = 100;

/** A bulk action's body, as its route declares it and `bulkAction` reads it. */
export const bulkInputSchema = z.object(
  {
  action: z.enum(bulkActions, { error: `Choose ${bulkActions.join(', ')}.` }).describe(`One of ${bulkActions.join(', ')}`),
  ids: z
    .array(z.string(), { error: `Select 1 to ${maxBulkRecords} records.` })
    .min(1, { error: `Select 1 to ${maxBulkRecords} records.` })
    .max(maxBulkRecords, { error: `Select 1 to ${maxBulkRecords} records.` })
    .refine((ids) => ids.every(isId), { error: 'Some of the selected ids are not record ids.' })
    .describe(`1 to ${maxBulkRecords} record ids`),
  },
  { error: 'Send { action, ids }.' },
);
export type BulkInput = z.input<typeof bulkInputSchema>;

export interface BulkResult {
  done: string[];
  failed: { _id: string; message: string }[];
}

/**
 * Publish, unpublish or delete the selected records of one collection, each on its own: one that
 * cannot be (a record others still refer to, one deleted meanwhile) is reported with the reason and
 * the others go ahead.
 */
export async function bulkAction(db: Db, typeKey: string, input: BulkInput | undefined, options: WorkflowOptions = {}): Promise<BulkResult> {
  const type = contentTypeByKey(typeKey);
  if (!type || type.kind !== 'collection') throw new NotFoundError(`There is no content type "${typeKey}".`);
  const { action, ids } = parseInput(bulkInputSchema, input ?? {}, firstFieldMessage);
  const result: BulkResult = { done: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      const { version: _ignored, ...each } = options;
      if (action === 'publish') await publishRecord(db, type.key, id, undefined, each);
      else if (action === 'unpublish') await unpublishRecord(db, type.key, id, each);
      else {
        await deleteRecord(db, type, id);
        await forgetRecord(db, type.key, id);
      }
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      result.failed.push({ _id: id, message: error.message });
    }
  }
  return result;
}
