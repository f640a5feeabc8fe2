import type { Kysely } from 'kysely';

// Frozen: team accounts (issue 14): roles and departments, disabled accounts, one-time
// set-password links, two-factor sign-in with recovery codes, the sessions' device and address,
// the activity log, and department editors' submissions waiting for review. Accounts that exist
// already are administrators, so the first administrator keeps every right it had.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  const adminColumns: [string, 'text' | 'integer' | `varchar(${number})`][] = [
    ['department_ids', 'text'],
    ['disabled_at', 'varchar(40)'],
    ['last_sign_in_at', 'varchar(40)'],
    ['password_token_hash', 'varchar(128)'],
    ['password_token_expires_at', 'varchar(40)'],
    ['totp_secret', 'varchar(200)'],
    ['totp_enabled_at', 'varchar(40)'],
    ['totp_last_step', 'integer'],
  ];
  await db.schema.alterTable('admins').addColumn('role', 'varchar(40)', (c) => c.notNull().defaultTo('administrator')).execute();
  for (const [name, type] of adminColumns) await db.schema.alterTable('admins').addColumn(name, type).execute();
  await db.schema.createIndex('admins_password_token').on('admins').column('password_token_hash').execute();

  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(500)').execute();

  // Between a right password and the second factor: a short-lived ticket, never a session.
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('admin_id', 'varchar(40)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('setup_secret', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(40)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_admin').on('recovery_codes').columns(['admin_id', 'code_hash']).execute();

  // No foreign key to admins: an entry outlives its author's account, under the name they had.
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(40)')
    .addColumn('actor_name', 'varchar(400)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(60)')
    .addColumn('record_id', 'varchar(100)')
    .addColumn('record_title', 'varchar(500)')
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_log_created').on('activity_log').column('created_at').execute();
  await db.schema.createIndex('activity_log_actor').on('activity_log').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('activity_log_action').on('activity_log').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('activity_log_type').on('activity_log').columns(['content_type', 'created_at']).execute();

  // A department editor's draft submitted for review: which record, at which version (what the
  // reviewer publishes), who and when, their comment; then who decided, when, and the comment of a
  // submission sent back. No foreign key to admins, as the log.
  await db.schema
    .createTable('review_submissions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('record_title', 'varchar(500)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('submitted_by_id', 'varchar(40)')
    .addColumn('submitted_by_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('decided_by_id', 'varchar(40)')
    .addColumn('decided_by_name', 'varchar(400)')
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('review_comment', 'text')
    .execute();
  await db.schema.createIndex('review_submissions_status').on('review_submissions').columns(['status', 'submitted_at']).execute();
  await db.schema.createIndex('review_submissions_record').on('review_submissions').columns(['content_type', 'record_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['review_submissions', 'activity_log', 'recovery_codes', 'sign_in_challenges']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('admins_password_token').execute();
  for (const column of ['ip', 'user_agent']) await db.schema.alterTable('sessions').dropColumn(column).execute();
  for (const column of ['role', 'department_ids', 'disabled_at', 'last_sign_in_at', 'password_token_hash', 'password_token_expires_at', 'totp_secret', 'totp_enabled_at', 'totp_last_step']) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
}
