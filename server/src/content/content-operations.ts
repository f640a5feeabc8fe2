import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { ContentType } from '@hospital/content/content-type';
import type { Field } from '@hospital/content/fields';
import { contentTypeByKey } from '@hospital/content/registry';
import { slugify } from '@hospital/content/slug';
import type { Db } from '../db/database';
import type { ContentRow, Database } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors/http-errors';
import { isId, newId } from '../lib/ids';
import {
  columnOf,
  fieldExpression,
  isUniqueViolation,
  jsonText,
  parseData,
  routeKeyField,
  rowToRecord,
  tableOf,
  type ContentTableName,
  type WireRecord,
} from './content-storage';
import { menuItemsLinkingTo, refreshMenuLinks } from '../menus/menu-operations';
import { indexRecord, indexReferrers, unindexRecord } from '../search/search-index';
import { addressesOfRecord } from '../redirects/live-addresses';
import { addressMoveSummary, redirectMovedAddresses } from '../redirects/redirect-operations';
import { recordActivity, type ActivityActor } from '../activity/activity-operations';
import type { ListQuery } from './list-query';
import { prepareRecord, type PreparedRecord } from './record-preparation';
import { isTranslated, settleTranslations, stampedTranslations } from './record-translations';
import { readTranslations, translationStatus, translationsKey } from '@hospital/content/i18n/translations';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { localizeRecord } from '@hospital/content/i18n/localize';
import { withoutInternalFields } from '@hospital/content/internal-fields';
import { getSiteLanguages } from '../settings/site-settings-operations';
import { transaction } from '../db/transaction';

/**
 * Content records of every collection type, driven by the declarations in `content/`. No HTTP
 * here: the routes, the seed and the command line call these directly.
 */

export interface CreateOptions {
  /** Back-dates the record (the seed's older posts): an ISO date-time. */
  createdAt?: string;
}

export interface Referrer {
  type: string;
  _id: string;
  title: string;
}

type Executor = Db['kysely'] | Transaction<Database>;

const assertCollection = (type: ContentType): void => {
  if (type.kind !== 'collection') throw new NotFoundError(`${type.label.plural} are not kept as records here.`);
};

export const assertId = (id: string, what = 'record'): void => {
  if (!isId(id)) throw new ValidationError(`"${String(id).slice(0, 64)}" is not a valid ${what} id.`);
};

const notFound = (type: ContentType, id: string): NotFoundError =>
  new NotFoundError(`No ${type.label.singular.toLowerCase()} with id ${id}.`);

const isoNow = (): string => new Date().toISOString();

const findRow = async (db: Executor, type: ContentType, id: string): Promise<ContentRow | undefined> =>
  db.selectFrom(tableOf(type)).selectAll().where('id', '=', id).executeTakeFirst();

/** The route key (slug, pageRoute, templateId) to store: the given one if free, else one made from the title. */
const routeKeyFor = async (db: Executor, type: ContentType, data: Record<string, unknown>, ownId: string): Promise<string | null> => {
  const field = routeKeyField(type);
  if (!field) return null;
  const given = typeof data[field.name] === 'string' ? (data[field.name] as string).trim() : '';
  const table = tableOf(type);
  if (given !== '') {
    const taken = await db.selectFrom(table).select('id').where('slug', '=', given).where('id', '!=', ownId).executeTakeFirst();
    if (taken) throw slugConflict(type, field.label, given);
    return given;
  }
  if (field.type !== 'slug') return null;
  const base = slugify(String(data[field.from] ?? '')) || slugify(type.label.singular) || 'item';
  // slugify leaves only [a-z0-9-], so the base holds no LIKE wildcards.
  const rows = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .where('id', '!=', ownId)
    .execute();
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
};

const slugConflict = (type: ContentType, label: string, value: string): ConflictError =>
  new ConflictError(`${label} "${value}" is already used by another ${type.label.singular.toLowerCase()}. Choose another.`, {
    errors: { [routeKeyField(type)?.name ?? 'slug']: `${label} "${value}" is already used. Choose another.` },
  });

const columnsOf = (type: ContentType, prepared: PreparedRecord, slug: string | null) => {
  const routeField = routeKeyField(type);
  const data = routeField && slug !== null ? { ...prepared.data, [routeField.name]: slug } : prepared.data;
  const title = data[type.titleField];
  const date = type.dateField ? data[type.dateField] : null;
  return {
    data,
    columns: {
      slug,
      title: typeof title === 'string' ? title : '',
      status: prepared.status,
      sort_order: prepared.sortOrder,
      record_date: typeof date === 'string' && date !== '' ? date : null,
      data: JSON.stringify(data),
    },
  };
};

