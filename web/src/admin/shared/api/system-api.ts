import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@hospital/content/wire/system';
import { adminApi } from './admin-api';

/** The System screen's figures and warnings (administrators), shared by that screen and the dashboard. */
export function useSystemStatus(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['system'],
    queryFn: async () => (await adminApi.get<{ data: SystemStatus }>('system')).data,
    refetchInterval: 60_000,
    retry: false,
  });
}
