import crypto from 'node:crypto';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { doctorNameIn, placeIn } from '@hospital/content/opd/places';
import type { OpdSchedule, Slot } from '@hospital/content/opd/schedule';
import type { BookedAppointment, BookingStatus, FreeSlot } from '@hospital/content/wire/appointments';
import { sql } from 'kysely';
import { isUniqueViolation } from '../content/content-storage';
import type { Db } from '../db/database';
import type { AppointmentBookingTable } from '../db/schema';
import { HttpError, NotFoundError } from '../errors/http-errors';
import { slotProblem, slotRefusal } from '../forms/appointment-checks';
import type { Queryable } from '../jobs/job-queue';
import { newId } from '../lib/ids';
import { blockCovers, doctorRecord, findDoctor, hospitalCalendar, type ScheduledDoctor } from './free-slots';
import { bookingLocation, locationIdOf, type LocationAddress } from './locations';
import { transaction } from '../db/transaction';

/**
 * Booked slots (issue 33). A booking holds one seat (1..capacity) of its doctor's slot; the unique
 * index on (doctor_id, slot_start, seat) lets the database refuse a second holder of a seat,
 * whatever the number of patients and server processes. A cancelled booking lets go of its seat
 * (seat NULL), so the slot is free at once. The patient controls theirs with a random token
 * (32 bytes, base64url) of which only the SHA-256 is stored, working until the slot's end.
 */

type BookingRow = { [K in keyof AppointmentBookingTable]: AppointmentBookingTable[K] };

/** A refused slot: 400 with the field's message and the next free slots to pick from. */
export class SlotRefusedError extends HttpError {
  constructor(message: string, errors: Record<string, string>, nextSlots: FreeSlot[]) {
    super(400, 'VALIDATION_FAILED', message, { errors, nextSlots });
  }
}

/** The patient's link has passed its slot's end. */
export class LinkExpiredError extends HttpError {
  constructor(message: string) {
    super(410, 'LINK_EXPIRED', message);
  }
}

export const newBookingToken = (): string => crypto.randomBytes(32).toString('base64url');
export const hashBookingToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A doctor with a schedule, as a booking needs them. */
export type BookableDoctor = ScheduledDoctor & { schedule: OpdSchedule };

/** The doctor a request names by title, when they have a schedule: their slots are booked; others keep the request. */
export async function bookableDoctor(db: Db, title: string | undefined): Promise<BookableDoctor | undefined> {
  if (!title) return undefined;
  const doctor = await findDoctor(db, title);
  return doctor?.schedule ? (doctor as BookableDoctor) : undefined;
}

/**
 * Takes a doctor's slot lock, exclusively, until the end of the caller's transaction. Whatever
 * changes a doctor's slots as a whole takes it (a move, the desk blocking slots); a booking takes
 * it shared, with a lock of the hours its slot covers (`lockSlotForBooking`). So a booking and a
 * block made at the same instant happen one after the other: the booking sees the block and is
 * refused, or the block's list of patients to call has the booking. PostgreSQL: a
 * transaction-level advisory lock per schema and doctor; SQLite: its single writer already takes
 * write transactions one at a time.
 */
