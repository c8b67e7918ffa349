import { AdminShell } from './admin-shell';
import { adminSections, type ContentIcons } from './admin-sections';
import { RequireAdmin } from './require-admin';

/** /system (SPEC §2 "Admin area"): admins only, inside the admin frame. Client-only and lazy. */
export function SystemLayout({ contentIcons }: { contentIcons: ContentIcons }) {
  return (
    <RequireAdmin>
      <AdminShell sections={adminSections(contentIcons)} />
    </RequireAdmin>
  );
}
