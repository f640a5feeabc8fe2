import type { Kysely } from 'kysely';

// Booked appointments (issue 33). One row per booking of a doctor's slot, beside its form entry
// (the requests desk keeps the entry: status, notes, history, erasure).
// No slot holds more than its capacity: a live booking holds one seat of its slot (1..capacity),
// and the unique index on (doctor_id, slot_start, seat) lets the database refuse a second holder
// of a seat, on SQLite and PostgreSQL alike, whatever the number of processes. A cancelled
// booking lets go of its seat (seat NULL: NULLs never collide), so the slot is free at once.
// The patient's link to cancel or move it is a random token stored as its SHA-256 (token_hash),
// working until expires_at (the slot's end). Blocks close a doctor's slots for a day or a span.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('appointment_bookings')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('entry_id', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('doctor_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('slot_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('slot_end', 'varchar(30)', (c) => c.notNull())
    .addColumn('seat', 'integer')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('reminded_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appointment_bookings_seat').on('appointment_bookings').columns(['doctor_id', 'slot_start', 'seat']).unique().execute();
  await db.schema.createIndex('appointment_bookings_start').on('appointment_bookings').columns(['slot_start', 'status']).execute();
  await db.schema
    .createTable('appointment_blocks')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('doctor_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)')
    .addColumn('end_time', 'varchar(5)')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(24)')
    .execute();
  await db.schema.createIndex('appointment_blocks_day').on('appointment_blocks').columns(['doctor_id', 'day']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appointment_blocks').execute();
  await db.schema.dropTable('appointment_bookings').execute();
}