export async function lockDoctorSlots(trx: Queryable, dialect: Db['dialect'], doctorId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('hospital-slots:' || current_schema() || ':' || ${doctorId}))`.execute(trx);
}

/** The span of time one of a doctor's booking locks covers: an hour of the clock. */
const lockSpanMs = 60 * 60 * 1000;

/**
 * The locks a booking of one slot takes (PostgreSQL; SQLite's single writer needs none), in one
 * statement: the doctor's slot lock shared, then, exclusively and in order, a lock for each hour
 * of the clock the slot shares a moment with. Two slots that overlap share an hour, so their
 * bookings take turns and each sees the other's seat (whatever grid either was booked on); two
 * patients booking different hours of one doctor no longer wait for each other (a burst of 100
 * bookings of one doctor took turns on one lock, p95 4–8 s). Whatever changes the doctor's slots
 * as a whole (the desk's block, a move) takes the doctor's lock exclusively (`lockDoctorSlots`),
 * so it still happens wholly before or after each booking. Always the doctor's lock first, then
 * the hours in order: no two transactions wait for each other's.
 */
export async function lockSlotForBooking(trx: Queryable, dialect: Db['dialect'], doctorId: string, slot: Pick<Slot, 'start' | 'end'>): Promise<void> {
  if (dialect !== 'postgres') return;
  const first = Math.floor(Date.parse(slot.start) / lockSpanMs);
  const last = Math.floor((Date.parse(slot.end) - 1) / lockSpanMs);
  const hours: number[] = [];
  for (let hour = first; hour <= Math.max(first, last); hour++) hours.push(hour);
  await sql`select pg_advisory_xact_lock_shared(hashtext('hospital-slots:' || current_schema() || ':' || ${doctorId})), ${sql.join(
    hours.map((hour) => sql`pg_advisory_xact_lock(hashtext('hospital-slot-hours:' || current_schema() || ':' || ${doctorId}), ${hour % 2_147_483_647}::integer)`),
  )}`.execute(trx);
}

/** Whether the desk has blocked a slot: read inside the transaction that holds the doctor's slot lock. */
async function slotBlocked(trx: Queryable, doctorId: string, slot: Pick<Slot, 'day' | 'time'>): Promise<boolean> {
  const blocks = await trx.selectFrom('appointment_blocks').select(['day', 'start_time', 'end_time']).where('doctor_id', '=', doctorId).where('day', '=', slot.day).execute();
  return blocks.some((block) => blockCovers(block, slot));
}

/**
 * How many live bookings of a doctor share a moment with a slot, whatever slot they were booked
 * on (`except`: the booking being moved). Read under the doctor's slot lock: a slot of a new grid
 * never takes more patients than its places with the bookings kept from the old one.
 */
async function bookingsOverlapping(trx: Queryable, doctorId: string, slot: Pick<Slot, 'start' | 'end'>, except?: string): Promise<number> {
  let query = trx
    .selectFrom('appointment_bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('doctor_id', '=', doctorId)
    .where('seat', 'is not', null)
    .where('slot_start', '<', slot.end)
    .where('slot_end', '>', slot.start);
  if (except) query = query.where('id', '!=', except);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Holds a free seat of a slot for an entry, in the caller's transaction and at its very end (the
 * caller commits right after: the locks are held for as short a time as can be). Under the
 * slot's booking locks (`lockSlotForBooking`), one statement per seat (1, 2, … up to the slot's capacity) inserts the
 * booking only when the desk has not blocked the slot and fewer live bookings than its places
 * share a moment with it (`INSERT … SELECT … WHERE … ON CONFLICT DO NOTHING`): the lock, the check
 * and the seat are two round trips, where they were four. The check reads after the lock was
 * taken (a statement of its own), so it sees every booking and block committed before. Answers the
 * booking's row, or undefined when every seat is held or the slot is blocked (the caller rolls
 * back). On PostgreSQL a second transaction inserting the same seat waits for the first and then
 * inserts nothing, so no slot ever holds more than its capacity.
 */
export async function holdSeat(
  trx: Queryable,
  dialect: Db['dialect'],
  booking: { entryId: string; reference: string; doctorId: string; slot: Pick<Slot, 'start' | 'end' | 'place' | 'capacity' | 'day' | 'time'>; locationId?: string | null; tokenHash: string; now: Date },
): Promise<BookingRow | undefined> {
  await lockSlotForBooking(trx, dialect, booking.doctorId, booking.slot);
  const at = booking.now.toISOString();
  const { doctorId, slot } = booking;
  for (let seat = 1; seat <= slot.capacity; seat++) {
    const row: BookingRow = {
      id: newId(),
      entry_id: booking.entryId,
      reference: booking.reference,
      doctor_id: doctorId,
      slot_start: slot.start,
      slot_end: slot.end,
      seat,
      status: 'booked',
      place: slot.place.slice(0, 200),
      location_id: booking.locationId ?? null,
      token_hash: booking.tokenHash,
      expires_at: slot.end,
      reminded_at: null,
      reminder_token_hash: null,
      created_at: at,
      updated_at: at,
    };
    const columns = Object.keys(row) as (keyof BookingRow)[];
    const held = await trx
      .insertInto('appointment_bookings')
      .columns(columns)
      .expression(
        trx
          .selectNoFrom(columns.map((column) => (column === 'seat' ? sql<number>`cast(${seat} as integer)` : sql`${row[column]}`).as(column)))
          // The desk's blocks of the day (as `blockCovers` reads them) …
          .where(({ not, exists, selectFrom, eb }) =>
            not(
              exists(
                selectFrom('appointment_blocks')
                  .select(sql.lit(1).as('one'))
                  .where('doctor_id', '=', doctorId)
                  .where('day', '=', slot.day)
                  .where((b) => b.or([b('start_time', 'is', null), b.and([b('start_time', '<=', slot.time), b.or([b('end_time', 'is', null), b('end_time', '>', slot.time)])])])),
              ),
            ).and(
              // … and the live bookings sharing a moment with the slot, whatever grid they were booked on.
              eb(
                selectFrom('appointment_bookings')
                  .select((c) => c.fn.countAll<number>().as('n'))
                  .where('doctor_id', '=', doctorId)
                  .where('seat', 'is not', null)
                  .where('slot_start', '<', slot.end)
                  .where('slot_end', '>', slot.start),
                '<',
                slot.capacity,
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (held) return row;
  }
  return undefined;
}

/** The site-relative address of the page a patient cancels or moves a booking on (under /hi/ for Hindi). */
export const manageUrl = (token: string, language: string): string => `${language === defaultLanguage ? '' : `/${language}`}/manage-appointment?token=${encodeURIComponent(token)}`;
export const calendarUrl = (token: string): string => `/api/admin/appointments/calendar.ics?token=${encodeURIComponent(token)}`;

/**
 * A booking as the patient sees it, in their entry's language: the doctor's name and the room
 * (stored in English, as the session had it) in that language when the doctor's record (`doctor`)
 * translates them.
 */
export function bookedAppointment(
  row: Pick<BookingRow, 'reference' | 'status' | 'slot_start' | 'slot_end' | 'place' | 'expires_at'>,
  entry: { data: Record<string, string>; language: string },
  token: string,
  doctor: Record<string, unknown> | undefined,
  location?: LocationAddress | undefined,
): BookedAppointment {
  return {
    reference: row.reference,
    status: row.status as BookingStatus,
    // The doctor by the name the patient's page gave them (the entry keeps the record's own title for the desk).
    doctor: doctorNameIn(doctor, entry.data.doctor ?? '', entry.language),
    department: entry.data.department ?? '',
    dateTime: entry.data.date_time ?? '',
    start: row.slot_start,
    end: row.slot_end,
    place: placeIn(doctor, row.place, entry.language),
    manageUrl: manageUrl(token, entry.language),
    calendarUrl: calendarUrl(token),
    expiresAt: row.expires_at,
    ...(location ? { location } : {}),
  };
}

interface TokenBooking {
  row: BookingRow;
  entry: { id: string; data: Record<string, string>; language: string };
  /** The doctor's record (undefined once deleted): the room in the patient's language. */
  doctor: Record<string, unknown> | undefined;
  /** The booking's location, its name and address in the patient's language (issue 48). */
  location: LocationAddress | undefined;
}

/** The booking of a token with its entry and doctor: 404 when none has it, 410 once its slot has ended. */
export async function bookingOfToken(db: Queryable, token: string, now: Date, language = defaultLanguage): Promise<TokenBooking> {
  const row = token.length <= 100 ? await db.selectFrom('appointment_bookings').selectAll().where((eb) => eb.or([eb('token_hash', '=', hashBookingToken(token)), eb('reminder_token_hash', '=', hashBookingToken(token))])).executeTakeFirst() : undefined;
  const entryRow = row ? await db.selectFrom('form_entries').select(['id', 'data', 'language']).where('id', '=', row.entry_id).executeTakeFirst() : undefined;
  if (!row || !entryRow) throw new NotFoundError(messagesFor(language).forms.booking.linkUnknown);
  const texts = messagesFor(entryRow.language).forms.booking;
  if (row.expires_at <= now.toISOString()) throw new LinkExpiredError(texts.linkExpired);
  const doctor = entryRow.language === defaultLanguage ? undefined : await doctorRecord(db, row.doctor_id);
  const location = await bookingLocation(db, row.location_id, entryRow.language);
  return { row, entry: { id: entryRow.id, data: JSON.parse(entryRow.data) as Record<string, string>, language: entryRow.language }, doctor, location };
}

/** A line of the entry's history, in the desk's words (a note without a staff member: the patient did it). */
async function addHistory(trx: Queryable, entryId: string, text: string, at: string): Promise<void> {
  await trx.insertInto('form_entry_events').values({ id: newId(), entry_id: entryId, type: 'note', actor_id: null, actor_name: null, data: JSON.stringify({ text }), created_at: at }).execute();
  await trx.updateTable('form_entries').set({ updated_at: at }).where('id', '=', entryId).execute();
}

/**
 * Cancels a booking through the patient's token: its seat is let go at once (the slot is free
 * again), its status is cancelled, and the entry's history says so. The entry keeps its desk
 * status (the desk may still want to call back); its line in the day view reads cancelled.
 */
export async function cancelBooking(db: Db, token: string, options: { now?: Date; language?: string } = {}): Promise<BookedAppointment> {
  const now = options.now ?? new Date();
  const { row, entry, doctor, location } = await bookingOfToken(db.kysely, token, now, options.language);
  const texts = messagesFor(entry.language).forms.booking;
  if (row.status === 'cancelled') throw new HttpError(409, 'ALREADY_CANCELLED', texts.alreadyCancelled);
  if (row.status !== 'booked') throw new HttpError(409, 'NOT_CHANGEABLE', texts.notChangeable);
  const at = now.toISOString();
  await transaction(db, async (trx) => {
    await trx.updateTable('appointment_bookings').set({ seat: null, status: 'cancelled', updated_at: at }).where('id', '=', row.id).where('status', '=', 'booked').execute();
    await addHistory(trx, entry.id, messagesFor(defaultLanguage).forms.booking.cancelledNote, at);
  });
  return bookedAppointment({ ...row, status: 'cancelled' }, entry, token, doctor, location);
}

class SeatTaken extends Error {}

/**
 * Moves a booking to another slot of the same doctor through the patient's token, in one
 * transaction: a seat of the new slot is taken and the old one let go together; the reference
 * and the token stay, the entry's `date_time` becomes the new time, and its history says so. A
 * taken or invalid time is refused as the form refuses it, with the next free slots.
 */
export async function moveBooking(db: Db, token: string, dateTime: string, options: { now?: Date; language?: string } = {}): Promise<BookedAppointment> {
  const now = options.now ?? new Date();
  const { row, entry, location } = await bookingOfToken(db.kysely, token, now, options.language);
  const language = entry.language;
  const texts = messagesFor(language).forms.booking;
  if (row.status !== 'booked') throw new HttpError(409, 'NOT_CHANGEABLE', row.status === 'cancelled' ? texts.alreadyCancelled : texts.notChangeable);
  const calendar = await hospitalCalendar(db);
  const doctor = (await findDoctor(db, row.doctor_id)) ?? undefined;
  if (!doctor?.schedule) throw new HttpError(409, 'NOT_CHANGEABLE', texts.notChangeable);
  const bookable = doctor as BookableDoctor;
  const refuse = (refusal: { errors: Record<string, string>; nextSlots: FreeSlot[] }): never => {
    throw new SlotRefusedError(refusal.errors.date_time ?? texts.notChangeable, refusal.errors, refusal.nextSlots);
  };
  const check = await slotProblem(db, bookable, dateTime, { now, calendar, language });
  if ('errors' in check) return refuse(check);
  const slot = check.slot;
  if (slot.start === row.slot_start) return bookedAppointment(row, entry, token, doctor.record, location);
  const locationId = locationIdOf(calendar.locations, slot.location) || null;
  const at = now.toISOString();
  const moved = slot.dateTime;
  try {
    await transaction(db, async (trx) => {
      await lockDoctorSlots(trx, db.dialect, row.doctor_id);
      if (await slotBlocked(trx, row.doctor_id, slot)) throw new SeatTaken();
      if ((await bookingsOverlapping(trx, row.doctor_id, slot, row.id)) >= slot.capacity) throw new SeatTaken();
      // The new seat: the first one nobody holds. Another booking taking the same seat at the same
      // moment makes the unique index refuse this update; on PostgreSQL that would end the whole
      // transaction, so each try is a savepoint and the next seat is tried after it.
      let seat: number | undefined;
      for (let s = 1; s <= slot.capacity && seat === undefined; s++) {
        await sql`savepoint move_seat`.execute(trx);
        const result = await trx
          .updateTable('appointment_bookings')
          .set({ slot_start: slot.start, slot_end: slot.end, seat: s, place: slot.place.slice(0, 200), location_id: locationId, expires_at: slot.end, reminded_at: null, updated_at: at })
          .where('id', '=', row.id)
          .where('status', '=', 'booked')
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('appointment_bookings as other').select(sql.lit(1).as('one')).where('other.doctor_id', '=', row.doctor_id).where('other.slot_start', '=', slot.start).where('other.seat', '=', s))),
          )
          .executeTakeFirst()
          .catch(async (error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
            await sql`rollback to savepoint move_seat`.execute(trx);
            return undefined;
          });
        await sql`release savepoint move_seat`.execute(trx);
        if (result && Number(result.numUpdatedRows) > 0) seat = s;
      }
      if (seat === undefined) throw new SeatTaken();
      const data = { ...entry.data, date_time: moved };
      await trx.updateTable('form_entries').set({ data: JSON.stringify(data) }).where('id', '=', entry.id).execute();
      await addHistory(trx, entry.id, messagesFor(defaultLanguage).forms.booking.movedNote(entry.data.date_time ?? '', moved), at);
    });
  } catch (error) {
    if (!(error instanceof SeatTaken) && !isUniqueViolation(error)) throw error;
    return refuse(await slotRefusal(db, bookable, { reason: 'taken', after: new Date(slot.start) }, { now, calendar, language }));
  }
  const movedTo = locationId === row.location_id ? location : await bookingLocation(db.kysely, locationId, language);
  return bookedAppointment({ ...row, slot_start: slot.start, slot_end: slot.end, place: slot.place, expires_at: slot.end }, { ...entry, data: { ...entry.data, date_time: moved } }, token, doctor.record, movedTo);
}

/** Removes the bookings of entries (deleted or erased): their slots are free again. */
export async function removeBookingsOf(trx: Queryable, entryIds: readonly string[]): Promise<void> {
  if (entryIds.length > 0) await trx.deleteFrom('appointment_bookings').where('entry_id', 'in', entryIds).execute();
}

/** Removes the bookings whose entry is gone (the retention's deletions). */
export async function removeOrphanBookings(trx: Queryable): Promise<void> {
  await trx
    .deleteFrom('appointment_bookings')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('form_entries').select(sql.lit(1).as('one')).whereRef('form_entries.id', '=', 'appointment_bookings.entry_id'))))
    .execute();
}

