import type { BookingStatus, DayView, SlotBlock } from '@hospital/content/wire/appointments';

/** What the desk marks: attendance (and back to booked when marked by mistake). */
export type AttendanceStatus = Exclude<BookingStatus, 'cancelled'>;

export const statusLabels: Record<BookingStatus, string> = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' };

/** The doctors of the day the desk chose: every one, one doctor, or a department's. */
export interface DayChoice {
  doctor?: string | undefined;
  department?: string | undefined;
  /** One location of the network (issue 48); the server filters the day by it. */
  location?: string | undefined;
}

export type DayDoctor = DayView['doctors'][number];

export function chosenDoctors(view: DayView, choice: DayChoice): DayDoctor[] {
  if (choice.doctor) return view.doctors.filter((d) => d._id === choice.doctor);
  const department = choice.department;
  if (department) return view.doctors.filter((d) => d.departments.includes(department));
  return view.doctors;
}

/** Booked, cancelled, attended and no-show over the doctors shown. */
export function totalsOf(doctors: readonly DayDoctor[]): Record<BookingStatus, number> {
  const totals: Record<BookingStatus, number> = { booked: 0, cancelled: 0, attended: 0, no_show: 0 };
  for (const booking of doctors.flatMap((d) => d.slots.flatMap((s) => s.bookings))) totals[booking.status] += 1;
  return totals;
}

/** The departments of the day's doctors, for the choice. */
export const departmentsOf = (view: DayView): string[] => [...new Set(view.doctors.flatMap((d) => d.departments))].sort((a, b) => a.localeCompare(b));

/** The day `n` days after a yyyy-mm-dd day. */
export function shiftDay(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** "Monday, 1 December 2026": the day a yyyy-mm-dd names, whatever the browser's zone. */
export const longDay = (day: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/** "Whole day" or "09:00–13:00". */
export const blockSpan = (block: Pick<SlotBlock, 'start' | 'end'>): string => (block.start === null ? 'Whole day' : `${block.start}–${block.end ?? ''}`);

/** The query of the CSV for the day and the choice shown. */
export function csvQuery(date: string, choice: DayChoice): URLSearchParams {
  const query = new URLSearchParams({ date });
  if (choice.doctor) query.set('doctor', choice.doctor);
  else if (choice.department) query.set('department', choice.department);
  if (choice.location) query.set('location', choice.location);
  return query;
}

export const closedLabel = (closed: NonNullable<DayDoctor['closed']>): string =>
  closed.reason === 'holiday' ? `Holiday${closed.name ? `: ${closed.name}` : ''}` : closed.reason === 'leave' ? 'On leave' : 'No OPD session this day';
