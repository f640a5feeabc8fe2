import { sql, type Transaction } from 'kysely';
import type { ContentType } from '@hospital/content/content-type';
import { publicPath } from '@hospital/content/public-path';
import { contentTypeByKey } from '@hospital/content/registry';
import { menuLinkTypes, type MenuLinkRef, type MenuLinkType } from '@hospital/content/types/menus/index';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { tableOf } from '../content/content-storage';

/**
 * Menu items that link to a record (a page, a doctor, a department…) keep the record's type and
 * id beside the path. The path is always the record's website address, worked out here from the
 * type's `publicPage` declaration: when an item is saved, and again in the same transaction that
 * changes a record's route (its slug, a page's route, an expert's first department).
 */

type Executor = Db['kysely'] | Transaction<Database>;

/** A record an item may link to, as the menu manager's picker lists it. */
export interface LinkTarget {
  type: MenuLinkType;
  _id: string;
  title: string;
  /** The website address; absent when the record has none (an expert without a department). */
  path: string | undefined;
  status: string;
}

export const isMenuLinkType = (value: unknown): value is MenuLinkType =>
  typeof value === 'string' && (menuLinkTypes as readonly string[]).includes(value);

const linkTypeOf = (key: MenuLinkType): ContentType => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`The content registry has no type ${key}`);
  return type;
};

export const linkKey = (ref: MenuLinkRef): string => `${ref.type}:${ref._id}`;

interface LinkRow {
  id: string;
  title: string;
  slug: string | null;
  status: string;
}

/**
 * The first department of each expert, by expert id, preferring an active one: the address
 * /our-experts/{departmentSlug}/{slug} only answers under a department the website shows.
 */
async function departmentSlugs(db: Executor, expertIds: readonly string[]): Promise<Map<string, string>> {
  if (expertIds.length === 0) return new Map();
  const relations = await db
    .selectFrom('content_relations')
    .select(['from_id', 'to_id'])
    .where('from_type', '=', 'experts')
    .where('field', '=', 'departments')
    .where('from_id', 'in', [...expertIds])
    .orderBy('position')
    .execute();
  if (relations.length === 0) return new Map();
  const departments = await db
    .selectFrom(tableOf(linkTypeOf('expert-categories')))
    .select(['id', 'slug', 'status'])
    .where('id', 'in', [...new Set(relations.map((r) => r.to_id))])
    .execute();
  const byId = new Map(departments.map((d) => [d.id, d]));
  const rows = relations.flatMap((r) => {
    const department = byId.get(r.to_id);
    return department ? [{ expertId: r.from_id, slug: department.slug, status: department.status }] : [];
  });
  const chosen = new Map<string, { slug: string; active: boolean }>();
  for (const row of rows) {
    if (!row.slug) continue;
    const active = row.status === 'active';
    const current = chosen.get(row.expertId);
    if (!current || (!current.active && active)) chosen.set(row.expertId, { slug: row.slug, active });
  }
  return new Map([...chosen].map(([id, d]) => [id, d.slug]));
}

/** The records of one type with their website addresses. */
async function targetsOf(db: Executor, key: MenuLinkType, rows: readonly LinkRow[]): Promise<LinkTarget[]> {
  const type = linkTypeOf(key);
  const departments = key === 'experts' ? await departmentSlugs(db, rows.map((r) => r.id)) : new Map<string, string>();
  return rows.map((row) => ({
    type: key,
    _id: row.id,
    title: row.title,
    path: publicPath(type, row.slug, { departmentSlug: departments.get(row.id) }),
    status: row.status,
  }));
}

/** The linked records that still exist, by `linkKey`: one query per type named. */
export async function resolveLinks(db: Executor, refs: readonly MenuLinkRef[]): Promise<Map<string, LinkTarget>> {
  const idsByType = new Map<MenuLinkType, Set<string>>();
  for (const ref of refs) idsByType.set(ref.type, (idsByType.get(ref.type) ?? new Set()).add(ref._id));
  const found = new Map<string, LinkTarget>();
  for (const [key, ids] of idsByType) {
    const rows = await db
      .selectFrom(tableOf(linkTypeOf(key)))
      .select(['id', 'title', 'slug', 'status'])
      .where('id', 'in', [...ids])
      .execute();
    for (const target of await targetsOf(db, key, rows)) found.set(linkKey(target), target);
  }
  return found;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The picker's search: records of every linkable type whose title (or route) holds `q`, at most
 * `perType` of each, by title. An empty `q` lists the first of each type.
 */
export async function searchLinkTargets(db: Db, q: string, perType: number): Promise<LinkTarget[]> {
  const needle = `%${escapeLike(q.trim().toLowerCase())}%`;
  const results: LinkTarget[] = [];
  for (const key of menuLinkTypes) {
    const rows = await db.kysely
      .selectFrom(tableOf(linkTypeOf(key)))
      .select(['id', 'title', 'slug', 'status'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(title)`, 'like', sql<string>`${needle} escape '\\'`),
          eb(sql<string>`lower(coalesce(slug, ''))`, 'like', sql<string>`${needle} escape '\\'`),
        ]),
      )
      .orderBy(sql`lower(title)`)
      .orderBy('id')
      .limit(perType)
      .execute();
    results.push(...(await targetsOf(db.kysely, key, rows)));
  }
  return results;
}

/** Does a change to a record of this type move the address of a linked record? */
export const movesMenuLinks = (typeKey: string): boolean => isMenuLinkType(typeKey);
