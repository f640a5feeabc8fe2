import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';
import { entriesKey } from './entries-api';

export interface OutboxMail {
  _id: string;
  entryId: string | null;
  kind: string;
  recipients: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

const outboxKey = [...entriesKey, 'outbox'] as const;

/** Mail not yet sent, failed first. */
export function useOutbox(enabled: boolean) {
  return useQuery({
    queryKey: outboxKey,
    queryFn: () => adminApi.get<{ data: OutboxMail[]; failed: number; pending: number; mail: { enabled: boolean } }>('mail-outbox'),
    enabled,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.post<{ message: string }>(`mail-outbox/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entriesKey }),
  });
}
