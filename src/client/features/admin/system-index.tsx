import { Navigate } from 'react-router';
import { ADMIN_PATHS } from '../../../contract';

/**
 * /system → /system/services (SPEC §2). A component, not a loader: a loader would redirect
 * before the guard runs and a signed-out visitor would be sent to
 * /login?redirect=%2Fsystem%2Fservices instead of back to /system.
 */
export function SystemIndex() {
  return <Navigate to={ADMIN_PATHS.services} replace />;
}
