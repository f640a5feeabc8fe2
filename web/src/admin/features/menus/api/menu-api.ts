import type { MenuLinkType } from '@hospital/content/types/menus/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';

/** A record a menu item may link to, as `GET menus/link-targets` lists it. */
export interface LinkTarget {
  type: MenuLinkType;
  _id: string;
  title: string;
  /** Its website address; absent when it has none yet (a doctor without a department). */
  path?: string;
  status: string;
}

/** The picker's search over pages, doctors, departments, specialities, blogs, events and camps. */
export function useLinkTargets(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['menus', 'link-targets', q] as const,
    queryFn: async () => (await adminApi.get<{ data?: LinkTarget[] }>(`menus/link-targets?q=${encodeURIComponent(q)}`)).data ?? [],
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The title and address of the record an item links to, for the editor to show. */
export function useLinkedRecord(link: { type: MenuLinkType; _id: string } | undefined) {
  return useQuery({
    queryKey: ['menus', 'linked-record', link?.type, link?._id] as const,
    queryFn: async () => {
      if (!link) return null;
      const record = (await adminApi.get<{ data?: { title?: unknown; status?: unknown } }>(`${link.type}/${link._id}`)).data;
      return { title: typeof record?.title === 'string' ? record.title : '', status: typeof record?.status === 'string' ? record.status : 'active' };
    },
    enabled: Boolean(link),
    staleTime: 60_000,
    retry: false,
  });
}
