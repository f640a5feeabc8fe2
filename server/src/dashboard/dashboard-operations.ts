import { publicForms, type FormKey } from '@hospital/content/forms/index';
import { sql } from 'kysely';
import { contentTableName, type Db } from '../db/database';

/** The 15 active lists the dashboard counts (SPEC §7), by API name. */
export const dashboardLists = [
  'experts',
  'pages',
  'hospitalfacilities',
  'announcements',
  'galleries',
  'leaders',
  'faqs',
  'banners',
  'blogs',
  'video-galleries',
  'events',
  'specialities',
  'camps',
  'media-coverage',
  'hirings',
] as const;

export type DashboardList = (typeof dashboardLists)[number];

export interface Dashboard {
  /** Active records per list. */
  counts: Record<DashboardList, number>;
}

/** The counts of patient requests: only for those who may work the requests desk. */
export interface DashboardEntries {
  /** Form entries per form since the given time (all when none). */
  entries: Record<FormKey, number>;
  totalEntries: number;
  /** Entries the desk has not yet opened a case on (status New), per form, whenever they came. */
  newEntries: Record<FormKey, number>;
  totalNew: number;
}

export interface DashboardOptions {
  since?: string | undefined;
  /** Whether the reader may see patient requests: without it, no count of them is read or given. */
  withEntries: boolean;
}

/**
 * Every count in three statements, whatever the amount of content; the form entries' counts only
 * `withEntries`, as how many patients wrote is itself the desk's data.
 */
export async function getDashboard(db: Db, options: DashboardOptions): Promise<Dashboard & Partial<DashboardEntries>> {
  const parts = dashboardLists.map(
    (key) => sql`select ${sql.lit(key)} as list, count(*) as n from ${sql.table(contentTableName(key))} where status = 'active'`,
  );
  const listRows = await sql<{ list: string; n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(db.kysely);
  const counts = Object.fromEntries(dashboardLists.map((key) => [key, 0])) as Record<DashboardList, number>;
  for (const row of listRows.rows) counts[row.list as DashboardList] = Number(row.n);
  if (!options.withEntries) return { counts };
  return { counts, ...(await entryCounts(db, options.since)) };
}

async function entryCounts(db: Db, since: string | undefined): Promise<DashboardEntries> {
  let entriesQuery = db.kysely
    .selectFrom('form_entries')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('kind');
  if (since) entriesQuery = entriesQuery.where('created_at', '>=', since);
  const newQuery = db.kysely
    .selectFrom('form_entries')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'new')
    .groupBy('kind');
  const [entryRows, newRows] = await Promise.all([entriesQuery.execute(), newQuery.execute()]);
  const entries = Object.fromEntries(publicForms.map((f) => [f.key, 0])) as Record<FormKey, number>;
  let totalEntries = 0;
  for (const row of entryRows) {
    if (row.kind in entries) entries[row.kind as FormKey] = Number(row.n);
    totalEntries += Number(row.n);
  }
  const newEntries = Object.fromEntries(publicForms.map((f) => [f.key, 0])) as Record<FormKey, number>;
  let totalNew = 0;
  for (const row of newRows) {
    if (row.kind in newEntries) newEntries[row.kind as FormKey] = Number(row.n);
    totalNew += Number(row.n);
  }
  return { entries, totalEntries, newEntries, totalNew };
}
