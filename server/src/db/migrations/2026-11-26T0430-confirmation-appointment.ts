import type { Kysely } from 'kysely';

// Issue 33: the confirmation page of a slot booked without JavaScript shows the appointment
// (doctor, time, place, the calendar file and the manage link), not the reference alone. The
// appointment as the booking answered it is kept beside the confirmation, for its short life.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_confirmations').addColumn('appointment', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_confirmations').dropColumn('appointment').execute();
}
