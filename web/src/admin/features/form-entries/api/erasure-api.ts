import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';
import type { PersonEntry } from '@hospital/content/wire/requests-desk';
import { entriesKey } from './entries-api';

export interface Person {
  email: string;
  phone: string;
}


const body = (person: Person) => ({ ...(person.email.trim() ? { email: person.email.trim() } : {}), ...(person.phone.trim() ? { phone: person.phone.trim() } : {}) });

/** Every entry of the person in any form, to review before erasing. */
export function useFindPerson() {
  return useMutation({
    mutationFn: async (person: Person) => (await adminApi.post<{ data: PersonEntry[] }>('form-entries/erasure/search', body(person))).data,
  });
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person, ids }: { person: Person; ids: string[] }) => adminApi.post<{ message: string; data: { total: number } }>('form-entries/erasure', { ...body(person), ids }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: entriesKey });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export interface PrivacyRecord {
  _id: string;
  action: 'retention' | 'erasure' | string;
  actorName: string | null;
  createdAt: string;
  detail: { total?: number; deleted?: Record<string, number> };
}

/** The retention runs and erasures, newest first: what went, never whose. */
export function usePrivacyLog(enabled: boolean) {
  return useQuery({
    queryKey: [...entriesKey, 'privacy-log'],
    queryFn: async () => (await adminApi.get<{ data: PrivacyRecord[] }>('form-entries/privacy-log')).data,
    enabled,
  });
}
