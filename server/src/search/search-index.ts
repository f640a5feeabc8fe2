import { PostgresAdapter, sql } from 'kysely';
import type { ContentType } from '@hospital/content/content-type';
import { publicPath } from '@hospital/content/public-path';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import type { Field } from '@hospital/content/fields';
import { pageTemplateById } from '@hospital/content/templates/index';
import { readTranslations, translationsKey } from '@hospital/content/i18n/translations';
import { excerptWords, plainText } from '@hospital/content/text';
import type { Db } from '../db/database';
import { contentTableName } from '../db/database';
import type { ContentRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { searchTables, type Executor, type SearchDocumentTable } from './search-schema';
import { indexText } from './search-text';

/**
 * The search documents: one per published (status 'active') record of every type with a `search`
 * declaration, written in the same transaction as the record by the content operations, so the
 * search never shows a record the website does not, nor misses one it does.
 */

/** The types the site search covers, from their declarations. */
export const searchedTypes = (): ContentType[] => contentTypes.filter((t) => t.kind === 'collection' && t.search !== undefined);

/** Characters kept per document body: a profile, a post's opening, a page with its sections; bounded for speed. */
const maxBodyChars = 5000;
const excerptLength = 30;

interface Related {
  title: string;
  slug: string | null;
  /** Its titles in the other languages (a department's Hindi name, in its doctors' documents). */
  translatedTitles: string[];
}

/** A record's titles in its translations. */
const translatedTitlesOf = (type: ContentType, json: string): string[] => {
  try {
    const translations = readTranslations((JSON.parse(json) as Record<string, unknown>)[translationsKey]);
    return Object.values(translations)
      .map((t) => textOf(t.values[type.titleField]))
      .filter((t) => t !== '');
  } catch {
    return [];
  }
};

/** The active records each record refers to, per relation field, in their order. */
async function relatedOf(executor: Executor, type: ContentType, ids: readonly string[]): Promise<Map<string, Map<string, Related[]>>> {
  const out = new Map<string, Map<string, Related[]>>();
  const fields = type.fields.filter((f) => f.type === 'relation' && type.search?.fields.includes(f.name));
  for (const field of fields) {
    if (field.type !== 'relation') continue;
    const target = contentTypeByKey(field.to);
    if (!target || ids.length === 0) continue;
    const links = await executor
      .selectFrom('content_relations')
      .select(['from_id', 'to_id'])
      .where('from_type', '=', type.key)
      .where('field', '=', field.name)
      .where('from_id', 'in', ids)
      .orderBy('from_id')
      .orderBy('position')
      .execute();
    if (links.length === 0) continue;
    const targets = await executor
      .selectFrom(contentTableName(target.key))
      .select(['id', 'title', 'slug', 'data'])
      .where('id', 'in', [...new Set(links.map((l) => l.to_id))])
      .where('status', '=', 'active')
      .execute();
    const byId = new Map(targets.map((t) => [t.id, { title: t.title, slug: t.slug, translatedTitles: translatedTitlesOf(target, t.data) }]));
    const rows = links.flatMap((l) => {
      const found = byId.get(l.to_id);
      return found ? [{ from_id: l.from_id, ...found }] : [];
    });
    for (const row of rows) {
      const byField = out.get(row.from_id) ?? new Map<string, Related[]>();
      byField.set(field.name, [...(byField.get(field.name) ?? []), { title: row.title, slug: row.slug, translatedTitles: row.translatedTitles }]);
      out.set(row.from_id, byField);
    }
  }
  return out;
}

/** The words that fit in `max` characters, none cut in half. */
const boundedWords = (words: string, max: number): string => (words.length <= max ? words : words.slice(0, max + 1).replace(/ \S*$/, ''));

const textOf = (value: unknown): string =>
  typeof value === 'string' ? plainText(value) : typeof value === 'number' ? String(value) : Array.isArray(value) ? value.map(textOf).join(' ') : '';

/** Does a template field hold words a visitor reads (not a picture, a link, a date or a record's id)? */
const isReadText = (field: Field | undefined): boolean =>
  field !== undefined && (field.type === 'richText' || (field.type === 'text' && field.format !== 'url' && field.format !== 'link' && field.format !== 'email'));

/** Without a declaration (a template kept as a record), a value reads as words when it has some and is no address. */
const looksLikeWords = (value: string): boolean => /\s/.test(value.trim()) && !/^(?:\/|https?:|tel:|mailto:)/i.test(value.trim());

/**
 * The words of a page's template sections (a service page's sections, the health plans, the
 * insurers on the empanelment page): the text and rich text fields its template declares.
 */
function templateText(templateId: unknown, entries: unknown): string {
  if (!Array.isArray(entries)) return '';
  const template = typeof templateId === 'string' ? pageTemplateById(templateId) : undefined;
  const fields = new Map<string, Field>((template?.fields ?? []).map((f) => [f.name, f]));
  const reads = (field: Field | undefined, value: unknown): boolean => typeof value === 'string' && (template ? isReadText(field) : looksLikeWords(value));
  const parts: string[] = [];
  for (const entry of entries as Array<{ name?: unknown; value?: unknown; repeaterValues?: unknown }>) {
    const field = typeof entry?.name === 'string' ? fields.get(entry.name) : undefined;
    if (reads(field, entry?.value)) parts.push(textOf(entry.value));
    if (!Array.isArray(entry?.repeaterValues)) continue;
    const subFields = new Map<string, Field>(field?.type === 'repeater' ? field.fields.map((f) => [f.name, f]) : []);
    for (const row of entry.repeaterValues as unknown[]) {
      if (!row || typeof row !== 'object') continue;
      for (const [name, value] of Object.entries(row as Record<string, unknown>)) if (reads(subFields.get(name), value)) parts.push(textOf(value));
    }
  }
  return parts.join(' ');
}

/**
 * Between a record's title and its titles in other languages in `title_text`: no word, so neither
 * database indexes it, and the ranking can tell how much of each title a query explains.
 */
export const titleSeparator = ' | ';

/** The words of a record's searched fields in one language: its own values, or a translation's (relations are shared). */
function searchedText(type: ContentType, data: Record<string, unknown>, values: Record<string, unknown>, related: Map<string, Related[]> | undefined, shared: boolean): string {
  const parts: string[] = [];
  for (const name of type.search?.fields ?? []) {
    const field = type.fields.find((f) => f.name === name);
    if (!field) continue;
    if (field.type === 'relation') {
      // The related records' titles: in the record's own text, in every language they have.
      if (shared) parts.push((related?.get(name) ?? []).map((r) => [r.title, ...r.translatedTitles].join(' ')).join(' '));
    } else if (field.type === 'templateData') parts.push(templateText(data.template, values[name]));
    else if (field.type === 'seo') {
      // The search-engine keywords only ("मनोरोग, मानसिक स्वास्थ्य, डिप्रेशन"): what a patient calls the record, in each language.
      const seoValue = values[name];
      parts.push(seoValue !== null && typeof seoValue === 'object' ? textOf((seoValue as Record<string, unknown>).keyword) : '');
    }
    else parts.push(textOf(values[name]));
  }
  return parts.join(' ');
}

/**
 * The document of one active record, from its declaration's `search` fields, in every language
 * it is published in (issue 32): the translated titles join the title's words and the translated
 * fields the text's (each language bounded on its own), so a Devanagari query finds the Hindi
 * page, and an English one the English.
 */
function documentOf(type: ContentType, row: ContentRow, related: Map<string, Related[]> | undefined): SearchDocumentTable | null {
  const search = type.search;
  if (!search) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    data = {};
  }
  const translations = Object.values(readTranslations(data[translationsKey]));
  const titles = [row.title, ...translations.map((t) => textOf(t.values[type.titleField]))].map(indexText).filter((t) => t !== '');
  const bodies = [
    searchedText(type, data, data, related, true),
    ...translations.map((t) => searchedText(type, data, t.values, related, false)),
  ].map((text) => boundedWords(indexText(text), maxBodyChars));
  const departments = related?.get('departments') ?? [];
  const url = publicPath(type, row.slug, { departmentSlug: departments[0]?.slug ?? null }) ?? '';
  const excerpt =
    search.group === 'doctors'
      ? [textOf(data.designation), departments.map((d) => d.title).join(', ')].filter(Boolean).join(' · ')
      : excerptWords(textOf(data.description), excerptLength);
  return {
    type: type.key,
    record_id: row.id,
    grp: search.group,
    title: row.title,
    url,
    excerpt,
    title_text: [...new Set(titles)].join(titleSeparator),
    body_text: bodies.filter((b) => b !== '').join(' '),
  };
}

