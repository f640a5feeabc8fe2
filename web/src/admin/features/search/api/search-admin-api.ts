import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';

/** The search synonyms as the studio edits them: lines of "terms → words to look for". */
export interface SynonymsAnswer {
  text: string;
  count: number;
}

export interface SearchStats {
  days: number;
  top: Array<{ query: string; searches: number; results: number }>;
  noResults: Array<{ query: string; searches: number }>;
}

const synonymsKey = ['search', 'synonyms'] as const;
const statsKey = ['search', 'stats'] as const;

export function useSynonyms() {
  return useQuery({ queryKey: synonymsKey, queryFn: async () => (await adminApi.get<{ data: SynonymsAnswer }>('search/synonyms')).data });
}

export function useSaveSynonyms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await adminApi.put<{ data: SynonymsAnswer }>('search/synonyms', { text })).data,
    onSuccess: (data) => client.setQueryData(synonymsKey, data),
  });
}

export function useSearchStats() {
  return useQuery({ queryKey: statsKey, queryFn: async () => (await adminApi.get<{ data: SearchStats }>('search/stats')).data });
}
