import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canOpen, type OwnPermissions, type Permission } from '../../contract';
import { api } from './client';

export const OWN_PERMISSIONS_KEY = ['auth', 'permissions'] as const;

/**
 * `GET /auth/permissions`: what the signed-in member's role may do, the office's grants
 * included (decision 0058). Read again when the staff change (a role may have).
 */
const useOwnPermissions = () =>
  useQuery({
    queryKey: OWN_PERMISSIONS_KEY,
    queryFn: async () =>
      (await (await api()).get<OwnPermissions>('/auth/permissions', { silent: true })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface Permissions {
  /** False until the server has said. */
  loaded: boolean;
  can(permission: Permission): boolean;
  /** A back-office path the role may open (contract SCREEN_PERMISSIONS). */
  canOpen(pathname: string): boolean;
}

/** What the signed-in member may do, for the back office to show only that (decision 0058). */
export function usePermissions(): Permissions {
  const { data } = useOwnPermissions();
  return useMemo(() => {
    const held = new Set(data?.permissions);
    const can = (permission: Permission) => held.has(permission);
    return {
      loaded: data !== undefined,
      can,
      canOpen: (pathname: string) => canOpen(data?.role, can, pathname),
    };
  }, [data]);
}