const writeRelations = async (trx: Transaction<Database>, type: ContentType, id: string, prepared: PreparedRecord): Promise<void> => {
  await trx.deleteFrom('content_relations').where('from_type', '=', type.key).where('from_id', '=', id).execute();
  const rows = prepared.relations.flatMap((ref) =>
    ref.ids.map((toId, position) => ({ from_type: type.key, from_id: id, field: ref.field, to_type: ref.toType, to_id: toId, position })),
  );
  if (rows.length > 0) await trx.insertInto('content_relations').values(rows).execute();
};

const parseCreatedAt = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ValidationError(`createdAt "${value}" is not a date.`);
  return date.toISOString();
};

/** Creates a record from a body of declared fields plus `status` and `sortOrder`. */
export async function createRecord(db: Db, type: ContentType, input: unknown, options: CreateOptions = {}): Promise<WireRecord> {
  assertCollection(type);
  const prepared = await prepareRecord(db, type, input);
  if (isTranslated(type)) {
    prepared.data[translationsKey] = settleTranslations(type, prepared.data, prepared.translations, {}, await getSiteLanguages(db), new Date());
  }
  const id = newId();
  const now = isoNow();
  const createdAt = parseCreatedAt(options.createdAt) ?? now;
  try {
    const row = await transaction(db, async (trx) => {
      const slug = await routeKeyFor(trx, type, prepared.data, id);
      const { columns } = columnsOf(type, prepared, slug);
      const inserted: ContentRow = { id, ...columns, created_at: createdAt, updated_at: createdAt > now ? createdAt : now };
      await trx.insertInto(tableOf(type)).values(inserted).execute();
      await writeRelations(trx, type, id, prepared);
      // A record published at an address that redirected elsewhere takes the address back.
      await redirectMovedAddresses(trx, new Map(), await addressesOfRecord(trx, type.key, id));
      await indexRecord(trx, type, id);
      return inserted;
    });
    return rowToRecord(type, row);
  } catch (error) {
    throw translateWriteError(type, error, prepared);
  }
}

/**
 * Replaces a record whole. `_id`, `createdAt` and `updatedAt` in the body are ignored. The
 * workflow calls it with fields it checked (`subjects.ts`), so their translations are stored as
 * they are, stamps included.
 */
export async function updateRecord(db: Db, type: ContentType, id: string, input: unknown, options: { actor?: { id: string | null; name: string } | null | undefined } = {}): Promise<WireRecord> {
  assertCollection(type);
  assertId(id);
  if (!(await findRow(db.kysely, type, id))) throw notFound(type, id);
  const prepared = await prepareRecord(db, type, input);
  if (isTranslated(type)) prepared.data[translationsKey] = stampedTranslations(prepared.translations);
  try {
    const row = await transaction(db, async (trx) => {
      const current = await findRow(trx, type, id);
      if (!current) throw notFound(type, id);
      const slug = await routeKeyFor(trx, type, prepared.data, id);
      const { columns } = columnsOf(type, prepared, slug);
      const updated: ContentRow = { ...current, ...columns, updated_at: isoNow() };
      const addressesBefore = await addressesOfRecord(trx, type.key, id);
      await trx.updateTable(tableOf(type)).set({ ...columns, updated_at: updated.updated_at }).where('id', '=', id).execute();
      await writeRelations(trx, type, id, prepared);
      // A published record whose address moved (slug, route, a doctor's departments) leaves a 301 behind.
      const moves = await redirectMovedAddresses(trx, addressesBefore, await addressesOfRecord(trx, type.key, id));
      // The log names both addresses and the redirect made, in the same transaction as the move.
      if (moves.length > 0) {
        const actor: ActivityActor | null = options.actor?.id ? { id: options.actor.id, name: options.actor.name } : null;
        const title = prepared.data[type.titleField];
        await recordActivity(trx, { actor, action: 'address', contentType: type.key, recordId: id, recordTitle: typeof title === 'string' ? title : null, summary: addressMoveSummary(moves) });
      }
      await refreshMenuLinks(trx, type.key);
      await indexRecord(trx, type, id);
      await indexReferrers(trx, type, id);
      return updated;
    });
    return rowToRecord(type, row);
  } catch (error) {
    throw translateWriteError(type, error, prepared);
  }
}

const translateWriteError = (type: ContentType, error: unknown, prepared: PreparedRecord): unknown => {
  if (!isUniqueViolation(error)) return error;
  const field = routeKeyField(type);
  const value = field ? String(prepared.data[field.name] ?? '') : '';
  return slugConflict(type, field?.label ?? 'Slug', value || 'this value');
};

