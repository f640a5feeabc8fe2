import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayBooking } from '@hospital/content/wire/appointments';
import { adminApi } from '../../../shared/api/admin-api';
import { useDebouncedValue } from '../../../shared/use-debounced-value';

/** What `POST appointments/schedule-check` answers: the bookings the schedule has no place for; names and phones only when `patients`. */
export interface ScheduleCheck {
  bookings: DayBooking[];
  patients: boolean;
}

const scheduleFields = (record: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(record).filter(([key]) => key.startsWith('opd_')));

/** The booked patients a doctor's schedule, as the form holds it, no longer has a place for (asked again half a second after the last change). */
export function useScheduleCheck(doctorId: string, record: Record<string, unknown>) {
  const fields = useDebouncedValue(JSON.stringify(scheduleFields(record)), 500);
  return useQuery({
    queryKey: ['appointments', 'schedule-check', doctorId, fields],
    queryFn: async () => (await adminApi.post<{ data: ScheduleCheck }>('appointments/schedule-check', { doctor: doctorId, fields: JSON.parse(fields) as Record<string, unknown> })).data,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}
