import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../shared/api/admin-api';

/** A redirect as `GET redirects` answers it: addresses as written (`/old-blog/*`). */
export interface Redirect {
  _id: string;
  from: string;
  to: string;
  kind: 'exact' | 'prefix';
  source: 'auto' | 'manual' | 'csv' | 'import';
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RedirectInput {
  from: string;
  to: string;
}

export interface ImportAnswer {
  imported: number;
  errors: { line: number; field: 'from' | 'to' | 'line'; message: string }[];
  message: string;
}

const listKey = ['redirects', 'list'] as const;

export function useRedirects() {
  return useQuery({ queryKey: listKey, queryFn: async () => (await adminApi.get<{ data: Redirect[] }>('redirects')).data });
}

/** Add (no id) or change a redirect; the list is read again either way (chains may have moved other rows). */
export function useSaveRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: RedirectInput & { id?: string }) =>
      id ? adminApi.put<{ data: Redirect; message: string }>(`redirects/${id}`, input) : adminApi.post<{ data: Redirect; message: string }>('redirects', input),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useDeleteRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => adminApi.delete<{ message: string }>(`redirects/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useImportRedirects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) => adminApi.post<ImportAnswer>('redirects/import', { csv }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