export async function getRecord(db: Db, type: ContentType, id: string): Promise<WireRecord> {
  assertCollection(type);
  assertId(id);
  const row = await findRow(db.kysely, type, id);
  if (!row) throw notFound(type, id);
  return rowToRecord(type, row);
}

export interface RecordTitle {
  _id: string;
  title: string;
}

/**
 * The titles of records by id, in the order asked, for the studio to name related records (a
 * doctor's other departments) that the reader may not open; ids of no record are left out.
 */
export async function recordTitles(db: Db, type: ContentType, ids: readonly string[]): Promise<RecordTitle[]> {
  assertCollection(type);
  for (const id of ids) assertId(id);
  if (ids.length === 0) return [];
  const rows = await db.kysely.selectFrom(tableOf(type)).select(['id', 'title']).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row.title]));
  return [...new Set(ids)].flatMap((id) => {
    const title = byId.get(id);
    return title === undefined ? [] : [{ _id: id, title }];
  });
}

/** The records that refer to this one (relations, and pages naming a template). */
export async function referrersOf(db: Db, type: ContentType, id: string, executor: Executor = db.kysely): Promise<Referrer[]> {
  const refs = await executor
    .selectFrom('content_relations')
    .select(['from_type', 'from_id'])
    .where('to_type', '=', type.key)
    .where('to_id', '=', id)
    .where((eb) => eb.or([eb('from_type', '!=', type.key), eb('from_id', '!=', id)]))
    .execute();
  const byType = new Map<string, Set<string>>();
  for (const ref of refs) byType.set(ref.from_type, (byType.get(ref.from_type) ?? new Set()).add(ref.from_id));
  const referrers: Referrer[] = [];
  for (const [fromKey, ids] of byType) {
    const from = contentTypeByKey(fromKey);
    if (!from) continue;
    const rows = await executor.selectFrom(tableOf(from)).select(['id', 'title']).where('id', 'in', [...ids]).orderBy('title').execute();
    for (const row of rows) referrers.push({ type: from.key, _id: row.id, title: row.title });
  }
  if (type.key === 'templates') {
    const template = await executor.selectFrom('content_templates').select('slug').where('id', '=', id).executeTakeFirst();
    if (template?.slug) {
      const pages = await executor
        .selectFrom('content_pages')
        .select(['id', 'title'])
        .where(jsonText(db, 'template'), '=', template.slug)
        .orderBy('title')
        .execute();
      for (const page of pages) referrers.push({ type: 'pages', _id: page.id, title: page.title });
    }
  }
  return referrers;
}

