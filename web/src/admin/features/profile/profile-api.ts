import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../shared/api/admin-api';
import type { ActiveSession } from '@hospital/content/wire/accounts';

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** An administrator requires it for everyone: it cannot be turned off. */
  required: boolean;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code of `otpauthUrl`, drawn by the server as SVG. */
  qrSvg: string;
}

const sessionsKey = ['profile', 'sessions'] as const;
const twoFactorKey = ['profile', 'two-factor'] as const;

export const useSessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: async () => (await adminApi.get<{ data: ActiveSession[] }>('profile/sessions')).data });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.delete<{ message?: string }>(`profile/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post<{ message?: string }>('profile/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useTwoFactor = () =>
  useQuery({ queryKey: twoFactorKey, queryFn: async () => (await adminApi.get<{ data: TwoFactorState }>('profile/two-factor')).data });

function useTwoFactorMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }) });
}

/** A new secret and its QR code; nothing is saved until enable. */
export const useStartTwoFactor = () => useMutation({ mutationFn: async () => (await adminApi.post<{ data: TwoFactorSetup }>('profile/two-factor/setup')).data });

export const useEnableTwoFactor = () =>
  useTwoFactorMutation(async (input: { secret: string; code: string; currentPassword: string }) =>
    adminApi.post<{ data: { recoveryCodes: string[] }; message?: string }>('profile/two-factor/enable', input),
  );

export const useDisableTwoFactor = () =>
  useTwoFactorMutation((currentPassword: string) => adminApi.post<{ message?: string }>('profile/two-factor/disable', { currentPassword }));

export const useNewRecoveryCodes = () =>
  useTwoFactorMutation((currentPassword: string) =>
    adminApi.post<{ data: { recoveryCodes: string[] }; message?: string }>('profile/two-factor/recovery-codes', { currentPassword }),
  );
