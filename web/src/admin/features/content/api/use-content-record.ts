import type { ContentType } from '@hospital/content/content-type';
import { useQuery } from '@tanstack/react-query';
import { contentKeys, fetchContentRecord } from '../../../shared/api/content-api';

/** One record to edit; no call for a record being created. */
export function useContentRecord(type: ContentType, id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.record(type.key, id ?? ''),
    queryFn: () => fetchContentRecord(type.key, id ?? ''),
    enabled: id !== undefined,
    // The form keeps what is typed; a refetch behind its back would only confuse.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
