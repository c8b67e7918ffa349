import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS, isStaffRole, loginPath } from '../../../contract';
import { useAuth } from '../../context/auth-provider';
import { FullPageSpinner } from './full-page-spinner';

/**
 * The /system guard (SPEC §4 "Auth", §6): a spinner until the user is known; nobody signed
 * in → /login?redirect=<here>; a signed-in user of no staff role (decision 0058) → home. Someone who signs out from
 * inside goes to plain /login: coming back to where they left makes no sense.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, loaded } = useAuth();
  const { pathname, search } = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (!loaded) return <FullPageSpinner />;
  if (!user) return <Navigate to={wasSignedIn ? PATHS.login : loginPath(`${pathname}${search}`)} replace />;
  if (!isStaffRole(user.role)) return <Navigate to={PATHS.home} replace />;
  return children;
}
