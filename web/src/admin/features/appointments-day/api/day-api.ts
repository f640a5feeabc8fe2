import type { AttendanceStatus } from '../day-view';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayBooking, DayView, SlotBlock } from '@hospital/content/wire/appointments';
import { adminApi } from '../../../shared/api/admin-api';
import { downloadAdminFile } from '../../../shared/api/download-file';
import { entriesKey } from '../../form-entries/api/entries-api';

/** Every query of the day view lives under this key: marking or blocking invalidates them all. */
export const dayKey = ['appointments', 'day'] as const;

/** A day's appointments of every doctor (the choice of doctor or department filters it on the screen). No date: today on the hospital's clock. */
export function useDayView(date: string | undefined, location?: string | undefined) {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  // One location of the network (issue 48): the server keeps its slots and bookings only.
  if (location) query.set('location', location);
  const search = query.toString();
  return useQuery({
    queryKey: [...dayKey, date ?? 'today', location ?? 'every location'],
    queryFn: async () => (await adminApi.get<{ data: DayView }>(`appointments/day${search ? `?${search}` : ''}`)).data,
    placeholderData: keepPreviousData,
  });
}

export function useSetAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, confirm }: { id: string; status: AttendanceStatus; confirm?: boolean }) =>
      adminApi.patch<{ data: DayBooking; message: string }>(`appointments/${encodeURIComponent(id)}`, confirm ? { status, confirm } : { status }),
    onSettled: async () => {
      // The entry's history has a line more.
      await Promise.all([client.invalidateQueries({ queryKey: dayKey }), client.invalidateQueries({ queryKey: entriesKey })]);
    },
  });
}

export interface BlockRequest {
  doctor: string;
  date: string;
  start?: string;
  end?: string;
  reason: string;
}

export function useBlockSlots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: BlockRequest) => adminApi.post<{ data: { block: SlotBlock; affected: DayBooking[] }; message: string }>('appointments/blocks', block),
    onSettled: () => client.invalidateQueries({ queryKey: dayKey }),
  });
}

export function useRemoveBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.delete(`appointments/blocks/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: dayKey }),
  });
}

/** Downloads `GET appointments/day.csv` for the day and the choice shown. */
export const downloadDayCsv = (query: URLSearchParams): Promise<string> => downloadAdminFile(`appointments/day.csv?${query.toString()}`, 'appointments.csv');
