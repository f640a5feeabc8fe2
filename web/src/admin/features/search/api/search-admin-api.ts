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

export interface AddedSynonym {
  data: SynonymsAnswer;
  /** The line as the list now reads it ("ghabrahat → anxiety"). */
  added: string;
}

/** Adds one line to the synonyms, keeping the rest (and what another editor adds at the same moment). */
export function useAddSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (line: { terms: string; expansion: string }) => adminApi.post<AddedSynonym>('search/synonyms', line),
    onSuccess: (answer) => client.setQueryData(synonymsKey, answer.data),
  });
}

export interface SearchPreview {
  total: number;
  titles: string[];
}

/** What the website's search answers a patient's words now (the first few titles), as the studio checks a new synonym. */
export async function searchPreview(q: string): Promise<SearchPreview> {
  const params = new URLSearchParams({ q, limit: '3' });
  const answer = await adminApi.get<{ data: { total: number; groups: Array<{ items: Array<{ title: string }> }> } }>(`search?${params.toString()}`);
  return { total: answer.data.total, titles: answer.data.groups.flatMap((group) => group.items.map((item) => item.title)).slice(0, 3) };
}
