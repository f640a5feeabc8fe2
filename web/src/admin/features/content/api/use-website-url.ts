import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey } from '@hospital/content/registry';
import { useQuery } from '@tanstack/react-query';
import { departmentOf, publicUrl } from '../public-url';
import { contentKeys, fetchContentRecord } from '../../../shared/api/content-api';

/** "View on website" for a saved record; for an expert, once its first department's slug is in. */
export function useWebsiteUrl(type: ContentType, record: Record<string, unknown> | undefined): string | undefined {
  const department = departmentOf(type, record);
  const departmentType = department ? contentTypeByKey(department.typeKey) : undefined;
  const related = useQuery({
    queryKey: contentKeys.record(department?.typeKey ?? '', department?.id ?? ''),
    queryFn: () => fetchContentRecord(department?.typeKey ?? '', department?.id ?? ''),
    enabled: departmentType !== undefined,
    staleTime: 60_000,
  });
  // An inactive department has no page on the website, nor do its doctors under it.
  const departmentSlug = typeof related.data?.slug === 'string' && related.data.status !== 'inactive' ? related.data.slug : undefined;
  return record ? publicUrl(type, record, { departmentSlug }) : undefined;
}
