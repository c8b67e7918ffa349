import { Navigate } from 'react-router';
import { CONTENT, CONTENT_NAMES } from '../../../contract';
import { usePermissions } from '../../api/permissions';
import { OFFICE_SECTIONS } from './admin-sections';

/**
 * /system → the first screen of the sidebar the member's role opens: /system/services for an
 * admin (SPEC §2), the requests for the desk (decision 0058). A component, not a loader: a
 * loader would redirect before the guard runs and a signed-out visitor would be sent to
 * /login?redirect=%2Fsystem%2Fservices instead of back to /system.
 */
export function SystemIndex() {
  const { canOpen } = usePermissions();
  const first = [
    ...CONTENT_NAMES.map((name) => CONTENT[name].admin),
    ...OFFICE_SECTIONS.map(({ path }) => path),
  ].find(canOpen);
  return first ? <Navigate to={first} replace /> : null;
}
