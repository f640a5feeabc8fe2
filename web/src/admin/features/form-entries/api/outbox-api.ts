import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';
import type { OutboxMail } from '@hospital/content/wire/requests-desk';
import { entriesKey } from './entries-api';


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
