import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactorAdded, Grants, PasskeyCeremony, StaffFactors, TotpEnrolment } from '../../contract';
import { OWN_PERMISSIONS_KEY } from './permissions';
import { api } from './client';

const FACTORS_KEY = ['factors'] as const;

/** `GET /auth/factors`: one's second factors, recovery codes left, and whether the office requires one. */
export const useFactors = () =>
  useQuery({
    queryKey: FACTORS_KEY,
    queryFn: async () => (await (await api()).get<StaffFactors>('/auth/factors')).data,
  });

function useFactorWrite<V, R>(name: string, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['factors', name],
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY }),
  });
}

/** `POST /auth/factors/totp`: a new secret and its QR code, until the first code confirms it. */
export const useBeginTotp = () =>
  useMutation({
    mutationKey: ['factors', 'totp', 'begin'],
    mutationFn: async () => (await (await api()).post<TotpEnrolment>('/auth/factors/totp')).data,
  });

/** `POST /auth/factors/totp/confirm`. */
export const useConfirmTotp = () =>
  useFactorWrite(
    'totp',
    async (body: { token: string; code: string; label: string }) =>
      (await (await api()).post<FactorAdded>('/auth/factors/totp/confirm', body, { silent: true })).data,
  );

/** Adds a passkey: the options, the browser's new credential (@simplewebauthn/browser, loaded when used), the factor. */
export const useAddPasskey = () =>
  useFactorWrite('passkey', async (label: string) => {
    const http = await api();
    const { data: ceremony } = await http.post<PasskeyCeremony>('/auth/factors/passkey/options');
    const { startRegistration } = await import('@simplewebauthn/browser');
    const passkey = { ...(await startRegistration({ optionsJSON: ceremony.options as never })) };
    return (
      await http.post<FactorAdded>(
        '/auth/factors/passkey',
        { token: ceremony.token, passkey, label },
        { notifySuccess: true },
      )
    ).data;
  });

/** `DELETE /auth/factors/{id}`. */
export const useRemoveFactor = () =>
  useFactorWrite(
    'remove',
    async (factorId: number) =>
      (await (await api()).delete<{ message: string }>(`/auth/factors/${factorId}`, { notifySuccess: true }))
        .data,
  );

/** `POST /auth/recovery-codes`: ten new codes, shown once; the old ones stop working. */
export const useNewRecoveryCodes = () =>
  useFactorWrite(
    'codes',
    async () =>
      (
        await (
          await api()
        ).post<{ message: string; recovery_codes: string[] }>('/auth/recovery-codes', undefined, {
          notifySuccess: true,
        })
      ).data.recovery_codes,
  );

/** `DELETE /staff/{id}/factors`: an admin resets a colleague's lost factors. */
export const useResetFactors = () =>
  useMutation({
    mutationKey: ['factors', 'reset'],
    mutationFn: async (userId: number) =>
      (await (await api()).delete<{ message: string }>(`/staff/${userId}/factors`, { notifySuccess: true }))
        .data,
  });

const POLICY_KEY = ['staff', 'policy'] as const;

interface StaffPolicy {
  require_second_factor: boolean;
  grants: Grants;
}

/**
 * `GET /staff/policy`: whether every staff member must have a second factor (decision
 * 0057), and who beside the admins may export or erase (decision 0058).
 */
export const useStaffPolicy = () =>
  useQuery({
    queryKey: POLICY_KEY,
    queryFn: async () => (await (await api()).get<StaffPolicy>('/staff/policy')).data,
  });

/** `PATCH /staff/policy`: what is sent changes, the rest stays. */
export function useSetStaffPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'policy', 'set'],
    mutationFn: async (change: Partial<StaffPolicy>) =>
      (await (await api()).patch('/staff/policy', change, { notifySuccess: true })).data,
    onSettled: () =>
      Promise.all(
        [POLICY_KEY, FACTORS_KEY, OWN_PERMISSIONS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
