import { pageTemplates, type PageTemplate } from '@hospital/content/templates/index';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { adminApi } from '../../shared/api/admin-api';
import { resolveTemplate, type TemplateRecord } from './template-data';

const noRecords: TemplateRecord[] = [];

export const templateDefinitionsKey = ['templates', 'definitions'] as const;

/**
 * The template definitions the page editor can choose from: the built-in ones and the records
 * of the `templates` collection (`GET templates?limit=100`). When the API has none or fails,
 * the built-in list alone is used.
 */
export function useTemplateDefinitions() {
  const query = useQuery({
    queryKey: templateDefinitionsKey,
    queryFn: async () => (await adminApi.get<{ data?: TemplateRecord[] }>('templates?limit=100')).data ?? [],
    staleTime: 60_000,
    retry: false,
  });
  const records = query.data ?? noRecords;
  const resolve = useCallback((templateId: string) => resolveTemplate(templateId, records), [records]);
  const options = useMemo(
    () => [
      ...pageTemplates.map((t: PageTemplate) => ({ id: t.id, name: t.name })),
      ...records.filter((r) => !pageTemplates.some((t) => t.id === r.templateId)).map((r) => ({ id: r.templateId, name: r.name })),
    ],
    [records],
  );
  return { resolve, options, isLoading: query.isLoading };
}
