import { AdminShell } from './admin-shell';
import { RequireAdmin } from './require-admin';

/** /system (SPEC §2 "Admin area"): admins only, inside the admin frame. Client-only and lazy. */
export function SystemLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
