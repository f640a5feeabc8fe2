import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api';
import type { OutboxMail } from '@hospital/content/wire/requests-desk';

/** Under the desk's key, so a change at the desk (or a retry) refreshes it with the desk's queries. */
const outboxKey = ['form-entries', 'outbox'] as const;

export interface UnsentMail {
  data: OutboxMail[];
  failed: number;
  pending: number;
  retrying: number;
  mail: { enabled: boolean };
}

/**
 * Mail not yet sent, what failed first: checked every 15 seconds, so a mail server that goes down
 * while the desk or the dashboard is open shows there within one failed attempt. Asked only of a
 * role that works the requests (`enabled`).
 */
export function useOutbox(enabled: boolean) {
  return useQuery({
    queryKey: outboxKey,
    queryFn: () => adminApi.get<UnsentMail>('mail-outbox'),
    enabled,
    refetchInterval: 15_000,
    retry: false,
  });
}

/** Retry now: one mail (its id) or every mail that has failed (no id), tried again at once. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => adminApi.post<{ message: string }>(id ? `mail-outbox/${encodeURIComponent(id)}/retry` : 'mail-outbox/retry'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['form-entries'] }),
  });
}
