/**
 * Wire shapes of booked appointments (issue 33): written by the server (`server/src/appointments`),
 * read by the website and the studio. Routes, all under /api/admin:
 *
 * Public (no sign-in; rate-limited like the forms):
 * - `GET appointment-slots?doctor=<_id or title>&from=yyyy-mm-dd&days=14&lang=hi` → `FreeSlotsAnswer`.
 *   `from` defaults to today on the hospital's clock, `days` to 14 (at most 31). An unknown doctor: 404.
 * - `GET appointment-availability?days=7` → `AvailabilityAnswer`: every active doctor's next free slot
 *   within the days (Find a Doctor's "available this week", the cards' "Next available").
 * - `GET appointments/manage?token=…` → `BookedAppointment` (404 unknown token, 410 expired: the slot has passed).
 * - `POST appointments/cancel` `{ token }` → `BookedAppointment` (status cancelled; the slot is free at once).
 * - `POST appointments/move` `{ token, date_time }` → `BookedAppointment` at the new time, same reference;
 *   a taken or invalid time: 400 `{ message, errors: { date_time }, nextSlots }`.
 * - `GET appointments/calendar.ics?token=…` → `text/calendar` (one VEVENT, the hospital's zone as UTC instants).
 *
 * The booking itself stays the SPEC's `POST BookAppointmentForms`: for a doctor with a schedule
 * the `date_time` must be a free slot of theirs; its 201 answer keeps `data: { _id, reference }`
 * and adds `data.appointment: BookedAppointment`. A taken or invalid slot: 400 with
 * `errors.date_time` (the message names the next free times) and `nextSlots: FreeSlot[]`.
 *
 * Studio (requests desk; department editors and the desk limited to their departments):
 * - `GET appointments/day?date=yyyy-mm-dd&doctor=<_id>` or `&department=<title>` → `DayView`
 * - `GET appointments/day.csv?…same` → CSV of the day's list
 * - `PATCH appointments/:id` `{ status: 'booked' | 'attended' | 'no_show' }` → `DayBooking`
 * - `POST appointments/blocks` `{ doctor, date, start?, end?, reason, location? }` (no start/end: the whole day;
 *   start..end: the slots that start within [start, end); a location (issue 48): the doctor's sessions
 *   there only, one block per session, all in `blocks`; a desk person limited to locations blocks at
 *   theirs, another: 403) → `{ block: SlotBlock, blocks?: SlotBlock[], affected: DayBooking[] }`
 * - `DELETE appointments/blocks/:id` → 204
 */

export const bookingStatuses = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** One free slot as the website offers it. */
export interface FreeSlot {
  /** ISO instant in UTC. */
  start: string;
  end: string;
  /** The SPEC's `date_time` value to send: "01/12/2026 09:30 AM". */
  dateTime: string;
  /** Hospital's day "2026-12-01" and wall time "09:30". */
  day: string;
  time: string;
  /** Places left in the slot (≥ 1). */
  free: number;
  place: string;
  /** The `_id` of the location the slot is at (issue 48); absent on a site without locations. */
  location?: string;
}

export interface FreeSlotsDay {
  /** yyyy-mm-dd on the hospital's clock. */
  date: string;
  slots: FreeSlot[];
  /** Why the day has no slots at all, when it has none: a holiday's name, 'leave', or 'closed' (no session that weekday). */
  closed?: { reason: 'holiday' | 'leave' | 'closed'; name?: string };
}

export interface FreeSlotsAnswer {
  doctor: { _id: string; title: string; slug: string };
  /** False for a doctor without a schedule: the form takes a request as before, and `days` is empty. */
  hasSchedule: boolean;
  timeZone: string;
  days: FreeSlotsDay[];
  /** The first free slot within the days asked, or null. */
  next: FreeSlot | null;
}

export interface AvailabilityAnswer {
  from: string;
  days: number;
  /** Doctors with a schedule, by `_id`: their first free slot in the days, or null when none is free. */
  doctors: Record<string, { next: FreeSlot | null }>;
}

/** A booked appointment as the patient sees it (confirmation, manage page, e-mail). */
export interface BookedAppointment {
  reference: string;
  status: BookingStatus;
  doctor: string;
  department: string;
  /** The SPEC's form value, "01/12/2026 09:30 AM". */
  dateTime: string;
  start: string;
  end: string;
  place: string;
  /** Site-relative address of the page that cancels or moves it (`/manage-appointment?token=…`, `/hi/…` in Hindi). */
  manageUrl: string;
  /** Site-relative address of the calendar file (`/api/admin/appointments/calendar.ics?token=…`). */
  calendarUrl: string;
  /** When the manage link stops working (the slot's end). */
  expiresAt: string;
  /** Where (issue 48): the location's name and address in the patient's language, and a map link for directions; absent on a site without locations. */
  location?: { _id: string; title: string; address: string; directionsUrl?: string };
}

/** One booking in the desk's day view. */
export interface DayBooking {
  _id: string;
  entryId: string;
  reference: string;
  status: BookingStatus;
  patientName: string;
  phone: string;
  doctorId: string;
  doctor: string;
  start: string;
  time: string;
  place: string;
  /** The `_id` of the booking's location (issue 48); absent on a site without locations. */
  location?: string;
}

export interface SlotBlock {
  _id: string;
  doctorId: string;
  date: string;
  /** "09:00" or null for the whole day. */
  start: string | null;
  end: string | null;
  reason: string;
  createdAt: string;
  createdBy: string | null;
}

export interface DaySlot {
  start: string;
  /** "09:30" on the hospital's clock. */
  time: string;
  /** "09:45": when it ends ("Block slot" closes start..end). */
  endTime: string;
  place: string;
  /** The `_id` of the slot's location (issue 48); absent on a site without locations. */
  location?: string;
  /** Patients the slot takes; 0 for a booking's time the schedule no longer has a slot at. */
  capacity: number;
  blocked: boolean;
  bookings: DayBooking[];
}

export interface DayView {
  date: string;
  timeZone: string;
  /** The locations the desk may choose among (issue 48): present only with two or more, those of the desk person's scope. */
  locations?: { _id: string; title: string }[];
  doctors: {
    _id: string;
    title: string;
    departments: string[];
    slots: DaySlot[];
    /** The doctor's OPD sessions that day ("Block session" closes one: its start to its end). */
    sessions: { start: string; end: string; place: string }[];
    blocks: SlotBlock[];
    closed?: { reason: 'holiday' | 'leave' | 'closed'; name?: string };
  }[];
  /** Counts over the day: booked, cancelled, attended, no_show. */
  totals: Record<BookingStatus, number>;
  /** The hospital's holidays (site settings) from the day shown on, the first few, with their names: the clinics are closed. */
  holidays: { date: string; name: string }[];
}
