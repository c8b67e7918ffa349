import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '../../contract';
import { api } from './client';

/** Whose sessions: the signed-in staff member's own, or (for an admin) another's by id. */
export type SessionOwner = 'own' | number;

const sessionsPath = (owner: SessionOwner) =>
  owner === 'own' ? '/auth/sessions' : `/staff/${owner}/sessions`;

/**
 * Sessions are not a socket event: another browser's sign-in or its last use changes
 * them all the time, so an open list asks again every half minute and on focus.
 */
const REFRESH_MS = 30_000;

/** `GET /auth/sessions` or `GET /staff/{id}/sessions` (decision 0057). */
export const useSessions = (owner: SessionOwner, enabled = true) =>
  useQuery({
    queryKey: ['sessions', owner],
    queryFn: async () => (await (await api()).get<{ items: StaffSession[] }>(sessionsPath(owner))).data.items,
    refetchInterval: REFRESH_MS,
    enabled,
  });

/**
 * Ends one session (`DELETE …/sessions/{session_id}`), or with `null` every one of one's
 * own but this (`DELETE /auth/sessions`). The ended browser is refused from its next call.
 */
export function useEndSession(owner: SessionOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sessions', owner, 'end'],
    mutationFn: async (sessionId: string | null) =>
      (
        await (
          await api()
        ).delete<{ message: string }>(
          sessionId === null ? sessionsPath(owner) : `${sessionsPath(owner)}/${sessionId}`,
          { notifySuccess: true },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions', owner] }),
  });
}
