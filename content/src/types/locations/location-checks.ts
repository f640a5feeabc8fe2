import { clockPattern, weekdayOptions, type Weekday } from '../../opd/schedule';

/** The kinds of location a network has; JSON-LD reads `hospital` as `Hospital`, the others as `MedicalClinic`. */
export const locationKinds = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'clinic', label: 'Clinic' },
  { value: 'diagnostic-centre', label: 'Diagnostic centre' },
  { value: 'opd-centre', label: 'OPD centre' },
] as const;

export type LocationKind = (typeof locationKinds)[number]['value'];

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const dayName = (day: string): string => weekdayOptions.find((o) => o.value === day)?.label ?? day;
const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map((row: unknown) => (row && typeof row === 'object' ? (row as Record<string, unknown>) : {})) : [];
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isSet = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/**
 * The checks of a location that involve more than one field: its opening hours close after they
 * open and a day's spans do not overlap; a map position has both its latitude and its longitude.
 */
export function locationChecks(values: Record<string, unknown>): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const spans: { row: number; day: Weekday; opens: number; closes: number; label: string }[] = [];
  rowsOf(values.opening_hours).forEach((row, i) => {
    const opens = textOf(row.opens);
    const closes = textOf(row.closes);
    if (!clockPattern.test(opens) || !clockPattern.test(closes)) return;
    if (minutesOf(closes) <= minutesOf(opens)) {
      errors[`opening_hours.${i}.closes`] = `It must close after it opens (${opens}).`;
      return;
    }
    spans.push({ row: i, day: textOf(row.day) as Weekday, opens: minutesOf(opens), closes: minutesOf(closes), label: `${opens}–${closes}` });
  });
  for (const span of spans) {
    const earlier = spans.find((o) => o.row < span.row && o.day === span.day && o.opens < span.closes && span.opens < o.closes);
    if (earlier) errors[`opening_hours.${span.row}.opens`] = `It overlaps the ${dayName(span.day)} hours ${earlier.label} (row ${earlier.row + 1}).`;
  }
  if (isSet(values.latitude) !== isSet(values.longitude)) {
    errors[isSet(values.latitude) ? 'longitude' : 'latitude'] = 'A map position needs both the latitude and the longitude.';
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
