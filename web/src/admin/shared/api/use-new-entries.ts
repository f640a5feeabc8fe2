import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';

export interface NewEntryCount {
  total: number;
  byForm: Record<string, number>;
}

/** Under the desk's key, so any change to an entry refreshes it. */
export const newEntriesKey = ['form-entries', 'new-count'] as const;

/**
 * How many form entries are New, for the menu badge and the dashboard: checked every minute, so
 * a request that arrives while the studio is open shows without a reload. Asked only of a role
 * that works the requests (`enabled`).
 */
export function useNewEntries(enabled = true) {
  return useQuery({
    enabled,
    queryKey: newEntriesKey,
    queryFn: async () => (await adminApi.get<{ data: NewEntryCount }>('form-entries/new-count')).data,
    refetchInterval: 60_000,
    retry: false,
  });
}
