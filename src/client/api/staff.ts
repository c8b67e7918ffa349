import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword, PasswordChanged, StaffRole, User, WriteResponse } from '../../contract';
import { api } from './client';
import { LIVE } from './live';
import { storeToken } from './token';

/** `GET /staff`: the staff of every role (decisions 0013, 0058). `staff_changed` refetches it. */
const staffQueryOptions = () =>
  queryOptions({
    ...LIVE,
    queryKey: ['staff'],
    queryFn: async (): Promise<User[]> => (await (await api()).get<User[]>('/staff')).data,
  });

export const useStaff = () => useQuery(staffQueryOptions());

function useStaffWrite<V, R>(name: string, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', name],
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** `DELETE /staff/{id}`: their token stops working with their next call. */
export const useRemoveAdmin = () =>
  useStaffWrite(
    'remove',
    async (id: number) =>
      (await (await api()).delete<WriteResponse<User>>(`/staff/${id}`, { notifySuccess: true })).data,
  );

/** `PATCH /staff/{id}`: another member's role (decision 0058); it holds from their next call. */
export const useSetRole = () =>
  useStaffWrite(
    'role',
    async ({ id, role }: { id: number; role: StaffRole }) =>
      (await (await api()).patch<WriteResponse<User>>(`/staff/${id}`, { role }, { notifySuccess: true }))
        .data,
  );

/** `PATCH /auth/password`: one's own, with the current password. */
export const useChangePassword = () =>
  useMutation({
    mutationKey: ['auth', 'password'],
    mutationFn: async (body: ChangePassword) => {
      const { data } = await (
        await api()
      ).patch<PasswordChanged>('/auth/password', body, { notifySuccess: true });
      // The change ends every other session, this one included: go on with the new token.
      storeToken(data.jwt_token);
      return data;
    },
  });
