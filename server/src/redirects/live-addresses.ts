import type { Kysely, Transaction } from 'kysely';
import { contentTypeByKey } from '@hospital/content/registry';
import { pagePath, publicPages, recordPath, type PublicPageType } from '@hospital/content/public-urls';
import { contentTableName } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The addresses the website answers with a page now: every published page (by its route) and
 * every published record of the public URL table (`content/src/public-urls.ts`; a doctor once
 * under each published department). Redirects must not hide them, and a record whose addresses
 * change leaves redirects from the old ones.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export interface LivePage {
  type: string;
  id: string;
  title: string;
  /** One address of the record: its id, or for a doctor `id:departmentId` (one address per department). */
  key: string;
}

/** The type of pages addressed by their `pageRoute` (/about-us), the home page at /. */
export const pagesType = 'pages';

/** Types whose address holds `{departmentSlug}`, and the relation field that names the departments. */
const departmentPaths = (Object.keys(publicPages) as PublicPageType[])
  .filter((type) => publicPages[type].path.includes('{departmentSlug}'))
  .map((type) => {
    const field = contentTypeByKey(type)?.fields.find((f) => f.type === 'relation' && f.to === 'expert-categories');
    return { type, field: field?.name ?? 'departments' };
  });

/** The types whose addresses change when a record of `type` changes its route key: itself, and those addressed through it. */
export const addressTypesOf = (type: string): { type: string; through?: string }[] => [
  ...(type === pagesType || Object.hasOwn(publicPages, type) ? [{ type }] : []),
  ...(type === 'expert-categories' ? departmentPaths.map((d) => ({ type: d.type, through: d.field })) : []),
];

interface Selection {
  /** Only these records (ids), else all published ones. */
  ids?: readonly string[];
}

/** The published addresses of records of one type, by path. */
async function addressesOfType(db: Executor, type: string, selection: Selection, out: Map<string, LivePage>): Promise<void> {
  if (selection.ids && selection.ids.length === 0) return;
  let query = db.selectFrom(contentTableName(type)).select(['id', 'slug', 'title']).where('status', '=', 'active').where('slug', 'is not', null);
  if (selection.ids) query = query.where('id', 'in', [...selection.ids]);
  const rows = await query.execute();
  if (rows.length === 0) return;
  if (type === pagesType) {
    for (const row of rows) if (row.slug) out.set(pagePath(row.slug), { type, id: row.id, title: row.title, key: row.id });
    return;
  }
  const through = departmentPaths.find((d) => d.type === type);
  if (!through) {
    for (const row of rows) {
      const path = row.slug ? recordPath(type, { slug: row.slug }) : undefined;
      if (path) out.set(path, { type, id: row.id, title: row.title, key: row.id });
    }
    return;
  }
  const relations = await db
    .selectFrom('content_relations')
    .select(['from_id', 'to_id'])
    .where('from_type', '=', type)
    .where('field', '=', through.field)
    .where('from_id', 'in', rows.map((r) => r.id))
    .execute();
  const departmentIds = [...new Set(relations.map((r) => r.to_id))];
  const departments =
    departmentIds.length === 0
      ? []
      : await db.selectFrom(contentTableName('expert-categories')).select(['id', 'slug']).where('status', '=', 'active').where('id', 'in', departmentIds).execute();
  const slugOf = new Map(departments.map((d) => [d.id, d.slug]));
  const links = relations.flatMap((r) => (slugOf.get(r.to_id) ? [{ from_id: r.from_id, to_id: r.to_id, slug: slugOf.get(r.to_id)! }] : []));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const link of links) {
    const row = byId.get(link.from_id);
    const path = row?.slug && link.slug ? recordPath(type, { slug: row.slug, departmentSlug: link.slug }) : undefined;
    if (row && path) out.set(path, { type, id: row.id, title: row.title, key: `${row.id}:${link.to_id}` });
  }
}

/** Every address the website answers with a published record's page. */
export async function liveAddresses(db: Executor): Promise<Map<string, LivePage>> {
  const out = new Map<string, LivePage>();
  for (const type of [pagesType, ...Object.keys(publicPages)]) await addressesOfType(db, type, {}, out);
  return out;
}

/**
 * The published addresses that depend on one record: its own, and for a department those of the
 * doctors listed under it. Read before and after a write to see which addresses moved.
 */
export async function addressesOfRecord(db: Executor, type: string, id: string): Promise<Map<string, LivePage>> {
  const out = new Map<string, LivePage>();
  for (const entry of addressTypesOf(type)) {
    if (!entry.through) {
      await addressesOfType(db, entry.type, { ids: [id] }, out);
      continue;
    }
    const linked = await db
      .selectFrom('content_relations')
      .select('from_id')
      .where('from_type', '=', entry.type)
      .where('field', '=', entry.through)
      .where('to_id', '=', id)
      .execute();
    await addressesOfType(db, entry.type, { ids: linked.map((l) => l.from_id) }, out);
  }
  return out;
}

/** How a live page is named in a message: `the doctor "Dr A. Rao"`. */
export function describeLivePage(page: LivePage): string {
  const label = contentTypeByKey(page.type)?.label.singular.toLowerCase() ?? page.type;
  return `the ${label} "${page.title}"`;
}
