import { useQuery } from '@tanstack/react-query';
import { adminApi, getToken } from './api/admin-api';

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
}

export const sessionKey = ['session', 'me'] as const;

export type SessionState = { status: 'checking' } | { status: 'authenticated'; user: AdminUser } | { status: 'unauthenticated' };

/**
 * The session of SPEC.md §4: no stored token means not authenticated at once; otherwise `GET me`
 * decides: success authenticated, any failure not.
 */
export function useSession(): SessionState {
  const token = getToken();
  const me = useQuery({
    queryKey: [...sessionKey, token],
    queryFn: async () => (await adminApi.get<{ data: AdminUser }>('me')).data,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (token === null) return { status: 'unauthenticated' };
  if (me.isPending) return { status: 'checking' };
  if (me.isError || !me.data) return { status: 'unauthenticated' };
  return { status: 'authenticated', user: me.data };
}
