import { contentTypeByKey } from '@hospital/content/registry';
import { useQueries } from '@tanstack/react-query';
import { contentKeys, fetchContentRecord, recordTitle } from './content-api';

/** The titles of records of type `typeKey` by id (ids not found yet show as "…"). Cached with the record queries. */
export function useRecordTitles(typeKey: string, ids: readonly string[]): Map<string, string> {
  const type = contentTypeByKey(typeKey);
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: contentKeys.record(typeKey, id),
      queryFn: () => fetchContentRecord(typeKey, id),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const titles = new Map<string, string>();
  ids.forEach((id, i) => {
    const result = results[i];
    if (result?.data) titles.set(id, recordTitle(type, result.data));
    else if (result?.isError) titles.set(id, `(missing record ${id})`);
  });
  return titles;
}
