import type { Kysely } from 'kysely';

// Frozen: the studio's WordPress import (Site → Import from WordPress). A run is a row of
// `wordpress_import_runs` from its upload on: `planned` (uploaded, its dry run's report kept),
// `queued`, `running` (with its progress), then `finished`, `failed` or `cancelled`. Who started
// it, its progress as the import last told it, the error that stopped it and whether someone asked
// to stop it. Runs of the command have no `started_by`.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wordpress_import_runs').addColumn('started_by', 'varchar(200)').execute();
  await db.schema.alterTable('wordpress_import_runs').addColumn('progress', 'text').execute();
  await db.schema.alterTable('wordpress_import_runs').addColumn('error', 'text').execute();
  await db.schema.alterTable('wordpress_import_runs').addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('wordpress_import_runs').addColumn('options', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['options', 'cancel_requested', 'error', 'progress', 'started_by']) await db.schema.alterTable('wordpress_import_runs').dropColumn(column).execute();
}
