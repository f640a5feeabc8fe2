import type { ContentType } from '@hospital/content/content-type';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentKeys, fetchContentList, type ListParams } from '../../../shared/api/content-api';

/** One page of a type's records, as the server sorts, filters and searches them; the previous page stays while the next loads. */
export function useContentList(type: ContentType, params: ListParams) {
  return useQuery({
    queryKey: contentKeys.list(type.key, params),
    queryFn: () => fetchContentList(type, params),
    placeholderData: keepPreviousData,
  });
}
