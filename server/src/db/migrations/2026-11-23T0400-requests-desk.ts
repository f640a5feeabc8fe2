import type { Kysely } from 'kysely';

// Frozen: the requests desk (issue 15) and the jobs mechanism every later background task uses.

// The reference prefixes as they were when this migration was written, for entries stored before.
const prefixes: Record<string, string> = { contact: 'CON', appointment: 'APT', feedback: 'FBK', getintouch: 'DIS' };
const emailFields = ['email'];
const phoneFields = ['phone'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unique_key', 'varchar(200)', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('run_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema.alterTable('form_entries').addColumn('reference', 'varchar(40)').execute();
  await db.schema.alterTable('form_entries').addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('form_entries').addColumn('assignee_id', 'varchar(40)').execute();
  await db.schema.alterTable('form_entries').addColumn('department', 'varchar(200)').execute();
  await db.schema.alterTable('form_entries').addColumn('contact_email', 'varchar(320)').execute();
  await db.schema.alterTable('form_entries').addColumn('contact_phone', 'varchar(40)').execute();
  await db.schema.alterTable('form_entries').addColumn('consent_version', 'varchar(40)').execute();
  await db.schema.alterTable('form_entries').addColumn('updated_at', 'varchar(40)').execute();

  // Entries stored before the desk: a reference in the order they arrived, and the contact keys
  // erasure looks them up by.
  const rows = (await db.selectFrom('form_entries').select(['id', 'kind', 'data', 'created_at']).orderBy('created_at').orderBy('id').execute()) as {
    id: string;
    kind: string;
    data: string;
    created_at: string;
  }[];
  const counters = new Map<string, number>();
  for (const row of rows) {
    const key = `${prefixes[row.kind] ?? 'ENT'}-${row.created_at.slice(0, 4)}`;
    const next = (counters.get(key) ?? 0) + 1;
    counters.set(key, next);
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      // An unreadable entry keeps no contact keys.
    }
    const email = emailFields.map((f) => data[f]).find((v) => typeof v === 'string' && v !== '') as string | undefined;
    const phone = phoneFields.map((f) => data[f]).find((v) => typeof v === 'string' && v !== '') as string | undefined;
    const department = typeof data.department === 'string' && data.department !== '' ? data.department : null;
    await db
      .updateTable('form_entries')
      .set({
        reference: `${key}-${String(next).padStart(6, '0')}`,
        contact_email: email ? email.trim().toLowerCase() : null,
        contact_phone: phone ? phone.replace(/\D/g, '').slice(-10) || null : null,
        department: row.kind === 'appointment' ? department : null,
        updated_at: row.created_at,
      })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('form_entries_reference').on('form_entries').column('reference').unique().execute();
  await db.schema.createIndex('form_entries_status').on('form_entries').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('form_entries_contact_email').on('form_entries').column('contact_email').execute();
  await db.schema.createIndex('form_entries_contact_phone').on('form_entries').column('contact_phone').execute();

  await db.schema
    .createTable('form_entry_counters')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  for (const [key, value] of counters) await db.insertInto('form_entry_counters').values({ key, value }).execute();

  await db.schema
    .createTable('form_entry_events')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('entry_id', 'varchar(40)', (c) => c.notNull().references('form_entries.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(40)')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_entry_events_entry').on('form_entry_events').columns(['entry_id', 'created_at']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('entry_id', 'varchar(40)', (c) => c.references('form_entries.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('mail_outbox_entry').on('mail_outbox').column('entry_id').execute();

  await db.schema
    .createTable('consent_notices')
    .addColumn('version', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('privacy_log')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(40)')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('privacy_log_created').on('privacy_log').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['privacy_log', 'consent_notices', 'mail_outbox', 'form_entry_events', 'form_entry_counters', 'jobs']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of ['form_entries_reference', 'form_entries_status', 'form_entries_contact_email', 'form_entries_contact_phone']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['reference', 'status', 'assignee_id', 'department', 'contact_email', 'contact_phone', 'consent_version', 'updated_at']) {
    await db.schema.alterTable('form_entries').dropColumn(column).execute();
  }
}
