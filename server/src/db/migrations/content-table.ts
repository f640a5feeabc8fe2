import { type Kysely, sql } from 'kysely';

// The shape of a content table, for the migration that adds a content type. Frozen like the
// migrations themselves: a migration that later changes every content table adds its step to
// `laterSteps` under its own name, and `createContentTable` applies only the steps of migrations
// named before the one creating the table (later ones find the table and change it themselves).
// Never import application code here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
type AnyDb = Kysely<any>;

/** A change to one content table, made by the migration of that name for every table it found. */
export interface ContentTableStep {
  migration: string;
  apply: (db: AnyDb, table: string) => Promise<void>;
}

/** Steps of later migrations that changed every content table, oldest first. */
export const laterSteps: readonly ContentTableStep[] = [];

/** The columns and indexes every content table had when the first migration ran. */
export async function createBaseContentTable(db: AnyDb, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(200)')
    .addColumn('title', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('record_date', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex(`${table}_slug`).on(table).column('slug').unique().where(sql.ref('slug'), 'is not', null).execute();
  await db.schema.createIndex(`${table}_status_date`).on(table).columns(['status', 'record_date']).execute();
  await db.schema.createIndex(`${table}_created`).on(table).column('created_at').execute();
  await db.schema.createIndex(`${table}_title`).on(table).column('title').execute();
}

/**
 * Creates `content_{type}` as the migration named `migration` should see it: the base table plus
 * every later step of a migration that sorts before it. A new content type's migration is then
 * `up: (db) => createContentTable(db, 'my_type', '2026-12-01T0900-my-type')` and
 * `down: (db) => db.schema.dropTable('content_my_type').execute()`.
 */
export async function createContentTable(db: AnyDb, type: string, migration: string): Promise<void> {
  const table = `content_${type}`;
  await createBaseContentTable(db, table);
  for (const step of laterSteps) {
    if (step.migration < migration) await step.apply(db, table);
  }
}
