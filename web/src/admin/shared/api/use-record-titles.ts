import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';
import { contentKeys } from './content-api';

/**
 * The titles of records of type `typeKey` by id (ids not answered yet show as "…"), in one request
 * to `{type}/titles`: it names records the person may not open too (a department editor's doctor
 * in another department), so a related record is always named, never "missing".
 */
export function useRecordTitles(typeKey: string, ids: readonly string[]): Map<string, string> {
  const wanted = [...new Set(ids)].sort();
  const result = useQuery({
    queryKey: contentKeys.titles(typeKey, wanted.join(',')),
    queryFn: async () => (await adminApi.get<{ data: { _id: string; title: string }[] }>(`${typeKey}/titles?${new URLSearchParams({ ids: wanted.join(',') })}`)).data,
    enabled: wanted.length > 0,
    staleTime: 60_000,
    retry: false,
  });
  const titles = new Map<string, string>();
  const found = new Map((result.data ?? []).map((record) => [record._id, record.title]));
  for (const id of ids) {
    const title = found.get(id);
    if (title !== undefined) titles.set(id, title || '(untitled)');
    else if (result.isSuccess) titles.set(id, `(missing record ${id})`);
    else if (result.isError) titles.set(id, '(name not available)');
  }
  return titles;
}
