import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminRequest } from '../../../shared/api/admin-api';
import type { OutboxMail } from '@hospital/content/wire/requests-desk';
import { entryFilterQuery, type EntryFilter, type FormEntry } from '../entry-fields';

/** Every query of the desk lives under this key: a change invalidates them all (and the menu badge). */
export const entriesKey = ['form-entries'] as const;

export interface EntryList {
  data: FormEntry[];
  total: number;
  page: number;
  limit: number;
}

export interface StaffMember {
  _id: string;
  name: string;
  email: string;
}

export interface DeskInfo {
  staff: StaffMember[];
  departments: string[];
  newEntries: { total: number; byForm: Record<string, number> };
  mail: { enabled: boolean; failed: number; pending: number; retrying: number };
  timeZone: string;
}

export interface EntryEvent {
  _id: string;
  type: 'created' | 'status' | 'assigned' | 'note' | 'appointment';
  actorName: string | null;
  createdAt: string;
  data: Record<string, string | null>;
}

/** A mail of the entry: the outbox's shape. */
export type EntryMail = OutboxMail;

/** The words of a consent notice: its text and the privacy policy's address. */
export interface ConsentNoticeWords {
  text: string;
  link: string;
}

export function useEntryList(filter: EntryFilter, page: number, limit: number) {
  return useQuery({
    queryKey: [...entriesKey, 'list', filter, page, limit],
    queryFn: () => {
      const query = entryFilterQuery(filter);
      query.set('page', String(page + 1));
      query.set('limit', String(limit));
      return adminApi.get<EntryList>(`form-entries?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** One entry by id: an entry opened from a notification's link may not be on the page shown. */
export function useEntry(id: string | null) {
  return useQuery({
    queryKey: [...entriesKey, 'one', id],
    queryFn: async () => (await adminApi.get<{ data: FormEntry }>(`form-entries/${encodeURIComponent(id ?? '')}`)).data,
    enabled: id !== null,
    retry: false,
  });
}

export function useDeskInfo() {
  return useQuery({
    queryKey: [...entriesKey, 'desk'],
    queryFn: async () => (await adminApi.get<{ data: DeskInfo }>('form-entries/desk')).data,
  });
}

export function useEntryHistory(id: string | null) {
  return useQuery({
    queryKey: [...entriesKey, 'history', id],
    queryFn: async () => (await adminApi.get<{ data: { events: EntryEvent[]; mail: EntryMail[]; consentNotice: ConsentNoticeWords | null } }>(`form-entries/${encodeURIComponent(id ?? '')}/history`)).data,
    enabled: id !== null,
  });
}

const useInvalidateDesk = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: entriesKey });
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
};

/** Status and assignee: `{ status }`, `{ assigneeId }` (null for nobody) or both. */
export function useUpdateEntry(id: string) {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: (change: { status?: string; assigneeId?: string | null }) => adminApi.patch<{ data: FormEntry; message: string }>(`form-entries/${encodeURIComponent(id)}`, change),
    onSuccess: invalidate,
  });
}

export function useAddNote(id: string) {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: (text: string) => adminApi.post<{ data: EntryEvent[] }>(`form-entries/${encodeURIComponent(id)}/notes`, { text }),
    onSuccess: invalidate,
  });
}

export function useDeleteEntries() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? adminApi.delete<{ message?: string }>(`form-entries/${encodeURIComponent(ids[0] ?? '')}`)
        : adminRequest<{ message?: string }>('DELETE', 'form-entries', { ids }),
    onSuccess: invalidate,
  });
}