const wordSet = (doc: Pick<SearchDocumentTable, 'title_text' | 'body_text'> | undefined): Set<string> =>
  new Set(doc ? `${doc.title_text} ${doc.body_text}`.split(' ').filter((w) => w !== '' && w !== titleSeparator.trim()) : []);

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Rows of one vocabulary statement: 3 values each, well within both databases' limits on parameters. */
const vocabularyRowsPerStatement = 1000;

/**
 * Counts a record's new words in (+1) and its lost words out (-1) in one statement (a longer
 * record: one per thousand words), the words in one order (by their code units) for every save,
 * so two saves sharing words lock their rows in the same order and wait for each other instead
 * of deadlocking (issue 46: adding them in text order, 46 of 4,437 creates failed on
 * PostgreSQL). A word no document holds any more goes.
 */
async function countWords(executor: Executor, added: readonly string[], removed: readonly string[]): Promise<void> {
  const deltas = new Map<string, number>();
  addWordChanges(deltas, added, removed);
  await countWordChanges(executor, deltas);
}

/** Adds one document's words gained and lost to the net changes of a transaction. */
const addWordChanges = (deltas: Map<string, number>, added: readonly string[], removed: readonly string[]): void => {
  for (const term of added) deltas.set(term, (deltas.get(term) ?? 0) + 1);
  for (const term of removed) deltas.set(term, (deltas.get(term) ?? 0) - 1);
};

