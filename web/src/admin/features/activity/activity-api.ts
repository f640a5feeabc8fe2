import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../shared/api/admin-api';
import { activityQuery, type ActivityFilters } from './activity-filters';
import type { ActivityEntry } from '@hospital/content/wire/accounts';

export interface ActivityChoices {
  actors: { _id: string; name: string }[];
  actions: string[];
  contentTypes: string[];
}

export function useActivity(filters: ActivityFilters, page: number, limit: number) {
  return useQuery({
    queryKey: ['activity', 'list', filters, page, limit],
    queryFn: () => adminApi.get<{ data: ActivityEntry[]; total: number }>(`activity?${activityQuery(filters, { page, limit }).toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useActivityChoices() {
  return useQuery({
    queryKey: ['activity', 'choices'],
    queryFn: async () => (await adminApi.get<{ data: ActivityChoices }>('activity/choices')).data,
  });
}
