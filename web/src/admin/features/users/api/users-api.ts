import type { Role } from '@hospital/content/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/api/admin-api';
import type { StaffAccount } from '@hospital/content/wire/accounts';

/** A one-time set-password link, shown to the administrator to pass on. */
export interface PasswordLink {
  url: string;
  expiresAt: string;
  /** Whether the server e-mailed it too (only with mail set up). */
  mailed: boolean;
}

export interface AccountInput {
  name: string;
  email: string;
  role: Role;
  departmentIds: string[];
  contentTypes: string[];
  languages: string[];
}

export interface AccountChange {
  name?: string;
  role?: Role;
  departmentIds?: string[];
  contentTypes?: string[];
  languages?: string[];
  locationIds?: string[];
  disabled?: boolean;
}

export const usersKey = ['users'] as const;

export function useUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: () => adminApi.get<{ data: StaffAccount[]; twoFactorRequired: boolean }>('users'),
  });
}

/** The departments a department editor may be given (at most 100, by title). */
export function useDepartments() {
  return useQuery({
    queryKey: ['content', 'expert-categories', 'options', 'users'],
    queryFn: async () => (await adminApi.get<{ data: { _id: string; title?: string }[] }>('expert-categories?limit=100&sort=title')).data,
    staleTime: 60_000,
  });
}

/** The network's locations (issue 48), for a desk person's location scope. */
export function useLocations() {
  return useQuery({
    queryKey: ['content', 'locations', 'options', 'users'],
    queryFn: async () => (await adminApi.get<{ data: { _id: string; title?: string }[] }>('locations?limit=100&sort=title')).data,
    staleTime: 60_000,
  });
}

/** Every change of an account refreshes the list (and the activity log, which records it). */
function useAccountMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}

export const useCreateUser = () =>
  useAccountMutation((input: AccountInput) => adminApi.post<{ data: StaffAccount; link: PasswordLink; message?: string }>('users', input));

export const useUpdateUser = () =>
  useAccountMutation(({ id, change }: { id: string; change: AccountChange }) =>
    adminApi.patch<{ data: StaffAccount; message?: string }>(`users/${encodeURIComponent(id)}`, change),
  );

export const useNewPasswordLink = () =>
  useAccountMutation((id: string) => adminApi.post<{ data: StaffAccount; link: PasswordLink; message?: string }>(`users/${encodeURIComponent(id)}/password-link`));

export const useDeleteUser = () => useAccountMutation((id: string) => adminApi.delete<{ message?: string }>(`users/${encodeURIComponent(id)}`));

export const useTwoFactorRule = () =>
  useAccountMutation((required: boolean) => adminApi.put<{ data: { required: boolean }; message?: string }>('users/two-factor', { required }));

/** Clears a lock of wrong passwords or codes: the person can sign in at once. */
export const useUnlockUser = () =>
  useAccountMutation((id: string) => adminApi.post<{ data: StaffAccount; message?: string }>(`users/${encodeURIComponent(id)}/unlock`));