/** The net changes of the vocabulary's counts, by word in one order, in one statement per thousand words. */
async function countWordChanges(executor: Executor, deltas: ReadonlyMap<string, number>): Promise<void> {
  const s = searchTables(executor);
  const changes = [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([term, delta]) => ({ term, delta }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  for (const part of chunks(changes, vocabularyRowsPerStatement)) {
    await s
      .insertInto('search_vocabulary')
      .values(part.map(({ term, delta }) => ({ term, term_length: term.length, doc_count: delta })))
      .onConflict((oc) => oc.column('term').doUpdateSet({ doc_count: sql`search_vocabulary.doc_count + excluded.doc_count` }))
      .execute();
  }
  const gone = changes.filter((c) => c.delta < 0).map((c) => c.term);
  for (const part of chunks(gone, vocabularyRowsPerStatement)) await s.deleteFrom('search_vocabulary').where('term', 'in', part).where('doc_count', '<=', 0).execute();
}

/** When this process last changed the index: the searches' count of documents is older, and read again. */
export let indexChangedAt = 0;
const indexChanged = () => {
  indexChangedAt = Date.now() + 1;
};

/**
 * SQLite's full-text table cannot index its `type` and `record_id` columns, so a document is
 * found by its row number, kept in `search_document_rows` (migration 2026-11-28T2330); reading
 * or deleting it by those columns read every document, on every save. PostgreSQL's table has
 * them as its primary key.
 */
const onSqlite = (executor: Executor): boolean => !(executor.getExecutor().adapter instanceof PostgresAdapter);

/** Writes one document (or removes it), keeping the vocabulary's counts. */
async function writeDocument(executor: Executor, typeKey: string, id: string, next: SearchDocumentTable | null, deltas?: Map<string, number>): Promise<void> {
  const s = searchTables(executor);
  let previous: Pick<SearchDocumentTable, 'title_text' | 'body_text'> | undefined;
  if (onSqlite(executor)) {
    const key = await s.selectFrom('search_document_rows').select('doc_rowid').where('type', '=', typeKey).where('record_id', '=', id).executeTakeFirst();
    if (key) {
      previous = await s.selectFrom('search_documents').select(['title_text', 'body_text']).where(sql<number>`rowid`, '=', key.doc_rowid).executeTakeFirst();
      await s.deleteFrom('search_documents').where(sql<number>`rowid`, '=', key.doc_rowid).execute();
    }
    if (next) {
      const { insertId } = await s.insertInto('search_documents').values(next).executeTakeFirstOrThrow();
      await s
        .insertInto('search_document_rows')
        .values({ type: typeKey, record_id: id, doc_rowid: Number(insertId) })
        .onConflict((oc) => oc.columns(['type', 'record_id']).doUpdateSet({ doc_rowid: Number(insertId) }))
        .execute();
    } else if (key) await s.deleteFrom('search_document_rows').where('type', '=', typeKey).where('record_id', '=', id).execute();
  } else {
    previous = await s
      .selectFrom('search_documents')
      .select(['title_text', 'body_text'])
      .where('type', '=', typeKey)
      .where('record_id', '=', id)
      .executeTakeFirst();
    if (previous) await s.deleteFrom('search_documents').where('type', '=', typeKey).where('record_id', '=', id).execute();
    if (next) await s.insertInto('search_documents').values(next).execute();
  }
  const before = wordSet(previous);
  const after = wordSet(next ?? undefined);
  const added = [...after].filter((w) => !before.has(w));
  const removed = [...before].filter((w) => !after.has(w));
  if (deltas) addWordChanges(deltas, added, removed);
  else await countWords(executor, added, removed);
  indexChanged();
}

/** After the documents were written in bulk: SQLite's row numbers of every document, again. */
async function keepDocumentRows(executor: Executor): Promise<void> {
  if (!onSqlite(executor)) return;
  await sql`delete from search_document_rows`.execute(executor);
  await sql`insert or replace into search_document_rows (type, record_id, doc_rowid) select type, record_id, rowid from search_documents order by rowid`.execute(executor);
}

/** Brings one record's document up to date: written when it is active, removed otherwise. */
export async function indexRecord(executor: Executor, type: ContentType, id: string, deltas?: Map<string, number>): Promise<void> {
  if (!type.search) return;
  const row = await executor.selectFrom(contentTableName(type.key)).selectAll().where('id', '=', id).executeTakeFirst();
  const next = row && row.status === 'active' ? documentOf(type, row, (await relatedOf(executor, type, [id])).get(id)) : null;
  await writeDocument(executor, type.key, id, next, deltas);
}

/** Removes a deleted record's document. */
export async function unindexRecord(executor: Executor, type: ContentType, id: string): Promise<void> {
  if (!type.search) return;
  await writeDocument(executor, type.key, id, null);
}

/**
 * After a record changed, the documents of the records that show its title or slug (a
 * department's doctors) are written again.
 */
export async function indexReferrers(executor: Executor, type: ContentType, id: string, deltas?: Map<string, number>): Promise<void> {
  for (const { from, ids } of await referrersOf(executor, type, id)) for (const fromId of ids) await indexRecord(executor, from, fromId, deltas);
}

/** The records of searched types whose documents show a record's title or slug, by type and id in one order. */
async function referrersOf(executor: Executor, type: ContentType, id: string): Promise<{ from: ContentType; ids: string[] }[]> {
  const referring = searchedTypes()
    .filter((t) => t.fields.some((f) => f.type === 'relation' && f.to === type.key && t.search?.fields.includes(f.name)))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const out: { from: ContentType; ids: string[] }[] = [];
  for (const from of referring) {
    const rows = await executor
      .selectFrom('content_relations')
      .select('from_id')
      .distinct()
      .where('from_type', '=', from.key)
      .where('to_type', '=', type.key)
      .where('to_id', '=', id)
      .orderBy('from_id')
      .execute();
    if (rows.length > 0) out.push({ from, ids: rows.map((r) => r.from_id) });
  }
  return out;
}

/**
 * On PostgreSQL, the rows of the records whose documents show this record (a department's
 * doctors), locked by type and id before anything of theirs is written: a save of one of them
 * waits for this save whole, or this one for it, and neither reads the other's half-written state
 * nor holds what the other needs next (issue 46). SQLite has one writer at a time.
 */
export async function lockReferrers(executor: Executor, type: ContentType, id: string): Promise<void> {
  if (onSqlite(executor)) return;
  for (const { from, ids } of await referrersOf(executor, type, id)) {
    await sql`select id from ${sql.table(contentTableName(from.key))} where id in (${sql.join(ids)}) order by id for share`.execute(executor);
  }
}

/**
 * A saved record's document and those of the records that show it, written by type and id with
 * the vocabulary's counts changed once, at the end, in one order of words: a transaction takes
 * the vocabulary's rows in one pass, in the order every other takes them, so two saves sharing
 * words wait for each other instead of deadlocking.
 */
export async function indexRecordAndReferrers(executor: Executor, type: ContentType, id: string): Promise<void> {
  const deltas = new Map<string, number>();
  await indexRecord(executor, type, id, deltas);
  await indexReferrers(executor, type, id, deltas);
  await countWordChanges(executor, deltas);
}

/** Writes every document again from the content tables, in one transaction. */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  const written = await transaction(db, async (trx) => {
    const s = searchTables(trx);
    await s.deleteFrom('search_documents').execute();
    await s.deleteFrom('search_vocabulary').execute();
    const counts = new Map<string, number>();
    let total = 0;
    for (const type of searchedTypes()) {
      const rows = await trx.selectFrom(contentTableName(type.key)).selectAll().where('status', '=', 'active').orderBy('id').execute();
      for (const part of chunks(rows, 200)) {
        const related = await relatedOf(trx, type, part.map((r) => r.id));
        const docs = part.map((row) => documentOf(type, row, related.get(row.id))).filter((d): d is SearchDocumentTable => d !== null);
        if (docs.length === 0) continue;
        await s.insertInto('search_documents').values(docs).execute();
        for (const doc of docs) for (const word of wordSet(doc)) counts.set(word, (counts.get(word) ?? 0) + 1);
        total += docs.length;
      }
    }
    for (const part of chunks([...counts], 300)) {
      await s
        .insertInto('search_vocabulary')
        .values(part.map(([term, doc_count]) => ({ term, term_length: term.length, doc_count })))
        .execute();
    }
    await keepDocumentRows(trx);
    return total;
  });
  indexChanged();
  return written;
}

/**
 * At start: rebuilds the index when it does not hold one document per published searched record
 * (a new installation, a database restored or reseeded by hand).
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const s = searchTables(db.kysely);
  const indexed = Number((await s.selectFrom('search_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  let active = 0;
  for (const type of searchedTypes()) {
    const row = await db.kysely
      .selectFrom(contentTableName(type.key))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirst();
    active += Number(row?.n ?? 0);
  }
  if (indexed === active) return false;
  await rebuildSearchIndex(db);
  return true;
}

/** Empties the index (the seed's reset, which deletes every record at once). */
export async function clearSearchIndex(executor: Executor): Promise<void> {
  const s = searchTables(executor);
  await s.deleteFrom('search_documents').execute();
  await s.deleteFrom('search_vocabulary').execute();
  await keepDocumentRows(executor);
  indexChanged();
}
