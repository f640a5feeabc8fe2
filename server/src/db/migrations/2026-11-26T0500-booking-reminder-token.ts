import type { Kysely } from 'kysely';

// Issue 33: the reminder the day before carries its own link to cancel or move the appointment.
// The confirmation's token is kept only as its hash, so the reminder makes a second random
// token, stored the same way beside the first; either opens the booking. A later reminder (after
// a move) replaces it; the confirmation's link keeps working throughout.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointment_bookings').addColumn('reminder_token_hash', 'varchar(64)').execute();
  await db.schema.createIndex('appointment_bookings_reminder_token').on('appointment_bookings').column('reminder_token_hash').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointment_bookings_reminder_token').execute();
  await db.schema.alterTable('appointment_bookings').dropColumn('reminder_token_hash').execute();
}
