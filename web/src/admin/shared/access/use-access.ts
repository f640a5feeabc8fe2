import { useQuery } from '@tanstack/react-query';
import { adminApi, getToken } from '../api/admin-api';
import { allows, type Access, type ScreenPermission } from './screen-access';

/** Under the session's key: signing in again (which drops `['session']`) asks again. */
export const accessKey = ['session', 'access'] as const;

export interface AccessState {
  /** `pending` until the first answer; the studio hides what needs a right until then. */
  status: 'pending' | 'ready' | 'error';
  access: Access | undefined;
  /** Whether the role has the right (false while pending). */
  can: (permission: ScreenPermission) => boolean;
}

/**
 * The signed-in person's role and rights from `GET me/access`, asked once per sign-in and shared
 * by every screen (the menu, the dashboard, the guards of routes, the buttons of edit screens).
 * The studio only hides: the server refuses what the role lacks whatever the studio shows.
 */
export function useAccess(): AccessState {
  const token = getToken();
  const query = useQuery({
    queryKey: [...accessKey, token],
    queryFn: async () => (await adminApi.get<{ data: Access }>('me/access')).data,
    enabled: token !== null,
    staleTime: Infinity,
    retry: 1,
  });
  const access = query.data;
  return {
    status: query.isSuccess ? 'ready' : query.isError ? 'error' : 'pending',
    access,
    can: (permission) => allows(access, permission),
  };
}
