import { clockPattern, defaultSlotMinutes, weekdayOptions, type Weekday } from './schedule';

/**
 * The checks of a doctor's OPD schedule that involve more than one field (the declaration's
 * `checks`, run by the shared record schema on the server and in the studio): a session ends
 * after it starts and holds at least one slot, a day's sessions do not overlap, a leave and the
 * schedule's dates do not end before they begin. Messages by field path, beside the input they
 * are about. A value a field's own rule refuses (a time not "hh:mm") is left to that rule.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const dayName = (day: Weekday): string => weekdayOptions.find((o) => o.value === day)?.label ?? day;
const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map((row: unknown) => (row && typeof row === 'object' ? (row as Record<string, unknown>) : {})) : [];
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function opdScheduleChecks(values: Record<string, unknown>): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const slotMinutes = typeof values.opd_slot_minutes === 'number' && Number.isInteger(values.opd_slot_minutes) ? values.opd_slot_minutes : defaultSlotMinutes;

  const spans: { row: number; day: Weekday; start: number; end: number; label: string; location: string }[] = [];
  rowsOf(values.opd_sessions).forEach((row, i) => {
    const start = textOf(row.start);
    const end = textOf(row.end);
    if (!clockPattern.test(start) || !clockPattern.test(end)) return;
    const from = minutesOf(start);
    const to = minutesOf(end);
    if (to <= from) {
      errors[`opd_sessions.${i}.end`] = `The session must end after it starts (${start}).`;
      return;
    }
    if (to - from < slotMinutes) errors[`opd_sessions.${i}.end`] = `The session is shorter than one slot (${slotMinutes} minutes): no patient could book it.`;
    const day = textOf(row.day) as Weekday;
    if (weekdayOptions.some((o) => o.value === day)) spans.push({ row: i, day, start: from, end: to, label: `${start}–${end}`, location: textOf(row.location) });
  });
  for (const span of spans) {
    const earlier = spans.find((other) => other.row < span.row && other.day === span.day && other.start < span.end && span.start < other.end);
    if (!earlier) continue;
    // Sessions at two locations (issue 48): a doctor cannot be in two places at once.
    errors[`opd_sessions.${span.row}.start`] =
      earlier.location === span.location
        ? `It overlaps the ${dayName(span.day)} session ${earlier.label} (row ${earlier.row + 1}).`
        : `It overlaps the ${dayName(span.day)} session ${earlier.label} at another location (row ${earlier.row + 1}): a doctor cannot be in two places at once.`;
  }

  rowsOf(values.opd_leave).forEach((row, i) => {
    const from = textOf(row.from).slice(0, 10);
    const to = textOf(row.to).slice(0, 10);
    if (dayPattern.test(from) && dayPattern.test(to) && to < from) errors[`opd_leave.${i}.to`] = `The leave must end on or after its first day (${from}).`;
  });

  const from = textOf(values.opd_from).slice(0, 10);
  const to = textOf(values.opd_to).slice(0, 10);
  if (dayPattern.test(from) && dayPattern.test(to) && to < from) errors.opd_to = `The schedule must hold until a day on or after it starts (${from}).`;

  return Object.keys(errors).length > 0 ? errors : undefined;
}
