import type { DeskSettings } from '@hospital/content/forms/desk-declarations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';
import { entriesKey } from './entries-api';

const deskSettingsKey = [...entriesKey, 'settings'] as const;

export function useDeskSettings(enabled: boolean) {
  return useQuery({
    queryKey: deskSettingsKey,
    queryFn: () => adminApi.get<{ data: DeskSettings; mail: { enabled: boolean }; departments: string[] }>('desk-settings'),
    enabled,
  });
}

export function useSaveDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeskSettings) => adminApi.put<{ data: DeskSettings; message: string }>('desk-settings', settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskSettingsKey }),
  });
}