/** Deletes a record nothing refers to; otherwise 409 with the referrers. */
export async function deleteRecord(db: Db, type: ContentType, id: string): Promise<void> {
  assertCollection(type);
  assertId(id);
  await transaction(db, async (trx) => {
    if (!(await findRow(trx, type, id))) throw notFound(type, id);
    const referrers = [...(await referrersOf(db, type, id, trx)), ...(await menuItemsLinkingTo(trx, type.key, id))];
    if (referrers.length > 0) {
      const names = referrers.slice(0, 5).map((r) => `"${r.title || r._id}"`).join(', ');
      const more = referrers.length > 5 ? ` and ${referrers.length - 5} more` : '';
      throw new ConflictError(
        `This ${type.label.singular.toLowerCase()} is still used by ${referrers.length} record${referrers.length === 1 ? '' : 's'} (${names}${more}). Change or delete those first.`,
        { referrers },
      );
    }
    await trx.deleteFrom('content_relations').where('from_type', '=', type.key).where('from_id', '=', id).execute();
    await trx.deleteFrom(tableOf(type)).where('id', '=', id).execute();
    await unindexRecord(trx, type, id);
  });
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin list: filtered, searched, sorted and paginated in the database. */
export async function listRecords(db: Db, type: ContentType, query: ListQuery): Promise<{ data: WireRecord[]; total: number; page: number; limit: number }> {
  assertCollection(type);
  let base = filteredRecords(db, type, query);
  if (query.needsTranslation) {
    // Judged per record in JavaScript (fingerprints of JSON values), then filtered by id in the
    // database, so the count and the pages stay right.
    const language = await siteLanguage(db, query.needsTranslation);
    const rows = await workingRecords(db, type, base);
    const ids = rows.filter((row) => translationStatus(type, row.fields, language).state !== 'translated').map((row) => row.id);
    base = base.where('id', 'in', ids.length > 0 ? ids : ['-']);
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const sort = query.sort ?? { field: type.defaultSort.field, direction: type.defaultSort.direction };
  const rows = await orderBy(db, type, base.selectAll(), sort)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { data: rows.map((row) => rowToRecord(type, row)), total, page: query.page, limit: query.limit };
}

/**
 * The records a list selects before paging: status, editorial state, search, relations and a
 * department editor's reach, all in the database.
 */
export function filteredRecords(db: Db, type: ContentType, query: Omit<ListQuery, 'page' | 'limit' | 'needsTranslation'>) {
  const table = tableOf(type);
  let base = db.kysely.selectFrom(table);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.state) {
    // The workflow's state row of each record (content_state), kept by server/src/publishing.
    const stateRows = () =>
      db.kysely
        .selectFrom('content_state')
        .select(sql.lit(1).as('one'))
        .where('content_state.type', '=', type.key)
        .where('content_state.record_id', '=', sql.ref<string>(`${table}.id`));
    const withDraft = stateRows().where('content_state.draft', 'is not', null);
    const scheduled = stateRows().where((eb) => eb.or([eb('content_state.publish_at', 'is not', null), eb('content_state.unpublish_at', 'is not', null)]));
    if (query.state === 'draft') base = base.where('status', '!=', 'active');
    if (query.state === 'published') base = base.where('status', '=', 'active').where((eb) => eb.not(eb.exists(withDraft)));
    if (query.state === 'changed') base = base.where('status', '=', 'active').where((eb) => eb.exists(withDraft));
    if (query.state === 'scheduled') base = base.where((eb) => eb.exists(scheduled));
  }
  if (query.q) {
    const needle = `%${escapeLike(query.q.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or(
        type.searchFields.map((name) => eb(sql<string>`lower(${fieldExpression(db, type, name)})`, 'like', sql<string>`${needle} escape '\\'`)),
      ),
    );
  }
  // Records related through `field` to one of `ids`.
  const relatedTo = (field: string, ids: string[]) =>
    db.kysely
      .selectFrom('content_relations')
      .select(sql.lit(1).as('one'))
      .where('from_type', '=', type.key)
      .where('from_id', '=', sql.ref<string>(`${table}.id`))
      .where('field', '=', field)
      .where('to_id', 'in', ids);
  for (const [field, id] of Object.entries(query.relations ?? {})) base = base.where((eb) => eb.exists(relatedTo(field, [id])));
  if (query.departments) {
    const { field, departmentIds } = query.departments;
    const ids = departmentIds.length > 0 ? [...departmentIds] : ['-'];
    base = field === 'self' ? base.where('id', 'in', ids) : base.where((eb) => eb.exists(relatedTo(field, ids)));
  }
  return base;
}

/** A language the site publishes in, other than the default; else 400 naming the parameter. */
async function siteLanguage(db: Db, language: string): Promise<string> {
  const others = (await getSiteLanguages(db)).filter((code) => code !== defaultLanguage);
  if (others.includes(language)) return language;
  const message = others.length > 0 ? `needsTranslation must be one of the site's languages: ${others.join(', ')}.` : 'The site publishes in English only: add a language in the site settings first.';
  throw new ValidationError(message, { needsTranslation: message });
}

/** A record's fields as an editor works on them (what the studio's edit screen opens). */
export interface WorkingRecord {
  id: string;
  /** The stored title column (the live title of a published record). */
  title: string;
  /** A published record's waiting draft, else the record's own fields. */
  fields: Record<string, unknown>;
  /** What the website shows: a published record's own fields; null when it is not published. */
  live: Record<string, unknown> | null;
}

/**
 * The working fields of the records a query selects: a published record with a waiting draft is
 * judged by its draft, so a translation saved as a draft (a department editor's) counts at once,
 * as the edit screen shows it. One read of the records and one of the type's drafts: fine up to
 * thousands of records, which is what a hospital's types hold.
 */
export async function workingRecords(db: Db, type: ContentType, query: ReturnType<typeof filteredRecords>): Promise<WorkingRecord[]> {
  const rows = await query.select(['id', 'title', 'status', 'data']).execute();
  const drafts = await db.kysely
    .selectFrom('content_state')
    .select(['record_id', 'draft'])
    .where('type', '=', type.key)
    .where('draft', 'is not', null)
    .execute();
  const draftOf = new Map(drafts.map((d) => [d.record_id, d.draft]));
  return rows.map((row) => {
    const draft = row.status === 'active' ? draftOf.get(row.id) : undefined;
    const live = parseData(row);
    return { id: row.id, title: row.title, fields: (draft ? parseDraft(draft) : undefined) ?? live, live: row.status === 'active' ? live : null };
  });
}

const parseDraft = (json: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select over a content table; Kysely's builder generics differ per projection
type OrderableQuery = { orderBy: (...args: any[]) => any };

/** Sorted by a field, records without a value last, then newest first and by id so pages never overlap. */
const orderBy = <Q extends OrderableQuery>(db: Db, type: ContentType, query: Q, sort: { field: string; direction: 'asc' | 'desc' }): Q => {
  const expr = fieldExpression(db, type, sort.field);
  const emptyLast = sql`case when ${expr} is null or ${expr} = '' then 1 else 0 end`;
  const column = columnOf(type, sort.field);
  // Numbers compare as numbers; JSON text as text, lowercase so "apple" sorts beside "Apple".
  const sorted = column === 'sort_order' ? query.orderBy('sort_order', sort.direction) : query.orderBy(emptyLast).orderBy(sql`lower(${expr})`, sort.direction);
  return sorted.orderBy('created_at', 'desc').orderBy('id', 'asc') as Q;
};

export interface PublicRelation {
  _id: string;
  title: string;
  slug: string | null;
}

/**
 * The public "active" listing: active records in the type's order, relations resolved to
 * `{ _id, title, slug }`, images with their alt text. A fixed number of statements whatever the
 * length: the records, their relations, one per related type, the alt texts.
 */
export async function listActive(db: Db, type: ContentType, language: string = defaultLanguage, window: ActiveWindow = {}): Promise<WireRecord[]> {
  return activeListing(db, type, undefined, undefined, language, window);
}

/**
 * A part of a public listing (issue 46: nothing public must answer everything): `limit` records
 * from page `page` (1 first), of those whose title holds `q`, of one department (by slug, or by id) where
 * the type has a relation to departments. Without any, the whole listing.
 */
export interface ActiveWindow {
  limit?: number;
  page?: number;
  department?: string;
  q?: string;
  /** Only the records dated in this year, by the type's sort field (a dated listing's year tab). */
  year?: number;
  /** Only the records dated in this month, `YYYY-MM`, by the type's sort field (the blog's month tab). */
  month?: string;
  /** Only the records of this category, by its id (the blog's and the photo gallery's category tab). */
  category?: string;
  /**
   * With `q`: these records match too, and come first in this order (the doctors the site search
   * finds for the words, by synonym or near spelling: Find a Doctor's search box).
   */
  ranked?: readonly string[];
  /** Only these records (Find a Doctor's "available this week", resolved to doctors). */
  within?: readonly string[];
  /**
   * Only the records this subquery selects, as `(select id from …)` (Find a Doctor's city and
   * centre: the doctors with a session there, found by the database, not by reading every doctor).
   */
  withinQuery?: RawBuilder<string>;
  /** Only the record at this route (a page's `pageRoute`): the one a page's render shows. */
  route?: string;
  /**
   * Only the record with this slug, in any case (slugs are stored lowercase): the one a record's
   * page shows (a post, a doctor, a department), not the whole list.
   */
  slug?: string;
}

/** The relation field a listing's `category` filter reads: to the blog's or the gallery's categories. */
const categoryField = (type: ContentType): string | undefined =>
  type.fields.find((f) => f.type === 'relation' && (f.to === 'blog-categories' || f.to === 'gallery-categories'))?.name;

/** The first characters of a record's sort date: its year (`YYYY`, 4) or its month (`YYYY-MM`, 7). */
const sortDatePrefix = (db: Db, type: ContentType, length: 4 | 7) => sql<string>`substr(${fieldExpression(db, type, type.defaultSort.field)}, 1, ${sql.lit(length)})`;

/** The distinct years or months (by `sortDatePrefix`) of a dated listing's active records, without reading every record. */
async function activeDatePrefixes(db: Db, type: ContentType, length: 4 | 7): Promise<string[]> {
  assertCollection(type);
  const rows = await db.kysely.selectFrom(tableOf(type)).select(sortDatePrefix(db, type, length).as('prefix')).distinct().where('status', '=', 'active').execute();
  return rows.map((row) => row.prefix).filter((prefix): prefix is string => typeof prefix === 'string');
}

/** The months (`YYYY-MM`) a dated listing's records fall in, newest first (the blog's month tabs). */
export async function activeMonths(db: Db, type: ContentType): Promise<string[]> {
  return (await activeDatePrefixes(db, type, 7))
    .filter((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m))
    .sort()
    .reverse();
}

/**
 * The years a dated listing's records fall in (by the type's sort field: an event's start, a
 * camp's date), newest first: a year-tabbed listing's tabs.
 */
export async function activeYears(db: Db, type: ContentType): Promise<number[]> {
  return (await activeDatePrefixes(db, type, 4))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1900)
    .sort((a, b) => b - a);
}

/**
 * The number of active records of a type in each active department, by the department's slug
 * (Find a Doctor's department choice shows it): one grouped read, whatever the number of doctors.
 */
export async function activeDepartmentCounts(db: Db, type: ContentType): Promise<Record<string, number>> {
  assertCollection(type);
  const field = departmentField(type);
  if (!field) return {};
  const k = db.kysely;
  const activeDepartments = k.selectFrom('content_expert_categories').select(['id', 'slug']).where('status', '=', 'active');
  const rows = await k
    .selectFrom('content_relations')
    .select(['to_id', (eb) => eb.fn.count<number | string>('from_id').distinct().as('n')])
    .where('from_type', '=', type.key)
    .where('field', '=', field)
    .where('from_id', 'in', k.selectFrom(tableOf(type)).select('id').where('status', '=', 'active'))
    .where('to_id', 'in', activeDepartments.clearSelect().select('id'))
    .groupBy('to_id')
    .execute();
  const slugs = new Map((await activeDepartments.execute()).map((d) => [d.id, d.slug]));
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const slug = slugs.get(row.to_id);
    if (typeof slug === 'string' && slug !== '') counts[slug] = Number(row.n);
  }
  return counts;
}

/** The relation field a listing's `department` filter reads: one to the departments (a doctor's). */
export const departmentField = (type: ContentType): string | undefined =>
  type.fields.find((f) => f.type === 'relation' && f.to === 'expert-categories')?.name;

/** One record shown as it would be with other fields: a preview of its draft (server/src/publishing). */
export interface ListingOverlay {
  id: string;
  /** The record's declared fields as stored (relations as ids), and its translations. */
  fields: Record<string, unknown>;
}

/**
 * The public listing as it would read with one record's draft published: that record is listed
 * (even if it is not on the website yet) with its draft's fields and relations. For previews only:
 * never cached, never served as the listing itself.
 */
export async function listActiveWithOverlay(db: Db, type: ContentType, overlay: ListingOverlay, language: string = defaultLanguage): Promise<WireRecord[]> {
  return activeListing(db, type, undefined, overlay, language);
}

/**
 * The active records of a type that refer to one active record through a relation field (a
 * department's doctors). An inactive record is hidden with everything listed through it: the
 * answer is empty, as for an id that does not exist.
 */
export async function listActiveByRelation(db: Db, type: ContentType, field: string, id: string, language: string = defaultLanguage): Promise<WireRecord[]> {
  assertId(id);
  const relation = type.fields.find((f) => f.name === field && f.type === 'relation');
  const target = relation?.type === 'relation' ? contentTypeByKey(relation.to) : undefined;
  if (target) {
    const active = await db.kysely.selectFrom(tableOf(target)).select('id').where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
    if (!active) return [];
  }
  return activeListing(db, type, { field, id }, undefined, language);
}

/** A related record's title in a language: its translation when there is one. */
const titleIn = (target: ContentType, row: { title: string; data: string }, language: string): string => {
  const translated = readTranslations(parseData(row)[translationsKey])[language]?.values[target.titleField];
  return typeof translated === 'string' && translated.trim() !== '' ? translated : row.title;
};

/**
 * The listing in a language (`localizeRecord`): each record's words and its related records'
 * titles translated where they are, with `_fallback` and `_translated`; in the default language
 * the records are as they always were.
 */
async function activeListing(
  db: Db,
  type: ContentType,
  through?: { field: string; id: string },
  overlay?: ListingOverlay,
  language: string = defaultLanguage,
  window: ActiveWindow = {},
): Promise<WireRecord[]> {
  const localized = language !== defaultLanguage;
  assertCollection(type);
  const table = tableOf(type);
  const k = db.kysely;
  const activeIds = (filter?: { field: string; id: string }) => {
    let q = k.selectFrom(table).select('id').where('status', '=', 'active');
    if (filter) q = q.where((eb) => eb.exists(relationFilter(filter)));
    return q;
  };
  const relationFilter = (filter: { field: string; id: string }) =>
    k
      .selectFrom('content_relations')
      .select(sql.lit(1).as('one'))
      .where('from_type', '=', type.key)
      .where('from_id', '=', sql.ref<string>(`${table}.id`))
      .where('field', '=', filter.field)
      .where('to_id', '=', filter.id);

  let recordsQuery = overlay
    ? k.selectFrom(table).selectAll().where((eb) => eb.or([eb('status', '=', 'active'), eb('id', '=', overlay.id)]))
    : k.selectFrom(table).selectAll().where('status', '=', 'active');
  if (through) recordsQuery = recordsQuery.where((eb) => eb.exists(relationFilter(through)));
  // Find a Doctor's search (`ranked` given) matches their departments' titles too, as it always has.
  const byTitle = window.q && window.ranked ? departmentField(type) : undefined;
  const needle = window.q ? `%${escapeLike(window.q.toLowerCase())}%` : '';
  /** The record links, by its relation `field`, to one of the departments `departments` selects. */
  const inDepartments = (eb: ExpressionBuilder<Database, ContentTableName>, field: string, departments: SelectQueryBuilder<Database, 'content_expert_categories', { id: string }>) =>
    eb.exists(
      k
        .selectFrom('content_relations')
        .select(sql.lit(1).as('one'))
        .where('from_type', '=', type.key)
        .where('from_id', '=', sql.ref<string>(`${table}.id`))
        .where('field', '=', field)
        .where('to_id', 'in', departments),
    );
  const wordsMatch = (eb: ExpressionBuilder<Database, ContentTableName>) =>
    eb.or([
      eb(sql<string>`lower(title)`, 'like', sql<string>`${needle} escape '\\'`),
      ...(byTitle ? [inDepartments(eb, byTitle, k.selectFrom('content_expert_categories').select('id').where('status', '=', 'active').where(sql<string>`lower(title)`, 'like', sql<string>`${needle} escape '\\'`))] : []),
    ]);
  if (window.q && !window.ranked) recordsQuery = recordsQuery.where(wordsMatch);
  if (window.route !== undefined) {
    const key = routeKeyField(type);
    if (!key) return [];
    const route = window.route;
    recordsQuery = recordsQuery.where((eb) => eb(fieldExpression(db, type, key.name) as RawBuilder<string>, '=', route));
  }
  if (window.slug !== undefined) {
    if (routeKeyField(type)?.type !== 'slug') return [];
    recordsQuery = recordsQuery.where('slug', '=', window.slug.toLowerCase());
  }
  if (window.within) {
    if (window.within.length === 0) return [];
    recordsQuery = recordsQuery.where('id', 'in', [...window.within]);
  }
  if (window.withinQuery) recordsQuery = recordsQuery.where('id', 'in', window.withinQuery);
  const byDepartment = window.department === undefined ? undefined : departmentField(type);
  if (window.department !== undefined) {
    if (!byDepartment) return [];
    // By its slug (an address's filter) or its id (a page's chosen department, the website's own reads).
    const department = window.department;
    const departments = k
      .selectFrom('content_expert_categories')
      .select('id')
      .where((eb) => (/^[a-f0-9]{24}$/.test(department) ? eb.or([eb('slug', '=', department), eb('id', '=', department)]) : eb('slug', '=', department)))
      .where('status', '=', 'active');
    recordsQuery = recordsQuery.where((eb) => inDepartments(eb, byDepartment, departments));
  }
  if (window.month !== undefined) {
    recordsQuery = recordsQuery.where(sortDatePrefix(db, type, 7), '=', window.month);
  }
  if (window.category !== undefined) {
    const field = categoryField(type);
    if (!field) return [];
    recordsQuery = recordsQuery.where((eb) => eb.exists(relationFilter({ field, id: window.category ?? '' })));
  }
  if (window.year !== undefined) {
    recordsQuery = recordsQuery.where(sortDatePrefix(db, type, 4), '=', String(window.year));
  }
  if (window.q && window.ranked) {
    // The words as a name or a department's title narrow the doctors ("Dr. Menon", "cardio"); when
    // none holds them, the doctors the site search finds for them (synonyms, near spellings: "dil
    // ka doctor", "knee pain"), in its order.
    const named = await recordsQuery.where(wordsMatch).clearSelect().select('id').limit(1).executeTakeFirst();
    const ranked = window.ranked;
    if (named) recordsQuery = recordsQuery.where(wordsMatch);
    else if (ranked.length === 0) return [];
    else recordsQuery = recordsQuery.where('id', 'in', [...ranked]).orderBy(sql`case ${sql.join(ranked.map((id, n) => sql`when id = ${id} then ${sql.lit(n)}`), sql` `)} else ${sql.lit(ranked.length)} end`);
  }
  let ordered = orderBy(db, type, recordsQuery, { field: type.defaultSort.field, direction: type.defaultSort.direction });
  if (window.limit !== undefined) ordered = ordered.limit(window.limit).offset(((window.page ?? 1) - 1) * window.limit);
  const stored = await ordered.execute();
  const rows = overlay ? stored.map((row) => (row.id === overlay.id ? { ...row, data: JSON.stringify(overlay.fields) } : row)) : stored;
  if (rows.length === 0) return [];
  // A part of the listing reads the relations of its own records only, not of every active one.
  const windowed = Object.values(window).some((value) => value !== undefined);

  const relationFields = type.fields.filter((f) => f.type === 'relation');
  const resolved = new Map<string, Map<string, PublicRelation[]>>();
  if (relationFields.length > 0) {
    const links = await k
      .selectFrom('content_relations')
      .select(['from_id', 'field', 'to_type', 'to_id', 'position'])
      .where('from_type', '=', type.key)
      .where('field', 'in', relationFields.map((f) => f.name))
      .where('from_id', 'in', windowed ? rows.map((r) => r.id) : activeIds(through))
      .orderBy('position')
      .execute();
    const targets = new Map<string, PublicRelation>();
    for (const toKey of new Set(relationFields.map((f) => (f.type === 'relation' ? f.to : '')))) {
      const target = contentTypeByKey(toKey);
      if (!target || target.kind !== 'collection') continue;
      const related = await k
        .selectFrom(tableOf(target))
        .select(['id', 'title', 'slug', ...(localized ? (['data'] as const) : [])])
        .where('status', '=', 'active')
        .where(
          'id',
          'in',
          k
            .selectFrom('content_relations')
            .select('to_id')
            .where('from_type', '=', type.key)
            .where('to_type', '=', toKey)
            .where('from_id', 'in', windowed ? rows.map((r) => r.id) : activeIds(through)),
        )
        .execute();
      for (const r of related) {
        const title = localized && 'data' in r ? titleIn(target, r as { title: string; data: string }, language) : r.title;
        targets.set(`${toKey}:${r.id}`, { _id: r.id, title, slug: r.slug });
      }
    }
    for (const link of links) {
      const target = targets.get(`${link.to_type}:${link.to_id}`);
      if (!target) continue;
      const byField = resolved.get(link.from_id) ?? new Map<string, PublicRelation[]>();
      byField.set(link.field, [...(byField.get(link.field) ?? []), target]);
      resolved.set(link.from_id, byField);
    }
  }

  if (overlay) resolved.set(overlay.id, await overlayRelations(db, type, overlay, relationFields));

  const wanted = type.publicListing?.fields;
  const fields = type.fields.filter((f) => !wanted || wanted.includes(f.name));
  const imageFields = fields.filter((f) => f.type === 'image');
  const records = rows.map((row) => {
    const data = parseData(row);
    const record: WireRecord = { _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at };
    for (const field of fields) {
      if (field.type === 'relation') {
        const list = resolved.get(row.id)?.get(field.name) ?? [];
        record[field.name] = field.many ? list : (list[0] ?? null);
      } else {
        record[field.name] = data[field.name] ?? null;
      }
    }
    const shown = localized ? (localizeRecord(type, { ...record, [translationsKey]: data[translationsKey] }, language) as WireRecord) : record;
    return withoutInternalFields(fields, shown);
  });

  if (imageFields.length > 0) {
    const paths = new Set<string>();
    for (const record of records) {
      for (const field of imageFields) {
        const value = record[field.name];
        if (typeof value === 'string' && value.startsWith('/uploads/')) paths.add(value.slice('/uploads/'.length));
      }
    }
    const alts = new Map<string, string>();
    if (paths.size > 0) {
      // Past a few thousand names an IN list grows unwieldy; the whole library's alt texts are then one read.
      let mediaQuery = k.selectFrom('media').select(['file_name', 'alt']).where('alt', '!=', '');
      if (paths.size <= 2000) mediaQuery = mediaQuery.where('file_name', 'in', [...paths]);
      for (const m of await mediaQuery.execute()) alts.set(`/uploads/${m.file_name}`, m.alt);
    }
    for (const record of records) {
      for (const field of imageFields) {
        const value = record[field.name];
        record[`${field.name}Alt`] = typeof value === 'string' ? (alts.get(value) ?? '') : '';
      }
    }
  }
  return records;
}


/** The relations of a previewed draft, from the ids its fields hold: only records on the website. */
async function overlayRelations(db: Db, type: ContentType, overlay: ListingOverlay, relationFields: readonly Field[]): Promise<Map<string, PublicRelation[]>> {
  const byField = new Map<string, PublicRelation[]>();
  for (const field of relationFields) {
    if (field.type !== 'relation') continue;
    const target = contentTypeByKey(field.to);
    const raw = overlay.fields[field.name];
    const ids = (Array.isArray(raw) ? raw : [raw]).filter(isId);
    if (!target || target.kind !== 'collection' || ids.length === 0) continue;
    const rows = await db.kysely.selectFrom(tableOf(target)).select(['id', 'title', 'slug']).where('status', '=', 'active').where('id', 'in', ids).execute();
    const found = new Map(rows.map((r) => [r.id, { _id: r.id, title: r.title, slug: r.slug }]));
    byField.set(field.name, ids.flatMap((id) => found.get(id) ?? []));
  }
  return byField;
}
